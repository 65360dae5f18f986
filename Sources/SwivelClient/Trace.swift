/// One UIKit callback the app received, in order (docs/semantics.md, "`detail` per callback").
public struct TraceEntry: Codable, Sendable, Hashable {
    public var seq: Int
    /// The index of the event that caused it; nil for the launch.
    public var event: Int?
    public var controller: String?
    /// "viewWillAppear:", "willAnimateRotationToInterfaceOrientation:duration:".
    public var callback: String
    /// The controller's view bounds when it was called.
    public var bounds: Rect?
    public var boundsCorrect: Bool?
    /// The callback's arguments (`animated`, `orientation`, `duration`, `size`, …).
    public var detail: [String: JSONValue]?
}

/// A page of `GET …/trace?since=N`.
public struct TracePage: Codable, Sendable, Hashable {
    public var entries: [TraceEntry]
    /// The last `seq` returned.
    public var next: Int
}
