/// A linear form over the symbols of an ``AutoLayoutPlan`` — the root's width and height,
/// each solver-laid view's x, y, width and height, the guides' insets and the scroll views'
/// content sizes — plus a constant. Views that autoresize
/// are expressed through their superview's forms, so every position an Auto Layout constraint
/// names is linear in the solver's variables (UIKit's autoresizing is linear in the
/// superview's size, docs/semantics.md).
struct LinearForm: Sendable, Equatable {
    /// (symbol, coefficient), symbols ascending, no zero coefficients.
    private(set) var terms: [(symbol: Int, coefficient: Double)] = []
    var constant: Double = 0

    init(constant: Double = 0) { self.constant = constant }

    init(symbol: Int, coefficient: Double = 1) {
        terms = coefficient == 0 ? [] : [(symbol, coefficient)]
    }

    static func == (lhs: LinearForm, rhs: LinearForm) -> Bool {
        lhs.constant == rhs.constant && lhs.terms.elementsEqual(rhs.terms) { $0.symbol == $1.symbol && $0.coefficient == $1.coefficient }
    }

    static func + (lhs: LinearForm, rhs: LinearForm) -> LinearForm {
        var result = LinearForm(constant: lhs.constant + rhs.constant)
        var left = lhs.terms[...]
        var right = rhs.terms[...]
        while let l = left.first, let r = right.first {
            if l.symbol == r.symbol {
                let sum = l.coefficient + r.coefficient
                if sum != 0 { result.terms.append((l.symbol, sum)) }
                left = left.dropFirst()
                right = right.dropFirst()
            } else if l.symbol < r.symbol {
                result.terms.append(l)
                left = left.dropFirst()
            } else {
                result.terms.append(r)
                right = right.dropFirst()
            }
        }
        result.terms += left
        result.terms += right
        return result
    }

    static func * (factor: Double, form: LinearForm) -> LinearForm {
        guard factor != 0 else { return LinearForm() }
        var result = LinearForm(constant: factor * form.constant)
        result.terms = form.terms.map { ($0.symbol, factor * $0.coefficient) }
        return result
    }

    static func - (lhs: LinearForm, rhs: LinearForm) -> LinearForm { lhs + (-1 * rhs) }

    /// Adds `factor × form` in place: `self + factor * form`, without the two intermediate
    /// forms (a plan sums a few terms per constraint; each intermediate was an allocation).
    mutating func add(_ factor: Double, _ form: LinearForm) {
        guard factor != 0 else { return }
        constant += factor * form.constant
        var index = 0
        for term in form.terms {
            let coefficient = factor * term.coefficient
            while index < terms.count && terms[index].symbol < term.symbol { index += 1 }
            if index < terms.count && terms[index].symbol == term.symbol {
                let sum = terms[index].coefficient + coefficient
                if sum == 0 {
                    terms.remove(at: index)
                } else {
                    terms[index].coefficient = sum
                    index += 1
                }
            } else {
                terms.insert((term.symbol, coefficient), at: index)
                index += 1
            }
        }
    }

    static func + (lhs: LinearForm, constant: Double) -> LinearForm {
        var result = lhs
        result.constant += constant
        return result
    }

    /// The form's value for the symbols' values.
    func value(_ symbolValue: (Int) -> Double) -> Double {
        terms.reduce(constant) { $0 + $1.coefficient * symbolValue($1.symbol) }
    }
}
