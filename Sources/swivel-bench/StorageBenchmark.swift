import Foundation
import SwivelStorage

/// Measures the event log: append throughput with 1 and 64 writer threads in both durability
/// modes (group commit at work), then the restart path: open + `loadAll` of 1M events over 10k
/// sessions, and the database size.
enum StorageBenchmark {
    static func run(arguments: [String]) throws {
        var folder = NSTemporaryDirectory() + "swivel-storage-bench-\(getpid())"
        var sessions = 10_000
        var eventsPerSession = 100
        var queuedOnly = false
        var i = 0
        while i < arguments.count {
            let value = i + 1 < arguments.count ? arguments[i + 1] : ""
            switch arguments[i] {
            case "--path": folder = value
            case "--sessions": sessions = Int(value) ?? sessions
            case "--events-per-session": eventsPerSession = Int(value) ?? eventsPerSession
            case "--queued-only": queuedOnly = true; i -= 1
            default: print("ignoring \(arguments[i])"); i -= 1
            }
            i += 2
        }
        try? FileManager.default.removeItem(atPath: folder)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        print("Storage benchmark in \(folder)")
        print("  event payload: \(payload(0).count) B (a typical event JSON)")

        for durability in [StorageDurability.durable, .fast] where !queuedOnly {
            for threads in [1, 64] {
                let perThread = durability == .durable ? (threads == 1 ? 300 : 40) : (threads == 1 ? 20_000 : 400)
                try appendThroughput(folder: folder + "/append-\(durability)-\(threads)", durability: durability, threads: threads, perThread: perThread)
            }
        }
        for durability in [StorageDurability.durable, .fast] {
            try queuedBatches(folder: folder + "/queued-\(durability)", durability: durability, batch: 20, batches: durability == .durable ? 500 : 2_000)
        }
        if !queuedOnly { try restart(folder: folder + "/restart", sessions: sessions, eventsPerSession: eventsPerSession) }
    }

    /// The server's event path without HTTP: `batch` appends to different sessions (of 64)
    /// queued at once with completions, as the event POST queues them, waited for, repeated.
    /// Prints the writer's cost per event: what one commit of a typical batch costs.
    private static func queuedBatches(folder: String, durability: StorageDurability, batch: Int, batches: Int) throws {
        let store = try EventStore(path: folder, durability: durability)
        let sessions = 64
        for s in 0..<sessions { try store.createSession(id: "bench-\(s)", creation: Array(#"{"app":"seed-000"}"#.utf8)) }
        var next = [Int](repeating: 0, count: sessions)
        var cursor = 0
        let done = DispatchSemaphore(value: 0)
        let before = store.writeStatistics
        let seconds = time {
            for _ in 0..<batches {
                for _ in 0..<batch {
                    let s = cursor % sessions
                    cursor += 1
                    try! store.append(sessionID: "bench-\(s)", firstIndex: next[s], events: [payload(next[s])]) { result in
                        if case .failure(let error) = result { fatalError("append failed: \(error)") }
                        done.signal()
                    }
                    next[s] += 1
                }
                for _ in 0..<batch { done.wait() }
            }
        }
        let after = store.writeStatistics
        let total = batch * batches
        print(String(format: "  queued, %@, batches of %d over %d sessions: %9.0f appends/s  (%.1f µs per append, %.1f appends per commit)",
                     "\(durability)".padding(toLength: 7, withPad: " ", startingAt: 0), batch, sessions, Double(total) / seconds,
                     seconds * 1e6 / Double(total), Double(total) / Double(max(1, after.batches - before.batches))))
        store.close()
    }

    static func payload(_ i: Int) -> [UInt8] {
        let orientations = ["portrait", "landscapeLeft", "landscapeRight", "portraitUpsideDown"]
        return Array(#"{"type":"rotate","orientation":"\#(orientations[i % 4])"}"#.utf8)
    }

    private static func appendThroughput(folder: String, durability: StorageDurability, threads: Int, perThread: Int) throws {
        let store = try EventStore(path: folder, durability: durability)
        for t in 0..<threads { try store.createSession(id: "bench-\(t)", creation: Array(#"{"app":"seed-000"}"#.utf8)) }
        let before = store.writeStatistics
        let seconds = time {
            onThreads(threads) { t in
                for i in 0..<perThread {
                    try! store.append(sessionID: "bench-\(t)", firstIndex: i, events: [payload(i)])
                }
            }
        }
        let after = store.writeStatistics
        let total = threads * perThread
        let batches = after.batches - before.batches
        print(String(format: "  append, %@, %2d thread(s): %9.0f appends/s  (%d appends in %.2f s, %.1f appends per commit)",
                     "\(durability)".padding(toLength: 7, withPad: " ", startingAt: 0), threads, Double(total) / seconds, total, seconds, Double(total) / Double(max(1, batches))))
        store.close()
    }

    private static func restart(folder: String, sessions: Int, eventsPerSession: Int) throws {
        let total = sessions * eventsPerSession
        print("\n  restart path: \(sessions) sessions × \(eventsPerSession) events = \(total) events")
        do {
            let store = try EventStore(path: folder, durability: .fast)
            let fill = time {
                onThreads(8) { t in
                    for s in stride(from: t, to: sessions, by: 8) {
                        let id = "session-\(s)"
                        try! store.createSession(id: id, creation: Array(#"{"app":"seed-00\#(s % 8)","device":"iphone-4"}"#.utf8))
                        try! store.append(sessionID: id, firstIndex: 0, events: (0..<eventsPerSession).map(payload))
                    }
                }
            }
            print(String(format: "    fill (fast, 8 threads, 100 events per append): %.2f s", fill))
            store.close()
        }
        let size = directorySize(folder)
        print(String(format: "    database size: %.1f MB (%.0f B per event)", Double(size) / 1e6, Double(size) / Double(total)))

        var store: EventStore?
        let open = time { store = try! EventStore(path: folder, durability: .durable) }
        var events = 0
        var bytes = 0
        var loadedSessions = 0
        let load = time {
            try! store!.loadAll { session in
                loadedSessions += 1
                for event in session.events {  // the caller's trivial per-event work
                    events += 1
                    bytes &+= event.count
                }
            }
        }
        precondition(events == total && loadedSessions == sessions, "loadAll lost data")
        print(String(format: "    open (incl. quick_check + migrations): %.3f s", open))
        print(String(format: "    loadAll: %.3f s  (%.0f events/s, %.1f MB payload)", load, Double(events) / load, Double(bytes) / 1e6))
        print(String(format: "    open + loadAll: %.3f s  (target < 2 s)", open + load))
        store?.close()
    }

    private static func time(_ body: () throws -> Void) rethrows -> Double {
        let clock = ContinuousClock()
        let start = clock.now
        try body()
        let elapsed = clock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    private static func onThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
        let group = DispatchGroup()
        for t in 0..<count {
            group.enter()
            Thread {
                body(t)
                group.leave()
            }.start()
        }
        group.wait()
    }

    private static func directorySize(_ path: String) -> Int {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.reduce(0) { sum, name in
            let attributes = try? FileManager.default.attributesOfItem(atPath: path + "/" + name)
            return sum + ((attributes?[.size] as? NSNumber)?.intValue ?? 0)
        }
    }
}
