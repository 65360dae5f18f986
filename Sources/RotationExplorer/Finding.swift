import RotationEngine

/// The kinds of rotation bug the explorer reports (docs/semantics.md), each named after the seed story
/// it generalises.
public enum FindingKind: String, Sendable, CaseIterable, Hashable {
    case crash, unsupportedOrientation, undesignedOrientation, stuckOrientation
    case staleLayout, layoutDefect
    /// Auto Layout broke a required constraint (the subject is its id).
    case unsatisfiableConstraints
    /// A constraint-laid view whose constraints leave its frame open (the subject is the view).
    case ambiguousLayout
    case barLeak, timerReset
    /// A user property (`never` / `always`) violated; the subject is the property's name.
    case property
}

/// One bug, with its shortest reproduction: one per kind and subject (the controller class,
/// view or timer concerned).
public struct Finding: Sendable, Equatable {
    /// Its number in order of discovery (0 first): stable while the search runs, unlike its
    /// place in the report, which lists the most severe kinds first.
    public var number: Int
    public var kind: FindingKind
    public var subject: String
    /// What was seen, in words.
    public var detail: String
    /// The shortest event sequence from launch that shows it (replayable as a session's log).
    public var events: [Event]
    /// How many explored states show it.
    public var states: Int
    /// The state it ends in, in brief: visible controller, interface and device orientation.
    public var endState: EndState
    /// `unsupportedOrientation` and `stuckOrientation`: the last rotation decision of its
    /// sequence (the launch's when the sequence makes none), which says why the interface is
    /// where it is (docs/semantics.md); nil for the other kinds.
    public var decision: RotationDecision?

    public struct EndState: Sendable, Equatable {
        public var visible: String
        public var interfaceOrientation: InterfaceOrientation
        public var deviceOrientation: DeviceOrientation
    }
}
