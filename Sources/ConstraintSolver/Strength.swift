/// How much a constraint matters: a priority level and a weight within that level.
///
/// Cassowary (Badros, Borning & Stuckey, "The Cassowary Linear Arithmetic Constraint Solving
/// Algorithm", ACM TOCHI 8(4), 2001, §2) orders constraints in a *constraint hierarchy*: the
/// required ones must hold; among the optional ones, each priority level is strictly stronger
/// than every level below it. No amount of error at lower levels buys any error at a higher
/// one, so one constraint at 751 outweighs any number of constraints at 750. The solver keeps
/// this exact by giving the objective one component per level (see `SymbolicObjective`)
/// rather than folding levels into one number, as kiwi's `1e6·a + 1e3·b + c` does.
///
/// A priority is a number in `0 < priority ≤ 1000`, as in iOS 6 Auto Layout: `1000` is
/// required; every other value is an optional level of its own, fractional ones included
/// (Swivel's stays sit at `0.5` and `0.25`, below every priority a user can write). Within a
/// level, errors are added up multiplied by their weight.
public struct Strength: Hashable, Comparable, Sendable {
    /// The priority of a required constraint, as in Auto Layout's `UILayoutPriorityRequired`.
    public static let requiredPriority: Double = 1000

    /// A constraint that must hold: adding one that cannot throws ``UnsatisfiableConstraint``.
    public static let required = Strength(priority: requiredPriority)

    /// The level: `1000` is required, anything in `0 < priority < 1000` is optional.
    public var priority: Double
    /// The weight of this constraint's error within its level (default 1); must be positive.
    public var weight: Double

    public init(priority: Double, weight: Double = 1) {
        self.priority = priority
        self.weight = weight
    }

    /// Whether the constraint must hold (priority 1000) rather than be satisfied as well as
    /// its level allows.
    public var isRequired: Bool { priority >= Self.requiredPriority }

    /// Whether the solver accepts this strength: a finite priority in `0 < p ≤ 1000` and, for
    /// an optional one, a finite positive weight.
    public var isValid: Bool {
        guard priority.isFinite, priority > 0, priority <= Self.requiredPriority else { return false }
        return isRequired || (weight.isFinite && weight > 0)
    }

    /// Orders by priority, then by weight within a priority.
    public static func < (lhs: Strength, rhs: Strength) -> Bool {
        (lhs.priority, lhs.weight) < (rhs.priority, rhs.weight)
    }
}
