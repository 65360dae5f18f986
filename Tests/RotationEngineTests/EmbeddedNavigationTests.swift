import AppCatalog
import RotationEngine
import RotationTestSupport
import Testing

/// A navigation controller embedded in a container view (`"embeds": {"controller", "navigationController"}`,
/// docs/semantics.md "Container views"): Dashboard's 320 × 360 container `panel` (flexible, under a
/// 100 pt header) embeds a navigation controller whose root List pushes Detail.
@Suite struct EmbeddedNavigationTests {
    static func app(outerNavigation: Bool) -> AppDefinition {
        posted("""
        {"id": "embedded-navigation", "root": "Dashboard", \(outerNavigation ? #""navigationController": {},"# : "")
         "controllers": {
          "Dashboard": {"title": "Dashboard", "elements": [
            {"id": "header", "kind": "label", "text": "Dashboard", "frame": {"x": 0, "y": 0, "width": 320, "height": 100}, "autoresizing": ["flexibleWidth"]},
            {"id": "panel", "frame": {"x": 0, "y": 100, "width": 320, "height": 360}, "autoresizing": ["flexibleWidth", "flexibleHeight"],
             "embeds": {"controller": "List", "navigationController": {}}}]},
          "List": {"title": "List", "elements": [
            {"id": "open", "kind": "button", "text": "Open", "frame": {"x": 10, "y": 10, "width": 100, "height": 44}, "action": {"type": "push", "controller": "Detail"}}]},
          "Detail": {"title": "Detail"}
        }}
        """)
    }

    /// At launch the navigation controller is added while Dashboard's view loads and its root's view loads with it; List appears after Dashboard. The navigation controller's own calls are not traced.
    @Test func embeddedAtLaunch() {
        let driver = Driver(Self.app(outerNavigation: false))
        #expect(driver.steps == [
            "Dashboard#1.loadView", "Dashboard#1.addChildViewController:", "List#1.loadView", "List#1.viewDidLoad", "Dashboard#1.addSubview:",
            "Dashboard#1.viewDidLoad", "Dashboard#1.viewWillAppear:", "List#1.viewWillAppear:",
            "Dashboard#1.viewWillLayoutSubviews", "Dashboard#1.layoutSubviews", "Dashboard#1.viewDidLayoutSubviews",
            "List#1.viewWillLayoutSubviews", "List#1.layoutSubviews", "List#1.viewDidLayoutSubviews",
            "Dashboard#1.willAnimateRotationToInterfaceOrientation:duration:",
            "Dashboard#1.viewDidAppear:", "List#1.viewDidAppear:",
        ])
        #expect(driver.lastTrace[1].detail?["childController"] == "UINavigationController#1")
        #expect(driver.lastTrace[4].detail?["view"] == .string("navigationView"))
        #expect(driver.stack == ["Dashboard#1", "List#1"])
    }

    /// iOS 6 on the 4-inch phone: the container is 320 × 448; the navigation controller's opaque 44 pt bar leaves List 320 × 404.
    @Test func rootIsBelowTheEmbeddedBarOnIOS6() {
        let driver = Driver(Self.app(outerNavigation: false))
        #expect(driver.state.settledBounds(of: driver.state.ref(of: "UINavigationController#1")!) == size(320, 448))
        #expect(driver.state.instance(driver.state.ref(of: "List#1")!).bounds == size(320, 404))
    }

    /// List's push goes onto the embedded navigation controller: Detail appears in the container, List disappears, Dashboard stays; the stack lists the embedded stack under Dashboard.
    @Test func pushInTheContainer() {
        var driver = Driver(Self.app(outerNavigation: false))
        driver.tap("open")
        #expect(driver.steps == [
            "List#1.openTapped:", "UINavigationController#1.pushViewController:animated:", "Detail#1.loadView", "Detail#1.viewDidLoad",
            "List#1.viewWillDisappear:", "Detail#1.viewWillAppear:",
            "Detail#1.viewWillLayoutSubviews", "Detail#1.layoutSubviews", "Detail#1.viewDidLayoutSubviews",
            "List#1.viewDidDisappear:", "Detail#1.viewDidAppear:",
        ])
        #expect(driver.stack == ["Dashboard#1", "List#1", "Detail#1"])
        #expect(driver.state.stackListing.map(\.visible) == [true, false, true])
        #expect(driver.state.instance(driver.state.ref(of: "Detail#1")!).bounds == size(320, 404))
    }

    /// `back` pops the embedded navigation controller (its bar shows the back button); with only its root left, there is no back button.
    @Test func backPopsTheEmbeddedStack() throws {
        var driver = Driver(Self.app(outerNavigation: false))
        #expect(driver.rejection(.back) == .noBackButton(navigationBarHidden: false, depth: 0))
        driver.tap("open")
        try driver.send(.back)
        #expect(driver.steps.prefix(2) == ["UINavigationController#1.popViewControllerAnimated:", "Detail#1.viewWillDisappear:"])
        #expect(driver.stack == ["Dashboard#1", "List#1"])
        #expect(driver.rejection(.back) == .noBackButton(navigationBarHidden: false, depth: 0))
    }

    /// Inside an outer navigation controller whose bar shows no back button (Dashboard alone), `back` pops the embedded one (UINavigationController#2); then neither bar has one.
    @Test func backFallsToTheEmbeddedNavigationController() throws {
        var driver = Driver(Self.app(outerNavigation: true))
        driver.tap("open")
        #expect(driver.steps[1] == "UINavigationController#2.pushViewController:animated:")
        try driver.send(.back)
        #expect(driver.steps.first == "UINavigationController#2.popViewControllerAnimated:")
        #expect(driver.rejection(.back) == .noBackButton(navigationBarHidden: false, depth: 1))
    }

    /// When both bars show a back button, `back` is the window's (Dashboard pops off Home's stack), and `back` in UINavigationController#2 is the embedded bar's; a navigation controller not in front is refused, naming those that are.
    @Test func bothBarsShowABackButton() throws {
        let app = posted("""
        {"id": "two-bars", "root": "Home", "navigationController": {},
         "controllers": {
          "Home": {"title": "Home", "elements": [{"id": "dashboard", "kind": "button", "frame": {"x": 10, "y": 10, "width": 100, "height": 44}, "action": {"type": "push", "controller": "Dashboard"}}]},
          "Dashboard": {"title": "Dashboard", "elements": [
            {"id": "panel", "frame": {"x": 0, "y": 100, "width": 320, "height": 360}, "embeds": {"controller": "List", "navigationController": {}}}]},
          "List": {"title": "List", "elements": [{"id": "open", "kind": "button", "frame": {"x": 10, "y": 10, "width": 100, "height": 44}, "action": {"type": "push", "controller": "Detail"}}]},
          "Detail": {"title": "Detail"}
         }}
        """)
        var driver = Driver(app)
        driver.tap("dashboard")
        driver.tap("open")
        #expect(driver.stack == ["Home#1", "Dashboard#1", "List#1", "Detail#1"])
        var inner = driver
        try inner.send(.backIn(navigation: "UINavigationController#2"))
        #expect(inner.steps.first == "UINavigationController#2.popViewControllerAnimated:")
        #expect(inner.stack == ["Home#1", "Dashboard#1", "List#1"])
        try driver.send(.back)
        #expect(driver.steps.first == "UINavigationController#1.popViewControllerAnimated:")
        #expect(driver.stack == ["Home#1"])
        #expect(driver.rejection(.backIn(navigation: "UINavigationController#2")) == .noSuchNavigation(navigation: "UINavigationController#2", inFront: ["UINavigationController#1"]))
    }

    /// A container view hidden (here by `hidden`) shows nothing: its embedded controllers' elements take no tap, its navigation controller's bar no `back`.
    @Test func hiddenContainerTakesNoBack() {
        let app = posted("""
        {"id": "hidden-container", "root": "Dashboard",
         "controllers": {
          "Dashboard": {"elements": [{"id": "panel", "hidden": true, "frame": {"x": 0, "y": 100, "width": 320, "height": 360}, "embeds": {"controller": "List", "navigationController": {}}}]},
          "List": {"elements": [{"id": "open", "kind": "button", "frame": {"x": 10, "y": 10, "width": 100, "height": 44}, "action": {"type": "push", "controller": "List"}}]}
         }}
        """)
        var driver = Driver(app)
        #expect(driver.rejection(.tap(element: "open")) == .elementNotOnScreen(element: "open", onScreen: ["view"]))
        #expect(driver.rejection(.back) == .noBackButton(navigationBarHidden: false, depth: 0))
        #expect(driver.rejection(.backIn(navigation: "UINavigationController#1")) == .noSuchNavigation(navigation: "UINavigationController#1", inFront: []))
    }

    /// Rotation reaches the embedded top as a child of Dashboard (after it); from iOS 8 it hears its own new size: 852 × (393 − 100) on iphone-15-pro.
    @Test func embeddedTopRotatesWithItsParent() {
        var driver = Driver(Self.app(outerNavigation: false), device: DeviceCatalogue.device(id: "iphone-15-pro")!, os: .iOS17)
        #expect(driver.state.instance(driver.state.ref(of: "List#1")!).bounds == size(393, 752))
        driver.rotate(.landscapeLeft)
        #expect(driver.lastTrace.first { $0.step == "List#1.viewWillTransitionToSize:withTransitionCoordinator:" }?.detail?["size"] == .string("{852, 293}"))
        #expect(driver.state.instance(driver.state.ref(of: "List#1")!).bounds == size(852, 293))
    }

    /// The object form needs its navigationController, and names only controller and navigationController.
    @Test func embedsObjectFormIsChecked() {
        let body = #"{"id": "e", "root": "A", "controllers": {"A": {"elements": [{"id": "c", "frame": {"x": 0, "y": 0, "width": 10, "height": 10}, "embeds": {"controller": "B", "tabs": []}}]}, "B": {}}}"#
        let refused = #expect(throws: (any Error).self) { try AppCatalog.decodeFile(named: "e", bytes: Array(body.utf8)) }
        let text = refused.map { "\($0)" } ?? ""
        #expect(text.contains("$.controllers.A.elements[0].embeds.tabs: unknown key; allowed here: controller, navigationController"))
        #expect(text.contains("$.controllers.A.elements[0].embeds.navigationController: is required in the object form"))
    }
}
