import Testing
@testable import ConstraintSolver

/// An edited width follows each suggestion, and what depends on it follows too.
@Test func editedWidthFollowsSuggestions() {
    let solver = Solver()
    let width = solver.makeVariable()
    let inner = solver.makeVariable()
    must(solver, Constraint(inner, .equal, width - 40))
    must(solver, Constraint(width, .greaterThanOrEqual, 0))
    solver.addEditVariable(width, strength: strength(999))
    for suggestion in [320.0, 480, 100, 768, 320] {
        solver.suggestValue(width, suggestion)
        #expect(solver.value(of: width) == suggestion)
        #expect(close(solver.value(of: inner), suggestion - 40))
    }
    #expect(solver.invariantViolations().isEmpty)
}

/// A suggestion beyond a required bound is held back at the bound (the edit is optional).
@Test func suggestionHeldBackByRequiredBound() {
    let solver = Solver()
    let width = solver.makeVariable()
    must(solver, Constraint(width, .lessThanOrEqual, 400))
    solver.addEditVariable(width, strength: strength(999))
    solver.suggestValue(width, 480)
    #expect(close(solver.value(of: width), 400))
    solver.suggestValue(width, 320)
    #expect(close(solver.value(of: width), 320))
    solver.suggestValue(width, 1000)
    #expect(close(solver.value(of: width), 400))
}

/// An edit weaker than an optional constraint gives way to it; a stronger one overrides it.
@Test func editStrengthIsALevelLikeAnyOther() {
    let solver = Solver()
    let width = solver.makeVariable()
    let height = solver.makeVariable()
    must(solver, Constraint(width, .equal, 300, strength: strength(750)))
    must(solver, Constraint(height, .equal, 300, strength: strength(750)))
    solver.addEditVariable(width, strength: strength(500))
    solver.addEditVariable(height, strength: strength(800))
    solver.suggestValue(width, 480)
    solver.suggestValue(height, 480)
    #expect(close(solver.value(of: width), 300))
    #expect(close(solver.value(of: height), 480))
}

/// Making a variable an edit variable does not move it: the edit holds its current value.
@Test func addingAnEditKeepsTheCurrentValue() {
    let solver = Solver()
    let x = solver.makeVariable()
    must(solver, Constraint(x, .equal, 42, strength: strength(0.25)))
    solver.addEditVariable(x, strength: strength(999))
    #expect(close(solver.value(of: x), 42))
    #expect(solver.hasEditVariable(x))
}

/// Removing an edit variable hands the value back to the constraints (here a weak stay).
@Test func removingAnEditRestoresTheStay() {
    let solver = Solver()
    let x = solver.makeVariable()
    must(solver, Constraint(x, .equal, 50, strength: strength(0.25)))
    solver.addEditVariable(x, strength: strength(999))
    solver.suggestValue(x, 100)
    #expect(close(solver.value(of: x), 100))
    #expect(solver.removeEditVariable(x))
    #expect(!solver.hasEditVariable(x))
    #expect(close(solver.value(of: x), 50))
    #expect(!solver.removeEditVariable(x))
    #expect(solver.invariantViolations().isEmpty)
}

/// Two edit variables move independently, and constraints between them are kept.
@Test func twoEditsAtOnce() {
    let solver = Solver()
    let width = solver.makeVariable()
    let height = solver.makeVariable()
    let area = solver.makeVariable()  // a stand-in: the perimeter, linear
    must(solver, Constraint(area, .equal, 2 * width + 2 * height))
    solver.addEditVariable(width, strength: strength(999))
    solver.addEditVariable(height, strength: strength(999))
    solver.suggestValue(width, 320)
    solver.suggestValue(height, 480)
    #expect(close(solver.value(of: area), 1600))
    solver.suggestValue(width, 480)
    solver.suggestValue(height, 320)
    #expect(close(solver.value(of: area), 1600))
    #expect(close(solver.value(of: width), 480))
}

/// Suggestions move stays through the dual simplex and back without leaving the optimum.
@Test func suggestionsAgainstStaysStayOptimal() {
    let solver = Solver()
    let width = solver.makeVariable()
    let left = solver.makeVariable()
    let right = solver.makeVariable()
    must(solver, Constraint(left + right, .equal, width))
    must(solver, Constraint(left, .greaterThanOrEqual, 0))
    must(solver, Constraint(right, .greaterThanOrEqual, 0))
    must(solver, Constraint(left, .equal, 100, strength: strength(0.5)))
    must(solver, Constraint(right, .equal, 100, strength: strength(0.25)))
    solver.addEditVariable(width, strength: strength(999))
    solver.suggestValue(width, 300)
    #expect(close(solver.value(of: left), 100))
    #expect(close(solver.value(of: right), 200))
    solver.suggestValue(width, 60)
    #expect(close(solver.value(of: left), 60))
    #expect(close(solver.value(of: right), 0))
    solver.suggestValue(width, 200)
    #expect(close(solver.value(of: left), 100))
    #expect(close(solver.value(of: right), 100))
    #expect(solver.invariantViolations().isEmpty)
}

/// A thousand rotations of a row of twenty views (stays on every frame value, a bound that gives
/// way in the narrow width) leave the tableau sound — every row's symbols in their columns, which
/// may also list the slots of cancelled terms, within their bound — and the values those of a
/// solver asked once.
@Test func longEditingKeepsTheTableauSoundAndTheValues() {
    func build() -> (Solver, Variable, [Variable]) {
        let solver = Solver()
        let root = solver.makeVariable()
        var values: [Variable] = []
        var previousEnd: LinearExpression = LinearExpression(0)
        var firstWidth: Variable?
        for _ in 0..<20 {
            let x = solver.makeVariable()
            let width = solver.makeVariable()
            values += [x, width]
            must(solver, Constraint(x, .equal, previousEnd + 8))
            if let firstWidth { must(solver, Constraint(width, .equal, LinearExpression(firstWidth))) } else { firstWidth = width }
            must(solver, Constraint(width, .greaterThanOrEqual, 10, strength: strength(500)))
            previousEnd = x + width
        }
        must(solver, Constraint(root, .equal, previousEnd + 8))
        solver.addEditVariable(root, strength: strength(999))
        for value in values {
            solver.addEditVariable(value, strength: strength(1))
        }
        return (solver, root, values)
    }
    let (solver, root, values) = build()
    for turn in 0..<1_000 {
        solver.suggestValue(root, turn % 2 == 0 ? 1_000 : 100)
    }
    #expect(solver.invariantViolations().isEmpty)
    let (fresh, freshRoot, freshValues) = build()
    fresh.suggestValue(freshRoot, 100)
    #expect(close(solver.value(of: root), fresh.value(of: freshRoot)))
    for (value, expected) in zip(values, freshValues) {
        #expect(close(solver.value(of: value), fresh.value(of: expected)))
    }
}
