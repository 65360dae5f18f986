import ArgumentParser
import Foundation
import SwivelAPI

/// `swivel replay SESSION [EVENTS]`: a session without a server (see `OfflineReplay`).
struct Replay: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run a session offline and print its trace and snapshot as JSON.",
        discussion: """
            SESSION is a file holding the body of POST /v1/sessions (e.g. {"app": "swapper"}); \
            EVENTS, optional, a file holding an event, {"events": [...]}, or what \
            GET /v1/sessions/{id}/events returned. "-" reads standard input. Prints \
            {"version", "trace", "snapshot"}: the whole trace, launch included, byte-identical \
            to what a server would serve for the same events. Exit status 1 on invalid input, \
            with the API's error code and message on standard error.
            """
    )

    @Argument(help: "File with the session body (POST /v1/sessions), or - for standard input.")
    var session: String

    @Argument(help: "File with the events (an event, {\"events\": [...]}), or - for standard input.")
    var events: String?

    @Option(help: "Folder of the built-in app definitions (default Config/apps).")
    var apps: String = "Config/apps"

    func run() throws {
        guard session != "-" || events != "-" else {
            throw ValidationError("only one of SESSION and EVENTS can be read from standard input")
        }
        let appsDirectory = ResourceLocator.locate(apps)
        do {
            let output = try OfflineReplay.run(
                session: try read(session), events: try events.map(read), appsDirectory: appsDirectory
            )
            FileHandle.standardOutput.write(Data(output + [UInt8(ascii: "\n")]))
        } catch {
            FileHandle.standardError.write(Data("Error: \(error)\n".utf8))
            throw ExitCode.failure
        }
    }

    private func read(_ path: String) throws -> [UInt8] {
        if path == "-" { return [UInt8](FileHandle.standardInput.readDataToEndOfFile()) }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ValidationError("cannot read \(path)")
        }
        return [UInt8](data)
    }
}
