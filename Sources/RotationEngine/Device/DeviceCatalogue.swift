/// Every device Swivel simulates: the table of docs/semantics.md ("Devices"), whose facts come
/// from Apple's Human Interface Guidelines (sizes, scales, size classes) and widely observed
/// measurements (status bars, safe areas); docs/semantics.md cites each.
public enum DeviceCatalogue {
    private static let phoneClasses = ByOrientation(portrait: SizeClasses(.compact, .regular), landscape: SizeClasses(.compact, .compact))
    /// Plus and Max phones are horizontally regular in landscape.
    private static let largePhoneClasses = ByOrientation(portrait: SizeClasses(.compact, .regular), landscape: SizeClasses(.regular, .compact))
    private static let padClasses = ByOrientation(portrait: SizeClasses(.regular, .regular), landscape: SizeClasses(.regular, .regular))

    /// A phone with a Home button: the status bar is its safe area's top, landscape has none.
    private static let homeButtonPhoneArea = ByOrientation(portrait: EdgeInsets(top: 20), landscape: EdgeInsets())
    /// A Face ID phone: the sensor housing's inset at the top in portrait and on both sides in
    /// landscape; the home indicator's 34 pt (21 in landscape) at the bottom.
    private static func faceIDArea(_ housing: Double) -> ByOrientation<EdgeInsets> {
        ByOrientation(portrait: EdgeInsets(top: housing, bottom: 34), landscape: EdgeInsets(left: housing, bottom: 21, right: housing))
    }
    private static let modernPadArea = ByOrientation(portrait: EdgeInsets(top: 24, bottom: 20), landscape: EdgeInsets(top: 24, bottom: 20))

    /// The table, in order: classic devices first (rows 0–2, `Device.iphone35`, `.iphone4`,
    /// `.ipad`), then today's by size.
    static let rows: [DeviceFacts] = [
        DeviceFacts(id: "iphone-3.5", name: "iPhone 4S", idiom: .phone, screen: Size(width: 320, height: 480), scale: 2, os: 5...9,
                         homeButton: true, statusBarHeight: 20, safeArea: homeButtonPhoneArea, sizeClasses: phoneClasses),
        DeviceFacts(id: "iphone-4", name: "iPhone 5", idiom: .phone, screen: Size(width: 320, height: 568), scale: 2, os: 5...10,
                         homeButton: true, statusBarHeight: 20, safeArea: homeButtonPhoneArea, sizeClasses: phoneClasses),
        DeviceFacts(id: "ipad", name: "iPad (3rd generation)", idiom: .pad, screen: Size(width: 768, height: 1024), scale: 2, os: 5...10,
                         homeButton: true, statusBarHeight: 20, safeArea: ByOrientation(portrait: EdgeInsets(top: 20), landscape: EdgeInsets(top: 20)),
                    sizeClasses: padClasses),
        DeviceFacts(id: "iphone-se", name: "iPhone SE (3rd generation)", idiom: .phone, screen: Size(width: 375, height: 667), scale: 2, os: 13...26,
                    homeButton: true, statusBarHeight: 20, safeArea: homeButtonPhoneArea, sizeClasses: phoneClasses),
        DeviceFacts(id: "iphone-8-plus", name: "iPhone 8 Plus", idiom: .phone, screen: Size(width: 414, height: 736), scale: 3, os: 11...16,
                    homeButton: true, statusBarHeight: 20, safeArea: homeButtonPhoneArea, sizeClasses: largePhoneClasses),
        DeviceFacts(id: "iphone-x", name: "iPhone X", idiom: .phone, screen: Size(width: 375, height: 812), scale: 3, os: 11...26,
                    homeButton: false, statusBarHeight: 44, safeArea: faceIDArea(44), sizeClasses: phoneClasses),
        DeviceFacts(id: "iphone-11", name: "iPhone 11", idiom: .phone, screen: Size(width: 414, height: 896), scale: 2, os: 12...26,
                    homeButton: false, statusBarHeight: 48, safeArea: faceIDArea(48), sizeClasses: largePhoneClasses,
                    // iOS 12 and 13 drew the XR's and 11's status bar, and their safe area, 44 deep;
                    // iOS 14 made it 48 (docs/semantics.md, "Devices").
                    earlier: DeviceFacts.Earlier(through: 13, statusBarHeight: 44, safeArea: faceIDArea(44))),
        DeviceFacts(id: "iphone-13-mini", name: "iPhone 13 mini", idiom: .phone, screen: Size(width: 375, height: 812), scale: 3, os: 14...26,
                    homeButton: false, statusBarHeight: 50, safeArea: faceIDArea(50), sizeClasses: phoneClasses),
        DeviceFacts(id: "iphone-14", name: "iPhone 14", idiom: .phone, screen: Size(width: 390, height: 844), scale: 3, os: 14...26,
                    homeButton: false, statusBarHeight: 47, safeArea: faceIDArea(47), sizeClasses: phoneClasses),
        DeviceFacts(id: "iphone-14-plus", name: "iPhone 14 Plus", idiom: .phone, screen: Size(width: 428, height: 926), scale: 3, os: 14...26,
                    homeButton: false, statusBarHeight: 47, safeArea: faceIDArea(47), sizeClasses: largePhoneClasses),
        DeviceFacts(id: "iphone-15-pro", name: "iPhone 15 Pro", idiom: .phone, screen: Size(width: 393, height: 852), scale: 3, os: 16...26,
                    homeButton: false, statusBarHeight: 54, safeArea: faceIDArea(59), sizeClasses: phoneClasses),
        DeviceFacts(id: "iphone-15-pro-max", name: "iPhone 15 Pro Max", idiom: .phone, screen: Size(width: 430, height: 932), scale: 3, os: 16...26,
                    homeButton: false, statusBarHeight: 54, safeArea: faceIDArea(59), sizeClasses: largePhoneClasses),
        DeviceFacts(id: "iphone-16-pro", name: "iPhone 16 Pro", idiom: .phone, screen: Size(width: 402, height: 874), scale: 3, os: 18...26,
                    homeButton: false, statusBarHeight: 54, safeArea: faceIDArea(62), sizeClasses: phoneClasses),
        DeviceFacts(id: "iphone-16-pro-max", name: "iPhone 16 Pro Max", idiom: .phone, screen: Size(width: 440, height: 956), scale: 3, os: 18...26,
                    homeButton: false, statusBarHeight: 54, safeArea: faceIDArea(62), sizeClasses: largePhoneClasses),
        DeviceFacts(id: "ipad-10", name: "iPad (10th generation)", idiom: .pad, screen: Size(width: 820, height: 1180), scale: 2, os: 16...26,
                    homeButton: false, statusBarHeight: 24, safeArea: modernPadArea, sizeClasses: padClasses),
        DeviceFacts(id: "ipad-pro-11", name: "iPad Pro (11-inch)", idiom: .pad, screen: Size(width: 834, height: 1194), scale: 2, os: 12...26,
                    homeButton: false, statusBarHeight: 24, safeArea: modernPadArea, sizeClasses: padClasses),
        DeviceFacts(id: "ipad-pro-13", name: "iPad Pro (12.9-inch)", idiom: .pad, screen: Size(width: 1024, height: 1366), scale: 2, os: 12...26,
                    homeButton: false, statusBarHeight: 24, safeArea: modernPadArea, sizeClasses: padClasses),
        DeviceFacts(id: "ipad-mini", name: "iPad mini (6th generation)", idiom: .pad, screen: Size(width: 744, height: 1133), scale: 2, os: 15...26,
                    homeButton: false, statusBarHeight: 24, safeArea: modernPadArea, sizeClasses: padClasses),
    ]

    /// Every device, in the table's order.
    public static let all: [Device] = rows.indices.map { Device(index: $0, facts: rows[$0]) }

    /// The device with this id.
    public static func device(id: String) -> Device? { all.first { $0.has(id: id) } }

    /// The marketing names of the models each device stands for (Appium's `deviceName`,
    /// Xcode's simulator names), lower-cased; the id itself is accepted too. Matched whole,
    /// then with a trailing "(… generation)" or "(…-inch)" dropped.
    public static let modelNames: [(id: String, names: [String])] = [
        ("iphone-4", ["iphone 5", "iphone 5s", "iphone 5c", "iphone se", "iphone se (1st generation)", "iphone 4-inch"]),
        ("iphone-3.5", ["iphone 4s", "iphone 4", "iphone 3gs", "iphone 3.5-inch", "iphone"]),
        ("ipad", ["ipad", "ipad 2", "ipad (3rd generation)", "ipad (4th generation)", "ipad retina"]),
        ("iphone-se", ["iphone se (2nd generation)", "iphone se (3rd generation)", "iphone 8", "iphone 7", "iphone 6s", "iphone 6"]),
        ("iphone-8-plus", ["iphone 8 plus", "iphone 7 plus", "iphone 6s plus", "iphone 6 plus"]),
        ("iphone-x", ["iphone x", "iphone xs", "iphone 11 pro"]),
        ("iphone-11", ["iphone 11", "iphone xr"]),
        ("iphone-13-mini", ["iphone 12 mini", "iphone 13 mini"]),
        ("iphone-14", ["iphone 12", "iphone 12 pro", "iphone 13", "iphone 13 pro", "iphone 14", "iphone 16e"]),
        ("iphone-14-plus", ["iphone 12 pro max", "iphone 13 pro max", "iphone 14 plus"]),
        ("iphone-15-pro", ["iphone 14 pro", "iphone 15", "iphone 15 pro", "iphone 16"]),
        ("iphone-15-pro-max", ["iphone 14 pro max", "iphone 15 pro max", "iphone 15 plus", "iphone 16 plus"]),
        ("iphone-16-pro", ["iphone 16 pro", "iphone 17", "iphone 17 pro"]),
        ("iphone-16-pro-max", ["iphone 16 pro max", "iphone 17 pro max"]),
        ("ipad-10", ["ipad (10th generation)", "ipad (a16)", "ipad air (11-inch)", "ipad air 11-inch", "ipad air (5th generation)", "ipad air (4th generation)"]),
        ("ipad-pro-11", ["ipad pro (11-inch)", "ipad pro 11-inch"]),
        ("ipad-pro-13", ["ipad pro (12.9-inch)", "ipad pro 12.9-inch", "ipad pro (13-inch)", "ipad pro 13-inch", "ipad air (13-inch)", "ipad air 13-inch"]),
        ("ipad-mini", ["ipad mini", "ipad mini (6th generation)", "ipad mini (a17 pro)"]),
    ]

    /// The device a marketing name (or an id) stands for, if any.
    public static func device(named name: String) -> Device? {
        let lowered = name.lowercased().trimmingSpaces()
        if let device = device(id: lowered) { return device }
        if let match = modelNames.first(where: { $0.names.contains(lowered) }) { return device(id: match.id) }
        // "iPad Pro (11-inch) (4th generation)", "iPad Air 11-inch (M2)": drop trailing parentheses
        // — but not down to a family's bare name, which stands for one generation: "iPad (9th
        // generation)" is not the 2010 `ipad`, nor "iPad mini (5th generation)" the 2021 mini.
        var shortened = lowered
        while shortened.hasSuffix(")"), let open = shortened.lastIndex(of: "(") {
            shortened = String(shortened[..<open]).trimmingSpaces()
            guard !Self.familyNames.contains(shortened) else { return nil }
            if let match = modelNames.first(where: { $0.names.contains(shortened) }) { return device(id: match.id) }
        }
        return nil
    }

    /// Names that are a whole family of models, each generation its own device (or none here).
    static let familyNames: Set<String> = ["iphone", "iphone se", "ipad", "ipad mini", "ipad air", "ipad pro"]
}

private extension String {
    func trimmingSpaces() -> String {
        var slice = Substring(self)
        while slice.first == " " { slice = slice.dropFirst() }
        while slice.last == " " { slice = slice.dropLast() }
        return String(slice)
    }
}
