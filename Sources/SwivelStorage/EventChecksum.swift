/// A per-session chain of event checksums (corruption SQLite cannot see). Each
/// stored event carries `fold(previous, payload)`; a session's log is verified by folding it
/// again when it is read. FNV-1a over the previous link's eight bytes then the payload: cheap,
/// and a flipped bit anywhere in a payload, a dropped or a reordered event changes every link
/// after it.
enum EventChecksum {
    static let start: Int64 = 0

    static func fold(_ previous: Int64, _ payload: [UInt8]) -> Int64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        var link = UInt64(bitPattern: previous)
        for _ in 0..<8 {
            hash = (hash ^ (link & 0xFF)) &* 0x0000_0100_0000_01B3
            link >>= 8
        }
        for byte in payload {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        return Int64(bitPattern: hash)
    }

    /// Checks a session's log as read: `sums[i]` is event i's stored link, nil for events
    /// stored before checksums existed (the chain starts again after them). Returns the index
    /// of the first event that does not match, or nil when all do. `link` is the stored link of
    /// the event before the first one (a part of a log is checked from where it starts).
    static func firstMismatch(payloads: [[UInt8]], sums: [Int64?], startingFrom link: Int64 = start) -> Int? {
        var chain = Chain(after: link)
        for (index, payload) in payloads.enumerated() where !chain.accepts(sums[index], payload) {
            return index
        }
        return nil
    }

    /// One session's chain, checked event by event in log order (a whole log read into arrays
    /// by `firstMismatch`, or rows streamed by `EventStore.verifyChains`).
    struct Chain {
        private var running: Int64

        /// A chain continuing after the stored link `link` (`start` for a log's first event).
        init(after link: Int64 = EventChecksum.start) { running = link }

        /// Whether the next event's payload matches its stored link `sum`; nil (an event stored
        /// before checksums existed) matches, and the chain starts again after it. The payload
        /// is read only when there is a link to check.
        mutating func accepts(_ sum: Int64?, _ payload: @autoclosure () -> [UInt8]) -> Bool {
            guard let sum else {
                running = EventChecksum.start
                return true
            }
            running = EventChecksum.fold(running, payload())
            return running == sum
        }
    }
}
