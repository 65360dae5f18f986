import AppCatalog
import RotationEngine
import RotationLayout
import Testing

/// Alignment rectangles (docs/semantics.md, "Alignment rectangles"): Auto Layout's constraints,
/// intrinsic sizes and stack views act on a view's alignment rectangle, its frame is that grown
/// by its `alignmentRectInsets` — a UISwitch's 2 points on the right by default. Frames are
/// hand-computed; the root view covers the window (iOS 9 and 13), so window coordinates are the
/// root view's.
@Suite struct AlignmentRectTests {
    static func app(device: String = "switches", root: (width: Double, height: Double), constraints: String = "[]", elements: String) -> AppDefinition {
        let json = """
        {"id": "\(device)", "root": "Root", "controllers": {"Root": {
          "supportedInterfaceOrientations": "all", "shouldAutorotateToInterfaceOrientation": "all",
          "view": {"id": "rootView", "size": {"width": \(root.width), "height": \(root.height)}, "constraints": \(constraints)},
          "elements": \(elements)}}}
        """
        do {
            return try AppCatalog.decodeFile(named: "switches.json", bytes: Array(json.utf8)).definition
        } catch {
            fatalError("test app does not decode: \(error)")
        }
    }

    /// A 768-wide cell content view (margins 20 at the sides) whose switch is 49 wide by a
    /// constraint, its trailing edge 5 inside the trailing margin, centred vertically; `extra`
    /// goes into the switch's element.
    static func cell(switchExtra extra: String = "") -> AppDefinition {
        app(root: (768, 1024), elements: """
        [{"id": "content", "frame": {"x": 0, "y": 0, "width": 768, "height": 44},
          "layoutMargins": {"top": 8, "left": 20, "bottom": 8, "right": 20},
          "constraints": [
            {"item": "content", "attribute": "trailingMargin", "toItem": "toggle", "toAttribute": "trailing", "constant": 5},
            {"item": "toggle", "attribute": "centerY", "toItem": "content", "toAttribute": "centerY"}],
          "children": [{"id": "toggle", "class": "UISwitch", "frame": {"x": 0, "y": 0, "width": 51, "height": 31},
            "intrinsicContentSize": {"width": 49, "height": 31}, "translatesAutoresizingMaskIntoConstraints": false\(extra),
            "constraints": [{"item": "toggle", "attribute": "width", "constant": 49}]}]}]
        """)
    }

    /// A switch constrained 49 wide, 5 inside a 768-wide content view's trailing margin (20):
    /// its alignment rectangle ends at 768 − 20 − 5 = 743, so it starts at 694, and its frame is
    /// (694, 6.5, 51, 31) — 2 points wider on the right, as Interface Builder saves it.
    @Test func switchWithAWidthConstraintIsTwoPointsWiderOnTheRight() {
        let driver = Driver(Self.cell(), device: .ipad, os: .iOS9)
        expectFrame(driver.view("toggle")?.frame, rect(694, 6.5, 51, 31), "alignment rect (694, 6.5, 49, 31) grown 2 on the right")
        #expect(driver.view("toggle")?.layoutBy == .constraints)
        #expect(driver.layout.constraints.unsatisfiable.isEmpty)
        #expect(driver.layout.constraints.ambiguous.isEmpty)
    }

    /// Explicit zero `alignmentRectInsets` override UISwitch's default: the frame is the
    /// alignment rectangle, (694, 6.5, 49, 31).
    @Test func explicitZeroInsetsOverrideTheClassDefault() {
        let driver = Driver(Self.cell(switchExtra: #", "alignmentRectInsets": {}"#), device: .ipad, os: .iOS9)
        expectFrame(driver.view("toggle")?.frame, rect(694, 6.5, 49, 31), "no insets: the frame is the constrained rectangle")
    }

    /// In landscape (1024 wide, the content view keeping its 768 by its mask) the switch stays
    /// where its constraints put it; on a 1024-wide content view (flexible width) it moves to
    /// 1024 − 25 − 49 = 950, its frame still 51 wide.
    @Test func theFrameFollowsTheAlignmentRectangleOnRotation() {
        let definition = Self.app(root: (768, 1024), elements: """
        [{"id": "content", "frame": {"x": 0, "y": 0, "width": 768, "height": 44}, "autoresizing": ["flexibleWidth"],
          "layoutMargins": {"top": 8, "left": 20, "bottom": 8, "right": 20},
          "constraints": [
            {"item": "content", "attribute": "trailingMargin", "toItem": "toggle", "toAttribute": "trailing", "constant": 5},
            {"item": "toggle", "attribute": "centerY", "toItem": "content", "toAttribute": "centerY"}],
          "children": [{"id": "toggle", "class": "UISwitch", "frame": {"x": 694, "y": 6.5, "width": 51, "height": 31},
            "intrinsicContentSize": {"width": 49, "height": 31}, "translatesAutoresizingMaskIntoConstraints": false}]}]
        """)
        var driver = Driver(definition, device: .ipad, os: .iOS9)
        expectFrame(driver.view("toggle")?.frame, rect(694, 6.5, 51, 31), "portrait: as designed")
        driver.rotate(.landscapeLeft)
        expectFrame(driver.view("toggle")?.frame, rect(950, 6.5, 51, 31), "landscape: alignment rect at 950, 49 wide")
    }

    /// A vertical fillEqually stack of two switches (spacing 10), its trailing edge 22 inside a
    /// 375-wide root view, 100 down: the switches' alignment rectangles set the stack's width to
    /// 49 (x = 375 − 22 − 49 = 304) and its height to 31 + 10 + 31; each switch's frame is 51
    /// wide at x 0 in the stack, sticking out 2 points on the right.
    @Test func aStackOfSwitchesIsAsWideAsTheirAlignmentRectangles() throws {
        let device = try #require(DeviceCatalogue.device(id: "iphone-se"))
        let toggle = { (id: String, y: Double) in
            #"{"id": "\#(id)", "class": "UISwitch", "frame": {"x": 0, "y": \#(y), "width": 51, "height": 31}, "intrinsicContentSize": {"width": 49, "height": 31}, "contentHuggingPriority": {"horizontal": 750, "vertical": 750}}"#
        }
        let definition = Self.app(root: (375, 667), constraints: """
        [{"item": "rootView", "attribute": "trailing", "toItem": "stack", "toAttribute": "trailing", "constant": 22},
         {"item": "stack", "attribute": "top", "toItem": "rootView", "toAttribute": "top", "constant": 100}]
        """, elements: """
        [{"id": "stack", "class": "UIStackView", "frame": {"x": 304, "y": 100, "width": 49, "height": 72},
          "translatesAutoresizingMaskIntoConstraints": false,
          "stack": {"axis": "vertical", "distribution": "fillEqually", "spacing": 10},
          "children": [\(toggle("first", 0)), \(toggle("second", 41))]}]
        """)
        let driver = Driver(definition, device: device, os: .iOS13)
        expectFrame(driver.view("stack")?.frame, rect(304, 100, 49, 72), "the stack: the switches' alignment width")
        expectFrame(driver.view("first")?.frame, rect(304, 100, 51, 31), "at x 0 in the stack, 51 wide")
        expectFrame(driver.view("second")?.frame, rect(304, 141, 51, 31), "41 down in the stack, 51 wide")
        #expect(driver.layout.constraints.unsatisfiable.isEmpty)
        #expect(driver.layout.constraints.ambiguous.isEmpty)
    }

    /// A slider in a vertical fill stack 374 wide (20 from each side of a 414-wide root), its
    /// height constrained to 60, under a 21-high label with spacing 10: its alignment rectangle
    /// is (20, 131, 374, 60) in the root, and its frame sticks out 2 on each side and 1 below —
    /// (18, 131, 378, 61): x −2 and 378 × 61 in the stack, as Interface Builder saves it.
    @Test func aSliderSticksOutTwoPointsAtTheSidesAndOneBelow() throws {
        let device = try #require(DeviceCatalogue.device(id: "iphone-11"))
        let definition = Self.app(root: (414, 896), constraints: """
        [{"item": "stack", "attribute": "leading", "toItem": "rootView", "toAttribute": "leading", "constant": 20},
         {"item": "rootView", "attribute": "trailing", "toItem": "stack", "toAttribute": "trailing", "constant": 20},
         {"item": "stack", "attribute": "top", "toItem": "rootView", "toAttribute": "top", "constant": 100}]
        """, elements: """
        [{"id": "stack", "class": "UIStackView", "frame": {"x": 20, "y": 100, "width": 374, "height": 91},
          "translatesAutoresizingMaskIntoConstraints": false,
          "stack": {"axis": "vertical", "spacing": 10},
          "children": [
            {"id": "caption", "kind": "label", "text": "Height", "frame": {"x": 0, "y": 0, "width": 374, "height": 21}},
            {"id": "slider", "class": "UISlider", "frame": {"x": -2, "y": 31, "width": 378, "height": 61},
             "constraints": [{"item": "slider", "attribute": "height", "constant": 60}]}]}]
        """)
        let driver = Driver(definition, device: device, os: .iOS13)
        expectFrame(driver.view("stack")?.frame, rect(20, 100, 374, 91), "21 + 10 + 60 high: the slider's alignment height")
        expectFrame(driver.view("slider")?.frame, rect(18, 131, 378, 61), "the alignment rect (20, 131, 374, 60) grown 2, 2 and 1")
        #expect(driver.layout.constraints.unsatisfiable.isEmpty)
    }

    /// A switch laid out by its autoresizing mask, beside a view laid out by constraints, keeps
    /// its designed frame (100, 200, 51, 31): alignment insets act only through constraints.
    @Test func autoresizingSwitchesKeepTheirFrames() {
        let definition = Self.app(root: (768, 1024), elements: """
        [{"id": "toggle", "class": "UISwitch", "frame": {"x": 100, "y": 200, "width": 51, "height": 31}, "autoresizing": ["flexibleLeftMargin"]},
         {"id": "pinned", "kind": "label", "frame": {"x": 0, "y": 0, "width": 10, "height": 10}, "translatesAutoresizingMaskIntoConstraints": false,
          "constraints": [{"item": "pinned", "attribute": "width", "constant": 10}]}]
        """)
        let driver = Driver(definition, device: .ipad, os: .iOS9)
        expectFrame(driver.view("toggle")?.frame, rect(100, 200, 51, 31), "its designed frame")
        #expect(driver.view("toggle")?.layoutBy == .autoresizing)
        #expect(driver.view("pinned")?.layoutBy == .constraints)
    }
}
