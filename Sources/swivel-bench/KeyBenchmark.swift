import Foundation
import SwivelJSON

/// `swivel-bench keys`: what one `"key":int` member costs the JSON writer. Under callgrind
/// (`valgrind --tool=callgrind .build/release/swivel-bench keys`) it gives the instructions per
/// member that BENCHMARKS.md quotes; the trace entries of every event POST are made of these.
enum KeyBenchmark {
    static func run() {
        let keys = ["seq", "event", "controller", "callback", "bounds", "boundsCorrect", "detail"]
        var total = 0
        let start = DispatchTime.now().uptimeNanoseconds
        for _ in 0..<200_000 {
            var w = JSONWriter(capacity: 512)
            w.beginObject()
            for k in keys { w.dynamicKey(k); w.int(42) }
            w.endObject()
            total &+= w.bytes.count
        }
        let ns = Double(DispatchTime.now().uptimeNanoseconds - start) / Double(200_000 * keys.count)
        print("key+int: \(String(format: "%.1f", ns)) ns per member (\(total))")
    }
}
