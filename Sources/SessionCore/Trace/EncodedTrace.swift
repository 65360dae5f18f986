import RotationEngine
import SwivelJSON

/// The recent part of a session's trace, kept as the JSON the API serves: each entry encoded
/// once, when its event is applied, then only copied — into the event POST's answer and into
/// `GET …/trace` pages that a client following the session asks for. A session's rotation
/// decisions (docs/semantics.md) are kept the same way, in an `EncodedTrace` of their own
/// (`SessionTrace.decisions`, `GET …/decisions`).
///
/// Entries go into chunks of about 64 KiB (the first starts at 4 KiB), each a writer that
/// joins its entries with commas (`{…},{…}`), so consecutive entries of one chunk are one
/// contiguous slice. A full chunk is left as it is and a new one started, and only the last
/// `keptChunks` chunks are kept: older entries are not held in memory but worked out again
/// from the event log when asked for (`TraceRegeneration`; the engine is deterministic).
/// Holding every entry made memory grow ~1.3 KB per rotate event without bound, and the
/// growing heap cost the event POST about a third of its throughput (BENCHMARKS.md).
public struct EncodedTrace: Sendable {
    /// Where one entry's JSON is.
    private struct Location: Sendable, Equatable {
        var chunk: Int32
        var start: Int32
        var end: Int32
    }

    public static let defaultChunkCapacity = 64 * 1024
    let chunkCapacity: Int
    let keptChunks: Int
    /// The first chunk's starting capacity: it grows as needed (most sessions are short).
    let firstChunkCapacity: Int
    private var chunks: [JSONWriter] = []
    /// Locations of the entries still held: entry `firstHeld + i` is at `locations[i]`.
    private var locations: [Location] = []
    /// Index of the oldest entry still held (entries before it were let go).
    private(set) var firstHeld = 0

    init(chunkCapacity: Int = Self.defaultChunkCapacity, keptChunks: Int = 2, firstChunkCapacity: Int = 4096) {
        self.chunkCapacity = max(chunkCapacity, 1024)
        self.keptChunks = max(keptChunks, 1)
        self.firstChunkCapacity = min(firstChunkCapacity, self.chunkCapacity)
    }

    init(_ entries: [TraceEntry], chunkCapacity: Int = Self.defaultChunkCapacity, keptChunks: Int = 2) {
        self.init(chunkCapacity: chunkCapacity, keptChunks: keptChunks)
        _ = append(entries)
    }

    /// Number of entries so far, held or not; entry `i` has `seq` `i + 1`.
    var count: Int { firstHeld + locations.count }

    /// Encodes and appends `entries`; returns their JSON, joined by commas (what the event
    /// POST answers between `[` and `]`).
    @discardableResult
    mutating func append(_ entries: [TraceEntry]) -> [UInt8] {
        let encoded = EncodedTraceEntries(entries)
        append(encoded)
        return encoded.json
    }

    /// Appends entries encoded beforehand (`EncodedTraceEntries`): the event path encodes them
    /// when it stages the events, on the request's own thread, so that publishing them — on the
    /// store's one writer thread, for every event of the server — only copies bytes.
    mutating func append(_ encoded: EncodedTraceEntries) {
        letGo(encoded.notHeldEntries)
        append(encoded.json, ends: encoded.ends[..<encoded.traceCount], from: 0)
    }

    /// Counts `count` more entries without holding them, letting go of every entry held: the
    /// next one appended starts a new first chunk.
    mutating func letGo(_ count: Int) {
        guard count > 0 else { return }
        firstHeld = self.count + count
        chunks.removeAll()
        locations.removeAll()
    }

    /// Appends the items whose JSON ends at `ends` in `json`, the first starting at `start`
    /// (items are joined by commas).
    mutating func append(_ json: [UInt8], ends: ArraySlice<Int32>, from start: Int) {
        var start = start
        for end in ends {
            let length = Int(end) - start
            if chunks.isEmpty {
                // The first chunk starts small and grows: most sessions are short.
                chunks.append(JSONWriter(capacity: firstChunkCapacity))
            } else if chunks[chunks.count - 1].byteCount > chunkCapacity - 1024 {
                startChunk()
            }
            let chunk = chunks.count - 1
            let before = chunks[chunk].byteCount
            chunks[chunk].raw(json, in: start..<(start + length))
            let located = before == 0 ? 0 : before + 1
            locations.append(Location(chunk: Int32(chunk), start: Int32(located), end: Int32(chunks[chunk].byteCount)))
            start = Int(end) + 1  // past the comma that joins it to the next entry
        }
    }

    /// Starts a new chunk, letting the oldest go when more than `keptChunks` would be held.
    private mutating func startChunk() {
        if chunks.count >= keptChunks {
            chunks.removeFirst()
            let dropped = locations.firstIndex { $0.chunk != 0 } ?? locations.count
            locations.removeFirst(dropped)
            firstHeld += dropped
            for index in locations.indices { locations[index].chunk -= 1 }
        }
        chunks.append(JSONWriter(capacity: chunkCapacity))
    }

    /// The JSON of entries `range` (clamped to what exists), joined by commas and copied (the
    /// caller never holds on to the session's buffers); nil when part of the range is no
    /// longer held.
    func json(of range: Range<Int>) -> [UInt8]? {
        let range = range.clamped(to: 0..<count)
        guard let firstIndex = range.first, let lastIndex = range.last else { return [] }
        guard firstIndex >= firstHeld else { return nil }
        let first = locations[firstIndex - firstHeld], last = locations[lastIndex - firstHeld]
        var json: [UInt8] = []
        for chunk in first.chunk...last.chunk {
            let start = chunk == first.chunk ? Int(first.start) : 0
            let end = chunk == last.chunk ? Int(last.end) : chunks[Int(chunk)].byteCount
            if !json.isEmpty { json.append(UInt8(ascii: ",")) }
            json += chunks[Int(chunk)].bytes(in: start..<end)
        }
        return json
    }
}

extension EncodedTrace: Equatable {
    /// Same entries, same bytes held (what replay determinism promises; a session restored
    /// from a log longer than `SessionRestorer.encodedTail` events holds the same entries' bytes
    /// from a later first one).
    public static func == (lhs: EncodedTrace, rhs: EncodedTrace) -> Bool {
        lhs.count == rhs.count && lhs.firstHeld == rhs.firstHeld
            && lhs.json(of: lhs.firstHeld..<lhs.count) == rhs.json(of: rhs.firstHeld..<rhs.count)
    }
}

/// Trace entries encoded once, joined by commas (`{…},{…}`), with where each one ends: what
/// an event POST answers between `[` and `]`, and what `EncodedTrace` files into its chunks.
/// The rotation decisions the same events made (docs/semantics.md) follow the entries in the same buffer
/// (one allocation for both): `ends` lists the entries' ends, then the decisions'.
public struct EncodedTraceEntries: Sendable {
    /// The entries' JSON, joined by commas, then (after a comma) the decisions'.
    public let json: [UInt8]
    /// The end offset in `json` of each entry, in order, then of each decision.
    let ends: [Int32]
    /// How many of `ends` are trace entries (the rest are decisions).
    let traceCount: Int
    /// Entries and decisions that come before these and are not encoded at all: a replay's
    /// older events, whose entries a live session would have let go by now
    /// (``notHeld(entries:decisions:)``).
    let notHeldEntries: Int
    let notHeldDecisions: Int

    init(_ entries: [TraceEntry], decisions: [RotationDecision] = []) {
        var writer = JSONWriter(capacity: max(entries.count, 1) * 256 + decisions.count * 1024)
        var ends: [Int32] = []
        ends.reserveCapacity(entries.count + decisions.count)
        // Read in place: `for entry in entries` copied each entry (a retain of each of its
        // references) and destroyed the copy, ~110 instructions and two atomic operations per
        // reference, per entry (BENCHMARKS.md, "The event path's copies").
        entries.withUnsafeBufferPointer { entries in
            guard let first = entries.baseAddress else { return }
            for index in entries.indices {
                writer.traceEntry(at: first + index)
                ends.append(Int32(writer.byteCount))
            }
        }
        decisions.withUnsafeBufferPointer { decisions in
            guard let first = decisions.baseAddress else { return }
            for index in decisions.indices {
                writer.decision(at: first + index)
                ends.append(Int32(writer.byteCount))
            }
        }
        json = writer.bytes
        self.ends = ends
        traceCount = entries.count
        notHeldEntries = 0
        notHeldDecisions = 0
    }

    private init(notHeldEntries: Int, notHeldDecisions: Int) {
        json = []
        ends = []
        traceCount = 0
        self.notHeldEntries = notHeldEntries
        self.notHeldDecisions = notHeldDecisions
    }

    /// `entries` entries and `decisions` decisions counted but not encoded: what a replay
    /// stages for events long before the last ones (`SessionRestorer.replay`). Encoding them
    /// only for the window to let them go cost 44 % of a 200,000-event session's first read
    /// (BENCHMARKS.md, "Replaying a long session"); entries no longer held are worked out again
    /// from the checkpoints when asked for, as a live session's are.
    static func notHeld(entries: Int, decisions: Int) -> EncodedTraceEntries {
        EncodedTraceEntries(notHeldEntries: entries, notHeldDecisions: decisions)
    }

    /// Rotation decisions alone.
    init(decisions: [RotationDecision]) {
        self.init([], decisions: decisions)
    }

    /// Where the entries are in `json`.
    public var traceRange: Range<Int> { 0..<(traceCount > 0 ? Int(ends[traceCount - 1]) : 0) }

    /// Where the decisions are in `json` (joined by commas), empty when there are none.
    public var decisionRange: Range<Int> {
        guard ends.count > traceCount else { return json.count..<json.count }
        return decisionStart..<Int(ends[ends.count - 1])
    }

    /// Where the first decision starts: after the entries and the comma that follows them.
    private var decisionStart: Int { traceCount > 0 ? Int(ends[traceCount - 1]) + 1 : 0 }

    /// How many decisions there are.
    public var decisionCount: Int { ends.count - traceCount }

    /// Where the last decision's JSON is in `json` (the snapshot's `lastDecision` after an
    /// event that made some), nil when there are none.
    public var lastDecisionRange: Range<Int>? {
        guard ends.count > traceCount else { return nil }
        let start = ends.count - 1 > traceCount ? Int(ends[ends.count - 2]) + 1 : decisionStart
        return start..<Int(ends[ends.count - 1])
    }

    /// The entries' JSON alone (a copy unless there are no decisions).
    public var traceJSON: [UInt8] { ends.count == traceCount ? json : Array(json[traceRange]) }

    /// The decisions' JSON alone (a copy).
    public var decisionsJSON: [UInt8] { Array(json[decisionRange]) }
}

extension JSONWriter {
    /// `[` + already encoded trace entries (joined by commas) + `]`.
    public mutating func encodedTraceEntries(_ entries: [UInt8]) {
        beginArray()
        raw(entries)
        endArray()
    }

    /// `[` + the items of `json` in `range` (already encoded, joined by commas) + `]`.
    public mutating func encodedList(_ json: [UInt8], in range: Range<Int>) {
        beginArray()
        if !range.isEmpty { raw(json, in: range) }
        endArray()
    }
}
