import RotationEngine
import SwivelJSON

/// A session's whole trace, kept as the JSON the API serves: each entry encoded once, when
/// its event is applied, then only copied — into the event POST's answer, into `GET …/trace`
/// pages and into `swivel replay`'s output. Keeping `TraceEntry` values instead meant copying
/// (and retaining the strings of) every entry twice per event and encoding it again per read.
///
/// Entries are stored joined by commas (`{…},{…},{…}`), so any run of consecutive entries is
/// one contiguous slice, ready to go between `[` and `]`.
struct EncodedTrace: Sendable, Equatable {
    private var json: [UInt8] = []
    /// `ends[i]`: where entry `i` ends in `json` (exclusive).
    private var ends: [Int] = []

    init() {}

    init(_ entries: [TraceEntry]) {
        _ = append(entries)
    }

    /// Number of entries; entry `i` has `seq` `i + 1` (seq counts from 1 without gaps).
    var count: Int { ends.count }

    /// Encodes and appends `entries`; returns their JSON, joined by commas (what the event
    /// POST answers between `[` and `]`).
    @discardableResult
    mutating func append(_ entries: [TraceEntry]) -> [UInt8] {
        var writer = JSONWriter(capacity: entries.count * 256)
        var entryEnds: [Int] = []
        entryEnds.reserveCapacity(entries.count)
        for entry in entries {
            writer.traceEntry(entry)
            entryEnds.append(writer.byteCount)
        }
        let added = writer.bytes
        guard !added.isEmpty else { return added }
        let base = json.isEmpty ? 0 : json.count + 1
        if !json.isEmpty { json.append(UInt8(ascii: ",")) }
        json.append(contentsOf: added)
        ends.append(contentsOf: entryEnds.lazy.map { $0 + base })
        return added
    }

    /// The JSON of entries `range` (clamped to what exists), joined by commas; copied, so the
    /// caller never holds on to the session's buffer.
    func json(of range: Range<Int>) -> [UInt8] {
        let range = range.clamped(to: 0..<count)
        guard let first = range.first, let last = range.last else { return [] }
        let start = first == 0 ? 0 : ends[first - 1] + 1
        return Array(json[start..<ends[last]])
    }
}

extension JSONWriter {
    /// `[` + already encoded trace entries (joined by commas) + `]`.
    mutating func encodedTraceEntries(_ entries: [UInt8]) {
        beginArray()
        raw(entries)
        endArray()
    }
}
