/// `swivel-bench <suite> [options]`: micro-benchmarks printed as plain text.
/// Suites: `json` (SwivelJSON vs Foundation), `storage` (the SQLite event log).
@main
struct SwivelBench {
    static func main() throws {
        let arguments = Array(CommandLine.arguments.dropFirst())
        let suite = arguments.first ?? "help"
        let rest = Array(arguments.dropFirst())
        switch suite {
        case "json":
            JSONBenchmark.run(arguments: rest)
        case "storage":
            try StorageBenchmark.run(arguments: rest)
        default:
            print("""
                usage: swivel-bench json [iterations-scale] [--swivel-only]
                       swivel-bench storage [--path DIR] [--sessions N] [--events-per-session N]
                """)
        }
    }
}
