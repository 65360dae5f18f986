/// An unknown of a ``Solver``: a value the solver chooses (a frame's x, y, width or height).
///
/// A variable is only a number naming the solver's column for it; it belongs to the solver
/// that made it (``Solver/makeVariable()``) and means nothing to another one. Ids are dense,
/// `0, 1, 2, …` in the order of creation, so a caller may index arrays by them.
public struct Variable: Hashable, Comparable, Sendable {
    /// The variable's number within its solver, counted from 0.
    public let id: Int

    init(id: Int) {
        self.id = id
    }

    public static func < (lhs: Variable, rhs: Variable) -> Bool {
        lhs.id < rhs.id
    }
}
