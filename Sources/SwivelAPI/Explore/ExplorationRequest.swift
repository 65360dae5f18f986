import AppCatalog
import RotationEngine
import RotationExplorer
import SessionCore
import SwivelJSON

/// `POST /v1/explorations`'s body (docs/semantics.md): the keys of `POST /v1/sessions` (`app`, `device`,
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

    static func decode(_ json: JSONValue, catalog: AppCatalog) throws(SwivelError) -> ExplorationRequest {
        let object = try reading("invalid_exploration") { () throws(JSONFieldProblem) in
            try JSONField(json).object("an exploration object like {\"app\": \"alternate-landscape\", \"depth\": 8}", allowing: keys)
        }
        var sessionBody = JSONObject()
        for key in SessionRequest.keys { if let value = object.object[key] { sessionBody[key] = value } }
        let session = try SessionRequest.decodeClientRequest(.object(sessionBody), catalog: catalog)
        return try reading("invalid_exploration") { () throws(JSONFieldProblem) in
            let depth = try object["depth"]?.integer(in: 0...maximumDepth) ?? 8
            let maxStates = try object["maxStates"]?.integer(in: 1...maximumStates) ?? 100_000
            var alphabet: [Event]?
            if let events = object["events"] {
                var decoded: [Event] = []
                // The alphabet is tried from every state.
                for element in try events.array("an array of events", maximumCount: 100) { decoded.append(try EventDecoding.event(element)) }
                alphabet = decoded
            }
            var properties: [Property] = []
            if let list = object["properties"] {
                for (index, element) in try list.array("an array of properties", maximumCount: 50).enumerated() {
                    properties.append(try property(element, index: index))
                }
            }
            return ExplorationRequest(session: session, sessionBody: .object(sessionBody), depth: depth, maxStates: maxStates,
                                      alphabet: alphabet, properties: properties)
        }
    }

    static let conditionKeys = ["visible", "interfaceOrientation", "deviceOrientation", "navigationBarHidden", "status"]
    static let statuses = ["running", "crashed"]

    /// `{"name", "never" | "always": condition}`; an unnamed property is called "property N".
    static func property(_ field: JSONField, index: Int) throws(JSONFieldProblem) -> Property {
        let object = try field.object("{\"name\", \"never\" or \"always\": condition}", allowing: ["name", "never", "always"])
        let name = try object["name"]?.string(allowingEmpty: true) ?? "property \(index)"
        let quantifier: Property.Quantifier
        let conditionField: JSONField
        switch (object["never"], object["always"]) {
        case (let never?, nil): (quantifier, conditionField) = (.never, never)
        case (nil, let always?): (quantifier, conditionField) = (.always, always)
        default: throw field.problem("give exactly one of never and always")
        }
        let condition = try conditionField.object("a condition object", allowing: conditionKeys)
        var result = Property.Condition()
        if let visible = condition["visible"] {
            result.visible = try visible.string(allowingEmpty: true)
        }
        if let value = condition["interfaceOrientation"] {
            result.interfaceOrientations = Set(try value.names("interface orientation", names: InterfaceOrientation.allCases.map(\.name)) { InterfaceOrientation(name: $0) })
        }
        if let value = condition["deviceOrientation"] {
            result.deviceOrientations = Set(try value.names("device orientation", names: DeviceOrientation.allCases.map(\.name)) { DeviceOrientation(name: $0) })
        }
        if let value = condition["navigationBarHidden"] {
            result.navigationBarHidden = try value.bool()
        }
        if let value = condition["status"] {
            result.status = try value.name("status", oneOf: statuses)
        }
        return Property(name: name, quantifier: quantifier, condition: result)
    }
}
