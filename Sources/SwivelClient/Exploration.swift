/// An exploration of every path through an app (docs/semantics.md, "The explorer"): its progress while it
/// runs, then its findings.
public struct Exploration: Codable, Sendable, Hashable {
    public var id: String
    /// `running`, `done` or `cancelled`.
    public var status: String
    public var request: JSONValue
    public var progress: Progress
    /// Whether every state within the depth was visited.
    public var exhaustive: Bool
    public var findings: [Finding]

    public struct Progress: Codable, Sendable, Hashable {
        public var states: Int
        public var frontier: Int
        public var depth: Int
        public var transitions: Int
    }
}

/// One finding, with its shortest sequence of events.
public struct Finding: Codable, Sendable, Hashable {
    public var number: Int
    /// `crash`, `unsupportedOrientation`, `stuckOrientation`, …
    public var kind: String
    public var subject: String
    public var detail: String
    public var length: Int
    public var events: [Event]
    public var states: Int
    public var endState: EndState
    public var session: String?
    public var viewer: String?
    public var orientation: String?
    public var decision: Decision?

    public struct EndState: Codable, Sendable, Hashable {
        public var visible: String
        public var interfaceOrientation: String
        public var deviceOrientation: String
    }
}

/// An exploration of `GET /v1/explorations`.
public struct ExplorationSummary: Codable, Sendable, Hashable {
    public var id: String
    public var status: String
    public var app: String
    public var device: String?
    public var os: String?
    /// How many findings it has.
    public var findings: Int?
}

/// `POST /v1/explorations`' fields beyond the app (each optional; the server's defaults).
public struct ExplorationOptions: Sendable, Hashable {
    public var device: String?
    public var os: String?
    public var orientation: DeviceOrientation?
    public var options: JSONValue?
    public var depth: Int?
    public var maxStates: Int?
    /// The events to try in each state (default: every rotation, tap, back and tab).
    public var events: [Event]?
    public var properties: JSONValue?

    public init(device: String? = nil, os: String? = nil, orientation: DeviceOrientation? = nil, options: JSONValue? = nil,
                depth: Int? = nil, maxStates: Int? = nil, events: [Event]? = nil, properties: JSONValue? = nil) {
        self.device = device
        self.os = os
        self.orientation = orientation
        self.options = options
        self.depth = depth
        self.maxStates = maxStates
        self.events = events
        self.properties = properties
    }
}

struct ExplorationRequest: Encodable, Sendable {
    var app: AppReference
    var device: String?
    var os: String?
    var orientation: DeviceOrientation?
    var options: JSONValue?
    var depth: Int?
    var maxStates: Int?
    var events: [Event]?
    var properties: JSONValue?

    init(app: AppReference, _ fields: ExplorationOptions) {
        self.app = app
        device = fields.device
        os = fields.os
        orientation = fields.orientation
        options = fields.options
        depth = fields.depth
        maxStates = fields.maxStates
        events = fields.events
        properties = fields.properties
    }
}

struct ExplorationList: Codable, Sendable {
    var explorations: [ExplorationSummary]
}
