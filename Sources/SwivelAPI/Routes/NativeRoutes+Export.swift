import HTTPServer
import RotationEngine
import SessionCore
import SwivelJSON

/// `GET /v1/sessions/{id}/export?format=pytest|appium|curl|swift-testing` (README, Testing your app in CI): the session as a
/// runnable script. This side reads the session — its creation, its event log and what it shows,
/// each as the API's own JSON — and decides how the script names the app; `ExportScripts`
/// writes the script.
extension NativeRoutes {
    func export(_ id: String, _ request: HTTPRequest) throws(SwivelError) -> HTTPResponse {
        let format = try Self.exportFormat(request.query["format"])
        let session = try exportedSession(id, serverURL: Self.serverURL(host: request.headers["Host"]))
        let script = ExportScripts.script(format, for: session)
        return HTTPResponse(status: 200, headers: [
            ("Content-Type", format.contentType),
            ("Content-Disposition", "attachment; filename=\"\(format.fileName(session: id))\""),
            ("Cache-Control", "no-cache"),
        ], body: Array(script.utf8))
    }

    /// `format` (pytest when absent); 400 naming the formats otherwise.
    static func exportFormat(_ raw: String?) throws(SwivelError) -> ExportFormat {
        guard let raw else { return .pytest }
        guard let format = ExportFormat(rawValue: raw) else {
            throw .badRequest("format must be one of \(ExportFormat.allCases.map(\.rawValue).joined(separator: ", ")), got \"\(raw)\".")
        }
        return format
    }

    /// The session as it is now: its state and its log read in one step, so the events are
    /// exactly those that made the state.
    func exportedSession(_ id: String, serverURL: String) throws(SwivelError) -> ExportedSession {
        let host = try host(id)
        let (state, log) = try sessions.log(of: host)
        var events = JSONWriter(capacity: 64 + state.version * 48)
        events.eventLogAnswer(log)
        var snapshot = JSONWriter(capacity: 8192)
        snapshot.snapshot(SessionSnapshot(id: id, metadata: host.metadata, state: state))
        var stack = JSONWriter(capacity: 1024)
        stack.stackAnswer(state)
        let origin = host.metadata.origin
        return ExportedSession(
            id: id, serverURL: serverURL, swivelVersion: SwivelVersion.current,
            app: exportedApp(origin, session: id), appName: host.metadata.appName,
            device: host.metadata.deviceName, os: host.metadata.osName, orientation: origin.orientation,
            options: Self.parsed(host.metadata.optionsJSON).objectValue ?? JSONObject(),
            events: Self.parsed(events.bytes).objectValue?["events"]?.arrayValue ?? [],
            snapshot: Self.parsed(snapshot.bytes).objectValue ?? JSONObject(),
            stack: Self.parsed(stack.bytes)
        )
    }

    /// By id when the catalogue has that app as the session ran it — a built-in app, or a
    /// registered one unchanged since (README, Testing your app in CI) — else the session's copy, inline; renamed
    /// when its id now names another definition, which the server would refuse inline.
    func exportedApp(_ origin: SessionOrigin, session id: String) -> ExportedSession.App {
        let catalog = self.catalog
        let appID = origin.definition.objectValue?["id"]?.stringValue ?? ""
        if case .string(let named) = origin.app, let entry = catalog.entry(named), entry.json == origin.definition {
            return .named(named, registered: entry.source == .registered)
        }
        guard catalog.entry(appID) != nil, case .object(var definition) = origin.definition else {
            return .inline(origin.definition, renamedFrom: nil)
        }
        definition["id"] = .string("\(appID)-session-\(id)")
        return .inline(.object(definition), renamedFrom: appID)
    }

    /// `http://<Host>` when the header is a plain host[:port], else make run's address.
    static func serverURL(host: String?) -> String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.-:[]")
        guard let host, !host.isEmpty, host.count <= 255, host.allSatisfy(allowed.contains) else {
            return "http://127.0.0.1:8080"
        }
        return "http://\(host)"
    }

    /// Swivel's own JSON read back (it always parses; `null` would only hide a bug).
    private static func parsed(_ bytes: [UInt8]) -> JSONValue {
        (try? JSONParser.parse(bytes)) ?? .null
    }
}
