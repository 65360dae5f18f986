import Testing
import TimerModel

/// Starting a finished timer does nothing: it must be reset first.
@Test func startOnFinishedTimerDoesNothing() {
    var model = TimerModel(timers: [IntervalTimer(id: "a", durationMs: 1_000)])
    model.perform(.start, on: "a")
    model.advance(by: 1_000)
    #expect(model.timer("a")?.state == .finished)
    model.perform(.start, on: "a")
    #expect(model.timer("a")?.state == .finished)
    #expect(model.timer("a")?.remainingMs == 0)
    model.perform(.reset, on: "a")
    model.perform(.start, on: "a")
    #expect(model.timer("a")?.state == .running)
}

/// A zero-length timer finishes the moment it starts.
@Test func zeroDurationTimerFinishesOnStart() {
    var model = TimerModel(timers: [IntervalTimer(id: "z", durationMs: 0)])
    model.perform(.start, on: "z")
    #expect(model.timer("z")?.state == .finished)
}

/// Starting a running timer twice changes nothing (a second tap is a no-op).
@Test func startTwiceIsStartOnce() {
    var model = TimerModel(timers: [IntervalTimer(id: "a", durationMs: 10_000)])
    model.perform(.start, on: "a")
    model.advance(by: 400)
    model.perform(.start, on: "a")
    #expect(model.timer("a")?.elapsedMs == 400)
    #expect(model.timer("a")?.state == .running)
}

/// resetAll (seed 003's child-owned timers on rotation) idles every timer but keeps the clock.
@Test func resetAllKeepsTheClock() {
    var model = TimerModel(timers: [IntervalTimer(id: "a", durationMs: 10_000), IntervalTimer(id: "b", durationMs: 10_000)])
    model.perform(.start, on: "a")
    model.perform(.start, on: "b")
    model.advance(by: 2_000)
    model.resetAll()
    #expect(model.timers.allSatisfy { $0.state == .idle && $0.elapsedMs == 0 })
    #expect(model.nowMs == 2_000)
}
