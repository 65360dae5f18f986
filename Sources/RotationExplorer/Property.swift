import RotationEngine

/// A user property over the snapshot (docs/semantics.md): `never` — no reachable state may match the
/// condition — or `always` — every reachable state must. Violations are findings of kind
/// `property`, with the shortest sequence to a violating state.
public struct Property: Sendable, Equatable {
    public enum Quantifier: String, Sendable { case never, always }

    /// A conjunction over the settled state; nil fields match anything.
    public struct Condition: Sendable, Equatable {
        /// The front-most content controller's class.
        public var visible: String?
        public var interfaceOrientations: Set<InterfaceOrientation>?
        public var deviceOrientations: Set<DeviceOrientation>?
        public var navigationBarHidden: Bool?
        /// "running" or "crashed".
        public var status: String?

        public init(visible: String? = nil, interfaceOrientations: Set<InterfaceOrientation>? = nil,
                    deviceOrientations: Set<DeviceOrientation>? = nil, navigationBarHidden: Bool? = nil, status: String? = nil) {
            self.visible = visible
            self.interfaceOrientations = interfaceOrientations
            self.deviceOrientations = deviceOrientations
            self.navigationBarHidden = navigationBarHidden
            self.status = status
        }

        func holds(in state: SessionState) -> Bool {
            if let visible, state.className(of: state.visibleController) != visible { return false }
            if let interfaceOrientations, !interfaceOrientations.contains(state.interfaceOrientation) { return false }
            if let deviceOrientations, !deviceOrientations.contains(state.deviceOrientation) { return false }
            if let navigationBarHidden, state.navigationBarHidden != navigationBarHidden { return false }
            if let status, state.status.name != status { return false }
            return true
        }
    }

    public var name: String
    public var quantifier: Quantifier
    public var condition: Condition

    public init(name: String, quantifier: Quantifier, condition: Condition) {
        self.name = name
        self.quantifier = quantifier
        self.condition = condition
    }

    /// Whether `state` violates the property.
    func isViolated(by state: SessionState) -> Bool {
        switch quantifier {
        case .never: condition.holds(in: state)
        case .always: !condition.holds(in: state)
        }
    }
}
