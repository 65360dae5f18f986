import RotationEngine
import SwivelJSON

/// Reads `installed` and `when` (docs/app-format.md, "Size classes") of a constraint or an
/// element: installed in the base set unless `installed` is false; from iOS 8 installed
/// exactly when the size classes match `when` (an object, or an array of objects any of
/// which may match; an empty array matches none), else as in the base set.
enum InstallationReader {
    static let keys = ["installed", "when"]
    /// A `when` lists at most the four pairs of size classes.
    static let maximumConditions = 4

    static func read(_ object: JSONObject, _ path: String, reader: inout DefinitionReader) -> Installation {
        var installation = Installation.always
        installation.base = reader.bool(object["installed"], path + ".installed") ?? true
        guard let value = object["when"] else { return installation }
        installation.when = conditions(value, path + ".when", reader: &reader) ?? installation.when
        return installation
    }

    /// A `when` (or `hiddenWhen`): a size-class condition, or an array of at most 4 of them
    /// (empty: no size classes match — what Interface Builder's variations make of an object
    /// they leave out of every pair).
    static func conditions(_ value: JSONValue, _ path: String, reader: inout DefinitionReader) -> [SizeClassCondition]? {
        let conditions: [(JSONValue, String)]
        if value.objectValue != nil {
            conditions = [(value, path)]
        } else if let array = reader.array(value, path, "a size-class condition or an array of them") {
            guard array.count <= maximumConditions else {
                reader.problem(path, "give at most \(maximumConditions) conditions")
                return nil
            }
            conditions = array.enumerated().map { ($1, "\(path)[\($0)]") }
        } else {
            return nil
        }
        return conditions.compactMap { condition($0.0, $0.1, reader: &reader) }
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
