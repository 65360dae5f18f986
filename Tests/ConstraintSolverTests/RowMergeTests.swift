import Testing
@testable import ConstraintSolver

/// `Row.merge`, the substitution's merge (a pivot replaces a symbol by its row in every row that
/// mentions it): the same terms `Row.add(_:times:skipping:)` makes, and the symbols that join.
@Suite struct RowMergeTests {
    static func merge(_ old: Row, skipping symbol: Int, _ other: Row, times factor: Double) -> (terms: [Term], joining: [Int]) {
        let at = old.index(of: symbol)!
        var terms = [Term](repeating: Term(symbol: -1, coefficient: 0), count: old.terms.count + other.terms.count)
        var joining = [Int](repeating: -1, count: other.terms.count)
        let (count, joined) = old.terms.withUnsafeBufferPointer { old in
            other.terms.withUnsafeBufferPointer { other in
                terms.withUnsafeMutableBufferPointer { terms in
                    joining.withUnsafeMutableBufferPointer { joining in
                        Row.merge(old, skipping: at, other, times: factor, into: terms, joining: joining)
                    }
                }
            }
        }
        return (Array(terms[..<count]), Array(joining[..<joined]))
    }

    /// `2a + 3b + c` with `b = 4c − d + 2e` substituted (3 times): b's term goes, c's becomes 13, d and e join at −3 and 6, in symbol order.
    @Test func substitutesInSymbolOrderAndListsWhatJoins() {
        let old = Row(terms: [Term(symbol: 1, coefficient: 2), Term(symbol: 2, coefficient: 3), Term(symbol: 3, coefficient: 1)])
        let other = Row(terms: [Term(symbol: 3, coefficient: 4), Term(symbol: 4, coefficient: -1), Term(symbol: 5, coefficient: 2)])
        let (terms, joining) = Self.merge(old, skipping: 2, other, times: 3)
        #expect(terms.map(\.symbol) == [1, 3, 4, 5])
        #expect(terms.map(\.coefficient) == [2, 13, -3, 6])
        #expect(joining == [4, 5])
    }

    /// A coefficient that cancels is left out, and a term within 1e-8 of 0 does not join.
    @Test func cancelledTermsLeave() {
        let old = Row(terms: [Term(symbol: 0, coefficient: 1), Term(symbol: 1, coefficient: 2), Term(symbol: 2, coefficient: 6)])
        let other = Row(terms: [Term(symbol: 2, coefficient: -3), Term(symbol: 7, coefficient: 1e-12)])
        let (terms, joining) = Self.merge(old, skipping: 0, other, times: 2)
        #expect(terms.map(\.symbol) == [1])
        #expect(joining == [])
    }

    /// The merge agrees with `Row.add(_:times:skipping:)` (the artificial objective's, outside the tableau) on rows of many terms.
    @Test func agreesWithRowAdd() {
        var generator = SplitMix64(seed: 7)
        for _ in 0..<200 {
            func randomRow(_ count: Int) -> Row {
                let symbols = Array(Set((0..<count).map { _ in Int(generator.next() % 40) })).sorted()
                return Row(terms: symbols.map { Term(symbol: $0, coefficient: Double(Int(generator.next() % 9)) - 4.5) })
            }
            var old = randomRow(12)
            let other = randomRow(10)
            guard let symbol = old.terms.first(where: { other.index(of: $0.symbol) == nil })?.symbol else { continue }
            let factor = old.coefficient(of: symbol)
            let merged = Self.merge(old, skipping: symbol, other.removing(symbol), times: factor)
            old.add(other.removing(symbol), times: factor, skipping: symbol)
            #expect(merged.terms.map(\.symbol) == old.terms.map(\.symbol))
            #expect(merged.terms.map(\.coefficient) == old.terms.map(\.coefficient))
        }
    }
}

private extension Row {
    func removing(_ symbol: Int) -> Row {
        var row = self
        row.remove(symbol)
        return row
    }
}
