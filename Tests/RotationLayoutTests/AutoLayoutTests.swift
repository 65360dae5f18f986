import AppCatalog
import RotationEngine
import RotationLayout
import Testing

/// Auto Layout in the layout pass (docs/semantics.md, "Auto Layout"): constraints solved for
/// the bounds the controller's view has, in every orientation.
@Suite struct AutoLayoutTests {
    /// A one-controller app (no navigation bar) whose root view is `view` and whose subviews
    /// are `elements`, both JSON fragments.
    static func app(view: String = #"{"id": "rootView", "size": {"width": 320, "height": 460}}"#, elements: String, controller: String = "") -> AppDefinition {
        let json = """
        {"id": "auto-layout", "root": "Root", "controllers": {"Root": {
          "supportedInterfaceOrientations": "all", "shouldAutorotateToInterfaceOrientation": "all", \(controller)
          "view": \(view), "elements": \(elements)}}}
        """
        do {
            return try AppCatalog.decodeFile(named: "auto-layout.json", bytes: Array(json.utf8)).definition
        } catch {
            fatalError("test app does not decode: \(error)")
        }
    }

    /// Seed 002's labels: centred with constraints, they stay centred in portrait and landscape.
    @Test func centredLabelStaysCentred() {
        let definition = Self.app(
            view: #"""
{"id": "rootView", "size": {"width": 320, "height": 460}, "constraints": [
              {"item": "title", "attribute": "centerX", "toItem": "rootView", "toAttribute": "centerX"},
              {"item": "title", "attribute": "centerY", "toItem": "rootView", "toAttribute": "centerY"}]}
"""#,
            elements: #"[{"id": "title", "kind": "label", "text": "Portrait", "frame": {"x": 0, "y": 0, "width": 100, "height": 20}}]"#
        )
        var driver = Driver(definition, device: .iphone35)
        expectFrame(driver.view("title")?.frame, rect(110, 240, 100, 20), "portrait")
        #expect(driver.view("title")?.layoutBy == .constraints)
        #expect(driver.view("title")?.ambiguous == false)
        #expect(driver.layout.constraints == ConstraintReport())
        driver.rotate(.landscapeLeft)
        expectFrame(driver.view("title")?.frame, rect(190, 160, 100, 20), "landscape: centred in 480 × 300 under the status bar")
    }

    /// Leading and trailing pins stretch a view with its superview's width.
    @Test func leadingAndTrailingStretch() {
        let definition = Self.app(
            view: #"""
{"id": "rootView", "constraints": [
              {"item": "bar", "attribute": "leading", "toItem": "rootView", "toAttribute": "leading", "constant": 20},
              {"item": "bar", "attribute": "trailing", "toItem": "rootView", "toAttribute": "trailing", "constant": -20},
              {"item": "bar", "attribute": "top", "toItem": "topLayoutGuide", "toAttribute": "bottom", "constant": 10},
              {"item": "bar", "attribute": "height", "constant": 44}]}
"""#,
            elements: #"[{"id": "bar", "frame": {"x": 0, "y": 0, "width": 10, "height": 10}}]"#
        )
        var driver = Driver(definition, device: .iphone35)
        expectFrame(driver.view("bar")?.frame, rect(20, 30, 280, 44), "portrait")
        driver.rotate(.landscapeLeft)
        expectFrame(driver.view("bar")?.frame, rect(20, 30, 440, 44), "landscape")
    }

    /// Priorities are strict levels: one constraint at 751 outweighs three at 750.
    @Test func oneHigherPriorityOutweighsManyLower() {
        let definition = Self.app(
            view: #"""
{"id": "rootView", "constraints": [
              {"item": "box", "attribute": "left", "toItem": "rootView", "toAttribute": "left"},
              {"item": "box", "attribute": "top", "toItem": "rootView", "toAttribute": "top"},
              {"item": "box", "attribute": "height", "constant": 10},
              {"item": "box", "attribute": "width", "constant": 100, "priority": 751},
              {"item": "box", "attribute": "width", "constant": 200, "priority": 750},
              {"item": "box", "attribute": "width", "constant": 200, "priority": 750},
              {"item": "box", "attribute": "width", "constant": 200, "priority": 750}]}
"""#,
            elements: #"[{"id": "box", "frame": {"x": 0, "y": 0, "width": 50, "height": 50}}]"#
        )
        let driver = Driver(definition, device: .iphone35)
        expectFrame(driver.view("box")?.frame, rect(0, 20, 100, 10), "the 751 width wins")
    }

    /// A multiplier relates sizes: half the root's width, in both orientations.
    @Test func multiplierHalvesTheWidth() {
        let definition = Self.app(
            view: #"""
{"id": "rootView", "constraints": [
              {"item": "half", "attribute": "width", "toItem": "rootView", "toAttribute": "width", "multiplier": 0.5},
              {"item": "half", "attribute": "trailing", "toItem": "rootView", "toAttribute": "trailing"},
              {"item": "half", "attribute": "top", "toItem": "rootView", "toAttribute": "top"},
              {"item": "half", "attribute": "bottom", "toItem": "rootView", "toAttribute": "bottom"}]}
"""#,
            elements: #"[{"id": "half", "frame": {"x": 160, "y": 0, "width": 160, "height": 460}}]"#
        )
        var driver = Driver(definition, device: .iphone35)
        expectFrame(driver.view("half")?.frame, rect(160, 20, 160, 460), "portrait")
        driver.rotate(.landscapeRight)
        expectFrame(driver.view("half")?.frame, rect(240, 20, 240, 300), "landscape")
    }

    /// An intrinsic content size holds a label's size where no constraint sets it (hugging and compression resistance).
    @Test func intrinsicSizeSizesALabel() {
        let definition = Self.app(
            view: #"""
{"id": "rootView", "constraints": [
              {"item": "name", "attribute": "leading", "toItem": "rootView", "toAttribute": "leading", "constant": 20},
              {"item": "name", "attribute": "top", "toItem": "rootView", "toAttribute": "top", "constant": 20}]}
"""#,
            elements: #"""
[{"id": "name", "kind": "label", "text": "Name", "frame": {"x": 0, "y": 0, "width": 60, "height": 21},
                          "intrinsicContentSize": {"width": 42, "height": null}}]
"""#
        )
        let driver = Driver(definition, device: .iphone35)
        expectFrame(driver.view("name")?.frame, rect(20, 40, 42, 21), "width from the intrinsic size, height from its stay")
        #expect(driver.layout.constraints.ambiguous == ["name"], "no constraint or intrinsic size decides the height")
    }

    /// A view whose constraints leave its frame open is laid out at its design frame and reported ambiguous.
    @Test func underconstrainedViewIsAmbiguous() {
        let definition = Self.app(
            view: #"""
{"id": "rootView", "constraints": [
              {"item": "loose", "attribute": "centerX", "toItem": "rootView", "toAttribute": "centerX"}]}
"""#,
            elements: #"[{"id": "loose", "frame": {"x": 0, "y": 100, "width": 80, "height": 30}}]"#
        )
        let driver = Driver(definition, device: .iphone35)
        expectFrame(driver.view("loose")?.frame, rect(120, 120, 80, 30), "centred; y, width and height at their design values")
        #expect(driver.view("loose")?.ambiguous == true)
        #expect(driver.layout.constraints.ambiguous == ["loose"])
    }

    /// The form breaks its bottom margin constraint in landscape on a phone and holds it again in portrait.
    @Test func formBreaksInLandscapeAndHoldsAgainInPortrait() {
        var driver = Driver("constraint-form", device: .iphone4)
        #expect(driver.layout.constraints.unsatisfiable == [])
        expectFrame(driver.view("signUp")?.frame, rect(20, 350, 280, 44), "portrait: under the confirm field")
        driver.rotate(.landscapeLeft)
        let report = driver.layout.constraints
        #expect(report.unsatisfiable.map(\.broken) == [
            ConstraintDescription(id: "signUp.bottomMargin", description: "signUp.bottom <= formView.bottom - 20"),
        ])
        #expect(report.unsatisfiable.first?.controller?.description == "SignUpViewController#1")
        #expect(report.unsatisfiable.first?.bounds == Size(width: 568, height: 268))
        let chain: Set<String> = ["formView.bounds.height", "title.top", "title.height", "name.top", "name.height", "email.top",
                                  "email.height", "password.top", "password.height", "confirm.top", "confirm.height", "signUp.top", "signUp.height"]
        let conflicting = report.unsatisfiable.first?.conflicting.map(\.id) ?? []
        #expect(!conflicting.isEmpty && Set(conflicting).isSubset(of: chain), "fought: \(conflicting)")
        #expect(report.warnings == ["Unable to simultaneously satisfy constraints. Will attempt to recover by breaking constraint signUp.bottom <= formView.bottom - 20"])
        expectFrame(driver.view("signUp")?.frame, rect(20, 338, 528, 44), "landscape: the button runs below the screen")
        driver.rotate(.portrait)
        #expect(driver.layout.constraints.unsatisfiable == [])
    }

    /// The scrolling variant of the form breaks nothing in landscape: the form runs past the scroll view, which scrolls. Its
    /// fields are pinned to the scroll view's edges, which are its content area's (docs/semantics.md, "Scroll views"): the
    /// title's width tied to the scroll view's frame makes the content as wide as the scroll view (568 − 40 = 528 for the
    /// fields), and the button's bottom 20 points above the content's makes the content 20 + 30 + 5 × (12 + 44) + 20 = 350 tall.
    @Test func scrollingFormBreaksNothing() {
        var driver = Driver("constraint-form-scrolling", device: .iphone4)
        driver.rotate(.landscapeLeft)
        #expect(driver.layout.constraints == ConstraintReport())
        expectFrame(driver.view("scrollView")?.frame, rect(0, 52, 568, 268), "the scroll view fills the view")
        expectFrame(driver.view("signUp")?.frame, rect(20, 338, 528, 44), "the button is below the fold of the scroll view")
        #expect(driver.view("scrollView")?.contentSize == Size(width: 568, height: 350))
        #expect(driver.view("scrollView")?.className == "UIScrollView")
    }

    /// A view left with `translatesAutoresizingMaskIntoConstraints` gets mask constraints that hold it where its mask puts it, and the app's constraint on it breaks.
    @Test func forgottenTranslatesAutoresizingMaskBreaksTheAppsConstraint() {
        let definition = Self.app(
            view: #"""
{"id": "rootView", "constraints": [
              {"id": "pinLeft", "item": "badge", "attribute": "leading", "toItem": "rootView", "toAttribute": "leading", "constant": 50}]}
"""#,
            elements: #"""
[{"id": "badge", "frame": {"x": 10, "y": 10, "width": 40, "height": 40}, "autoresizing": ["flexibleLeftMargin"],
                          "translatesAutoresizingMaskIntoConstraints": true}]
"""#
        )
        var driver = Driver(definition, device: .iphone35)
        let breach = driver.layout.constraints.unsatisfiable.first
        #expect(breach?.broken == ConstraintDescription(id: "pinLeft", description: "badge.leading == rootView.leading + 50"))
        #expect(breach?.conflicting.map(\.description).contains("h=&-- v=--- badge.midX == 30") == true, "\(breach?.conflicting ?? [])")
        #expect(driver.view("badge")?.layoutBy == .autoresizing)
        driver.rotate(.landscapeLeft)
        expectFrame(driver.view("badge")?.frame, rect(170, 30, 40, 40), "the flexible left margin takes the 160 points")
    }

    /// Constraint-laid views ignore where the controller's code lays out (layoutIn); the others are laid out by it.
    @Test func constraintLaidViewsIgnoreLayoutIn() {
        let definition = Self.app(
            view: #"""
{"id": "rootView", "constraints": [
              {"item": "pinned", "attribute": "trailing", "toItem": "rootView", "toAttribute": "trailing"},
              {"item": "pinned", "attribute": "top", "toItem": "rootView", "toAttribute": "top"}]}
"""#,
            elements: #"""
[{"id": "pinned", "frame": {"x": 280, "y": 0, "width": 40, "height": 40}},
                         {"id": "coded", "frame": {"x": 0, "y": 0, "width": 320, "height": 40}, "autoresizing": ["flexibleWidth"]}]
"""#,
            controller: #""layoutIn": ["viewDidLoad"],"#
        )
        var driver = Driver(definition, device: .iphone35)
        driver.rotate(.landscapeLeft)
        #expect(driver.view("pinned")?.layoutBy == .constraints)
        #expect(driver.view("pinned")?.stale == nil)
        expectFrame(driver.view("pinned")?.frame, rect(440, 20, 40, 40), "pinned to the trailing edge in landscape")
        #expect(driver.view("coded")?.layoutBy == .code)
        #expect(driver.view("coded")?.stale == true)
    }

    /// A constraint held by a container measures positions in the container's bounds.
    @Test func containerHoldsItsChildrensConstraints() {
        let definition = Self.app(
            view: #"""
{"id": "rootView", "constraints": [
              {"item": "card", "attribute": "leading", "toItem": "rootView", "toAttribute": "leading", "constant": 10},
              {"item": "card", "attribute": "trailing", "toItem": "rootView", "toAttribute": "trailing", "constant": -10},
              {"item": "card", "attribute": "top", "toItem": "rootView", "toAttribute": "top", "constant": 100},
              {"item": "card", "attribute": "height", "constant": 200}]}
"""#,
            elements: #"""
[{"id": "card", "frame": {"x": 10, "y": 100, "width": 300, "height": 200}, "constraints": [
                {"item": "ok", "attribute": "trailing", "toItem": "card", "toAttribute": "trailing", "constant": -8},
                {"item": "ok", "attribute": "bottom", "toItem": "card", "toAttribute": "bottom", "constant": -8}],
              "children": [{"id": "ok", "kind": "button", "text": "OK", "frame": {"x": 232, "y": 152, "width": 60, "height": 40}}]}]
"""#
        )
        var driver = Driver(definition, device: .iphone35)
        expectFrame(driver.view("ok")?.frame, rect(242, 272, 60, 40), "portrait: bottom right of the card")
        driver.rotate(.landscapeLeft)
        expectFrame(driver.view("ok")?.frame, rect(402, 272, 60, 40), "landscape: the card is 460 wide")
    }

    /// iOS 8's margin attributes sit 8 points inside the edges, and an iOS 6 session warns that they need iOS 8.
    @Test func marginAttributesWarnOnIOS6() {
        let definition = Self.app(
            view: #"""
{"id": "rootView", "constraints": [
              {"item": "box", "attribute": "leading", "toItem": "rootView", "toAttribute": "leadingMargin"},
              {"item": "box", "attribute": "top", "toItem": "rootView", "toAttribute": "topMargin"},
              {"item": "box", "attribute": "width", "constant": 10},
              {"item": "box", "attribute": "height", "constant": 10}]}
"""#,
            elements: #"[{"id": "box", "frame": {"x": 0, "y": 0, "width": 10, "height": 10}}]"#
        )
        let driver = Driver(definition, device: .iphone35)
        expectFrame(driver.view("box")?.frame, rect(8, 28, 10, 10), "8 points in")
        #expect(driver.layout.constraints.warnings == ["Root uses layout margin attributes, which need iOS 8"])
    }

    /// `baseline` is laid out as `bottom` (Swivel measures no fonts), and the layout says so.
    @Test func baselineIsBottom() {
        let definition = Self.app(
            view: #"""
{"id": "rootView", "constraints": [
              {"item": "a", "attribute": "baseline", "toItem": "b", "toAttribute": "baseline"}]}
"""#,
            elements: #"""
[{"id": "a", "kind": "label", "text": "A", "frame": {"x": 0, "y": 0, "width": 20, "height": 20}},
                         {"id": "b", "kind": "label", "text": "B", "frame": {"x": 40, "y": 10, "width": 20, "height": 30}}]
"""#
        )
        let driver = Driver(definition, device: .iphone35)
        #expect((driver.view("a")?.frame.y ?? 0) + (driver.view("a")?.frame.height ?? 0) == (driver.view("b")?.frame.y ?? 0) + (driver.view("b")?.frame.height ?? 0))
        #expect(driver.layout.constraints.notes == ["rootView: baseline is laid out as bottom (Swivel measures no fonts)"])
    }

    /// A view with no constraints beside constraint-laid ones keeps autoresizing.
    @Test func viewsWithoutConstraintsAutoresize() {
        let driver = Driver("constraint-form", device: .iphone4)
        #expect(driver.layout.root.layoutBy == .autoresizing)
        #expect(driver.view("title")?.layoutBy == .constraints)
    }
}

/// `wantsFullScreenLayout` (iOS 5/6): the window's root covers the status bar's area; without it the root view starts under the status bar.
@Test func wantsFullScreenLayoutCoversTheStatusBar() {
    let full = AutoLayoutTests.app(elements: "[]", controller: #""wantsFullScreenLayout": true,"#)
    let driver = Driver(full, device: .iphone35)
    #expect(driver.layout.root.frame == rect(0, 0, 320, 480))
    #expect(driver.state.instances[driver.state.windowRoot].bounds == rect(0, 0, 320, 480))
    let plain = Driver(AutoLayoutTests.app(elements: "[]"), device: .iphone35)
    #expect(plain.layout.root.frame == rect(0, 20, 320, 460))
}
