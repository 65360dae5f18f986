import RotationEngine
import Testing

// Config/openapi.json: a refused event throws, adds no trace and leaves the state as it was.

/// Sends `event`, expects `rejection`, and checks nothing changed.
func expectRejected(_ driver: inout Driver, _ event: Event, _ rejection: EventRejection, sourceLocation: SourceLocation = #_sourceLocation) {
    let before = driver.state
    let traceBefore = driver.trace
    #expect(driver.rejection(event) == rejection, sourceLocation: sourceLocation)
    #expect(driver.state == before, sourceLocation: sourceLocation)
    #expect(driver.trace == traceBefore, sourceLocation: sourceLocation)
    // Applying to the old state directly throws too: the engine never half-applies.
    #expect(throws: rejection, sourceLocation: sourceLocation) { try Engine.apply(event, to: before) }
}

/// A tap on an element that exists in the app but is not on screen is refused, naming what is on screen.
@Test func tapOnElementNotOnScreen() {
    var driver = Driver("selective-rotation")
    expectRejected(&driver, .tap(element: "lockedLabel"), .elementNotOnScreen(element: "lockedLabel", onScreen: ["homeView", "homeLabel", "showLocked"]))
}

/// A tap on an unknown element is refused.
@Test func tapOnUnknownElement() {
    var driver = Driver("lifecycle-logger")
    expectRejected(&driver, .tap(element: "nope"), .elementNotOnScreen(element: "nope", onScreen: ["loggerView", "boundsLabel", "present", "presentModally", "dismiss"]))
}

/// A tap on a covered controller's element is refused (showB on APortrait while B is on top).
@Test func tapOnCoveredControllersElement() throws {
    var driver = Driver("alternate-landscape")
    try driver.send(.tap(element: "showB"))
    expectRejected(&driver, .tap(element: "showB"), .elementNotOnScreen(element: "showB", onScreen: ["bView", "bShape"]))
}

/// A tap on an element that is on screen but does nothing is refused.
@Test func tapOnElementWithoutAction() {
    var driver = Driver("lifecycle-logger")
    expectRejected(&driver, .tap(element: "boundsLabel"), .elementNotTappable(element: "boundsLabel"))
}

/// The exercise timer's buttons are on screen only in the current child (the removed child's are gone).
@Test func tapReachesOnlyTheCurrentChild() throws {
    var driver = Driver("exercise-timer")
    driver.rotate(.landscapeLeft)
    try driver.send(.tap(element: "start"))
    #expect(driver.steps == ["XTMViewController#2.startTapped:"])
}

/// Back with the bar hidden (seed 000 at launch, and with ALandscape pushed) is refused.
@Test func backWithBarHidden() {
    var driver = Driver("alternate-landscape")
    expectRejected(&driver, .back, .noBackButton(navigationBarHidden: true, depth: 1))
    driver.rotate(.landscapeLeft)
    expectRejected(&driver, .back, .noBackButton(navigationBarHidden: true, depth: 2))
}

/// Back with only the root controller is refused even with the bar shown.
@Test func backWithRootOnly() {
    var driver = Driver("lifecycle-logger")
    expectRejected(&driver, .back, .noBackButton(navigationBarHidden: false, depth: 1))
}

/// Back without a navigation controller is refused.
@Test func backWithoutNavigationController() {
    var driver = Driver("swapper")
    expectRejected(&driver, .back, .noBackButton(navigationBarHidden: false, depth: 0))
}

/// A timer event naming an unknown timer is refused, listing the known ones.
@Test func unknownTimer() {
    var driver = Driver("exercise-timer")
    expectRejected(&driver, .timer(id: "sprint", action: .start), .unknownTimer(id: "sprint", known: ["workout"]))
    var noTimers = Driver("lifecycle-logger")
    expectRejected(&noTimers, .timer(id: "workout", action: .start), .unknownTimer(id: "workout", known: []))
}

/// A negative advance is refused; zero is accepted and changes nothing but the version.
@Test func negativeAdvance() throws {
    var driver = Driver("exercise-timer")
    expectRejected(&driver, .advance(ms: -1), .negativeAdvance(ms: -1))
    try driver.send(.advance(ms: 0))
    #expect(driver.lastTrace.isEmpty)
    #expect(driver.state.timers.nowMs == 0)
    #expect(driver.state.version == 1)
}

/// A refused event does not count: the next accepted event gets the next index.
@Test func rejectedEventsDoNotTakeAnIndex() throws {
    var driver = Driver("lifecycle-logger")
    _ = driver.rejection(.back)
    try driver.send(.tap(element: "present"))
    #expect(driver.lastTrace.allSatisfy { $0.event == 0 })
    #expect(driver.state.version == 1)
}

/// Memory per session stays bounded: a navigation stack stops growing at 64 controllers (the 64th push is refused, nothing changes).
@Test func navigationStackDepthIsCapped() throws {
    var driver = Driver("lifecycle-logger")
    for _ in 1..<SessionState.maximumDepth { try driver.send(.tap(element: "present")) }
    #expect(driver.state.navigationStack?.count == SessionState.maximumDepth)
    #expect(driver.rejection(.tap(element: "present")) == .tooDeep(what: "navigation stack", limit: SessionState.maximumDepth))
    #expect(driver.state.navigationStack?.count == SessionState.maximumDepth)
}

extension SessionState {
    /// The front navigation controller's `viewControllers`, bottom first; nil without one.
    var navigationStack: [InstanceRef]? { frontNavigation.map { instances[$0].children } }
}
