import Foundation

/// `Config/swivel.json` (or the `--config` file) as setting → text, ready for layering.
/// A flat JSON object whose keys are `SwivelConfiguration` field names; strings, numbers
/// and booleans are accepted (numbers must suit the setting); keys starting with `$` or `_` are comments. Unknown keys are
/// errors, so a typo does not silently fall back to a default.
public struct ConfigurationFile: Sendable, Equatable {
    public var path: String
    public var values: [ConfigurationSetting: String]

    public init(path: String, values: [ConfigurationSetting: String]) {
        self.path = path
        self.values = values
    }

    /// Reads and parses a file. Start-up only, so Foundation's JSONSerialization is fine here.
    public static func load(path: String) throws(ConfigurationError) -> ConfigurationFile {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw .unreadableFile(path: path, reason: "\(error.localizedDescription)")
        }
        return try parse(Array(data), path: path)
    }

    public static func parse(_ bytes: [UInt8], path: String) throws(ConfigurationError) -> ConfigurationFile {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: Data(bytes))
        } catch {
            throw .malformedFile(path: path, reason: "not well-formed JSON")
        }
        guard let dictionary = object as? [String: Any] else {
            throw .malformedFile(path: path, reason: "the top level must be a JSON object")
        }
        var values: [ConfigurationSetting: String] = [:]
        for (key, value) in dictionary {
            if key.hasPrefix("$") || key.hasPrefix("_") { continue }
            guard let setting = ConfigurationSetting(rawValue: key) else {
                throw .unknownKey(file: path, key: key)
            }
            guard let text = scalarText(value) else {
                throw .invalidValue(source: "\(path): \(key)", value: "\(value)", expected: "a string, number or boolean")
            }
            values[setting] = text
        }
        return ConfigurationFile(path: path, values: values)
    }

    private static func scalarText(_ value: Any) -> String? {
        if let string = value as? String { return string }
        if let integer = value as? Int { return String(integer) }
        if let number = value as? Double { return String(number) }
        if let flag = value as? Bool { return flag ? "true" : "false" }
        return nil
    }
}
