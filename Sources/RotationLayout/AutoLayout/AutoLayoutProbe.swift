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

    /// A rotation system made in `sizeClasses`' state, as the layout pass's memo makes its own.
    public init(_ tree: ViewDefinition, sizeClasses: SizeClasses) {
        plan = AutoLayoutPlan(tree)
        system = AutoLayoutSystem(plan, inputs: nil, state: TraitStates(sizeClasses))
    }

    /// Solves for a bounds size and size classes through the rotation system — the items the
    /// new size classes install added and the others removed, not rebuilt — as the layout pass
    /// does for a bounds or trait change it has not seen (iOS 11's environment: no safe area
    /// insets, the system minimum margins); the number of frames.
    public func solve(size: Size, sizeClasses: SizeClasses) -> Int {
        AutoLayout.solve(plan, size: size, environment: Self.environment(sizeClasses), rotation: system).frames.count
    }

    /// Whether the rotation system takes that bounds size and those size classes by adding and
    /// removing items (true), or a required constraint would break (then the layout pass builds
    /// a system for them instead).
    public func traitChangeHolds(size: Size, sizeClasses: SizeClasses) -> Bool {
        let environment = Self.environment(sizeClasses)
        let guides = LayoutGuides.values(plan, environment: environment) { self.plan.designValue($0, size: size) }
        return system.suggest(AutoLayoutInputs(size: size, guides: guides, state: TraitStates(sizeClasses)))
    }

    /// The same built from scratch: the plan read from the tree, a system built and solved.
    public static func solveFromScratch(_ tree: ViewDefinition, size: Size, sizeClasses: SizeClasses) -> Int {
        let plan = AutoLayoutPlan(tree)
        let system = AutoLayoutSystem(plan, inputs: nil, state: TraitStates(sizeClasses))
        return AutoLayout.solve(plan, size: size, environment: environment(sizeClasses), rotation: system).frames.count
    }

    private static func environment(_ sizeClasses: SizeClasses) -> LayoutEnvironment {
        let side: Double = sizeClasses.horizontal == .compact ? 16 : 20
        return LayoutEnvironment(
            safeArea: .zero, margins: EdgeInsets(top: 0, left: side, bottom: 0, right: side), sizeClasses: sizeClasses,
            marginsFromSafeArea: true, preservesMargins: true
        )
    }
}
