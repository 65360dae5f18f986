import AppCatalog
import RotationEngine
import RotationExplorer
import SwivelJSON

/// `POST /v1/explorations`'s body (SPEC §13): the keys of `POST /v1/sessions` (`app`, `device`,
/// `os`, `orientation`, `options`) plus `depth`, `maxStates`, `events` (the alphabet, replacing
/// the default) and `properties` (`[{"name", "never" | "always": condition}]`, a condition being
/// `{visible, interfaceOrientation, deviceOrientation, navigationBarHidden, status}` with
/// orientations as one name or a list).
struct ExplorationRequest: Sendable {
    var session: SessionRequest
    /// The session keys as posted, to open a finding as a new session.
    var sessionBody: JSONValue
    var depth: Int
    var maxStates: Int
    var alphabet: [Event]?
    var properties: [Property]

    static let keys = ["app", "device", "os", "orientation", "options", "depth", "maxStates", "events", "properties"]
    static let maximumDepth = 30
    static let maximumStates = 200_000

    static func decode(_ json: JSONValue, catalog: AppCatalog) throws(APIError) -> ExplorationRequest {
        guard let object = json.objectValue else {
            throw .invalid(code: "invalid_exploration", message: "Expected an exploration object like {\"app\": \"alternate-landscape\", \"depth\": 8}, got \(json.kindName).")
        }
        if let extra = object.keys.first(where: { !keys.contains($0) }) {
            throw invalid("$.\(extra)", "unknown key; allowed: \(keys.joined(separator: ", "))")
        }
        var sessionBody = JSONObject()
        for key in SessionRequest.keys { if let value = object[key] { sessionBody[key] = value } }
        let session = try SessionRequest.decodeClientRequest(.object(sessionBody), catalog: catalog)
        let depth = try integer(object["depth"], "$.depth", default: 8, range: 0...maximumDepth)
        let maxStates = try integer(object["maxStates"], "$.maxStates", default: 100_000, range: 1...maximumStates)
        var alphabet: [Event]?
        if let events = object["events"] {
            guard let array = events.arrayValue, array.count <= 100 else {
                throw invalid("$.events", "expected at most 100 events (the alphabet tried from every state)")
            }
            var decoded: [Event] = []
            for (index, element) in array.enumerated() { decoded.append(try EventDecoding.decode(element, path: "$.events[\(index)]")) }
            alphabet = decoded
        }
        var properties: [Property] = []
        if let list = object["properties"] {
            guard let array = list.arrayValue, array.count <= 50 else { throw invalid("$.properties", "expected at most 50 properties") }
            for (index, element) in array.enumerated() { properties.append(try property(element, "$.properties[\(index)]", index: index)) }
        }
        return ExplorationRequest(session: session, sessionBody: .object(sessionBody), depth: depth, maxStates: maxStates,
                                  alphabet: alphabet, properties: properties)
    }

    static func invalid(_ path: String, _ message: String) -> APIError {
        .invalid(code: "invalid_exploration", message: "\(path): \(message).")
    }

    static func integer(_ value: JSONValue?, _ path: String, default fallback: Int, range: ClosedRange<Int>) throws(APIError) -> Int {
        guard let value else { return fallback }
        guard let number = value.intValue, range.contains(number) else {
            throw invalid(path, "expected a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return number
    }

    static func property(_ value: JSONValue, _ path: String, index: Int) throws(APIError) -> Property {
        guard let object = value.objectValue else { throw invalid(path, "expected {\"name\", \"never\" or \"always\": condition}") }
        if let extra = object.keys.first(where: { !["name", "never", "always"].contains($0) }) {
            throw invalid("\(path).\(extra)", "unknown key; allowed: name, never, always")
        }
        var name = "property \(index)"
        if let value = object["name"] {
            guard let string = value.stringValue else { throw invalid("\(path).name", "expected a string") }
            name = string
        }
        let quantifier: Property.Quantifier
        let conditionValue: JSONValue
        switch (object["never"], object["always"]) {
        case (let never?, nil): (quantifier, conditionValue) = (.never, never)
        case (nil, let always?): (quantifier, conditionValue) = (.always, always)
        default: throw invalid(path, "give exactly one of never and always")
        }
        let conditionPath = "\(path).\(quantifier.rawValue)"
        guard let condition = conditionValue.objectValue else { throw invalid(conditionPath, "expected a condition object") }
        let conditionKeys = ["visible", "interfaceOrientation", "deviceOrientation", "navigationBarHidden", "status"]
        if let extra = condition.keys.first(where: { !conditionKeys.contains($0) }) {
            throw invalid("\(conditionPath).\(extra)", "unknown key; allowed: \(conditionKeys.joined(separator: ", "))")
        }
        var result = Property.Condition()
        if let value = condition["visible"] {
            guard let visible = value.stringValue else { throw invalid("\(conditionPath).visible", "expected a controller class name") }
            result.visible = visible
        }
        if let value = condition["interfaceOrientation"] {
            result.interfaceOrientations = Set(try names(value, "\(conditionPath).interfaceOrientation").map { name throws(APIError) in
                guard let orientation = InterfaceOrientation(name: name) else { throw invalid("\(conditionPath).interfaceOrientation", "unknown interface orientation \"\(name)\"") }
                return orientation
            })
        }
        if let value = condition["deviceOrientation"] {
            result.deviceOrientations = Set(try names(value, "\(conditionPath).deviceOrientation").map { name throws(APIError) in
                guard let orientation = DeviceOrientation(name: name) else { throw invalid("\(conditionPath).deviceOrientation", "unknown device orientation \"\(name)\"") }
                return orientation
            })
        }
        if let value = condition["navigationBarHidden"] {
            guard let flag = value.boolValue else { throw invalid("\(conditionPath).navigationBarHidden", "expected true or false") }
            result.navigationBarHidden = flag
        }
        if let value = condition["status"] {
            guard let status = value.stringValue, ["running", "crashed"].contains(status) else {
                throw invalid("\(conditionPath).status", "expected \"running\" or \"crashed\"")
            }
            result.status = status
        }
        return Property(name: name, quantifier: quantifier, condition: result)
    }

    static func names(_ value: JSONValue, _ path: String) throws(APIError) -> [String] {
        if let name = value.stringValue { return [name] }
        guard let array = value.arrayValue, !array.isEmpty else { throw invalid(path, "expected a name or a non-empty list of names") }
        var names: [String] = []
        for element in array {
            guard let name = element.stringValue else { throw invalid(path, "expected names") }
            names.append(name)
        }
        return names
    }
}
