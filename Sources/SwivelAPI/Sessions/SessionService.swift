import HTTPServer
import Logging

/// Owns every session and the `/v1/devices|apps|sessions…` routes.
/// (Stub: filled in by the session-API work.)
public final class SessionService: Sendable {
    public init(configuration: SwivelConfiguration, logger: Logger) throws {}

    /// Adds the catalogue and session routes.
    public func registerRoutes(on router: inout Router) {}

    /// Flushes storage; called once after the HTTP server has stopped.
    public func shutdown() {}
}
