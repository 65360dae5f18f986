import Testing
@testable import ConstraintSolver

/// Every variable's value, bit for bit.
private func snapshot(_ solver: Solver, _ variables: [Variable]) -> [UInt64] {
    variables.map { solver.value(of: $0).bitPattern }
}

/// Whether `constraint` can be added to a fresh solver holding `constraints` minus `dropped`.
private func addable(_ constraint: Constraint, after constraints: [Constraint], dropping dropped: Set<Int>, variables: Int) -> Bool {
    let solver = Solver()
    for _ in 0..<variables { _ = solver.makeVariable() }
    for (index, existing) in constraints.enumerated() where !dropped.contains(index) {
        must(solver, existing)
    }
    do {
        try solver.add(constraint)
        return true
    } catch {
        return false
    }
}

/// A required `x <= 5` after `x >= 10` throws and names `x >= 10`.
@Test func conflictNamesTheOtherBound() throws {
    let solver = Solver()
    let x = solver.makeVariable()
    let floor = must(solver, Constraint(x, .greaterThanOrEqual, 10))
    let refused = Constraint(x, .lessThanOrEqual, 5)
    let error = #expect(throws: UnsatisfiableConstraint.self) { try solver.add(refused) }
    #expect(error?.conflicting == [floor])
    #expect(error?.constraint == refused)
    #expect(error.map { "\($0)" } == "unsatisfiable required constraint: it conflicts with constraint(s) #0")
}

/// After a refusal the solver is exactly as before: same values bit for bit, and further adds work.
@Test func refusalLeavesTheSolverUnchanged() {
    let solver = Solver()
    let variables = (0..<4).map { _ in solver.makeVariable() }
    let (x, y, z, w) = (variables[0], variables[1], variables[2], variables[3])
    must(solver, Constraint(x + 10, .equal, y))
    must(solver, Constraint(y, .lessThanOrEqual, 100))
    must(solver, Constraint(x, .greaterThanOrEqual, 0))
    must(solver, Constraint(z, .equal, x + y, strength: strength(500)))
    must(solver, Constraint(w, .equal, 3, strength: strength(0.25)))
    must(solver, Constraint(x, .equal, 40, strength: strength(250)))
    solver.addEditVariable(w, strength: strength(999))
    solver.suggestValue(w, 12)
    let before = snapshot(solver, variables)
    let countBefore = solver.constraintCount

    #expect(throws: UnsatisfiableConstraint.self) { try solver.add(Constraint(x, .greaterThanOrEqual, 95)) }
    #expect(throws: UnsatisfiableConstraint.self) { try solver.add(Constraint(y - x, .equal, 11)) }
    #expect(snapshot(solver, variables) == before)
    #expect(solver.constraintCount == countBefore)
    #expect(solver.invariantViolations().isEmpty)

    let next = must(solver, Constraint(x, .greaterThanOrEqual, 60))
    #expect(next.id == 7)  // 6 constraints and the edit came before; refusals used no handle
    #expect(close(solver.value(of: x), 60))
    #expect(close(solver.value(of: y), 70))
    solver.suggestValue(w, 7)
    #expect(close(solver.value(of: w), 7))
}

/// The named set is genuinely in conflict: without any one of the named constraints the refused one is accepted.
@Test func namedSetIsGenuinelyInConflict() throws {
    let solver = Solver()
    let x = solver.makeVariable()
    let y = solver.makeVariable()
    let w = solver.makeVariable()
    let constraints = [
        Constraint(x + 10, .equal, y),                 // 0
        Constraint(y, .lessThanOrEqual, 100),          // 1
        Constraint(x, .greaterThanOrEqual, 0),         // 2
        Constraint(w, .equal, 7),                      // 3
        Constraint(w + x, .lessThanOrEqual, 500),      // 4
    ]
    for constraint in constraints { must(solver, constraint) }
    let refused = Constraint(x, .greaterThanOrEqual, 95)
    let error = #expect(throws: UnsatisfiableConstraint.self) { try solver.add(refused) }
    let named = try #require(error).conflicting.map(\.id)
    #expect(named == [0, 1])
    #expect(!addable(refused, after: constraints, dropping: [], variables: 3))
    #expect(addable(refused, after: constraints, dropping: Set(named), variables: 3))
    for id in named {
        #expect(addable(refused, after: constraints, dropping: [id], variables: 3))
    }
    // And on the live solver: remove one named constraint, then the refused one goes in.
    solver.remove(ConstraintHandle(id: named[1]))
    #expect(throws: Never.self) { try solver.add(refused) }
    #expect(solver.value(of: x) >= 95 - 1e-6)
}

/// Conflicting required equalities are explained by their dummy markers.
@Test func conflictingEqualitiesAreNamed() throws {
    let solver = Solver()
    let x = solver.makeVariable()
    let y = solver.makeVariable()
    let a = must(solver, Constraint(x, .equal, 1))
    let b = must(solver, Constraint(y, .equal, 2))
    must(solver, Constraint(x - y, .lessThanOrEqual, 50))
    let error = #expect(throws: UnsatisfiableConstraint.self) { try solver.add(Constraint(x + y, .equal, 5)) }
    #expect(try #require(error).conflicting == [a, b])
    solver.remove(b)
    must(solver, Constraint(x + y, .equal, 5))
    #expect(close(solver.value(of: y), 4))
}

/// Three inequalities that cannot hold together (x + y <= 10, x >= 6, y >= 6): the certificate names the two before.
@Test func inequalityTriangleConflict() throws {
    let solver = Solver()
    let x = solver.makeVariable()
    let y = solver.makeVariable()
    let constraints = [
        Constraint(x, .greaterThanOrEqual, 0),
        Constraint(y, .greaterThanOrEqual, 0),
        Constraint(x + y, .lessThanOrEqual, 10),
        Constraint(x, .greaterThanOrEqual, 6),
    ]
    for constraint in constraints { must(solver, constraint) }
    let refused = Constraint(y, .greaterThanOrEqual, 6)
    let error = #expect(throws: UnsatisfiableConstraint.self) { try solver.add(refused) }
    let named = try #require(error).conflicting.map(\.id)
    #expect(named == [2, 3])
    for id in named {
        #expect(addable(refused, after: constraints, dropping: [id], variables: 2))
    }
}

/// A constraint that cannot hold on its own (`x - x == 5`) throws with an empty explanation.
@Test func selfContradictionNamesNothing() {
    let solver = Solver()
    let x = solver.makeVariable()
    must(solver, Constraint(x, .equal, 3))
    let equality = #expect(throws: UnsatisfiableConstraint.self) { try solver.add(Constraint(x - x, .equal, 5)) }
    #expect(equality?.conflicting == [])
    let inequality = #expect(throws: UnsatisfiableConstraint.self) { try solver.add(Constraint(LinearExpression(-5), .greaterThanOrEqual)) }
    #expect(inequality?.conflicting == [])
    #expect(solver.value(of: x) == 3)
}

/// Optional constraints never throw, however much they disagree with required ones.
@Test func optionalConstraintsNeverThrow() {
    let solver = Solver()
    let x = solver.makeVariable()
    must(solver, Constraint(x, .equal, 1))
    #expect(throws: Never.self) { try solver.add(Constraint(x, .equal, 2, strength: strength(999))) }
    #expect(throws: Never.self) { try solver.add(Constraint(x, .greaterThanOrEqual, 5, strength: strength(999))) }
    #expect(close(solver.value(of: x), 1))
}

/// A redundant but consistent required constraint is accepted (not mistaken for a conflict).
@Test func redundantRequiredConstraintsAreAccepted() {
    let solver = Solver()
    let x = solver.makeVariable()
    let y = solver.makeVariable()
    must(solver, Constraint(x, .equal, 10))
    must(solver, Constraint(y, .equal, x + 5))
    #expect(throws: Never.self) { try solver.add(Constraint(y, .equal, 15)) }
    #expect(throws: Never.self) { try solver.add(Constraint(y - x, .greaterThanOrEqual, 5)) }
    #expect(throws: Never.self) { try solver.add(Constraint(y - x, .lessThanOrEqual, 5)) }
    #expect(close(solver.value(of: y), 15))
    #expect(solver.invariantViolations().isEmpty)
}

/// A solver that refused a constraint behaves from then on bit for bit like one that never saw it.
@Test func refusalIsIndistinguishableFromNeverTrying() {
    func run(attemptingConflicts: Bool) -> [UInt64] {
        let solver = Solver()
        let v = (0..<5).map { _ in solver.makeVariable() }
        must(solver, Constraint(v[0] + v[1], .equal, v[2]))
        must(solver, Constraint(v[2], .lessThanOrEqual, 200))
        must(solver, Constraint(v[0], .greaterThanOrEqual, 10))
        must(solver, Constraint(v[1], .greaterThanOrEqual, 10))
        must(solver, Constraint(v[3], .equal, v[2] * 0.5, strength: strength(750)))
        must(solver, Constraint(v[4], .equal, 7, strength: strength(0.25)))
        solver.addEditVariable(v[2], strength: strength(999))
        solver.suggestValue(v[2], 150)
        if attemptingConflicts {
            #expect(throws: UnsatisfiableConstraint.self) {  // phase one fails
                try solver.add(Constraint(v[0] + v[1], .greaterThanOrEqual, 300))
            }
            #expect(throws: UnsatisfiableConstraint.self) {  // a row of dummies only
                try solver.add(Constraint(v[2] - v[0] - v[1], .equal, 1))
            }
        }
        must(solver, Constraint(v[0], .equal, 3 * v[1], strength: strength(500)))
        solver.suggestValue(v[2], 100)
        let handle = must(solver, Constraint(v[4], .greaterThanOrEqual, v[1]))
        solver.suggestValue(v[2], 180)
        solver.remove(handle)
        return v.map { solver.value(of: $0).bitPattern }
    }
    #expect(run(attemptingConflicts: true) == run(attemptingConflicts: false))
}
