#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why an `HTTPServer` could not start. The C return codes become these in one place.
public enum HTTPServerError: Error, Equatable, CustomStringConvertible {
    /// A setting is out of range before libmicrohttpd is even asked.
    case invalidConfiguration(String)
    /// The host name could not be resolved to an address.
    case unresolvableHost(host: String, reason: String)
    /// libmicrohttpd refused to start (port taken, permission denied, …).
    case startFailed(host: String, port: Int, reason: String)

    public var description: String {
        switch self {
        case .invalidConfiguration(let message):
            return "invalid server configuration: \(message)"
        case .unresolvableHost(let host, let reason):
            return "cannot resolve host '\(host)': \(reason)"
        case .startFailed(let host, let port, let reason):
            return "cannot listen on \(host):\(port): \(reason)"
        }
    }

    /// Turns `swivel_mhd_start`'s error codes (getaddrinfo's, else errno) into an error.
    static func fromStartCodes(resolveError: Int32, errno code: Int32, host: String, port: Int) -> HTTPServerError {
        if resolveError != 0 {
            let reason = gai_strerror(resolveError).map { String(cString: $0) } ?? "error \(resolveError)"
            return .unresolvableHost(host: host, reason: reason)
        }
        let reason = strerror(code).map { String(cString: $0) } ?? "errno \(code)"
        return .startFailed(host: host, port: port, reason: reason)
    }
}
