import ArgumentParser
import Foundation
import RotationExplorer
import SessionCore
import SwivelAPI

#if canImport(Glibc)
import Glibc
#endif

/// `swivel explore APP`: every path through an app, each rotation bug with its shortest
/// reproduction (docs/semantics.md). Thin: the search is `RotationExplorer`, the shell `ExploreRuns`.
struct Explore: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Explore every event sequence of an app and report rotation bugs with their shortest reproduction.",
        discussion: """
            APP is a built-in app id or a file holding an app definition. Runs once per device × \
            iOS version given (a matrix). Prints a table, or JSON with --json (each finding's \
            events are a replayable GET …/events log). Exit status 1 when a finding of a kind \
            named by --fail-on is present, so it can gate CI; --junit FILE writes the same \
            verdict as JUnit XML for the CI's test report.
            """
    )

    @Argument(help: "Built-in app id, or a file with an app definition.")
    var app: String

    @Option(help: "Devices, comma-separated ids of GET /v1/devices (iphone-3.5, iphone-4, ipad, iphone-15-pro, ipad-pro-11, …). Default: as POST /v1/sessions, the device an imported app was designed on (its designedOn), else iphone-4.")
    var device: String?

    @Option(help: "iOS versions, comma-separated (5 … 26; each must be in every device's range). Default: as POST /v1/sessions, the design version on the design device, else 6.")
    var os: String?

    @Option(help: "Starting device orientation. Default: as POST /v1/sessions, the design orientation on the design device, else portrait.")
    var orientation: String?

    @Option(help: "Session options as a JSON object, e.g. '{\"timerOwner\": \"child\"}'.")
    var options: String?

    @Option(help: "Longest event sequence explored.")
    var depth: Int = 8

    @Option(help: "Most distinct states kept per run.")
    var maxStates: Int = 100_000

    @Flag(help: "Print the report as JSON.")
    var json = false

    @Option(help: "Finding kinds that make the exit status 1, comma-separated (e.g. crash,stuckOrientation).")
    var failOn: String?

    @Option(help: "Folder of the built-in app definitions (default Config/apps).")
    var apps: String = "Config/apps"

    @Option(help: "Also write the report as JUnit XML to this file: a test case per finding kind and run, failing where --fail-on fails.")
    var junit: String?

    func validate() throws {
        guard depth >= 0, maxStates >= 1 else { throw ValidationError("--depth must be >= 0 and --max-states >= 1") }
        for kind in list(failOn) where FindingKind(rawValue: kind) == nil {
            throw ValidationError("--fail-on: unknown kind \(kind); use \(FindingKind.allCases.map(\.rawValue).joined(separator: ", "))")
        }
    }

    func run() throws {
        let appArgument: String
        if let contents = FileManager.default.contents(atPath: app) {
            appArgument = String(decoding: contents, as: UTF8.self)
        } else {
            appArgument = app
        }
        var runs: [ExploreRun]
        do {
            runs = try ExploreRuns.make(
                app: appArgument, devices: device.map(list) ?? [], oses: os.map(list) ?? [], orientation: orientation, options: options,
                depth: depth, maxStates: maxStates, appsDirectory: ResourceLocator.locate(apps)
            )
        } catch let error as SwivelError {
            FileHandle.standardError.write(Data("Error: \(error.message)\n".utf8))
            throw ExitCode.failure
        } catch {
            FileHandle.standardError.write(Data("Error: \(error)\n".utf8))
            throw ExitCode.failure
        }
        let live = !json && isatty(2) != 0
        var seconds: [Double] = []
        for index in runs.indices {
            let started = ContinuousClock.now
            defer { seconds.append(Self.seconds(since: started)) }
            var progress = runs[index].search.progress
            while !progress.done {
                progress = runs[index].search.step(budget: 2_000)
                if live {
                    FileHandle.standardError.write(Data("\r\(runs[index].device) iOS \(runs[index].os): \(progress.states) states, frontier \(progress.frontier), depth \(progress.depth)   ".utf8))
                }
            }
            if live { FileHandle.standardError.write(Data("\n".utf8)) }
        }
        if json {
            FileHandle.standardOutput.write(Data(ExploreRuns.json(runs) + [UInt8(ascii: "\n")]))
        } else {
            FileHandle.standardOutput.write(Data(ExploreRuns.table(runs).utf8))
        }
        let failing = Set(list(failOn))
        if let junit {
            // Written before the exit status is decided: a failing gate still leaves its report.
            guard FileManager.default.createFile(atPath: junit, contents: Data(ExploreRuns.junit(runs, failOn: failing, seconds: seconds).utf8)) else {
                FileHandle.standardError.write(Data("Error: cannot write the JUnit report to \(junit)\n".utf8))
                throw ExitCode.failure
            }
        }
        if runs.contains(where: { $0.search.findings.contains { failing.contains($0.kind.rawValue) } }) {
            throw ExitCode.failure
        }
    }

    private static func seconds(since start: ContinuousClock.Instant) -> Double {
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    private func list(_ text: String?) -> [String] {
        (text ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}
