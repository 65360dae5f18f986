/// A self-check of the tableau for tests: the invariants the algorithm relies on, as a list
/// of what is wrong (empty when all hold). Linear in the tableau's size; not used by the
/// solver itself.
extension Solver {
    func invariantViolations() -> [String] {
        var problems: [String] = []
        let table = tableau
        for (slot, row) in table.rows.enumerated() {
            let basic = table.basicOf[slot]
            guard basic >= 0 else {
                if !row.terms.isEmpty { problems.append("free slot \(slot) has terms") }
                continue
            }
            if table.slotOf[basic] != slot { problems.append("slotOf[\(basic)] is not \(slot)") }
            if table.kinds[basic].isRestricted, row.constant < 0 {
                problems.append("restricted row of \(basic) is negative: \(row.constant)")
            }
            var previous = -1
            for term in row.terms {
                if term.symbol <= previous { problems.append("row of \(basic) is not sorted") }
                previous = term.symbol
                if term.coefficient == 0 { problems.append("row of \(basic) has a zero coefficient") }
                if table.isBasic(term.symbol) { problems.append("row of \(basic) mentions basic \(term.symbol)") }
                if table.kinds[basic].isRestricted, table.kinds[term.symbol] == .external {
                    problems.append("restricted row of \(basic) mentions external \(term.symbol)")
                }
                if table.kinds[term.symbol] == .artificial { problems.append("row of \(basic) mentions an artificial symbol") }
                if !table.columns[term.symbol].contains(slot) {
                    problems.append("column of \(term.symbol) misses slot \(slot)")
                }
            }
        }
        // A column may list stale and repeated slots (`Tableau`), within its bound.
        for (symbol, column) in table.columns.enumerated() where column.count > 2 * table.rows.count + 8 {
            problems.append("column of \(symbol) lists \(column.count) slots for \(table.rows.count) rows")
        }
        for symbol in table.objective.symbols {
            if table.isBasic(symbol) { problems.append("objective mentions basic \(symbol)") }
            if table.kinds[symbol].isPivotable, table.objective.isNegative(symbol) {
                problems.append("objective is not optimal: \(symbol) could still enter")
            }
        }
        if table.artificial != nil { problems.append("phase one's objective outlived phase one") }
        return problems
    }
}
