import RotationEngine

/// What `swivel-bench engine` measures of Auto Layout, below the layout pass's memo: building a
/// tree's system and re-solving it for a rotation by editing the root's size. Benchmarks only
/// (`@_spi(Benchmarks) import RotationLayout`); the layout pass uses ``AutoLayout``.
@_spi(Benchmarks)
public final class AutoLayoutProbe {
    private let plan: AutoLayoutPlan
    private let system: AutoLayoutSystem

    /// Builds the tree's rotation system (root size as edit variables, at its design size).
    public init(_ tree: ViewDefinition) {
        plan = AutoLayoutPlan(tree)
        system = AutoLayoutSystem(plan, inputs: nil)
    }

    /// How many views the solver lays out.
    public var solvedViews: Int { plan.nodes.count { $0.role == .constraints } }

    /// Suggests a new root size (a rotation): true when every required constraint still holds.
    public func rotate(to size: Size) -> Bool { system.suggest(size) }

    /// Builds the tree's system for `size` from scratch and solves it, ambiguity check included:
    /// what a bounds size the memo has not seen costs.
    public static func solveFromScratch(_ tree: ViewDefinition, size: Size) -> Int {
        let plan = AutoLayoutPlan(tree)
        return AutoLayout.solve(plan, size: size, rotation: AutoLayoutSystem(plan, inputs: nil)).frames.count
    }
}
