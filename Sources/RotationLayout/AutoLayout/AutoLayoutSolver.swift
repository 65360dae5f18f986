import ConstraintSolver
import RotationEngine

/// Solves an ``AutoLayoutPlan`` for a bounds size with the Cassowary solver (docs/semantics.md,
/// "Auto Layout"; docs/architecture.md, "ConstraintSolver").
///
/// A system is built with the root's width and height as edit variables; a new bounds size is
/// suggested to it. When the bounds leave a required constraint unsatisfiable, or the system
/// breaks one at its design size, it is built again with the bounds required and every
/// constraint added in the plan's order, so which constraint is broken depends only on the
/// bounds. Stays (edit variables below every priority) keep what the constraints leave open
/// at the design frame; a view whose frame moves when its stays move is ambiguous.
final class AutoLayoutSystem {
    let plan: AutoLayoutPlan
    private let solver = Solver()
    private let variables: [Variable]
    /// Which item each added constraint is, to name the constraints a breach fought.
    private var itemOfHandle: [ConstraintHandle: Int] = [:]
    private(set) var breaches: [ConstraintBreach] = []
    let bounds: Size?

    /// Edit priority of the root's size in a system built for rotation: above every optional
    /// priority an app can give, below required.
    static let rootEditPriority = 999.99
    static let tolerance = 1e-6

    /// A system for rotation (`bounds` nil: the root's size is edited, starting at its design
    /// size) or for one bounds size (required).
    init(_ plan: AutoLayoutPlan, bounds: Size?) {
        self.plan = plan
        self.bounds = bounds
        let solver = solver
        variables = (0..<plan.symbolCount).map { _ in solver.makeVariable() }
        let root = plan.root.frame.size
        if let bounds {
            for (symbol, value) in [(AutoLayoutPlan.rootWidth, bounds.width), (AutoLayoutPlan.rootHeight, bounds.height)] {
                let constraint = Constraint(expression(LinearForm(symbol: symbol) + (-value)), .equal, strength: .required)
                if let handle = try? solver.add(constraint) { itemOfHandle[handle] = -1 - symbol }
            }
        } else {
            solver.addEditVariable(variables[AutoLayoutPlan.rootWidth], strength: Strength(priority: Self.rootEditPriority))
            solver.addEditVariable(variables[AutoLayoutPlan.rootHeight], strength: Strength(priority: Self.rootEditPriority))
            solver.suggestValue(variables[AutoLayoutPlan.rootWidth], root.width)
            solver.suggestValue(variables[AutoLayoutPlan.rootHeight], root.height)
        }
        for (index, item) in plan.items.enumerated() {
            let constraint = Constraint(expression(item.expression), relation(item.relation), strength: strength(item.priority, weight: item.weight))
            do {
                let handle = try solver.add(constraint)
                itemOfHandle[handle] = index
            } catch {
                breaches.append(ConstraintBreach(
                    controller: nil, bounds: bounds ?? root, broken: describe(index),
                    conflicting: error.conflicting.compactMap { itemOfHandle[$0] }.map(describe)
                ))
            }
        }
        for stay in plan.stays {
            solver.addEditVariable(variables[stay.symbol], strength: Strength(priority: stay.priority))
            solver.suggestValue(variables[stay.symbol], stay.designValue)
        }
    }

    /// Suggests a bounds size to a rotation system; false when a required constraint holds the
    /// root away from it (the system must be built for those bounds instead).
    func suggest(_ size: Size) -> Bool {
        solver.suggestValue(variables[AutoLayoutPlan.rootWidth], size.width)
        solver.suggestValue(variables[AutoLayoutPlan.rootHeight], size.height)
        return abs(value(AutoLayoutPlan.rootWidth) - size.width) <= Self.tolerance
            && abs(value(AutoLayoutPlan.rootHeight) - size.height) <= Self.tolerance
    }

    func value(_ symbol: Int) -> Double { solver.value(of: variables[symbol]) }

    /// The frames of the views in the system, by node.
    func frames() -> [Int: Rect] {
        var frames: [Int: Rect] = [:]
        for (index, node) in plan.nodes.enumerated() {
            guard let symbol = node.symbol else { continue }
            frames[index] = Rect(
                x: Self.withoutNoise(value(symbol)), y: Self.withoutNoise(value(symbol + 1)),
                width: Self.withoutNoise(value(symbol + 2)), height: Self.withoutNoise(value(symbol + 3))
            )
        }
        return frames
    }

    /// `value` on the nearest millionth of a point when it is within a billionth of it: the
    /// simplex's floating-point residue (`240.00000000000003` for 240) would otherwise reach the
    /// layout's JSON; a real fraction (a third of a point) is left alone.
    static func withoutNoise(_ value: Double) -> Double {
        let snapped = (value * 1_000_000).rounded() / 1_000_000
        return abs(value - snapped) < 1e-9 ? snapped : value
    }

    /// The solver-laid views whose frames move when their stays are moved both ways: another
    /// frame satisfies every constraint equally well. The stays are put back afterwards.
    func ambiguousNodes(around frames: [Int: Rect]) -> Set<Int> {
        var ambiguous: Set<Int> = []
        for sign in [1.0, -1.0] {
            for (index, stay) in plan.stays.enumerated() {
                solver.suggestValue(variables[stay.symbol], stay.designValue + sign * (1 + Double(index % 3) * 0.5))
            }
            for (node, frame) in self.frames() where !Self.close(frame, frames[node]) {
                ambiguous.insert(node)
            }
        }
        for stay in plan.stays { solver.suggestValue(variables[stay.symbol], stay.designValue) }
        return ambiguous
    }

    static func close(_ a: Rect, _ b: Rect?) -> Bool {
        guard let b else { return false }
        return abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
            && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
    }

    // MARK: Solver vocabulary

    private func expression(_ form: LinearForm) -> LinearExpression {
        LinearExpression(terms: form.terms.map { LinearTerm(variables[$0.symbol], $0.coefficient) }, constant: form.constant)
    }

    private func relation(_ relation: LayoutRelation) -> Relation {
        switch relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }

    private func strength(_ priority: Double, weight: Double = 1) -> Strength {
        priority >= LayoutConstraint.requiredPriority ? .required : Strength(priority: priority, weight: weight)
    }

    // MARK: Descriptions

    /// An item (or the root's bounds, negative) in UIKit's log notation.
    func describe(_ index: Int) -> ConstraintDescription {
        let rootID = plan.root.id
        guard index >= 0 else {
            let isWidth = index == -1 - AutoLayoutPlan.rootWidth
            let value = isWidth ? bounds?.width ?? 0 : bounds?.height ?? 0
            let name = isWidth ? "width" : "height"
            return ConstraintDescription(id: "\(rootID).bounds.\(name)", description: "\(rootID).\(name) == \(LayoutConstraint.format(value))")
        }
        let item = plan.items[index]
        switch item.origin {
        case .app(let constraint):
            return ConstraintDescription(id: item.id, description: constraint.logDescription)
        case .stackView(let description):
            return ConstraintDescription(id: item.id, description: description)
        case .autoresizingMask(let node, let attribute, let flags):
            let wanted = -item.expression.value { symbol in
                plan.nodes[node].symbol.map { (symbol - $0) < 4 && symbol >= $0 } == true ? 0 : value(symbol)
            }
            return ConstraintDescription(id: item.id, description: "\(flags) \(plan.nodes[node].view.id).\(attribute) == \(LayoutConstraint.format(wanted))")
        case .intrinsicSize(let node, let attribute):
            let size = -item.expression.constant
            let name = item.relation == .lessThanOrEqual ? "content hugging" : "compression resistance"
            return ConstraintDescription(
                id: item.id,
                description: "\(plan.nodes[node].view.id).\(attribute) \(item.relation.symbol) \(LayoutConstraint.format(size)) @\(LayoutConstraint.format(item.priority)) (\(name))"
            )
        }
    }
}
