import SwivelJSON

/// The app's `designedOn` from the main file (docs/interface-import.md, "Design device"): the
/// canvas device (`<device id=… orientation=…>`, else Xcode 5–7's simulated metrics, else the
/// root view's saved size), its orientation, and an iOS version of the file's era.
enum DesignDeviceImport {
    /// What the file says, before it is mapped to Swivel's table.
    struct Canvas {
        var device: String?
        var orientation: String?
        /// How the file named its device: for the notes, and for canvases that differ from the
        /// device they map to (`XcodeDevices.keepsEarlierFacts`).
        var named: String?
    }

    /// `designedOn` for the document at `root`, whose root controller's view was saved at
    /// `rootSize` and designed for `designedFor` (`portrait` / `landscape`, when it says).
    static func designedOn(_ document: MarkupElement, file: String, rootSize: (width: Double, height: Double)?, designedFor: String?, context: inout ImportContext) -> JSONValue? {
        var canvas = self.canvas(document)
        canvas.orientation = canvas.orientation ?? designedFor
        if canvas.device == nil, let rootSize {
            canvas.device = XcodeDevices.device(width: rootSize.width, height: rootSize.height)
        }
        if canvas.device == nil, document["targetRuntime"] == "iOS.CocoaTouch.iPad" { canvas.device = "ipad" }
        guard let id = canvas.device, let device = XcodeDevices.catalogued(id) else {
            if let named = canvas.named {
                context.note(file, nil, "the design device \(named) is not one Swivel knows, nor is the root view's size: the app has no designedOn")
            } else if let rootSize, rootSize.width == 600, rootSize.height == 600 {
                // Xcode 6–7's Any/Any canvas: no device's screen.
                context.note(file, nil, "the root view was saved on Xcode 6–7's Any/Any canvas (600 × 600), which is no device's screen, and the file names no device: the app has no designedOn; give its sessions a device and os (iOS \(era(document)) or later for this file)")
            }
            return nil
        }
        // The era's version, raised to the device's first (a younger device) and kept to its
        // last (a file of today's era drawn on a classic canvas).
        var os = min(max(era(document), device.os.lowerBound), device.os.upperBound)
        // A device whose status bar changed with a version is drawn as the Xcode's SDK drew it
        // (the iPhone 11 canvas: 44 pt before Xcode 12's iOS 14, 48 after) — unless the canvas
        // is a model of the same size whose bar never changed (the 6.5" Max: 44 pt throughout).
        if let since = device.factsSince, os < since, !XcodeDevices.keepsEarlierFacts.contains(canvas.named ?? ""),
           XcodeDevices.sdkVersion(toolsVersion: toolsVersion(document)) >= since {
            os = since
        }
        let orientation = canvas.orientation?.lowercased().contains("landscape") == true ? "landscape" : "portrait"
        return ["device": .string(id), "orientation": .string(orientation), "os": .string(String(os))]
    }

    /// The canvas the file names: Xcode 8's `<device>`, else a simulated destination.
    static func canvas(_ document: MarkupElement) -> Canvas {
        if let device = document.child("device"), let id = device["id"] {
            return Canvas(device: XcodeDevices.device(forID: id, toolsVersion: toolsVersion(document)), orientation: device["orientation"], named: id)
        }
        var found: MarkupElement?
        try? document.forEachDescendant { (element: MarkupElement) throws(InterfaceImportError) in
            if found == nil, element.name == "simulatedScreenMetrics", element["type"] != nil { found = element }
        }
        if let metrics = found, let type = metrics["type"] {
            return Canvas(device: XcodeDevices.screenMetrics[type], orientation: nil, named: type)
        }
        return Canvas()
    }

    /// The iOS version of the file's era: safe areas → 11, trait collections → 8, Xcode 5 and
    /// later (toolsVersion 4514 on) → 7, older → 6; and at least 9 when the file holds a stack
    /// view, which an earlier iOS cannot load (a session there crashes at launch,
    /// docs/semantics.md "Stack views"): the design version must run the file.
    static func era(_ document: MarkupElement) -> Int {
        let era: Int
        if document.flag("useSafeAreas") {
            era = 11
        } else if document.flag("useTraitCollections") {
            era = 8
        } else {
            era = toolsVersion(document) >= 4514 ? 7 : 6
        }
        return era < 9 && holdsStackView(document) ? 9 : era
    }

    private static func holdsStackView(_ document: MarkupElement) -> Bool {
        var found = false
        try? document.forEachDescendant { (element: MarkupElement) throws(InterfaceImportError) in
            if element.name == "stackView" { found = true }
        }
        return found
    }

    /// The major part of the file's `toolsVersion` (`22505` of Xcode 15.0), 0 when absent.
    static func toolsVersion(_ document: MarkupElement) -> Int {
        Int(document["toolsVersion"]?.split(separator: ".").first ?? "") ?? 0
    }
}
