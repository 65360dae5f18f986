@testable import ConstraintSolver

/// Whether two values agree to within `tolerance` (the solver's answers are exact up to
/// floating-point rounding).
func close(_ a: Double, _ b: Double, tolerance: Double = 1e-6) -> Bool {
    abs(a - b) <= tolerance
}

/// A strength at an optional priority, weight 1 unless given.
func strength(_ priority: Double, weight: Double = 1) -> Strength {
    Strength(priority: priority, weight: weight)
}

/// Adds a constraint the test knows to be satisfiable.
@discardableResult
func must(_ solver: Solver, _ constraint: Constraint) -> ConstraintHandle {
    do {
        return try solver.add(constraint)
    } catch {
        fatalError("unexpectedly unsatisfiable: \(error)")
    }
}

/// The value of `expression` at the solver's current solution.
func evaluate(_ expression: LinearExpression, in solver: Solver) -> Double {
    expression.terms.reduce(expression.constant) { $0 + $1.coefficient * solver.value(of: $1.variable) }
}

/// Whether `constraint` holds at the solver's current solution, to within `tolerance`.
func holds(_ constraint: Constraint, in solver: Solver, tolerance: Double = 1e-6) -> Bool {
    let value = evaluate(constraint.expression, in: solver)
    switch constraint.relation {
    case .equal: return abs(value) <= tolerance
    case .lessThanOrEqual: return value <= tolerance
    case .greaterThanOrEqual: return value >= -tolerance
    }
}

/// SplitMix64 (Steele, Lea & Flood 2014): a tiny seeded generator, so randomized tests
/// replay exactly.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
