/// The simplex steps of Cassowary (§4–5): the primal simplex that optimises after a
/// constraint is added or removed, phase one with an artificial variable, and the dual
/// simplex that restores feasibility after an edit.
///
/// Every choice follows Bland's rule — the entering symbol is the first in a fixed order of
/// the symbols that improves, ties in the ratio test go to the first basic symbol in that
/// order — which rules out cycling on the degenerate tableaux layouts are full of (many rows
/// at 0) and makes the result a function of the calls alone. The order is *newest first*
/// (descending id): Bland's rule holds for any fixed order, and this one keeps the work near
/// the constraint just added. (Oldest first, making a root width an edit variable walked
/// its error through every stay of the layout — one degenerate pivot per dependent row —
/// before reaching the edit's own row.)
extension Tableau {
    // MARK: - Primal simplex

    /// Minimises the (symbolic) objective: Cassowary's `optimize` (§4.2).
    mutating func optimize() {
        runPrimal(artificialPhase: false)
    }

    private mutating func runPrimal(artificialPhase: Bool) {
        var pivots = 0
        while let entering = artificialPhase ? artificialEntering() : objectiveEntering() {
            // No row bounds the entering symbol: the objective would be unbounded, which
            // cannot happen with non-negative errors; stop rather than loop.
            guard let slot = leavingSlot(for: entering) else { break }
            pivot(entering: entering, slot: slot)
            pivots += 1
            if pivots > pivotLimit { break }
        }
        infeasible.removeAll()
    }

    /// A bound on the pivots of one optimisation. Bland's rule cannot cycle in exact
    /// arithmetic; the bound only keeps floating-point noise from ever turning that into an
    /// endless loop (it is orders of magnitude above what a layout needs).
    private var pivotLimit: Int { 1_000 + 50 * (rows.count + kinds.count) }

    /// The newest pivotable parameter whose weight in the objective is lexicographically
    /// negative.
    private mutating func objectiveEntering() -> Int? {
        let kinds = kinds
        return objective.newestNegative { kinds[$0].isPivotable }
    }

    /// The newest pivotable parameter with a negative coefficient in phase one's objective.
    private func artificialEntering() -> Int? {
        guard let artificial else { return nil }
        for term in artificial.terms.reversed() where kinds[term.symbol].isPivotable && term.coefficient < 0 {
            return term.symbol
        }
        return nil
    }

    /// The ratio test: among restricted rows in which `entering` has a negative coefficient,
    /// the one that reaches zero first as `entering` grows (ties: the newest basic symbol).
    private func leavingSlot(for entering: Int) -> Int? {
        var best = -1
        var bestRatio = Double.infinity
        var bestBasic = -1
        for slot in columns[entering] {
            // (A freed slot the column still lists has no basic symbol; one whose row no longer
            // mentions `entering` has coefficient 0: both skipped.)
            let basic = basicOf[slot]
            guard basic >= 0, kinds[basic].isRestricted else { continue }
            let coefficient = rows[slot].coefficient(of: entering)
            guard coefficient < 0 else { continue }
            let ratio = -rows[slot].constant / coefficient
            if ratio < bestRatio || (ratio == bestRatio && basic > bestBasic) {
                best = slot
                bestRatio = ratio
                bestBasic = basic
            }
        }
        return best >= 0 ? best : nil
    }

    // MARK: - Phase one

    /// Adds a restricted row for which no subject could be chosen, through an artificial
    /// variable `a = row` whose value phase one minimises (Cassowary §4.1). When the minimum
    /// is 0 the row is in the tableau afterwards; otherwise the constraint cannot hold, and
    /// the return value is phase one's final objective row — `a` in terms of the parameters,
    /// positive constant, every pivotable coefficient ≥ 0: a certificate of the conflict
    /// whose markers name the constraints involved. The tableau is then left mid-way; the
    /// caller restores its snapshot.
    ///
    /// A row whose constant is already 0 holds at the current solution: `a` starts at phase
    /// one's minimum, so phase one is skipped and `a` pivoted out at once — the degenerate
    /// pivots phase one would make first change no value (a stack view's equalities between
    /// views nothing has placed yet are most of a layout's additions through here;
    /// BENCHMARKS.md, "Modern Interface Builder files").
    mutating func addWithArtificialVariable(_ row: Row) -> Row? {
        let artificialSymbol = makeSymbol(.artificial)
        insertRow(row, basic: artificialSymbol)
        if row.constant != 0 {
            artificial = row
            runPrimal(artificialPhase: true)
            let certificate = artificial!
            artificial = nil
            if certificate.constant > 0 { return certificate }
        }

        // Feasible. If `a` is still basic (at 0), pivot it out for any symbol of its row: a
        // slack or error if there is one, otherwise a dummy (the constraint is then implied
        // by required equalities, and that dummy's row says so).
        if isBasic(artificialSymbol) {
            var artificialRow = removeRow(basic: artificialSymbol)
            if !artificialRow.terms.isEmpty {
                let entering = artificialRow.terms.last { kinds[$0.symbol].isPivotable }?.symbol
                    ?? artificialRow.terms[artificialRow.terms.count - 1].symbol
                artificialRow.solve(for: entering, basic: artificialSymbol)
                substitute(entering, with: artificialRow)
                insertRow(artificialRow, basic: entering)
            }
        }
        removeColumn(artificialSymbol)
        return nil
    }

    // MARK: - Dual simplex

    /// Restores feasibility after edits moved row constants, keeping the objective optimal:
    /// Cassowary's `dualOptimize` (§5.2, the "resolve" of an edit). The leaving row is the
    /// newest infeasible basic symbol; the entering symbol minimises
    /// `objective weight / coefficient` over the row's positive coefficients,
    /// lexicographically (ties: the newest symbol).
    mutating func dualOptimize() {
        var pivots = 0
        while let leaving = newestInfeasible(), pivots <= pivotLimit {
            let slot = slotOf[leaving]
            guard let entering = dualEntering(slot: slot) else {
                // Cannot happen while edits are optional; drop it rather than loop.
                while infeasible.newest == leaving { infeasible.dropNewest() }
                continue
            }
            pivot(entering: entering, slot: slot)
            pivots += 1
        }
        infeasible.removeAll()
    }

    /// The newest basic symbol whose row is still negative; symbols listed whose rows are
    /// feasible again (or no longer basic) are dropped on the way.
    private mutating func newestInfeasible() -> Int? {
        while let symbol = infeasible.newest {
            let slot = slotOf[symbol]
            if slot >= 0, rows[slot].constant < 0 { return symbol }
            infeasible.dropNewest()
        }
        return nil
    }

    private func dualEntering(slot: Int) -> Int? {
        var best: Int?
        var bestCoefficient = 0.0
        for term in rows[slot].terms where term.coefficient > 0 && kinds[term.symbol].isPivotable {
            // Terms ascend by id, so `<= 0` keeps the newest of equal ratios.
            if best.map({ objective.compareRatio(term.symbol, term.coefficient, $0, bestCoefficient) <= 0 }) ?? true {
                best = term.symbol
                bestCoefficient = term.coefficient
            }
        }
        return best
    }

    // MARK: - Removal

    /// The row to pivot a removed constraint's parametric marker into before its row is
    /// dropped (Cassowary §5.1): a restricted row where the marker's coefficient is negative
    /// (smallest ratio), else a restricted row where it is positive (smallest ratio), else an
    /// external's row — the order that keeps every restricted row non-negative.
    func markerLeavingSlot(_ marker: Int) -> Int? {
        var first: (slot: Int, ratio: Double, basic: Int)?
        var second: (slot: Int, ratio: Double, basic: Int)?
        var third: (slot: Int, basic: Int)?
        for slot in columns[marker] {
            // (A slot the column lists though its row no longer mentions the marker: skipped.)
            let coefficient = rows[slot].coefficient(of: marker)
            guard coefficient != 0 else { continue }
            let basic = basicOf[slot]
            let constant = rows[slot].constant
            if !kinds[basic].isRestricted {
                if third.map({ basic > $0.basic }) ?? true { third = (slot, basic) }
            } else if coefficient < 0 {
                let ratio = -constant / coefficient
                if first.map({ ratio < $0.ratio || (ratio == $0.ratio && basic > $0.basic) }) ?? true {
                    first = (slot, ratio, basic)
                }
            } else {
                let ratio = constant / coefficient
                if second.map({ ratio < $0.ratio || (ratio == $0.ratio && basic > $0.basic) }) ?? true {
                    second = (slot, ratio, basic)
                }
            }
        }
        return first?.slot ?? second?.slot ?? third?.slot
    }
}
