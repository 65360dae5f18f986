import RotationEngine

/// What a session's snapshot echoes from its creation request.
struct SessionMetadata: Sendable {
    var appName: String
    var deviceName: String
    var osName: String
    /// The normalized options object, already encoded.
    var optionsJSON: [UInt8]
}

/// One session: its state, its whole trace and its event log, behind its own lock so that
/// events on one session are serialised while different sessions never wait on each other.
final class SessionHost: Sendable {
    struct Content: Sendable {
        var state: SessionState
        /// The recent trace, encoded; older entries are worked out again from `events`.
        var trace: EncodedTrace
        /// Every accepted event, in order (`GET …/events`, and replays of older trace entries).
        var events: [Event]
        /// States kept every `checkpointInterval` events, oldest first (see `TraceCheckpoint`).
        var checkpoints: [TraceCheckpoint] = []
        var checkpointInterval = 1_000
        /// Set when the host is evicted or its session deleted: it then refuses events, so an
        /// event can never be accepted by a copy that a newer loaded copy would not see.
        var retired = false
    }

    let id: String
    let metadata: SessionMetadata
    /// Creation order, for stable listings.
    let ordinal: Int
    private let content: ReadWriteLock<Content>

    init(id: String, metadata: SessionMetadata, ordinal: Int, content: Content) {
        self.id = id
        self.metadata = metadata
        self.ordinal = ordinal
        self.content = ReadWriteLock(content)
    }

    /// A consistent copy of the session (cheap: the arrays are copy-on-write).
    func read() -> Content {
        content.read { copy $0 }
    }

    func read<T>(_ body: (borrowing Content) -> T) -> T {
        content.read { body($0) }
    }

    /// The summary `GET /v1/sessions` lists.
    var summary: SessionSummary {
        content.read { SessionSummary(metadata: metadata, state: $0.state) }
    }

    /// Marks the host retired (see `Content.retired`), waiting for an event being applied to
    /// finish; returns the final summary.
    func retire() -> SessionSummary {
        content.write { content in
            content.retired = true
            return SessionSummary(metadata: metadata, state: content.state)
        }
    }

    /// Up to `limit` trace entries from index `start` (entry `i` has seq `i + 1`), encoded and
    /// joined by commas, with the range of indices they are. Recent entries are copied from
    /// memory; older ones are replayed from the event log, outside the lock.
    func tracePage(from start: Int, limit: Int) -> (json: [UInt8], range: Range<Int>) {
        let held = content.read { content -> HeldPage in
            let lower = min(start, content.trace.count)
            let range = lower..<(lower + min(limit, content.trace.count - lower))
            if let json = content.trace.json(of: range) { return HeldPage(range: range, json: json) }
            let checkpoint = content.checkpoints.last { $0.traceCount <= range.lowerBound }
            return HeldPage(range: range, json: nil, configuration: content.state.configuration, checkpoint: checkpoint, events: content.events)
        }
        if let json = held.json { return (json, held.range) }
        guard let configuration = held.configuration else { return ([], held.range) }
        let json = TraceRegeneration.json(of: held.range, configuration: configuration, from: held.checkpoint, events: held.events)
        return (json, held.range)
    }

    /// What `tracePage` reads under the lock.
    private struct HeldPage {
        var range: Range<Int>
        var json: [UInt8]?
        var configuration: SessionConfiguration?
        var checkpoint: TraceCheckpoint?
        var events: [Event] = []
    }

    /// What `apply` gives back: the new state and the trace entries the events added, already
    /// encoded (joined by commas) as `EncodedTrace` stores them.
    struct Applied: Sendable {
        var state: SessionState
        var traceJSON: [UInt8]
    }

    /// Applies `events` all or none. `persist` runs with the lock held, before the new state
    /// becomes visible, so an acknowledged event is always a stored one; it gets the new
    /// summary when the status changed (nil otherwise), to store in the same transaction.
    /// Returns nil, having done nothing, when the host is retired: look the session up again.
    func apply(
        _ events: [Event], expectedVersion: Int?,
        persist: (_ firstIndex: Int, _ events: [Event], _ summary: SessionSummary?) throws(APIError) -> Void
    ) throws(APIError) -> Applied? {
        let outcome = content.write { (content: inout Content) -> Result<Applied?, APIError> in
            do throws(APIError) {
                return .success(try applyLocked(events, expectedVersion: expectedVersion, to: &content, persist: persist))
            } catch {
                return .failure(error)
            }
        }
        return try outcome.get()
    }

    /// `apply`'s work, with the write lock held.
    private func applyLocked(
        _ events: [Event], expectedVersion: Int?, to content: inout Content,
        persist: (_ firstIndex: Int, _ events: [Event], _ summary: SessionSummary?) throws(APIError) -> Void
    ) throws(APIError) -> Applied? {
        if content.retired { return nil }
        if case .crashed(let crash) = content.state.status {
            throw APIError.sessionCrashed(id: id, exception: crash.exception)
        }
        if let expectedVersion, expectedVersion != content.state.version {
            throw APIError.versionMismatch(expected: String(expectedVersion), actual: content.state.version)
        }
        // The batch runs on a copy, so a refused event leaves the session as it was. A refused
        // event changes nothing in the copy either (`Engine.apply` throws before it starts).
        var state = content.state
        var added: [TraceEntry] = []
        var checkpoints: [TraceCheckpoint] = []
        for (index, event) in events.enumerated() {
            do throws(EventRejection) {
                let trace = try Engine.apply(event, to: &state)
                // The first event's entries are taken as they are (one array, no element copies).
                if added.isEmpty { added = trace } else { added += trace }
                if state.version % content.checkpointInterval == 0 {
                    checkpoints.append(TraceCheckpoint(eventCount: state.version, traceCount: content.trace.count + added.count, state: state))
                }
            } catch {
                if case .sessionCrashed = error, case .crashed(let crash) = state.status {
                    throw APIError.invalid(
                        code: "session_crashed_in_batch",
                        message: "events[\(index)]: the session crashed (\(crash.exception)) at an earlier event of this batch, so this one cannot run. Nothing in the batch was applied."
                    )
                }
                throw error.apiError(sessionID: id, index: index, batchSize: events.count)
            }
        }
        let statusChanged = state.status.name != content.state.status.name
        try persist(content.events.count, events, statusChanged ? SessionSummary(metadata: metadata, state: state) : nil)
        content.state = state
        let traceJSON = content.trace.append(added)
        content.events += events
        content.checkpoints += checkpoints
        return Applied(state: state, traceJSON: traceJSON)
    }
}
