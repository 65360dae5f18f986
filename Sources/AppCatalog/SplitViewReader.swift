import RotationEngine
import SwivelJSON

/// `splitViewController` (docs/app-format.md): `class`, `primary`, `secondary`,
/// `preferredDisplayMode`, `primaryColumnWidth`, each column a class name or
/// `{"controller", "navigationController"}` (a tab's shape).
enum SplitViewReader {
    static let keys = ["class", "primary", "secondary", "preferredDisplayMode", "primaryColumnWidth", "source"]
    /// The widest primary column a definition may ask for: the widest screen of the device
    /// table (a 12.9-inch iPad Pro in landscape).
    static let maximumPrimaryColumnWidth = 1_366.0
    /// UIKit's container classes, which cannot be a column's content controller (a column
    /// wraps its content in a navigation controller with `navigationController`).
    static let containerClasses: Set<String> = ["UINavigationController", "UITabBarController", "UISplitViewController"]

    static func read(_ value: JSONValue?, _ path: String, _ reader: inout DefinitionReader) -> SplitViewContainer? {
        guard let object = reader.object(value, path, allowed: keys) else { return nil }
        let className = reader.string(object["class"], path + ".class") ?? "UISplitViewController"
        let primary = column(object["primary"], path + ".primary", splitClass: className, &reader)
        let secondary = column(object["secondary"], path + ".secondary", splitClass: className, &reader)
        var mode = SplitViewContainer.DisplayMode.automatic
        if let name = reader.string(object["preferredDisplayMode"], path + ".preferredDisplayMode") {
            if let named = SplitViewContainer.DisplayMode(rawValue: name) {
                mode = named
            } else {
                let names = SplitViewContainer.DisplayMode.allCases.map(\.rawValue).joined(separator: ", ")
                reader.problem(path + ".preferredDisplayMode", "unknown display mode \"\(name)\"; use one of \(names)")
            }
        }
        var width = SplitViewContainer.defaultPrimaryColumnWidth
        if let value = object["primaryColumnWidth"] {
            let widthPath = path + ".primaryColumnWidth"
            let limit = Int(maximumPrimaryColumnWidth)
            if let number = value.doubleValue, number > 0, number <= maximumPrimaryColumnWidth {
                width = number
            } else {
                reader.problem(widthPath, "must be a number of points greater than 0 and at most \(limit) (the widest screen)")
            }
        }
        guard let primary, let secondary else { return nil }
        var split = SplitViewContainer(className: className, primary: primary, secondary: secondary, preferredDisplayMode: mode, primaryColumnWidth: width)
        split.source = reader.source(object["source"], path + ".source")
        return split
    }

    /// A column: a content class name, or `{"controller", "navigationController"}`.
    static func column(_ value: JSONValue?, _ path: String, splitClass: String, _ reader: inout DefinitionReader) -> SplitViewContainer.Column? {
        guard let value else {
            reader.problem(path, "is required (a controller class, or {\"controller\", \"navigationController\"})")
            return nil
        }
        if let name = value.stringValue {
            return checked(name, path, splitClass: splitClass, &reader).map { SplitViewContainer.Column(controller: $0) }
        }
        guard let object = reader.object(value, path, allowed: ["controller", "navigationController"]) else { return nil }
        let navigation = AppDefinitionDecoder.readNavigation(object["navigationController"], path + ".navigationController", &reader)
        guard let name = reader.string(object["controller"], path + ".controller", required: true),
              let controller = checked(name, path + ".controller", splitClass: splitClass, &reader) else { return nil }
        return SplitViewContainer.Column(controller: controller, navigation: navigation)
    }

    /// A column's content class: a class name, not a UIKit container nor the split view's own class.
    private static func checked(_ name: String, _ path: String, splitClass: String, _ reader: inout DefinitionReader) -> String? {
        if name.isEmpty || name.count > 100 || name.contains(where: { $0.isWhitespace || $0 == "/" }) {
            reader.problem(path, "unknown column class \"\(name)\": a controller class name (1 to 100 characters, no spaces)")
            return nil
        }
        if name == splitClass || containerClasses.contains(name) {
            reader.problem(path, "unknown column class \"\(name)\": a column is a content controller class (wrap it with \"navigationController\" for a navigation column)")
            return nil
        }
        return name
    }
}
