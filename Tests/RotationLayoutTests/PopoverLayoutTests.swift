import AppCatalog
import RotationEngine
import RotationLayout
import Testing

/// Popovers in the layout (docs/semantics.md, "Popovers") on ipad-pro-11 with iOS 17 (834 × 1194).
@Suite struct PopoverLayoutTests {
    static let app = posted(#"""
    {"id": "popover-layout", "root": "Home", "controllers": {
      "Home": {"elements": [
        {"id": "tips", "kind": "button", "frame": {"x": 100, "y": 200, "width": 80, "height": 44}, "action": {"type": "present", "controller": "Tips", "style": "popover"}},
        {"id": "corner", "kind": "button", "frame": {"x": 280, "y": 400, "width": 40, "height": 44}, "autoresizing": ["flexibleLeftMargin", "flexibleTopMargin"], "action": {"type": "present", "controller": "Big", "style": "popover"}}]},
      "Tips": {"view": {"id": "tipsView"}, "preferredContentSize": {"width": 300, "height": 200}},
      "Big": {"view": {"id": "bigView"}}
    }}
    """#)

    /// Centred under the Tips button (x 140 − 150 = −10, kept at 0), its top at the button's
    /// bottom (244): (0, 244, 300, 200).
    @Test func popoverIsAnchoredBelowItsSource() {
        var driver = Driver(Self.app, device: iPadPro11, os: .iOS17)
        driver.tap("tips")
        expectFrame(driver.view("tipsView")?.frame, rect(0, 244, 300, 200), "tipsView")
    }

    /// The default 320 × 480 popover under the corner button, which autoresizing puts at
    /// (794, 400 + 1194 − 460 = 1134, 40, 44): kept inside the window's right (834 − 320 = 514) and bottom (1194 − 480 = 714) edges.
    @Test func popoverIsKeptInsideTheWindow() {
        var driver = Driver(Self.app, device: iPadPro11, os: .iOS17)
        expectFrame(driver.view("corner")?.frame, rect(794, 1134, 40, 44), "corner")
        driver.tap("corner")
        expectFrame(driver.view("bigView")?.frame, rect(514, 714, 320, 480), "bigView")
    }
}
