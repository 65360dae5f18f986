import AppCatalog
import RotationEngine
import RotationLayout
import Testing

/// Container views in the layout (docs/semantics.md, "Container views"): the embedded child's
/// view is the container view's last subview and fills it.
@Suite struct ContainerViewLayoutTests {
    static let app = posted(#"""
    {"id": "containers-layout", "root": "Dashboard", "controllers": {
      "Dashboard": {"elements": [
        {"id": "header", "kind": "label", "text": "Dashboard", "frame": {"x": 0, "y": 0, "width": 320, "height": 100}, "autoresizing": ["flexibleWidth"]},
        {"id": "panel", "frame": {"x": 0, "y": 100, "width": 320, "height": 360}, "autoresizing": ["flexibleWidth", "flexibleHeight"], "embeds": "Panel"}]},
      "Panel": {"view": {"id": "panelRoot"}, "elements": [
        {"id": "more", "kind": "button", "text": "More", "frame": {"x": 10, "y": 10, "width": 100, "height": 44}}]}
    }}
    """#)

    /// On the 4-inch phone in portrait the container is (0, 120, 320, 448) in the window
    /// (under the 20 pt status bar and the 100 pt header), Panel's view the same, its button at (10, 130).
    @Test func childViewFillsTheContainerInPortrait() {
        let driver = Driver(Self.app)
        expectFrame(driver.view("panel")?.frame, rect(0, 120, 320, 448), "panel")
        #expect(driver.view("panel")?.children.last?.id == "panelRoot")
        expectFrame(driver.view("panelRoot")?.frame, rect(0, 120, 320, 448), "panelRoot")
        #expect(driver.view("panelRoot")?.controller?.description == "Panel#1")
        expectFrame(driver.view("more")?.frame, rect(10, 130, 100, 44), "more")
    }

    /// In landscape the container's bounds are 568 × 200 and Panel's view has the same bounds.
    @Test func childViewFollowsTheContainerInLandscape() {
        var driver = Driver(Self.app)
        driver.rotate(.landscapeLeft)
        #expect(driver.view("panel")?.bounds == size(568, 200))
        #expect(driver.view("panelRoot")?.bounds == size(568, 200))
        #expect(driver.view("panelRoot")?.frame == driver.view("panel")?.frame)
    }
}
