/// What a tableau symbol stands for (Cassowary §3–4).
enum SymbolKind: UInt8 {
    /// A user ``Variable``: unrestricted in sign.
    case external
    /// An inequality's slack: `≥ 0`.
    case slack
    /// An optional constraint's error (`e⁺`, `e⁻`, or an inequality's overshoot): `≥ 0`,
    /// weighted in the objective at its constraint's level.
    case error
    /// A required equality's marker: fixed at 0. It never enters the basis by pivoting; it is
    /// there so the equality can be found again (removal, explanations).
    case dummy
    /// Phase one's artificial variable, gone once its constraint is in.
    case artificial

    /// Restricted symbols may not go negative; only externals may.
    var isRestricted: Bool { self != .external }

    /// Symbols the simplex may bring into the basis.
    var isPivotable: Bool { self == .slack || self == .error }
}

/// The simplex tableau in Cassowary's *augmented simplex form* (§3): every row is
/// `basic = constant + Σ coefficient·parameter`, the externals' rows (unrestricted) and the
/// restricted rows side by side, and the invariant that a restricted row's constant is never
/// negative (the basic feasible solution sets every parameter to 0).
///
/// Storage is by integer ids so that nothing allocates per term and nothing depends on a
/// hash order: symbols are dense ids (`kinds`, `slotOf`, `columns`, `owners` are indexed by
/// them); rows live in slots of `rows`, reused through a free list. `columns[s]` lists the
/// slots of the rows that mention `s` — the paper's column sets — so substituting a symbol,
/// the ratio test and an edit's update touch only those rows. A column may also list slots
/// whose row no longer mentions `s`, some more than once: a term that cancels, or a row that
/// leaves, is not searched out of its columns (that linear search was a fifth of a re-solve's
/// instructions, BENCHMARKS.md "Modern Interface Builder files"). Every reader skips a slot
/// whose row does not mention the symbol, an edit's update also one it has seen, and a column
/// that grows past twice the rows is compacted. Which row is picked never
/// depends on a column's order: every tie is broken by symbol id (the newest first), and
/// each row's arithmetic depends only on that row and the row substituted into it.
///
/// A value type on purpose: a checkpoint (`Solver+Journal.swift`) is a copy whose storage is
/// shared until either side writes.
struct Tableau {
    private(set) var kinds: [SymbolKind] = []
    /// Symbol → the constraint (by handle id) whose marker or error it is, or -1.
    private(set) var owners: [Int] = []
    /// Symbol → the slot of its row when it is basic, or -1.
    private(set) var slotOf: [Int] = []
    /// Symbol → the slots of the rows in which it is a parameter.
    private(set) var columns: [[Int]] = []
    private(set) var rows: [Row] = []
    /// Slot → its row's basic symbol, or -1 for a free slot.
    private(set) var basicOf: [Int] = []
    private var freeSlots: [Int] = []
    /// An empty column with room, swapped in for the column a substitution empties.
    private var spareColumn: [Int] = []
    /// Per slot, the last pass that met it (``shiftEdit(plus:by:)``'s and compaction's way of
    /// skipping a slot a column lists twice), and the current pass.
    private var slotPasses: [UInt32] = []
    private var pass: UInt32 = 0

    /// The optional priorities seen so far, highest first: the objective's components.
    private(set) var levels: [Double] = []
    var objective = SymbolicObjective()
    /// Phase one's objective while a constraint is added through an artificial variable.
    var artificial: Row?
    /// Basic symbols whose rows may have gone negative (the dual simplex's work list).
    var infeasible = InfeasibleRows()

    var symbolCount: Int { kinds.count }

    mutating func makeSymbol(_ kind: SymbolKind, owner: Int = -1) -> Int {
        kinds.append(kind)
        owners.append(owner)
        slotOf.append(-1)
        columns.append([])
        return kinds.count - 1
    }

    /// Forgets the symbols made since there were `count` of them (a refused constraint's).
    mutating func truncateSymbols(to count: Int) {
        let extra = kinds.count - count
        guard extra > 0 else { return }
        kinds.removeLast(extra)
        owners.removeLast(extra)
        slotOf.removeLast(extra)
        columns.removeLast(extra)
    }

    func isBasic(_ symbol: Int) -> Bool { slotOf[symbol] >= 0 }

    /// The row of a basic symbol.
    func row(of basic: Int) -> Row { rows[slotOf[basic]] }

    /// A symbol's value in the current basic feasible solution: its row's constant when it is
    /// basic, 0 when it is a parameter.
    func value(of symbol: Int) -> Double {
        let slot = slotOf[symbol]
        return slot >= 0 ? rows[slot].constant : 0
    }

    /// The component index of an optional priority, adding a level when it is new.
    mutating func level(for priority: Double) -> Int {
        let index = levelPosition(priority)
        if index < levels.count, levels[index] == priority { return index }
        levels.insert(priority, at: index)
        objective.insertLevel(at: index)
        return index
    }

    /// The component index of a priority already seen.
    func existingLevel(for priority: Double) -> Int? {
        let index = levelPosition(priority)
        return index < levels.count && levels[index] == priority ? index : nil
    }

    private func levelPosition(_ priority: Double) -> Int {
        var low = 0
        var high = levels.count
        while low < high {
            let middle = (low + high) >> 1
            if levels[middle] > priority { low = middle + 1 } else { high = middle }
        }
        return low
    }

    // MARK: - Rows

    /// Adds `row` as the row of `basic`, which no other row may mention.
    mutating func insertRow(_ row: Row, basic: Int) {
        let slot: Int
        if let free = freeSlots.popLast() {
            slot = free
            rows[slot] = row
            basicOf[slot] = basic
        } else {
            slot = rows.count
            rows.append(row)
            basicOf.append(basic)
        }
        slotOf[basic] = slot
        for term in row.terms {
            addToColumn(term.symbol, slot: slot)
        }
    }

    /// Takes the row of `basic` out of the tableau; `basic` becomes a parameter nobody mentions.
    mutating func removeRow(basic: Int) -> Row {
        let slot = slotOf[basic]
        let row = rows[slot]
        // Its columns keep listing the slot (see the type's comment): the freed slot's row
        // mentions nothing.
        rows[slot] = Row()
        basicOf[slot] = -1
        slotOf[basic] = -1
        freeSlots.append(slot)
        return row
    }

    /// Sets a parameter to zero for good: drops its terms everywhere (phase one's artificial
    /// variable once it has left the basis).
    mutating func removeColumn(_ symbol: Int) {
        for slot in columns[symbol] {
            rows[slot].remove(symbol)
        }
        columns[symbol] = []
        objective.remove(symbol)
        artificial?.remove(symbol)
    }

    /// Adds `slot` — whose row mentions `symbol`, or will once it is written back — to
    /// `symbol`'s column, compacting the column when stale and repeated slots have made it
    /// longer than twice the rows (so a column stays within a few times the rows, and each
    /// compaction is paid for by as many additions).
    private mutating func addToColumn(_ symbol: Int, slot: Int) {
        if Self.append(slot, to: &columns[symbol]) > 2 * rows.count + 8 { compactColumn(symbol, adding: slot) }
    }

    /// Appends `slot` and returns the column's new length: one access to the column.
    private static func append(_ slot: Int, to column: inout [Int]) -> Int {
        column.append(slot)
        return column.count
    }

    /// Drops the slots of `symbol`'s column whose row does not mention it, and repeats;
    /// `adding` is kept whatever its row holds now (a row being merged is out of its slot).
    private mutating func compactColumn(_ symbol: Int, adding: Int) {
        var column = columns[symbol]
        columns[symbol] = []
        let pass = nextPass()
        column.removeAll { slot in
            guard slotPasses[slot] != pass, slot == adding || rows[slot].index(of: symbol) != nil else { return true }
            slotPasses[slot] = pass
            return false
        }
        columns[symbol] = column
    }

    /// A new pass number for `slotPasses`, sized to the rows.
    private mutating func nextPass() -> UInt32 {
        if slotPasses.count < rows.count { slotPasses.append(contentsOf: repeatElement(0, count: rows.count - slotPasses.count)) }
        if pass == UInt32.max {
            pass = 0
            for index in slotPasses.indices { slotPasses[index] = 0 }
        }
        pass += 1
        return pass
    }

    // MARK: - Substitution and pivoting

    /// Replaces the parameter `symbol` by `row` (`symbol = row`) in every row that mentions
    /// it, in the objective and in phase one's objective.
    mutating func substitute(_ symbol: Int, with row: Row) {
        // The column is emptied into the spare buffer's room, and its own buffer becomes the
        // spare: set to `[]`, a column grew again from nothing when its symbol left the basis
        // (a tenth of a re-solve's instructions went to regrowing columns, BENCHMARKS.md
        // "Modern Interface Builder files").
        var slots = spareColumn
        spareColumn = []
        swap(&slots, &columns[symbol])
        for slot in slots {
            substitute(symbol, with: row, inSlot: slot)
        }
        slots.removeAll(keepingCapacity: true)
        spareColumn = slots
        objective.substitute(symbol, with: row)
        if let found = artificial?.coefficient(of: symbol), found != 0 {
            artificial!.add(row, times: found, skipping: symbol)
        }
    }

    /// The merge behind ``substitute(_:with:)`` for one row, keeping the columns in step:
    /// a symbol new to the row joins its column, one whose coefficient cancels leaves it.
    private mutating func substitute(_ symbol: Int, with row: Row, inSlot slot: Int) {
        // A slot the column lists though its row no longer mentions `symbol` (see the type).
        guard let at = rows[slot].index(of: symbol) else { return }
        var target = rows[slot]
        rows[slot] = Row()
        let factor = target.terms[at].coefficient
        let other = row.terms
        // Merged in stack memory, then copied back into the row's own buffer in one step: the
        // buffer grows only when the row outgrows it, so a pivot allocates nothing once rows
        // have grown. (Appending term by term into a buffer passed from row to row checked its
        // uniqueness and room for each term, and regrew it whenever a short row's buffer took a
        // long row's merge: BENCHMARKS.md, "Modern Interface Builder files".)
        withUnsafeTemporaryAllocation(of: Term.self, capacity: target.terms.count + other.count) { scratch in
            withUnsafeTemporaryAllocation(of: Int.self, capacity: other.count) { joining in
                let (count, joined) = target.terms.withUnsafeBufferPointer { old in
                    other.withUnsafeBufferPointer { other in
                        Row.merge(old, skipping: at, other, times: factor, into: scratch, joining: joining)
                    }
                }
                target.terms.replaceSubrange(target.terms.indices, with: UnsafeBufferPointer(rebasing: scratch[..<count]))
                for symbol in joining[..<joined] { addToColumn(symbol, slot: slot) }
            }
        }
        target.constant = Row.snapped(target.constant + factor * row.constant)
        let negative = target.constant < 0
        rows[slot] = target
        let basic = basicOf[slot]
        if negative, kinds[basic].isRestricted {
            infeasible.append(basic)
        }
    }

    /// Moves `row`'s constant by `delta` times its coefficient of `symbol` and returns the new
    /// constant; nil, changing nothing, when the row does not mention `symbol`. (One access to
    /// the row instead of three: BENCHMARKS.md, "Modern Interface Builder files".)
    private static func shift(_ row: inout Row, mentioning symbol: Int, by delta: Double) -> Double? {
        guard let index = row.index(of: symbol) else { return nil }
        row.constant = Row.snapped(row.constant + row.terms[index].coefficient * delta)
        return row.constant
    }

    /// Exchanges the basic symbol of `slot` for the parameter `entering` (one simplex pivot).
    mutating func pivot(entering: Int, slot: Int) {
        let leaving = basicOf[slot]
        var row = rows[slot]
        rows[slot] = Row()
        row.solve(for: entering, basic: leaving)
        // `entering`'s column is emptied by the substitution below (this slot, listed there,
        // no longer mentions it); `leaving` was basic, so its column is empty.
        addToColumn(leaving, slot: slot)
        slotOf[leaving] = -1
        slotOf[entering] = slot
        basicOf[slot] = entering
        rows[slot] = row
        substitute(entering, with: row)
    }

    /// Moves an edit constraint's constant by `delta` (Cassowary §5.2): changing the constant
    /// of `v - c - e⁺ + e⁻ = 0` by `delta` is the same as replacing `e⁺` by `e⁺ + delta`, so
    /// only the rows that mention `e⁺` (or its own row, when basic) move. Rows that go
    /// negative are left for ``dualOptimize()``.
    mutating func shiftEdit(plus: Int, by delta: Double) {
        let own = slotOf[plus]
        if own >= 0 {
            rows[own].constant = Row.snapped(rows[own].constant - delta)
            if rows[own].constant < 0 { infeasible.append(plus) }
            return
        }
        // Each row that mentions `plus` once: the column's stale and repeated slots are
        // dropped on the way (the column is rewritten compacted). A short column (the usual)
        // looks for a repeat among the slots kept so far, a long one marks the slots it meets.
        var column = columns[plus]
        columns[plus] = []
        let short = column.count <= 8
        let pass = short ? 0 : nextPass()
        var kept = 0
        for position in column.indices {
            let slot = column[position]
            if short {
                guard !column[..<kept].contains(slot) else { continue }
            } else {
                guard slotPasses[slot] != pass else { continue }
                slotPasses[slot] = pass
            }
            guard let constant = Self.shift(&rows[slot], mentioning: plus, by: delta) else { continue }
            column[kept] = slot
            kept += 1
            let basic = basicOf[slot]
            if constant < 0, kinds[basic].isRestricted {
                infeasible.append(basic)
            }
        }
        column.removeLast(column.count - kept)
        columns[plus] = column
    }
}
