import SwivelJSON

/// A session as `GET …/export` writes it (README, Testing your app in CI): how to create it again, the events it
/// accepted, and what it shows now — each as the API's own JSON (the creation body, the
/// `GET …/events` log, the snapshot and the stack), so a script checks exactly what a client
/// reads. `NativeRoutes.exportedSession` builds it; `ExportScripts` writes it out.
struct ExportedSession: Sendable {
    /// How the script names the app.
    enum App: Sendable {
        /// A built-in app, or a registered one unchanged since the session started: by its id
        /// (then a change to the registered app is a change the test sees).
        case named(String, registered: Bool)
        /// The definition the session ran, inline. `renamedFrom` is set when its id now names
        /// another app (the built-in or registered app changed since): the copy takes
        /// `<id>-session-<session>` so the server accepts it.
        case inline(JSONValue, renamedFrom: String?)
    }

    var id: String
    /// The server the export was asked of, `http://host:port` (scripts default to it).
    var serverURL: String
    var swivelVersion: String
    var app: App
    /// The app's id as the session's snapshot shows it.
    var appName: String
    var device: String
    var os: String
    /// The starting device orientation.
    var orientation: String
    var options: JSONObject
    /// `GET …/events`' `events`.
    var events: [JSONValue]
    /// `GET /v1/sessions/{id}`.
    var snapshot: JSONObject
    /// `GET …/stack`.
    var stack: JSONValue

    /// The `app` of a `POST /v1/sessions` body that creates the session again.
    var appJSON: JSONValue {
        switch app {
        case .named(let id, _): .string(id)
        case .inline(let definition, _): definition
        }
    }

    /// `POST /v1/sessions`' body.
    var creationBody: JSONValue {
        var body: JSONObject = ["app": appJSON, "device": .string(device), "os": .string(os), "orientation": .string(orientation)]
        if !options.isEmpty { body.members.append((key: "options", value: .object(options))) }
        return .object(body)
    }

    var status: String { snapshot["status"]?.stringValue ?? "running" }
    var visible: String? { snapshot["visible"]?.stringValue }
    var interfaceOrientation: String { snapshot["interfaceOrientation"]?.stringValue ?? "portrait" }
    var deviceOrientation: String { snapshot["deviceOrientation"]?.stringValue ?? "portrait" }
    var crashException: String? { snapshot["crash"]?.objectValue?["exception"]?.stringValue }
    var layout: JSONObject? { snapshot["layout"]?.objectValue }

    /// Every view on screen, depth first from the root (the layout's and the WebDriver
    /// source's document order), with `ordinal`: how many views before it have the same id
    /// and kind, and `shared`: whether another view has its id.
    var views: [(view: JSONObject, ordinal: Int, shared: Bool)] {
        guard let root = layout?["root"]?.objectValue else { return [] }
        var flat: [JSONObject] = []
        var pending = [root]
        while let view = pending.popLast() {
            flat.append(view)
            pending += (view["children"]?.arrayValue ?? []).compactMap(\.objectValue).reversed()
        }
        var seen: [String: Int] = [:]
        var idCounts: [String: Int] = [:]
        for view in flat { idCounts[view.viewID, default: 0] += 1 }
        return flat.map { view in
            // Counted per element type, as the exported predicate finds them (`type == … AND name == …`).
            let key = view.viewID + "\u{0}" + ExportScripts.elementType(view)
            defer { seen[key, default: 0] += 1 }
            return (view, seen[key, default: 0], (idCounts[view.viewID] ?? 0) > 1)
        }
    }

    /// The controllers of the stack, bottom first.
    var stackIDs: [String] {
        (stack.objectValue?["controllers"]?.arrayValue ?? []).compactMap { $0.objectValue?["id"]?.stringValue }
    }

    /// "alternate-landscape on iphone-4, iOS 6, from portrait; 2 events" (for a comment: safe).
    var summary: String {
        let count = events.count == 1 ? "1 event" : "\(events.count) events"
        return ScriptText.line("\(appName) on \(device), iOS \(os), from \(orientation)\(options.isEmpty ? "" : " with options \(String(decoding: JSONValue.object(options).serialized(), as: UTF8.self))"); \(count)")
    }

    /// What the session shows, in words (for a comment or docstring: call `ScriptText` on it).
    var outcome: String {
        if status == "crashed" { return "crashed (\(crashException ?? "an exception"))" }
        return "\(visible ?? "nothing") visible, the interface in \(interfaceOrientation) and the device in \(deviceOrientation)"
    }

    /// How an event reads in a comment: "rotate landscapeLeft", "tap showB", "back".
    static func describe(_ event: JSONValue) -> String {
        let object = event.objectValue ?? JSONObject()
        let type = object["type"]?.stringValue ?? "?"
        func text(_ key: String) -> String {
            guard let value = object[key] else { return "?" }
            if let string = value.stringValue { return string }
            return String(decoding: value.serialized(), as: UTF8.self)
        }
        let words: String
        switch type {
        case "rotate": words = "rotate \(text("orientation"))"
        case "tap": words = "tap \(text("element"))"
        case "selectTab": words = "select tab \(text("index"))"
        case "back" where object["navigation"] != nil: words = "back in \(text("navigation"))"
        case "showPrimary": words = "show primary"
        case "perform": words = "perform \(object["action"]?["type"]?.stringValue ?? "?")" + (object["controller"] != nil ? " from \(text("controller"))" : "")
        case "performSegue": words = "perform segue \(text("identifier"))" + (object["controller"] != nil ? " from \(text("controller"))" : "")
        case "timer": words = "timer \(text("timer")) \(text("action"))"
        case "advance": words = "advance \(text("ms")) ms"
        default: words = type
        }
        return ScriptText.line(words)
    }
}

/// The scripts `GET …/export?format=` writes.
enum ExportFormat: String, CaseIterable, Sendable {
    case pytest, appium, curl
    case swiftTesting = "swift-testing"

    /// The file name a download takes (`test_…` so pytest collects the Python ones; the Swift
    /// one a type-like name, as a test target's files are).
    func fileName(session id: String) -> String {
        let stem = ScriptText.identifier(id)
        switch self {
        case .pytest: return "test_session_\(stem).py"
        case .appium: return "test_session_\(stem)_appium.py"
        case .curl: return "session_\(stem).sh"
        case .swiftTesting: return "Session_\(stem)Tests.swift"
        }
    }

    var contentType: String {
        switch self {
        case .pytest, .appium: "text/x-python; charset=utf-8"
        case .curl: "text/x-shellscript; charset=utf-8"
        case .swiftTesting: "text/x-swift; charset=utf-8"
        }
    }
}

extension JSONObject {
    /// A layout view's `id`.
    var viewID: String { self["id"]?.stringValue ?? "" }
}
