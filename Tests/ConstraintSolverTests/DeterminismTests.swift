import Testing
@testable import ConstraintSolver

/// Builds a small layout with ties everywhere, edits it, removes a constraint, and returns every value's bits.
private func buildAndRun() -> [UInt64] {
    let solver = Solver()
    let variables = (0..<12).map { _ in solver.makeVariable() }
    for index in 1..<variables.count {
        // Degenerate on purpose: many equal-cost choices for the simplex to break ties in.
        must(solver, Constraint(variables[index], .greaterThanOrEqual, variables[index - 1]))
        must(solver, Constraint(variables[index] - variables[index - 1], .equal, 10, strength: strength(250)))
        must(solver, Constraint(variables[index], .equal, Double(index) * 7, strength: strength(250)))
    }
    let last = variables[variables.count - 1]
    let cap = must(solver, Constraint(last, .lessThanOrEqual, 50))
    solver.addEditVariable(variables[0], strength: strength(999))
    for value in [3.0, -2, 11.5, 0.1, 7] {
        solver.suggestValue(variables[0], value)
    }
    solver.remove(cap)
    solver.suggestValue(variables[0], 1.0 / 3.0)
    return variables.map { solver.value(of: $0).bitPattern }
}

/// Building the same system twice gives bit-identical values.
@Test func sameCallsGiveBitIdenticalValues() {
    let first = buildAndRun()
    // Allocate in between so nothing about the second run's memory matches the first.
    let noise = (0..<1000).map { [Int]($0..<($0 + 3)) }
    let second = buildAndRun()
    #expect(noise.count == 1000)
    #expect(first == second)
}
