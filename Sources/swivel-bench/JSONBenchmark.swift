import Foundation
import SwivelJSON

/// Parses and re-writes two typical bodies many times with SwivelJSON and, in the same run,
/// with Foundation (JSONSerialization and Codable), printing µs per document and MB/s of input.
enum JSONBenchmark {
    static func run(arguments: [String]) {
        let scale = arguments.lazy.compactMap(Double.init).first ?? 1
        let swivelOnly = arguments.contains("--swivel-only")  // for profiling
        let nested = Array(nestedBody.utf8)
        let event = Array(eventBody.utf8)
        print("JSON benchmark (parse + write of the same document; input bytes counted for MB/s)")
        print("  nested body: \(nested.count) B, event body: \(event.count) B")
        verify(nested)
        verify(event)
        for (name, body, iterations) in [("nested ~1 KB", nested, Int(20_000 * scale)), ("event ~200 B", event, Int(100_000 * scale))] {
            print("\n  \(name), \(iterations) iterations")
            report("SwivelJSON parse+write", bytes: body.count, iterations: iterations) {
                let value = try! JSONParser.parse(body)
                return value.serialized().count
            }
            report("SwivelJSON parse only", bytes: body.count, iterations: iterations) {
                if case .object(let o) = try! JSONParser.parse(body) { return o.count }
                return 0
            }
            if swivelOnly { continue }
            let data = Data(body)
            let foundationIterations = iterations / 5  // same per-document figure, less waiting
            report("JSONSerialization parse+write", bytes: body.count, iterations: foundationIterations) {
                let object = try! JSONSerialization.jsonObject(with: data)
                return try! JSONSerialization.data(withJSONObject: object).count
            }
            if body == nested {
                report("JSONDecoder+JSONEncoder (Codable)", bytes: body.count, iterations: foundationIterations) {
                    let layout = try! JSONDecoder().decode(Layout.self, from: data)
                    return try! JSONEncoder().encode(layout).count
                }
            } else {
                report("JSONDecoder+JSONEncoder (Codable)", bytes: body.count, iterations: foundationIterations) {
                    let batch = try! JSONDecoder().decode(EventBatch.self, from: data)
                    return try! JSONEncoder().encode(batch).count
                }
            }
        }
    }

    /// Checks that a round trip is stable before timing it.
    private static func verify(_ body: [UInt8]) {
        let once = try! JSONParser.parse(body).serialized()
        precondition(once == (try! JSONParser.parse(once).serialized()), "round trip not stable")
    }

    private static func report(_ name: String, bytes: Int, iterations: Int, _ body: () -> Int) {
        var sink = 0
        for _ in 0..<max(1, iterations / 20) { sink &+= body() }  // warm up
        let clock = ContinuousClock()
        let start = clock.now
        for _ in 0..<iterations { sink &+= body() }
        let elapsed = clock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let perDocument = seconds / Double(iterations) * 1e6
        let megabytesPerSecond = Double(bytes * iterations) / seconds / 1e6
        let label = name.padding(toLength: 36, withPad: " ", startingAt: 0)
        print("    \(label) \(format(perDocument, 2)) µs/doc  \(format(megabytesPerSecond, 1)) MB/s  (sink \(sink % 10))")
    }

    static func format(_ value: Double, _ decimals: Int) -> String {
        String(format: "%8.\(decimals)f", value)
    }

    // MARK: Bodies (shapes from Config/openapi.json)

    static let eventBody = #"{"events":[{"type":"rotate","orientation":"landscapeLeft"},{"type":"tap","element":"push-button"},{"type":"timer","timer":"clock","action":"start"},{"type":"advance","ms":250}]}"#

    static let nestedBody = #"""
    {"window":{"width":568,"height":320},"interfaceOrientation":"landscapeLeft","statusBar":{"frame":{"x":0,"y":0,"width":568,"height":20}},"navigationBar":{"frame":{"x":0,"y":20,"width":568,"height":32},"backButton":"Root"},"root":{"id":"view-1","controller":"DetailViewController#2","kind":"view","text":null,"frame":{"x":0,"y":52,"width":568,"height":268},"bounds":{"x":0,"y":0,"width":568,"height":268},"transform":90,"children":[{"id":"label-1","controller":"DetailViewController#2","kind":"label","text":"Landscape only \u00e9","frame":{"x":20,"y":72,"width":528,"height":21},"bounds":{"x":0,"y":0,"width":528,"height":21},"transform":90,"children":[]},{"id":"button-1","controller":"DetailViewController#2","kind":"button","text":"Push","frame":{"x":234,"y":160,"width":100,"height":44},"bounds":{"x":0,"y":0,"width":100,"height":44},"transform":90,"children":[]},{"id":"image-1","controller":"DetailViewController#2","kind":"image","text":null,"frame":{"x":10.5,"y":210.25,"width":547,"height":100.75},"bounds":{"x":0,"y":0,"width":547,"height":100.75},"transform":90,"children":[]}]}}
    """#

    struct Rect: Codable { var x, y, width, height: Double }
    struct Size: Codable { var width, height: Double }
    struct Bar: Codable { var frame: Rect; var backButton: String? }
    struct View: Codable {
        var id, controller, kind: String
        var text: String?
        var frame, bounds: Rect
        var transform: Double
        var children: [View]
    }
    struct Layout: Codable {
        var window: Size
        var interfaceOrientation: String
        var statusBar: Bar?
        var navigationBar: Bar?
        var root: View
    }
    struct Event: Codable {
        var type: String
        var orientation, element, timer, action: String?
        var ms: Int?
    }
    struct EventBatch: Codable { var events: [Event] }
}
