import RotationEngine
import Synchronization

/// Auto Layout for the layout pass (docs/semantics.md, "Auto Layout"): a view tree's
/// constraints solved for the bounds its view has and the environment it is in (guides, size
/// classes), remembered per tree, bounds and environment.
enum AutoLayout {
    /// How many bounds sizes one tree remembers (a session shows a tree in a handful:
    /// portrait, landscape, with and without bars); past it the memo starts again.
    static let rememberedSizes = 32
    /// How many times a solve is repeated while the guides of views other than the root move
    /// with the frames it gives (they settle in two or three).
    static let maximumGuideRounds = 6

    /// The tree's constraints solved for `size` in `environment`.
    static func solution(for tree: ViewDefinition, size: Size, environment: LayoutEnvironment = .classic) -> AutoLayoutSolution {
        tree.layoutMemo.value { Memo(tree) }.solution(size, environment: environment)
    }

    /// What one tree's Auto Layout has worked out: its plan, its rotation systems (one per
    /// size-class state, while they break nothing) and the solutions so far.
    final class Memo: Sendable {
        private struct State: ~Copyable {
            var plan: AutoLayoutPlan
            var rotations: RotationSystems
            var solutions: [Key: AutoLayoutSolution] = [:]
        }

        private struct Key: Hashable {
            var width: Double
            var height: Double
            var environment: LayoutEnvironment
        }

        private let state: Mutex<State>

        init(_ tree: ViewDefinition) {
            let plan = AutoLayoutPlan(tree)
            state = Mutex(State(plan: plan, rotations: RotationSystems(plan)))
        }

        func solution(_ size: Size, environment: LayoutEnvironment) -> AutoLayoutSolution {
            state.withLock { state in
                let key = Key(width: size.width, height: size.height, environment: environment)
                if let known = state.solutions[key] { return known }
                let rotation = state.rotations.system(for: TraitStates(environment.sizeClasses))
                let solution = AutoLayout.solve(state.plan, size: size, environment: environment, rotation: rotation)
                if state.solutions.count >= AutoLayout.rememberedSizes { state.solutions.removeAll() }
                state.solutions[key] = solution
                return solution
            }
        }
    }

    /// Solves by suggesting the bounds, guides and size-class state to the rotation system when
    /// it can, and when they make a required constraint unsatisfiable — or the layout is
    /// ambiguous, whose stays would otherwise settle by the path the solver took — by a system
    /// built for them, so the answer depends only on them. Guides of views other than the root
    /// depend on where the solve puts those views: the solve is repeated with the guides the
    /// last one gives until they stop changing (at most ``maximumGuideRounds``).
    static func solve(_ plan: AutoLayoutPlan, size: Size, environment: LayoutEnvironment = .classic, rotation: AutoLayoutSystem?) -> AutoLayoutSolution {
        let state = TraitStates(environment.sizeClasses)
        var inputs = AutoLayoutInputs(
            size: size, guides: LayoutGuides.values(plan, environment: environment) { plan.designValue($0, size: size) }, state: state
        )
        if let rotation, let frames = settle(&inputs, plan: plan, environment: environment, solve: { inputs in rotation.suggest(inputs) ? rotation : nil }) {
            // Only views installed in this state count: one the state leaves out keeps its
            // design frame through its stays alone, which no constraint fixes. A content size
            // alone held by its stay is where the stay puts it, whichever way the solver went.
            var ambiguity = rotation.ambiguity()
            if ambiguity.nodes.allSatisfy({ !plan.installedIn[$0].contains(state) }) {
                ambiguity.nodes = []
                return solution(plan, frames: frames, contentSizes: rotation.contentSizes(), ambiguity: ambiguity, breaches: [], environment: environment)
            }
        }
        var system = AutoLayoutSystem(plan, inputs: inputs)
        _ = settle(&inputs, plan: plan, environment: environment) { inputs in
            if inputs != system.inputs { system = AutoLayoutSystem(plan, inputs: inputs) }
            return system
        }
        let frames = system.frames()
        return solution(
            plan, frames: frames, contentSizes: system.contentSizes(), ambiguity: system.ambiguity(),
            breaches: system.breaches, environment: environment
        )
    }

    /// Solves with `inputs` until the guides the frames give are the guides solved with; the
    /// frames, or nil when `solve` gives no system for some inputs.
    private static func settle(_ inputs: inout AutoLayoutInputs, plan: AutoLayoutPlan, environment: LayoutEnvironment, solve: (AutoLayoutInputs) -> AutoLayoutSystem?) -> [Int: Rect]? {
        for _ in 0..<maximumGuideRounds {
            guard let system = solve(inputs) else { return nil }
            let guides = LayoutGuides.values(plan, environment: environment) { system.value($0) }
            let settled = zip(guides, inputs.guides).allSatisfy { abs($0 - $1) <= AutoLayoutSystem.tolerance }
            if settled { return system.frames() }
            inputs.guides = guides
        }
        return solve(inputs)?.frames()
    }

    static func solution(
        _ plan: AutoLayoutPlan, frames: [Int: Rect], contentSizes: [Int: Size], ambiguity: LayoutAmbiguity,
        breaches: [ConstraintBreach], environment: LayoutEnvironment
    ) -> AutoLayoutSolution {
        let state = TraitStates(environment.sizeClasses)
        var solution = AutoLayoutSolution()
        for (index, node) in plan.nodes.enumerated() {
            guard plan.installedIn[index].contains(state) else { continue }
            solution.roles[node.view.id] = node.role
            if let frame = frames[index] { solution.frames[node.view.id] = frame }
            if ambiguity.nodes.contains(index) { solution.ambiguous.append(node.view.id) }
            if let size = contentSizes[index] {
                solution.contentSizes[node.view.id] = size
                solution.notes += ScrollContentNotes.ambiguity(
                    of: node.view, size: size, width: ambiguity.contentWidths.contains(index), height: ambiguity.contentHeights.contains(index)
                )
            }
        }
        solution.unsatisfiable = breaches
        // Margins need iOS 8: only an earlier session warns about them.
        solution.usesMargins = plan.usesMargins && !environment.preservesMargins
        if plan.usesBaseline {
            solution.notes.append("\(plan.root.id): baseline is laid out as bottom (Swivel measures no fonts)")
        }
        solution.notes += plan.stackNotes
        if solution.usesMargins {
            solution.notes.append("\(plan.root.id): margin attributes are iOS 8's, at UIKit's default 8 points inside the edges")
        }
        return solution
    }
}
