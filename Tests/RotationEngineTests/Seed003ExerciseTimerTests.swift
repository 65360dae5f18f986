import RotationEngine
import Testing

// Seed 003 (`exercise-timer`): an orientation master that, in willAnimateRotation…, replaces
// its child with a new XTMViewController loaded from the xib xibNameForDeviceAndRotation:
// picks; timers live in the timer model (docs/semantics.md).

/// The master's child reload, as it appears inside willAnimate… for child `old` → `new`.
func childReloadSteps(old: Int?, new: Int) -> [String] {
    var steps: [String] = []
    if let old {
        steps += childRemovalSteps(old)
    }
    return steps + [
        "XTMOrientationMasterViewController#1.xibNameForDeviceAndRotation:",
        "XTMViewController#\(new).loadView",
        "XTMViewController#\(new).viewDidLoad",
        "XTMOrientationMasterViewController#1.addChildViewController:",
        "XTMViewController#\(new).willMoveToParentViewController:",
        "XTMViewController#\(new).didMoveToParentViewController:",
        "XTMOrientationMasterViewController#1.addSubview:",
        "XTMViewController#\(new).viewWillAppear:",
        "XTMViewController#\(new).viewWillLayoutSubviews",
        "XTMViewController#\(new).layoutSubviews",
        "XTMViewController#\(new).viewDidLayoutSubviews",
        "XTMViewController#\(new).viewDidAppear:",
    ]
}

/// The old child's removal: its view leaves the window (appearance forwarding: it disappears
/// right there), the seed's explicit willMove… nil, and removeFromParentViewController's own
/// didMove… nil (docs/semantics.md, "Containment").
func childRemovalSteps(_ old: Int) -> [String] {
    [
        "XTMViewController#\(old).removeFromSuperview",
        "XTMViewController#\(old).viewWillDisappear:",
        "XTMViewController#\(old).viewDidDisappear:",
        "XTMViewController#\(old).willMoveToParentViewController:",
        "XTMViewController#\(old).removeFromParentViewController",
        "XTMViewController#\(old).didMoveToParentViewController:",
    ]
}

/// The xib lookup entry of the last event.
func xibLookup(_ driver: Driver) -> TraceDetail? {
    driver.lastTrace.first("XTMOrientationMasterViewController#1.xibNameForDeviceAndRotation:")?.detail
}

/// On a phone the launch's automatic willAnimate… (duration 0) loads XTMViewController#1 from XTMViewController_iPhone, before the master's viewDidAppear:.
@Test func exerciseTimerPhoneLaunch() {
    let driver = Driver("exercise-timer")
    #expect(driver.steps == [
        "XTMOrientationMasterViewController#1.loadView",
        "XTMOrientationMasterViewController#1.viewDidLoad",
        "XTMOrientationMasterViewController#1.viewWillAppear:",
        "XTMOrientationMasterViewController#1.viewWillLayoutSubviews",
        "XTMOrientationMasterViewController#1.layoutSubviews",
        "XTMOrientationMasterViewController#1.viewDidLayoutSubviews",
        "XTMOrientationMasterViewController#1.willAnimateRotationToInterfaceOrientation:duration:",
    ] + childReloadSteps(old: nil, new: 1) + [
        "XTMOrientationMasterViewController#1.viewDidAppear:",
    ])
    #expect(driver.trace[6].detail == ["orientation": "portrait", "duration": .number(0)])
    #expect(driver.trace[7].detail == [
        "orientation": "portrait", "xib": "XTMViewController_iPhone",
        "tried": .strings(["XTMViewController", "XTMViewController_iPhone"]),
    ])
    #expect(driver.stack == ["XTMOrientationMasterViewController#1", "XTMViewController#1"])
    #expect(driver.instance("XTMViewController#1")?.xib == "XTMViewController_iPhone")
    // The child's bounds are the master's (docs/semantics.md).
    #expect(driver.instance("XTMViewController#1")?.bounds == size(320, 548))
    #expect(driver.instance("XTMOrientationMasterViewController#1")?.bounds == size(320, 548))
}

/// On iPad there is no willAnimate… at launch; the master calls it itself from viewDidAppear: (detail calledFrom).
@Test func exerciseTimerPadLaunchCallsWillAnimateFromViewDidAppear() {
    let driver = Driver("exercise-timer", device: .ipad)
    #expect(driver.steps == [
        "XTMOrientationMasterViewController#1.loadView",
        "XTMOrientationMasterViewController#1.viewDidLoad",
        "XTMOrientationMasterViewController#1.viewWillAppear:",
        "XTMOrientationMasterViewController#1.viewWillLayoutSubviews",
        "XTMOrientationMasterViewController#1.layoutSubviews",
        "XTMOrientationMasterViewController#1.viewDidLayoutSubviews",
        "XTMOrientationMasterViewController#1.viewDidAppear:",
        "XTMOrientationMasterViewController#1.willAnimateRotationToInterfaceOrientation:duration:",
    ] + childReloadSteps(old: nil, new: 1))
    #expect(driver.trace[7].detail == ["orientation": "portrait", "duration": .number(0), "calledFrom": "viewDidAppear:"])
    #expect(driver.trace[8].detail == [
        "orientation": "portrait", "xib": "XTMViewController_iPad",
        "tried": .strings(["XTMViewController", "XTMViewController_iPad"]),
    ])
    #expect(driver.instance("XTMViewController#1")?.bounds == size(768, 1004))
}

/// iPad launched in landscape: the launch rotation has no willAnimate…; the master's own call from viewDidAppear: picks the landscape xib.
@Test func exerciseTimerPadLaunchInLandscape() {
    let driver = Driver("exercise-timer", device: .ipad, orientation: .landscapeLeft)
    #expect(driver.steps == [
        "XTMOrientationMasterViewController#1.loadView",
        "XTMOrientationMasterViewController#1.viewDidLoad",
        "XTMOrientationMasterViewController#1.viewWillAppear:",
        "XTMOrientationMasterViewController#1.willRotateToInterfaceOrientation:duration:",
        "XTMOrientationMasterViewController#1.viewWillLayoutSubviews",
        "XTMOrientationMasterViewController#1.layoutSubviews",
        "XTMOrientationMasterViewController#1.viewDidLayoutSubviews",
        "XTMOrientationMasterViewController#1.didRotateFromInterfaceOrientation:",
        "XTMOrientationMasterViewController#1.viewDidAppear:",
        "XTMOrientationMasterViewController#1.willAnimateRotationToInterfaceOrientation:duration:",
    ] + childReloadSteps(old: nil, new: 1))
    #expect(driver.trace[2].bounds == size(768, 1004))
    #expect(driver.trace[2].boundsCorrect == false)
    #expect(driver.trace[9].detail == ["orientation": "landscapeRight", "duration": .number(0), "calledFrom": "viewDidAppear:"])
    #expect(driver.trace[10].detail?["xib"] == "XTMViewController_iPad-Landscape")
    #expect(driver.instance("XTMViewController#1")?.bounds == size(1024, 748))
}

/// Without the seed's viewDidAppear: workaround an iPad launch ends with no child at all.
@Test func exerciseTimerPadLaunchWithoutWorkaroundHasNoChild() {
    var definition = app("exercise-timer")
    definition.controllers["XTMOrientationMasterViewController"]?.behaviour = .orientationMaster(OrientationMaster(childClass: "XTMViewController", callsWillAnimateOnPadLaunch: false))
    let driver = Driver(app: definition, device: .ipad)
    #expect(driver.stack == ["XTMOrientationMasterViewController#1"])
    #expect(!driver.steps.contains { $0.contains("willAnimate") })
}

/// iPhone xib names per orientation: generic name tried first, then the device name; -Landscape in landscape.
@Test(arguments: [
    (DeviceOrientation.landscapeLeft, "landscapeRight", "XTMViewController_iPhone-Landscape", ["XTMViewController-Landscape", "XTMViewController_iPhone-Landscape"]),
    (DeviceOrientation.landscapeRight, "landscapeLeft", "XTMViewController_iPhone-Landscape", ["XTMViewController-Landscape", "XTMViewController_iPhone-Landscape"]),
])
func exerciseTimerPhoneXibNames(device: DeviceOrientation, interface: String, xib: String, tried: [String]) {
    var driver = Driver("exercise-timer")
    driver.rotate(device)
    #expect(xibLookup(driver) == ["orientation": .string(interface), "xib": .string(xib), "tried": .strings(tried)])
    #expect(driver.instance("XTMViewController#2")?.xib == xib)
    #expect(driver.instance("XTMViewController#2")?.bounds == size(568, 300))
    driver.rotate(.portrait)
    #expect(xibLookup(driver) == [
        "orientation": "portrait", "xib": "XTMViewController_iPhone",
        "tried": .strings(["XTMViewController", "XTMViewController_iPhone"]),
    ])
}

/// On a phone upside down is refused (Info.plist all but upside down): no reload, no trace entries.
@Test func exerciseTimerPhoneRefusesUpsideDown() {
    var driver = Driver("exercise-timer")
    driver.rotate(.portraitUpsideDown)
    #expect(driver.lastTrace.isEmpty)
    #expect(driver.stack == ["XTMOrientationMasterViewController#1", "XTMViewController#1"])
}

/// iPad xib names in all four orientations (the pad's Info.plist allows upside down).
@Test(arguments: [
    (DeviceOrientation.landscapeLeft, "landscapeRight", "XTMViewController_iPad-Landscape", ["XTMViewController-Landscape", "XTMViewController_iPad-Landscape"]),
    (DeviceOrientation.landscapeRight, "landscapeLeft", "XTMViewController_iPad-Landscape", ["XTMViewController-Landscape", "XTMViewController_iPad-Landscape"]),
    (DeviceOrientation.portraitUpsideDown, "portraitUpsideDown", "XTMViewController_iPad", ["XTMViewController", "XTMViewController_iPad"]),
])
func exerciseTimerPadXibNames(device: DeviceOrientation, interface: String, xib: String, tried: [String]) {
    var driver = Driver("exercise-timer", device: .ipad)
    driver.rotate(device)
    #expect(xibLookup(driver) == ["orientation": .string(interface), "xib": .string(xib), "tried": .strings(tried)])
    #expect(driver.stack == ["XTMOrientationMasterViewController#1", "XTMViewController#2"])
}

/// A generic xib, when the app ships one, wins over the device-named one.
@Test func exerciseTimerGenericXibWins() {
    var definition = app("exercise-timer")
    definition.xibs["XTMViewController-Landscape"] = definition.xibs["XTMViewController_iPhone-Landscape"]
    var driver = Driver(app: definition)
    driver.rotate(.landscapeLeft)
    #expect(xibLookup(driver) == [
        "orientation": "landscapeRight", "xib": "XTMViewController-Landscape",
        "tried": .strings(["XTMViewController-Landscape"]),
    ])
}

/// Every rotation replaces the child, landscapeLeft↔landscapeRight included; only the master gets didRotate….
@Test func exerciseTimerNewChildPerRotation() {
    var driver = Driver("exercise-timer")
    driver.rotate(.landscapeLeft)
    #expect(driver.steps == [
        "XTMOrientationMasterViewController#1.willRotateToInterfaceOrientation:duration:",
        "XTMViewController#1.willRotateToInterfaceOrientation:duration:",
        "XTMOrientationMasterViewController#1.viewWillLayoutSubviews",
        "XTMOrientationMasterViewController#1.layoutSubviews",
        "XTMOrientationMasterViewController#1.viewDidLayoutSubviews",
        "XTMViewController#1.viewWillLayoutSubviews",
        "XTMViewController#1.layoutSubviews",
        "XTMViewController#1.viewDidLayoutSubviews",
        "XTMOrientationMasterViewController#1.willAnimateRotationToInterfaceOrientation:duration:",
    ] + childReloadSteps(old: 1, new: 2) + [
        "XTMOrientationMasterViewController#1.didRotateFromInterfaceOrientation:",
    ])
    #expect(driver.lastTrace[1].bounds == size(320, 548))
    #expect(driver.lastTrace[1].boundsCorrect == false)
    #expect(driver.lastTrace.first("XTMViewController#1.willMoveToParentViewController:")?.detail == ["parent": .null])
    #expect(driver.lastTrace.first("XTMOrientationMasterViewController#1.addChildViewController:")?.detail == ["childController": "XTMViewController#2"])
    #expect(driver.lastTrace.first("XTMViewController#2.didMoveToParentViewController:")?.detail == ["parent": "XTMOrientationMasterViewController#1"])
    #expect(driver.lastTrace.first("XTMViewController#2.viewWillAppear:")?.bounds == size(568, 300))
    #expect(driver.stack == ["XTMOrientationMasterViewController#1", "XTMViewController#2"])
    // The removed child is released (as ARC would); its id lives on in the trace.
    #expect(driver.instance("XTMViewController#1") == nil)

    driver.rotate(.landscapeRight)
    #expect(driver.lastTrace[0].detail == ["orientation": "landscapeLeft", "duration": .number(0.6)])
    #expect(driver.stack == ["XTMOrientationMasterViewController#1", "XTMViewController#3"])
    #expect(driver.lastTrace.steps.filter { $0.hasSuffix("removeFromParentViewController") } == ["XTMViewController#2.removeFromParentViewController"])
}

/// Element positions follow the seed: green below magenta in portrait; above magenta and left of orange in landscape.
@Test(arguments: ["iPhone", "iPad"])
func exerciseTimerBoxArrangement(device: String) throws {
    let xibs = app("exercise-timer").xibs
    func frame(_ xib: String, _ id: String) throws -> Rect {
        try #require(xibs[xib]?.allViews().first { $0.id == id }).frame
    }
    let portrait = "XTMViewController_\(device)"
    let landscape = "XTMViewController_\(device)-Landscape"
    #expect(try frame(portrait, "green").y >= frame(portrait, "magenta").y + frame(portrait, "magenta").height)
    #expect(try frame(landscape, "green").y + frame(landscape, "green").height <= frame(landscape, "magenta").y)
    #expect(try frame(landscape, "green").x + frame(landscape, "green").width <= frame(landscape, "orange").x)
}

/// Timers survive rotation: start, advance 5 s, rotate, advance 3 s → 8 s elapsed, still running.
@Test func exerciseTimerTimersSurviveRotation() throws {
    var driver = Driver("exercise-timer")
    try driver.send(.tap(element: "start"))
    try driver.send(.advance(ms: 5_000))
    driver.rotate(.landscapeLeft)
    #expect(driver.visible == "XTMOrientationMasterViewController#1")
    #expect(driver.stack.last == "XTMViewController#2")
    try driver.send(.advance(ms: 3_000))
    #expect(driver.timer("workout")! == ("running", 8_000, 1_792_000))
    #expect(driver.state.timers.nowMs == 8_000)
}

/// `timerOwner: child` reproduces the seed's first version: every rotation resets the timers.
@Test func exerciseTimerChildOwnedTimersResetOnRotation() throws {
    var driver = Driver("exercise-timer", options: SessionOptions(timerOwner: .child))
    try driver.send(.tap(element: "start"))
    try driver.send(.advance(ms: 5_000))
    #expect(driver.timer("workout")! == ("running", 5_000, 1_795_000))
    driver.rotate(.landscapeLeft)
    #expect(driver.timer("workout")! == ("idle", 0, 1_800_000))
    try driver.send(.advance(ms: 3_000))
    #expect(driver.timer("workout")! == ("idle", 0, 1_800_000))
    // The clock itself is the session's: it keeps going.
    #expect(driver.state.timers.nowMs == 8_000)
}

/// start, pause and reset taps go from the child through the master to the timer model.
@Test func exerciseTimerTapsActOnTheTimer() throws {
    var driver = Driver("exercise-timer")
    try driver.send(.tap(element: "start"))
    #expect(driver.steps == ["XTMViewController#1.startTapped:"])
    #expect(driver.lastTrace[0].detail == [
        "element": "start", "timer": "workout", "action": "start", "via": "XTMOrientationMasterViewController#1",
    ])
    try driver.send(.advance(ms: 1_000))
    try driver.send(.tap(element: "pause"))
    #expect(driver.steps == ["XTMViewController#1.pauseTapped:"])
    try driver.send(.advance(ms: 1_000))
    #expect(driver.timer("workout")! == ("paused", 1_000, 1_799_000))
    try driver.send(.tap(element: "start"))
    try driver.send(.advance(ms: 500))
    #expect(driver.timer("workout")! == ("running", 1_500, 1_798_500))
    try driver.send(.tap(element: "reset"))
    #expect(driver.lastTrace[0].detail?["action"] == "reset")
    #expect(driver.timer("workout")! == ("idle", 0, 1_800_000))
}

/// A timer runs to its end and finishes; advance and timer events add no trace entries.
@Test func exerciseTimerFinishes() throws {
    var driver = Driver("exercise-timer")
    try driver.send(.timer(id: "workout", action: .start))
    #expect(driver.lastTrace.isEmpty)
    try driver.send(.advance(ms: 2_000_000))
    #expect(driver.lastTrace.isEmpty)
    #expect(driver.timer("workout")! == ("finished", 1_800_000, 0))
}

/// A missing landscape xib is the seed's NSAssert: the session crashes with "Missing xib" after removing the old child.
@Test func exerciseTimerMissingXibCrashes() {
    var definition = app("exercise-timer")
    definition.xibs["XTMViewController_iPhone-Landscape"] = nil
    var driver = Driver(app: definition)
    #expect(driver.state.status == .running)
    driver.rotate(.landscapeLeft)
    #expect(driver.state.status.crash == Crash(exception: "NSInternalInconsistencyException", reason: "Missing xib"))
    #expect(Array(driver.steps.suffix(7)) == childRemovalSteps(1) + [
        "XTMOrientationMasterViewController#1.xibNameForDeviceAndRotation:",
    ])
    #expect(driver.lastTrace.last?.detail == [
        "orientation": "landscapeRight", "xib": .null,
        "tried": .strings(["XTMViewController-Landscape", "XTMViewController_iPhone-Landscape"]),
        "exception": "NSInternalInconsistencyException", "reason": "Missing xib",
    ])
    // No didRotate…: the exception unwound the rotation.
    #expect(!driver.steps.contains { $0.hasSuffix("didRotateFromInterfaceOrientation:") })
    #expect(driver.state.version == 1)
    #expect(driver.rejection(.tap(element: "start")) == .sessionCrashed)
}

/// A missing portrait iPad xib crashes the session at launch (from the master's viewDidAppear: call).
@Test func exerciseTimerMissingXibCrashesAtPadLaunch() {
    var definition = app("exercise-timer")
    definition.xibs["XTMViewController_iPad"] = nil
    let driver = Driver(app: definition, device: .ipad)
    #expect(driver.state.status.crash?.reason == "Missing xib")
    #expect(driver.steps.last == "XTMOrientationMasterViewController#1.xibNameForDeviceAndRotation:")
}
