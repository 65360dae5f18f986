/// Why a required constraint was refused.
///
/// Every constraint's row carries a marker symbol of its own (a slack, a dummy or `ε⁺`), and
/// every tableau row is a linear combination of the original constraint rows. When the new
/// constraint's row cannot be made to vanish — phase one ends with the artificial variable
/// `a = k + Σ dⱼ·pⱼ`, `k > 0`, every pivotable `dⱼ ≥ 0`, or the row is `k + Σ dummies` with
/// `k ≠ 0` — that final row is the new row plus `Σ λᵢ·rowᵢ` over the constraints added
/// before, and comparing the coefficient of each marker shows `λᵢ ≠ 0` exactly when
/// constraint *i*'s marker appears in it. Those constraints, with the new one, admit no
/// solution (a Farkas certificate: a non-negative combination forced to equal `k`). Optional
/// constraints never appear: their two error symbols cancel.
extension Solver {
    /// The live constraints, other than `excluded`, whose marker or error symbols have a
    /// non-zero coefficient in `row`, in the order they were added.
    func constraints(namedIn row: Row, excluding excluded: Int) -> [ConstraintHandle] {
        var ids: [Int] = []
        for term in row.terms where abs(term.coefficient) > nearZero {
            let owner = tableau.owners[term.symbol]
            guard owner >= 0, owner != excluded, owner < records.count, records[owner] != nil else { continue }
            ids.append(owner)
        }
        ids.sort()
        var handles: [ConstraintHandle] = []
        for id in ids where handles.last?.id != id {
            handles.append(ConstraintHandle(id: id))
        }
        return handles
    }
}
