import RotationEngine
import SwivelJSON

/// A session's whole trace, kept as the JSON the API serves: each entry encoded once, when
/// its event is applied, then only copied — into the event POST's answer, into `GET …/trace`
/// pages and into `swivel replay`'s output. Keeping `TraceEntry` values instead meant copying
/// (and retaining the strings of) every entry twice per event and encoding it again per read.
///
/// Entries are written one after the other into one writer, which joins them with commas
/// (`{…},{…},{…}`), so any run of consecutive entries is one contiguous slice, ready to go
/// between `[` and `]`.
struct EncodedTrace: Sendable {
    private var json = JSONWriter(capacity: 4096)
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
        let first = ends.count
        for entry in entries {
            json.traceEntry(entry)
            ends.append(json.byteCount)
        }
        return json(of: first..<ends.count)
    }

    /// The JSON of entries `range` (clamped to what exists), joined by commas; copied, so the
    /// caller never holds on to the session's buffer.
    func json(of range: Range<Int>) -> [UInt8] {
        let range = range.clamped(to: 0..<count)
        guard let first = range.first, let last = range.last else { return [] }
        let start = first == 0 ? 0 : ends[first - 1] + 1  // + 1: the comma between entries
        return json.bytes(in: start..<ends[last])
    }
}

extension EncodedTrace: Equatable {
    /// Same entries, same bytes (what replay determinism promises).
    static func == (lhs: EncodedTrace, rhs: EncodedTrace) -> Bool {
        lhs.ends == rhs.ends && lhs.json(of: 0..<lhs.count) == rhs.json(of: 0..<rhs.count)
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
