/// `GET /v1/health`.
public struct Health: Codable, Sendable, Hashable {
    /// `ok`, or `degraded` while the store cannot write.
    public var status: String
    public var version: String
    public var problems: [String]?
}

/// A device of `GET /v1/devices`, with every field of the catalogue (docs/semantics.md,
/// "Devices").
public struct Device: Codable, Sendable, Hashable {
    public var id: String
    /// The marketing name ("iPhone 15 Pro").
    public var name: String
    /// Lower-case model names WebDriver's `appium:deviceName` maps to it.
    public var models: [String]
    /// `phone` or `pad`.
    public var idiom: String
    public var screen: Size
    public var scale: Int
    /// The iOS versions it ran, `{"min": "16", "max": "26"}`.
    public var os: VersionRange
    public var homeButton: Bool
    public var statusBarHeight: Double
    public var safeArea: ByOrientation<EdgeInsets>
    public var sizeClasses: ByOrientation<SizeClasses>

    public struct VersionRange: Codable, Sendable, Hashable {
        public var min: String
        public var max: String
    }

    /// `compact` or `regular` each way.
    public struct SizeClasses: Codable, Sendable, Hashable {
        public var horizontal: String
        public var vertical: String
    }
}

/// A value in portrait and in landscape.
public struct ByOrientation<Value: Codable & Sendable & Hashable>: Codable, Sendable, Hashable {
    public var portrait: Value
    public var landscape: Value
}

/// An app of `GET /v1/apps`.
public struct AppSummary: Codable, Sendable, Hashable {
    public var id: String
    public var title: String
    /// The seed article it comes from, nil for apps of no seed.
    public var seed: Int?
    /// `builtin` or `registered`.
    public var source: String
}

/// A session of `GET /v1/sessions`.
public struct SessionSummary: Codable, Sendable, Hashable {
    public var id: String
    public var app: String
    public var device: String
    public var os: String?
    public var status: SessionStatus?
    public var version: Int
}

/// The `app` of a session or an exploration: a built-in or registered app's id, or a whole
/// definition inline (docs/app-format.md). A string literal names an app by id.
public enum AppReference: Encodable, Sendable, Hashable, ExpressibleByStringLiteral {
    case id(String)
    case inline(JSONValue)

    public init(stringLiteral value: String) { self = .id(value) }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .id(let id): try id.encode(to: encoder)
        case .inline(let definition): try definition.encode(to: encoder)
        }
    }
}
