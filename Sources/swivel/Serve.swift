import ArgumentParser
import Foundation
import Logging
import SwivelAPI

/// `swivel serve`: layers the configuration (flags > SWIVEL_* environment > config file >
/// defaults), builds the application and runs it until SIGINT/SIGTERM (README, Configuration).
struct Serve: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Start the HTTP server.",
        discussion: """
            Settings come from, highest first: these flags, SWIVEL_* environment variables \
            (e.g. SWIVEL_PORT=9000), the JSON file given by --config or SWIVEL_CONFIG \
            (default: Config/swivel.json when present), then built-in defaults. \
            The server prints "Swivel listening on http://HOST:PORT" once it accepts \
            connections and stops gracefully on SIGINT or SIGTERM.

            """ + ConfigurationSetting.helpText
    )

    @Option(help: "JSON configuration file (default Config/swivel.json when it exists).")
    var config: String?

    /// Every other option is a setting of the one table (`ConfigurationSetting`), read by it.
    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("Settings: see below.", visibility: .hidden))
    var settings: [String] = []

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
            var handler = StandardErrorLogHandler(label: label)
            handler.logLevel = level
            return handler
        }
        let application = try buildApplication(configuration: configuration)
        try application.run(stopSignals: stopSignals)
    }

    private func layeredConfiguration(environment: [String: String]) -> Result<SwivelConfiguration, ConfigurationError> {
        Result { () throws(ConfigurationError) -> SwivelConfiguration in
            let flags = try ConfigurationSetting.flags(from: settings)
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
