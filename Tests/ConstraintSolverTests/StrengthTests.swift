import Testing
@testable import ConstraintSolver

/// Two optional equalities at one level: the weighted sum of |error| is minimised, so the heavier one wins.
@Test func weightsDecideWithinALevel() {
    let solver = Solver()
    let x = solver.makeVariable()
    must(solver, Constraint(x, .equal, 10, strength: strength(500, weight: 1)))
    must(solver, Constraint(x, .equal, 20, strength: strength(500, weight: 2)))
    #expect(close(solver.value(of: x), 20))

    let other = Solver()
    let z = other.makeVariable()
    must(other, Constraint(z, .equal, 10, strength: strength(500, weight: 3)))
    must(other, Constraint(z, .equal, 20, strength: strength(500, weight: 1)))
    #expect(close(other.value(of: z), 10))
}

/// Optional equality minimises |a − b|: three equal-weight pulls on a − b settle on their median.
@Test func optionalEqualityMinimisesAbsoluteDifference() {
    let solver = Solver()
    let a = solver.makeVariable()
    let b = solver.makeVariable()
    must(solver, Constraint(b, .equal, 0))
    for target in [4.0, 9.0, 30.0] {
        must(solver, Constraint(a - b, .equal, LinearExpression(target), strength: strength(300)))
    }
    #expect(close(solver.value(of: a), 9))
}

/// Strict levels: one constraint at 751 beats ten at 750, however heavy (float-summed strengths lose this).
@Test func oneAt751BeatsTenAt750() {
    let solver = Solver()
    let x = solver.makeVariable()
    must(solver, Constraint(x, .equal, 0, strength: strength(751)))
    for _ in 0..<10 {
        must(solver, Constraint(x, .equal, 100, strength: strength(750, weight: 1_000_000)))
    }
    #expect(close(solver.value(of: x), 0))
}

/// Strict levels hold whatever the order the constraints arrive in.
@Test func strictLevelsIndependentOfOrder() {
    let solver = Solver()
    let x = solver.makeVariable()
    for _ in 0..<10 {
        must(solver, Constraint(x, .equal, 100, strength: strength(750, weight: 1_000_000)))
    }
    must(solver, Constraint(x, .equal, 0, strength: strength(751)))
    #expect(close(solver.value(of: x), 0))
}

/// Fractional levels 0.5 and 0.25 are levels of their own below 1: 0.5 beats 0.25, and 1 beats both.
@Test func fractionalLevelsBelowOne() {
    let solver = Solver()
    let x = solver.makeVariable()
    must(solver, Constraint(x, .equal, 20, strength: strength(0.25, weight: 1000)))
    must(solver, Constraint(x, .equal, 10, strength: strength(0.5)))
    #expect(close(solver.value(of: x), 10))
    must(solver, Constraint(x, .equal, 30, strength: strength(1)))
    #expect(close(solver.value(of: x), 30))
}

/// A level inserted between existing ones takes its place; removing the top one hands over to it.
@Test func levelsInsertedInTheMiddle() {
    let solver = Solver()
    let x = solver.makeVariable()
    must(solver, Constraint(x, .equal, 1, strength: strength(0.25)))
    let top = must(solver, Constraint(x, .equal, 2, strength: strength(750)))
    must(solver, Constraint(x, .equal, 3, strength: strength(250)))
    #expect(close(solver.value(of: x), 2))
    solver.remove(top)
    #expect(close(solver.value(of: x), 3))
    #expect(solver.invariantViolations().isEmpty)
}

/// A higher level's error is minimised before a lower level's, over several variables.
@Test func levelsTradeAcrossVariables() {
    let solver = Solver()
    let x = solver.makeVariable()
    let y = solver.makeVariable()
    must(solver, Constraint(x + y, .equal, 100))
    must(solver, Constraint(x, .equal, 80, strength: strength(500)))
    for _ in 0..<5 {
        must(solver, Constraint(y, .equal, 80, strength: strength(499)))
    }
    #expect(close(solver.value(of: x), 80))
    #expect(close(solver.value(of: y), 20))
}

/// Optional inequalities minimise their weighted overshoot: the heavier one holds.
@Test func inequalityOvershootIsMinimised() {
    let solver = Solver()
    let x = solver.makeVariable()
    must(solver, Constraint(x, .lessThanOrEqual, 10, strength: strength(500, weight: 1)))
    must(solver, Constraint(x, .greaterThanOrEqual, 16, strength: strength(500, weight: 2)))
    #expect(close(solver.value(of: x), 16))

    let other = Solver()
    let z = other.makeVariable()
    must(other, Constraint(z, .lessThanOrEqual, 10, strength: strength(500, weight: 3)))
    must(other, Constraint(z, .greaterThanOrEqual, 16, strength: strength(500, weight: 2)))
    #expect(close(other.value(of: z), 10))
}

/// A satisfied optional inequality costs nothing, so a weaker equality inside its bound is met.
@Test func satisfiedInequalityDoesNotPull() {
    let solver = Solver()
    let x = solver.makeVariable()
    must(solver, Constraint(x, .lessThanOrEqual, 10, strength: strength(500)))
    must(solver, Constraint(x, .equal, 5, strength: strength(0.25)))
    #expect(close(solver.value(of: x), 5))
}

/// Strength validity: priorities in 0 < p ≤ 1000, optional weights positive; ordering by priority then weight.
@Test func strengthValidityAndOrder() {
    #expect(Strength.required.isRequired)
    #expect(Strength.required.isValid)
    #expect(strength(0.25).isValid)
    #expect(!strength(0).isValid)
    #expect(!strength(1001).isValid)
    #expect(!strength(500, weight: 0).isValid)
    #expect(strength(750, weight: 100) < strength(751))
    #expect(strength(750, weight: 1) < strength(750, weight: 2))
}
