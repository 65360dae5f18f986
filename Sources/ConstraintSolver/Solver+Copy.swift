extension Solver {
    /// An independent solver in exactly this one's state: the same variables (a ``Variable``
    /// of this solver is one of the copy's), constraints, handles and edit variables, and the
    /// same tableau, so the same calls on either give bit-identical values.
    ///
    /// Cheap to make — the tableau is a value whose storage is shared until one side writes —
    /// and each side pays for the copy of what it first changes. Swivel keeps one Auto Layout
    /// system per size-class state this way (docs/architecture.md, "ConstraintSolver").
    public func copy() -> Solver {
        let copy = Solver()
        copy.tableau = tableau
        copy.variableSymbols = variableSymbols
        copy.records = records
        copy.edits = edits
        copy.journal = journal
        return copy
    }
}
