/// `GET /v1/sessions/{id}`: everything a session shows at once.
public struct Snapshot: Codable, Sendable, Hashable {
    public var id: String
    public var app: String
    public var device: String
    /// The major iOS version whose rules apply, "6" … "26".
    public var os: String
    /// The trait collection (iOS 8+; nil before).
    public var traits: Traits?
    public var options: JSONValue
    public var status: SessionStatus
    public var crash: Crash?
    public var warnings: [String]
    /// How many events the session has applied.
    public var version: Int
    public var deviceOrientation: DeviceOrientation
    public var interfaceOrientation: InterfaceOrientation
    public var statusBarOrientation: InterfaceOrientation
    public var stack: [StackController]
    /// The front-most controller (a sheet's when one is shown).
    public var visible: String?
    public var navigationBarHidden: Bool?
    public var layout: Layout?
    public var timers: [SessionTimer]
    public var clock: Clock
    public var lastDecision: Decision?
}

/// `{"horizontalSizeClass", "verticalSizeClass", "displayScale", "userInterfaceIdiom"}`.
public struct Traits: Codable, Sendable, Hashable {
    /// `compact` or `regular`.
    public var horizontalSizeClass: String
    public var verticalSizeClass: String
    public var displayScale: Double
    /// `phone` or `pad`.
    public var userInterfaceIdiom: String
}

/// The exception a crashed session died of.
public struct Crash: Codable, Sendable, Hashable {
    public var exception: String
    public var reason: String
}

/// One of the app's timers (docs/semantics.md, "Taps, timers and the clock").
public struct SessionTimer: Codable, Sendable, Hashable {
    public var id: String
    public var durationMs: Int
    /// `idle`, `running`, `paused` or `finished`.
    public var state: String
    public var elapsedMs: Int
    public var remainingMs: Int
}

/// The session's own clock, moved only by `advance` events.
public struct Clock: Codable, Sendable, Hashable {
    public var nowMs: Int
}
