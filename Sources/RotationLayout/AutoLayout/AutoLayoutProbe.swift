import RotationEngine

/// What `swivel-bench engine` measures of Auto Layout, below the layout pass's memo: building a
/// tree's system and re-solving it for a rotation by editing the root's size. Benchmarks only
/// (`@_spi(Benchmarks) import RotationLayout`); the layout pass uses ``AutoLayout``.
@_spi(Benchmarks)
public final class AutoLayoutProbe {
    private let plan: AutoLayoutPlan
    private let system: AutoLayoutSystem
    private var rotations: RotationSystems

    /// Builds the tree's rotation system (root size as edit variables, at its design size).
    public init(_ tree: ViewDefinition) {
        plan = AutoLayoutPlan(tree)
        system = AutoLayoutSystem(plan, inputs: nil)
        rotations = RotationSystems(plan)
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

    /// The tree's rotation systems, the first made in the size-class state of `geometry` (a
    /// device, era and orientation), as the layout pass's memo makes its own.
    public init(_ tree: ViewDefinition, geometry: ScreenGeometry) {
        plan = AutoLayoutPlan(tree)
        rotations = RotationSystems(plan)
        system = rotations.system(for: TraitStates(geometry.sizeClasses)) ?? AutoLayoutSystem(plan, inputs: nil)
    }

    /// Solves for `geometry`'s window size and size classes through the rotation system of its
    /// state — made from the first by removing and adding items the first time the state is
    /// seen, not rebuilt — as the layout pass does for a bounds or trait change it has not seen;
    /// the number of frames.
    public func solve(in geometry: ScreenGeometry) -> Int {
        let rotation = rotations.system(for: TraitStates(geometry.sizeClasses))
        return AutoLayout.solve(plan, size: geometry.window, environment: Self.environment(geometry), rotation: rotation).frames.count
    }

    /// Whether `geometry`'s state has a rotation system that takes its size and size classes
    /// (true), or a required constraint would break (then the layout pass builds a system for
    /// them instead).
    public func traitChangeHolds(in geometry: ScreenGeometry) -> Bool {
        let environment = Self.environment(geometry)
        let size = geometry.window
        let guides = LayoutGuides.values(plan, environment: environment) { self.plan.designValue($0, size: size) }
        let state = TraitStates(geometry.sizeClasses)
        return rotations.system(for: state)?.suggest(AutoLayoutInputs(size: size, guides: guides, state: state)) ?? false
    }

    /// The same built from scratch: the plan read from the tree, a system built and solved.
    public static func solveFromScratch(_ tree: ViewDefinition, in geometry: ScreenGeometry) -> Int {
        let plan = AutoLayoutPlan(tree)
        let system = AutoLayoutSystem(plan, inputs: nil, state: TraitStates(geometry.sizeClasses))
        return AutoLayout.solve(plan, size: geometry.window, environment: environment(geometry), rotation: system).frames.count
    }

    /// A full-screen root view's environment in `geometry` without safe-area insets: the
    /// system minimum margins and the size classes (`ScreenGeometry` holds both rules).
    private static func environment(_ geometry: ScreenGeometry) -> LayoutEnvironment {
        LayoutEnvironment(
            safeArea: .zero, margins: geometry.rootLayoutMargins(safeArea: .zero), sizeClasses: geometry.traits?.sizeClasses,
            marginsFromSafeArea: geometry.era.hasSafeAreas, preservesMargins: geometry.era.hasTraits,
            cellMarginsFollowTable: geometry.era.hasSafeAreas, marginsFollowReadableWidth: geometry.era.hasStackViews
        )
    }
}
