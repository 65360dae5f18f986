/// An incremental solver for linear equalities and inequalities with strict priority levels:
/// the Cassowary algorithm (Badros, Borning & Stuckey, ACM TOCHI 8(4), 2001), written from
/// the paper for Swivel's iOS 6 Auto Layout.
///
/// Add and remove constraints one at a time; each call re-optimises from the previous
/// tableau instead of starting over (§4–5). Required constraints (priority 1000) must hold;
/// optional ones are satisfied as well as their level allows, higher levels strictly first
/// (``Strength``). Edit variables (``addEditVariable(_:strength:)``) are the cheap way to move
/// one value again and again — a root view's width on every rotation.
///
/// Values are always current: every call leaves the tableau solved, and
/// ``value(of:)`` reads a variable's row, so there is no separate "update" step.
///
/// The same sequence of calls gives bit-identical values in every run: the solver keeps its
/// rows in arrays indexed by integer ids and breaks every tie by symbol id (the newest
/// first, see `Tableau+Simplex.swift`), never by a hash order.
///
/// Not thread-safe (not `Sendable`): one owner at a time.
public final class Solver {
    // The solver is not `Sendable` and none of its methods overlaps two accesses to a field,
    // so the runtime's exclusivity check on each access (~a tenth of the ambiguity probe's
    // instructions, BENCHMARKS.md "Modern Interface Builder files") buys nothing.
    @exclusivity(unchecked) var tableau = Tableau()
    /// Variable id → its tableau symbol.
    @exclusivity(unchecked) var variableSymbols: [Int] = []
    /// Handle id → the live constraint, or nil once removed.
    var records: [ConstraintRecord?] = []
    /// Variable id → its edit constraint.
    @exclusivity(unchecked) var edits = EditTable()
    /// The checkpoint and the calls since, to put the solver back after a refusal
    /// (`Solver+Journal.swift`); nil when none is kept.
    var journal: SolverJournal?

    public init() {}

    /// A new variable, with value 0 until constraints say otherwise.
    public func makeVariable() -> Variable {
        let variable = Variable(id: variableSymbols.count)
        variableSymbols.append(tableau.makeSymbol(.external))
        journal(.makeVariable)
        return variable
    }

    /// The variable's value in the current solution (0 for a variable no constraint fixes).
    public func value(of variable: Variable) -> Double {
        tableau.value(of: symbol(of: variable))
    }

    /// The constraints added and not removed, edit variables' own constraints excluded.
    public var constraintCount: Int {
        records.reduce(0) { $0 + ($1 == nil ? 0 : 1) } - edits.count
    }

    func symbol(of variable: Variable) -> Int {
        precondition(variable.id >= 0 && variable.id < variableSymbols.count, "variable \(variable.id) was not made by this solver")
        return variableSymbols[variable.id]
    }

    // MARK: - Adding

    /// Adds a constraint and re-solves (Cassowary §4: the new row is expressed in the current
    /// parameters, given a subject, and the objective optimised again).
    ///
    /// A required constraint that cannot hold together with the required ones already added
    /// throws ``UnsatisfiableConstraint``, naming those it conflicts with; the solver is then
    /// exactly as it was before the call. An optional constraint never throws.
    ///
    /// - Precondition: the strength is valid (``Strength/isValid``), every variable was made
    ///   by this solver, and every number is finite.
    @discardableResult
    public func add(_ constraint: Constraint) throws(UnsatisfiableConstraint) -> ConstraintHandle {
        let handle = try addUnjournaled(constraint)
        journal(.add(constraint))
        return handle
    }

    func addUnjournaled(_ constraint: Constraint) throws(UnsatisfiableConstraint) -> ConstraintHandle {
        // Only a required constraint can be refused, after phase one has changed the tableau.
        if constraint.strength.isRequired { ensureCheckpoint() }
        precondition(constraint.strength.isValid, "invalid strength \(constraint.strength): the priority must be in 0 < p ≤ 1000 and an optional weight positive")
        precondition(constraint.expression.constant.isFinite, "a constraint's constant must be finite")
        let id = records.count
        let mark = tableau.symbolCount
        var made = makeRow(for: constraint, owner: id)
        if made.row.constant < 0 { made.row.multiply(by: -1) }

        let onlyDummies = made.row.terms.allSatisfy { tableau.kinds[$0.symbol] == .dummy }
        if let subject = chooseSubject(made.row, marker: made.marker, other: made.other)
            ?? (onlyDummies && made.row.constant == 0 ? made.marker : nil) {
            made.row.solve(for: subject)
            tableau.substitute(subject, with: made.row)
            tableau.insertRow(made.row, basic: subject)
        } else if onlyDummies {
            // `constant + Σ dummies = 0` with a non-zero constant: the required equalities
            // behind those dummies fix the constant, and it is not zero.
            let conflicting = constraints(namedIn: made.row, excluding: id)
            tableau.truncateSymbols(to: mark)
            throw UnsatisfiableConstraint(constraint: constraint, conflicting: conflicting)
        } else {
            if let certificate = tableau.addWithArtificialVariable(made.row) {
                let conflicting = constraints(namedIn: certificate, excluding: id)
                rollBack()
                throw UnsatisfiableConstraint(constraint: constraint, conflicting: conflicting)
            }
        }
        tableau.optimize()
        records.append(ConstraintRecord(constraint: constraint, marker: made.marker, other: made.other))
        return ConstraintHandle(id: id)
    }

    /// The constraint's row over the current parameters, with its marker and error symbols
    /// (Cassowary §4.1, "augmented simplex form"):
    ///
    /// - `e ≤ 0` → `e + s = 0`, `e ≥ 0` → `e − s = 0` (slack `s ≥ 0` is the marker); optional,
    ///   plus an error `∓ε` weighted at the constraint's level (the overshoot);
    /// - required `e = 0` → `e + d = 0` (dummy `d` is the marker);
    /// - optional `e = 0` → `e − ε⁺ + ε⁻ = 0`, both errors weighted, so `|e|` is minimised.
    private func makeRow(for constraint: Constraint, owner: Int) -> (row: Row, marker: Int, other: Int) {
        var row = Row(constant: constraint.expression.constant)
        var parameters: [Term] = []
        for term in constraint.expression.terms {
            precondition(term.coefficient.isFinite, "a constraint's coefficients must be finite")
            guard term.coefficient != 0 else { continue }
            let symbol = symbol(of: term.variable)
            if tableau.isBasic(symbol) {
                row.add(tableau.row(of: symbol), times: term.coefficient)
            } else {
                parameters.append(Term(symbol: symbol, coefficient: term.coefficient))
            }
        }
        if !parameters.isEmpty {
            parameters.sort { $0.symbol < $1.symbol }
            var combined: [Term] = []
            for term in parameters {
                if let last = combined.last, last.symbol == term.symbol {
                    combined[combined.count - 1].coefficient += term.coefficient
                } else {
                    combined.append(term)
                }
            }
            row.add(Row(terms: combined), times: 1)
        }
        row.constant = Row.snapped(row.constant)

        let strength = constraint.strength
        let level = strength.isRequired ? -1 : tableau.level(for: strength.priority)
        func addError(_ coefficient: Double) -> Int {
            let error = tableau.makeSymbol(.error, owner: owner)
            row.insert(error, coefficient: coefficient)
            tableau.objective.add(strength.weight, level: level, to: error)
            return error
        }
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign = constraint.relation == .lessThanOrEqual ? 1.0 : -1.0
            let slack = tableau.makeSymbol(.slack, owner: owner)
            row.insert(slack, coefficient: sign)
            let error = strength.isRequired ? -1 : addError(-sign)
            return (row, slack, error)
        case .equal:
            if strength.isRequired {
                let dummy = tableau.makeSymbol(.dummy, owner: owner)
                row.insert(dummy, coefficient: 1)
                return (row, dummy, -1)
            }
            let plus = addError(-1)
            let minus = addError(1)
            return (row, plus, minus)
        }
    }

    /// The symbol to solve the new row for (Cassowary §4.1): an external if the row has one
    /// (so restricted rows never mention externals); otherwise the constraint's own new slack
    /// or error when its coefficient is negative (the row's constant being ≥ 0, that keeps
    /// it feasible, and nothing else mentions it yet); otherwise none — phase one decides.
    private func chooseSubject(_ row: Row, marker: Int, other: Int) -> Int? {
        if let external = row.terms.first(where: { tableau.kinds[$0.symbol] == .external }) {
            return external.symbol
        }
        for candidate in [marker, other] where candidate >= 0 && tableau.kinds[candidate].isPivotable {
            if row.coefficient(of: candidate) < 0 { return candidate }
        }
        return nil
    }

    // MARK: - Removing

    /// Removes a constraint and re-solves (Cassowary §5.1): its errors leave the objective,
    /// its marker is pivoted into the basis and that row dropped. Returns false, changing
    /// nothing, for a handle already removed or not of this solver.
    @discardableResult
    public func remove(_ handle: ConstraintHandle) -> Bool {
        let removed = removeUnjournaled(handle)
        if removed { journal(.remove(handle)) }
        return removed
    }

    func removeUnjournaled(_ handle: ConstraintHandle) -> Bool {
        guard handle.id >= 0, handle.id < records.count, let record = records[handle.id] else { return false }
        records[handle.id] = nil
        let strength = record.constraint.strength
        if !strength.isRequired, let level = tableau.existingLevel(for: strength.priority) {
            for error in [record.marker, record.other] where error >= 0 && tableau.kinds[error] == .error {
                if tableau.isBasic(error) {
                    tableau.objective.add(tableau.row(of: error), times: -strength.weight, level: level)
                } else {
                    tableau.objective.add(-strength.weight, level: level, to: error)
                }
            }
        }
        let marker = record.marker
        if tableau.isBasic(marker) {
            _ = tableau.removeRow(basic: marker)
        } else if let slot = tableau.markerLeavingSlot(marker) {
            tableau.pivot(entering: marker, slot: slot)
            _ = tableau.removeRow(basic: marker)
        }
        tableau.optimize()
        return true
    }
}

/// What the solver remembers of a live constraint: the constraint and its marker (the symbol
/// that identifies its row: slack, dummy or `ε⁺`) and its other error symbol, or -1.
struct ConstraintRecord {
    let constraint: Constraint
    let marker: Int
    let other: Int
}
