import RotationEngine
import SwivelJSON
import TimerModel

/// Events from JSON (SPEC §7, §10): `rotate`, `tap`, `back`, `timer`, `advance`, `selectTab`.
enum EventDecoding {
    static let types = ["rotate", "tap", "back", "timer", "advance", "selectTab"]
    /// The most an `advance` may move the clock at once (about 31 years): keeps sums far from overflow.
    static let maximumAdvanceMs = 1_000_000_000_000
    /// The largest tab index an event may name (a tab bar has fewer tabs than this).
    static let maximumTabIndex = 1_000
    /// The most events one request may carry.
    static let maximumBatch = 1_000

    /// The events of a request body: one event, or `{"events": [...]}`.
    static func decodeBody(_ json: JSONValue) throws(APIError) -> [Event] {
        guard let object = json.objectValue else {
            throw .invalid(code: "invalid_event", message: "Expected an event object or {\"events\": [...]}, got \(json.kindName).")
        }
        guard let batch = object["events"] else { return [try decode(json, path: "$")] }
        if object.count > 1 {
            throw .invalid(code: "invalid_event", message: "A batch is {\"events\": [...]} with no other keys; found \(object.keys.filter { $0 != "events" }.joined(separator: ", ")).")
        }
        guard let array = batch.arrayValue else {
            throw .invalid(code: "invalid_event", message: "$.events: expected an array of events, got \(batch.kindName).")
        }
        guard !array.isEmpty else { throw .invalid(code: "invalid_event", message: "$.events: the batch is empty.") }
        guard array.count <= maximumBatch else {
            throw .invalid(code: "invalid_event", message: "$.events: at most \(maximumBatch) events per request, got \(array.count).")
        }
        var events: [Event] = []
        events.reserveCapacity(array.count)
        for (index, element) in array.enumerated() {
            events.append(try decode(element, path: "$.events[\(index)]"))
        }
        return events
    }

    static func decode(_ json: JSONValue, path: String) throws(APIError) -> Event {
        guard let object = json.objectValue else {
            throw invalid(path, "expected an event object, got \(json.kindName)")
        }
        guard let type = object["type"]?.stringValue else {
            throw invalid(path + ".type", "required: one of \(types.joined(separator: ", "))")
        }
        switch type {
        case "rotate":
            try allowOnly(object, ["type", "orientation"], path)
            let name = try string(object, "orientation", path)
            guard let orientation = DeviceOrientation(name: name) else {
                throw invalid(path + ".orientation", "unknown device orientation \"\(name)\"; use one of \(DeviceOrientation.allCases.map(\.name).joined(separator: ", "))")
            }
            return .rotate(orientation)
        case "tap":
            try allowOnly(object, ["type", "element"], path)
            return .tap(element: try string(object, "element", path))
        case "back":
            try allowOnly(object, ["type"], path)
            return .back
        case "timer":
            try allowOnly(object, ["type", "timer", "action"], path)
            let timer = try string(object, "timer", path)
            let name = try string(object, "action", path)
            guard let action = TimerAction(rawValue: name) else {
                throw invalid(path + ".action", "unknown timer action \"\(name)\"; use start, pause or reset")
            }
            return .timer(id: timer, action: action)
        case "advance":
            try allowOnly(object, ["type", "ms"], path)
            let ms = try wholeNumber(object, "ms", path, upTo: maximumAdvanceMs,
                                     required: "milliseconds to move the clock (a whole number >= 0)", unit: "whole number of milliseconds")
            return .advance(ms: ms)
        case "selectTab":
            try allowOnly(object, ["type", "index"], path)
            let index = try wholeNumber(object, "index", path, upTo: maximumTabIndex,
                                        required: "the tab bar item to tap (a whole number from 0)", unit: "whole number")
            return .selectTab(index: index)
        default:
            throw invalid(path + ".type", "unknown event type \"\(type)\"; use one of \(types.joined(separator: ", "))")
        }
    }

    static func invalid(_ path: String, _ message: String) -> APIError {
        .invalid(code: "invalid_event", message: "\(path): \(message).")
    }

    static func string(_ object: JSONObject, _ key: String, _ path: String) throws(APIError) -> String {
        guard let value = object[key] else { throw invalid(path + "." + key, "required (a string)") }
        guard let string = value.stringValue, !string.isEmpty else {
            throw invalid(path + "." + key, "expected a non-empty string, got \(value.kindName)")
        }
        return string
    }

    static func allowOnly(_ object: JSONObject, _ keys: [String], _ path: String) throws(APIError) {
        if let extra = object.keys.first(where: { !keys.contains($0) }) {
            throw invalid(path + "." + extra, "unknown key for this event type; allowed: \(keys.joined(separator: ", "))")
        }
    }

    /// `object[key]`, a whole number from 0 to `maximum`; `required` says what it is when absent.
    static func wholeNumber(_ object: JSONObject, _ key: String, _ path: String, upTo maximum: Int,
                            required: String, unit: String) throws(APIError) -> Int {
        guard let value = object[key] else { throw invalid(path + "." + key, "required: " + required) }
        guard let number = value.intValue, number >= 0, number <= maximum else {
            throw invalid(path + "." + key, "expected a \(unit) from 0 to \(maximum), got \(String(decoding: value.serialized(), as: UTF8.self))")
        }
        return number
    }
}

extension Event {
    /// The event's canonical JSON, as logged and as `GET …/events` returns it.
    func write(to writer: inout JSONWriter) {
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
        }
        writer.endObject()
    }

    var canonicalJSON: [UInt8] {
        var writer = JSONWriter(capacity: 64)
        write(to: &writer)
        return writer.bytes
    }
}
