/// A rotation decision: who was asked whether the interface turns, what they answered, and
/// the one-sentence reason (docs/semantics.md, "Rotation decisions").
public struct Decision: Codable, Sendable, Hashable {
    public var seq: Int
    public var event: Int?
    public var trigger: DecisionTrigger
    public var deviceOrientation: DeviceOrientation
    /// The interface orientation the device orientation maps to (nil for face up/down, unknown).
    public var candidate: InterfaceOrientation?
    public var rule: DecisionRule
    public var asked: String?
    public var answeredBy: String?
    /// The iOS 5 `shouldAutorotateToInterfaceOrientation:` answer.
    public var answer: Bool?
    public var shouldAutorotate: Bool?
    public var supportedInterfaceOrientations: [InterfaceOrientation]?
    public var synthesized: Bool
    public var appMask: AppMask?
    public var allowed: [InterfaceOrientation]?
    public var result: DecisionResult
    public var interfaceOrientation: InterfaceOrientation
    public var reason: String

    /// The app's own orientations and where they come from (`Info.plist` or `appDelegate`).
    public struct AppMask: Codable, Sendable, Hashable {
        public var source: String
        public var orientations: [InterfaceOrientation]
    }
}

/// A page of `GET …/decisions?since=N`.
public struct DecisionPage: Codable, Sendable, Hashable {
    public var decisions: [Decision]
    public var next: Int
}
