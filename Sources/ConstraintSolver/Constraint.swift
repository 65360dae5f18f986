/// How a constraint's expression compares with zero.
public enum Relation: Hashable, Sendable {
    case equal
    case lessThanOrEqual
    case greaterThanOrEqual
}

/// `expression <relation> 0` at a ``Strength``: one row the solver adds to its tableau.
///
/// Build one from an expression compared with zero, or from two sides,
/// `Constraint(x + 10, .equal, y)`, which means `x + 10 - y == 0`.
public struct Constraint: Hashable, Sendable {
    public var expression: LinearExpression
    public var relation: Relation
    public var strength: Strength

    /// `expression <relation> 0`.
    public init(_ expression: LinearExpression, _ relation: Relation, strength: Strength = .required) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
    }

    /// `lhs <relation> rhs`, kept as `lhs - rhs <relation> 0`.
    public init(_ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression, strength: Strength = .required) {
        self.init(lhs - rhs, relation, strength: strength)
    }

    /// `lhs <relation> rhs` with a variable on the left.
    public init(_ lhs: Variable, _ relation: Relation, _ rhs: LinearExpression, strength: Strength = .required) {
        self.init(LinearExpression(lhs) - rhs, relation, strength: strength)
    }

    /// `lhs <relation> rhs` with a variable on the right.
    public init(_ lhs: LinearExpression, _ relation: Relation, _ rhs: Variable, strength: Strength = .required) {
        self.init(lhs - LinearExpression(rhs), relation, strength: strength)
    }

    /// `lhs <relation> rhs` between two variables.
    public init(_ lhs: Variable, _ relation: Relation, _ rhs: Variable, strength: Strength = .required) {
        self.init(LinearExpression(lhs) - LinearExpression(rhs), relation, strength: strength)
    }
}

/// Names a constraint added to a ``Solver``, to remove it or to read it in an
/// ``UnsatisfiableConstraint``'s explanation.
///
/// Handles are numbered in the order constraints were added (from 0) and are never reused
/// by the same solver.
public struct ConstraintHandle: Hashable, Comparable, Sendable {
    public let id: Int

    init(id: Int) {
        self.id = id
    }

    public static func < (lhs: ConstraintHandle, rhs: ConstraintHandle) -> Bool {
        lhs.id < rhs.id
    }
}

/// A required constraint that cannot hold together with the required constraints already
/// added, thrown by ``Solver/add(_:)``; the solver is left exactly as it was before the call.
///
/// ``conflicting`` names already-added constraints that, with this one, have no solution:
/// those whose marker variables the failed phase one of the simplex (Cassowary §4.1's
/// artificial variable) leaves in its objective row. That row is a Farkas certificate — a
/// combination of exactly these constraints and the new one that asks a non-negative
/// quantity to be negative — so removing any one of them removes this particular proof of
/// conflict (another set may still conflict when constraints repeat one another). It is empty
/// when the constraint cannot hold on its own (`0 == 5`).
public struct UnsatisfiableConstraint: Error, CustomStringConvertible {
    /// The constraint that was refused.
    public let constraint: Constraint
    /// Already-added constraints it conflicts with, in the order they were added.
    public let conflicting: [ConstraintHandle]

    public var description: String {
        let names = conflicting.map { "#\($0.id)" }.joined(separator: ", ")
        return conflicting.isEmpty
            ? "unsatisfiable required constraint: it cannot hold on its own"
            : "unsatisfiable required constraint: it conflicts with constraint(s) \(names)"
    }
}
