import RotationEngine
import SwivelJSON

/// A session's whole trace, kept as the JSON the API serves: each entry encoded once, when
/// its event is applied, then only copied — into the event POST's answer, into `GET …/trace`
/// pages and into `swivel replay`'s output. Keeping `TraceEntry` values instead meant copying
/// (and retaining the strings of) every entry twice per event and encoding it again per read.
///
/// Entries go into chunks of about 64 KiB (the first starts at 4 KiB), each a writer that joins its entries with commas
/// (`{…},{…}`), so consecutive entries of one chunk are one contiguous slice. A full chunk is
/// left as it is and a new one started: a growing trace is never copied to a larger buffer
/// (which touched every stored page again, a page fault per 4 KiB, on the hot event POST).
struct EncodedTrace: Sendable {
    /// Where one entry's JSON is.
    private struct Location: Sendable, Equatable {
        var chunk: Int32
        var start: Int32
        var end: Int32
    }

    static let chunkCapacity = 64 * 1024
    private var chunks: [JSONWriter] = []
    private var locations: [Location] = []

    init() {}

    init(_ entries: [TraceEntry]) {
        _ = append(entries)
    }

    /// Number of entries; entry `i` has `seq` `i + 1` (seq counts from 1 without gaps).
    var count: Int { locations.count }

    /// Encodes and appends `entries`; returns their JSON, joined by commas (what the event
    /// POST answers between `[` and `]`).
    @discardableResult
    mutating func append(_ entries: [TraceEntry]) -> [UInt8] {
        let first = locations.count
        for entry in entries {
            // A chunk takes entries until it is nearly full (an entry is a few hundred bytes;
            // a larger one makes its chunk grow, which is rare and still correct).
            if chunks.isEmpty {
                // The first chunk starts small and grows: most sessions are short.
                chunks.append(JSONWriter(capacity: 4096))
            } else if chunks[chunks.count - 1].byteCount > Self.chunkCapacity - 1024 {
                chunks.append(JSONWriter(capacity: Self.chunkCapacity))
            }
            let chunk = chunks.count - 1
            let before = chunks[chunk].byteCount
            chunks[chunk].traceEntry(entry)
            locations.append(Location(chunk: Int32(chunk), start: Int32(before == 0 ? 0 : before + 1), end: Int32(chunks[chunk].byteCount)))
        }
        return json(of: first..<locations.count)
    }

    /// The JSON of entries `range` (clamped to what exists), joined by commas; copied, so the
    /// caller never holds on to the session's buffers.
    func json(of range: Range<Int>) -> [UInt8] {
        let range = range.clamped(to: 0..<count)
        guard let firstIndex = range.first, let lastIndex = range.last else { return [] }
        let first = locations[firstIndex], last = locations[lastIndex]
        if first.chunk == last.chunk {  // the usual case: one slice
            return chunks[Int(first.chunk)].bytes(in: Int(first.start)..<Int(last.end))
        }
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
    /// Same entries, same bytes (what replay determinism promises).
    static func == (lhs: EncodedTrace, rhs: EncodedTrace) -> Bool {
        lhs.count == rhs.count && lhs.json(of: 0..<lhs.count) == rhs.json(of: 0..<rhs.count)
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
