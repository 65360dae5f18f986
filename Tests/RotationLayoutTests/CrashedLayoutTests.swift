import RotationEngine
import RotationLayout
import Testing

// A crashed session keeps its layout for reading (docs/semantics.md): resolving it must work.

/// iOS 6 launch crash (no common orientation): the layout still shows the root view, not loaded, at the portrait root size.
@Test func layoutAfterLaunchCrash() {
    var definition = app("swapper")
    definition.infoPlist = InfoPlist(supportedInterfaceOrientations: .landscape)
    definition.controllers["ViewController"]?.supportedInterfaceOrientations = .portrait
    let driver = Driver(definition)
    #expect(driver.state.status.crash?.exception == "UIApplicationInvalidInterfaceOrientation")
    let layout = driver.layout
    #expect(layout.interfaceOrientation == .portrait)
    #expect(layout.root.id == "portraitView")
    #expect(layout.root.frame == rect(0, 20, 320, 548))
    #expect(layout.root.bounds == rect(0, 0, 320, 548))
}

/// A missing landscape xib crashes the rotation after the old child was removed: the master shows in landscape with no child.
@Test func layoutAfterMissingLandscapeXib() {
    var definition = app("exercise-timer")
    definition.xibs["XTMViewController_iPad-Landscape"] = nil
    var driver = Driver(definition, device: .ipad)
    driver.rotate(.landscapeLeft)
    #expect(driver.state.status.crash?.reason == "Missing xib")
    let layout = driver.layout
    #expect(layout.interfaceOrientation == .landscapeRight)
    #expect(layout.allViews.map(\.id) == ["masterView"])
    #expect(layout.root.frame == rect(0, 20, 1024, 748))
    #expect(layout.root.transform == 90)
}

/// A missing portrait xib crashes the launch on a phone: the master is there, no child.
@Test func layoutAfterMissingPortraitXibAtLaunch() {
    var definition = app("exercise-timer")
    definition.xibs["XTMViewController_iPhone"] = nil
    let driver = Driver(definition, device: .iphone35)
    #expect(driver.state.status.crash?.reason == "Missing xib")
    #expect(driver.layout.allViews.map(\.id) == ["masterView"])
    #expect(driver.layout.root.frame == rect(0, 20, 320, 460))
}
