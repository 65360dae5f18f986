import AppCatalog
import RotationEngine
import RotationLayout
import Testing

/// Stack views (docs/semantics.md, "Stack views"): the constraints UIKit's UIStackView makes for
/// its arranged subviews, solved with the rest. Frames are hand-computed: the stack sits at
/// (10, 10) in the root view, which the 3.5" iPhone shows at y = 20 under the status bar, so
/// an arranged view at (x, y) in the stack is at (10 + x, 10 + y) in the window (on iOS 9, the first with stack views, the root view covers the window).
@Suite struct StackViewTests {
    /// An arranged view of intrinsic size `width` × `height` (its design frame says nothing:
    /// 1 × 1, so a frame that came from the stays would show).
    static func box(_ id: String, _ width: Double, _ height: Double, _ extra: String = "") -> String {
        #"{"id": "\#(id)", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}, "intrinsicContentSize": {"width": \#(width), "height": \#(height)}\#(extra)}"#
    }

    static let fixedSize = #"[{"item": "stack", "attribute": "width", "constant": 300}, {"item": "stack", "attribute": "height", "constant": 100}]"#

    /// A one-controller app whose root view holds `stack` (pinned at 10, 10; `constraints`
    /// its own) arranging `children`.
    static func app(stack: String, children: [String], constraints: String = fixedSize, extra: String = "", stackExtra: String = "") -> AppDefinition {
        let json = """
        {"id": "stacks", "root": "Root", "controllers": {"Root": {
          "supportedInterfaceOrientations": "all", "shouldAutorotateToInterfaceOrientation": "all",
          "view": {"id": "rootView", "size": {"width": 320, "height": 460}, "constraints": [
            {"item": "stack", "attribute": "leading", "toItem": "rootView", "toAttribute": "leading", "constant": 10},
            {"item": "stack", "attribute": "top", "toItem": "rootView", "toAttribute": "top", "constant": 10}]},
          "elements": [{"id": "stack", "class": "UIStackView", "frame": {"x": 0, "y": 0, "width": 1, "height": 1},
                        "stack": \(stack), "constraints": \(constraints)\(stackExtra), "children": [\(children.joined(separator: ", "))]}\(extra)]}}}
        """
        do {
            return try AppCatalog.decodeFile(named: "stacks.json", bytes: Array(json.utf8)).definition
        } catch {
            fatalError("test app does not decode: \(error)")
        }
    }

    static let abc = [box("a", 50, 20), box("b", 70, 30), box("c", 40, 10)]

    /// The problems the decoder reports for `json`, each with its path (empty when it decodes).
    static func problems(_ json: String) -> [String] {
        do {
            _ = try AppCatalog.decodeFile(named: "bad.json", bytes: Array(json.utf8))
            return []
        } catch {
            return error.problems
        }
    }

    /// x and width in the stack of a, b, c (intrinsic widths 50, 70, 40; stack 300 wide,
    /// spacing 10) for each distribution.
    static func along(_ distribution: StackArrangement.Distribution) -> [(x: Double, width: Double)] {
        let third: Double = 280.0 / 3
        switch distribution {
        // The last of equal hugging priorities stretches: 300 − 50 − 70 − 20 = 160.
        case .fill: return [(0, 50), (60, 70), (140, 160)]
        // (300 − 20) / 3 each.
        case .fillEqually: return [(0, third), (third + 10, third), (2 * third + 20, third)]
        // 280 shared 50 : 70 : 40 of 160.
        case .fillProportionally: return [(0, 87.5), (97.5, 122.5), (230, 70)]
        // Intrinsic widths, the 140 left shared by the two gaps.
        case .equalSpacing: return [(0, 50), (120, 70), (260, 40)]
        // Centres 25 and 280 pinned, the middle one halfway: 152.5 − 35.
        case .equalCentering: return [(0, 50), (117.5, 70), (260, 40)]
        }
    }

    /// y and height in the stack (intrinsic heights 20, 30, 10; stack 100 tall) per alignment.
    static func across(_ alignment: StackArrangement.Alignment) -> [(y: Double, height: Double)] {
        switch alignment {
        case .fill: [(0, 100), (0, 100), (0, 100)]
        case .leading, .top: [(0, 20), (0, 30), (0, 10)]
        case .center: [(40, 20), (35, 30), (45, 10)]
        case .trailing, .bottom, .firstBaseline, .lastBaseline: [(80, 20), (70, 30), (90, 10)]
        }
    }

    /// Every distribution with every alignment of a horizontal stack: the distribution decides
    /// x and width, the alignment y and height, with nothing ambiguous or broken.
    @Test(arguments: StackArrangement.Distribution.allCases, StackArrangement.Alignment.allCases)
    func distributionAndAlignment(_ distribution: StackArrangement.Distribution, _ alignment: StackArrangement.Alignment) {
        let definition = Self.app(stack: #"{"distribution": "\#(distribution.rawValue)", "alignment": "\#(alignment.rawValue)", "spacing": 10}"#, children: Self.abc)
        let driver = Driver(definition, device: .iphone35, os: .iOS9)
        let xs = Self.along(distribution)
        let ys = Self.across(alignment)
        for (index, id) in ["a", "b", "c"].enumerated() {
            expectFrame(driver.view(id)?.frame, rect(10 + xs[index].x, 10 + ys[index].y, xs[index].width, ys[index].height), "\(distribution) \(alignment) \(id)")
            #expect(driver.view(id)?.layoutBy == .constraints)
        }
        expectFrame(driver.view("stack")?.frame, rect(10, 10, 300, 100), "the stack keeps its size")
        #expect(driver.layout.constraints.unsatisfiable.isEmpty)
        #expect(driver.layout.constraints.ambiguous.isEmpty)
        #expect(driver.layout.constraints.notes.contains("stack: stack baselines are laid out as bottom edges (Swivel measures no fonts)") == alignment.isBaseline)
    }

    /// `fill`: the view with the lowest hugging priority stretches, whatever its place.
    @Test func fillStretchesTheLowestHugging() {
        let children = [Self.box("a", 50, 20), Self.box("b", 70, 30, #", "contentHuggingPriority": {"horizontal": 200, "vertical": 250}"#), Self.box("c", 40, 10)]
        let driver = Driver(Self.app(stack: #"{"spacing": 10}"#, children: children), device: .iphone35, os: .iOS9)
        expectFrame(driver.view("a")?.frame, rect(10, 10, 50, 100), "a keeps its width")
        expectFrame(driver.view("b")?.frame, rect(70, 10, 190, 100), "b stretches: 300 − 50 − 40 − 20")
        expectFrame(driver.view("c")?.frame, rect(270, 10, 40, 100), "c keeps its width")
    }

    /// `fill` too small: of equal compression resistances the last view shrinks (ties broken
    /// by index); a higher resistance keeps a view whole.
    @Test func fillShrinksByCompressionResistanceThenIndex() {
        let narrow = #"[{"item": "stack", "attribute": "width", "constant": 150}, {"item": "stack", "attribute": "height", "constant": 100}]"#
        var driver = Driver(Self.app(stack: #"{"spacing": 10}"#, children: Self.abc, constraints: narrow), device: .iphone35, os: .iOS9)
        expectFrame(driver.view("b")?.frame, rect(70, 10, 70, 100), "b keeps its width")
        expectFrame(driver.view("c")?.frame, rect(150, 10, 10, 100), "c shrinks by 30: 150 − 50 − 70 − 20")
        let resistant = [Self.box("a", 50, 20), Self.box("b", 70, 30), Self.box("c", 40, 10, #", "contentCompressionResistancePriority": {"horizontal": 751, "vertical": 750}"#)]
        driver = Driver(Self.app(stack: #"{"spacing": 10}"#, children: resistant, constraints: narrow), device: .iphone35, os: .iOS9)
        expectFrame(driver.view("b")?.frame, rect(70, 10, 40, 100), "b shrinks by 30 instead")
        expectFrame(driver.view("c")?.frame, rect(120, 10, 40, 100), "c keeps its width")
    }

    /// A hidden arranged view takes no space: zero wide after the view before it, no spacing;
    /// it is aligned all the same, and a tap does not reach it.
    @Test func hiddenViewTakesNoSpace() {
        let children = [Self.box("a", 50, 20), Self.box("b", 70, 30, #", "hidden": true"#), Self.box("c", 40, 10)]
        let driver = Driver(Self.app(stack: #"{"spacing": 10}"#, children: children), device: .iphone35, os: .iOS9)
        expectFrame(driver.view("a")?.frame, rect(10, 10, 50, 100), "a")
        expectFrame(driver.view("b")?.frame, rect(60, 10, 0, 100), "b: zero wide at a's trailing edge")
        expectFrame(driver.view("c")?.frame, rect(70, 10, 240, 100), "c stretches: 300 − 50 − 10")
        #expect(!driver.state.onScreenViews.contains { $0.view.id == "b" })
        #expect(driver.state.onScreenViews.contains { $0.view.id == "c" })
    }

    /// Two views required 200 wide in a 300-wide `fill` stack cannot fit: the log names the stack's own constraints in
    /// UIKit's notation, with their `UISV-` ids (docs/semantics.md, "Stack views").
    @Test func overfullStackLogsItsConstraints() {
        func wide(_ id: String) -> String { #", "constraints": [{"item": "\#(id)", "attribute": "width", "constant": 200}]"# }
        let children = [Self.box("a", 50, 20, wide("a")), Self.box("b", 70, 30, wide("b"))]
        let driver = Driver(Self.app(stack: #"{"spacing": 10}"#, children: children), device: .iphone35, os: .iOS9)
        let report = driver.layout.constraints
        #expect(report.unsatisfiable.map(\.broken) == [ConstraintDescription(id: "b#0", description: "b.width == 200")])
        #expect(report.unsatisfiable.first?.conflicting == [
            ConstraintDescription(id: "stack.UISV-canvas-connection.1", description: "a.leading == stack.leading"),
            ConstraintDescription(id: "stack.UISV-canvas-connection.2", description: "stack.trailing == b.trailing"),
            ConstraintDescription(id: "stack.UISV-spacing.1", description: "b.leading == a.trailing + 10"),
            ConstraintDescription(id: "stack#0", description: "stack.width == 300"),
            ConstraintDescription(id: "a#0", description: "a.width == 200"),
        ])
        #expect(report.warnings == ["Unable to simultaneously satisfy constraints. Will attempt to recover by breaking constraint b.width == 200"])
    }

    /// A vertical stack with free height is as tall as its views and their spacing; centred
    /// views sit in the middle of its width.
    @Test func verticalStackCentres() {
        let width = #"[{"item": "stack", "attribute": "width", "constant": 300}]"#
        let driver = Driver(Self.app(stack: #"{"axis": "vertical", "alignment": "center", "spacing": 5}"#, children: Self.abc, constraints: width), device: .iphone35, os: .iOS9)
        expectFrame(driver.view("a")?.frame, rect(135, 10, 50, 20), "a: x 150 − 25")
        expectFrame(driver.view("b")?.frame, rect(125, 35, 70, 30), "b: y 20 + 5")
        expectFrame(driver.view("c")?.frame, rect(140, 70, 40, 10), "c: y 55 + 5")
        expectFrame(driver.view("stack")?.frame, rect(10, 10, 300, 70), "20 + 5 + 30 + 5 + 10")
        #expect(driver.layout.constraints.ambiguous.isEmpty)
    }

    /// Across the axis, a stack not given a height spans its tallest view (top alignment).
    @Test func stackSpansItsTallestView() {
        let width = #"[{"item": "stack", "attribute": "width", "constant": 300}]"#
        let driver = Driver(Self.app(stack: #"{"alignment": "top", "distribution": "equalSpacing"}"#, children: Self.abc, constraints: width), device: .iphone35, os: .iOS9)
        expectFrame(driver.view("stack")?.frame, rect(10, 10, 300, 30), "b's 30")
        expectFrame(driver.view("c")?.frame, rect(270, 10, 40, 10), "c at the trailing edge, its own height")
        #expect(driver.layout.constraints.ambiguous.isEmpty)
    }

    /// An `equalSpacing` stack no constraint sizes along its axis is as short as its spacing
    /// allows (UIKit's canvas fit at 49): 50 + 10 + 70 + 10 + 40 = 180 wide, each gap 10, and no
    /// view is ambiguous; `equalCentering` the same way, its centre steps equal: a at 0, b's
    /// centre 25 + 70 = 95 (b from 60, 10 after a), c's 165 (c from 145, 10 after b).
    @Test func equalSpacingStackNotSizedAlongItsAxisKeepsItsSpacing() {
        let height = #"[{"item": "stack", "attribute": "height", "constant": 100}]"#
        let spacing = Driver(Self.app(stack: #"{"alignment": "top", "distribution": "equalSpacing", "spacing": 10}"#, children: Self.abc, constraints: height), device: .iphone35, os: .iOS9)
        expectFrame(spacing.view("stack")?.frame, rect(10, 10, 180, 100), "50 + 10 + 70 + 10 + 40")
        expectFrame(spacing.view("b")?.frame, rect(70, 10, 70, 30), "10 after a")
        expectFrame(spacing.view("c")?.frame, rect(150, 10, 40, 10), "10 after b")
        #expect(spacing.layout.constraints.ambiguous.isEmpty)
        let centering = Driver(Self.app(stack: #"{"alignment": "top", "distribution": "equalCentering", "spacing": 10}"#, children: Self.abc, constraints: height), device: .iphone35, os: .iOS9)
        expectFrame(centering.view("b")?.frame, rect(70, 10, 70, 30), "centre 95: from 60")
        expectFrame(centering.view("c")?.frame, rect(155, 10, 40, 10), "centre 165: from 145")
        expectFrame(centering.view("stack")?.frame, rect(10, 10, 185, 100), "to c's end")
        #expect(centering.layout.constraints.ambiguous.isEmpty)
    }

    /// `layoutMarginsRelative`: the views sit inside UIKit's 8-point margins on every side.
    @Test func marginsRelativeArrangement() {
        let children = [Self.box("a", 50, 20), Self.box("b", 70, 30)]
        let driver = Driver(Self.app(stack: #"{"alignment": "top", "layoutMarginsRelative": true}"#, children: children), device: .iphone35, os: .iOS9)
        expectFrame(driver.view("a")?.frame, rect(18, 18, 50, 20), "a at the margins")
        expectFrame(driver.view("b")?.frame, rect(68, 18, 234, 30), "b stretches to the trailing margin: 300 − 16 − 50")
    }

    /// A stack with its own margins (top 4, left 32, bottom 10, right 12) arranges within them:
    /// a at (32, 4); b stretches to 300 − 12; in `fillProportionally` the 300 − 44 − 10 = 246
    /// left is shared 50 : 70 (102.5 and 143.5).
    @Test func customMarginsRelativeArrangement() {
        let children = [Self.box("a", 50, 20), Self.box("b", 70, 30)]
        let margins = #", "layoutMargins": {"top": 4, "left": 32, "bottom": 10, "right": 12}"#
        var driver = Driver(Self.app(stack: #"{"alignment": "top", "layoutMarginsRelative": true}"#, children: children, extra: "", stackExtra: margins), device: .iphone35, os: .iOS9)
        expectFrame(driver.view("a")?.frame, rect(10 + 32, 10 + 4, 50, 20), "a at the custom margins")
        expectFrame(driver.view("b")?.frame, rect(10 + 82, 10 + 4, 300 - 12 - 82, 30), "b stretches to the trailing margin")
        driver = Driver(Self.app(stack: #"{"distribution": "fillProportionally", "alignment": "top", "spacing": 10, "layoutMarginsRelative": true}"#, children: children, extra: "", stackExtra: margins), device: .iphone35, os: .iOS9)
        let share = 246.0 / 120
        expectFrame(driver.view("a")?.frame, rect(10 + 32, 10 + 4, 50 * share, 20), "a: 50 of 120")
        expectFrame(driver.view("b")?.frame, rect(10 + 32 + 50 * share + 10, 10 + 4, 70 * share, 30), "b: 70 of 120")
    }

    /// A margins-relative stack's margins are its own as any view's are: on an iPhone X in
    /// landscape the stack (10 points in) overlaps the 44-point unsafe side by 34, so its left
    /// margin is 8 + 34 = 42; `fillProportionally` shares the 300 − 42 − 8 − 10 = 240 left
    /// 50 : 70 (100 and 140).
    @Test func proportionalSharesWhatLiesBetweenTheMargins() {
        let children = [Self.box("a", 50, 20), Self.box("b", 70, 30)]
        let stack = #"{"distribution": "fillProportionally", "alignment": "top", "spacing": 10, "layoutMarginsRelative": true}"#
        let driver = Driver(Self.app(stack: stack, children: children), device: DeviceCatalogue.device(id: "iphone-x")!, os: .iOS11, orientation: .landscapeLeft)
        expectFrame(driver.view("a")?.frame, rect(10 + 42, 10 + 8, 100, 20), "a: 50 of 120 of 240")
        expectFrame(driver.view("b")?.frame, rect(10 + 42 + 100 + 10, 10 + 8, 140, 30), "b: 70 of 120 of 240")
        #expect(driver.layout.constraints.unsatisfiable.isEmpty)
    }

    /// Stacks nest: a horizontal fill-equally stack inside a vertical one fills its width,
    /// as tall as its taller view; the outer stack is as tall as its rows and spacing.
    @Test func nestedStacks() {
        let inner = #"""
        {"id": "row", "class": "UIStackView", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}, "stack": {"distribution": "fillEqually"},
         "children": [\#(Self.box("left", 40, 20)), \#(Self.box("right", 60, 30))]}
        """#
        let width = #"[{"item": "stack", "attribute": "width", "constant": 300}]"#
        let driver = Driver(Self.app(stack: #"{"axis": "vertical", "spacing": 10}"#, children: [inner, Self.box("d", 100, 25)], constraints: width), device: .iphone35, os: .iOS9)
        expectFrame(driver.view("row")?.frame, rect(10, 10, 300, 30), "the row: full width, its taller view's height")
        expectFrame(driver.view("left")?.frame, rect(10, 10, 150, 30), "left: half the row")
        expectFrame(driver.view("right")?.frame, rect(160, 10, 150, 30), "right: the other half")
        expectFrame(driver.view("d")?.frame, rect(10, 50, 300, 25), "d below, 10 apart")
        expectFrame(driver.view("stack")?.frame, rect(10, 10, 300, 65), "30 + 10 + 25")
        #expect(driver.layout.constraints.ambiguous.isEmpty)
        #expect(driver.layout.constraints.unsatisfiable.isEmpty)
    }

    /// The stack follows its superview on rotation and re-arranges: pinned to both sides, its
    /// last view takes the new width.
    @Test func stackReArrangesOnRotation() {
        let height = #"[{"item": "stack", "attribute": "height", "constant": 100}]"#
        var app = Self.app(stack: #"{"spacing": 10}"#, children: Self.abc, constraints: height)
        // Pin the trailing edge too: 10 from the root view's right.
        var root = app.controllers["Root"]!
        root.view.constraints.append(LayoutConstraint(id: "trailing", item: "rootView", attribute: .trailing, toItem: "stack", toAttribute: .trailing, constant: 10))
        app.controllers["Root"] = root
        var driver = Driver(app, device: .iphone35, os: .iOS9)
        expectFrame(driver.view("c")?.frame, rect(150, 10, 160, 100), "portrait: the stack 300 wide, c 300 − 140")
        driver.rotate(.landscapeLeft)
        expectFrame(driver.view("c")?.frame, rect(150, 10, 320, 100), "landscape: the stack 460 wide, c 460 − 140")
    }

    /// A size-class variation of the axis (Interface Builder's `<variation key="heightClass=compact"
    /// axis="horizontal"/>`): the 300 × 100 stack arranges a, b, c top to bottom in portrait
    /// (regular height: heights 20, 30 and the last stretched to 100 − 20 − 30 − 20 = 30, each
    /// 300 wide) and left to right in landscape (compact height: widths 50, 70 and
    /// 300 − 50 − 70 − 20 = 160, each 100 tall), and back.
    @Test func axisVariationTurnsTheStackWithTheSizeClasses() {
        let app = Self.app(stack: #"{"axis": "vertical", "spacing": 10, "variations": [{"when": {"verticalSizeClass": "compact"}, "axis": "horizontal"}]}"#, children: Self.abc)
        var driver = Driver(app, device: .iphone35, os: .iOS9)
        expectFrame(driver.view("a")?.frame, rect(10, 10, 300, 20), "portrait: vertical")
        expectFrame(driver.view("b")?.frame, rect(10, 40, 300, 30), "portrait: vertical")
        expectFrame(driver.view("c")?.frame, rect(10, 80, 300, 30), "portrait: vertical")
        driver.rotate(.landscapeLeft)
        expectFrame(driver.view("a")?.frame, rect(10, 10, 50, 100), "landscape: horizontal")
        expectFrame(driver.view("b")?.frame, rect(70, 10, 70, 100), "landscape: horizontal")
        expectFrame(driver.view("c")?.frame, rect(150, 10, 160, 100), "landscape: horizontal")
        driver.rotate(.portrait)
        expectFrame(driver.view("c")?.frame, rect(10, 80, 300, 30), "portrait again: vertical")
        // Before iOS 8 (no size classes) a stack view cannot load at all; on iOS 9 the base
        // arrangement is what the variation does not name.
        #expect(app.controllers["Root"]?.view.children.first?.stack?.arrangement(for: nil).axis == .vertical)
    }

    /// An arranged view hidden in compact height only (Interface Builder's `<variation
    /// key="heightClass=compact" hidden="YES"/>` → `hiddenWhen`): in portrait (regular height) b
    /// takes its 70 points between a and c (c stretches to 300 − 50 − 70 − 20 = 160); in landscape
    /// it is zero wide at a's trailing edge and c takes 300 − 50 − 10 = 240; a tap reaches b in
    /// portrait only. An element installed in compact height only is tappable in landscape only.
    @Test func hiddenVariationTakesSpaceOnlyWhereShown() {
        let children = [Self.box("a", 50, 20), Self.box("b", 70, 30, #", "hiddenWhen": {"verticalSizeClass": "compact"}"#), Self.box("c", 40, 10)]
        let compactOnly = #", {"id": "d", "kind": "button", "text": "D", "frame": {"x": 0, "y": 200, "width": 80, "height": 44}, "installed": false, "when": {"verticalSizeClass": "compact"}}"#
        var driver = Driver(Self.app(stack: #"{"spacing": 10}"#, children: children, extra: compactOnly), device: .iphone35, os: .iOS9)
        expectFrame(driver.view("a")?.frame, rect(10, 10, 50, 100), "portrait: a")
        expectFrame(driver.view("b")?.frame, rect(70, 10, 70, 100), "portrait: b shown, after a and 10 points")
        expectFrame(driver.view("c")?.frame, rect(150, 10, 160, 100), "portrait: c stretches")
        #expect(driver.state.onScreenViews.map(\.view.id) == ["rootView", "stack", "a", "b", "c"])
        #expect(driver.view("b")?.hidden == nil)
        driver.rotate(.landscapeLeft)
        expectFrame(driver.view("a")?.frame, rect(10, 10, 50, 100), "landscape: a")
        expectFrame(driver.view("b")?.frame, rect(60, 10, 0, 100), "landscape: b hidden, zero wide at a's trailing edge")
        expectFrame(driver.view("c")?.frame, rect(70, 10, 240, 100), "landscape: c takes b's place and spacing")
        #expect(driver.state.onScreenViews.map(\.view.id) == ["rootView", "stack", "a", "c", "d"])
        #expect(driver.view("b")?.hidden == true, "the layout says b is hidden in landscape")
        #expect(!driver.layout.drawingLayers.belowBars.contains { $0.id == "b" }, "and it is not drawn")
        #expect(driver.layout.constraints.ambiguous.isEmpty)
        driver.rotate(.portrait)
        expectFrame(driver.view("b")?.frame, rect(70, 10, 70, 100), "portrait again: b shown")
    }

    /// `variations` are checked: 1 to 4, each with a `when`, known names, and no arrangement
    /// UIKit lacks (a variation making a baseline-aligned stack vertical).
    @Test func stackVariationsAreChecked() {
        let json = """
        {"id": "x", "root": "R", "controllers": {"R": {"elements": [
          {"id": "s", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}, "stack": {"variations": [{"axis": "vertical"}, {"when": {"verticalSizeClass": "tall"}, "axis": "sideways"}]}},
          {"id": "t", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}, "stack": {"alignment": "firstBaseline", "variations": [{"when": {"verticalSizeClass": "regular"}, "axis": "vertical"}]}},
          {"id": "u", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}, "stack": {"variations": []}},
          {"id": "w", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}, "stack": {"variations": [{"when": [], "axis": "vertical"}]}}]}}}
        """
        #expect(Self.problems(json) == [
            "$.controllers.R.elements[0].stack.variations[0].when: is required: the size classes the variation is for",
            "$.controllers.R.elements[0].stack.variations[1].when.verticalSizeClass: unknown size class \"tall\"; use compact or regular",
            "$.controllers.R.elements[0].stack.variations[1].axis: unknown axis \"sideways\"; use one of horizontal, vertical",
            "$.controllers.R.elements[1].stack.variations[0]: makes a vertical stack with firstBaseline alignment, which aligns a horizontal stack's views",
            "$.controllers.R.elements[2].stack.variations: give 1 to 4 variations",
            "$.controllers.R.elements[3].stack.variations[0].when: give 1 to 4 conditions: a variation for no size classes never applies",
        ])
    }

    /// The decoder reads every `stack` key with its path, refuses unknown names, and refuses a
    /// baseline alignment on a vertical stack; defaults are UIKit's.
    @Test func stackKeysAreChecked() {
        let json = """
        {"id": "x", "root": "R", "controllers": {"R": {"elements": [
          {"id": "s", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}, "stack": {"axis": "diagonal", "spacing": "8", "gap": 1}},
          {"id": "t", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}, "stack": {"axis": "vertical", "alignment": "firstBaseline"}},
          {"id": "u", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}, "stack": {}, "hidden": 1}]}}}
        """
        #expect(Self.problems(json) == [
            "$.controllers.R.elements[0].stack.gap: unknown key; allowed here: axis, distribution, alignment, spacing, layoutMarginsRelative, baselineRelative, variations",
            "$.controllers.R.elements[0].stack.axis: unknown axis \"diagonal\"; use one of horizontal, vertical",
            "$.controllers.R.elements[0].stack.spacing: expected a number from -100000 to 100000, got a string",
            "$.controllers.R.elements[1].stack.alignment: firstBaseline aligns a horizontal stack's views; a vertical stack uses fill, leading, center or trailing",
            "$.controllers.R.elements[2].hidden: expected true or false, got a number",
        ])
        let plain = Self.app(stack: "{}", children: Self.abc)
        #expect(plain.controllers["Root"]?.view.children.first?.stack == StackArrangement())
    }

    /// `hiddenWhen` takes `when`'s conditions, checked alike (at most four, known classes); an
    /// empty array — shown in every size class — is accepted, for `when` too (installed in none).
    @Test func hiddenWhenIsChecked() throws {
        let bad = """
        {"id": "x", "root": "R", "controllers": {"R": {"elements": [
          {"id": "s", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}, "hiddenWhen": {"verticalSizeClass": "tall"}},
          {"id": "t", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}, "hiddenWhen": [{}, {}, {}, {}, {}]},
          {"id": "u", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}, "hiddenWhen": "compact"}]}}}
        """
        #expect(Self.problems(bad) == [
            "$.controllers.R.elements[0].hiddenWhen.verticalSizeClass: unknown size class \"tall\"; use compact or regular",
            "$.controllers.R.elements[1].hiddenWhen: give at most 4 conditions",
            "$.controllers.R.elements[2].hiddenWhen: expected a size-class condition or an array of them, got a string",
        ])
        let good = """
        {"id": "x", "root": "R", "controllers": {"R": {"elements": [
          {"id": "s", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}, "hidden": true, "hiddenWhen": [], "installed": true, "when": []}]}}}
        """
        let view = try #require(try AppCatalog.decodeFile(named: "good.json", bytes: Array(good.utf8)).definition.controllers["R"]?.view.children.first)
        #expect(view.hiddenWhen == [])
        #expect(view.isHidden(in: nil), "iOS 5–7: hidden")
        #expect(!view.isHidden(in: SizeClasses(.compact, .regular)), "iOS 8 on: shown")
        #expect(view.installation.when == [])
        #expect(!view.installation.isInstalled(in: SizeClasses(.compact, .regular)))
    }
}
