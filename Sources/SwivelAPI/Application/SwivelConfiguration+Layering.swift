extension SwivelConfiguration {
    /// Environment variable naming the configuration file when `--config` is not given.
    public static let configFileEnvironmentName = "SWIVEL_CONFIG"
    /// The file read when neither `--config` nor `SWIVEL_CONFIG` names one (optional).
    public static let defaultConfigFile = "Config/swivel.json"

    /// Layers the sources (README, Configuration): flags > `SWIVEL_*` environment > file > defaults.
    /// Pure: the caller reads the file and the process environment. Every value is
    /// validated, and the error names where a bad one came from.
    ///
    /// - Parameters:
    ///   - flags: values given on the command line, by setting.
    ///   - environment: the process environment (only `SWIVEL_*` names are read).
    ///   - file: the parsed configuration file, if any.
    public static func layered(
        flags: [ConfigurationSetting: String] = [:],
        environment: [String: String] = [:],
        file: ConfigurationFile? = nil
    ) throws(ConfigurationError) -> SwivelConfiguration {
        var configuration = SwivelConfiguration()
        for setting in ConfigurationSetting.allCases {
            if let (source, text) = winningValue(for: setting, flags: flags, environment: environment, file: file),
               let expected = setting.apply(text, to: &configuration) {
                // A token is a secret: the message names where it came from, never its value.
                throw .invalidValue(source: source, value: setting == .token ? "(hidden)" : text, expected: expected)
            }
        }
        // Beyond loopback, anyone who can reach the port could drive every session: a token is
        // required there (README, "Security").
        if !AccessPolicy.isLoopback(configuration.host.lowercased()) && configuration.token == nil {
            throw .tokenRequired(host: configuration.host)
        }
        return configuration
    }

    private static func winningValue(
        for setting: ConfigurationSetting,
        flags: [ConfigurationSetting: String],
        environment: [String: String],
        file: ConfigurationFile?
    ) -> (source: String, text: String)? {
        if let text = flags[setting] {
            return (setting.flagName, text)
        }
        if let text = environment[setting.environmentName] {
            return (setting.environmentName, text)
        }
        if let file, let text = file.values[setting] {
            return ("\(file.path): \(setting.fileKey)", text)
        }
        return nil
    }

    /// Which configuration file to read: `--config`, else `SWIVEL_CONFIG`, else the
    /// default (which may be absent). `required` is false only for the default.
    public static func configFileChoice(flag: String?, environment: [String: String]) -> (path: String, required: Bool) {
        if let flag { return (flag, true) }
        if let named = environment[configFileEnvironmentName], !named.isEmpty { return (named, true) }
        return (defaultConfigFile, false)
    }
}
