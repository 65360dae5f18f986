import Foundation

/// A client of one Swivel server's native API: catalogues, apps, sessions, explorations
/// (README, "The API at a glance"). Every call is `async` and throws `SwivelError` with the
/// API's `code` and `message`.
///
/// ```swift
/// let swivel = Swivel(url: URL(string: "http://127.0.0.1:8080")!)
/// let session = try await swivel.createSession(app: "selective-rotation")
/// ```
public struct Swivel: Sendable {
    let transport: Transport

    /// `token` is the bearer token of a server started with `SWIVEL_TOKEN` (default: that
    /// environment variable).
    public init(url: URL, token: String? = ProcessInfo.processInfo.environment["SWIVEL_TOKEN"], timeout: TimeInterval = 30) {
        transport = Transport(url: url, token: token.flatMap { $0.isEmpty ? nil : $0 }, timeout: timeout)
    }

    /// The server's address, `http://127.0.0.1:8080`.
    public var url: URL { transport.url }

    // MARK: The server

    /// `GET /v1/health`.
    public func health() async throws(SwivelError) -> Health {
        try await transport.json(Health.self, "GET", "/v1/health")
    }

    /// Polls `GET /v1/health` until the server answers (one just started).
    public func waitUntilReady(timeout: TimeInterval = 20) async throws(SwivelError) -> Health {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            do {
                return try await health()
            } catch where error.isUnreachable && Date() < deadline {
                try? await Task.sleep(nanoseconds: 50_000_000)
            }
        }
    }

    /// `GET /v1/devices`: every device, with its screen, scale, iOS range, safe areas and size classes.
    public func devices() async throws(SwivelError) -> [Device] {
        try await transport.json(DeviceList.self, "GET", "/v1/devices").devices
    }

    // MARK: Apps

    /// `GET /v1/apps`: built-in and registered apps.
    public func apps() async throws(SwivelError) -> [AppSummary] {
        try await transport.json(AppList.self, "GET", "/v1/apps").apps
    }

    /// `GET /v1/apps/{id}`: one app's definition (docs/app-format.md).
    public func app(_ id: String) async throws(SwivelError) -> JSONValue {
        try await transport.json(JSONValue.self, "GET", "/v1/apps/\(Self.segment(id))")
    }

    /// `POST /v1/apps`: sessions may then name it by its `id` (409 when the id is taken).
    @discardableResult
    public func registerApp(_ definition: JSONValue) async throws(SwivelError) -> JSONValue {
        try await transport.json(JSONValue.self, "POST", "/v1/apps", body: definition)
    }

    /// `PUT /v1/apps/{id}`: replaces (or registers) it; running sessions keep their copy.
    @discardableResult
    public func replaceApp(_ id: String, with definition: JSONValue) async throws(SwivelError) -> JSONValue {
        try await transport.json(JSONValue.self, "PUT", "/v1/apps/\(Self.segment(id))", body: definition)
    }

    /// `DELETE /v1/apps/{id}`.
    public func deleteApp(_ id: String) async throws(SwivelError) {
        _ = try await transport.send("DELETE", "/v1/apps/\(Self.segment(id))")
    }

    /// `POST /v1/apps/import`: Interface Builder files (name → text: storyboards, xibs, an XML
    /// Info.plist) as an app definition (docs/interface-import.md). Registers nothing.
    public func importApp(files: [String: String], id: String? = nil, overlay: JSONValue? = nil) async throws(SwivelError) -> ImportResult {
        try await transport.json(ImportResult.self, "POST", "/v1/apps/import", body: ImportRequest(files: files, id: id, overlay: overlay))
    }

    // MARK: Sessions

    /// `POST /v1/sessions`: launches `app` on `device` (iphone-4 by default) with iOS `os`'s
    /// rules ("6" by default), the device held in `orientation` (portrait).
    public func createSession(app: AppReference, device: String? = nil, os: String? = nil,
                              orientation: DeviceOrientation? = nil, options: JSONValue? = nil) async throws(SwivelError) -> Session {
        let body = CreateSession(app: app, device: device, os: os, orientation: orientation, options: options)
        let snapshot = try await transport.json(Snapshot.self, "POST", "/v1/sessions", body: body)
        return Session(client: self, id: snapshot.id, created: snapshot)
    }

    /// An existing session (404 `session_not_found` when there is none).
    public func session(_ id: String) async throws(SwivelError) -> Session {
        let snapshot = try await transport.json(Snapshot.self, "GET", "/v1/sessions/\(Self.segment(id))")
        return Session(client: self, id: id, created: snapshot)
    }

    /// `GET /v1/sessions`, oldest first.
    public func sessions() async throws(SwivelError) -> [SessionSummary] {
        try await transport.json(SessionList.self, "GET", "/v1/sessions").sessions
    }

    /// `GET /v1/sessions/{id}/export?format=…`: the session as a test that recreates it, replays
    /// its events and checks what it shows (README, "Testing your app in CI").
    public func export(_ sessionID: String, format: ExportFormat = .swiftTesting) async throws(SwivelError) -> String {
        let data = try await transport.send("GET", "/v1/sessions/\(Self.segment(sessionID))/export", query: ["format": format.rawValue])
        return String(decoding: data, as: UTF8.self)
    }

    // MARK: Explorations (docs/semantics.md, "The explorer")

    /// `POST /v1/explorations` (202): it runs in the background.
    public func startExploration(app: AppReference, _ fields: ExplorationOptions = ExplorationOptions()) async throws(SwivelError) -> Exploration {
        try await transport.json(Exploration.self, "POST", "/v1/explorations", body: ExplorationRequest(app: app, fields))
    }

    /// Its progress while it runs; then `status` "done" and its findings.
    public func exploration(_ id: String) async throws(SwivelError) -> Exploration {
        try await transport.json(Exploration.self, "GET", "/v1/explorations/\(Self.segment(id))")
    }

    /// `GET /v1/explorations`.
    public func explorations() async throws(SwivelError) -> [ExplorationSummary] {
        try await transport.json(ExplorationList.self, "GET", "/v1/explorations").explorations
    }

    /// Starts an exploration and waits for its report; cancels it (and throws `timeout`) past `timeout`.
    public func explore(app: AppReference, _ fields: ExplorationOptions = ExplorationOptions(),
                        timeout: TimeInterval = 300) async throws(SwivelError) -> Exploration {
        let started = try await startExploration(app: app, fields)
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let report = try await exploration(started.id)
            if report.status != "running" { return report }
            if Date() > deadline {
                try await cancelExploration(started.id)
                throw SwivelError(status: 0, code: "timeout", message: "exploration \(started.id) did not finish within \(timeout) s")
            }
            try? await Task.sleep(nanoseconds: 100_000_000)
        }
    }

    /// `DELETE /v1/explorations/{id}`.
    public func cancelExploration(_ id: String) async throws(SwivelError) {
        _ = try await transport.send("DELETE", "/v1/explorations/\(Self.segment(id))")
    }

    /// Finding `number`'s events applied to a new session: the bug, to look at or test.
    public func openFinding(_ explorationID: String, _ number: Int) async throws(SwivelError) -> Session {
        let snapshot = try await transport.json(Snapshot.self, "POST", "/v1/explorations/\(Self.segment(explorationID))/findings/\(number)/session")
        return Session(client: self, id: snapshot.id, created: snapshot)
    }

    /// An id as one path segment (an id with a `/` or `?` stays one).
    static func segment(_ id: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "/?#")
        return id.addingPercentEncoding(withAllowedCharacters: allowed) ?? id
    }
}

/// The scripts `GET …/export?format=` writes.
public enum ExportFormat: String, Sendable, CaseIterable {
    case swiftTesting = "swift-testing"
    case pytest, appium, curl
}

struct CreateSession: Encodable, Sendable {
    var app: AppReference
    var device: String?
    var os: String?
    var orientation: DeviceOrientation?
    var options: JSONValue?
}

struct DeviceList: Codable, Sendable { var devices: [Device] }
struct AppList: Codable, Sendable { var apps: [AppSummary] }
struct SessionList: Codable, Sendable { var sessions: [SessionSummary] }
