/// Interface Builder's canvas devices and the Swivel devices they stand for
/// (docs/interface-import.md, "Design device"). The importer reads bytes and writes JSON only,
/// so it keeps this copy of the device table's sizes and iOS ranges; a test
/// (`DesignDeviceTableTests`) holds it equal to the engine's `DeviceCatalogue`.
public enum XcodeDevices {
    /// A device of Swivel's table: id, portrait screen in points, the iOS versions it ran.
    public struct Catalogued: Sendable {
        public var id: String
        public var width: Double
        public var height: Double
        public var os: ClosedRange<Int>
        /// The first iOS on which the device's status bar and safe area are the table's (they
        /// were other before it: the engine's `DeviceFacts.earlier`), nil when they never changed.
        public var factsSince: Int? = nil
    }

    /// The device table's sizes and versions (docs/semantics.md, "Devices"), in its order.
    public static let catalogue: [Catalogued] = [
        Catalogued(id: "iphone-3.5", width: 320, height: 480, os: 5...9),
        Catalogued(id: "iphone-4", width: 320, height: 568, os: 5...10),
        Catalogued(id: "ipad", width: 768, height: 1024, os: 5...10),
        Catalogued(id: "iphone-se", width: 375, height: 667, os: 13...26),
        Catalogued(id: "iphone-8-plus", width: 414, height: 736, os: 11...16),
        Catalogued(id: "iphone-x", width: 375, height: 812, os: 11...26),
        Catalogued(id: "iphone-11", width: 414, height: 896, os: 12...26, factsSince: 14),
        Catalogued(id: "iphone-13-mini", width: 375, height: 812, os: 14...26),
        Catalogued(id: "iphone-14", width: 390, height: 844, os: 14...26),
        Catalogued(id: "iphone-14-plus", width: 428, height: 926, os: 14...26),
        Catalogued(id: "iphone-15-pro", width: 393, height: 852, os: 16...26),
        Catalogued(id: "iphone-15-pro-max", width: 430, height: 932, os: 16...26),
        Catalogued(id: "iphone-16-pro", width: 402, height: 874, os: 18...26),
        Catalogued(id: "iphone-16-pro-max", width: 440, height: 956, os: 18...26),
        Catalogued(id: "ipad-10", width: 820, height: 1180, os: 16...26),
        Catalogued(id: "ipad-pro-11", width: 834, height: 1194, os: 12...26),
        Catalogued(id: "ipad-pro-13", width: 1024, height: 1366, os: 12...26),
        Catalogued(id: "ipad-mini", width: 744, height: 1133, os: 15...26),
    ]

    static func catalogued(_ id: String) -> Catalogued? { catalogue.first { $0.id == id } }

    /// The iOS whose SDK an Xcode drew its canvas with, from the file's `toolsVersion`: Xcode 10
    /// wrote 14xxx (iOS 12), 11 15xxx–16xxx (13), 12 17xxx (14), 13 18xxx–19xxx (15), 14
    /// 20xxx–21xxx (16), 15 22xxx (17), 16 23xxx and later (18); 0 for older files.
    static func sdkVersion(toolsVersion: Int) -> Int {
        let table = [(23000, 18), (22000, 17), (20000, 16), (18000, 15), (17000, 14), (15000, 13), (14000, 12)]
        return table.first { toolsVersion >= $0.0 }?.1 ?? 0
    }

    /// Xcode's `<device id=…>` values (Xcode 8 on) → Swivel's device of the same screen size.
    public static let deviceIDs: [String: String] = [
        "retina3_5": "iphone-3.5", "retina4_0": "iphone-4", "retina4_7": "iphone-se", "retina5_5": "iphone-8-plus",
        "retina5_9": "iphone-x", "retina5_4": "iphone-13-mini", "retina6_1": "iphone-11", "retina6_5": "iphone-11",
        "retina6_0": "iphone-14", "retina6_12": "iphone-15-pro", "retina6_3": "iphone-16-pro", "retina6_7": "iphone-14-plus",
        "retina6_72": "iphone-15-pro-max", "retina6_9": "iphone-16-pro-max",
        "ipad9_7": "ipad", "ipad7_9": "ipad", "ipad11_0rounded": "ipad-pro-11", "ipad10_9rounded": "ipad-10",
        "ipad10_9": "ipad-10", "ipad12_9": "ipad-pro-13", "ipad12_9rounded": "ipad-pro-13", "ipad13_0rounded": "ipad-pro-13",
        "ipad8_3rounded": "ipad-mini", "ipad8_3": "ipad-mini",
    ]

    /// Canvases mapped to a device of their size whose status bar and safe area changed with a
    /// version (`Catalogued.factsSince`) although the model the canvas draws kept its own:
    /// `retina6_5`, the iPhone XS Max / 11 Pro Max, has iphone-11's 414 × 896 points and a 44 pt
    /// status bar in every version (iphone-11's became 48 on iOS 14). Its files are designed on
    /// a version before the change (docs/interface-import.md, "Design device", has the evidence).
    static let keepsEarlierFacts: Set<String> = ["retina6_5"]

    /// Xcode 5–7's `simulatedScreenMetrics` types → devices.
    static let screenMetrics: [String: String] = [
        "retina35": "iphone-3.5", "retina4": "iphone-4", "retina47": "iphone-se", "retina55": "iphone-8-plus",
        "iPad": "ipad", "iPadFull": "ipad",
    ]

    /// Marketing names (lower-cased) of the models each device stands for, as the engine's
    /// table spells them: Xcode 14 and later name canvas devices by model (`iPhone_15_Pro`).
    public static let modelNames: [String: String] = [
        "iphone 5": "iphone-4", "iphone 5s": "iphone-4", "iphone se": "iphone-4", "iphone se (1st generation)": "iphone-4",
        "iphone 4s": "iphone-3.5", "iphone 4": "iphone-3.5",
        "iphone se (2nd generation)": "iphone-se", "iphone se (3rd generation)": "iphone-se", "iphone 8": "iphone-se",
        "iphone 7": "iphone-se", "iphone 6s": "iphone-se", "iphone 6": "iphone-se",
        "iphone 8 plus": "iphone-8-plus", "iphone 7 plus": "iphone-8-plus", "iphone 6s plus": "iphone-8-plus", "iphone 6 plus": "iphone-8-plus",
        "iphone x": "iphone-x", "iphone xs": "iphone-x", "iphone 11 pro": "iphone-x",
        "iphone 11": "iphone-11", "iphone xr": "iphone-11",
        "iphone 12 mini": "iphone-13-mini", "iphone 13 mini": "iphone-13-mini",
        "iphone 12": "iphone-14", "iphone 12 pro": "iphone-14", "iphone 13": "iphone-14", "iphone 13 pro": "iphone-14",
        "iphone 14": "iphone-14", "iphone 16e": "iphone-14",
        "iphone 12 pro max": "iphone-14-plus", "iphone 13 pro max": "iphone-14-plus", "iphone 14 plus": "iphone-14-plus",
        "iphone 14 pro": "iphone-15-pro", "iphone 15": "iphone-15-pro", "iphone 15 pro": "iphone-15-pro", "iphone 16": "iphone-15-pro",
        "iphone 14 pro max": "iphone-15-pro-max", "iphone 15 pro max": "iphone-15-pro-max", "iphone 15 plus": "iphone-15-pro-max",
        "iphone 16 plus": "iphone-15-pro-max",
        "iphone 16 pro": "iphone-16-pro", "iphone 17": "iphone-16-pro", "iphone 17 pro": "iphone-16-pro",
        "iphone 16 pro max": "iphone-16-pro-max", "iphone 17 pro max": "iphone-16-pro-max",
    ]

    /// The first Xcode (by `toolsVersion`: Xcode 15 writes 22xxx) whose 375 × 812 canvas,
    /// `retina5_9`, is an iPhone 13 mini — a 50-point top safe area — rather than an iPhone X
    /// (44): every scene of an Xcode 15 file saves its frames 50 points down, an Xcode 13 file's
    /// 44 (docs/interface-import.md, "Design device"; chosen from the frames files save).
    static let miniCanvasToolsVersion = 22000

    /// The device an Xcode canvas id names: a known id, else a model name written with
    /// underscores (`iPhone_15_Pro_Max`); nil when neither. `toolsVersion` is the file's.
    static func device(forID id: String, toolsVersion: Int = 0) -> String? {
        if id == "retina5_9", toolsVersion >= miniCanvasToolsVersion { return "iphone-13-mini" }
        if let known = deviceIDs[id] { return known }
        let name = String(id.map { $0 == "_" ? " " : $0 }).lowercased()
        return modelNames[name]
    }

    /// The device whose screen is `width` × `height` points in either orientation (the first in
    /// the table's order: `iphone-x` before `iphone-13-mini`), also counting Xcode 4's root views
    /// saved 20 points short (the status bar taken off).
    static func device(width: Double, height: Double) -> String? {
        for (w, h) in [(width, height), (height, width), (width, height + 20), (height + 20, width), (width + 20, height), (height, width + 20)] {
            if let match = catalogue.first(where: { $0.width == w && $0.height == h }) { return match.id }
        }
        return nil
    }
}
