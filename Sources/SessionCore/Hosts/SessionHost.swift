import RotationEngine
import Synchronization

/// What a session's snapshot echoes from its creation request.
public struct SessionMetadata: Sendable {
    public var appName: String
    public var deviceName: String
    public var osName: String
    /// The normalized options object, already encoded.
    public var optionsJSON: [UInt8]
    /// What the session was created from, for `GET …/export` (README, Testing your app in CI).
    public var origin: SessionOrigin
}

/// One session: its state, its recent trace and its event log, behind its own lock so that
/// events on one session are serialised while different sessions never wait on each other.
///
/// Events go through in two steps (docs/architecture.md, "The event path"): `stage` applies
/// them on top of the latest accepted state, under the lock, and the caller hands them to the
/// store in that same step (so the store sees one session's events in order); `publish`, once
/// they are committed, makes them what readers see. Readers only ever see committed state;
/// events staged meanwhile chain on the staged state, so a client need not wait for one
/// commit before sending the next event. A failed commit is `abandon`ed: the staged state is
/// dropped (the store refuses whatever was staged on top of it: its indices no longer follow).
public final class SessionHost: Sendable {
    public struct Content: Sendable {
        /// The committed state: what every read sees.
        public var state: SessionState
        /// The trace: recent entries encoded, older ones replayed from checkpoints and events.
        public var trace: SessionTrace
        /// Every committed event, in order (`GET …/events`, and replays of older trace entries)
        /// — only when `keepsEvents`: a session with a store reads them back from it instead,
        /// so its memory does not grow with its log (BENCHMARKS.md).
        public var events: [Event]
        /// Whether `events` holds the log (sessions without a store, replays).
        public var keepsEvents = true
        /// How many events are committed (the next event's index): the committed state's
        /// version, which counts every event applied (Config/openapi.json).
        public var eventCount: Int { state.version }
        /// The most events this session may keep (`SessionHost.maximumEvents`; tests lower it).
        var eventLimit = SessionHost.maximumEvents
        /// Set when the host is evicted or its session deleted: it then refuses events, so an
        /// event can never be accepted by a copy that a newer loaded copy would not see.
        var retired = false
        /// The latest accepted state while events are staged and not yet committed; nil when
        /// everything accepted is committed.
        var staged: SessionState?
        /// Events staged in the current epoch and not yet committed (they follow `events`).
        var stagedEvents = 0
        /// Stagings handed to the store and not yet published or abandoned.
        var inFlight = 0
        /// Bumped when a failed commit drops the staged state: stagings of an older epoch were
        /// built on it and will fail in the store too.
        var epoch = 0
    }
    /// The most events one session may keep (its log, in memory and in the store).
    public static let maximumEvents = 2_000_000

    public let id: String
    public let metadata: SessionMetadata
    /// Creation order, for stable listings.
    let ordinal: Int
    private let content: ReadWriteLock<Content>
    /// Requests between looking the host up and staging their events on it: eviction leaves a
    /// pinned host loaded, so such a request cannot be sent to reload the session again and
    /// again while other sessions' loads evict each copy it finds.
    private let pins = Atomic<Int>(0)

    init(id: String, metadata: SessionMetadata, ordinal: Int, content: Content) {
        self.id = id
        self.metadata = metadata
        self.ordinal = ordinal
        self.content = ReadWriteLock(content)
    }

    /// A consistent copy of the session (cheap: the arrays are copy-on-write).
    public func read() -> Content {
        content.read { copy $0 }
    }

    public func read<T>(_ body: (borrowing Content) -> T) -> T {
        content.read { body($0) }
    }

    /// The summary `GET /v1/sessions` lists.
    public var summary: SessionSummary {
        content.read { SessionSummary(metadata: metadata, state: $0.state) }
    }

    /// Keeps the host loaded for a request about to stage on it (`pins`); taken under the
    /// registry entry's lock, which eviction holds to write (`SessionEntry.host(pinned:load:)`).
    func pin() { pins.add(1, ordering: .acquiringAndReleasing) }

    func unpin() { pins.subtract(1, ordering: .acquiringAndReleasing) }

    /// Marks the host retired (see `Content.retired`), waiting for an event being staged to
    /// finish; returns the final summary. Unless `force`d, a host with events still being
    /// committed, or pinned by a request about to stage, is not retired (nil): a copy loaded
    /// from the store now would miss them, or the request would go round loading it again.
    func retire(force: Bool = false) -> SessionSummary? {
        content.write { content in
            if (content.inFlight > 0 || pins.load(ordering: .acquiring) > 0) && !force { return nil }
            content.retired = true
            return SessionSummary(metadata: metadata, state: content.state)
        }
    }

    /// Up to `limit` trace entries from index `start` (entry `i` has seq `i + 1`), encoded and
    /// joined by commas, with the range of indices they are. Recent entries are copied from
    /// memory; older ones are replayed, outside the lock, from the kept events or — for a host
    /// that does not keep them — from `storedEvents`, which reads committed events back.
    /// With `stream` `.decisions`, the same for the session's rotation decisions (docs/semantics.md).
    public func tracePage(
        from start: Int, limit: Int, stream: TraceRegeneration.Stream = .trace,
        storedEvents: ((Range<Int>) throws(SwivelError) -> [Event])? = nil
    ) throws(SwivelError) -> (json: [UInt8], range: Range<Int>) {
        let held = content.read { content -> HeldPage in
            let count = stream == .trace ? content.trace.count : content.trace.decisionCount
            let lower = min(start, count)
            let range = lower..<(lower + min(limit, count - lower))
            let source = stream == .trace ? content.trace.source(of: range) : content.trace.decisionSource(of: range)
            switch source {
            case .held(let json):
                return HeldPage(range: range, json: json)
            case .replay(let checkpoint):
                return HeldPage(range: range, json: nil, configuration: content.state.configuration, checkpoint: checkpoint,
                                events: content.keepsEvents ? content.events : nil, eventCount: content.eventCount)
            }
        }
        if let json = held.json { return (json, held.range) }
        guard let configuration = held.configuration else { return ([], held.range) }
        let source: (Range<Int>) throws(SwivelError) -> [Event]
        if let kept = held.events {
            source = { range in Array(kept[range]) }
        } else if let storedEvents {
            source = storedEvents
        } else {
            return ([], held.range)
        }
        let json = try TraceRegeneration.json(of: held.range, stream: stream, configuration: configuration, from: held.checkpoint,
                                              eventCount: held.eventCount, events: source)
        return (json, held.range)
    }

    /// What `tracePage` reads under the lock.
    private struct HeldPage {
        var range: Range<Int>
        var json: [UInt8]?
        var configuration: SessionConfiguration?
        var checkpoint: TraceCheckpoint?
        public var events: [Event]?
        public var eventCount = 0
    }

    /// The committed events when the host keeps them, else how many there are (read them from
    /// the store): what `GET …/events` answers.
    func committedEvents() -> (kept: [Event]?, count: Int) {
        content.read { ($0.keepsEvents ? $0.events : nil, $0.eventCount) }
    }

    /// Events applied on top of the latest accepted state, not yet visible: what the store is
    /// given, and what `publish` makes visible once it is committed.
    ///
    /// A class, as `Applied` is: it goes from the staging request's thread to the store's
    /// completion and on to the answer, and each step copied a struct's every reference (the
    /// state's, the events', the entries') where it now retains one object (BENCHMARKS.md,
    /// "The event path's copies").
    final class Staged: Sendable {
        /// The session's index of the first event (the events already accepted before it).
        let firstIndex: Int
        let events: [Event]
        let state: SessionState
        /// The trace entries the events added, and the rotation decisions they made, encoded
        /// here — on the staging request's thread, not on the store's writer thread that
        /// publishes them.
        let added: EncodedTraceEntries
        let checkpoints: [TraceCheckpoint]
        /// The new summary when the status changed (stored in the same transaction), else nil.
        let summary: SessionSummary?
        let epoch: Int

        init(firstIndex: Int, events: [Event], state: consuming SessionState, added: EncodedTraceEntries,
             checkpoints: [TraceCheckpoint], summary: SessionSummary?, epoch: Int) {
            self.firstIndex = firstIndex
            self.events = events
            self.state = state
            self.added = added
            self.checkpoints = checkpoints
            self.summary = summary
            self.epoch = epoch
        }
    }

    /// What `publish` gives back: the new state and the trace entries the events added and
    /// the decisions they made (docs/semantics.md), already encoded (joined by commas) as `EncodedTrace`
    /// stores them. A class: the completion hands it through a `Result`, a closure and a
    /// binding, each of which copied a struct's every reference.
    public final class Applied: Sendable {
        /// The session that applied them (one reference: its id and metadata are read from it).
        public let host: SessionHost
        public var id: String { host.id }
        public var metadata: SessionMetadata { host.metadata }
        /// What was committed: the state and entries are read from it, not copied out of it.
        private let staged: Staged
        /// The state after the events; its `version` is the session's new version. Lent, not
        /// copied: a copy retains each of the state's references.
        public var state: SessionState { _read { yield staged.state } }
        public var added: EncodedTraceEntries { _read { yield staged.added } }
        /// The entries' JSON (joined by commas).
        public var traceJSON: [UInt8] { added.traceJSON }
        /// The decisions' JSON (joined by commas).
        public var decisionsJSON: [UInt8] { added.decisionsJSON }
        /// The session as it is now, its layout resolved (resolving costs: ask only if shown).
        public var snapshot: SessionSnapshot { SessionSnapshot(id: id, metadata: metadata, state: state) }

        init(host: SessionHost, staged: Staged) {
            self.host = host
            self.staged = staged
        }
    }

    /// Applies `events`, all or none, on top of the latest accepted state and calls `handOff`
    /// with them while the lock is still held (the store then receives one session's events in
    /// the order they were accepted). Returns nil, having done nothing, when the host is
    /// retired: look the session up again. A refusal (crashed session, `If-Match`, a refused
    /// event) throws and stages nothing; so does a throwing `handOff`.
    func stage(
        _ events: [Event], expectedVersion: Int?, handOff: (Staged) throws(SwivelError) -> Void
    ) throws(SwivelError) -> Staged? {
        let outcome = content.write { (content: inout Content) -> Result<Staged?, SwivelError> in
            do throws(SwivelError) {
                guard let staged = try stageLocked(events, expectedVersion: expectedVersion, in: content) else { return .success(nil) }
                try handOff(staged)
                content.staged = staged.state
                content.stagedEvents += events.count
                content.inFlight += 1
                return .success(staged)
            } catch {
                return .failure(error)
            }
        }
        return try outcome.get()
    }

    /// `stage`'s work, with the write lock held; changes nothing.
    private func stageLocked(_ events: [Event], expectedVersion: Int?, in content: borrowing Content, encodesTrace: Bool = true) throws(SwivelError) -> Staged? {
        if content.retired { return nil }
        // The batch runs on a copy of the latest accepted state, so a refused event leaves the
        // session as it was. A refused event changes nothing in the copy either (`Engine.run`
        // throws before it starts). One copy: what is checked of the base is read from it first.
        var state = content.staged ?? content.state
        if case .crashed(let crash) = state.status {
            throw SwivelError.sessionCrashed(id: id, exception: crash.exception)
        }
        if let expectedVersion, expectedVersion != state.version {
            throw SwivelError.versionMismatch(expected: String(expectedVersion), actual: state.version)
        }
        // Memory and storage per session stay bounded: ~50 bytes a logged event.
        if state.version + events.count > content.eventLimit {
            throw SwivelError.sessionFull(id: id, limit: content.eventLimit)
        }
        let baseStatus = state.status.name
        var added: [TraceEntry] = []
        var decided: [RotationDecision] = []
        var checkpoints: [TraceCheckpoint] = []
        var notHeld = (entries: 0, decisions: 0)
        for (index, event) in events.enumerated() {
            do throws(EventRejection) {
                let output = try Engine.run(event, on: &state, keepsTrace: encodesTrace)
                if !encodesTrace {
                    notHeld.entries += output.traceCount
                    notHeld.decisions += output.decisions.count
                } else {
                    // The first event's entries are taken as they are (one array, no element copies).
                    if added.isEmpty { added = output.trace } else { added += output.trace }
                    if !output.decisions.isEmpty {
                        if decided.isEmpty { decided = output.decisions } else { decided += output.decisions }
                    }
                }
                if content.trace.keepsCheckpoint(atVersion: state.version) {
                    // Entry i has seq i + 1, so the trace holds `lastSeq` entries here.
                    checkpoints.append(TraceCheckpoint(eventCount: state.version, traceCount: state.lastSeq, state: state))
                }
            } catch {
                throw error.apiError(sessionID: id, index: index, batchSize: events.count, crash: state.status.crash)
            }
        }
        let summary = state.status.name != baseStatus ? SessionSummary(metadata: metadata, state: state) : nil
        return Staged(
            firstIndex: content.eventCount + content.stagedEvents, events: events, state: consume state,
            added: encodesTrace ? EncodedTraceEntries(added, decisions: decided) : .notHeld(entries: notHeld.entries, decisions: notHeld.decisions),
            checkpoints: checkpoints, summary: summary, epoch: content.epoch
        )
    }

    /// The staged events are committed: readers see them from now on.
    func publish(_ staged: Staged) -> Applied {
        content.write { content in
            let applied = publish(staged, in: &content)
            finish(staged, in: &content)
            return applied
        }
    }

    private func publish(_ staged: Staged, in content: inout Content) -> Applied {
        content.state = staged.state
        content.trace.append(staged.added, checkpoints: staged.checkpoints)
        if content.keepsEvents { content.events += staged.events }
        return Applied(host: self, staged: staged)
    }

    /// The staged events could not be committed: nothing they changed stays. Whatever was
    /// staged on top of them fails in the store too (its indices no longer follow).
    func abandon(_ staged: Staged) {
        content.write { content in
            if staged.epoch == content.epoch {
                content.staged = nil
                content.stagedEvents = 0
                content.epoch += 1
            }
            finish(staged, in: &content)
        }
    }

    private func finish(_ staged: Staged, in content: inout Content) {
        content.inFlight -= 1
        if staged.epoch == content.epoch && content.staged != nil { content.stagedEvents -= staged.events.count }
        if content.inFlight == 0 {
            content.staged = nil
            content.stagedEvents = 0
        }
    }

    /// Stages and publishes in one step under the lock, storing nothing: sessions kept in
    /// memory only (`--durability memory`) and replays (restore, offline replay). A host with
    /// a store takes `stage` and `publish` instead (the server uses one form per store).
    public func applyUnstored(_ events: [Event], expectedVersion: Int? = nil, encodesTrace: Bool = true) throws(SwivelError) -> Applied? {
        let outcome = content.write { (content: inout Content) -> Result<Applied?, SwivelError> in
            do throws(SwivelError) {
                guard let staged = try stageLocked(events, expectedVersion: expectedVersion, in: content, encodesTrace: encodesTrace) else { return .success(nil) }
                return .success(publish(staged, in: &content))
            } catch {
                return .failure(error)
            }
        }
        return try outcome.get()
    }
}
