// Words the API may gain more of (a new iOS brought new decision triggers and rules): open
// string types, so an answer from a newer server still decodes, with the known words as
// constants to compare against.

/// A decision's `trigger` (docs/semantics.md, "Rotation decisions").
public struct DecisionTrigger: RawRepresentable, Codable, Sendable, Hashable, ExpressibleByStringLiteral {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }

    public static let launch: Self = "launch"
    public static let deviceOrientation: Self = "deviceOrientation"
    public static let presentation: Self = "presentation"
    public static let dismissal: Self = "dismissal"
    public static let attemptRotation: Self = "attemptRotation"
    public static let supportedOrientationsUpdate: Self = "supportedOrientationsUpdate"
    public static let geometryRequest: Self = "geometryRequest"
}

/// A decision's `rule`: whose rules decided.
public struct DecisionRule: RawRepresentable, Codable, Sendable, Hashable, ExpressibleByStringLiteral {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }

    public static let iOS5: Self = "iOS5"
    public static let iOS6: Self = "iOS6"
    public static let iOS16: Self = "iOS16"
    public static let multitasking: Self = "multitasking"
}

/// A decision's `result`.
public struct DecisionResult: RawRepresentable, Codable, Sendable, Hashable, ExpressibleByStringLiteral {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }

    public static let rotated: Self = "rotated"
    public static let unchanged: Self = "unchanged"
    public static let refused: Self = "refused"
    public static let ignored: Self = "ignored"
    public static let crashed: Self = "crashed"
}

/// A session's `status`.
public enum SessionStatus: String, Codable, Sendable {
    case running, crashed
}

/// A timer event's `action`.
public enum TimerAction: String, Codable, Sendable {
    case start, pause, reset
}
