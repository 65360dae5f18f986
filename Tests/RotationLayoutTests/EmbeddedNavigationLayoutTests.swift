import AppCatalog
import RotationEngine
import RotationLayout
import Testing

/// A navigation controller embedded in a container view, in the layout (docs/semantics.md,
/// "Container views"): its view fills the container; its bar is drawn as a view at the container's
/// top (the layout's `navigationBar` stays the window's); its top's safe area starts below that bar.
@Suite struct EmbeddedNavigationLayoutTests {
    static let app = posted(#"""
    {"id": "embedded-navigation-layout", "root": "Dashboard", "controllers": {
      "Dashboard": {"title": "Dashboard", "elements": [
        {"id": "header", "kind": "label", "text": "Dashboard", "frame": {"x": 0, "y": 0, "width": 320, "height": 100}, "autoresizing": ["flexibleWidth"]},
        {"id": "panel", "frame": {"x": 0, "y": 100, "width": 320, "height": 360}, "autoresizing": ["flexibleWidth", "flexibleHeight"],
         "embeds": {"controller": "List", "navigationController": {}}}]},
      "List": {"title": "List", "view": {"id": "listRoot"}, "elements": [
        {"id": "open", "kind": "button", "text": "Open", "frame": {"x": 10, "y": 10, "width": 100, "height": 44}, "action": {"type": "push", "controller": "Detail"}}]},
      "Detail": {"title": "Detail", "view": {"id": "detailRoot"}}
    }}
    """#)

    /// iOS 6, iphone-4: the container (0, 120, 320, 448) holds the navigation view; its opaque bar (0, 120, 320, 44) titled List; List's view below it, (0, 164, 320, 404); no window navigation bar.
    @Test func embeddedBarAndRootOnIOS6() {
        let driver = Driver(Self.app)
        expectFrame(driver.view("navigationView")?.frame, rect(0, 120, 320, 448), "navigationView")
        #expect(driver.view("panel")?.children.last?.id == "navigationView")
        expectFrame(driver.view("UINavigationController#1/navigationBar")?.frame, rect(0, 120, 320, 44), "navigationBar")
        #expect(driver.view("UINavigationController#1/title")?.text == "List")
        expectFrame(driver.view("listRoot")?.frame, rect(0, 164, 320, 404), "listRoot")
        expectFrame(driver.view("open")?.frame, rect(10, 174, 100, 44), "open")
        #expect(driver.layout.navigationBar == nil)
    }

    /// iOS 17, iphone-15-pro: the container (0, 100, 393, 752); the translucent bar (0, 100, 393, 44) over List's view, which fills the container; List's safe area is 44 at the top (the bar), 34 at the bottom (the home indicator's), none from the status bar above the container.
    @Test func embeddedRootSafeAreaOnIOS17() {
        let driver = Driver(Self.app, device: DeviceCatalogue.device(id: "iphone-15-pro")!, os: .iOS17)
        expectFrame(driver.view("UINavigationController#1/navigationBar")?.frame, rect(0, 100, 393, 44), "navigationBar")
        expectFrame(driver.view("listRoot")?.frame, rect(0, 100, 393, 752), "listRoot")
        #expect(driver.view("listRoot")?.safeAreaInsets == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
    }

    /// In landscape the embedded bar is 32 tall (compact height) and List's safe area keeps the sensor housing's sides: (32, 59, 21, 59).
    @Test func embeddedRootSafeAreaInLandscape() {
        var driver = Driver(Self.app, device: DeviceCatalogue.device(id: "iphone-15-pro")!, os: .iOS17)
        driver.rotate(.landscapeLeft)
        expectFrame(driver.view("UINavigationController#1/navigationBar")?.frame, rect(0, 100, 852, 32), "navigationBar")
        #expect(driver.view("listRoot")?.safeAreaInsets == EdgeInsets(top: 32, left: 59, bottom: 21, right: 59))
    }

    /// After the push the bar shows Detail's title and a back button titled List; Detail's view replaces List's.
    @Test func embeddedBarAfterAPush() {
        var driver = Driver(Self.app)
        driver.tap("open")
        #expect(driver.view("UINavigationController#1/title")?.text == "Detail")
        #expect(driver.view("UINavigationController#1/backButton")?.text == "List")
        #expect(driver.view("UINavigationController#1/backButton")?.controller?.description == "UINavigationController#1")
        expectFrame(driver.view("detailRoot")?.frame, rect(0, 164, 320, 404), "detailRoot")
        #expect(!driver.viewIDs.contains("listRoot"))
    }

    /// A container at the window's top (iOS 17, iphone-15-pro): the embedded bar sits below the status bar, (0, 59, 393, 44), as the window's would, and the top's safe area starts at its bottom, 103.
    @Test func embeddedBarBelowTheStatusBarAtTheWindowsTop() {
        let app = posted(#"""
        {"id": "embedded-at-top", "root": "Dashboard", "controllers": {
          "Dashboard": {"elements": [{"id": "panel", "frame": {"x": 0, "y": 0, "width": 320, "height": 460}, "autoresizing": ["flexibleWidth", "flexibleHeight"],
                                      "embeds": {"controller": "List", "navigationController": {}}}]},
          "List": {"title": "List", "view": {"id": "listRoot"}}
        }}
        """#)
        let driver = Driver(app, device: DeviceCatalogue.device(id: "iphone-15-pro")!, os: .iOS17)
        expectFrame(driver.view("UINavigationController#1/navigationBar")?.frame, rect(0, 59, 393, 44), "navigationBar")
        expectFrame(driver.view("listRoot")?.frame, rect(0, 0, 393, 852), "listRoot")
        #expect(driver.view("listRoot")?.safeAreaInsets == EdgeInsets(top: 103, left: 0, bottom: 34, right: 0))
    }

    /// A toolbar in a container that stops above the screen's bottom (iOS 17, iphone-15-pro, a 300 pt container at y 100): 44 pt tall at the container's bottom, (0, 356, 393, 44), and the top's safe area ends 44 above its bottom — the home indicator's 34 is not the container's.
    @Test func embeddedToolbarInAContainerAboveTheBottom() {
        let app = posted(#"""
        {"id": "embedded-toolbar", "root": "Dashboard", "controllers": {
          "Dashboard": {"elements": [{"id": "panel", "frame": {"x": 0, "y": 100, "width": 320, "height": 300}, "autoresizing": ["flexibleWidth"],
                                      "embeds": {"controller": "List", "navigationController": {"toolbarHidden": false}}}]},
          "List": {"title": "List", "view": {"id": "listRoot"}, "toolbarItems": [{"id": "edit", "title": "Edit", "action": {"type": "dismiss"}}]}
        }}
        """#)
        let driver = Driver(app, device: DeviceCatalogue.device(id: "iphone-15-pro")!, os: .iOS17)
        expectFrame(driver.view("UINavigationController#1/toolbar")?.frame, rect(0, 356, 393, 44), "toolbar")
        #expect(driver.view("listRoot")?.safeAreaInsets == EdgeInsets(top: 44, left: 0, bottom: 44, right: 0))
        #expect(driver.view("edit")?.controller?.description == "List#1")
        #expect(driver.layout.toolbar == nil)
    }

    /// A container at the top of a view under the window's translucent navigation bar (iOS 17, iphone-15-pro): the embedded bar sits below the window's, (0, 103, 393, 44), and the top's safe area starts at its bottom, 147.
    @Test func embeddedBarBelowTheWindowsBar() {
        let app = posted(#"""
        {"id": "embedded-under-bar", "root": "Dashboard", "navigationController": {}, "controllers": {
          "Dashboard": {"title": "Dashboard", "elements": [{"id": "panel", "frame": {"x": 0, "y": 0, "width": 320, "height": 460}, "autoresizing": ["flexibleWidth", "flexibleHeight"],
                                      "embeds": {"controller": "List", "navigationController": {}}}]},
          "List": {"title": "List", "view": {"id": "listRoot"}}
        }}
        """#)
        let driver = Driver(app, device: DeviceCatalogue.device(id: "iphone-15-pro")!, os: .iOS17)
        #expect(driver.layout.navigationBar?.frame == rect(0, 59, 393, 44))
        expectFrame(driver.view("UINavigationController#2/navigationBar")?.frame, rect(0, 103, 393, 44), "embedded bar")
        #expect(driver.view("listRoot")?.safeAreaInsets == EdgeInsets(top: 147, left: 0, bottom: 34, right: 0))
    }
}
