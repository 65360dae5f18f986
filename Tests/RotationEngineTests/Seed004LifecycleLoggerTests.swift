import RotationEngine
import Testing

// Seed 004 (`lifecycle-logger`): the sequences the seed logged for present, rotate, dismiss
// and launch in landscape (docs/semantics.md).

/// Launch on a phone in portrait: load (empty bounds), appear, layout, the automatic willAnimate… (duration 0), viewDidAppear:.
@Test func lifecycleLaunchPhonePortrait() {
    let driver = Driver("lifecycle-logger")
    #expect(driver.steps == [
        "LoggerViewController#1.loadView",
        "LoggerViewController#1.viewDidLoad",
        "LoggerViewController#1.viewWillAppear:",
        "LoggerViewController#1.viewWillLayoutSubviews",
        "LoggerViewController#1.layoutSubviews",
        "LoggerViewController#1.viewDidLayoutSubviews",
        "LoggerViewController#1.willAnimateRotationToInterfaceOrientation:duration:",
        "LoggerViewController#1.viewDidAppear:",
    ])
    #expect(driver.trace.map { $0.bounds?.sizeText } == ["0x0", "0x0"] + Array(repeating: "320x504", count: 6))
    #expect(driver.trace.map(\.boundsCorrect) == [false, false, true, true, true, true, true, true])
    #expect(driver.trace[6].detail == ["orientation": "portrait", "duration": .number(0)])
    #expect(driver.trace[2].detail == ["animated": false])
}

/// Launch on iPad in portrait: no willAnimate… at all (seed 003: iPads do not get one).
@Test func lifecycleLaunchPadPortraitHasNoWillAnimate() {
    let driver = Driver("lifecycle-logger", device: .ipad)
    #expect(driver.steps == [
        "LoggerViewController#1.loadView",
        "LoggerViewController#1.viewDidLoad",
        "LoggerViewController#1.viewWillAppear:",
        "LoggerViewController#1.viewWillLayoutSubviews",
        "LoggerViewController#1.layoutSubviews",
        "LoggerViewController#1.viewDidLayoutSubviews",
        "LoggerViewController#1.viewDidAppear:",
    ])
    #expect(driver.trace[2].bounds == size(768, 960))
}

/// Launch in landscape: viewWillAppear: sees portrait bounds (boundsCorrect false), then willRotate…, layout, willAnimate…, didRotate… before viewDidAppear:.
@Test func lifecycleLaunchInLandscape() {
    let driver = Driver("lifecycle-logger", orientation: .landscapeLeft)
    #expect(driver.steps == [
        "LoggerViewController#1.loadView",
        "LoggerViewController#1.viewDidLoad",
        "LoggerViewController#1.viewWillAppear:",
        "LoggerViewController#1.willRotateToInterfaceOrientation:duration:",
        "LoggerViewController#1.viewWillLayoutSubviews",
        "LoggerViewController#1.layoutSubviews",
        "LoggerViewController#1.viewDidLayoutSubviews",
        "LoggerViewController#1.willAnimateRotationToInterfaceOrientation:duration:",
        "LoggerViewController#1.didRotateFromInterfaceOrientation:",
        "LoggerViewController#1.viewDidAppear:",
    ])
    #expect(driver.trace.map { $0.bounds?.sizeText } == ["0x0", "0x0", "320x504", "320x504"] + Array(repeating: "568x268", count: 6))
    #expect(driver.trace.map(\.boundsCorrect) == [false, false, false, false, true, true, true, true, true, true])
    #expect(driver.trace[3].detail == ["orientation": "landscapeRight", "duration": .number(0)])
    #expect(driver.trace[8].detail == ["fromOrientation": "portrait"])
    #expect(driver.state.interfaceOrientation == .landscapeRight)
    #expect(driver.state.deviceOrientation == .landscapeLeft)
}

/// Launch in landscape on iPad: the same, without willAnimate….
@Test func lifecycleLaunchInLandscapeOnPad() {
    let driver = Driver("lifecycle-logger", device: .ipad, orientation: .landscapeRight)
    #expect(driver.steps == [
        "LoggerViewController#1.loadView",
        "LoggerViewController#1.viewDidLoad",
        "LoggerViewController#1.viewWillAppear:",
        "LoggerViewController#1.willRotateToInterfaceOrientation:duration:",
        "LoggerViewController#1.viewWillLayoutSubviews",
        "LoggerViewController#1.layoutSubviews",
        "LoggerViewController#1.viewDidLayoutSubviews",
        "LoggerViewController#1.didRotateFromInterfaceOrientation:",
        "LoggerViewController#1.viewDidAppear:",
    ])
    #expect(driver.trace[2].bounds == size(768, 960))
    #expect(driver.trace[4].bounds == size(1024, 704))
    #expect(driver.state.interfaceOrientation == .landscapeLeft)
}

/// Launch upside down on iPad (the pad allows it): a half turn at launch.
@Test func lifecycleLaunchUpsideDownOnPad() {
    let driver = Driver("lifecycle-logger", device: .ipad, orientation: .portraitUpsideDown)
    #expect(driver.state.interfaceOrientation == .portraitUpsideDown)
    #expect(driver.trace[3].detail == ["orientation": "portraitUpsideDown", "duration": .number(0)])
    // Same bounds before and after: viewWillAppear: is right this time.
    #expect(driver.trace[2].boundsCorrect == true)
}

/// Launch upside down on a phone (not allowed): the app stays in portrait, no rotation callbacks.
@Test func lifecycleLaunchUpsideDownOnPhoneStaysPortrait() {
    let driver = Driver("lifecycle-logger", orientation: .portraitUpsideDown)
    #expect(driver.state.interfaceOrientation == .portrait)
    #expect(driver.state.deviceOrientation == .portraitUpsideDown)
    #expect(!driver.steps.contains("LoggerViewController#1.willRotateToInterfaceOrientation:duration:"))
}

/// iOS 5 launch: the root is asked shouldAutorotateToInterfaceOrientation: after viewWillAppear:.
@Test func lifecycleLaunchIOS5AsksAfterViewWillAppear() {
    let driver = Driver("lifecycle-logger", os: .iOS5, orientation: .landscapeLeft)
    #expect(Array(driver.steps.prefix(5)) == [
        "LoggerViewController#1.loadView",
        "LoggerViewController#1.viewDidLoad",
        "LoggerViewController#1.viewWillAppear:",
        "LoggerViewController#1.shouldAutorotateToInterfaceOrientation:",
        "LoggerViewController#1.willRotateToInterfaceOrientation:duration:",
    ])
    #expect(driver.trace[3].detail == ["orientation": "landscapeRight", "result": true])
    #expect(driver.steps.filter { $0.hasSuffix("shouldAutorotateToInterfaceOrientation:") }.count == 1)
}

/// Present (push): N loads, O will disappear, N appears and lays out, O did disappear, N did appear.
@Test func lifecyclePresentSequence() throws {
    var driver = Driver("lifecycle-logger")
    try driver.send(.tap(element: "present"))
    #expect(driver.steps == [
        "LoggerViewController#1.presentTapped:",
        "UINavigationController#1.pushViewController:animated:",
        "LoggerViewController#2.loadView",
        "LoggerViewController#2.viewDidLoad",
        "LoggerViewController#1.viewWillDisappear:",
        "LoggerViewController#2.viewWillAppear:",
        "LoggerViewController#2.viewWillLayoutSubviews",
        "LoggerViewController#2.layoutSubviews",
        "LoggerViewController#2.viewDidLayoutSubviews",
        "LoggerViewController#1.viewDidDisappear:",
        "LoggerViewController#2.viewDidAppear:",
    ])
    let trace = driver.lastTrace
    #expect(trace[0].detail == ["element": "present"])
    #expect(trace[1].bounds == size(320, 548))
    #expect(trace[2].bounds == .zero)
    #expect(trace[2].boundsCorrect == false)
    #expect(trace[5].bounds == size(320, 504))
    #expect(trace[5].boundsCorrect == true)
    #expect(trace[5].detail == ["animated": true])
    #expect(driver.stack == ["LoggerViewController#1", "LoggerViewController#2"])
    #expect(driver.state.backButtonTitle == "Logger")
}

/// iOS 5 present: shouldAutorotateToInterfaceOrientation: comes right after viewWillAppear:.
@Test func lifecyclePresentSequenceIOS5() throws {
    var driver = Driver("lifecycle-logger", os: .iOS5)
    try driver.send(.tap(element: "present"))
    #expect(Array(driver.steps[4...7]) == [
        "LoggerViewController#1.viewWillDisappear:",
        "LoggerViewController#2.viewWillAppear:",
        "LoggerViewController#2.shouldAutorotateToInterfaceOrientation:",
        "LoggerViewController#2.viewWillLayoutSubviews",
    ])
    #expect(driver.lastTrace[6].detail == ["orientation": "portrait", "result": true])
}

/// Rotate on iOS 6: willRotate… (old bounds), layout (new), willAnimate… (new), didRotate….
@Test func lifecycleRotateSequence() {
    var driver = Driver("lifecycle-logger")
    driver.rotate(.landscapeLeft)
    #expect(driver.steps == [
        "LoggerViewController#1.willRotateToInterfaceOrientation:duration:",
        "LoggerViewController#1.viewWillLayoutSubviews",
        "LoggerViewController#1.layoutSubviews",
        "LoggerViewController#1.viewDidLayoutSubviews",
        "LoggerViewController#1.willAnimateRotationToInterfaceOrientation:duration:",
        "LoggerViewController#1.didRotateFromInterfaceOrientation:",
    ])
    #expect(driver.lastTrace.map { $0.bounds?.sizeText } == ["320x504", "568x268", "568x268", "568x268", "568x268", "568x268"])
    #expect(driver.lastTrace.map(\.boundsCorrect) == [false, true, true, true, true, true])
    #expect(driver.lastTrace.allSatisfy { $0.event == 0 })
}

/// Rotate on iOS 5: as seed 004 logged it, shouldAutorotateToInterfaceOrientation: after willAnimate… and before didRotate….
@Test func lifecycleRotateSequenceIOS5() {
    var driver = Driver("lifecycle-logger", os: .iOS5)
    driver.rotate(.landscapeLeft)
    #expect(driver.steps == [
        "LoggerViewController#1.willRotateToInterfaceOrientation:duration:",
        "LoggerViewController#1.viewWillLayoutSubviews",
        "LoggerViewController#1.layoutSubviews",
        "LoggerViewController#1.viewDidLayoutSubviews",
        "LoggerViewController#1.willAnimateRotationToInterfaceOrientation:duration:",
        "LoggerViewController#1.shouldAutorotateToInterfaceOrientation:",
        "LoggerViewController#1.didRotateFromInterfaceOrientation:",
    ])
    #expect(driver.lastTrace[5].detail == ["orientation": "landscapeRight", "result": true])
}

/// Only the visible controller rotates: the covered one gets nothing.
@Test func lifecycleRotateOnlyVisible() throws {
    var driver = Driver("lifecycle-logger")
    try driver.send(.tap(element: "present"))
    driver.rotate(.landscapeLeft)
    #expect(driver.steps.allSatisfy { $0.hasPrefix("LoggerViewController#2.") })
    #expect(driver.instance("LoggerViewController#1")?.bounds == size(320, 504))
}

/// Reveal after pop: the revealed controller's viewWillAppear: has the correct (rotated) bounds and it gets no rotation callbacks for the rotation it missed.
@Test func lifecycleRevealAfterPop() throws {
    var driver = Driver("lifecycle-logger")
    try driver.send(.tap(element: "present"))
    driver.rotate(.landscapeLeft)
    try driver.send(.back)
    #expect(driver.steps == [
        "UINavigationController#1.popViewControllerAnimated:",
        "LoggerViewController#2.viewWillDisappear:",
        "LoggerViewController#1.viewWillAppear:",
        "LoggerViewController#1.viewWillLayoutSubviews",
        "LoggerViewController#1.layoutSubviews",
        "LoggerViewController#1.viewDidLayoutSubviews",
        "LoggerViewController#2.viewDidDisappear:",
        "LoggerViewController#1.viewDidAppear:",
    ])
    #expect(driver.lastTrace[0].detail == ["viewController": "LoggerViewController#2", "animated": true])
    #expect(driver.lastTrace[2].bounds == size(568, 268))
    #expect(driver.lastTrace[2].boundsCorrect == true)
    #expect(driver.stack == ["LoggerViewController#1"])
    #expect(driver.state.interfaceOrientation == .landscapeRight)
    #expect(!driver.state.hasBackButton)
}

/// Several pushes number instances in order and back pops one at a time.
@Test func lifecyclePushNumbering() throws {
    var driver = Driver("lifecycle-logger")
    try driver.send(.tap(element: "present"))
    try driver.send(.tap(element: "present"))
    #expect(driver.lastTrace[0].step == "LoggerViewController#2.presentTapped:")
    #expect(driver.stack == ["LoggerViewController#1", "LoggerViewController#2", "LoggerViewController#3"])
    try driver.send(.back)
    try driver.send(.tap(element: "present"))
    #expect(driver.stack == ["LoggerViewController#1", "LoggerViewController#2", "LoggerViewController#4"])
}

/// seq counts from 1 across the session; event is the index of the causing event (nil for the launch).
@Test func lifecycleSeqAndEventNumbers() throws {
    var driver = Driver("lifecycle-logger")
    try driver.send(.tap(element: "present"))
    try driver.send(.advance(ms: 5))
    driver.rotate(.landscapeLeft)
    #expect(driver.trace.map(\.seq) == Array(1...driver.trace.count))
    #expect(driver.trace.filter { $0.event == nil }.count == 8)
    #expect(driver.trace.filter { $0.event == 0 }.count == 11)
    #expect(driver.trace.filter { $0.event == 1 }.isEmpty)
    #expect(driver.trace.filter { $0.event == 2 }.count == 6)
    #expect(driver.state.lastSeq == driver.trace.count)
    #expect(driver.state.version == 3)
}

/// Turning to the device orientation the device already has is not a change: nothing happens.
@Test func lifecycleSameOrientationIsNoChange() {
    var driver = Driver("lifecycle-logger")
    driver.rotate(.portrait)
    #expect(driver.lastTrace.isEmpty)
    #expect(driver.state.version == 1)
}
