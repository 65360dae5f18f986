/// What a file is, read from its root element (docs/interface-import.md, in this order): a file for another
/// platform is refused first (`unsupported_runtime`), then a pre-Xcode 5 xib
/// (`legacy_interface_builder_archive`); a CocoaTouch storyboard or xib, or a `<plist>`, is
/// read; any other root is `invalid_interface_file`.
enum DocumentKind: Equatable {
    case storyboard
    case xib
    case infoPlist

    static let storyboardType = "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"
    static let xibType = "com.apple.InterfaceBuilder3.CocoaTouch.XIB"
    static let iOSRuntimes: Set<String> = ["iOS.CocoaTouch", "iOS.CocoaTouch.iPad"]

    static func of(_ root: MarkupElement, file: String) throws(InterfaceImportError) -> DocumentKind {
        func refuse(_ code: InterfaceImportError.Code, _ message: String) -> InterfaceImportError {
            InterfaceImportError(code, file: file, line: root.line, column: root.column, message: message)
        }
        if root.name == "document" || root.name == "archive" {
            if let runtime = root["targetRuntime"], !iOSRuntimes.contains(runtime) {
                throw refuse(.unsupportedRuntime, "targetRuntime \"\(runtime)\" is not iOS: Swivel imports iOS (CocoaTouch) storyboards and xibs only")
            }
            if let type = root["type"], !type.contains("CocoaTouch") {
                throw refuse(.unsupportedRuntime, "document type \"\(type)\" is not iOS: Swivel imports iOS (CocoaTouch) storyboards and xibs only")
            }
        }
        switch root.name {
        case "archive":
            if root["type"] == xibType {
                throw refuse(.legacyInterfaceBuilderArchive, "a pre-Xcode 5 xib (<archive type=\"\(xibType)\">): re-save it with Xcode 5 or later (Interface Builder Document: Opens in Xcode 5.0 or later)")
            }
            throw refuse(.invalidInterfaceFile, "an <archive> that is not an iOS xib (type \(root["type"].map { "\"\($0)\"" } ?? "missing"))")
        case "document":
            switch root["type"] {
            case storyboardType?: return .storyboard
            case xibType?: return .xib
            case let type?: throw refuse(.invalidInterfaceFile, "unknown Interface Builder document type \"\(type)\"; expected \(storyboardType) or \(xibType)")
            case nil: throw refuse(.invalidInterfaceFile, "a <document> without a type: not an Interface Builder file")
            }
        case "plist":
            return .infoPlist
        default:
            throw refuse(.invalidInterfaceFile, "not a storyboard, xib or Info.plist: the root element is <\(root.name)>")
        }
    }
}
