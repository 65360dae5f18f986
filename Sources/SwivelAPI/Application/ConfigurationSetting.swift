/// Every setting of `SwivelConfiguration` with its name in each layer: the key in
/// `Config/swivel.json`, the `SWIVEL_*` environment variable and the `swivel serve` flag.
/// One table, so the layers cannot drift apart (README's configuration table mirrors it).
public enum ConfigurationSetting: String, CaseIterable, Sendable {
    case host, port, dataPath, durability, appsDirectory, publicDirectory, threads
    case connectionLimit, connectionTimeoutSeconds, maxBodyBytes, maxSessions, maxLoadedSessions, logLevel, openAPIPath
    case corsOrigins, token, maxInflightBodyBytes, perIPConnectionLimit, requestDeadlineSeconds

    /// Key in the JSON configuration file (the field name).
    public var fileKey: String { rawValue }

    public var environmentName: String {
        switch self {
        case .host: return "SWIVEL_HOST"
        case .port: return "SWIVEL_PORT"
        case .dataPath: return "SWIVEL_DATA"
        case .durability: return "SWIVEL_DURABILITY"
        case .appsDirectory: return "SWIVEL_APPS"
        case .publicDirectory: return "SWIVEL_PUBLIC"
        case .threads: return "SWIVEL_THREADS"
        case .connectionLimit: return "SWIVEL_CONNECTION_LIMIT"
        case .connectionTimeoutSeconds: return "SWIVEL_CONNECTION_TIMEOUT"
        case .maxBodyBytes: return "SWIVEL_MAX_BODY_BYTES"
        case .maxSessions: return "SWIVEL_MAX_SESSIONS"
        case .maxLoadedSessions: return "SWIVEL_MAX_LOADED_SESSIONS"
        case .logLevel: return "SWIVEL_LOG_LEVEL"
        case .openAPIPath: return "SWIVEL_OPENAPI"
        case .corsOrigins: return "SWIVEL_CORS_ORIGIN"
        case .token: return "SWIVEL_TOKEN"
        case .maxInflightBodyBytes: return "SWIVEL_MAX_INFLIGHT_BODY_BYTES"
        case .perIPConnectionLimit: return "SWIVEL_PER_IP_CONNECTION_LIMIT"
        case .requestDeadlineSeconds: return "SWIVEL_REQUEST_DEADLINE"
        }
    }

    public var flagName: String {
        switch self {
        case .host: return "--host"
        case .port: return "--port"
        case .dataPath: return "--data"
        case .durability: return "--durability"
        case .appsDirectory: return "--apps"
        case .publicDirectory: return "--public"
        case .threads: return "--threads"
        case .connectionLimit: return "--connection-limit"
        case .connectionTimeoutSeconds: return "--connection-timeout"
        case .maxBodyBytes: return "--max-body-bytes"
        case .maxSessions: return "--max-sessions"
        case .maxLoadedSessions: return "--max-loaded-sessions"
        case .logLevel: return "--log-level"
        case .openAPIPath: return "--openapi"
        case .corsOrigins: return "--cors-origin"
        case .token: return "--token"
        case .maxInflightBodyBytes: return "--max-inflight-body-bytes"
        case .perIPConnectionLimit: return "--per-ip-connection-limit"
        case .requestDeadlineSeconds: return "--request-deadline"
        }
    }

    static let logLevels = ["trace", "debug", "info", "notice", "warning", "error", "critical"]

    /// Parses `text` and stores it in `configuration`; returns a description of what was
    /// expected when the text does not fit.
    func apply(_ text: String, to configuration: inout SwivelConfiguration) -> String? {
        func integer(in range: ClosedRange<Int>, _ describe: String) -> Int? {
            guard let value = Int(text.trimmingWhitespace()), range.contains(value) else { return nil }
            return value
        }
        func nonEmpty() -> String? {
            let trimmed = text.trimmingWhitespace()
            return trimmed.isEmpty ? nil : trimmed
        }
        switch self {
        case .host:
            guard let value = nonEmpty() else { return "a host name or address" }
            configuration.host = value
        case .port:
            guard let value = integer(in: 0...65535, "") else { return "a port number 0–65535 (0 picks a free port)" }
            configuration.port = value
        case .dataPath:
            guard let value = nonEmpty() else { return "a file or folder path" }
            configuration.dataPath = value
        case .durability:
            guard let value = SwivelConfiguration.Durability(rawValue: text.trimmingWhitespace().lowercased()) else {
                return "one of " + SwivelConfiguration.Durability.allCases.map(\.rawValue).joined(separator: ", ")
            }
            configuration.durability = value
        case .appsDirectory:
            guard let value = nonEmpty() else { return "a folder path" }
            configuration.appsDirectory = value
        case .publicDirectory:
            guard let value = nonEmpty() else { return "a folder path" }
            configuration.publicDirectory = value
        case .threads:
            guard let value = integer(in: 0...1024, "") else { return "a thread count 0–1024 (0 = one per core)" }
            configuration.threads = value
        case .connectionLimit:
            guard let value = integer(in: 1...1_000_000, "") else { return "a connection count 1–1000000" }
            configuration.connectionLimit = value
        case .connectionTimeoutSeconds:
            guard let value = integer(in: 0...86_400, "") else { return "seconds 0–86400 (0 = never)" }
            configuration.connectionTimeoutSeconds = value
        case .maxBodyBytes:
            guard let value = integer(in: 1...(1 << 30), "") else { return "a byte count 1–1073741824" }
            configuration.maxBodyBytes = value
        case .maxSessions:
            guard let value = integer(in: 1...100_000_000, "") else { return "a session count 1–100000000" }
            configuration.maxSessions = value
        case .maxLoadedSessions:
            guard let value = integer(in: 1...100_000_000, "") else { return "a session count 1–100000000" }
            configuration.maxLoadedSessions = value
        case .logLevel:
            let value = text.trimmingWhitespace().lowercased()
            guard Self.logLevels.contains(value) else { return "one of " + Self.logLevels.joined(separator: ", ") }
            configuration.logLevel = value
        case .openAPIPath:
            guard let value = nonEmpty() else { return "a file path" }
            configuration.openAPIPath = value
        case .corsOrigins:
            let origins = text.split(separator: ",").map { String($0).trimmingWhitespace() }.filter { !$0.isEmpty }
            guard origins.allSatisfy(AccessPolicy.isOrigin) else {
                return "comma-separated origins such as https://dashboard.example:8443 (scheme://host[:port], no path)"
            }
            configuration.corsOrigins = origins
        case .perIPConnectionLimit:
            guard let value = integer(in: 0...1_000_000, "") else { return "a connection count 0–1000000 (0 = no limit)" }
            configuration.perIPConnectionLimit = value
        case .requestDeadlineSeconds:
            guard let value = integer(in: 0...86_400, "") else { return "seconds 0–86400 (0 = no deadline)" }
            configuration.requestDeadlineSeconds = value
        case .maxInflightBodyBytes:
            guard let value = integer(in: 1...(1 << 40), "") else { return "a byte count 1–1099511627776" }
            configuration.maxInflightBodyBytes = value
        case .token:
            guard let value = nonEmpty(), value.count >= 16, !value.contains(where: { $0 == " " || $0 == "\t" }) else {
                return "a token of at least 16 characters without spaces"
            }
            configuration.token = value
        }
        return nil
    }
}

extension String {
    func trimmingWhitespace() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let start = firstIndex(where: { !isSpace($0) }), let end = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[start...end])
    }
}
