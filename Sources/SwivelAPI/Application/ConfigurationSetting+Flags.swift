/// `swivel serve`'s setting flags, read and described from the one table
/// (`ConfigurationSetting.allCases`).
extension ConfigurationSetting {
    /// The settings `arguments` give (`--port 0`, `--port=0`); a repeatable flag given twice
    /// keeps both values, comma-joined; any other flag given twice keeps the last.
    public static func flags(from arguments: [String]) throws(ConfigurationError) -> [ConfigurationSetting: String] {
        var given: [ConfigurationSetting: String] = [:]
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            let name: String
            var value: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                value = String(argument[argument.index(after: equals)...])
            } else {
                name = argument
            }
            guard let setting = allCases.first(where: { $0.flag == name }) else {
                throw .unknownFlag(argument)
            }
            if value == nil {
                guard index < arguments.count else { throw .missingFlagValue(name, valueName: setting.valueName) }
                value = arguments[index]
                index += 1
            }
            if setting.repeatable, let earlier = given[setting] {
                given[setting] = earlier + "," + (value ?? "")
            } else {
                given[setting] = value
            }
        }
        return given
    }

    /// The settings part of `swivel serve --help`: each flag with its value, environment
    /// variable, file key, default and meaning.
    public static var helpText: String {
        var lines = ["Settings (flag, SWIVEL_* environment variable, or key of the configuration file):"]
        for setting in allCases {
            let flag = setting.flag.map { "\($0) \(setting.valueName)" } ?? "(no flag)"
            lines.append("  \(flag)")
            lines.append("      \(setting.environmentName), file key \(setting.fileKey); default \(setting.defaultText)")
            lines.append("      \(setting.meaning)")
        }
        return lines.joined(separator: "\n")
    }
}
