import AppCatalog
import RotationEngine
import RotationTestSupport
import Testing

/// Container views (`"embeds"`, docs/semantics.md "Container views"): Dashboard’s 320 × 360 (448 on the 4-inch phone)
/// container `panel` (flexible width and height, under a 100 pt header) embeds Panel.
@Suite struct ContainerViewTests {
    static let app = posted(#"""
    {"id": "containers-embed", "root": "Dashboard", "controllers": {
      "Dashboard": {"elements": [
        {"id": "header", "kind": "label", "text": "Dashboard", "frame": {"x": 0, "y": 0, "width": 320, "height": 100}, "autoresizing": ["flexibleWidth"]},
        {"id": "panel", "frame": {"x": 0, "y": 100, "width": 320, "height": 360}, "autoresizing": ["flexibleWidth", "flexibleHeight"], "embeds": "Panel"}]},
      "Panel": {"elements": [
        {"id": "more", "kind": "button", "text": "More", "frame": {"x": 10, "y": 10, "width": 100, "height": 44}, "action": {"type": "present", "controller": "Detail"}}]},
      "Detail": {}
    }}
    """#)

    /// The child is added while the parent's view loads (before its viewDidLoad), appears
    /// after it and is laid out at the container’s 320 × 448.
    @Test func embedsTheChildWhenTheParentViewLoads() {
        let driver = Driver(Self.app)
        #expect(driver.steps == [
            "Dashboard#1.loadView", "Dashboard#1.addChildViewController:", "Panel#1.willMoveToParentViewController:",
            "Panel#1.loadView", "Panel#1.viewDidLoad", "Dashboard#1.addSubview:", "Panel#1.didMoveToParentViewController:",
            "Dashboard#1.viewDidLoad", "Dashboard#1.viewWillAppear:", "Panel#1.viewWillAppear:",
            "Dashboard#1.viewWillLayoutSubviews", "Dashboard#1.layoutSubviews", "Dashboard#1.viewDidLayoutSubviews",
            "Panel#1.viewWillLayoutSubviews", "Panel#1.layoutSubviews", "Panel#1.viewDidLayoutSubviews",
            "Dashboard#1.willAnimateRotationToInterfaceOrientation:duration:",
            "Dashboard#1.viewDidAppear:", "Panel#1.viewDidAppear:",
        ])
        #expect(driver.state.instance(driver.state.ref(of: "Panel#1")!).bounds == size(320, 448))
        #expect(driver.stack == ["Dashboard#1", "Panel#1"])
    }

    /// On iOS 6 the child gets the rotation callbacks after its parent and the container's
    /// landscape size, 568 × (300 − 100).
    @Test func childRotatesWithItsParent() {
        var driver = Driver(Self.app)
        driver.rotate(.landscapeLeft)
        #expect(driver.steps.filter { $0.hasPrefix("Panel#1.") } == [
            "Panel#1.willRotateToInterfaceOrientation:duration:", "Panel#1.viewWillLayoutSubviews", "Panel#1.layoutSubviews",
            "Panel#1.viewDidLayoutSubviews", "Panel#1.willAnimateRotationToInterfaceOrientation:duration:",
            "Panel#1.didRotateFromInterfaceOrientation:",
        ])
        #expect(driver.state.instance(driver.state.ref(of: "Panel#1")!).bounds == size(568, 200))
    }

    /// From iOS 8 the child hears `viewWillTransitionToSize:` with its own new size
    /// (852 × 393 less the 100 pt header: {852, 293}).
    @Test func childTransitionsToItsOwnSize() {
        var driver = Driver(Self.app, device: iPhone15Pro, os: .iOS17)
        driver.rotate(.landscapeLeft)
        #expect(driver.lastTrace.first { $0.step == "Panel#1.viewWillTransitionToSize:withTransitionCoordinator:" }?.detail?["size"] == .string("{852, 293}"))
        #expect(driver.state.instance(driver.state.ref(of: "Panel#1")!).bounds == size(852, 293))
    }

    /// The child's elements answer taps; what it presents covers parent and child, which both disappear.
    @Test func childElementsAnswerTaps() {
        var driver = Driver(Self.app)
        driver.tap("more")
        #expect(driver.steps == [
            "Panel#1.moreTapped:", "Panel#1.presentViewController:animated:completion:", "Detail#1.loadView", "Detail#1.viewDidLoad",
            "Dashboard#1.viewWillDisappear:", "Panel#1.viewWillDisappear:", "Detail#1.viewWillAppear:", "Detail#1.viewWillLayoutSubviews",
            "Detail#1.layoutSubviews", "Detail#1.viewDidLayoutSubviews", "Dashboard#1.viewDidDisappear:", "Panel#1.viewDidDisappear:",
            "Detail#1.viewDidAppear:",
        ])
    }

    /// A class that embeds itself (directly or through others) is refused: it would load children without end.
    @Test func embeddingCyclesAreRefused() {
        let json = #"{"id": "loop", "root": "A", "controllers": {"A": {"elements": [{"id": "c", "frame": {"x": 0, "y": 0, "width": 10, "height": 10}, "embeds": "B"}]}, "B": {"elements": [{"id": "d", "frame": {"x": 0, "y": 0, "width": 10, "height": 10}, "embeds": "A"}]}}}"#
        #expect(throws: (any Error).self) { try AppCatalog.decodeFile(named: "loop", bytes: Array(json.utf8)) }
    }
}
