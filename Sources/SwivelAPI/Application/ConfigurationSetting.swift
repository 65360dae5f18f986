/// One setting of `SwivelConfiguration`, defined once: its name in every layer (the key in
/// `Config/swivel.json`, the `SWIVEL_*` environment variable, the `swivel serve` flag), what
/// it means, its default (read from `SwivelConfiguration()`), and how its text becomes a typed
/// value. `swivel serve`'s flags and help, the file reader, the layering and the README's
/// configuration table all follow this table (`ConfigurationTableTests` checks the README
/// and `--help` against it).
public struct ConfigurationSetting: Sendable, Hashable, CustomStringConvertible {
    /// Key in the JSON configuration file (the `SwivelConfiguration` field name).
    public let fileKey: String
    public let environmentName: String
    /// nil: no flag (only the environment and the file set it).
    public let flag: String?
    /// What the flag's value is, in `--help` (`PORT`).
    public let valueName: String
    /// What the setting does, for `--help` and the README.
    public let meaning: String
    /// The default as `--help` and the README show it.
    public let defaultText: String
    /// May the flag be given more than once (values joined with commas)?
    public let repeatable: Bool
    /// Stores `text` in the configuration; returns what was expected when it does not fit.
    let apply: @Sendable (String, inout SwivelConfiguration) -> String?

    public var description: String { fileKey }

    /// The flag's name, or the file key when it has none (for messages).
    public var flagName: String { flag ?? fileKey }

    public static func == (lhs: ConfigurationSetting, rhs: ConfigurationSetting) -> Bool { lhs.fileKey == rhs.fileKey }
    public func hash(into hasher: inout Hasher) { hasher.combine(fileKey) }

    /// The setting a configuration file's key names.
    public init?(rawValue key: String) {
        guard let found = Self.allCases.first(where: { $0.fileKey == key }) else { return nil }
        self = found
    }

    private init(
        _ fileKey: String, environment: String, flag: String?, valueName: String, meaning: String,
        defaultText: String, repeatable: Bool = false, apply: @escaping @Sendable (String, inout SwivelConfiguration) -> String?
    ) {
        self.fileKey = fileKey
        environmentName = environment
        self.flag = flag
        self.valueName = valueName
        self.meaning = meaning
        self.defaultText = defaultText
        self.repeatable = repeatable
        self.apply = apply
    }

    /// Stores `text` and returns nil, or returns what was expected.
    func apply(_ text: String, to configuration: inout SwivelConfiguration) -> String? {
        apply(text, &configuration)
    }

    // MARK: The typed kinds of setting

    private static let defaults = SwivelConfiguration()

    /// A whole number in `range`, at `field`.
    private static func integer(
        _ fileKey: String, _ field: WritableKeyPath<SwivelConfiguration, Int> & Sendable, in range: ClosedRange<Int>,
        environment: String, flag: String?, valueName: String, meaning: String, expected: String
    ) -> ConfigurationSetting {
        ConfigurationSetting(fileKey, environment: environment, flag: flag, valueName: valueName, meaning: meaning,
                             defaultText: String(defaults[keyPath: field])) { text, configuration in
            guard let value = Int(text.trimmingWhitespace()), range.contains(value) else { return expected }
            configuration[keyPath: field] = value
            return nil
        }
    }

    /// A non-empty text (a path, a host), at `field`.
    private static func text(
        _ fileKey: String, _ field: WritableKeyPath<SwivelConfiguration, String> & Sendable,
        environment: String, flag: String?, valueName: String, meaning: String, expected: String
    ) -> ConfigurationSetting {
        ConfigurationSetting(fileKey, environment: environment, flag: flag, valueName: valueName, meaning: meaning,
                             defaultText: defaults[keyPath: field]) { text, configuration in
            let trimmed = text.trimmingWhitespace()
            guard !trimmed.isEmpty else { return expected }
            configuration[keyPath: field] = trimmed
            return nil
        }
    }

    // MARK: The table

    public static let host = text(
        "host", \.host, environment: "SWIVEL_HOST", flag: "--host", valueName: "HOST",
        meaning: "address to listen on (0.0.0.0 for every interface; needs a token)", expected: "a host name or address")
    public static let port = integer(
        "port", \.port, in: 0...65535, environment: "SWIVEL_PORT", flag: "--port", valueName: "PORT",
        meaning: "TCP port; 0 picks a free one and prints it", expected: "a port number 0–65535 (0 picks a free port)")
    public static let dataPath = text(
        "dataPath", \.dataPath, environment: "SWIVEL_DATA", flag: "--data", valueName: "PATH",
        meaning: "SQLite file, or a folder that gets swivel.sqlite", expected: "a file or folder path")
    public static let durability = ConfigurationSetting(
        "durability", environment: "SWIVEL_DURABILITY", flag: "--durability", valueName: "MODE",
        meaning: "the event log: durable (fsync'd group commits), fast (no fsync), memory (no file)",
        defaultText: defaults.durability.rawValue
    ) { text, configuration in
        guard let value = SwivelConfiguration.Durability(rawValue: text.trimmingWhitespace().lowercased()) else {
            return "one of " + SwivelConfiguration.Durability.allCases.map(\.rawValue).joined(separator: ", ")
        }
        configuration.durability = value
        return nil
    }
    public static let appsDirectory = text(
        "appsDirectory", \.appsDirectory, environment: "SWIVEL_APPS", flag: "--apps", valueName: "FOLDER",
        meaning: "the built-in app definitions", expected: "a folder path")
    public static let publicDirectory = text(
        "publicDirectory", \.publicDirectory, environment: "SWIVEL_PUBLIC", flag: "--public", valueName: "FOLDER",
        meaning: "folder served at /", expected: "a folder path")
    public static let threads = integer(
        "threads", \.threads, in: 0...1024, environment: "SWIVEL_THREADS", flag: "--threads", valueName: "N",
        meaning: "HTTP worker threads; 0 = one per core", expected: "a thread count 0–1024 (0 = one per core)")
    public static let connectionLimit = integer(
        "connectionLimit", \.connectionLimit, in: 1...1_000_000, environment: "SWIVEL_CONNECTION_LIMIT", flag: "--connection-limit",
        valueName: "N", meaning: "most open connections (the server raises its open-file limit to fit)",
        expected: "a connection count 1–1000000")
    public static let perIPConnectionLimit = ConfigurationSetting(
        "perIPConnectionLimit", environment: "SWIVEL_PER_IP_CONNECTION_LIMIT", flag: "--per-ip-connection-limit", valueName: "N",
        meaning: "most connections from one address; 0 = no limit", defaultText: "256 beyond loopback, none on loopback"
    ) { text, configuration in
        guard let value = Int(text.trimmingWhitespace()), (0...1_000_000).contains(value) else {
            return "a connection count 0–1000000 (0 = no limit)"
        }
        configuration.perIPConnectionLimit = value
        return nil
    }
    public static let requestDeadlineSeconds = integer(
        "requestDeadlineSeconds", \.requestDeadlineSeconds, in: 0...86_400, environment: "SWIVEL_REQUEST_DEADLINE",
        flag: "--request-deadline", valueName: "SECONDS",
        meaning: "seconds a request's headers may take (from when the connection waits for them; idle keep-alive connections too) and its body (from its request line); slower connections are closed; 0 = none",
        expected: "seconds 0–86400 (0 = no deadline)")
    public static let connectionTimeoutSeconds = integer(
        "connectionTimeoutSeconds", \.connectionTimeoutSeconds, in: 0...86_400, environment: "SWIVEL_CONNECTION_TIMEOUT",
        flag: "--connection-timeout", valueName: "SECONDS", meaning: "idle or stalled connection timeout; 0 = never",
        expected: "seconds 0–86400 (0 = never)")
    public static let maxBodyBytes = integer(
        "maxBodyBytes", \.maxBodyBytes, in: 1...(1 << 30), environment: "SWIVEL_MAX_BODY_BYTES", flag: "--max-body-bytes",
        valueName: "BYTES", meaning: "largest request body; larger ones get 413 (raise it to import large storyboards)",
        expected: "a byte count 1–1073741824")
    public static let maxInflightBodyBytes = integer(
        "maxInflightBodyBytes", \.maxInflightBodyBytes, in: 1...(1 << 40), environment: "SWIVEL_MAX_INFLIGHT_BODY_BYTES",
        flag: "--max-inflight-body-bytes", valueName: "BYTES",
        meaning: "request-body bytes all connections together may hold; a body past it gets 503 server_busy",
        expected: "a byte count 1–1099511627776")
    public static let maxSessions = integer(
        "maxSessions", \.maxSessions, in: 1...100_000_000, environment: "SWIVEL_MAX_SESSIONS", flag: "--max-sessions",
        valueName: "N", meaning: "most sessions kept; more get 429", expected: "a session count 1–100000000")
    public static let maxLoadedSessions = integer(
        "maxLoadedSessions", \.maxLoadedSessions, in: 1...100_000_000, environment: "SWIVEL_MAX_LOADED_SESSIONS",
        flag: "--max-loaded-sessions", valueName: "N",
        meaning: "sessions kept in memory; idle ones beyond it leave memory and are replayed from the log on their next request",
        expected: "a session count 1–100000000")
    public static let logLevel = ConfigurationSetting(
        "logLevel", environment: "SWIVEL_LOG_LEVEL", flag: "--log-level", valueName: "LEVEL",
        meaning: "trace, debug, info, notice, warning, error or critical; info logs one line per request",
        defaultText: defaults.logLevel
    ) { text, configuration in
        let value = text.trimmingWhitespace().lowercased()
        guard logLevels.contains(value) else { return "one of " + logLevels.joined(separator: ", ") }
        configuration.logLevel = value
        return nil
    }
    public static let openAPIPath = text(
        "openAPIPath", \.openAPIPath, environment: "SWIVEL_OPENAPI", flag: nil, valueName: "FILE",
        meaning: "document served at /openapi.json", expected: "a file path")
    public static let corsOrigins = ConfigurationSetting(
        "corsOrigins", environment: "SWIVEL_CORS_ORIGIN", flag: "--cors-origin", valueName: "ORIGIN",
        meaning: "origins whose pages may call the API from a browser (comma-separated or repeated scheme://host[:port])",
        defaultText: "none", repeatable: true
    ) { text, configuration in
        let origins = text.split(separator: ",").map { String($0).trimmingWhitespace() }.filter { !$0.isEmpty }
        guard origins.allSatisfy(AccessPolicy.isOrigin) else {
            return "comma-separated origins such as https://dashboard.example:8443 (scheme://host[:port], no path)"
        }
        configuration.corsOrigins = origins
        return nil
    }
    public static let token = ConfigurationSetting(
        "token", environment: "SWIVEL_TOKEN", flag: "--token", valueName: "TOKEN",
        meaning: "bearer token every API request must carry (Authorization: Bearer TOKEN, at least 16 characters); required beyond loopback; prefer SWIVEL_TOKEN: flags show in process lists",
        defaultText: "none"
    ) { text, configuration in
        let value = text.trimmingWhitespace()
        guard value.count >= 16, !value.contains(where: { $0 == " " || $0 == "\t" }) else {
            return "a token of at least 16 characters without spaces"
        }
        configuration.token = value
        return nil
    }

    /// Every setting, in the order `--help` and the README list them.
    public static let allCases: [ConfigurationSetting] = [
        host, port, dataPath, durability, threads, logLevel, appsDirectory, publicDirectory, connectionLimit,
        perIPConnectionLimit, requestDeadlineSeconds, connectionTimeoutSeconds, maxBodyBytes, maxInflightBodyBytes,
        maxSessions, maxLoadedSessions, openAPIPath, corsOrigins, token,
    ]

    static let logLevels = ["trace", "debug", "info", "notice", "warning", "error", "critical"]
}

extension String {
    func trimmingWhitespace() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let start = firstIndex(where: { !isSpace($0) }), let end = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[start...end])
    }
}
