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
        expectFrame(driver.view("navigationBar")?.frame, rect(0, 120, 320, 44), "navigationBar")
        #expect(driver.view("title")?.text == "List")
        expectFrame(driver.view("listRoot")?.frame, rect(0, 164, 320, 404), "listRoot")
        expectFrame(driver.view("open")?.frame, rect(10, 174, 100, 44), "open")
        #expect(driver.layout.navigationBar == nil)
    }

    /// iOS 17, iphone-15-pro: the container (0, 100, 393, 752); the translucent bar (0, 100, 393, 44) over List's view, which fills the container; List's safe area is 44 at the top (the bar), 34 at the bottom (the home indicator's), none from the status bar above the container.
    @Test func embeddedRootSafeAreaOnIOS17() {
        let driver = Driver(Self.app, device: DeviceCatalogue.device(id: "iphone-15-pro")!, os: .iOS17)
        expectFrame(driver.view("navigationBar")?.frame, rect(0, 100, 393, 44), "navigationBar")
        expectFrame(driver.view("listRoot")?.frame, rect(0, 100, 393, 752), "listRoot")
        #expect(driver.view("listRoot")?.safeAreaInsets == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
    }

    /// In landscape the embedded bar is 32 tall (compact height) and List's safe area keeps the sensor housing's sides: (32, 59, 21, 59).
    @Test func embeddedRootSafeAreaInLandscape() {
        var driver = Driver(Self.app, device: DeviceCatalogue.device(id: "iphone-15-pro")!, os: .iOS17)
        driver.rotate(.landscapeLeft)
        expectFrame(driver.view("navigationBar")?.frame, rect(0, 100, 852, 32), "navigationBar")
        #expect(driver.view("listRoot")?.safeAreaInsets == EdgeInsets(top: 32, left: 59, bottom: 21, right: 59))
    }

    /// After the push the bar shows Detail's title and a back button titled List; Detail's view replaces List's.
    @Test func embeddedBarAfterAPush() {
        var driver = Driver(Self.app)
        driver.tap("open")
        #expect(driver.view("title")?.text == "Detail")
        #expect(driver.view("backButton")?.text == "List")
        #expect(driver.view("backButton")?.controller?.description == "UINavigationController#1")
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
        expectFrame(driver.view("navigationBar")?.frame, rect(0, 59, 393, 44), "navigationBar")
        expectFrame(driver.view("listRoot")?.frame, rect(0, 0, 393, 852), "listRoot")
        #expect(driver.view("listRoot")?.safeAreaInsets == EdgeInsets(top: 103, left: 0, bottom: 34, right: 0))
    }
}
