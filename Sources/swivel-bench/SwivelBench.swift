/// `swivel-bench <engine|json|storage> [options]`: benchmarks that print figures (see BENCHMARKS.md).
@main
struct SwivelBench {
    static func main() throws {
        let arguments = Array(CommandLine.arguments.dropFirst())
        switch arguments.first {
        case "engine": try EngineBenchmark.run(arguments: Array(arguments.dropFirst()))
        default:
            print("usage: swivel-bench engine [--events N] [--repeat N] [--apps DIR]")
        }
    }
}
