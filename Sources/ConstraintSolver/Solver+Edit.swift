/// Edit variables (Cassowary §5.2): a variable the caller moves again and again — Swivel's
/// root width and height on every rotation — without adding and removing a constraint each
/// time.
///
/// An edit variable is an optional equality `v = c`; ``Solver/suggestValue(_:_:)`` changes
/// `c` and re-solves with the dual simplex from the previous optimum, which typically touches
/// only the rows that mention the edit's error. Because the edit is optional, a suggestion the
/// required constraints (or stronger optional ones) forbid is followed only as far as they
/// allow.
struct EditRecord {
    let handle: ConstraintHandle
    /// The edit constraint's `ε⁺`, whose substitution moves the constant.
    let plus: Int
    /// The value last suggested (at first, the variable's value when it became an edit).
    var suggested: Double
}

/// The edit variables by variable id: an array, not a dictionary, because the ambiguity probe
/// moves every stay of a layout at once and a hash per suggestion was a sixth of its
/// instructions (BENCHMARKS.md, "Modern Interface Builder files").
struct EditTable {
    private var byVariable: [EditRecord?] = []
    private(set) var count = 0

    subscript(variable: Int) -> EditRecord? {
        get { variable < byVariable.count ? byVariable[variable] : nil }
        set {
            if variable >= byVariable.count {
                guard newValue != nil else { return }
                byVariable.append(contentsOf: repeatElement(nil, count: variable + 1 - byVariable.count))
            }
            count += (newValue == nil ? 0 : 1) - (byVariable[variable] == nil ? 0 : 1)
            byVariable[variable] = newValue
        }
    }

    /// Moves the edit's suggested value to `value`; returns by how much it moved.
    mutating func move(_ variable: Int, to value: Double) -> (plus: Int, delta: Double)? {
        guard variable < byVariable.count, byVariable[variable] != nil else { return nil }
        let delta = value - byVariable[variable]!.suggested
        byVariable[variable]!.suggested = value
        return (byVariable[variable]!.plus, delta)
    }

    mutating func removeValue(forKey variable: Int) -> EditRecord? {
        let old = self[variable]
        self[variable] = nil
        return old
    }
}

extension Solver {
    /// Makes `variable` an edit variable at `strength`, held at its current value until a
    /// suggestion moves it.
    ///
    /// - Precondition: `strength` is optional (an edit must be able to give way), and the
    ///   variable is not an edit variable already.
    public func addEditVariable(_ variable: Variable, strength: Strength) {
        precondition(strength.isValid && !strength.isRequired, "an edit variable's strength must be optional (priority below 1000), got \(strength)")
        precondition(edits[variable.id] == nil, "variable \(variable.id) is already an edit variable")
        let current = value(of: variable)
        let constraint = Constraint(variable, .equal, LinearExpression(current), strength: strength)
        let handle: ConstraintHandle
        do {
            handle = try addUnjournaled(constraint)
        } catch {
            preconditionFailure("an optional constraint always has a subject: \(error)")
        }
        edits[variable.id] = EditRecord(handle: handle, plus: records[handle.id]!.marker, suggested: current)
        journal(.addEditVariable(variable, strength))
    }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        edits[variable.id] != nil
    }

    /// Asks for `variable == value` at the edit's strength and re-solves incrementally (the
    /// dual simplex, Cassowary's `resolve`). Values are current when it returns.
    ///
    /// - Precondition: `variable` is an edit variable and `value` is finite.
    public func suggestValue(_ variable: Variable, _ value: Double) {
        moveEdit(variable, to: value)
        journal(.suggestValue(variable, value))
        tableau.dualOptimize()
    }

    /// Asks for several edit variables' values at once and re-solves once (Cassowary's
    /// `suggestValue` calls between `beginEdit` and `resolve`): every edit's constant moves,
    /// then one dual simplex restores feasibility. Where the new optimum is unique the values
    /// are those of the same suggestions made one at a time, for a fraction of the pivots.
    ///
    /// - Precondition: every variable is an edit variable and every value is finite.
    public func suggestValues(_ suggestions: [(variable: Variable, value: Double)]) {
        for (variable, value) in suggestions { moveEdit(variable, to: value) }
        tableau.dualOptimize()
        journal(.suggestValues(suggestions))
    }

    /// Moves an edit's constant to `value` (rows that go negative are left for the dual
    /// simplex, which finds nothing to do when none did).
    private func moveEdit(_ variable: Variable, to value: Double) {
        precondition(value.isFinite, "a suggested value must be finite")
        guard let (plus, delta) = edits.move(variable.id, to: value) else {
            preconditionFailure("variable \(variable.id) is not an edit variable; call addEditVariable first")
        }
        if delta != 0 { tableau.shiftEdit(plus: plus, by: delta) }
    }

    /// Stops editing `variable`: its edit constraint is removed and the solution re-optimised.
    /// Returns false if it was not an edit variable.
    @discardableResult
    public func removeEditVariable(_ variable: Variable) -> Bool {
        guard let edit = edits.removeValue(forKey: variable.id) else { return false }
        _ = removeUnjournaled(edit.handle)
        journal(.removeEditVariable(variable))
        return true
    }
}
