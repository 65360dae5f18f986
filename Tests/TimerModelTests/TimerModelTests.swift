import Testing
import TimerModel

/// A new timer is idle with its whole duration remaining.
@Test func newTimerIsIdle() {
    let model = TimerModel(timers: [IntervalTimer(id: "workout", durationMs: 1_800_000)])
    #expect(model.timer("workout") == IntervalTimer(id: "workout", durationMs: 1_800_000))
    #expect(model.timer("workout")?.state == .idle)
    #expect(model.timer("workout")?.remainingMs == 1_800_000)
    #expect(model.nowMs == 0)
}

/// Only running timers accumulate time as the clock advances.
@Test func advanceMovesOnlyRunningTimers() {
    var model = TimerModel(timers: [IntervalTimer(id: "a", durationMs: 10_000), IntervalTimer(id: "b", durationMs: 10_000)])
    model.perform(.start, on: "a")
    model.advance(by: 1_500)
    #expect(model.nowMs == 1_500)
    #expect(model.timer("a")?.elapsedMs == 1_500)
    #expect(model.timer("a")?.state == .running)
    #expect(model.timer("b")?.elapsedMs == 0)
}

/// Pause keeps the elapsed time; start resumes from it.
@Test func pauseThenResume() {
    var model = TimerModel(timers: [IntervalTimer(id: "a", durationMs: 10_000)])
    model.perform(.start, on: "a")
    model.advance(by: 1_000)
    model.perform(.pause, on: "a")
    model.advance(by: 5_000)
    #expect(model.timer("a")?.state == .paused)
    #expect(model.timer("a")?.elapsedMs == 1_000)
    model.perform(.start, on: "a")
    model.advance(by: 500)
    #expect(model.timer("a")?.elapsedMs == 1_500)
}

/// A timer finishes when its duration is used up and never overruns.
@Test func timerFinishes() {
    var model = TimerModel(timers: [IntervalTimer(id: "a", durationMs: 1_000)])
    model.perform(.start, on: "a")
    model.advance(by: 5_000)
    #expect(model.timer("a")?.state == .finished)
    #expect(model.timer("a")?.elapsedMs == 1_000)
    #expect(model.timer("a")?.remainingMs == 0)
}

/// Reset brings a timer back to idle with nothing elapsed; pausing an idle timer does nothing.
@Test func resetAndNoOps() {
    var model = TimerModel(timers: [IntervalTimer(id: "a", durationMs: 1_000)])
    model.perform(.pause, on: "a")
    #expect(model.timer("a")?.state == .idle)
    model.perform(.start, on: "a")
    model.advance(by: 300)
    model.perform(.reset, on: "a")
    #expect(model.timer("a") == IntervalTimer(id: "a", durationMs: 1_000))
}

/// Unknown timers are reported, not created.
@Test func unknownTimer() {
    var model = TimerModel(timers: [])
    #expect(model.perform(.start, on: "nope") == false)
    #expect(model.timers.isEmpty)
}

/// The clock never runs back.
@Test func negativeAdvanceIgnored() {
    var model = TimerModel()
    model.advance(by: -10)
    #expect(model.nowMs == 0)
}

/// The clock saturates at Int.max instead of trapping, and a timer never overruns however far it is advanced.
@Test func clockSaturates() {
    var model = TimerModel(timers: [IntervalTimer(id: "a", durationMs: 1_000)])
    model.perform(.start, on: "a")
    model.advance(by: Int.max - 5)
    model.advance(by: Int.max)
    #expect(model.nowMs == Int.max)
    #expect(model.timer("a")?.elapsedMs == 1_000)
    #expect(model.timer("a")?.state == .finished)
}
