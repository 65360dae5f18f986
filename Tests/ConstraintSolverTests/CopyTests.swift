import Testing
@testable import ConstraintSolver

/// A copy goes its own way: constraints added, removed and suggested on one leave the other's
/// values exactly where they were, and the same calls on both give bit-identical values.
@Test func copyIsIndependentAndIdentical() {
    let solver = Solver()
    let width = solver.makeVariable()
    let left = solver.makeVariable()
    let right = solver.makeVariable()
    must(solver, Constraint(left, .equal, LinearExpression(20)))
    let pinned = must(solver, Constraint(right, .equal, width - 20))
    must(solver, Constraint(left, .lessThanOrEqual, right - 10, strength: strength(750)))
    solver.addEditVariable(width, strength: strength(999))
    solver.suggestValue(width, 320)

    let copy = solver.copy()
    #expect(copy.value(of: right) == 300)
    copy.remove(pinned)
    must(copy, Constraint(right, .equal, width - 100))
    copy.suggestValue(width, 480)
    #expect(copy.value(of: right) == 380)
    #expect(solver.value(of: right) == 300)
    #expect(solver.value(of: width) == 320)

    solver.remove(pinned)
    must(solver, Constraint(right, .equal, width - 100))
    solver.suggestValue(width, 480)
    for variable in [width, left, right] {
        #expect(solver.value(of: variable).bitPattern == copy.value(of: variable).bitPattern)
    }
    #expect(solver.invariantViolations().isEmpty)
    #expect(copy.invariantViolations().isEmpty)
}
