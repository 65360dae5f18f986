/// One named interval timer of a session (docs/semantics.md): a duration, a state and the time it has run.
///
/// Seed 003 learned that timers must live in a model, not in the view controller that shows
/// them; this type is that model. It knows nothing about views or clocks: time only moves
/// when ``TimerModel/advance(by:)`` is called.
public struct IntervalTimer: Sendable, Equatable {
    public enum State: String, Sendable, Equatable, CaseIterable {
        case idle, running, paused, finished
    }

    public let id: String
    public let durationMs: Int
    public private(set) var state: State = .idle
    public private(set) var elapsedMs: Int = 0

    public var remainingMs: Int { durationMs - elapsedMs }

    public init(id: String, durationMs: Int) {
        self.id = id
        self.durationMs = max(0, durationMs)
    }

    /// `start` runs an idle or paused timer; a running or finished one is left as it is
    /// (a real button tapped twice does nothing the second time).
    mutating func start() {
        switch state {
        case .idle, .paused: state = durationMs == 0 ? .finished : .running
        case .running, .finished: break
        }
    }

    /// `pause` stops a running timer and keeps its elapsed time; otherwise nothing.
    mutating func pause() {
        switch state {
        case .running: state = .paused
        case .idle, .paused, .finished: break
        }
    }

    /// `reset` brings any timer back to idle with nothing elapsed.
    mutating func reset() {
        state = .idle
        elapsedMs = 0
    }

    /// A running timer accumulates time and finishes when its duration is used up.
    mutating func advance(by ms: Int) {
        guard state == .running else { return }
        elapsedMs = ms >= durationMs - elapsedMs ? durationMs : elapsedMs + ms
        if elapsedMs == durationMs { state = .finished }
    }
}
