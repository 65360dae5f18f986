import ArgumentParser
import Foundation
import Logging
import SwivelAPI

/// `swivel serve`: layers the configuration (flags > SWIVEL_* environment > config file >
/// defaults), builds the application and runs it until SIGINT/SIGTERM (SPEC §8).
struct Serve: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Start the HTTP server.",
        discussion: """
            Settings come from, highest first: these flags, SWIVEL_* environment variables \
            (e.g. SWIVEL_PORT=9000), the JSON file given by --config or SWIVEL_CONFIG \
            (default: Config/swivel.json when present), then built-in defaults. \
            The server prints "Swivel listening on http://HOST:PORT" once it accepts \
            connections and stops gracefully on SIGINT or SIGTERM.
            """
    )

    @Option(help: "Address to listen on (default 127.0.0.1; 0.0.0.0 for every interface).")
    var host: String?

    @Option(help: "TCP port (default 8080; 0 picks a free port and prints it).")
    var port: String?

    @Option(help: "SQLite file, or a folder that gets swivel.sqlite (default ./swivel-data).")
    var data: String?

    @Option(help: "JSON configuration file (default Config/swivel.json when it exists).")
    var config: String?

    @Option(help: "Event log durability: durable, fast or memory (default durable).")
    var durability: String?

    @Option(help: "HTTP worker threads (default 0 = one per core).")
    var threads: String?

    @Option(help: "Log level: trace, debug, info, notice, warning, error, critical (default info).")
    var logLevel: String?

    @Option(help: "Folder of built-in app definitions (default Config/apps).")
    var apps: String?

    @Option(name: .customLong("public"), help: "Folder served at / (default Public).")
    var publicDirectory: String?

    @Option(help: "Most connections open at once (default 4096).")
    var connectionLimit: String?

    @Option(help: "Seconds an idle or stalled connection is kept (default 30; 0 = never).")
    var connectionTimeout: String?

    @Option(help: "Largest request body in bytes; larger ones get 413 (default 1048576).")
    var maxBodyBytes: String?

    @Option(help: "Most sessions kept at once; more get 429 (default 100000).")
    var maxSessions: String?

    @Option(help: "Most sessions loaded in memory; idle ones beyond are replayed from the store when used again (default 10000).")
    var maxLoadedSessions: String?

    @Option(help: "Request-body bytes all connections together may hold; a body past it gets 503 (default 268435456).")
    var maxInflightBodyBytes: String?

    @Option(help: "Most connections from one address (default 256 beyond loopback, none on loopback; 0 = no limit).")
    var perIpConnectionLimit: String?

    @Option(help: "Seconds a request's headers may take (from when the connection waits for them) and its body (from its request line); slower connections are closed (default 30; 0 = no deadline).")
    var requestDeadline: String?

    @Option(name: .customLong("cors-origin"), help: "An origin whose pages may call the API from a browser, e.g. https://dash.example:8443 (repeat or comma-separate; default none beyond Swivel's own page).")
    var corsOrigin: [String] = []

    @Option(help: "Bearer token every API request must carry (Authorization: Bearer TOKEN; at least 16 characters). Required with a --host that is not loopback. Prefer SWIVEL_TOKEN: flags show in process lists.")
    var token: String?

    var flags: [ConfigurationSetting: String] {
        let given: [(ConfigurationSetting, String?)] = [
            (.corsOrigins, corsOrigin.isEmpty ? nil : corsOrigin.joined(separator: ",")), (.token, token),
            (.maxInflightBodyBytes, maxInflightBodyBytes), (.perIPConnectionLimit, perIpConnectionLimit),
            (.requestDeadlineSeconds, requestDeadline),
            (.host, host), (.port, port), (.dataPath, data), (.durability, durability), (.threads, threads),
            (.logLevel, logLevel), (.appsDirectory, apps), (.publicDirectory, publicDirectory),
            (.connectionLimit, connectionLimit), (.connectionTimeoutSeconds, connectionTimeout),
            (.maxBodyBytes, maxBodyBytes), (.maxSessions, maxSessions),
            (.maxLoadedSessions, maxLoadedSessions),
        ]
        var flags: [ConfigurationSetting: String] = [:]
        for case let (setting, value?) in given { flags[setting] = value }
        return flags
    }

    func run() throws {
        // First, before any thread exists: every later thread inherits the blocked signals.
        let stopSignals = SignalWaiter()
        let environment = ProcessInfo.processInfo.environment
        let configuration: SwivelConfiguration
        switch layeredConfiguration(environment: environment) {
        case .success(let layered): configuration = layered
        case .failure(let error): throw ValidationError(error.description)
        }
        let level = Logger.Level(rawValue: configuration.logLevel) ?? .info
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = level
            return handler
        }
        let application = try buildApplication(configuration: configuration)
        try application.run(stopSignals: stopSignals)
    }

    private func layeredConfiguration(environment: [String: String]) -> Result<SwivelConfiguration, ConfigurationError> {
        Result { () throws(ConfigurationError) -> SwivelConfiguration in
            let file = try configurationFile(environment: environment)
            return try SwivelConfiguration.layered(flags: flags, environment: environment, file: file)
        }
    }

    /// The file named by --config or SWIVEL_CONFIG (must exist), else Config/swivel.json if found.
    private func configurationFile(environment: [String: String]) throws(ConfigurationError) -> ConfigurationFile? {
        let choice = SwivelConfiguration.configFileChoice(flag: config, environment: environment)
        if choice.required {
            return try ConfigurationFile.load(path: choice.path)
        }
        let located = ResourceLocator.locate(choice.path)
        guard FileManager.default.fileExists(atPath: located) else { return nil }
        return try ConfigurationFile.load(path: located)
    }
}
