import AppCatalog
import RotationEngine
@testable import RotationLayout
import Testing

/// The ids and log text of the constraints a stack view makes (docs/semantics.md, "Stack
/// views"), as a breach's report writes them: `<stack>.UISV-<role>.<n>` numbered per role, and
/// UIKit's notation, written from the plan's parts only when asked.
@Suite struct StackConstraintNameTests {
    /// The stack items of the plan of a stack with `stack`'s arrangement and `children`: id and text.
    static func names(stack: String, children: [String], stackExtra: String = "") -> [String] {
        let app = StackViewTests.app(stack: stack, children: children, stackExtra: stackExtra)
        let plan = AutoLayoutPlan(app.controller("Root").view)
        return plan.items.compactMap { item in
            guard case .stackView(let origin) = item.origin else { return nil }
            return plan.id(of: item) + ": " + plan.logText(origin)
        }
    }

    /// `equalSpacing`: the gaps after the first are each equal to it (required, as UIKit's), and the stack is as short as that allows at 49.
    @Test func equalSpacingWritesEqualDifferences() {
        let names = Self.names(stack: #"{"distribution": "equalSpacing", "alignment": "top", "spacing": 10}"#, children: StackViewTests.abc)
        #expect(names.filter { $0.contains("UISV-distributing") || $0.contains("UISV-spacing") || $0.contains("UISV-canvas-fit") } == [
            "stack.UISV-spacing.1: b.leading >= a.trailing + 10",
            "stack.UISV-spacing.2: c.leading >= b.trailing + 10",
            "stack.UISV-distributing.1: c.leading - b.trailing == b.leading - a.trailing",
            "stack.UISV-canvas-fit.1: stack.width == 0 @49",
        ])
    }

    /// `equalCentering`: the centre steps after the first are each equal to it at 150 less the index of the view before the step (UIKit's).
    @Test func equalCenteringStepsLoseAPriorityPerPlace() {
        let names = Self.names(stack: #"{"distribution": "equalCentering", "alignment": "top", "spacing": 10}"#, children: StackViewTests.abc + [StackViewTests.box("d", 30, 10)])
        #expect(names.filter { $0.contains("UISV-distributing") } == [
            "stack.UISV-distributing.1: c.centerX - b.centerX == b.centerX - a.centerX @149",
            "stack.UISV-distributing.2: d.centerX - c.centerX == b.centerX - a.centerX @148",
        ])
    }

    /// A hidden arranged view is zero long at its place; `fillProportionally` inside the margins
    /// shares the length between them less the one gap: 50 : 40 of 90 (written as the log writes
    /// numbers, in full).
    @Test func hidingAndProportionalWithinMargins() {
        let children = [StackViewTests.box("a", 50, 20), StackViewTests.box("b", 70, 30, #", "hidden": true"#), StackViewTests.box("c", 40, 10)]
        let names = Self.names(stack: #"{"distribution": "fillProportionally", "spacing": 10, "layoutMarginsRelative": true}"#, children: children)
        #expect(names.filter { $0.contains("UISV-hiding") || $0.contains("UISV-fill-proportionally") } == [
            "stack.UISV-hiding.1: b.width == 0",
            "stack.UISV-hiding.2: b.leading == a.trailing",
            "stack.UISV-fill-proportionally.1: a.width == 0.5555555555555556*(stack.trailingMargin - stack.leadingMargin) - 5.555555555555555 @999",
            "stack.UISV-fill-proportionally.2: c.width == 0.4444444444444444*(stack.trailingMargin - stack.leadingMargin) - 4.444444444444445 @999",
        ])
    }

    /// A view installed in regular widths only makes a second set of constraints; a constraint
    /// both sets make alike is one item, keeping the first set's id (each set numbers its own,
    /// so the second set's trailing connection is `.2` too).
    @Test func aConstraintBothSetsMakeKeepsTheFirstSetsID() {
        let children = [StackViewTests.box("a", 50, 20), StackViewTests.box("b", 70, 30, #", "installed": false, "when": [{"horizontalSizeClass": "regular"}]"#)]
        let names = Self.names(stack: #"{"spacing": 10}"#, children: children)
        #expect(names.filter { $0.contains("canvas-connection") } == [
            "stack.UISV-canvas-connection.1: a.leading == stack.leading",
            "stack.UISV-canvas-connection.2: stack.trailing == a.trailing",
            "stack.UISV-canvas-connection.2: stack.trailing == b.trailing",
        ])
    }
}
