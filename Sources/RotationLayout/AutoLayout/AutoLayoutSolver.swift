import ConstraintSolver
import RotationEngine

/// Solves an ``AutoLayoutPlan`` for a bounds size with the Cassowary solver (docs/semantics.md,
/// "Auto Layout"; docs/architecture.md, "ConstraintSolver").
///
/// A system is built with the root's width and height, and the insets of the guides its
/// constraints name, as edit variables; new bounds and insets are suggested to it. When the bounds leave a required constraint unsatisfiable, or the system
/// breaks one at its design size, it is built again with the bounds required and every
/// constraint added in the plan's order, so which constraint is broken depends only on the
/// bounds. Stays (edit variables below every priority) keep what the constraints leave open
/// at the design frame; a view whose frame moves when its stays move is ambiguous.
final class AutoLayoutSystem {
    let plan: AutoLayoutPlan
    private let solver: Solver
    private let variables: [Variable]
    /// Which item each added constraint is, to name the constraints a breach fought.
    private var itemOfHandle: [ConstraintHandle: Int] = [:]
    /// The handle of each item in the solver (items of other size-class states have none).
    private var handleOfItem: [Int: ConstraintHandle] = [:]
    private(set) var breaches: [ConstraintBreach] = []
    /// The inputs of a system built for one bounds size; nil for rotation.
    let inputs: AutoLayoutInputs?
    /// The size-class state whose items are in the solver.
    private(set) var state: TraitStates

    /// Edit priority of the root's size in a system built for rotation: above every optional
    /// priority an app can give, below required.
    static let rootEditPriority = 999.99
    static let tolerance = 1e-6
    /// (√5 − 1) / 2: the ambiguity probe's offsets (``stayProbe``).
    static let goldenRatioConjugate = 0.6180339887498949
    /// Handles of the required inputs of a fixed system: the root's width and height are −1
    /// and −2, the guide symbols −3 on.
    static let firstGuideInput = -3

    /// A system for rotation (`inputs` nil: the root's size and the guides' insets are edited,
    /// starting at the design size and UIKit's iOS 5/6 values, in the `state` given) or for
    /// one bounds size, guides and size classes (required).
    init(_ plan: AutoLayoutPlan, inputs: AutoLayoutInputs?, state: TraitStates = .base) {
        self.plan = plan
        self.inputs = inputs
        self.state = inputs?.state ?? state
        let solver = Solver()
        self.solver = solver
        variables = (0..<plan.symbolCount).map { _ in solver.makeVariable() }
        let root = plan.root.frame.size
        let inputSymbols = [AutoLayoutPlan.rootWidth, AutoLayoutPlan.rootHeight] + plan.guides.flatMap { guide in (0..<4).map { guide.symbol + $0 } }
        if let inputs {
            let values = [inputs.size.width, inputs.size.height] + inputs.guides
            for (index, symbol) in inputSymbols.enumerated() {
                let constraint = Constraint(expression(LinearForm(symbol: symbol) + (-values[index])), .equal, strength: .required)
                if let handle = try? solver.add(constraint) { itemOfHandle[handle] = -1 - index }
            }
        } else {
            let values = [root.width, root.height] + LayoutGuides.values(plan, environment: .classic) { plan.designValue($0, size: root) }
            for (index, symbol) in inputSymbols.enumerated() {
                solver.addEditVariable(variables[symbol], strength: Strength(priority: Self.rootEditPriority))
                solver.suggestValue(variables[symbol], values[index])
            }
        }
        for index in plan.items.indices where plan.items[index].activeIn.contains(self.state) {
            if let breach = add(index) { breaches.append(breach) }
        }
        for stay in plan.stays {
            solver.addEditVariable(variables[stay.symbol], strength: Strength(priority: stay.priority))
            solver.suggestValue(variables[stay.symbol], stay.designValue)
        }
    }

    /// A rotation system in exactly `other`'s state, which it then leaves alone: the solver is
    /// copied (``Solver/copy()``), so either can move to another size-class state.
    init(copying other: AutoLayoutSystem) {
        plan = other.plan
        solver = other.solver.copy()
        variables = other.variables
        itemOfHandle = other.itemOfHandle
        handleOfItem = other.handleOfItem
        breaches = other.breaches
        inputs = other.inputs
        state = other.state
    }

    /// Adds item `index`; the breach when it is required and cannot hold.
    private func add(_ index: Int) -> ConstraintBreach? {
        let item = plan.items[index]
        let constraint = Constraint(expression(item.expression), relation(item.relation), strength: strength(item.priority, weight: item.weight))
        do {
            let handle = try solver.add(constraint)
            itemOfHandle[handle] = index
            handleOfItem[index] = handle
            return nil
        } catch {
            return ConstraintBreach(
                controller: nil, bounds: inputs?.size ?? plan.root.frame.size, broken: describe(index),
                // A guide's inset is given, as a constant is: it is no constraint the app wrote.
                conflicting: error.conflicting.compactMap { itemOfHandle[$0] }.filter { $0 > Self.firstGuideInput }.map(describe)
            )
        }
    }

    private func remove(_ index: Int) {
        guard let handle = handleOfItem.removeValue(forKey: index) else { return }
        _ = solver.remove(handle)
        itemOfHandle[handle] = nil
    }

    /// Moves a rotation system to another size-class state by removing the items it does not
    /// install and adding those it does (docs/semantics.md, "Size classes"); false — and back
    /// where it was — when a required one cannot hold (the caller builds a system instead).
    func switchState(to next: TraitStates) -> Bool {
        guard next != state else { return true }
        let leaving = plan.items.indices.filter { plan.items[$0].activeIn.contains(state) && !plan.items[$0].activeIn.contains(next) }
        let entering = plan.items.indices.filter { !plan.items[$0].activeIn.contains(state) && plan.items[$0].activeIn.contains(next) }
        for index in leaving { remove(index) }
        var added: [Int] = []
        for index in entering {
            if add(index) != nil {
                for undo in added { remove(undo) }
                for index in leaving { _ = add(index) }
                return false
            }
            added.append(index)
        }
        state = next
        return true
    }

    /// Suggests inputs to a rotation system: its size-class state, the bounds size and the
    /// guides' insets; false when a required constraint holds one away from it (the system
    /// must be built for those inputs instead).
    func suggest(_ inputs: AutoLayoutInputs) -> Bool {
        guard switchState(to: inputs.state) else { return false }
        let symbols = [AutoLayoutPlan.rootWidth, AutoLayoutPlan.rootHeight] + plan.guides.flatMap { guide in (0..<4).map { guide.symbol + $0 } }
        let values = [inputs.size.width, inputs.size.height] + inputs.guides
        for (symbol, value) in zip(symbols, values) { solver.suggestValue(variables[symbol], value) }
        return zip(symbols, values).allSatisfy { abs(self.value($0) - $1) <= Self.tolerance }
    }

    /// Suggests a bounds size alone (the guides and state as they are).
    func suggest(_ size: Size) -> Bool {
        solver.suggestValue(variables[AutoLayoutPlan.rootWidth], size.width)
        solver.suggestValue(variables[AutoLayoutPlan.rootHeight], size.height)
        return abs(value(AutoLayoutPlan.rootWidth) - size.width) <= Self.tolerance
            && abs(value(AutoLayoutPlan.rootHeight) - size.height) <= Self.tolerance
    }

    func value(_ symbol: Int) -> Double { solver.value(of: variables[symbol]) }

    /// The frames of the views in the system, by node: each solved alignment rectangle grown by
    /// the view's alignment insets (UIKit's `frame(forAlignmentRect:)`, docs/semantics.md,
    /// "Alignment rectangles").
    func frames() -> [Int: Rect] {
        var frames: [Int: Rect] = [:]
        for (index, node) in plan.nodes.enumerated() {
            guard let symbol = node.symbol else { continue }
            var rect = Rect(x: value(symbol), y: value(symbol + 1), width: value(symbol + 2), height: value(symbol + 3))
            if node.alignment != .zero { rect = AlignmentInsets.frame(forAlignmentRect: rect, insets: node.alignment) }
            frames[index] = Rect(
                x: Self.withoutNoise(rect.x), y: Self.withoutNoise(rect.y),
                width: Self.withoutNoise(rect.width), height: Self.withoutNoise(rect.height)
            )
        }
        return frames
    }

    /// The content size of each scroll view whose content area the constraints name, by node
    /// (docs/semantics.md, "Scroll views").
    func contentSizes() -> [Int: Size] {
        var sizes: [Int: Size] = [:]
        for (node, symbol) in plan.contents {
            sizes[node] = Size(width: Self.withoutNoise(value(symbol)), height: Self.withoutNoise(value(symbol + 1)))
        }
        return sizes
    }

    /// `value` on the nearest millionth of a point when it is within a billionth of it: the
    /// simplex's floating-point residue (`240.00000000000003` for 240) would otherwise reach the
    /// layout's JSON; a real fraction (a third of a point) is left alone.
    static func withoutNoise(_ value: Double) -> Double {
        let snapped = (value * 1_000_000).rounded() / 1_000_000
        return abs(value - snapped) < 1e-9 ? snapped : value
    }

    /// The solver-laid views whose frames move when their stays are moved both ways: another
    /// frame satisfies every constraint equally well; and the scroll views whose content size
    /// moves so (UIKit's "Scrollable Content Size Ambiguity"). The stays are put back afterwards.
    ///
    /// A frame is compared through its four solved values, read straight from the solver: its
    /// alignment insets are constants, so it moves exactly when they do (a dictionary of frames
    /// per move was a tenth of the probe, BENCHMARKS.md "Modern Interface Builder files").
    func ambiguity() -> LayoutAmbiguity {
        var ambiguity = LayoutAmbiguity()
        let probe = stayProbe
        let before = probe.framed.map { value($0.symbol) }
        let contents = contentSizes()
        for moves in [probe.forward, probe.backward] {
            solver.suggestValues(moves)
            for (position, framed) in probe.framed.enumerated() where abs(value(framed.symbol) - before[position]) > Self.tolerance {
                ambiguity.nodes.insert(framed.node)
            }
            for (node, size) in contentSizes() {
                guard let before = contents[node] else { continue }
                if abs(size.width - before.width) > Self.tolerance { ambiguity.contentWidths.insert(node) }
                if abs(size.height - before.height) > Self.tolerance { ambiguity.contentHeights.insert(node) }
            }
        }
        solver.suggestValues(probe.back)
        return ambiguity
    }

    /// The ambiguity probe's suggestions — every stay moved forward, backward, and back to its
    /// design value — and the frame values it watches, made once per system. Stay `i` moves by
    /// 1 + frac(i·0.618…) points: no two stays move alike (the golden ratio's multiples are at
    /// least ~1/(3n) apart modulo 1 among n stays), so a frame that follows the difference of
    /// two stays moves. (Offsets repeating every third stay, as before, let such a frame stand
    /// still when the two stays' indices agreed modulo 3.)
    private lazy var stayProbe: StayProbe = {
        var probe = StayProbe()
        probe.forward.reserveCapacity(plan.stays.count)
        probe.backward.reserveCapacity(plan.stays.count)
        probe.back.reserveCapacity(plan.stays.count)
        for (index, stay) in plan.stays.enumerated() {
            let variable = variables[stay.symbol]
            let offset = 1 + (Double(index) * Self.goldenRatioConjugate).truncatingRemainder(dividingBy: 1)
            probe.forward.append((variable, stay.designValue + offset))
            probe.backward.append((variable, stay.designValue - offset))
            probe.back.append((variable, stay.designValue))
        }
        for (index, node) in plan.nodes.enumerated() {
            guard let symbol = node.symbol else { continue }
            for part in 0..<4 { probe.framed.append((index, symbol + part)) }
        }
        return probe
    }()

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
        if index <= Self.firstGuideInput {
            // A guide's inset, as the environment gave it.
            let input = Self.firstGuideInput - index
            let guide = plan.guides[input / 4]
            let name = "\(plan.nodes[guide.ref.node].view.id).\(guide.ref.guide.rawValue).\(["top", "left", "bottom", "right"][input % 4])"
            let value = inputs?.guides[input] ?? 0
            return ConstraintDescription(id: name, description: "\(name) == \(LayoutConstraint.format(value))")
        }
        guard index >= 0 else {
            let isWidth = index == -1 - AutoLayoutPlan.rootWidth
            let value = isWidth ? inputs?.size.width ?? 0 : inputs?.size.height ?? 0
            let name = isWidth ? "width" : "height"
            return ConstraintDescription(id: "\(rootID).bounds.\(name)", description: "\(rootID).\(name) == \(LayoutConstraint.format(value))")
        }
        let item = plan.items[index]
        let id = plan.id(of: item)
        switch item.origin {
        case .app(let constraint):
            return ConstraintDescription(id: id, description: constraint.logDescription)
        case .stackView(let origin):
            return ConstraintDescription(id: id, description: plan.logText(origin))
        case .autoresizingMask(let node, let attribute, let flags):
            let wanted = -item.expression.value { symbol in
                plan.nodes[node].symbol.map { (symbol - $0) < 4 && symbol >= $0 } == true ? 0 : value(symbol)
            }
            return ConstraintDescription(id: id, description: "\(flags) \(plan.nodes[node].view.id).\(attribute) == \(LayoutConstraint.format(wanted))")
        case .intrinsicSize(let node, let attribute):
            let size = -item.expression.constant
            let name = item.relation == .lessThanOrEqual ? "content hugging" : "compression resistance"
            return ConstraintDescription(
                id: id,
                description: "\(plan.nodes[node].view.id).\(attribute) \(item.relation.symbol) \(LayoutConstraint.format(size)) @\(LayoutConstraint.format(item.priority)) (\(name))"
            )
        }
    }
}

/// ``AutoLayoutSystem/ambiguity()``'s suggestions and the frame values it watches.
private struct StayProbe {
    var forward: [(variable: Variable, value: Double)] = []
    var backward: [(variable: Variable, value: Double)] = []
    var back: [(variable: Variable, value: Double)] = []
    /// Each solver-laid node's x, y, width and height symbols.
    var framed: [(node: Int, symbol: Int)] = []
}

/// What the stays decide (``AutoLayoutSystem/ambiguity()``), by node.
struct LayoutAmbiguity {
    var nodes: Set<Int> = []
    /// Scroll views whose content width or height no constraint decides.
    var contentWidths: Set<Int> = []
    var contentHeights: Set<Int> = []
}

/// What a solve takes from outside the tree: the bounds, the guides' insets (in the plan's
/// order) and the size-class state.
struct AutoLayoutInputs: Sendable, Equatable {
    var size: Size
    var guides: [Double]
    var state: TraitStates
}
