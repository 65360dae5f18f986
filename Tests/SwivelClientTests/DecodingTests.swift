import Foundation
import Testing
@testable import SwivelClient

/// Every route's recorded answer decodes into the client's models, with the values the server wrote.
@Suite struct DecodingTests {
    /// GET /v1/health decodes to status ok and version 0.1.0.
    @Test func health() throws {
        let health = try Fixture.decode(Health.self, "health")
        #expect(health == Health(status: "ok", version: "0.1.0", problems: nil))
    }

    /// GET /v1/devices decodes all 18 devices with every field; iphone-15-pro's safe areas, size classes and range are the table's.
    @Test func devices() throws {
        let devices = try Fixture.decode(DeviceList.self, "devices").devices
        #expect(devices.count == 18)
        let phone = try #require(devices.first { $0.id == "iphone-15-pro" })
        #expect(phone.name == "iPhone 15 Pro")
        #expect(phone.models == ["iphone 14 pro", "iphone 15", "iphone 15 pro", "iphone 16"])
        #expect(phone.idiom == "phone")
        #expect(phone.screen == Size(width: 393, height: 852))
        #expect(phone.scale == 3)
        #expect(phone.os == Device.VersionRange(min: "16", max: "26"))
        #expect(phone.homeButton == false)
        #expect(phone.statusBarHeight == 54)
        #expect(phone.safeArea.portrait == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(phone.safeArea.landscape == EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        #expect(phone.sizeClasses.portrait == Device.SizeClasses(horizontal: "compact", vertical: "regular"))
        #expect(phone.sizeClasses.landscape == Device.SizeClasses(horizontal: "compact", vertical: "compact"))
    }

    /// GET /v1/apps decodes the 9 built-in apps; alternate-landscape is seed 0, built in.
    @Test func apps() throws {
        let apps = try Fixture.decode(AppList.self, "apps").apps
        #expect(apps.count == 9)
        #expect(apps[0] == AppSummary(id: "alternate-landscape", title: "Alternate landscape interface (A portrait / A landscape / B)",
                                      seed: 0, source: "builtin"))
        #expect(apps.first { $0.id == "constraint-form" }?.seed == nil)
    }

    /// GET /v1/apps/{id} and PUT /v1/apps/{id} decode as the definition's JSON.
    @Test func appDefinitions() throws {
        #expect(try Fixture.decode(JSONValue.self, "app")["id"] == "swapper")
        let registered = try Fixture.decode(JSONValue.self, "register-app")
        #expect(registered["root"] == "Home")
        #expect(registered["controllers"]?["Home"]?["elements"]?.arrayValue?.count == 1)
    }

    /// POST /v1/apps/import decodes to the app (id imported, root HomeViewController), no notes and no segues.
    @Test func importResult() throws {
        let result = try Fixture.decode(ImportResult.self, "import")
        #expect(result.app["id"] == "imported")
        #expect(result.app["root"] == "HomeViewController")
        #expect(result.notes == [])
        #expect(result.segues == [])
    }

    /// GET /v1/sessions/{id} decodes an iOS 6 session that ends on B, in portrait, with 3 events and no traits.
    @Test func snapshot() throws {
        let snapshot = try Fixture.decode(Snapshot.self, "session")
        #expect(snapshot.id == "6d3496f2baddfc53")
        #expect(snapshot.app == "alternate-landscape")
        #expect(snapshot.device == "iphone-4")
        #expect(snapshot.os == "6")
        #expect(snapshot.traits == nil)
        #expect(snapshot.options == [:])
        #expect(snapshot.status == .running)
        #expect(snapshot.crash == nil)
        #expect(snapshot.warnings == [])
        #expect(snapshot.version == 3)
        #expect(snapshot.deviceOrientation == .portrait)
        #expect(snapshot.interfaceOrientation == .portrait)
        #expect(snapshot.statusBarOrientation == .portrait)
        #expect(snapshot.stack.map(\.id) == ["APortraitViewController#1", "ALandscapeViewController#1", "BViewController#1"])
        #expect(snapshot.visible == "BViewController#1")
        #expect(snapshot.navigationBarHidden == false)
        #expect(snapshot.timers == [])
        #expect(snapshot.clock == Clock(nowMs: 0))
        #expect(snapshot.lastDecision?.seq == 3)
        #expect(snapshot.layout?.root?.id == "navigationView")
    }

    /// A session on iphone-15-pro / iOS 17 decodes its traits: compact width, regular height, scale 3, phone.
    @Test func modernSnapshotTraits() throws {
        let snapshot = try Fixture.decode(Snapshot.self, "session-modern")
        #expect(snapshot.traits == Traits(horizontalSizeClass: "compact", verticalSizeClass: "regular", displayScale: 3, userInterfaceIdiom: "phone"))
        let decision = try #require(snapshot.lastDecision)
        #expect(decision.rule == .iOS16)
        #expect(decision.trigger == .launch)
        #expect(decision.shouldAutorotate == nil)
        #expect(decision.result == .unchanged)
    }

    /// GET …/stack decodes the three controllers bottom first, B visible, the bar shown.
    @Test func stack() throws {
        let stack = try Fixture.decode(Stack.self, "stack")
        #expect(stack.navigationBarHidden == false)
        #expect(stack.controllers.map(\.id) == ["APortraitViewController#1", "ALandscapeViewController#1", "BViewController#1"])
        #expect(stack.controllers.map(\.visible) == [false, false, true])
        #expect(stack.controllers[2] == StackController(id: "BViewController#1", className: "BViewController", visible: true,
                                                        parent: "UINavigationController#1", tab: nil, presentedBy: nil, presentationStyle: nil))
        #expect(try Stack(json: String(decoding: Fixture.data("stack"), as: UTF8.self)) == stack)
    }

    /// A tab bar controller's stack carries each controller's tab.
    @Test func stackOfTabs() throws {
        let stack = try Fixture.decode(Stack.self, "stack-tabs")
        #expect(stack.controllers.map(\.tab) == [0, 1])
        #expect(stack.controllers.map(\.parent) == ["UINavigationController#1", "RotatingTabBarController#1"])
    }

    /// GET …/layout decodes the window, bars and views with absolute frames: bShape at (20, 84, 280, 464).
    @Test func layout() throws {
        let layout = try Fixture.decode(Layout.self, "layout")
        #expect(layout.window == Size(width: 320, height: 568))
        #expect(layout.interfaceOrientation == .portrait)
        #expect(layout.statusBar?.frame == Rect(x: 0, y: 0, width: 320, height: 20))
        #expect(layout.navigationBar?.frame == Rect(x: 0, y: 20, width: 320, height: 44))
        #expect(layout.navigationBar?.backButton == "A")
        #expect(layout.tabBar == nil)
        #expect(layout.stale == [])
        #expect(layout.views.map(\.id) == ["navigationView", "bView", "bShape"])
        #expect(layout.views(id: "bShape").first?.frame == Rect(x: 20, y: 84, width: 280, height: 464))
        #expect(layout.views(id: "bShape").first?.kind == "drawing")
        #expect(layout.views(id: "bShape", controller: "AViewController#1") == [])
    }

    /// An iOS 17 layout carries safeAreaInsets and layoutMargins on the controller's root view only.
    @Test func layoutSafeAreas() throws {
        let layout = try Fixture.decode(Layout.self, "layout-modern")
        let home = try #require(layout.views(id: "homeView").first)
        #expect(home.safeAreaInsets == EdgeInsets(top: 103, left: 0, bottom: 34, right: 0))
        #expect(home.layoutMargins == EdgeInsets(top: 103, left: 16, bottom: 34, right: 16))
        #expect(layout.views(id: "showLocked").first?.safeAreaInsets == nil)
        #expect(layout.views(id: "showLocked").first?.frame == Rect(x: 20, y: 84, width: 353, height: 44))
        #expect(layout.statusBar?.frame == Rect(x: 0, y: 0, width: 393, height: 54))
    }

    /// GET …/trace decodes 54 entries, next 54; the first is loadView with no event, and details keep their values.
    @Test func trace() throws {
        let page = try Fixture.decode(TracePage.self, "trace")
        #expect(page.entries.count == 54)
        #expect(page.next == 54)
        #expect(page.entries[0] == TraceEntry(seq: 1, event: nil, controller: "APortraitViewController#1", callback: "loadView",
                                              bounds: Rect(x: 0, y: 0, width: 0, height: 0), boundsCorrect: false, detail: nil))
        #expect(page.entries[2].detail == ["animated": false])
        #expect(page.entries[6].detail == ["orientation": "portrait", "duration": 0])
    }

    /// GET …/decisions decodes three decisions: the launch, then two rotations under iOS 6's rule.
    @Test func decisions() throws {
        let page = try Fixture.decode(DecisionPage.self, "decisions")
        #expect(page.next == 3)
        #expect(page.decisions.map(\.seq) == [1, 2, 3])
        #expect(page.decisions.map(\.trigger) == [.launch, .deviceOrientation, .deviceOrientation])
        #expect(page.decisions.map(\.result) == [.unchanged, .rotated, .rotated])
        let last = page.decisions[2]
        #expect(last.rule == .iOS6)
        #expect(last.candidate == .portrait)
        #expect(last.shouldAutorotate == true)
        #expect(last.appMask == Decision.AppMask(source: "Info.plist", orientations: [.portrait, .landscapeRight, .landscapeLeft]))
        #expect(last.allowed == [.portrait, .landscapeRight, .landscapeLeft])
    }

    /// GET …/events decodes the log as typed events: rotate, tap, rotate.
    @Test func eventLog() throws {
        let log = try Fixture.decode(EventLog.self, "event-log")
        #expect(log.events == [.rotate(.landscapeLeft), .tap("showB"), .rotate(.portrait)])
    }

    /// POST …/events answers decode: version, the trace and decisions added, and the snapshot after.
    @Test func eventResults() throws {
        let rotate = try Fixture.decode(EventResult.self, "events-rotate")
        #expect(rotate.version == 1)
        #expect(rotate.trace.count == 20)
        #expect(rotate.decisions?.count == 1)
        #expect(rotate.snapshot?.visible == "ALandscapeViewController#1")
        let batch = try Fixture.decode(EventResult.self, "events-batch")
        #expect(batch.version == 3)
        #expect(batch.trace.count == 24)
        #expect(batch.snapshot?.interfaceOrientation == .portrait)
        let advance = try Fixture.decode(EventResult.self, "events-advance")
        #expect(advance.snapshot?.timers == [SessionTimer(id: "workout", durationMs: 1_800_000, state: "running", elapsedMs: 1500, remainingMs: 1_798_500)])
        #expect(advance.snapshot?.options == ["timerOwner": "child"])
    }

    /// POST /v1/sessions (201) and a finding's session decode as snapshots.
    @Test func createdSessions() throws {
        #expect(try Fixture.decode(Snapshot.self, "session-created").version == 0)
        let finding = try Fixture.decode(Snapshot.self, "finding-session")
        #expect(finding.visible == "LockedViewController#1")
        #expect(finding.deviceOrientation == .landscapeLeft)
        #expect(finding.interfaceOrientation == .landscapeRight)
    }

    /// GET /v1/sessions decodes four summaries with their device, os, status and version.
    @Test func sessions() throws {
        let sessions = try Fixture.decode(SessionList.self, "sessions").sessions
        #expect(sessions.map(\.app) == ["alternate-landscape", "selective-rotation", "tabbed-rotation", "exercise-timer"])
        #expect(sessions[1] == SessionSummary(id: "ea86ec19ef014b7f", app: "selective-rotation", device: "iphone-15-pro", os: "17",
                                              status: .running, version: 0))
    }

    /// Explorations decode: started (running), done with two findings and their events, and the list.
    @Test func explorations() throws {
        let started = try Fixture.decode(Exploration.self, "exploration-started")
        #expect(started.status == "running")
        #expect(started.findings == [])
        let done = try Fixture.decode(Exploration.self, "exploration")
        #expect(done.status == "done")
        #expect(done.progress == Exploration.Progress(states: 20, frontier: 0, depth: 2, transitions: 42))
        #expect(done.findings.map(\.kind) == ["unsupportedOrientation", "undesignedOrientation"])
        #expect(done.findings[0].events == [.rotate(.landscapeLeft), .tap("showLocked")])
        #expect(done.findings[0].endState == Finding.EndState(visible: "LockedViewController", interfaceOrientation: "landscapeRight",
                                                              deviceOrientation: "landscapeLeft"))
        #expect(done.findings[0].session == "/v1/explorations/x11ji16vm/findings/0/session")
        #expect(done.findings[0].decision?.rule == .iOS6)
        let list = try Fixture.decode(ExplorationList.self, "explorations").explorations
        #expect(list == [ExplorationSummary(id: "x11ji16vm", status: "done", app: "selective-rotation", device: "iphone-4", os: "6", findings: 2)])
    }
}
