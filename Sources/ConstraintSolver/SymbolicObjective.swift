/// The objective row of the simplex with *symbolic weights* (Cassowary §3.2): each symbol's
/// coefficient is a vector with one component per priority level, compared lexicographically,
/// highest level first.
///
/// Why vectors: Swivel's priorities are strict levels — an error at 751 must outweigh any
/// total at 750, however many constraints make it up. A single floating-point number per
/// symbol (kiwi's `1e6·strong + 1e3·medium + weak`) only approximates that and breaks once
/// enough constraints pile up, or once levels sit as close together as 750 and 751. Keeping
/// one exact component per level makes the comparison exact.
///
/// Levels are the distinct optional priorities seen so far; a new one is inserted into every
/// vector where it belongs (``insertLevel(at:)``), so component 0 is always the highest.
///
/// Storage is dense, `levelCount` components per symbol id (`weights[symbol · levelCount +
/// level]`), because the objective is touched on every pivot: a substitution then costs one
/// multiply-add per term and level, with no allocation. The primal simplex asks for the
/// newest symbol whose weight is negative after every pivot; rather than scan every symbol,
/// the objective keeps the set of negative ones, re-examining only the symbols whose weight
/// changed since it was last asked (``touched``).
struct SymbolicObjective {
    private(set) var levelCount = 0
    /// Symbols the storage covers (ids at or above it weigh zero).
    private var symbolCapacity = 0
    private var weights: [Double] = []
    /// Symbols whose weight changed since ``newestNegative(where:)`` last looked.
    private var touched: [Int] = []
    private var isTouched: [Bool] = []
    /// Eligible symbols whose weight was negative when last examined.
    private var negatives: [Int] = []
    private var isNegativeListed: [Bool] = []

    /// Component `level` of `symbol`'s weight.
    func component(_ symbol: Int, _ level: Int) -> Double {
        symbol < symbolCapacity ? weights[symbol * levelCount + level] : 0
    }

    /// The symbols with a non-zero weight, ascending (for checks: it walks every symbol).
    var symbols: [Int] { (0..<symbolCapacity).filter { !isZero($0) } }

    /// Whether `symbol`'s weight is lexicographically negative: its first non-zero component
    /// (highest level first) is negative, so making that symbol positive lowers the error at
    /// some level without raising it at any higher one. (Components are snapped to exactly 0
    /// within ``nearZero`` whenever they change.)
    func isNegative(_ symbol: Int) -> Bool {
        guard symbol < symbolCapacity else { return false }
        let base = symbol * levelCount
        for level in 0..<levelCount {
            let value = weights[base + level]
            if value < 0 { return true }
            if value > 0 { return false }
        }
        return false
    }

    /// Compares `weight(a) / divisorA` with `weight(b) / divisorB` lexicographically;
    /// components closer than ``nearZero`` count as equal, so rounding at a high level never
    /// hides a real difference at a lower one.
    func compareRatio(_ a: Int, _ divisorA: Double, _ b: Int, _ divisorB: Double) -> Int {
        for level in 0..<levelCount {
            let left = component(a, level) / divisorA
            let right = component(b, level) / divisorB
            if left < right - nearZero { return -1 }
            if left > right + nearZero { return 1 }
        }
        return 0
    }

    /// The newest (highest-id) symbol that `isEligible` accepts and whose weight is negative.
    /// `isEligible` must depend on the symbol alone (its kind), never on the moment.
    mutating func newestNegative(where isEligible: (Int) -> Bool) -> Int? {
        for symbol in touched {
            isTouched[symbol] = false
            let negative = isNegative(symbol) && isEligible(symbol)
            if negative, !isNegativeListed[symbol] {
                isNegativeListed[symbol] = true
                negatives.append(symbol)
            } else if !negative, isNegativeListed[symbol] {
                isNegativeListed[symbol] = false
                negatives.removeAll { $0 == symbol }
            }
        }
        touched.removeAll(keepingCapacity: true)
        return negatives.max()
    }

    /// Adds a component for a new level at position `level` (0 = highest), zero everywhere.
    /// (A zero component changes no weight's sign, so nothing needs re-examining.)
    mutating func insertLevel(at level: Int) {
        let oldCount = levelCount
        levelCount += 1
        guard symbolCapacity > 0 else { return }
        var widened = [Double](repeating: 0, count: symbolCapacity * levelCount)
        for symbol in 0..<symbolCapacity {
            for old in 0..<oldCount {
                widened[symbol * levelCount + (old < level ? old : old + 1)] = weights[symbol * oldCount + old]
            }
        }
        weights = widened
    }

    /// Adds `amount` to component `level` of `symbol`'s weight (an error variable entering or
    /// leaving the objective with its constraint's weight).
    mutating func add(_ amount: Double, level: Int, to symbol: Int) {
        reserve(symbol)
        let slot = symbol * levelCount + level
        weights[slot] = Row.snapped(weights[slot] + amount)
        touch(symbol)
    }

    /// Adds `amount · row` at `level` (a basic error variable's weight, spread over its row).
    mutating func add(_ row: Row, times amount: Double, level: Int) {
        for term in row.terms {
            add(amount * term.coefficient, level: level, to: term.symbol)
        }
    }

    /// Replaces `symbol` by `row` (`symbol = row`, which does not mention `symbol`):
    /// `symbol`'s weight vector times each of the row's coefficients is added to that term's
    /// vector, and `symbol`'s weight becomes zero.
    mutating func substitute(_ symbol: Int, with row: Row) {
        guard symbol < symbolCapacity, !isZero(symbol) else { return }
        // Rows keep their terms in ascending symbol order (`Row`): the last term's symbol is the
        // largest, so reserving it makes room for every write through the pointer below.
        assert(zip(row.terms, row.terms.dropFirst()).allSatisfy { $0.symbol < $1.symbol })
        if let last = row.terms.last { reserve(last.symbol) }
        let count = levelCount
        let base = symbol * count
        // Through pointers: this runs on every pivot, and each subscripted store checked the
        // weights' uniqueness (BENCHMARKS.md, "Modern Interface Builder files").
        weights.withUnsafeMutableBufferPointer { weights in
            row.terms.withUnsafeBufferPointer { terms in
                for level in 0..<count {
                    let factor = weights[base + level]
                    guard factor != 0 else { continue }
                    weights[base + level] = 0
                    for term in terms {
                        let slot = term.symbol * count + level
                        weights[slot] = Row.snapped(weights[slot] + factor * term.coefficient)
                    }
                }
            }
        }
        touch(symbol)
        for term in row.terms {
            touch(term.symbol)
        }
    }

    /// Sets `symbol`'s weight to zero (the artificial variable once phase one is over).
    mutating func remove(_ symbol: Int) {
        guard symbol < symbolCapacity else { return }
        for level in 0..<levelCount {
            weights[symbol * levelCount + level] = 0
        }
        touch(symbol)
    }

    private func isZero(_ symbol: Int) -> Bool {
        let base = symbol * levelCount
        for level in 0..<levelCount where weights[base + level] != 0 { return false }
        return true
    }

    private mutating func touch(_ symbol: Int) {
        if !isTouched[symbol] {
            isTouched[symbol] = true
            touched.append(symbol)
        }
    }

    /// Makes room for symbols up to `symbol` (they weigh zero).
    private mutating func reserve(_ symbol: Int) {
        guard symbol >= symbolCapacity else { return }
        let capacity = Swift.max(symbol + 1, symbolCapacity * 2, 64)
        let extra = capacity - symbolCapacity
        weights.append(contentsOf: repeatElement(0, count: extra * levelCount))
        isTouched.append(contentsOf: repeatElement(false, count: extra))
        isNegativeListed.append(contentsOf: repeatElement(false, count: extra))
        symbolCapacity = capacity
    }
}
