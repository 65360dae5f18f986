import RotationEngine
import Testing

// Seed 000 (`alternate-landscape`): a navigation controller with its bar hidden; A's portrait
// controller pushes a new landscape controller on a landscape device orientation and pops
// it on a portrait one; B un-hides the bar and redraws on rotation (docs/semantics.md).

/// Launching in portrait shows APortrait#1 alone, bar hidden, and the launch notification swaps nothing.
@Test func alternateLandscapeLaunchInPortrait() {
    let driver = Driver("alternate-landscape")
    #expect(driver.steps == [
        "APortraitViewController#1.loadView",
        "APortraitViewController#1.viewDidLoad",
        "APortraitViewController#1.viewWillAppear:",
        "APortraitViewController#1.viewWillLayoutSubviews",
        "APortraitViewController#1.layoutSubviews",
        "APortraitViewController#1.viewDidLayoutSubviews",
        "APortraitViewController#1.willAnimateRotationToInterfaceOrientation:duration:",
        "APortraitViewController#1.viewDidAppear:",
        "APortraitViewController#1.orientationChanged:",
        "APortraitViewController#1.swapControllersIfNeeded",
    ])
    #expect(driver.trace.map(\.seq) == Array(1...10))
    #expect(driver.trace.allSatisfy { $0.event == nil })
    #expect(driver.trace.first("APortraitViewController#1.swapControllersIfNeeded")?.detail?["action"] == "none")
    #expect(driver.stack == ["APortraitViewController#1"])
    #expect(driver.state.navigationBarHidden == true)
    #expect(!driver.state.hasBackButton)
    // Bar hidden: A's view has the root view's bounds.
    #expect(driver.instance("APortraitViewController#1")?.bounds == size(320, 548))
}

/// Step 1→2: turning the device left rotates A, then the notification pushes ALandscape#1 without animation.
@Test func alternateLandscapeRotateToLandscapePushesLandscapeController() {
    var driver = Driver("alternate-landscape")
    driver.rotate(.landscapeLeft)
    #expect(driver.steps == [
        "APortraitViewController#1.willRotateToInterfaceOrientation:duration:",
        "APortraitViewController#1.viewWillLayoutSubviews",
        "APortraitViewController#1.layoutSubviews",
        "APortraitViewController#1.viewDidLayoutSubviews",
        "APortraitViewController#1.willAnimateRotationToInterfaceOrientation:duration:",
        "APortraitViewController#1.orientationChanged:",
        "APortraitViewController#1.swapControllersIfNeeded",
        "UINavigationController#1.pushViewController:animated:",
        "ALandscapeViewController#1.loadView",
        "ALandscapeViewController#1.viewDidLoad",
        "APortraitViewController#1.viewWillDisappear:",
        "ALandscapeViewController#1.viewWillAppear:",
        "ALandscapeViewController#1.viewWillLayoutSubviews",
        "ALandscapeViewController#1.layoutSubviews",
        "ALandscapeViewController#1.viewDidLayoutSubviews",
        "APortraitViewController#1.viewDidDisappear:",
        "ALandscapeViewController#1.viewDidAppear:",
        "APortraitViewController#1.navigationController:didShowViewController:animated:",
        "APortraitViewController#1.swapControllersIfNeeded",
        "APortraitViewController#1.didRotateFromInterfaceOrientation:",
    ])
    let trace = driver.lastTrace
    #expect(trace.allSatisfy { $0.event == 0 })
    let willRotate = trace[0]
    #expect(willRotate.bounds == size(320, 548))
    #expect(willRotate.boundsCorrect == false)
    #expect(willRotate.detail == ["orientation": "landscapeRight", "duration": .number(0.3)])
    #expect(trace[1].bounds == size(568, 300))
    #expect(trace[1].boundsCorrect == true)
    #expect(trace[4].detail == ["orientation": "landscapeRight", "duration": .number(0.3)])
    #expect(trace[5].detail == ["deviceOrientation": "landscapeLeft"])
    #expect(trace[6].detail?["action"] == "push")
    #expect(trace[7].detail == ["viewController": "ALandscapeViewController#1", "animated": false])
    #expect(trace[8].bounds == .zero)
    #expect(trace[11].bounds == size(568, 300))
    #expect(trace[11].boundsCorrect == true)
    #expect(trace[17].detail == ["viewController": "ALandscapeViewController#1", "animated": false])
    #expect(trace[18].detail?["action"] == "none")
    #expect(trace[19].detail == ["fromOrientation": "portrait"])
    #expect(driver.stack == ["APortraitViewController#1", "ALandscapeViewController#1"])
    #expect(driver.visible == "ALandscapeViewController#1")
    #expect(driver.state.deviceOrientation == .landscapeLeft)
    #expect(driver.state.interfaceOrientation == .landscapeRight)
    #expect(driver.state.navigationBarHidden == true)
    #expect(!driver.state.hasBackButton)
}

/// Steps 1-2-3-4: landscape, show B, rotate to portrait in B, back: B pops, the didShow pops ALandscape, APortrait shows with the bar still shown.
@Test func alternateLandscapePath1234() throws {
    var driver = Driver("alternate-landscape")
    driver.rotate(.landscapeLeft)

    // 2 → 3: tap showB on the landscape A.
    try driver.send(.tap(element: "showB"))
    #expect(driver.steps == [
        "ALandscapeViewController#1.showBTapped:",
        "UINavigationController#1.pushViewController:animated:",
        "BViewController#1.loadView",
        "BViewController#1.viewDidLoad",
        "ALandscapeViewController#1.viewWillDisappear:",
        "BViewController#1.viewWillAppear:",
        "UINavigationController#1.setNavigationBarHidden:animated:",
        "BViewController#1.viewWillLayoutSubviews",
        "BViewController#1.layoutSubviews",
        "BViewController#1.viewDidLayoutSubviews",
        "BViewController#1.drawRect:",
        "ALandscapeViewController#1.viewDidDisappear:",
        "BViewController#1.viewDidAppear:",
        "APortraitViewController#1.navigationController:didShowViewController:animated:",
        "APortraitViewController#1.swapControllersIfNeeded",
    ])
    #expect(driver.lastTrace[1].detail == ["viewController": "BViewController#1", "animated": true])
    // viewWillAppear: still sees the bar-less bounds; the bar appears in it.
    #expect(driver.lastTrace[5].bounds == size(568, 300))
    #expect(driver.lastTrace[5].boundsCorrect == false)
    #expect(driver.lastTrace[6].detail == ["hidden": false, "animated": true, "changed": true])
    #expect(driver.lastTrace[7].bounds == size(568, 268))
    #expect(driver.stack == ["APortraitViewController#1", "ALandscapeViewController#1", "BViewController#1"])
    #expect(driver.state.navigationBarHidden == false)
    #expect(driver.state.backButtonTitle == "A")

    // 3: rotate to portrait while B shows: only B rotates; A's observer finds B visible and does nothing.
    driver.rotate(.portrait)
    #expect(driver.steps == [
        "BViewController#1.willRotateToInterfaceOrientation:duration:",
        "BViewController#1.viewWillLayoutSubviews",
        "BViewController#1.layoutSubviews",
        "BViewController#1.viewDidLayoutSubviews",
        "BViewController#1.willAnimateRotationToInterfaceOrientation:duration:",
        "BViewController#1.drawRect:",
        "APortraitViewController#1.orientationChanged:",
        "APortraitViewController#1.swapControllersIfNeeded",
        "BViewController#1.didRotateFromInterfaceOrientation:",
    ])
    #expect(driver.lastTrace[0].bounds == size(568, 268))
    #expect(driver.lastTrace[0].boundsCorrect == false)
    #expect(driver.lastTrace[1].bounds == size(320, 504))
    #expect(driver.lastTrace[7].detail?["action"] == "none")
    #expect(driver.stack == ["APortraitViewController#1", "ALandscapeViewController#1", "BViewController#1"])
    #expect(driver.state.interfaceOrientation == .portrait)

    // 4: back: B pops revealing ALandscape (correct portrait bounds), whose didShow pops it too.
    try driver.send(.back)
    #expect(driver.steps == [
        "UINavigationController#1.popViewControllerAnimated:",
        "BViewController#1.viewWillDisappear:",
        "ALandscapeViewController#1.viewWillAppear:",
        "ALandscapeViewController#1.viewWillLayoutSubviews",
        "ALandscapeViewController#1.layoutSubviews",
        "ALandscapeViewController#1.viewDidLayoutSubviews",
        "BViewController#1.viewDidDisappear:",
        "ALandscapeViewController#1.viewDidAppear:",
        "APortraitViewController#1.navigationController:didShowViewController:animated:",
        "APortraitViewController#1.swapControllersIfNeeded",
        "UINavigationController#1.popViewControllerAnimated:",
        "ALandscapeViewController#1.viewWillDisappear:",
        "APortraitViewController#1.viewWillAppear:",
        "APortraitViewController#1.viewWillLayoutSubviews",
        "APortraitViewController#1.layoutSubviews",
        "APortraitViewController#1.viewDidLayoutSubviews",
        "ALandscapeViewController#1.viewDidDisappear:",
        "APortraitViewController#1.viewDidAppear:",
        "APortraitViewController#1.navigationController:didShowViewController:animated:",
        "APortraitViewController#1.swapControllersIfNeeded",
    ])
    let back = driver.lastTrace
    #expect(back[0].detail == ["viewController": "BViewController#1", "animated": true])
    #expect(back[2].bounds == size(320, 504))
    #expect(back[2].boundsCorrect == true)
    #expect(back[9].detail?["action"] == "pop")
    #expect(back[10].detail == ["viewController": "ALandscapeViewController#1", "animated": false])
    // The revealed APortrait sees its correct bounds: portrait, under the bar B left shown.
    #expect(back[12].bounds == size(320, 504))
    #expect(back[12].boundsCorrect == true)
    #expect(back[19].detail?["action"] == "none")
    #expect(driver.stack == ["APortraitViewController#1"])
    #expect(driver.visible == "APortraitViewController#1")
    #expect(driver.state.navigationBarHidden == false)
    #expect(driver.state.interfaceOrientation == .portrait)
    #expect(driver.state.version == 4)
}

/// The bar flaw: nothing re-hides the bar after B, so the next landscape A shows a back button to "A".
@Test func alternateLandscapeBarStaysShownAfterB() throws {
    var driver = Driver("alternate-landscape")
    try driver.send(.tap(element: "showB"))
    try driver.send(.back)
    #expect(driver.state.navigationBarHidden == false)
    #expect(driver.instance("APortraitViewController#1")?.bounds == size(320, 504))
    driver.rotate(.landscapeLeft)
    #expect(driver.visible == "ALandscapeViewController#1")
    #expect(driver.state.navigationBarHidden == false)
    #expect(driver.state.hasBackButton)
    #expect(driver.state.backButtonTitle == "A")
    #expect(driver.instance("ALandscapeViewController#1")?.bounds == size(568, 268))
    #expect(!driver.lastTrace.steps.contains { $0.hasSuffix("setNavigationBarHidden:animated:") })
}

/// Face up changes the device orientation and reaches the observer, but nothing rotates or moves.
@Test func alternateLandscapeFaceUpRunsObserversOnly() {
    var driver = Driver("alternate-landscape")
    driver.rotate(.faceUp)
    #expect(driver.steps == [
        "APortraitViewController#1.orientationChanged:",
        "APortraitViewController#1.swapControllersIfNeeded",
    ])
    #expect(driver.lastTrace[0].detail == ["deviceOrientation": "faceUp"])
    #expect(driver.lastTrace[1].detail == ["deviceOrientation": "faceUp", "action": "none"])
    #expect(driver.state.deviceOrientation == .faceUp)
    #expect(driver.state.interfaceOrientation == .portrait)
    #expect(driver.stack == ["APortraitViewController#1"])
}

/// Face down from landscape keeps ALandscape: face down is neither portrait nor landscape.
@Test func alternateLandscapeFaceDownFromLandscapeKeepsLandscapeController() {
    var driver = Driver("alternate-landscape")
    driver.rotate(.landscapeLeft)
    driver.rotate(.faceDown)
    #expect(driver.steps == [
        "APortraitViewController#1.orientationChanged:",
        "APortraitViewController#1.swapControllersIfNeeded",
    ])
    #expect(driver.visible == "ALandscapeViewController#1")
    #expect(driver.state.interfaceOrientation == .landscapeRight)
}

/// Upside down from landscape: iOS 6's plain navigation controller refuses it, yet the seed's code pops ALandscape, so APortrait shows in landscape.
@Test func alternateLandscapeUpsideDownPopsLandscapeButInterfaceStaysLandscape() {
    var driver = Driver("alternate-landscape")
    driver.rotate(.landscapeLeft)
    driver.rotate(.portraitUpsideDown)
    #expect(driver.steps == [
        "APortraitViewController#1.orientationChanged:",
        "APortraitViewController#1.swapControllersIfNeeded",
        "UINavigationController#1.popViewControllerAnimated:",
        "ALandscapeViewController#1.viewWillDisappear:",
        "APortraitViewController#1.viewWillAppear:",
        "APortraitViewController#1.viewWillLayoutSubviews",
        "APortraitViewController#1.layoutSubviews",
        "APortraitViewController#1.viewDidLayoutSubviews",
        "ALandscapeViewController#1.viewDidDisappear:",
        "APortraitViewController#1.viewDidAppear:",
        "APortraitViewController#1.navigationController:didShowViewController:animated:",
        "APortraitViewController#1.swapControllersIfNeeded",
    ])
    #expect(driver.lastTrace[1].detail == ["deviceOrientation": "portraitUpsideDown", "action": "pop"])
    #expect(driver.state.deviceOrientation == .portraitUpsideDown)
    #expect(driver.state.interfaceOrientation == .landscapeRight)
    #expect(driver.stack == ["APortraitViewController#1"])
    #expect(driver.instance("APortraitViewController#1")?.bounds == size(568, 300))
    #expect(driver.onScreen.contains("aPortraitLabel"))
}

/// Every push creates a new ALandscapeViewController (#1, #2, …); the property points at the last one.
@Test func alternateLandscapeNewLandscapeInstancePerPush() {
    var driver = Driver("alternate-landscape")
    driver.rotate(.landscapeLeft)
    #expect(driver.visible == "ALandscapeViewController#1")
    driver.rotate(.portrait)
    #expect(driver.stack == ["APortraitViewController#1"])
    driver.rotate(.landscapeRight)
    #expect(driver.visible == "ALandscapeViewController#2")
    #expect(driver.lastTrace.first("UINavigationController#1.pushViewController:animated:")?.detail?["viewController"] == "ALandscapeViewController#2")
    driver.rotate(.portrait)
    driver.rotate(.landscapeLeft)
    #expect(driver.stack == ["APortraitViewController#1", "ALandscapeViewController#3"])
    let portrait = driver.state.instances.firstIndex { $0.id.description == "APortraitViewController#1" }
    let landscape = driver.state.instances[portrait!].landscapeController.map { driver.state.instances[$0].id.description }
    #expect(landscape == "ALandscapeViewController#3")
    // Popped instances nothing points at are released (as ARC would); their ids live on in the trace.
    #expect(driver.instance("ALandscapeViewController#1") == nil)
    #expect(driver.instance("ALandscapeViewController#2") == nil)
    #expect(driver.trace.contains { $0.controller?.description == "ALandscapeViewController#1" })
}

/// Turning back to portrait with ALandscape visible rotates it, pops it during the notification, and only still-attached controllers get didRotate.
@Test func alternateLandscapeRotateBackToPortraitPopsLandscape() {
    var driver = Driver("alternate-landscape")
    driver.rotate(.landscapeLeft)
    driver.rotate(.portrait)
    #expect(driver.steps == [
        "ALandscapeViewController#1.willRotateToInterfaceOrientation:duration:",
        "ALandscapeViewController#1.viewWillLayoutSubviews",
        "ALandscapeViewController#1.layoutSubviews",
        "ALandscapeViewController#1.viewDidLayoutSubviews",
        "ALandscapeViewController#1.willAnimateRotationToInterfaceOrientation:duration:",
        "APortraitViewController#1.orientationChanged:",
        "APortraitViewController#1.swapControllersIfNeeded",
        "UINavigationController#1.popViewControllerAnimated:",
        "ALandscapeViewController#1.viewWillDisappear:",
        "APortraitViewController#1.viewWillAppear:",
        "APortraitViewController#1.viewWillLayoutSubviews",
        "APortraitViewController#1.layoutSubviews",
        "APortraitViewController#1.viewDidLayoutSubviews",
        "ALandscapeViewController#1.viewDidDisappear:",
        "APortraitViewController#1.viewDidAppear:",
        "APortraitViewController#1.navigationController:didShowViewController:animated:",
        "APortraitViewController#1.swapControllersIfNeeded",
    ])
    // APortrait was covered during the rotation: it gets no rotation callbacks, and its
    // viewWillAppear: sees the correct portrait bounds.
    #expect(driver.lastTrace[9].bounds == size(320, 548))
    #expect(driver.lastTrace[9].boundsCorrect == true)
    #expect(driver.stack == ["APortraitViewController#1"])
}

/// Launching in landscape rotates A before viewDidAppear:, then the launch notification pushes ALandscape#1.
@Test func alternateLandscapeLaunchInLandscapeEndsWithLandscapePushed() {
    let driver = Driver("alternate-landscape", orientation: .landscapeLeft)
    #expect(driver.steps == [
        "APortraitViewController#1.loadView",
        "APortraitViewController#1.viewDidLoad",
        "APortraitViewController#1.viewWillAppear:",
        "APortraitViewController#1.willRotateToInterfaceOrientation:duration:",
        "APortraitViewController#1.viewWillLayoutSubviews",
        "APortraitViewController#1.layoutSubviews",
        "APortraitViewController#1.viewDidLayoutSubviews",
        "APortraitViewController#1.willAnimateRotationToInterfaceOrientation:duration:",
        "APortraitViewController#1.didRotateFromInterfaceOrientation:",
        "APortraitViewController#1.viewDidAppear:",
        "APortraitViewController#1.orientationChanged:",
        "APortraitViewController#1.swapControllersIfNeeded",
        "UINavigationController#1.pushViewController:animated:",
        "ALandscapeViewController#1.loadView",
        "ALandscapeViewController#1.viewDidLoad",
        "APortraitViewController#1.viewWillDisappear:",
        "ALandscapeViewController#1.viewWillAppear:",
        "ALandscapeViewController#1.viewWillLayoutSubviews",
        "ALandscapeViewController#1.layoutSubviews",
        "ALandscapeViewController#1.viewDidLayoutSubviews",
        "APortraitViewController#1.viewDidDisappear:",
        "ALandscapeViewController#1.viewDidAppear:",
        "APortraitViewController#1.navigationController:didShowViewController:animated:",
        "APortraitViewController#1.swapControllersIfNeeded",
    ])
    #expect(driver.trace[2].bounds == size(320, 548))
    #expect(driver.trace[2].boundsCorrect == false)
    #expect(driver.trace[3].detail == ["orientation": "landscapeRight", "duration": .number(0)])
    #expect(driver.trace[4].bounds == size(568, 300))
    #expect(driver.stack == ["APortraitViewController#1", "ALandscapeViewController#1"])
    #expect(driver.state.interfaceOrientation == .landscapeRight)
}

/// B draws itself when first displayed (after its layout pass, before viewDidAppear:) and again right after willAnimate… on every rotation.
@Test func alternateLandscapeBRedrawsOnRotation() throws {
    var driver = Driver("alternate-landscape")
    try driver.send(.tap(element: "showB"))
    #expect(driver.visible == "BViewController#1")
    #expect(driver.lastTrace.all("BViewController#1.drawRect:").count == 1)
    #expect(driver.steps.firstIndex(of: "BViewController#1.drawRect:") == driver.steps.firstIndex(of: "BViewController#1.viewDidLayoutSubviews").map { $0 + 1 })
    #expect(driver.lastTrace.first("BViewController#1.drawRect:")?.detail == ["rect": "{{0, 0}, {320, 504}}"])
    driver.rotate(.landscapeRight)
    let steps = driver.steps
    let willAnimate = steps.firstIndex(of: "BViewController#1.willAnimateRotationToInterfaceOrientation:duration:")
    let draw = steps.firstIndex(of: "BViewController#1.drawRect:")
    #expect(willAnimate != nil && draw == willAnimate.map { $0 + 1 })
    let entry = driver.lastTrace.first("BViewController#1.drawRect:")
    #expect(entry?.bounds == size(568, 268))
    #expect(entry?.boundsCorrect == true)
    #expect(entry?.detail == ["rect": "{{0, 0}, {568, 268}}"])
    // A's observer runs while B is visible: no push.
    #expect(driver.lastTrace.first("APortraitViewController#1.swapControllersIfNeeded")?.detail?["action"] == "none")
    #expect(driver.stack == ["APortraitViewController#1", "BViewController#1"])
}

/// Back from B after rotating to landscape in B: the didShow pushes a new ALandscape over the revealed APortrait.
@Test func alternateLandscapeBackToPortraitAInLandscapePushesLandscape() throws {
    var driver = Driver("alternate-landscape")
    try driver.send(.tap(element: "showB"))
    driver.rotate(.landscapeLeft)
    try driver.send(.back)
    #expect(driver.lastTrace.first("APortraitViewController#1.swapControllersIfNeeded")?.detail?["action"] == "push")
    #expect(driver.stack == ["APortraitViewController#1", "ALandscapeViewController#1"])
    // The bar is still shown: the landscape A sits under a 32 pt bar.
    #expect(driver.instance("ALandscapeViewController#1")?.bounds == size(568, 268))
}
