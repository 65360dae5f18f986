import RotationEngine
import SwivelJSON

/// Reads `installed` and `when` (docs/app-format.md, "Size classes") of a constraint or an
/// element: installed in the base set unless `installed` is false; from iOS 8 installed
/// exactly when the size classes match `when` (an object, or an array of objects any of
/// which may match), else as in the base set.
enum InstallationReader {
    static let keys = ["installed", "when"]
    /// A `when` lists at most the four pairs of size classes.
    static let maximumConditions = 4

    static func read(_ object: JSONObject, _ path: String, reader: inout DefinitionReader) -> Installation {
        var installation = Installation.always
        installation.base = reader.bool(object["installed"], path + ".installed") ?? true
        guard let value = object["when"] else { return installation }
        let conditions: [(JSONValue, String)]
        if value.objectValue != nil {
            conditions = [(value, path + ".when")]
        } else if let array = reader.array(value, path + ".when", "a size-class condition or an array of them") {
            guard (1...maximumConditions).contains(array.count) else {
                reader.problem(path + ".when", "give 1 to \(maximumConditions) conditions")
                return installation
            }
            conditions = array.enumerated().map { ($1, "\(path).when[\($0)]") }
        } else {
            return installation
        }
        installation.when = conditions.compactMap { condition($0.0, $0.1, reader: &reader) }
        return installation
    }

    static func condition(_ value: JSONValue, _ path: String, reader: inout DefinitionReader) -> SizeClassCondition? {
        guard let object = reader.object(value, path, allowed: ["horizontalSizeClass", "verticalSizeClass"]) else { return nil }
        func sizeClass(_ key: String) -> SizeClass? {
            guard let name = reader.string(object[key], path + "." + key) else { return nil }
            guard let value = SizeClass(rawValue: name) else {
                reader.problem(path + "." + key, "unknown size class \"\(name)\"; use compact or regular")
                return nil
            }
            return value
        }
        return SizeClassCondition(horizontal: sizeClass("horizontalSizeClass"), vertical: sizeClass("verticalSizeClass"))
    }
}
