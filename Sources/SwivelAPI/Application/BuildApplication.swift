import Foundation
import HTTPServer
import Logging

/// Assembles a Swivel server from a configuration (already layered): locates the resource
/// folders, creates the session core with the native routes over it, registers every route
/// (health, OpenAPI, the native API) and static files as the router's fallback. Does not
/// bind: `run()` or `start()` does. Throws when the session core cannot start (e.g. bad data
/// path).
public func buildApplication(configuration: SwivelConfiguration, logger: Logger? = nil) throws -> SwivelApplication {
    let configuration = configuration.locatingResources()
    var logger = logger ?? Logger(label: "swivel")
    logger.logLevel = Logger.Level(rawValue: configuration.logLevel) ?? .info

    let routes = try NativeRoutes(configuration: configuration, logger: logger)

    var router = Router()
    FoundationRoutes.register(on: &router, openAPIDocument: readOpenAPIDocument(configuration.openAPIPath, logger: logger)) {
        routes.health()
    }
    routes.registerRoutes(on: &router)
    do {
        router.setFallback(try StaticFiles(root: configuration.publicDirectory))
    } catch {
        logger.warning("static files disabled: \(error)")
    }
    return SwivelApplication(configuration: configuration, router: router, routes: routes, logger: logger)
}

private func readOpenAPIDocument(_ path: String, logger: Logger) -> [UInt8]? {
    guard let data = FileManager.default.contents(atPath: path) else {
        logger.warning("OpenAPI document not found at \(path): GET /openapi.json will answer 404")
        return nil
    }
    return Array(data)
}
