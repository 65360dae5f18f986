import Testing
@testable import ConstraintSolver

/// A required equality fixes its variable.
@Test func requiredEqualityFixesTheVariable() {
    let solver = Solver()
    let x = solver.makeVariable()
    must(solver, Constraint(x, .equal, 5))
    #expect(solver.value(of: x) == 5)
}

/// A required `<=` caps a variable that a weaker preference pulls beyond it.
@Test func requiredLessThanOrEqualCaps() {
    let solver = Solver()
    let x = solver.makeVariable()
    must(solver, Constraint(x, .lessThanOrEqual, 10))
    must(solver, Constraint(x, .equal, 20, strength: strength(250)))
    #expect(close(solver.value(of: x), 10))
}

/// A required `>=` floors a variable that a weaker preference pulls below it.
@Test func requiredGreaterThanOrEqualFloors() {
    let solver = Solver()
    let x = solver.makeVariable()
    must(solver, Constraint(x, .greaterThanOrEqual, 10))
    must(solver, Constraint(x, .equal, 0, strength: strength(250)))
    #expect(close(solver.value(of: x), 10))
}

/// An optional equality with nothing against it is met exactly.
@Test func optionalEqualityAloneIsMet() {
    let solver = Solver()
    let x = solver.makeVariable()
    must(solver, Constraint(x, .equal, 7, strength: strength(500)))
    #expect(close(solver.value(of: x), 7))
}

/// An optional `<=` gives way to a stronger equality and wins over a weaker one.
@Test func optionalLessThanOrEqualFollowsItsLevel() {
    let solver = Solver()
    let x = solver.makeVariable()
    must(solver, Constraint(x, .lessThanOrEqual, 10, strength: strength(500)))
    let strong = must(solver, Constraint(x, .equal, 20, strength: strength(750)))
    #expect(close(solver.value(of: x), 20))
    solver.remove(strong)
    must(solver, Constraint(x, .equal, 20, strength: strength(250)))
    #expect(close(solver.value(of: x), 10))
}

/// An optional `>=` gives way to a stronger equality and wins over a weaker one.
@Test func optionalGreaterThanOrEqualFollowsItsLevel() {
    let solver = Solver()
    let x = solver.makeVariable()
    must(solver, Constraint(x, .greaterThanOrEqual, 10, strength: strength(500)))
    let strong = must(solver, Constraint(x, .equal, 0, strength: strength(750)))
    #expect(close(solver.value(of: x), 0))
    solver.remove(strong)
    must(solver, Constraint(x, .equal, 0, strength: strength(250)))
    #expect(close(solver.value(of: x), 10))
}

/// The chain `x + 10 == y`, `y <= 100`, `x >= 0` holds, and weak preferences slide it to either end.
@Test func simpleChainHoldsAndSlides() {
    let solver = Solver()
    let x = solver.makeVariable()
    let y = solver.makeVariable()
    let chain = [
        Constraint(x + 10, .equal, y),
        Constraint(y, .lessThanOrEqual, 100),
        Constraint(x, .greaterThanOrEqual, 0),
    ]
    for constraint in chain { must(solver, constraint) }
    #expect(chain.allSatisfy { holds($0, in: solver) })

    let low = must(solver, Constraint(x, .equal, -50, strength: strength(250)))
    #expect(close(solver.value(of: x), 0))
    #expect(close(solver.value(of: y), 10))
    solver.remove(low)
    must(solver, Constraint(y, .equal, 1000, strength: strength(250)))
    #expect(close(solver.value(of: x), 90))
    #expect(close(solver.value(of: y), 100))
    #expect(solver.invariantViolations().isEmpty)
}

/// Expressions add up repeated variables and constants: `2x + x - 3 == 6 + y - y` means `x == 3`.
@Test func expressionsCombineTerms() {
    let solver = Solver()
    let x = solver.makeVariable()
    let y = solver.makeVariable()
    must(solver, Constraint(2 * x + x - 3, .equal, 6 + y - y))
    #expect(close(solver.value(of: x), 3))
}

/// A variable no constraint mentions reads 0.
@Test func unconstrainedVariableIsZero() {
    let solver = Solver()
    let x = solver.makeVariable()
    #expect(solver.value(of: x) == 0)
}
