/// The dual simplex's work list: basic symbols whose rows may have gone negative, newest first.
///
/// A binary max-heap of symbol ids. The dual simplex always takes the newest infeasible basic
/// symbol (Bland's rule, `Tableau+Simplex.swift`); scanning an unordered list for it before
/// every pivot was quadratic in the rows an edit makes negative — a tenth of the ambiguity
/// probe's instructions (BENCHMARKS.md, "Modern Interface Builder files"). Entries are never
/// searched out: one whose row is feasible again is dropped when it reaches the top, and a
/// symbol may be listed twice (each write that makes a row negative adds its symbol).
struct InfeasibleRows {
    private var heap: [Int] = []

    mutating func append(_ symbol: Int) {
        heap.append(symbol)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[parent] < heap[child] else { break }
            heap.swapAt(parent, child)
            child = parent
        }
    }

    /// The newest symbol listed.
    var newest: Int? { heap.first }

    /// Drops the newest symbol listed (one entry of it).
    mutating func dropNewest() {
        guard !heap.isEmpty else { return }
        let last = heap.removeLast()
        guard !heap.isEmpty else { return }
        heap[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1
            guard left < heap.count else { break }
            let right = left + 1
            let larger = right < heap.count && heap[right] > heap[left] ? right : left
            guard heap[larger] > heap[parent] else { break }
            heap.swapAt(parent, larger)
            parent = larger
        }
    }

    mutating func removeAll() { heap.removeAll(keepingCapacity: true) }
}
