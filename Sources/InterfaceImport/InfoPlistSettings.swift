/// What Swivel takes from an Info.plist (docs/interface-import.md): the supported orientations (generic and
/// `~ipad`), `UIRequiresFullScreen` and the main storyboard or nib. Other keys are ignored; `UIInterfaceOrientation`
/// (the launch orientation) is noted, since a session starts in the orientation it is given.
struct InfoPlistSettings {
    var file: String
    var orientations: [String]?
    var orientationsPad: [String]?
    var mainStoryboard: String?
    var mainStoryboardPad: String?
    var mainNib: String?
    var mainNibPad: String?
    /// `UIRequiresFullScreen`: an iPad app that opts out of multitasking (docs/semantics.md,
    /// "iOS versions").
    var requiresFullScreen = false

    static let orientationNames: [String: String] = [
        "UIInterfaceOrientationPortrait": "portrait",
        "UIInterfaceOrientationPortraitUpsideDown": "portraitUpsideDown",
        "UIInterfaceOrientationLandscapeLeft": "landscapeLeft",
        "UIInterfaceOrientationLandscapeRight": "landscapeRight",
    ]

    static func read(_ plist: PropertyListValue, root: MarkupElement, file: String, context: inout ImportContext) throws(InterfaceImportError) -> InfoPlistSettings {
        guard case .dictionary = plist else {
            throw InterfaceImportError(.invalidInterfaceFile, file: file, line: root.line, column: root.column, message: "an Info.plist holds a <dict>")
        }
        var settings = InfoPlistSettings(file: file)
        settings.orientations = orientations(plist["UISupportedInterfaceOrientations"], key: "UISupportedInterfaceOrientations", file: file, context: &context)
        settings.orientationsPad = orientations(plist["UISupportedInterfaceOrientations~ipad"], key: "UISupportedInterfaceOrientations~ipad", file: file, context: &context)
        settings.mainStoryboard = name(plist["UIMainStoryboardFile"], key: "UIMainStoryboardFile", file: file, context: &context)
        settings.mainStoryboardPad = name(plist["UIMainStoryboardFile~ipad"], key: "UIMainStoryboardFile~ipad", file: file, context: &context)
        settings.mainNib = name(plist["NSMainNibFile"], key: "NSMainNibFile", file: file, context: &context)
        settings.mainNibPad = name(plist["NSMainNibFile~ipad"], key: "NSMainNibFile~ipad", file: file, context: &context)
        for key in ["UIRequiresFullScreen", "UIRequiresFullScreen~ipad"] {
            switch plist[key] {
            case nil: break
            case .bool(let value)?: settings.requiresFullScreen = settings.requiresFullScreen || value
            case _?: context.note(file, nil, "\(key) is not a boolean; ignored")
            }
        }
        for key in ["UIInterfaceOrientation", "UIInterfaceOrientation~ipad"] {
            if let initial = plist[key]?.stringValue {
                context.note(file, nil, "\(key) \(initial) (the launch orientation) is not imported: a session launches in the device orientation it is created with")
            }
        }
        return settings
    }

    static func orientations(_ value: PropertyListValue?, key: String, file: String, context: inout ImportContext) -> [String]? {
        guard let value else { return nil }
        guard case .array(let items) = value else {
            context.note(file, nil, "\(key) is not an array of orientations; ignored")
            return nil
        }
        var names: [String] = []
        for item in items {
            guard let raw = item.stringValue, let name = orientationNames[raw] else {
                context.note(file, nil, "\(key): \(item.stringValue.map { "\"\($0)\"" } ?? "a value that is not a string") is not an interface orientation; ignored")
                continue
            }
            if !names.contains(name) { names.append(name) }
        }
        if names.isEmpty {
            context.note(file, nil, "\(key) lists no orientation; ignored (UIKit's default applies)")
            return nil
        }
        return names
    }

    static func name(_ value: PropertyListValue?, key: String, file: String, context: inout ImportContext) -> String? {
        guard let value else { return nil }
        guard let name = value.stringValue, !name.isEmpty else {
            context.note(file, nil, "\(key) is not a file name; ignored")
            return nil
        }
        return InterfaceFile.stem(of: name)
    }
}
