import Testing
@testable import ConstraintSolver

/// The calls of a layout that keeps changing: required and optional constraints, removals,
/// an edit variable and suggestions, `rounds` times over; `refuse` tries a conflicting
/// required constraint after each round.
private func run(rounds: Int, refuse: Bool) -> (values: [UInt64], refusals: Int) {
    let solver = Solver()
    let width = solver.makeVariable()
    solver.addEditVariable(width, strength: strength(999))
    solver.suggestValue(width, 320)
    var views: [Variable] = []
    var handles: [ConstraintHandle] = []
    var refusals = 0
    for round in 0..<rounds {
        let view = solver.makeVariable()
        let previous = views.last ?? width
        handles.append(must(solver, Constraint(view, .greaterThanOrEqual, previous + 8)))
        must(solver, Constraint(view, .equal, LinearExpression(Double(round * 10)), strength: strength(250)))
        must(solver, Constraint(view, .lessThanOrEqual, width * 4))
        must(solver, Constraint(view, .greaterThanOrEqual, 0))
        views.append(view)
        if round % 3 == 2 { solver.remove(handles.removeFirst()) }
        solver.suggestValue(width, round % 2 == 0 ? 480 : 320)
        if round % 4 == 0 { solver.suggestValues([(width, 400)]) }
        if refuse {
            do {
                try solver.add(Constraint(view + views[0], .lessThanOrEqual, -1))
            } catch {
                refusals += 1
            }
        }
    }
    #expect(solver.invariantViolations().isEmpty)
    return ((views + [width]).map { solver.value(of: $0).bitPattern }, refusals)
}

/// A refused constraint leaves no trace however many calls came since the solver's checkpoint:
/// with a refusal after each of 40 rounds (some 280 calls, several journals' worth) the
/// values are bit for bit those of the same calls without the refusals.
@Test func refusalsAfterManyCallsLeaveNoTrace() {
    let refused = run(rounds: 40, refuse: true)
    let plain = run(rounds: 40, refuse: false)
    #expect(refused.refusals == 40)
    #expect(refused.values == plain.values)
}

/// A copy taken mid-journal refuses like the original: the same refused call on both, then the
/// same calls, give bit-identical values.
@Test func copyRefusesLikeTheOriginal() {
    let solver = Solver()
    let x = solver.makeVariable()
    let y = solver.makeVariable()
    must(solver, Constraint(x, .greaterThanOrEqual, 10))
    must(solver, Constraint(y, .equal, x + 5, strength: strength(500)))
    let copy = solver.copy()
    for each in [solver, copy] {
        #expect(throws: UnsatisfiableConstraint.self) { try each.add(Constraint(x, .lessThanOrEqual, 5)) }
        must(each, Constraint(x, .lessThanOrEqual, 40))
        must(each, Constraint(x, .equal, 30, strength: strength(250)))
    }
    #expect(solver.value(of: y).bitPattern == copy.value(of: y).bitPattern)
    #expect(close(solver.value(of: y), 35))
}
