/// Why a configuration could not be assembled; the message names the source so the user
/// knows what to fix (`SWIVEL_PORT=abc: expected …`).
public enum ConfigurationError: Error, Equatable, CustomStringConvertible {
    case invalidValue(source: String, value: String, expected: String)
    case unknownKey(file: String, key: String)
    case unreadableFile(path: String, reason: String)
    case malformedFile(path: String, reason: String)
    case tokenRequired(host: String)
    case unknownFlag(String)
    case missingFlagValue(String, valueName: String)

    public var description: String {
        switch self {
        case .invalidValue(let source, let value, let expected):
            return "\(source)=\(value): expected \(expected)"
        case .unknownKey(let file, let key):
            return "\(file): unknown setting '\(key)' (known: \(ConfigurationSetting.allCases.map(\.fileKey).joined(separator: ", ")))"
        case .unreadableFile(let path, let reason):
            return "cannot read configuration file \(path): \(reason)"
        case .malformedFile(let path, let reason):
            return "configuration file \(path) is not valid: \(reason)"
        case .unknownFlag(let flag):
            return "unknown option '\(flag)' (settings: \(ConfigurationSetting.allCases.compactMap(\.flag).joined(separator: ", ")), and --config)"
        case .missingFlagValue(let flag, let valueName):
            return "\(flag) needs a value (\(flag) \(valueName))"
        case .tokenRequired(let host):
            return "host \(host) is reachable from other machines: give a token (SWIVEL_TOKEN or --token, at least 16 characters) that clients send as Authorization: Bearer <token>, or listen on 127.0.0.1"
        }
    }
}
