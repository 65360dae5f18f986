import ArgumentParser
import SessionCore
import SwivelAPI

/// `swivel`: the command line. Kept thin: parsing here, everything else in SwivelAPI.
@main
struct Swivel: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "swivel",
        abstract: "Simulates iOS rotation behaviour (iOS 5 to 26) headlessly and serves it over HTTP.",
        version: SwivelVersion.current,
        subcommands: [Serve.self, Replay.self, Explore.self, Import.self]
    )
}
