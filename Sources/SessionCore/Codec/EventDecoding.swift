import AppCatalog
import RotationEngine
import SwivelJSON
import TimerModel

/// Events from JSON (Config/openapi.json; docs/semantics.md): `rotate`, `tap`, `back`, `timer`, `advance`, `selectTab`, `showPrimary`, `performSegue`, `perform`,
/// read through `JSONField` (docs/architecture.md, "Reading JSON").
public enum EventDecoding {
    enum EventType: String, CaseIterable {
        case rotate, tap, back, timer, advance, selectTab, showPrimary, performSegue, perform
    }
    static let types = EventType.allCases.map(\.rawValue)
    /// The most an `advance` may move the clock at once (about 31 years): keeps sums far from overflow.
    static let maximumAdvanceMs = 1_000_000_000_000
    /// The largest tab index an event may name (a tab bar has fewer tabs than this).
    static let maximumTabIndex = 1_000
    /// The most events one request may carry.
    public static let maximumBatch = 1_000

    /// The events of a request body: one event, or `{"events": [...]}`.
    public static func decodeBody(_ json: JSONValue) throws(SwivelError) -> [Event] {
        try reading("invalid_event") { () throws(JSONFieldProblem) in try events(in: JSONField(json)) }
    }

    public static func events(in body: JSONField) throws(JSONFieldProblem) -> [Event] {
        let object = try body.object("an event object or {\"events\": [...]}")
        guard let batch = object["events"] else { return [try event(body)] }
        if object.count > 1 {
            let others = object.keys.filter { $0 != "events" }
            throw body.problem("a batch is {\"events\": [...]} with no other keys; found \(others.isEmpty ? "\"events\" more than once" : others.joined(separator: ", "))")
        }
        let elements = try batch.array("an array of events", maximumCount: maximumBatch)
        guard !elements.isEmpty else { throw batch.problem("the batch is empty") }
        var events: [Event] = []
        events.reserveCapacity(elements.count)
        for element in elements { events.append(try event(element)) }
        return events
    }

    /// One event object (Config/openapi.json): its `type` says which other keys it takes.
    public static func event(_ field: JSONField) throws(JSONFieldProblem) -> Event {
        let object = try field.object("an event object")
        let type = try object.required("type", "one of \(types.joined(separator: ", "))")
            .name("event type", names: types) { EventType(rawValue: $0) }
        switch type {
        case .rotate:
            try allowOnly(object, ["type", "orientation"])
            return .rotate(try object.required("orientation", "a device orientation")
                .name("device orientation", names: DeviceOrientation.allCases.map(\.name)) { DeviceOrientation(name: $0) })
        case .tap:
            try allowOnly(object, ["type", "element"])
            return .tap(element: try object.required("element", "an element id").string())
        case .back:
            try allowOnly(object, ["type", "navigation"])
            guard let navigation = object["navigation"] else { return .back }
            return .backIn(navigation: try navigation.string())
        case .timer:
            try allowOnly(object, ["type", "timer", "action"])
            let timer = try object.required("timer", "a timer id").string()
            let action = try object.required("action", "start, pause or reset")
                .name("timer action", names: ["start", "pause", "reset"]) { TimerAction(rawValue: $0) }
            return .timer(id: timer, action: action)
        case .advance:
            try allowOnly(object, ["type", "ms"])
            let ms = try object.required("ms", "milliseconds to move the clock, a whole number >= 0")
                .integer(in: 0...maximumAdvanceMs)
            return .advance(ms: ms)
        case .selectTab:
            try allowOnly(object, ["type", "index"])
            let index = try object.required("index", "the tab bar item to tap, a whole number from 0")
                .integer(in: 0...maximumTabIndex)
            return .selectTab(index: index)
        case .showPrimary:
            try allowOnly(object, ["type"])
            return .showPrimary
        case .performSegue:
            try allowOnly(object, ["type", "identifier", "controller"])
            let identifier = try object.required("identifier", "a segue identifier").string()
            let controller = try optionalString(object["controller"])
            return .performSegue(identifier: identifier, controller: controller)
        case .perform:
            try allowOnly(object, ["type", "action", "controller"])
            let field = try object.required("action", "an action object, as an element's (docs/app-format.md)")
            let action = try CodeActionReader.read(field.value, path: field.path.description)
            let controller = try optionalString(object["controller"])
            return .perform(CodeAction(action: action, json: field.value.serialized(), controller: controller))
        }
    }

    /// A stored event: its canonical JSON, as `Event.write(to:)` wrote it.
    public static func storedEvent(_ payload: [UInt8]) throws -> Event {
        try event(JSONField(try JSONParser.parse(payload)))
    }

    /// A string a code event may give (`controller`), nil when absent.
    static func optionalString(_ field: JSONField?) throws(JSONFieldProblem) -> String? {
        guard let field else { return nil }
        return try field.string()
    }

    /// Each event type takes its own keys; another is a problem at its path.
    static func allowOnly(_ object: JSONFields, _ keys: [String]) throws(JSONFieldProblem) {
        if let unknown = object.unknownKeys(allowed: keys).first { throw unknown }
    }
}

extension Event {
    /// The event's canonical JSON, as logged and as `GET …/events` returns it.
    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("type")
        switch self {
        case .rotate(let orientation):
            writer.string("rotate")
            writer.key("orientation")
            writer.string(orientation.name)
        case .tap(let element):
            writer.string("tap")
            writer.key("element")
            writer.string(element)
        case .back:
            writer.string("back")
        case .backIn(let navigation):
            writer.string("back")
            writer.key("navigation")
            writer.string(navigation)
        case .timer(let id, let action):
            writer.string("timer")
            writer.key("timer")
            writer.string(id)
            writer.key("action")
            writer.string(action.rawValue)
        case .advance(let ms):
            writer.string("advance")
            writer.key("ms")
            writer.int(ms)
        case .selectTab(let index):
            writer.string("selectTab")
            writer.key("index")
            writer.int(index)
        case .showPrimary:
            writer.string("showPrimary")
        case .performSegue(let request):
            writer.string("performSegue")
            writer.key("identifier")
            writer.string(request.identifier)
            Self.writeController(request.controller, to: &writer)
        case .perform(let request):
            writer.string("perform")
            writer.key("action")
            writer.raw(request.json)
            Self.writeController(request.controller, to: &writer)
        }
        writer.endObject()
    }

    /// The controller a code event names, when it names one.
    private static func writeController(_ controller: String?, to writer: inout JSONWriter) {
        guard let controller else { return }
        writer.key("controller")
        writer.string(controller)
    }

    var canonicalJSON: [UInt8] {
        var writer = JSONWriter(capacity: 64)
        write(to: &writer)
        return writer.bytes
    }
}
