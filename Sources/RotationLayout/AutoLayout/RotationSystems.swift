/// A tree's rotation systems, one for each size-class state it has been laid out in
/// (docs/semantics.md, "Size classes").
///
/// The first is built in the state the tree is first laid out in. The first time another
/// state is asked for, a copy of that first system moves to it — the constraints the new size
/// classes do not install removed, those they do added, nothing rebuilt — and is kept: a later
/// trait change into a state already seen only suggests the new bounds and guides to that
/// state's system. Keeping one system per state (at most five) instead of moving one system
/// back and forth is measured in BENCHMARKS.md, "Modern Interface Builder files".
///
/// There are none when the first system breaks a required constraint at its design size, and
/// none for a state whose constraints a required one refuses: the layout pass then solves with
/// a system built for the bounds, as before.
final class RotationSystems {
    private let plan: AutoLayoutPlan
    private var first: AutoLayoutSystem?
    private var triedFirst = false
    private var byState: [TraitStates: AutoLayoutSystem] = [:]
    private var refused: TraitStates = []

    init(_ plan: AutoLayoutPlan) {
        self.plan = plan
    }

    /// The rotation system holding `state`'s installed constraints, made the first time the
    /// state is asked for; nil when there is none (see above).
    func system(for state: TraitStates) -> AutoLayoutSystem? {
        if let known = byState[state] { return known }
        guard !refused.contains(state) else { return nil }
        guard let first else {
            guard !triedFirst else { return nil }
            triedFirst = true
            let system = AutoLayoutSystem(plan, inputs: nil, state: state)
            guard system.breaches.isEmpty else { return nil }
            self.first = system
            byState[state] = system
            return system
        }
        let system = AutoLayoutSystem(copying: first)
        guard system.switchState(to: state) else {
            refused.insert(state)
            return nil
        }
        byState[state] = system
        return system
    }
}
