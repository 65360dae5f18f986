import RotationEngine

/// Reads that may need the store: pages of the trace and of the decisions, and the event log
/// (a session with a store does not keep its log in memory: it is read back, checked against
/// the checksum chain).
extension Sessions {
    /// A session's committed events: kept in memory, or read back from the store as their
    /// canonical JSON (what `GET …/events` answers either way).
    public enum EventLog: Sendable {
        case kept([Event])
        case stored([[UInt8]])
    }

    /// The session's committed state and the events that made it, read in one step.
    public func log(of host: SessionHost) throws(SwivelError) -> (state: SessionState, events: EventLog) {
        let (state, kept) = host.read { content in (content.state, content.keepsEvents ? content.events : nil) }
        if let kept { return (state, .kept(kept)) }
        return (state, .stored(try storedPayloads(of: host.id, in: 0..<state.version)))
    }

    /// Up to `limit` trace entries (or decisions, with `stream` `.decisions`) from index
    /// `start`, encoded and joined by commas, with the indices they are; older ones are
    /// replayed from the log.
    public func page(
        of stream: TraceRegeneration.Stream, session id: String, from start: Int, limit: Int
    ) throws(SwivelError) -> (json: [UInt8], range: Range<Int>) {
        try host(id).tracePage(from: start, limit: limit, stream: stream) { (range: Range<Int>) throws(SwivelError) in
            try self.storedEvents(of: id, in: range)
        }
    }

    /// Committed events `range` of a session whose host does not keep them (SessionHost),
    /// read back from the store (checked against the checksum chain).
    func storedPayloads(of id: String, in range: Range<Int>) throws(SwivelError) -> [[UInt8]] {
        guard let store else { return [] }
        let payloads: [[UInt8]]
        do {
            payloads = try store.events(sessionID: id, in: range)
        } catch {
            throw storageFailure(error, doing: "read the session's events")
        }
        guard payloads.count == range.count else {
            throw .storageUnavailable("session \(id)'s stored log ends at event \(range.lowerBound + payloads.count), before \(range.upperBound)")
        }
        return payloads
    }

    func storedEvents(of id: String, in range: Range<Int>) throws(SwivelError) -> [Event] {
        var events: [Event] = []
        events.reserveCapacity(range.count)
        for (offset, payload) in try storedPayloads(of: id, in: range).enumerated() {
            do {
                events.append(try EventDecoding.storedEvent(payload))
            } catch {
                throw .storageUnavailable("session \(id)'s stored event \(range.lowerBound + offset) is unreadable (\(error))")
            }
        }
        return events
    }
}
