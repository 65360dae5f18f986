/// The session engine: `state + event -> (state, [TraceEntry], [RotationDecision])`.
///
/// Pure and deterministic: no clock, no I/O; the same configuration and events give the
/// same states, traces and decisions. A rejected event changes nothing (the caller keeps its
/// state).
public enum Engine {
    /// The result of launching a session or applying one event.
    public struct Transition: Sendable {
        public var state: SessionState
        public var trace: [TraceEntry]
        /// The rotation decisions it made, in order (docs/semantics.md); empty when none.
        public var decisions: [RotationDecision] = []
    }

    /// What one event added, for a caller that keeps the state in place: its trace entries
    /// and its rotation decisions.
    public struct Output: Sendable {
        /// The entries, empty when the run kept none (`run(_:on:keepsTrace:)`).
        public var trace: [TraceEntry]
        public var decisions: [RotationDecision]
        /// How many entries the event made, kept or not.
        public var traceCount: Int
    }

    /// Launches the app: it starts in portrait and is rotated to the starting device
    /// orientation (docs/semantics.md, launch).
    public static func launch(_ configuration: SessionConfiguration) -> Transition {
        var run = Run(state: SessionState(configuration: configuration), event: nil)
        do {
            try run.launch()
        } catch {
            // The session crashed; `run.state.status` says why and the trace keeps what ran.
        }
        return (consume run).finish()
    }

    /// Applies one event. Throws when the event is refused; the state is then unchanged.
    public static func apply(_ event: Event, to state: SessionState) throws(EventRejection) -> Transition {
        var next = state
        let output = try run(event, on: &next)
        return Transition(state: next, trace: output.trace, decisions: output.decisions)
    }

    /// Applies one event in place and returns its trace entries. Throws when the event is
    /// refused, before anything changes. In place, a state nobody else holds is updated
    /// without copying its storage (the server's hot path).
    public static func apply(_ event: Event, to state: inout SessionState) throws(EventRejection) -> [TraceEntry] {
        try run(event, on: &state).trace
    }

    /// Applies one event in place and returns its trace entries and rotation decisions (the
    /// decisions also update `state.lastDecision`). Throws when the event is refused, before
    /// anything changes. With `keepsTrace` false the entries are counted (`traceCount`, the
    /// state's `lastSeq`) but not made: a replay of events whose entries nobody holds any more
    /// (BENCHMARKS.md, "Replaying a long session"); state and decisions are the same.
    public static func run(_ event: Event, on state: inout SessionState, keepsTrace: Bool = true) throws(EventRejection) -> Output {
        guard case .running = state.status else { throw .sessionCrashed }
        let tapped = try state.validate(event)
        let index = state.version
        let firstSeq = state.lastSeq
        var run = Run(state: consume state, event: index, keepsTrace: keepsTrace)
        do {
            try run.handle(event, tapped: tapped)
        } catch {
            // Crashed while handling the event: it still counts, the session is now crashed.
        }
        run.state.version += 1
        // Taken apart rather than read from a `Transition`: each part is moved, not copied.
        let (next, trace, decisions) = (consume run).finishedParts()
        state = next
        return Output(trace: trace, decisions: decisions, traceCount: state.lastSeq - firstSeq)
    }
}

/// Raised inside a run when the simulated app crashes; unwinds the rest of the event.
struct AppCrashed: Error {}

/// One launch or event being worked out: the state as it changes and the entries so far.
struct Run {
    var state: SessionState
    let event: Int?
    var entries: [TraceEntry] = []
    /// Whether a controller left the hierarchy (then unreachable ones are dropped at the end).
    var detachedAny = false
    /// The rotation decisions made so far (docs/semantics.md); most events make none or one.
    var decisions: [RotationDecision] = []
    /// Whether entries are made, or only counted (`Engine.run(_:on:keepsTrace:)`).
    let keepsTrace: Bool
    /// Entries emitted so far, kept or not (the runaway budget counts them).
    var emitted = 0

    init(state: SessionState, event: Int?, keepsTrace: Bool = true) {
        self.state = state
        self.event = event
        self.keepsTrace = keepsTrace
        guard keepsTrace else { return }
        // Room for the entries of most events at once: with 24, a quarter of exercise-timer's
        // events grew the array (~1k instructions each); 40 takes 2–5 % off the apps that
        // reload or push, and costs lifecycle-logger ~2 % (BENCHMARKS.md, "Engine").
        entries.reserveCapacity(40)
    }

    /// `detail`, made only when the run keeps its entries: an argument to `emit`, evaluated
    /// before `emit` begins, so that a replay that keeps no trace builds no detail (a detail
    /// naming controllers is an allocation and its release; BENCHMARKS.md, "Replaying a long
    /// session"). Hot callers wrap their literal in it.
    func kept(_ detail: @autoclosure () -> TraceDetail) -> TraceDetail? {
        keepsTrace ? detail() : nil
    }

    /// Appends a trace entry with the instance's bounds as they are now.
    mutating func emit(_ ref: InstanceRef?, _ callback: String, _ detail: consuming TraceDetail? = nil) {
        state.lastSeq += 1
        emitted += 1
        guard keepsTrace else { return }
        entries.append(TraceEntry(
            seq: state.lastSeq, event: event, controller: ref.map { state.instances[$0].id }, callback: callback,
            bounds: ref.map { state.instances[$0].bounds }, boundsCorrect: nil, detail: detail
        ))
    }

    /// Records a rotation decision: numbered in the session and tagged with the event. The
    /// state keeps the run's decisions once it finishes (its `lastDecision`).
    mutating func record(_ decision: consuming RotationDecision) {
        state.decisionCount += 1
        decision.seq = state.decisionCount
        decision.event = event
        decisions.append(consume decision)
    }

    /// Marks the session crashed with a last entry naming the exception, and unwinds.
    mutating func crash(_ crash: Crash, at ref: InstanceRef?, callback: String, detail: TraceDetail = [:]) throws -> Never {
        var fields = detail.fields
        fields.append(TraceField(key: "exception", value: .string(crash.exception)))
        fields.append(TraceField(key: "reason", value: .string(crash.reason)))
        emit(ref, callback, TraceDetail(fields))
        state.status = .crashed(crash)
        throw AppCrashed()
    }

    /// The most trace entries one event may produce. An app definition can describe a loop
    /// (a controller that pushes itself on every appearance, say); the engine must never spin
    /// or overflow its stack on client input, so a run past this budget crashes the session.
    static let entryBudget = 5_000

    /// Checked where the engine can recurse (push, pop, child reload, seed 000's swap).
    mutating func checkBudget(at ref: InstanceRef?) throws {
        guard emitted > Self.entryBudget else { return }
        try crash(.runaway, at: ref, callback: "swivelStepLimit", detail: ["entries": .number(Double(emitted))])
    }

    /// Fills `boundsCorrect`: does each entry's bounds equal its view's bounds now that the
    /// event has settled? Consumes the run, so the entries and the state are updated in place
    /// and moved into the transition rather than copied (each copy retains every entry's
    /// strings and every field of the state).
    consuming func finish() -> Engine.Transition {
        let (state, trace, decisions) = finishedParts()
        return Engine.Transition(state: state, trace: trace, decisions: decisions)
    }

    /// `finish()`'s state, trace entries and decisions, each moved out on its own.
    consuming func finishedParts() -> (SessionState, [TraceEntry], [RotationDecision]) {
        // Each entry's instance by its id object (no instance is dropped before this): a
        // parallel array of refs cost an allocation an event and its growth.
        let instances = state.instances
        entries.withUnsafeMutableBufferPointer { entries in
            for index in entries.indices {
                guard let bounds = entries[index].bounds, let id = entries[index].controller,
                      let settled = instances.bounds(ofInstanceIdentifiedBy: id) else { continue }
                entries[index].boundsCorrect = bounds == settled
            }
        }
        if detachedAny { state.dropUnreachableInstances() }
        if !decisions.isEmpty { state.recentDecisions = decisions }
        // Each part is swapped out for an empty one: returned as fields of the consumed run,
        // the state and the trace were copied (a retain per field) and the run then destroyed
        // (a release per field), about 1,100 instructions an event (BENCHMARKS.md, "Today's iOS").
        var finished = SessionState(emptySharing: state.context)
        swap(&finished, &state)
        var trace: [TraceEntry] = []
        swap(&trace, &entries)
        var made: [RotationDecision] = []
        swap(&made, &decisions)
        return (finished, trace, made)
    }

    // MARK: Instances

    mutating func instantiate(_ className: String, parent: InstanceRef?) -> InstanceRef {
        let classIndex = state.classes.index(of: className)
        let number = state.instanceCounts.next(className, classIndex: classIndex)
        var instance = ControllerInstance(id: ControllerID(className: className, number: number), classIndex: classIndex)
        instance.parent = parent
        return state.instances.append(instance)
    }

    func definition(_ ref: InstanceRef) -> ControllerDefinition {
        state.definition(of: ref)
    }

    /// Takes a controller out of the hierarchy, with its children (a popped orientation
    /// master takes its child along).
    mutating func detach(_ ref: InstanceRef) {
        if let parent = state.instances[ref].parent {
            state.instances[parent].children.removeAll { $0 == ref }
        }
        state.instances[ref].parent = nil
        markDetached(ref)
        detachedAny = true
    }

    private mutating func markDetached(_ ref: InstanceRef) {
        state.instances[ref].isAttached = false
        for child in state.instances[ref].children { markDetached(child) }
    }

    /// Gives the view the bounds it has on screen now.
    mutating func settle(_ ref: InstanceRef) {
        settle(ref, to: state.settledBounds(of: ref))
    }

    /// `settle` with the settled bounds already worked out (a size transition works them out
    /// in the new orientation before the interface turns).
    mutating func settle(_ ref: InstanceRef, to bounds: Rect) {
        state.instances[ref].bounds = bounds
        if state.classes.embedsChildren { settleEmbeddedNavigations(of: ref) }
    }

    /// A navigation controller embedded in one of `ref`'s container views takes the container's
    /// size with it (its own calls are not traced; its entries show its bounds). Kept out of
    /// `settle`, which every callback runs: inline, its loop copied the whole state (BENCHMARKS.md, "Engine").
    @inline(never)
    private mutating func settleEmbeddedNavigations(of ref: InstanceRef) {
        let children = state.instances[ref].children
        for child in children where state.isEmbeddedNavigation(child) {
            let bounds = state.settledBounds(of: child)
            state.instances[child].bounds = bounds
        }
    }
}

