import Foundation

/// A session (`/v1/sessions/{id}`): `rotate`, `tap`, `back`, `selectTab`, `showPrimary`, `timer` and
/// `advance` send one event each and answer what it did; `snapshot`, `stack`, `layout`,
/// `frame`, `trace` and `decisions` read it. A refused event throws `SwivelError` (422, 409)
/// and changes nothing.
public struct Session: Sendable {
    public let client: Swivel
    public let id: String
    /// The snapshot the creation (or look-up) answered.
    public let created: Snapshot?

    /// Events per request when replaying a long log (a batch is all or none, bodies stop at 1 MiB).
    public static let replayBatch = 1000

    public init(client: Swivel, id: String, created: Snapshot? = nil) {
        self.client = client
        self.id = id
        self.created = created
    }

    var path: String { "/v1/sessions/\(Swivel.segment(id))" }

    /// The viewer's page for this session (watch it, or export it as a test).
    public var viewerURL: String { "\(client.url.absoluteString)/#/sessions/\(id)" }

    // MARK: Events

    /// Applies the events in order, all or none (`If-Match: "<ifMatch>"` when given).
    @discardableResult
    public func send(_ events: [Event], ifMatch: Int? = nil) async throws(SwivelError) -> EventResult {
        guard let first = events.first else {
            throw SwivelError(status: 0, code: "no_events", message: "send needs at least one event")
        }
        let headers = ifMatch.map { ["If-Match": "\"\($0)\""] } ?? [:]
        let body: any Encodable = events.count == 1 ? first : EventBatch(events: events)
        return try await client.transport.json(EventResult.self, "POST", "\(path)/events", body: body, headers: headers)
    }

    @discardableResult
    public func send(_ events: Event..., ifMatch: Int? = nil) async throws(SwivelError) -> EventResult {
        try await send(events, ifMatch: ifMatch)
    }

    /// Sends a recorded log (`events()`) in batches, answering nothing but the version
    /// (`Prefer: return=minimal`); returns the session's version afterwards.
    @discardableResult
    public func replay(_ events: [Event], batch: Int = Session.replayBatch) async throws(SwivelError) -> Int {
        var version = try await snapshot().version
        var start = 0
        while start < events.count {
            let slice = Array(events[start..<min(start + max(batch, 1), events.count)])
            version = try await client.transport.json(EventResult.self, "POST", "\(path)/events", body: EventBatch(events: slice),
                                                      headers: ["Prefer": "return=minimal"]).version
            start += slice.count
        }
        return version
    }

    /// Turns the device.
    @discardableResult
    public func rotate(_ orientation: DeviceOrientation) async throws(SwivelError) -> EventResult {
        try await send([.rotate(orientation)])
    }

    /// Taps the element with this id (it must be on screen: else 422 `element_not_on_screen`).
    @discardableResult
    public func tap(_ element: String) async throws(SwivelError) -> EventResult {
        try await send([.tap(element)])
    }

    /// Taps the navigation bar's back button: the window's, or an embedded navigation
    /// controller's when the window's shows none; `in` names the navigation controller whose bar
    /// it is (`"UINavigationController#2"`).
    @discardableResult
    public func back(in navigation: String? = nil) async throws(SwivelError) -> EventResult {
        try await send([navigation.map { .backIn(navigation: $0) } ?? .back])
    }

    /// Taps the tab bar's item `index` (from 0).
    @discardableResult
    public func selectTab(_ index: Int) async throws(SwivelError) -> EventResult {
        try await send([.selectTab(index)])
    }

    /// Shows the primary column a split view in front hides (else 422 `no_hidden_primary`).
    @discardableResult
    public func showPrimary() async throws(SwivelError) -> EventResult {
        try await send([.showPrimary])
    }

    /// Performs the segue `identifier` as the app's code does (`performSegueWithIdentifier:sender:`):
    /// from the front-most controller in front that has it, or from `controller` (a class name
    /// or an instance id, `Class#n`); else 422 `unknown_segue`, which lists the segues in front.
    @discardableResult
    public func performSegue(_ identifier: String, controller: String? = nil) async throws(SwivelError) -> EventResult {
        try await send([.performSegue(identifier, controller: controller)])
    }

    /// Runs an action as the app's code does — `["type": "present", "controller": "Settings", "style": "formSheet"]`,
    /// `["type": "requestGeometryUpdate", "orientations": "landscape"]` — from the front-most
    /// controller in front, or from `controller` (a class or `Class#n`; else 422 `no_such_controller`).
    @discardableResult
    public func perform(_ action: JSONValue, controller: String? = nil) async throws(SwivelError) -> EventResult {
        try await send([.perform(action, controller: controller)])
    }

    /// Starts, pauses or resets one of the app's timers.
    @discardableResult
    public func timer(_ timer: String, _ action: TimerAction) async throws(SwivelError) -> EventResult {
        try await send([.timer(timer, action)])
    }

    /// Lets `ms` milliseconds of the session's clock pass (timers run).
    @discardableResult
    public func advance(ms: Int) async throws(SwivelError) -> EventResult {
        try await send([.advance(ms: ms)])
    }

    // MARK: Reads

    /// Everything at once: orientations, stack, visible controller, layout, timers, status.
    public func snapshot() async throws(SwivelError) -> Snapshot {
        try await client.transport.json(Snapshot.self, "GET", path)
    }

    /// The content controllers, bottom first.
    public func stack() async throws(SwivelError) -> Stack {
        try await client.transport.json(Stack.self, "GET", "\(path)/stack")
    }

    /// The resolved layout: every view's frame, bounds and transform, the bars, safe areas.
    public func layout() async throws(SwivelError) -> Layout {
        try await client.transport.json(Layout.self, "GET", "\(path)/layout")
    }

    /// One view on screen by id (`controller` chooses when the id repeats); `view_not_found`
    /// names the views there are.
    public func view(_ id: String, controller: String? = nil) async throws(SwivelError) -> LayoutView {
        try Expectations.view(in: try await layout(), id: id, controller: controller)
    }

    /// A view's frame in window coordinates.
    public func frame(_ id: String, controller: String? = nil) async throws(SwivelError) -> Rect {
        try await view(id, controller: controller).frame
    }

    /// Every trace entry after `since` (all of them by default), following the pages.
    public func trace(since: Int = 0) async throws(SwivelError) -> [TraceEntry] {
        var entries: [TraceEntry] = []
        var since = since
        while true {
            let page = try await client.transport.json(TracePage.self, "GET", "\(path)/trace", query: ["since": String(since)])
            if page.entries.isEmpty { return entries }
            entries += page.entries
            since = page.next
        }
    }

    /// Every rotation decision after `since`, following the pages (docs/semantics.md, "Rotation decisions").
    public func decisions(since: Int = 0) async throws(SwivelError) -> [Decision] {
        var decisions: [Decision] = []
        var since = since
        while true {
            let page = try await client.transport.json(DecisionPage.self, "GET", "\(path)/decisions", query: ["since": String(since)])
            if page.decisions.isEmpty { return decisions }
            decisions += page.decisions
            since = page.next
        }
    }

    /// The accepted events, in order: replayable as they are.
    public func events() async throws(SwivelError) -> [Event] {
        try await client.transport.json(EventLog.self, "GET", "\(path)/events").events
    }

    /// The screen as a PNG at `scale` pixels per point (1, 2 or 3).
    public func screenshot(scale: Int = 1) async throws(SwivelError) -> Data {
        try await client.transport.send("GET", "\(path)/screenshot.png", query: ["scale": String(scale)])
    }

    /// The session as a test (README, "Testing your app in CI").
    public func export(format: ExportFormat = .swiftTesting) async throws(SwivelError) -> String {
        try await client.export(id, format: format)
    }

    /// `DELETE /v1/sessions/{id}`.
    public func delete() async throws(SwivelError) {
        _ = try await client.transport.send("DELETE", path)
    }
}
