import AppCatalog
import RotationEngine
import SwivelJSON

/// A decoded `POST /v1/sessions` body, with what the client sent kept for the snapshot
/// (Config/openapi.json: `app`, `device`, `os` as the ids/strings the client sent or defaulted).
public struct SessionRequest: Sendable {
    public var configuration: SessionConfiguration
    /// The app id (a built-in's id, or the inline definition's `id`).
    public var appName: String
    public var deviceName: String
    public var osName: String
    public var orientationName: String
    /// The options as a normalized JSON object.
    public var options: JSONObject
    /// What the client sent as `app`: an id string or an inline definition.
    public var appJSON: JSONValue
    /// The resolved definition's JSON, stored so a replay never depends on later edits of
    /// `Config/apps`.
    public var definitionJSON: JSONValue

    public static let keys = ["app", "device", "os", "orientation", "options"]
    static let optionKeys = ["forwarding", "timerOwner", "layoutIn"]

    /// Decodes a client's `POST /v1/sessions` body. `definition` belongs to stored creation
    /// records only: from a client it would replace a built-in app's definition under its id,
    /// so it is an unknown key here like any other (Config/openapi.json lists the body's keys).
    public static func decodeClientRequest(_ json: JSONValue, catalog: AppCatalog) throws(SwivelError) -> SessionRequest {
        if json.objectValue?["definition"] != nil {
            throw .invalid(code: "invalid_session", message: "$.definition: unknown key; allowed here: \(keys.joined(separator: ", ")).")
        }
        // An inline app under a built-in app's id would make listings lie about which app a
        // session runs. Stored records keep loading as they were created.
        if case .object(let inline)? = json.objectValue?["app"], let id = inline["id"]?.stringValue, let taken = catalog.entry(id) {
            let problem = taken.source == .builtIn
                ? "$.app.id: \"\(id)\" is a built-in app's id; give your app another id (built-in: \(catalog.entries.filter { $0.source == .builtIn }.map(\.definition.id).joined(separator: ", ")))"
                : "$.app.id: \"\(id)\" is a registered app's id; name it as \"app\": \"\(id)\", or give your app another id"
            throw .invalidApp("The app definition", problems: [problem])
        }
        return try decode(json, catalog: catalog)
    }

    /// Decodes a creation request (or a stored creation record, which has `definition`).
    public static func decode(_ json: JSONValue, catalog: AppCatalog) throws(SwivelError) -> SessionRequest {
        let object = try reading("invalid_session") { () throws(JSONFieldProblem) in
            let object = try JSONField(json).object("a session object like {\"app\": \"alternate-landscape\"}")
            if let unknown = object.unknownKeys(allowed: keys + ["definition"]).first {
                throw JSONFieldProblem(path: unknown.path, message: "unknown key; allowed here: \(keys.joined(separator: ", "))")
            }
            return object
        }
        let appField = try reading("invalid_session") { () throws(JSONFieldProblem) in
            try object.required("app", "a built-in app id (\(catalog.ids.joined(separator: ", "))) or an inline app definition")
        }
        let appJSON = appField.value
        var definitionJSON: JSONValue
        switch appJSON {
        case .string(let id):
            if let stored = object["definition"] {
                definitionJSON = stored.value
            } else if let entry = catalog.entry(id) {
                definitionJSON = entry.json
            } else {
                throw .invalid(code: "unknown_app", message: "$.app: no built-in app \"\(id)\"; use one of \(catalog.ids.joined(separator: ", ")), post an inline definition, or register one with POST /v1/apps.")
            }
        case .object:
            definitionJSON = appJSON
        default:
            throw .invalid(code: "invalid_session", appField.expected("an app id or an inline definition object"))
        }
        let definition: AppDefinition
        do {
            // A built-in app is decoded once, in the catalogue: sessions share it (and its
            // memory) unless their stored definition differs from today's file.
            if let id = appJSON.stringValue, let entry = catalog.entry(id), entry.json == definitionJSON {
                definition = entry.definition
                // A stored record's copy, parsed apart: the session keeps the entry's (SessionOrigin).
                definitionJSON = entry.json
            } else {
                definition = try AppDefinitionDecoder.decode(definitionJSON)
            }
        } catch {
            let problems = error.problems.map { problem in
                "$.app" + problem.path.dropFirst() + ": " + problem.message
            }
            throw .invalidApp("The app definition", problems: problems)
        }

        // An imported app runs where its files were designed unless the request says otherwise:
        // its device, and that device's design version and orientation (docs/app-format.md, "designedOn").
        let designedOn = definition.designedOn
        let deviceName = try reading("invalid_session") { () throws(JSONFieldProblem) in try object["device"]?.string(allowingEmpty: true) }
            ?? designedOn?.device.id ?? Device.iphone4.id
        guard let device = DeviceCatalogue.device(id: deviceName) else {
            throw .invalid(code: "unknown_device", message: "$.device: unknown device \"\(deviceName)\"; use one of \(DeviceCatalogue.all.map(\.id).joined(separator: ", ")) (GET /v1/devices).")
        }
        let requestedOS: String
        switch object["os"]?.value {
        case nil: requestedOS = designedOn.flatMap { $0.device == device ? $0.os.rawValue : nil } ?? OSVersion.iOS6.rawValue
        case .string(let name)?: requestedOS = name
        case .number(let number)? where number == number.rounded() && OSVersion.supported.contains(Int(exactly: number) ?? 0):
            requestedOS = String(Int(number))
        case .some: throw .invalid(code: "unknown_os", object["os"]!.expected("an iOS version, \"5\" … \"26\""))
        }
        guard let os = OSVersion(rawValue: requestedOS) else {
            throw .invalid(code: "unknown_os", message: "$.os: unknown iOS version \"\(requestedOS)\"; use a major version \"5\" … \"26\" (\"17.4\" means \"17\").")
        }
        guard device.runs(os) else {
            throw .invalid(code: "unsupported_os", message: "$.os: \(device.id) (\(device.name)) runs iOS \(device.os.lowerBound) to \(device.os.upperBound), not iOS \(os.major); pick a version in that range or another device (GET /v1/devices).")
        }
        // The snapshot and the stored record keep the major version.
        let osName = os.rawValue
        let orientationName = try reading("invalid_session") { () throws(JSONFieldProblem) in try object["orientation"]?.string(allowingEmpty: true) }
            ?? designedOn.flatMap { $0.device == device ? $0.deviceOrientation.name : nil } ?? DeviceOrientation.portrait.name
        guard let orientation = DeviceOrientation(name: orientationName) else {
            throw .invalid(code: "unknown_orientation", message: "$.orientation: unknown device orientation \"\(orientationName)\"; use one of \(DeviceOrientation.allCases.map(\.name).joined(separator: ", ")).")
        }
        let (options, optionsJSON) = try reading("invalid_options") { () throws(JSONFieldProblem) in try decodeOptions(object["options"]) }
        return SessionRequest(
            configuration: SessionConfiguration(app: definition, device: device, os: os, orientation: orientation, options: options),
            appName: definition.id, deviceName: deviceName, osName: osName, orientationName: orientationName,
            options: optionsJSON, appJSON: appJSON, definitionJSON: definitionJSON
        )
    }

    /// `options` (Config/openapi.json; docs/semantics.md), and the same options as a normalized object for the snapshot.
    static func decodeOptions(_ field: JSONField?) throws(JSONFieldProblem) -> (SessionOptions, JSONObject) {
        guard let field else { return (SessionOptions(), JSONObject()) }
        let object = try field.object(allowing: optionKeys)
        var options = SessionOptions()
        var normalized = JSONObject()
        if let flag = try object["forwarding"]?.bool() {
            options.forwarding = flag
            normalized["forwarding"] = .bool(flag)
        }
        if let owner = try object["timerOwner"]?.name("timer owner", names: ["master", "child"], { SessionOptions.TimerOwner(rawValue: $0) }) {
            options.timerOwner = owner
            normalized["timerOwner"] = .string(owner.rawValue)
        }
        if let layoutIn = object["layoutIn"] {
            // One callback name or a non-empty list of them (docs/semantics.md).
            var callbacks: LayoutCallbacks = []
            for callback in try layoutIn.names("layout callback", names: LayoutCallbacks.named.map(\.name), { LayoutCallbacks(name: $0) }) {
                callbacks.insert(callback)
            }
            options.layoutIn = callbacks
            normalized["layoutIn"] = .array(callbacks.names.map { .string($0) })
        }
        return (options, normalized)
    }

    /// The record stored at creation: the request plus the resolved definition.
    var storedRecord: [UInt8] {
        var writer = JSONWriter(capacity: 4096)
        writer.beginObject()
        writer.key("app")
        writer.value(appJSON)
        writer.key("device")
        writer.string(deviceName)
        writer.key("os")
        writer.string(osName)
        writer.key("orientation")
        writer.string(orientationName)
        writer.key("options")
        writer.value(.object(options))
        writer.key("definition")
        writer.value(definitionJSON)
        writer.endObject()
        return writer.bytes
    }
}
