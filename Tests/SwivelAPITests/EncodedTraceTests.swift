import RotationEngine
import SwivelJSON
import Testing
@testable import SwivelAPI

/// The trace as it is stored per session: each entry encoded once, any run of entries one slice.
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

    static func listed(_ json: [UInt8]) -> String {
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

    /// A trace longer than one chunk reads back whole and in ranges that cross chunk boundaries.
    @Test func rangesAcrossChunks() {
        let entries = (1...1_500).map { Self.entry($0, "callback\($0)") }
        var trace = EncodedTrace()
        for batch in stride(from: 0, to: entries.count, by: 7) {
            trace.append(Array(entries[batch..<min(batch + 7, entries.count)]))
        }
        #expect(trace.count == 1_500)
        #expect(Self.listed(trace.json(of: 0..<1_500)) == Self.encoded(entries))
        for range in [250..<260, 280..<700, 0..<1, 1_499..<1_500, 300..<1_400] {
            #expect(Self.listed(trace.json(of: range)) == Self.encoded(Array(entries[range])), "\(range)")
        }
    }
}
