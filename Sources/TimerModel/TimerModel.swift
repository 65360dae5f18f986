/// What a `timer` event or a timer button asks of a timer.
public enum TimerAction: String, Sendable, Equatable, CaseIterable {
    case start, pause, reset
}

/// A session's virtual clock and its named timers (docs/semantics.md).
///
/// The clock starts at 0 and moves only with ``advance(by:)``, so every run is reproducible.
public struct TimerModel: Sendable, Equatable {
    public private(set) var nowMs: Int = 0
    public private(set) var timers: [IntervalTimer]

    public init(timers: [IntervalTimer] = []) {
        self.timers = timers
    }

    public func timer(_ id: String) -> IntervalTimer? {
        timers.first { $0.id == id }
    }

    public var timerIDs: [String] { timers.map(\.id) }

    /// Applies `action` to the timer `id`; returns false when there is no such timer.
    @discardableResult
    public mutating func perform(_ action: TimerAction, on id: String) -> Bool {
        guard let index = timers.firstIndex(where: { $0.id == id }) else { return false }
        switch action {
        case .start: timers[index].start()
        case .pause: timers[index].pause()
        case .reset: timers[index].reset()
        }
        return true
    }

    /// Moves the clock forward by `ms` (negative values are ignored: time never runs back).
    public mutating func advance(by ms: Int) {
        guard ms > 0 else { return }
        // Saturates instead of trapping: the clock is driven by clients, and a server must
        // not stop because one of them advanced it 9.2e18 ms in total.
        let (sum, overflow) = nowMs.addingReportingOverflow(ms)
        nowMs = overflow ? Int.max : sum
        for index in timers.indices { timers[index].advance(by: ms) }
    }

    /// Every timer back to idle: what seed 003's first version did on each rotation, because
    /// its timers lived in the child controller that rotation replaced.
    public mutating func resetAll() {
        for index in timers.indices { timers[index].reset() }
    }
}
