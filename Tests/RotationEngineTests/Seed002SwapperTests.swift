import RotationEngine
import Testing

// Seed 002 (`swapper`): one controller with two views; in didRotateFromInterfaceOrientation:
// it keeps the bounds, swaps `view` and sets the transform itself (docs/semantics.md).

let swapperRotationSteps = [
    "ViewController#1.willRotateToInterfaceOrientation:duration:",
    "ViewController#1.viewWillLayoutSubviews",
    "ViewController#1.layoutSubviews",
    "ViewController#1.viewDidLayoutSubviews",
    "ViewController#1.willAnimateRotationToInterfaceOrientation:duration:",
    "ViewController#1.didRotateFromInterfaceOrientation:",
]

/// At launch the controller shows its portrait view with the system's identity transform.
@Test func swapperLaunchShowsPortraitView() {
    let driver = Driver("swapper")
    let ref = driver.state.windowRoot
    #expect(driver.state.currentView(of: ref).id == "portraitView")
    #expect(driver.state.instance(ref).swappedView == nil)
    #expect(driver.state.instance(ref).viewTransform == nil)
    #expect(driver.state.instance(ref).bounds == size(320, 548))
    #expect(driver.onScreen == ["portraitView", "portraitLabel"])
}

/// Device landscapeLeft = interface landscapeRight: the landscape view goes in with +90°, bounds kept.
@Test func swapperLandscapeLeftDeviceSwapsInLandscapeViewAt90() {
    var driver = Driver("swapper")
    driver.rotate(.landscapeLeft)
    #expect(driver.steps == swapperRotationSteps)
    #expect(driver.lastTrace[5].detail == [
        "fromOrientation": "portrait", "view": "landscapeView", "transform": .number(90),
    ])
    let ref = driver.state.windowRoot
    #expect(driver.state.interfaceOrientation == .landscapeRight)
    #expect(driver.state.instance(ref).swappedView == "landscapeView")
    #expect(driver.state.instance(ref).viewTransform == 90)
    #expect(driver.state.instance(ref).bounds == size(568, 300))
    #expect(driver.lastTrace[5].bounds == size(568, 300))
    #expect(driver.state.currentView(of: ref).id == "landscapeView")
    #expect(driver.onScreen == ["landscapeView", "landscapeLabel"])
}

/// Device landscapeRight = interface landscapeLeft: the landscape view goes in with −90°.
@Test func swapperLandscapeRightDeviceSwapsInLandscapeViewAtMinus90() {
    var driver = Driver("swapper")
    driver.rotate(.landscapeRight)
    #expect(driver.steps == swapperRotationSteps)
    #expect(driver.lastTrace[5].detail == [
        "fromOrientation": "portrait", "view": "landscapeView", "transform": .number(-90),
    ])
    #expect(driver.state.interfaceOrientation == .landscapeLeft)
    #expect(driver.state.instance(driver.state.windowRoot).viewTransform == -90)
    #expect(driver.state.instance(driver.state.windowRoot).bounds == size(568, 300))
}

/// Landscape to landscape is a half turn (0.6 s) that swaps the landscape view back in with the other sign.
@Test func swapperLandscapeToLandscapeFlipsTheTransform() {
    var driver = Driver("swapper")
    driver.rotate(.landscapeLeft)
    driver.rotate(.landscapeRight)
    #expect(driver.steps == swapperRotationSteps)
    #expect(driver.lastTrace[0].detail == ["orientation": "landscapeLeft", "duration": .number(0.6)])
    #expect(driver.lastTrace[0].boundsCorrect == true)
    #expect(driver.lastTrace[5].detail == [
        "fromOrientation": "landscapeRight", "view": "landscapeView", "transform": .number(-90),
    ])
}

/// Back to portrait: the portrait view goes in with 0° and the portrait bounds.
@Test func swapperBackToPortraitSwapsInPortraitViewAt0() {
    var driver = Driver("swapper")
    driver.rotate(.landscapeLeft)
    driver.rotate(.portrait)
    #expect(driver.steps == swapperRotationSteps)
    #expect(driver.lastTrace[0].bounds == size(568, 300))
    #expect(driver.lastTrace[0].boundsCorrect == false)
    #expect(driver.lastTrace[5].detail == [
        "fromOrientation": "landscapeRight", "view": "portraitView", "transform": .number(0),
    ])
    let ref = driver.state.windowRoot
    #expect(driver.state.instance(ref).swappedView == "portraitView")
    #expect(driver.state.instance(ref).viewTransform == 0)
    #expect(driver.state.instance(ref).bounds == size(320, 548))
    #expect(driver.onScreen == ["portraitView", "portraitLabel"])
}

/// Upside down is not supported: refused, no trace entries, view, transform and bounds unchanged.
@Test func swapperRefusesUpsideDown() {
    var driver = Driver("swapper")
    driver.rotate(.landscapeLeft)
    let before = driver.state.instance(driver.state.windowRoot)
    driver.rotate(.portraitUpsideDown)
    #expect(driver.lastTrace.isEmpty)
    #expect(driver.state.deviceOrientation == .portraitUpsideDown)
    #expect(driver.state.interfaceOrientation == .landscapeRight)
    #expect(driver.state.instance(driver.state.windowRoot) == before)
}

/// The swap keeps the bounds on every device (iPad landscape 1024 × 748).
@Test func swapperKeepsBoundsOnIPad() {
    var driver = Driver("swapper", device: .ipad)
    driver.rotate(.landscapeLeft)
    #expect(driver.state.instance(driver.state.windowRoot).bounds == size(1024, 748))
    #expect(driver.state.instance(driver.state.windowRoot).viewTransform == 90)
}

/// `setsTransform: false` leaves the freshly swapped-in view with the identity transform (the problem the seed warns about).
@Test func swapperWithoutTransformLeavesIdentity() {
    var definition = app("swapper")
    definition.controllers["ViewController"]?.behaviour = .viewSwap(ViewSwap(portraitView: "portraitView", landscapeView: "landscapeView", setsTransform: false))
    var driver = Driver(app: definition)
    driver.rotate(.landscapeLeft)
    #expect(driver.lastTrace[5].detail == ["fromOrientation": "portrait", "view": "landscapeView", "transform": .null])
    #expect(driver.state.instance(driver.state.windowRoot).viewTransform == 0)
}

/// Launching in landscape swaps at launch too: didRotate… runs before viewDidAppear:.
@Test func swapperLaunchInLandscapeSwaps() {
    let driver = Driver("swapper", orientation: .landscapeRight)
    #expect(driver.trace.first("ViewController#1.didRotateFromInterfaceOrientation:")?.detail == [
        "fromOrientation": "portrait", "view": "landscapeView", "transform": .number(-90),
    ])
    #expect(driver.steps.last == "ViewController#1.viewDidAppear:")
}
