import Foundation

/// An event as `POST …/events` takes it and `GET …/events` lists it (docs/semantics.md,
/// "Events"); `other` carries any event this client has no case for, as JSON.
public enum Event: Codable, Sendable, Hashable {
    case rotate(DeviceOrientation)
    case tap(String)
    case back
    /// The back button of one navigation controller's bar (`UINavigationController#2`): an
    /// embedded one's (docs/semantics.md, "Container views").
    case backIn(navigation: String)
    case selectTab(Int)
    /// Shows a split view's hidden primary column (docs/semantics.md, "Split views").
    case showPrimary
    /// The app's code performs a segue by identifier, from the front-most controller in front that
    /// has it or from `controller` (a class or `Class#n`) (docs/semantics.md, "Segues performed in code").
    case performSegue(String, controller: String? = nil)
    /// The app's code runs an action (an element action's JSON: `["type": "present", "controller": "Settings"]`),
    /// from the front-most controller in front or `controller` (docs/semantics.md, "Actions performed in code").
    case perform(JSONValue, controller: String? = nil)
    case timer(String, TimerAction)
    case advance(ms: Int)
    case other(JSONValue)

    public init(from decoder: any Decoder) throws {
        let json = try JSONValue(from: decoder)
        self = Event(json: json)
    }

    /// The event a JSON object is; `other` when it is none of the known shapes.
    public init(json: JSONValue) {
        let members = json.objectValue ?? [:]
        switch (members["type"]?.stringValue, members.count) {
        case ("rotate", 2):
            if let name = members["orientation"]?.stringValue, let orientation = DeviceOrientation(rawValue: name) {
                self = .rotate(orientation)
                return
            }
        case ("tap", 2):
            if let element = members["element"]?.stringValue { self = .tap(element); return }
        case ("back", 1):
            self = .back
            return
        case ("back", 2):
            if let navigation = members["navigation"]?.stringValue { self = .backIn(navigation: navigation); return }
        case ("selectTab", 2):
            if let index = members["index"]?.numberValue, let whole = Int(exactly: index) { self = .selectTab(whole); return }
        case ("showPrimary", 1):
            self = .showPrimary
            return
        case ("perform", 2), ("perform", 3):
            if let action = members["action"], action.objectValue != nil {
                let controller = members["controller"]?.stringValue
                if members.count == 2 || controller != nil { self = .perform(action, controller: controller); return }
            }
        case ("performSegue", 2), ("performSegue", 3):
            if let identifier = members["identifier"]?.stringValue {
                let controller = members["controller"]?.stringValue
                if members.count == 2 || controller != nil { self = .performSegue(identifier, controller: controller); return }
            }
        case ("timer", 3):
            if let timer = members["timer"]?.stringValue, let name = members["action"]?.stringValue,
               let action = TimerAction(rawValue: name) {
                self = .timer(timer, action)
                return
            }
        case ("advance", 2):
            if let ms = members["ms"]?.numberValue, let whole = Int(exactly: ms) { self = .advance(ms: whole); return }
        default:
            break
        }
        self = .other(json)
    }

    /// Events as JSON text (`GET …/events`' `events`; an exported test's long log).
    public static func list(parsing text: String) throws -> [Event] {
        try JSONDecoder().decode([Event].self, from: Data(text.utf8))
    }

    /// The event as the API's JSON.
    public var json: JSONValue {
        switch self {
        case .rotate(let orientation): ["type": "rotate", "orientation": .string(orientation.rawValue)]
        case .tap(let element): ["type": "tap", "element": .string(element)]
        case .back: ["type": "back"]
        case .backIn(let navigation): ["type": "back", "navigation": .string(navigation)]
        case .selectTab(let index): ["type": "selectTab", "index": .number(Double(index))]
        case .showPrimary: ["type": "showPrimary"]
        case .perform(let action, let controller):
            if let controller { ["type": "perform", "action": action, "controller": .string(controller)] }
            else { ["type": "perform", "action": action] }
        case .performSegue(let identifier, let controller):
            if let controller { ["type": "performSegue", "identifier": .string(identifier), "controller": .string(controller)] }
            else { ["type": "performSegue", "identifier": .string(identifier)] }
        case .timer(let timer, let action): ["type": "timer", "timer": .string(timer), "action": .string(action.rawValue)]
        case .advance(let ms): ["type": "advance", "ms": .number(Double(ms))]
        case .other(let json): json
        }
    }

    public func encode(to encoder: any Encoder) throws {
        try json.encode(to: encoder)
    }
}

/// What `POST …/events` answers: the new version, the trace entries and decisions its events
/// added, and the snapshot after them (absent with `Prefer: return=minimal`).
public struct EventResult: Codable, Sendable, Hashable {
    public var version: Int
    public var trace: [TraceEntry]
    public var decisions: [Decision]?
    public var snapshot: Snapshot?
}

/// `GET …/events`.
struct EventLog: Codable, Sendable {
    var events: [Event]
}

/// `POST …/events`' batch body.
struct EventBatch: Encodable, Sendable {
    var events: [Event]
}
