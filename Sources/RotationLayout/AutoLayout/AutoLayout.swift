import RotationEngine
import Synchronization

/// Auto Layout for the layout pass (docs/semantics.md, "Auto Layout"): a view tree's
/// constraints solved for the bounds its view has, remembered per tree and bounds.
enum AutoLayout {
    /// How many bounds sizes one tree remembers (a session shows a tree in a handful:
    /// portrait, landscape, with and without bars); past it the memo starts again.
    static let rememberedSizes = 32

    /// The tree's constraints solved for `size`.
    static func solution(for tree: ViewDefinition, size: Size) -> AutoLayoutSolution {
        tree.layoutMemo.value { Memo(tree) }.solution(size)
    }

    /// What one tree's Auto Layout has worked out: its plan, a system built for rotation
    /// (while it breaks nothing at its design size) and the solutions of each bounds so far.
    final class Memo: Sendable {
        private struct State: ~Copyable {
            var plan: AutoLayoutPlan
            var rotation: AutoLayoutSystem?
            var triedRotation = false
            var solutions: [SizeKey: AutoLayoutSolution] = [:]
        }

        private struct SizeKey: Hashable {
            var width: Double
            var height: Double
        }

        private let state: Mutex<State>

        init(_ tree: ViewDefinition) {
            state = Mutex(State(plan: AutoLayoutPlan(tree)))
        }

        func solution(_ size: Size) -> AutoLayoutSolution {
            state.withLock { state in
                let key = SizeKey(width: size.width, height: size.height)
                if let known = state.solutions[key] { return known }
                if !state.triedRotation {
                    state.triedRotation = true
                    let system = AutoLayoutSystem(state.plan, bounds: nil)
                    state.rotation = system.breaches.isEmpty ? system : nil
                }
                let solution = AutoLayout.solve(state.plan, size: size, rotation: state.rotation)
                if state.solutions.count >= AutoLayout.rememberedSizes { state.solutions.removeAll() }
                state.solutions[key] = solution
                return solution
            }
        }
    }

    /// Solves by editing the rotation system's root size when it can, and when the bounds make
    /// a required constraint unsatisfiable — or the layout is ambiguous, whose stays would
    /// otherwise settle by the path the solver took — by a system built for these bounds, so
    /// the answer depends only on the bounds.
    static func solve(_ plan: AutoLayoutPlan, size: Size, rotation: AutoLayoutSystem?) -> AutoLayoutSolution {
        if let rotation, rotation.suggest(size) {
            let frames = rotation.frames()
            if rotation.ambiguousNodes(around: frames).isEmpty {
                return solution(plan, frames: frames, ambiguous: [], breaches: [])
            }
        }
        let system = AutoLayoutSystem(plan, bounds: size)
        let frames = system.frames()
        return solution(plan, frames: frames, ambiguous: system.ambiguousNodes(around: frames), breaches: system.breaches)
    }

    static func solution(_ plan: AutoLayoutPlan, frames: [Int: Rect], ambiguous: Set<Int>, breaches: [ConstraintBreach]) -> AutoLayoutSolution {
        var solution = AutoLayoutSolution()
        for (index, node) in plan.nodes.enumerated() {
            solution.roles[node.view.id] = node.role
            if let frame = frames[index] { solution.frames[node.view.id] = frame }
            if ambiguous.contains(index) { solution.ambiguous.append(node.view.id) }
        }
        solution.unsatisfiable = breaches
        solution.usesMargins = plan.usesMargins
        if plan.usesBaseline {
            solution.notes.append("\(plan.root.id): baseline is laid out as bottom (Swivel measures no fonts)")
        }
        solution.notes += plan.stackNotes
        if plan.usesMargins {
            solution.notes.append("\(plan.root.id): margin attributes are iOS 8's, at UIKit's default 8 points inside the edges")
        }
        return solution
    }
}
