/// The tolerance below which the solver treats a coefficient, a constant or a component of a
/// symbolic weight as zero (floating-point error would otherwise leave `1e-16`s that pivot).
let nearZero = 1.0e-8

/// One entry of a sparse ``Row``: a tableau symbol (by id) and its coefficient.
struct Term {
    var symbol: Int
    var coefficient: Double
}

/// A linear form `constant + Σ coefficient·symbol` over tableau symbols, sparse and sorted.
///
/// In the tableau a row stands for `basic = constant + Σ coefficient·parameter`; while a new
/// constraint is being added it stands for the form that must equal zero. Terms are kept in
/// ascending symbol order with no zero coefficient, so lookups are binary searches, merges
/// are linear, and every walk over a row visits symbols in the same order in every run.
struct Row {
    var constant: Double
    var terms: [Term]

    init(constant: Double = 0, terms: [Term] = []) {
        self.constant = constant
        self.terms = terms
    }

    /// The position of `symbol` in ``terms``, if it has a term.
    func index(of symbol: Int) -> Int? {
        var low = 0
        var high = terms.count
        while low < high {
            let middle = (low + high) >> 1
            let found = terms[middle].symbol
            if found == symbol { return middle }
            if found < symbol { low = middle + 1 } else { high = middle }
        }
        return nil
    }

    /// The coefficient of `symbol` (0 when it has no term).
    func coefficient(of symbol: Int) -> Double {
        guard let index = index(of: symbol) else { return 0 }
        return terms[index].coefficient
    }

    /// Multiplies the whole form by `factor`.
    mutating func multiply(by factor: Double) {
        constant *= factor
        for index in terms.indices {
            terms[index].coefficient *= factor
        }
    }

    /// Solves the form `self == 0` for `symbol`, which must have a term: afterwards the row is
    /// `symbol = constant + Σ …` and no longer mentions `symbol`.
    mutating func solve(for symbol: Int) {
        let index = index(of: symbol)!
        let coefficient = terms.remove(at: index).coefficient
        multiply(by: -1 / coefficient)
    }

    /// Turns `basic = self` around into `symbol = …`, which then mentions `basic` (the pivot).
    mutating func solve(for symbol: Int, basic: Int) {
        insert(basic, coefficient: -1)
        solve(for: symbol)
    }

    /// Inserts a term for a symbol the row does not mention yet.
    mutating func insert(_ symbol: Int, coefficient: Double) {
        var position = terms.count
        while position > 0, terms[position - 1].symbol > symbol { position -= 1 }
        terms.insert(Term(symbol: symbol, coefficient: coefficient), at: position)
    }

    /// Removes `symbol`'s term, if it has one.
    mutating func remove(_ symbol: Int) {
        if let index = index(of: symbol) { terms.remove(at: index) }
    }

    /// `self += factor · other`, dropping `skipping`'s term and any coefficient that cancels.
    /// Used on rows outside the tableau (which keep no columns): the artificial objective.
    mutating func add(_ other: Row, times factor: Double, skipping: Int = -1) {
        var merged: [Term] = []
        merged.reserveCapacity(terms.count + other.terms.count)
        var i = 0
        var j = 0
        while i < terms.count || j < other.terms.count {
            let left = i < terms.count ? terms[i].symbol : Int.max
            let right = j < other.terms.count ? other.terms[j].symbol : Int.max
            let value: Double
            let symbol: Int
            if left < right {
                symbol = left; value = terms[i].coefficient; i += 1
            } else if right < left {
                symbol = right; value = factor * other.terms[j].coefficient; j += 1
            } else {
                symbol = left; value = terms[i].coefficient + factor * other.terms[j].coefficient; i += 1; j += 1
            }
            if symbol == skipping { continue }
            if abs(value) > nearZero {
                merged.append(Term(symbol: symbol, coefficient: value))
            }
        }
        terms = merged
        constant = Row.snapped(constant + factor * other.constant)
    }

    /// Writes `old` without its term at `skipping`, plus `factor · other`, to `merged` in symbol
    /// order, leaving out every coefficient within ``nearZero`` of 0; lists in `joining`, in
    /// order, the symbols `other` brings that `old` does not mention. Returns how many terms
    /// and how many joining symbols were written. `merged` has room for both rows' terms,
    /// `joining` for `other`'s. (`Tableau`'s substitution, through pointers: BENCHMARKS.md.)
    static func merge(
        _ old: UnsafeBufferPointer<Term>, skipping at: Int, _ other: UnsafeBufferPointer<Term>, times factor: Double,
        into merged: UnsafeMutableBufferPointer<Term>, joining: UnsafeMutableBufferPointer<Int>
    ) -> (terms: Int, joining: Int) {
        var count = 0
        var joined = 0
        var i = 0
        var j = 0
        while i < old.count || j < other.count {
            if i == at { i += 1; continue }
            let left = i < old.count ? old[i].symbol : Int.max
            let right = j < other.count ? other[j].symbol : Int.max
            if left < right {
                merged.initializeElement(at: count, to: old[i])
                count += 1
                i += 1
            } else if right < left {
                let value = factor * other[j].coefficient
                if abs(value) > nearZero {
                    merged.initializeElement(at: count, to: Term(symbol: right, coefficient: value))
                    count += 1
                    joining.initializeElement(at: joined, to: right)
                    joined += 1
                }
                j += 1
            } else {
                // A term that cancels is left out (its column keeps listing the row: see `Tableau`).
                let value = old[i].coefficient + factor * other[j].coefficient
                if abs(value) > nearZero {
                    merged.initializeElement(at: count, to: Term(symbol: left, coefficient: value))
                    count += 1
                }
                i += 1
                j += 1
            }
        }
        return (count, joined)
    }

    /// `value`, or exactly 0 when it is within ``nearZero`` of it.
    static func snapped(_ value: Double) -> Double {
        abs(value) < nearZero ? 0 : value
    }
}
