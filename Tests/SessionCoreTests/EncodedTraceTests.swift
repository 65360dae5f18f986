import Foundation
import Logging
@testable import RotationEngine
import SwivelJSON
import Testing
@testable import SessionCore
import RotationTestSupport
import SessionTestSupport

/// The trace as a session keeps it: recent entries encoded once, in chunks; older ones let go
/// and worked out again from the event log, byte for byte.
@Suite struct EncodedTraceTests {
    static func entry(_ seq: Int, _ callback: String) -> TraceEntry {
        TraceEntry(seq: seq, event: seq > 1 ? 0 : nil, controller: ControllerID(className: "V", number: 1), callback: callback,
                   bounds: Rect(x: 0, y: 0, width: 320, height: 460), boundsCorrect: true, detail: ["orientation": "portrait"])
    }

    static func encoded(_ entries: [TraceEntry]) -> String {
        var writer = JSONWriter()
        writer.beginArray()
        for entry in entries { writer.traceEntry(entry) }
        writer.endArray()
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    static func listed(_ json: [UInt8]?) -> String? {
        guard let json else { return nil }
        var writer = JSONWriter()
        writer.encodedTraceEntries(json)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    /// Appending returns the new entries' JSON; any range reads back as the same entries encoded afresh.
    @Test func rangesReadBackAsEncodedEntries() {
        let entries = (1...5).map { Self.entry($0, "callback\($0)") }
        var trace = EncodedTrace(Array(entries[0..<2]))
        let added = trace.append(Array(entries[2...]))
        #expect(trace.count == 5)
        #expect(Self.listed(added) == Self.encoded(Array(entries[2...])))
        #expect(Self.listed(trace.json(of: 0..<5)) == Self.encoded(entries))
        #expect(Self.listed(trace.json(of: 1..<4)) == Self.encoded(Array(entries[1..<4])))
        #expect(Self.listed(trace.json(of: 4..<5)) == Self.encoded([entries[4]]))
    }

    /// Ranges past the end are clamped; an empty range or an empty append gives nothing.
    @Test func emptyAndOutOfRangeReads() {
        var trace = EncodedTrace([Self.entry(1, "a")])
        #expect(trace.append([]) == [])
        #expect(trace.json(of: 1..<10) == [])
        #expect(trace.json(of: 5..<9) == [])
        #expect(Self.listed(trace.json(of: 0..<10)) == Self.encoded([Self.entry(1, "a")]))
        #expect(EncodedTrace().json(of: 0..<1) == [])
    }

    /// Held entries read back across chunk boundaries; older ones are reported as not held.
    @Test func olderChunksAreLetGo() {
        let entries = (1...1_500).map { Self.entry($0, "callback\($0)") }
        var trace = EncodedTrace(chunkCapacity: 16 * 1024, keptChunks: 3)
        var answered: [String] = []
        for batch in stride(from: 0, to: entries.count, by: 7) {
            let slice = Array(entries[batch..<min(batch + 7, entries.count)])
            answered.append(Self.listed(trace.append(slice)) ?? "")
            #expect(answered.last == Self.encoded(slice))
        }
        #expect(trace.count == 1_500)
        #expect(trace.firstHeld > 0)
        #expect(trace.json(of: 0..<10) == nil)
        #expect(trace.json(of: (trace.firstHeld - 1)..<trace.count) == nil)
        let held = trace.firstHeld..<1_500
        #expect(Self.listed(trace.json(of: held)) == Self.encoded(Array(entries[held])))
        let crossing = (held.lowerBound + 3)..<(held.upperBound - 2)
        #expect(Self.listed(trace.json(of: crossing)) == Self.encoded(Array(entries[crossing])))
    }

    /// Entries a session let go are replayed from its events, identical to those it served.
    @Test func lettingGoOfEntriesReplaysThemIdentically() throws {
        let request = try SessionRequest.decodeClientRequest(.object(["app": "lifecycle-logger"]), catalog: builtInApps)
        let events: [Event] = (0..<300).map { [.rotate(.landscapeLeft), .rotate(.portrait), .rotate(.landscapeRight)][$0 % 3] }

        // One host keeps everything (a large window), the other only a few KiB.
        let whole = SessionHost.launch(id: "whole", request: request, ordinal: 0, traceChunkCapacity: 1 << 24)
        let windowed = SessionHost.launch(id: "windowed", request: request, ordinal: 1, traceChunkCapacity: 2048, keptTraceChunks: 2)
        var served: [UInt8] = try windowed.tracePage(from: 0, limit: 1_000).json
        for batch in stride(from: 0, to: events.count, by: 10) {
            let slice = Array(events[batch..<(batch + 10)])
            _ = try whole.applyUnstored(slice)
            let applied = try windowed.applyUnstored(slice)
            served += [UInt8(ascii: ",")] + (applied?.traceJSON ?? [])
        }
        let total = whole.read { $0.trace.count }
        #expect(windowed.read { $0.trace.recent.firstHeld } > 0)
        #expect(whole.read { $0.trace.recent.firstHeld } == 0)
        #expect(try windowed.tracePage(from: 0, limit: total).json == served)
        #expect(try windowed.tracePage(from: 0, limit: total).json == whole.tracePage(from: 0, limit: total).json)
        for (start, limit) in [(0, 5), (17, 100), (400, 1_000), (total - 3, 10)] {
            let page = try windowed.tracePage(from: start, limit: limit)
            #expect(try page.json == whole.tracePage(from: start, limit: limit).json, "\(start)")
            #expect(page.range == start..<min(start + limit, total))
        }
    }

    /// Pages replayed from checkpoints equal those of a host that kept everything; a refused
    /// batch keeps no checkpoint.
    @Test func checkpointsShortenReplaysWithoutChangingThem() throws {
        let request = try SessionRequest.decodeClientRequest(.object(["app": "alternate-landscape"]), catalog: builtInApps)
        let cycle: [Event] = [.rotate(.landscapeLeft), .rotate(.portrait), .tap(element: "showB"), .rotate(.landscapeRight), .back, .rotate(.portrait)]
        let whole = SessionHost.launch(id: "whole", request: request, ordinal: 0, traceChunkCapacity: 1 << 24)
        let checkpointed = SessionHost.launch(id: "cp", request: request, ordinal: 1, traceChunkCapacity: 2048, keptTraceChunks: 2, checkpointInterval: 7)
        for round in 0..<40 {
            _ = try whole.applyUnstored(cycle)
            _ = try checkpointed.applyUnstored(cycle)
            if round == 20 {
                let before = checkpointed.read { $0.trace.checkpoints.count }
                #expect(throws: SwivelError.self) {
                    try checkpointed.applyUnstored(Array(repeating: Event.rotate(.landscapeLeft), count: 8) + [.tap(element: "missing")])
                }
                #expect(checkpointed.read { $0.trace.checkpoints.count } == before)
            }
        }
        #expect(checkpointed.read { $0.trace.checkpoints.count } == 240 / 7)
        #expect(checkpointed.read { $0.trace.recent.firstHeld } > 0)
        let total = whole.read { $0.trace.count }
        #expect(try checkpointed.tracePage(from: 0, limit: total).json == whole.tracePage(from: 0, limit: total).json)
        for start in stride(from: 0, to: total, by: 37) {
            #expect(try checkpointed.tracePage(from: start, limit: 50).json == whole.tracePage(from: start, limit: 50).json, "\(start)")
        }
    }
}

/// A store-backed session (memory flat however long it runs) keeps no events in memory;
/// its event log and old trace pages are read back from the store, identical to a kept log.
@Suite struct StoreBackedLogTests {
    @Test func storedLogServesEventsAndOldTracePages() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swivel-log-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let service = try Sessions.forTests(.durable(path: folder.path))
        defer { service.close() }
        let request = try SessionRequest.decodeClientRequest(.object(["app": "alternate-landscape"]), catalog: service.catalog)
        let id = SessionID.make()
        _ = try service.createAndWait(id: id, request: request)
        let reference = SessionHost.launch(id: "kept", request: request, ordinal: 0, traceChunkCapacity: 1 << 24)
        let cycle: [Event] = [.rotate(.landscapeLeft), .rotate(.portrait), .tap(element: "showB"), .rotate(.landscapeRight), .back, .rotate(.portrait)]
        for _ in 0..<400 {
            _ = try service.applyAndWait(cycle, to: id, expectedVersion: nil)
            _ = try reference.applyUnstored(cycle)
        }
        let host = try service.host(id)
        #expect(host.read { $0.events.isEmpty && $0.eventCount == 2_400 })
        #expect(host.read { $0.trace.checkpoints.count } <= SessionTrace.maximumCheckpoints)
        #expect(host.read { $0.trace.recent.firstHeld } > 0, "the oldest entries are no longer held")
        #expect(try service.storedEvents(of: id, in: 0..<2_400) == reference.read { $0.events })
        let total = reference.read { $0.trace.count }
        for start in [0, 1_000, total / 2, total - 10] {
            let stored = try host.tracePage(from: start, limit: 500) { (range: Range<Int>) throws(SwivelError) in
                try service.storedEvents(of: id, in: range)
            }
            #expect(try stored.json == reference.tracePage(from: start, limit: 500).json, "\(start)")
        }
        guard case .stored(let payloads) = try service.log(of: host).events else {
            Issue.record("a session with a store reads its log back from the store")
            return
        }
        #expect(payloads == reference.read { $0.events }.map(\.canonicalJSON), "the stored log is the events' canonical JSON")
    }
}
