import Testing
@testable import ConstraintSolver

/// Removing a stronger constraint restores the solution from before it was added.
@Test func removingRestoresThePreviousSolution() {
    let solver = Solver()
    let x = solver.makeVariable()
    let y = solver.makeVariable()
    must(solver, Constraint(y, .equal, x + 5))
    must(solver, Constraint(x, .equal, 10, strength: strength(250)))
    let before = (solver.value(of: x), solver.value(of: y))
    let strong = must(solver, Constraint(x, .equal, 20, strength: strength(750)))
    #expect(close(solver.value(of: y), 25))
    #expect(solver.remove(strong))
    #expect(solver.value(of: x) == before.0)
    #expect(solver.value(of: y) == before.1)
    #expect(solver.invariantViolations().isEmpty)
}

/// Removing a required equality frees its variable for weaker preferences.
@Test func removingARequiredEqualityFreesTheVariable() {
    let solver = Solver()
    let x = solver.makeVariable()
    let fixed = must(solver, Constraint(x, .equal, 10))
    must(solver, Constraint(x, .equal, 5, strength: strength(0.5)))
    #expect(close(solver.value(of: x), 10))
    solver.remove(fixed)
    #expect(close(solver.value(of: x), 5))
}

/// Removing a required inequality that was holding a variable back lets it go.
@Test func removingABindingInequality() {
    let solver = Solver()
    let x = solver.makeVariable()
    let cap = must(solver, Constraint(x, .lessThanOrEqual, 3))
    must(solver, Constraint(x, .equal, 8, strength: strength(250)))
    #expect(close(solver.value(of: x), 3))
    solver.remove(cap)
    #expect(close(solver.value(of: x), 8))
}

/// Removing an optional inequality whose overshoot is non-zero (its error basic) takes its pull away.
@Test func removingAViolatedOptionalInequality() {
    let solver = Solver()
    let x = solver.makeVariable()
    must(solver, Constraint(x, .equal, 0, strength: strength(250, weight: 1)))
    let floor = must(solver, Constraint(x, .greaterThanOrEqual, 10, strength: strength(250, weight: 2)))
    #expect(close(solver.value(of: x), 10))
    solver.remove(floor)
    #expect(close(solver.value(of: x), 0))
    #expect(solver.invariantViolations().isEmpty)
}

/// A handle removes once; removing it again, or a handle never issued, returns false and changes nothing.
@Test func removingTwiceIsRefused() {
    let solver = Solver()
    let x = solver.makeVariable()
    let handle = must(solver, Constraint(x, .equal, 1))
    #expect(solver.remove(handle))
    #expect(!solver.remove(handle))
    #expect(!solver.remove(ConstraintHandle(id: 99)))
    #expect(solver.constraintCount == 0)
}

/// Removing and re-adding every constraint of a chain, one at a time, keeps the same solution.
@Test func removeAndReAddEachConstraint() {
    let solver = Solver()
    let x = solver.makeVariable()
    let y = solver.makeVariable()
    let z = solver.makeVariable()
    let constraints = [
        Constraint(x + 10, .equal, y),
        Constraint(y + 10, .lessThanOrEqual, z),
        Constraint(x, .greaterThanOrEqual, 0),
        Constraint(z, .lessThanOrEqual, 100),
        Constraint(z, .equal, 70, strength: strength(500)),
        Constraint(x, .equal, 20, strength: strength(250)),
        Constraint(y, .equal, 0, strength: strength(0.5)),
    ]
    var handles = constraints.map { must(solver, $0) }
    let expected = [x, y, z].map { solver.value(of: $0) }
    #expect(close(expected[0], 20) && close(expected[1], 30) && close(expected[2], 70))
    for index in constraints.indices {
        solver.remove(handles[index])
        #expect(solver.invariantViolations().isEmpty)
        handles[index] = must(solver, constraints[index])
        for (variable, value) in zip([x, y, z], expected) {
            #expect(close(solver.value(of: variable), value))
        }
    }
}
