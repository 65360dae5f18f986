/// One term of a ``LinearExpression``: a variable times a coefficient.
public struct LinearTerm: Hashable, Sendable {
    public var variable: Variable
    public var coefficient: Double

    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// `Σ coefficient·variable + constant`: the left-hand side of a ``Constraint``.
///
/// Terms may repeat a variable; the solver adds them up when it reads the expression. The
/// arithmetic operators below build expressions (`x + 10`, `2 * w - y`); an integer or
/// floating-point literal is a constant expression.
public struct LinearExpression: Hashable, Sendable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    public var terms: [LinearTerm]
    public var constant: Double

    public init(terms: [LinearTerm] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression `1·variable`.
    public init(_ variable: Variable) {
        self.init(terms: [LinearTerm(variable)])
    }

    /// The constant expression `constant`.
    public init(_ constant: Double) {
        self.init(constant: constant)
    }

    public init(integerLiteral value: Int) {
        self.init(constant: Double(value))
    }

    public init(floatLiteral value: Double) {
        self.init(constant: value)
    }
}

// MARK: - Arithmetic on expressions

extension LinearExpression {
    public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        lhs + -rhs
    }

    public static prefix func - (operand: LinearExpression) -> LinearExpression {
        operand * -1
    }

    public static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(
            terms: lhs.terms.map { LinearTerm($0.variable, $0.coefficient * rhs) },
            constant: lhs.constant * rhs
        )
    }

    public static func * (lhs: Double, rhs: LinearExpression) -> LinearExpression {
        rhs * lhs
    }
}

// MARK: - Arithmetic with variables (a variable reads as `1·variable`)

extension Variable {
    public static func + (lhs: Variable, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(lhs) + rhs
    }

    public static func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression {
        lhs + LinearExpression(rhs)
    }

    public static func + (lhs: Variable, rhs: Variable) -> LinearExpression {
        LinearExpression(lhs) + LinearExpression(rhs)
    }

    public static func - (lhs: Variable, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(lhs) - rhs
    }

    public static func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression {
        lhs - LinearExpression(rhs)
    }

    public static func - (lhs: Variable, rhs: Variable) -> LinearExpression {
        LinearExpression(lhs) - LinearExpression(rhs)
    }

    public static prefix func - (operand: Variable) -> LinearExpression {
        LinearExpression(terms: [LinearTerm(operand, -1)])
    }

    public static func * (lhs: Variable, rhs: Double) -> LinearExpression {
        LinearExpression(terms: [LinearTerm(lhs, rhs)])
    }

    public static func * (lhs: Double, rhs: Variable) -> LinearExpression {
        rhs * lhs
    }
}
