import RotationEngine
import Testing

// alternate-landscape-modal (docs/semantics.md): Apple's *Creating an Alternate Landscape Interface*,
// which seed 000 adapts, as its code behaves — upside down and the detail screen included.

/// Landscape: the portrait controller rotates, then its orientationChanged: (isShowingLandscapeView NO) presents a new LandscapeViewController full screen; it got willRotate… and is still attached (presenting), so it also gets didRotate….
@Test func modalLandscapeIsPresentedOnLandscape() {
    var driver = Driver("alternate-landscape-modal")
    driver.rotate(.landscapeLeft)
    #expect(driver.steps == [
        "PortraitViewController#1.willRotateToInterfaceOrientation:duration:",
        "PortraitViewController#1.viewWillLayoutSubviews", "PortraitViewController#1.layoutSubviews", "PortraitViewController#1.viewDidLayoutSubviews",
        "PortraitViewController#1.willAnimateRotationToInterfaceOrientation:duration:",
        "PortraitViewController#1.orientationChanged:",
        "PortraitViewController#1.presentViewController:animated:completion:",
        "LandscapeViewController#1.loadView", "LandscapeViewController#1.viewDidLoad",
        "PortraitViewController#1.viewWillDisappear:",
        "LandscapeViewController#1.viewWillAppear:",
        "LandscapeViewController#1.viewWillLayoutSubviews", "LandscapeViewController#1.layoutSubviews", "LandscapeViewController#1.viewDidLayoutSubviews",
        "PortraitViewController#1.viewDidDisappear:",
        "LandscapeViewController#1.viewDidAppear:",
        "PortraitViewController#1.didRotateFromInterfaceOrientation:",
    ])
    #expect(driver.lastTrace[5].detail == ["deviceOrientation": "landscapeLeft", "isShowingLandscapeView": false])
    #expect(driver.visible == "LandscapeViewController#1")
}

/// Upside down from landscape on a phone: the device counts as portrait, so the landscape screen is dismissed, but Info.plist refuses upside down — the portrait controller is revealed in landscape.
@Test func upsideDownDismissesWhileTheInterfaceStaysLandscape() {
    var driver = Driver("alternate-landscape-modal")
    driver.rotate(.landscapeLeft)
    driver.rotate(.portraitUpsideDown)
    #expect(driver.steps.first == "PortraitViewController#1.orientationChanged:")
    #expect(driver.steps[1] == "PortraitViewController#1.dismissViewControllerAnimated:completion:")
    #expect(driver.visible == "PortraitViewController#1")
    #expect(driver.state.interfaceOrientation == .landscapeRight)
    #expect(driver.instance("PortraitViewController#1")?.bounds == size(568, 300))
}

/// The detail screen: presented over Portrait, a turn to landscape makes Portrait try to present Landscape while it is presenting (UIKit's warning, nothing happens, the flag is set anyway); back to portrait, its dismiss then dismisses the detail screen.
@Test func rotatingWithTheDetailScreenUpDismissesIt() {
    var driver = Driver("alternate-landscape-modal")
    driver.tap("showDetail")
    driver.rotate(.landscapeLeft)
    let warning = "Attempt to present LandscapeViewController#1 on PortraitViewController#1 while a presentation is in progress!"
    #expect(driver.lastTrace.first("PortraitViewController#1.presentViewController:animated:completion:")?.detail?["warning"] == .string(warning))
    #expect(driver.state.warnings == [warning])
    #expect(driver.visible == "DetailViewController#1")
    driver.rotate(.portrait)
    #expect(driver.lastTrace.first("PortraitViewController#1.dismissViewControllerAnimated:completion:")?.detail == ["viewController": "DetailViewController#1", "animated": true])
    #expect(driver.stack == ["PortraitViewController#1"])
}

/// Detail over Landscape, then portrait: the portrait controller dismisses Landscape and everything above it; only Detail is animated out (its disappear callbacks), Landscape is removed without callbacks.
@Test func dismissingRemovesIntermediatesWithoutCallbacks() {
    var driver = Driver("alternate-landscape-modal")
    driver.rotate(.landscapeLeft)
    driver.tap("showDetail")
    #expect(driver.stack == ["PortraitViewController#1", "LandscapeViewController#1", "DetailViewController#1"])
    driver.rotate(.portrait)
    let steps = driver.steps
    #expect(steps.contains("DetailViewController#1.viewWillDisappear:"))
    #expect(steps.contains("DetailViewController#1.viewDidDisappear:"))
    #expect(!steps.contains { $0.hasPrefix("LandscapeViewController#1.view") })
    #expect(steps.contains("PortraitViewController#1.viewWillAppear:"))
    #expect(driver.stack == ["PortraitViewController#1"])
    #expect(driver.state.interfaceOrientation == .portrait)
}
