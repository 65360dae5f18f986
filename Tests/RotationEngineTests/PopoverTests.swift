import RotationEngine
import RotationTestSupport
import Testing

/// Popovers (`present` style `popover`, docs/semantics.md "Popovers"): Home's Tips button
/// presents Tips, whose preferredContentSize is 300 × 200.
@Suite struct PopoverTests {
    static let app = posted(#"""
    {"id": "popovers", "root": "Home", "controllers": {
      "Home": {"elements": [
        {"id": "tips", "kind": "button", "frame": {"x": 100, "y": 200, "width": 80, "height": 44}, "action": {"type": "present", "controller": "Tips", "style": "popover"}}]},
      "Tips": {"preferredContentSize": {"width": 300, "height": 200}},
      "Plain": {}
    }}
    """#)

    /// On an iPad (regular width) the popover leaves Home on screen (nothing disappears) and
    /// has its preferred size; rotating asks Home, and Tips follows without a size change.
    @Test func popoverInRegularWidth() {
        var driver = Driver(Self.app, device: iPadPro11, os: .iOS17)
        driver.tap("tips")
        #expect(!driver.steps.contains("Home#1.viewWillDisappear:"))
        #expect(driver.state.isSheet(driver.state.ref(of: "Tips#1")!))
        #expect(driver.state.topFullScreen == driver.state.ref(of: "Home#1"))
        #expect(driver.state.instance(driver.state.ref(of: "Tips#1")!).bounds == size(300, 200))
        driver.rotate(.landscapeLeft)
        #expect(driver.state.interfaceOrientation == .landscapeRight)
        #expect(driver.lastDecisions.last?.asked?.description == "Home#1")
        #expect(driver.state.instance(driver.state.ref(of: "Tips#1")!).bounds == size(300, 200))
    }

    /// Before iOS 13, on a compact-width phone (iphone-x, iOS 12) the popover adapts to full
    /// screen: Home disappears, Tips has the window's bounds.
    @Test func popoverAdaptsToFullScreenInCompactWidthBeforeIOS13() {
        var driver = Driver(Self.app, device: DeviceCatalogue.device(id: "iphone-x")!, os: OSVersion(major: 12)!)
        driver.tap("tips")
        #expect(driver.steps.contains("Home#1.viewWillDisappear:"))
        #expect(!driver.state.isSheet(driver.state.ref(of: "Tips#1")!))
        #expect(driver.state.shownStyle(of: driver.state.ref(of: "Tips#1")!) == .fullScreen)
        #expect(driver.state.instance(driver.state.ref(of: "Tips#1")!).bounds == size(375, 812))
    }

    /// From iOS 13 a popover in a compact environment behaves as a form sheet: on iphone-15-pro
    /// a card 10 points under the 59-point housing (393 × 783); Home stays on screen.
    @Test func popoverBehavesAsAFormSheetInCompactWidthFromIOS13() {
        var driver = Driver(Self.app, device: iPhone15Pro, os: .iOS17)
        driver.tap("tips")
        let tips = driver.state.ref(of: "Tips#1")!
        #expect(!driver.steps.contains("Home#1.viewWillDisappear:"))
        #expect(driver.state.shownStyle(of: tips) == .formSheet)
        #expect(driver.state.isSheet(tips))
        #expect(driver.state.instance(tips).bounds == size(393, 783))
    }

    /// Before iOS 13, on iphone-8-plus (iOS 12) the popover is full screen in portrait (compact
    /// width) and adapts back to a 300 × 200 popover in landscape (regular width), Home on
    /// screen again under it with the landscape window's bounds.
    @Test func popoverAdaptsBackWhenTheWidthTurnsRegular() {
        var driver = Driver(Self.app, device: DeviceCatalogue.device(id: "iphone-8-plus")!, os: OSVersion(major: 12)!)
        driver.tap("tips")
        let tips = driver.state.ref(of: "Tips#1")!
        #expect(!driver.state.isSheet(tips))
        driver.rotate(.landscapeLeft)
        #expect(driver.state.isSheet(tips))
        #expect(driver.state.instance(tips).bounds == size(300, 200))
        #expect(driver.state.instance(driver.state.ref(of: "Home#1")!).bounds == size(736, 414))
    }

    /// From iOS 13 a Plus/Max phone in landscape is vertically compact, so the popover does not
    /// come back: on iphone-15-pro-max (iOS 17) a card in portrait (430 × 863), full screen in
    /// landscape (932 × 430).
    @Test func popoverOnAMaxPhoneFromIOS13() {
        var driver = Driver(Self.app, device: DeviceCatalogue.device(id: "iphone-15-pro-max")!, os: .iOS17)
        driver.tap("tips")
        let tips = driver.state.ref(of: "Tips#1")!
        #expect(driver.state.isSheet(tips))
        #expect(driver.state.instance(tips).bounds == size(430, 863))
        driver.rotate(.landscapeLeft)
        #expect(driver.state.shownStyle(of: tips) == .formSheet)
        #expect(!driver.state.isSheet(tips))
        #expect(driver.state.instance(tips).bounds == size(932, 430))
    }

    /// Before iOS 8 a popover presentation is full screen (UIModalPresentationPopover is iOS 8's).
    @Test func popoverBeforeIOS8IsFullScreen() {
        var driver = Driver(Self.app, device: .ipad, os: .iOS6)
        driver.tap("tips")
        #expect(driver.state.instance(driver.state.ref(of: "Tips#1")!).presentationStyle == .fullScreen)
    }
}
