import Testing
@testable import ConstraintSolver

/// A 50-view layout in the shape Auto Layout gives the solver: a root view whose width and
/// height are edit variables, views stacked vertically, even views pinned to both edges, odd
/// views indented from the view above with a capped width, and stays on every frame
/// variable at the fractional levels 0.5 (origin) and 0.25 (size).
private struct StackLayout {
    struct Frame {
        let x: Variable, y: Variable, width: Variable, height: Variable
    }

    static let viewCount = 50
    let solver = Solver()
    let rootWidth: Variable
    let rootHeight: Variable
    var views: [Frame] = []

    init() {
        let rootX = solver.makeVariable()
        let rootY = solver.makeVariable()
        rootWidth = solver.makeVariable()
        rootHeight = solver.makeVariable()
        must(solver, Constraint(rootX, .equal, 0))
        must(solver, Constraint(rootY, .equal, 0))
        must(solver, Constraint(rootWidth, .equal, 320, strength: strength(0.5)))
        must(solver, Constraint(rootHeight, .equal, 480, strength: strength(0.5)))
        for index in 0..<Self.viewCount {
            let frame = Frame(x: solver.makeVariable(), y: solver.makeVariable(), width: solver.makeVariable(), height: solver.makeVariable())
            if let above = views.last {
                must(solver, Constraint(frame.y, .equal, above.y + above.height + 8))
            } else {
                must(solver, Constraint(frame.y, .equal, rootY + 20))
            }
            must(solver, Constraint(frame.height, .greaterThanOrEqual, 20))
            must(solver, Constraint(frame.height, .equal, 30, strength: strength(750)))
            if index % 2 == 0 {
                must(solver, Constraint(frame.x, .equal, rootX + 20))
                must(solver, Constraint(frame.x + frame.width, .equal, rootX + rootWidth - 20))
            } else {
                let above = views[index - 1]
                must(solver, Constraint(frame.x, .equal, above.x + 10))
                must(solver, Constraint(frame.width, .lessThanOrEqual, 300))
                must(solver, Constraint(frame.width, .greaterThanOrEqual, 44))
                must(solver, Constraint(frame.x + frame.width, .equal, rootX + rootWidth - 20, strength: strength(750)))
            }
            let expected = Self.expected(index, rootWidth: 320)
            must(solver, Constraint(frame.x, .equal, LinearExpression(expected.x), strength: strength(0.5)))
            must(solver, Constraint(frame.y, .equal, LinearExpression(expected.y), strength: strength(0.5)))
            must(solver, Constraint(frame.width, .equal, LinearExpression(expected.width), strength: strength(0.25)))
            must(solver, Constraint(frame.height, .equal, 30, strength: strength(0.25)))
            views.append(frame)
        }
        // The stack is taller than the screen: this weaker wish loses to the heights at 750.
        let last = views[views.count - 1]
        must(solver, Constraint(last.y + last.height, .lessThanOrEqual, rootY + rootHeight - 20, strength: strength(500)))
        solver.addEditVariable(rootWidth, strength: strength(999))
        solver.addEditVariable(rootHeight, strength: strength(999))
    }

    /// Where view `index` belongs when the root is `rootWidth` wide.
    static func expected(_ index: Int, rootWidth: Double) -> (x: Double, y: Double, width: Double) {
        let y = 20 + 38 * Double(index)
        return index % 2 == 0
            ? (20, y, rootWidth - 40)
            : (30, y, min(300, rootWidth - 50))
    }

    func rotate(width: Double, height: Double) {
        solver.suggestValue(rootWidth, width)
        solver.suggestValue(rootHeight, height)
    }

    /// Whether every view sits where ``expected(_:rootWidth:)`` says.
    func matchesExpected(rootWidth: Double) -> Bool {
        views.enumerated().allSatisfy { index, frame in
            let expected = Self.expected(index, rootWidth: rootWidth)
            return close(solver.value(of: frame.x), expected.x)
                && close(solver.value(of: frame.y), expected.y)
                && close(solver.value(of: frame.width), expected.width)
                && close(solver.value(of: frame.height), 30)
        }
    }

    /// A few of the required equations, read back from the solution.
    func requiredEquationsHold() -> Bool {
        let width = solver.value(of: rootWidth)
        return [0, 1, 24, 25, 48, 49].allSatisfy { index in
            let frame = views[index]
            let x = solver.value(of: frame.x), w = solver.value(of: frame.width)
            let leadingAndTrailing = index % 2 == 0
                ? close(x, 20) && close(x + w, width - 20)
                : close(x, solver.value(of: views[index - 1].x) + 10) && w <= 300 + 1e-6 && w >= 44 - 1e-6
            let above = index == 0 ? 12.0 : solver.value(of: views[index - 1].y) + solver.value(of: views[index - 1].height)
            return leadingAndTrailing && close(solver.value(of: frame.y), above + 8)
        }
    }
}

/// The 50-view stack solves to the expected frames in portrait and landscape.
@Test func fiftyViewLayoutSolves() {
    let layout = StackLayout()
    #expect(layout.matchesExpected(rootWidth: 320))
    layout.rotate(width: 480, height: 320)
    #expect(close(layout.solver.value(of: layout.rootWidth), 480))
    #expect(layout.matchesExpected(rootWidth: 480))
    #expect(layout.requiredEquationsHold())
    #expect(layout.solver.invariantViolations().isEmpty)
}

/// 1000 rotations (2000 suggestions) keep every checked required equation and end on the expected frames.
@Test func fiftyViewLayoutSurvivesAThousandRotations() {
    let layout = StackLayout()
    var allHeld = true
    for rotation in 0..<1000 {
        let landscape = rotation % 2 == 0
        layout.rotate(width: landscape ? 480 : 320, height: landscape ? 320 : 480)
        allHeld = allHeld && layout.requiredEquationsHold()
    }
    #expect(allHeld)
    #expect(layout.matchesExpected(rootWidth: 320))
    layout.rotate(width: 480, height: 320)
    #expect(layout.matchesExpected(rootWidth: 480))
    #expect(layout.solver.invariantViolations().isEmpty)
}
