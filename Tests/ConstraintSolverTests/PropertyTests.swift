import Testing
@testable import ConstraintSolver

/// The optional priorities the random systems draw from (required is drawn separately).
private let optionalPriorities: [Double] = [750, 500, 251, 250, 1, 0.5, 0.25]

/// A random constraint over `variables`: small integer coefficients and constants, any
/// relation, required about a third of the time.
private func randomConstraint(_ variables: [Variable], _ random: inout SplitMix64) -> Constraint {
    var expression = LinearExpression(Double(Int.random(in: -20...20, using: &random)))
    for variable in variables where Bool.random(using: &random) {
        expression.terms.append(LinearTerm(variable, Double(Int.random(in: -3...3, using: &random))))
    }
    let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][Int.random(in: 0...2, using: &random)]
    let strength = Int.random(in: 0..<3, using: &random) == 0
        ? Strength.required
        : Strength(priority: optionalPriorities.randomElement(using: &random)!, weight: Double(Int.random(in: 1...3, using: &random)))
    return Constraint(expression, relation, strength: strength)
}

/// How far `constraint` is from holding at `values` (x, y): the error Cassowary weighs.
private func error(of constraint: Constraint, at values: [Double]) -> Double {
    let value = constraint.expression.terms.reduce(constraint.expression.constant) {
        $0 + $1.coefficient * values[$1.variable.id]
    }
    switch constraint.relation {
    case .equal: return abs(value)
    case .lessThanOrEqual: return max(0, value)
    case .greaterThanOrEqual: return max(0, -value)
    }
}

/// The weighted error at each optional level, highest level first.
private func objective(_ constraints: [Constraint], at values: [Double]) -> [Double] {
    optionalPriorities.map { priority in
        constraints.filter { $0.strength.priority == priority }
            .reduce(0) { $0 + $1.strength.weight * error(of: $1, at: values) }
    }
}

/// Lexicographic comparison with a tolerance: -1, 0 or 1.
private func compare(_ a: [Double], _ b: [Double], tolerance: Double = 1e-6) -> Int {
    for (left, right) in zip(a, b) {
        if left < right - tolerance { return -1 }
        if left > right + tolerance { return 1 }
    }
    return 0
}

/// The best lexicographic objective over two variables, by brute force: the optimum of a
/// convex piecewise-linear objective over a polygon is reached at a vertex of the
/// arrangement of every constraint's line (plus the axes, so a vertex always exists), so
/// trying every pairwise intersection that satisfies the required constraints finds it.
private func bruteForceOptimum(_ constraints: [Constraint]) -> [Double]? {
    var lines: [(a: Double, b: Double, c: Double)] = [(1, 0, 0), (0, 1, 0)]
    for constraint in constraints {
        var line = (a: 0.0, b: 0.0, c: constraint.expression.constant)
        for term in constraint.expression.terms {
            if term.variable.id == 0 { line.a += term.coefficient } else { line.b += term.coefficient }
        }
        if line.a != 0 || line.b != 0 { lines.append(line) }
    }
    var best: [Double]?
    for i in lines.indices {
        for j in (i + 1)..<lines.count {
            let (l, m) = (lines[i], lines[j])
            let determinant = l.a * m.b - l.b * m.a
            guard determinant != 0 else { continue }
            let point = [(-l.c * m.b + l.b * m.c) / determinant, (-l.a * m.c + l.c * m.a) / determinant]
            let feasible = constraints.allSatisfy { !$0.strength.isRequired || error(of: $0, at: point) <= 1e-7 }
            guard feasible else { continue }
            let value = objective(constraints, at: point)
            if best.map({ compare(value, $0, tolerance: 1e-9) < 0 }) ?? true { best = value }
        }
    }
    return best
}

/// Random two-variable systems: after every add, removal and suggestion the solver's objective equals the brute-force optimum.
@Test func randomSystemsMatchBruteForce() throws {
    var random = SplitMix64(seed: 0x5EED_CA55_0A12)
    var checked = 0
    for _ in 0..<300 {
        let solver = Solver()
        let variables = [solver.makeVariable(), solver.makeVariable()]
        var live: [(handle: ConstraintHandle, constraint: Constraint)] = []
        var edit: (priority: Double, value: Double)?
        func effective() -> [Constraint] {
            var constraints = live.map(\.constraint)
            if let edit {
                constraints.append(Constraint(variables[0], .equal, LinearExpression(edit.value), strength: Strength(priority: edit.priority)))
            }
            return constraints
        }
        for step in 0..<10 {
            let action = Int.random(in: 0..<10, using: &random)
            if action < 6 || live.isEmpty {
                let constraint = randomConstraint(variables, &random)
                if let handle = try? solver.add(constraint) { live.append((handle, constraint)) }
            } else if action < 8 {
                let index = Int.random(in: live.indices, using: &random)
                #expect(solver.remove(live.remove(at: index).handle))
            } else {
                if edit == nil {
                    let priority = [750.0, 500, 0.5].randomElement(using: &random)!
                    solver.addEditVariable(variables[0], strength: Strength(priority: priority))
                    edit = (priority, solver.value(of: variables[0]))
                }
                let value = Double(Int.random(in: -30...30, using: &random))
                solver.suggestValue(variables[0], value)
                edit!.value = value
            }
            let constraints = effective()
            let values = variables.map { solver.value(of: $0) }
            #expect(constraints.allSatisfy { !$0.strength.isRequired || error(of: $0, at: values) <= 1e-6 })
            let optimum = try #require(bruteForceOptimum(constraints), "step \(step): accepted required constraints must be feasible")
            let found = objective(constraints, at: values)
            #expect(compare(found, optimum) == 0, "step \(step): solver \(found), brute force \(optimum)")
            #expect(solver.invariantViolations().isEmpty)
            checked += 1
        }
    }
    #expect(checked == 3000)
}

/// Random larger systems: every accepted required constraint holds within 1e-6 after any sequence of adds, removals and suggestions, and a refusal changes nothing.
@Test func randomSequencesKeepRequiredConstraints() {
    var random = SplitMix64(seed: 2001)
    for _ in 0..<60 {
        let solver = Solver()
        let variables = (0..<6).map { _ in solver.makeVariable() }
        var live: [(handle: ConstraintHandle, constraint: Constraint)] = []
        solver.addEditVariable(variables[0], strength: Strength(priority: 900))
        solver.addEditVariable(variables[1], strength: Strength(priority: 0.5))
        var failures = 0
        for _ in 0..<60 {
            let action = Int.random(in: 0..<10, using: &random)
            if action < 5 || live.isEmpty {
                let constraint = randomConstraint(variables, &random)
                let before = variables.map { solver.value(of: $0).bitPattern }
                do {
                    live.append((try solver.add(constraint), constraint))
                } catch {
                    failures += 1
                    #expect(variables.map { solver.value(of: $0).bitPattern } == before)
                }
            } else if action < 7 {
                let index = Int.random(in: live.indices, using: &random)
                solver.remove(live.remove(at: index).handle)
            } else {
                let variable = variables[Int.random(in: 0...1, using: &random)]
                solver.suggestValue(variable, Double(Int.random(in: -100...100, using: &random)))
            }
            let allHold = live.allSatisfy { !$0.constraint.strength.isRequired || holds($0.constraint, in: solver) }
            #expect(allHold)
            #expect(solver.invariantViolations().isEmpty)
        }
        _ = failures
    }
}
