import Foundation

/// `swivel-bench <suite> [options]`: benchmarks printed as plain text (figures in BENCHMARKS.md).
/// Suites: `engine` (the rotation engine and layout), `keys` (the JSON writer's cost per
/// member, the largest part of an event POST's answer), `json` (SwivelJSON vs Foundation),
/// `storage` (the SQLite event log), `import` (Interface Builder files).
@main
struct SwivelBench {
    static func main() {
        do {
            try run()
        } catch {
            // A failed suite (a generated file past the importer's bounds, a storage error) is
            // a message and exit status 1, not a crash with a backtrace.
            FileHandle.standardError.write(Data("swivel-bench: \(error)\n".utf8))
            exit(1)
        }
    }

    static func run() throws {
        let arguments = Array(CommandLine.arguments.dropFirst())
        let suite = arguments.first ?? "help"
        let rest = Array(arguments.dropFirst())
        switch suite {
        case "engine":
            try EngineBenchmark.run(arguments: rest)
        case "keys":
            KeyBenchmark.run()
        case "json":
            JSONBenchmark.run(arguments: rest)
        case "storage":
            try StorageBenchmark.run(arguments: rest)
        case "import":
            try ImportBenchmark.run(arguments: rest)
        case "stacks":
            StackScreenBenchmark.run(arguments: rest)
        default:
            print("""
                usage: swivel-bench engine [--events N] [--repeat N] [--apps DIR] [--app ID] [--rows classic|modern|both] [--events-only]
                       swivel-bench stacks [--repeat N]   (a 50-view nested stack screen: trait change, from scratch)
                       swivel-bench keys   (JSON writer: one key + int member, ns each)
                       swivel-bench json [iterations-scale] [--swivel-only]
                       swivel-bench storage [--path DIR] [--sessions N] [--events-per-session N] [--queued-only]
                       swivel-bench import [--scenes N] [--rows N] [--repeat N]   (Interface Builder import)
                """)
        }
    }
}
