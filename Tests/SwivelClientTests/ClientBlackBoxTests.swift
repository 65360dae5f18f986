import Foundation
import Testing
import SwivelClient

/// SwivelClient against a real `swivel serve` (in memory, on a free loopback port).
@Suite struct ClientBlackBoxTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="6254" \
        targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="1"><scenes><scene sceneID="s1"><objects>\
        <viewController id="1" customClass="HomeViewController" sceneMemberID="viewController"><view key="view" id="v1">\
        <rect key="frame" x="0.0" y="0.0" width="320" height="480"/></view></viewController></objects></scene></scenes></document>

        """

    /// A session with only the app gets iphone-4, iOS 6, portrait; stack, layout and frame read it.
    @Test func createAndRead() async throws {
        let swivel = try await TestServer.client()
        let session = try await swivel.createSession(app: "alternate-landscape")
        let snapshot = try await session.snapshot()
        #expect(snapshot.device == "iphone-4")
        #expect(snapshot.os == "6")
        #expect(snapshot.deviceOrientation == .portrait)
        #expect(session.created?.id == session.id)
        #expect(try await session.stack().controllers.map(\.id) == ["APortraitViewController#1"])
        #expect(try await session.layout().window == Size(width: 320, height: 568))
        #expect(try await session.trace().first?.seq == 1)
        #expect(session.viewerURL == "\(swivel.url.absoluteString)/#/sessions/\(session.id)")
    }

    /// Rotate pushes the landscape A (its callbacks in order); tap shows B, whose shape is laid out for landscape.
    @Test func rotateTapAndLayout() async throws {
        let session = try await TestServer.client().createSession(app: "alternate-landscape", device: "iphone-4", os: "6")
        let answer = try await session.rotate(.landscapeLeft)
        try expectCallbackOrder(answer, ["APortraitViewController#1 viewWillDisappear:", "ALandscapeViewController#1 viewDidAppear:"])
        #expect(answer.snapshot?.interfaceOrientation == .landscapeRight)
        #expect(answer.decisions?.map(\.result) == [.rotated])
        try await session.tap("showB")
        try await expectFrame(session, "bShape", x: 20, y: 72, width: 528, height: 228)
        #expect(try await session.frame("bShape") == Rect(x: 20, y: 72, width: 528, height: 228))
        #expect(try await session.events() == [.rotate(.landscapeLeft), .tap("showB")])
        let failure = await #expect(throws: ExpectationFailure.self) { try await expectFrame(session, "bShape", y: 84) }
        #expect(failure?.description == "view \"bShape\" of BViewController#1 has frame (x 20, y 72, width 528, height 228) in landscapeRight; expected y 84 (is 72)")
    }

    /// iphone-15-pro on iOS 17: traits, and the safe area and margins on the root view.
    @Test func modernDevice() async throws {
        let session = try await TestServer.client().createSession(app: "selective-rotation", device: "iphone-15-pro", os: "17")
        let snapshot = try #require(session.created)
        #expect(snapshot.traits?.displayScale == 3)
        let home = try await session.view("homeView")
        #expect(home.safeAreaInsets == EdgeInsets(top: 103, left: 0, bottom: 34, right: 0))
        #expect(home.layoutMargins == EdgeInsets(top: 103, left: 16, bottom: 34, right: 16))
    }

    /// A navigation bar that prefers large titles on iOS 17: the layout's bar is 96 tall and says `largeTitle`.
    @Test func largeTitleBar() async throws {
        let swivel = try await TestServer.client()
        let app: JSONValue = ["id": "client-large-titles-swift", "root": "Home", "navigationController": ["prefersLargeTitles": true],
                              "controllers": ["Home": ["title": "Home"]]]
        try await swivel.registerApp(app)
        let session = try await swivel.createSession(app: "client-large-titles-swift", device: "iphone-15-pro", os: "17")
        let bar = try #require(try await session.layout().navigationBar)
        #expect(bar.frame == Rect(x: 0, y: 59, width: 393, height: 96))
        #expect(bar.largeTitle == true)
        try await swivel.deleteApp("client-large-titles-swift")
    }

    /// A table view controller in a navigation controller on iOS 17: the table's content inset is its safe area (103, 34) and its first row is on screen at y 103, below the bar.
    @Test func tableRowsBelowTheBar() async throws {
        let swivel = try await TestServer.client()
        let row: (String, Double) -> JSONValue = { id, y in
            ["id": .string(id), "kind": "cell", "frame": ["x": 0, "y": .number(y), "width": 393, "height": 44], "autoresizing": ["flexibleWidth"]]
        }
        let app: JSONValue = ["id": "client-table-insets-swift", "root": "List", "navigationController": [:],
                              "controllers": ["List": ["view": ["id": "table", "class": "UITableView", "size": ["width": 393, "height": 852],
                                                                "elements": [row("row1", 0), row("row2", 44)]]]]]
        try await swivel.registerApp(app)
        let session = try await swivel.createSession(app: "client-table-insets-swift", device: "iphone-15-pro", os: "17")
        let table = try await session.view("table")
        #expect(table.contentInset == EdgeInsets(top: 103, left: 0, bottom: 34, right: 0))
        #expect(table.bounds == Rect(x: 0, y: -103, width: 393, height: 852))
        #expect(try await session.frame("row1") == Rect(x: 0, y: 103, width: 393, height: 44))
        try await swivel.deleteApp("client-table-insets-swift")
    }

    /// Every event kind: back (and back in an embedded navigation controller), selectTab, showPrimary (an iPad split view in portrait), performSegue, perform, timer and advance; the log lists them in order.
    @Test func everyEventKind() async throws {
        let swivel = try await TestServer.client()
        let navigation = try await swivel.createSession(app: "alternate-landscape")
        try await navigation.tap("showB")
        #expect(try await navigation.back().snapshot?.visible == "APortraitViewController#1")
        let tabs = try await swivel.createSession(app: "tabbed-rotation")
        #expect(try await tabs.selectTab(1).snapshot?.layout?.tabBar?.selectedIndex == 1)
        let split = try await swivel.createSession(app: .inline([
            "id": "client-split", "splitViewController": ["primary": "Inbox", "secondary": "Message"], "controllers": ["Inbox": [:], "Message": [:]],
        ]), device: "ipad", os: "9")
        #expect(try await split.showPrimary().snapshot?.visible == "Inbox#1")
        #expect(try await split.events() == [.showPrimary])
        let signIn = try await swivel.createSession(app: .inline([
            "id": "client-sign-in", "navigationController": [:], "root": "Login",
            "controllers": ["Login": ["segues": ["SignedIn": ["type": "push", "controller": "Home"]]], "Home": [:]],
        ]))
        #expect(try await signIn.performSegue("SignedIn").snapshot?.visible == "Home#1")
        #expect(try await signIn.perform(["type": "present", "controller": "Help", "style": "fullScreen"], controller: "Home").snapshot?.visible == "Help#1")
        #expect(try await signIn.events() == [.performSegue("SignedIn"), .perform(["type": "present", "controller": "Help", "style": "fullScreen"], controller: "Home")])
        let embedded = try await swivel.createSession(app: .inline([
            "id": "client-embedded", "root": "Dashboard",
            "controllers": [
                "Dashboard": ["elements": [["id": "panel", "frame": ["x": 0, "y": 100, "width": 320, "height": 360],
                                            "embeds": ["controller": "List", "navigationController": [:]]]]],
                "List": ["elements": [["id": "open", "kind": "button", "frame": ["x": 10, "y": 10, "width": 100, "height": 44],
                                       "action": ["type": "push", "controller": "List"]]]],
            ],
        ]))
        try await embedded.tap("open")
        #expect(try await embedded.back(in: "UINavigationController#1").trace.first?.callback == "popViewControllerAnimated:")
        #expect(try await embedded.events().last == .backIn(navigation: "UINavigationController#1"))
        let timer = try await swivel.createSession(app: "exercise-timer")
        try await timer.timer("workout", .start)
        #expect(try await timer.advance(ms: 1500).snapshot?.timers.first?.elapsedMs == 1500)
        #expect(try await timer.events() == [.timer("workout", .start), .advance(ms: 1500)])
    }

    /// send() applies a batch all or none; replay() of the log gives the same trace; If-Match guards the version.
    @Test func batchesAndReplay() async throws {
        let swivel = try await TestServer.client()
        let first = try await swivel.createSession(app: "alternate-landscape")
        try await first.send(.rotate(.landscapeLeft), .tap("showB"), .rotate(.portrait), .back)
        let second = try await swivel.createSession(app: "alternate-landscape")
        #expect(try await second.replay(try await first.events(), batch: 3) == 4)
        #expect(try await second.trace() == (try await first.trace()))
        let stale = await #expect(throws: SwivelError.self) { try await second.send([.rotate(.landscapeLeft)], ifMatch: 1) }
        #expect(stale?.status == 412)
    }

    /// A refused tap is a 422 with the API's code and changes nothing; an unknown session a 404; an invalid app lists its problems.
    @Test func errorsCarryTheirCodes() async throws {
        let swivel = try await TestServer.client()
        let session = try await swivel.createSession(app: "alternate-landscape")
        let refused = await #expect(throws: SwivelError.self) { try await session.tap("nowhere") }
        #expect(refused?.status == 422)
        #expect(refused?.code == "element_not_on_screen")
        #expect(refused?.message.contains("\"nowhere\"") == true)
        #expect(try await session.snapshot().version == 0)
        let missing = await #expect(throws: SwivelError.self) { try await swivel.session("no-such-session") }
        #expect(missing?.code == "session_not_found")
        #expect(missing?.isNotFound == true)
        let invalid = await #expect(throws: SwivelError.self) {
            try await swivel.createSession(app: .inline(["id": "broken", "controllers": ["A": ["elements": []]]]))
        }
        #expect(invalid?.code == "invalid_app")
        #expect(invalid?.problems.contains("$.app.root: is required (a string)") == true)
    }

    /// Nothing listening is status 0, unreachable.
    @Test func unreachable() async throws {
        let error = await #expect(throws: SwivelError.self) {
            try await Swivel(url: URL(string: "http://127.0.0.1:9")!, timeout: 5).health()
        }
        #expect(error?.code == "unreachable")
        #expect(error?.isUnreachable == true)
    }

    /// import turns a storyboard into a definition (nothing registered); a broken file is a 422 naming the file.
    @Test func importStoryboard() async throws {
        let swivel = try await TestServer.client()
        let imported = try await swivel.importApp(files: ["Main.storyboard": Self.storyboard], id: "client-imported-swift")
        #expect(imported.app["id"] == "client-imported-swift")
        #expect(imported.app["root"] == "HomeViewController")
        #expect(!(try await swivel.apps()).contains { $0.id == "client-imported-swift" })
        let session = try await swivel.createSession(app: .inline(imported.app))
        #expect(session.created?.visible == "HomeViewController#1")
        let broken = await #expect(throws: SwivelError.self) { try await swivel.importApp(files: ["Main.storyboard": "<document"]) }
        #expect(broken?.status == 422)
        #expect(broken?.details["file"] == "Main.storyboard")
    }

    /// Registered apps: register, read, replace, delete; sessions name them by id.
    @Test func registeredApps() async throws {
        let swivel = try await TestServer.client()
        let app: JSONValue = ["id": "client-registered-swift", "root": "Home", "controllers": ["Home": ["elements": [
            ["id": "label", "kind": "label", "text": "Hi", "frame": ["x": 20, "y": 20, "width": 200, "height": 21]]]]]]
        try await swivel.registerApp(app)
        #expect(try await swivel.app("client-registered-swift")["root"] == "Home")
        #expect(try await swivel.apps().first { $0.id == "client-registered-swift" }?.source == "registered")
        let session = try await swivel.createSession(app: "client-registered-swift")
        try await expectFrame(session, "label", x: 20, y: 40, width: 200, height: 21)
        try await swivel.replaceApp("client-registered-swift", with: app)
        try await swivel.deleteApp("client-registered-swift")
        let gone = await #expect(throws: SwivelError.self) { try await swivel.app("client-registered-swift") }
        #expect(gone?.isNotFound == true)
    }

    /// The catalogues: health, 18 devices with their ranges, the built-in apps, the session list.
    @Test func catalogues() async throws {
        let swivel = try await TestServer.client()
        #expect(try await swivel.health().status == "ok")
        let devices = try await swivel.devices()
        #expect(devices.count == 18)
        let pad = try #require(devices.first { $0.id == "ipad-pro-11" })
        #expect(pad.os.min == "12")
        #expect(pad.os.max == "26")
        #expect(try await swivel.apps().contains { $0.id == "selective-rotation" && $0.seed == 1 })
        let session = try await swivel.createSession(app: "swapper")
        #expect(try await swivel.sessions().contains { $0.id == session.id && $0.app == "swapper" })
        try await session.delete()
        #expect(try await !swivel.sessions().contains { $0.id == session.id })
    }

    /// Decisions are paged by seq; the refused rotation of Locked is the last, and an event's answer carries it.
    @Test func decisions() async throws {
        let session = try await TestServer.client().createSession(app: "selective-rotation")
        try await session.tap("showLocked")
        let answer = try await session.rotate(.landscapeLeft)
        let decisions = try await session.decisions()
        #expect(decisions.last?.result == .refused)
        #expect(decisions.last?.trigger == .deviceOrientation)
        #expect(answer.decisions == Array(decisions.suffix(1)))
        #expect(decisions.map(\.seq) == Array(1...decisions.count))
        #expect(try await session.decisions(since: decisions.count) == [])
    }

    /// explore() waits for the report; openFinding() makes a finding a session ending where it says.
    @Test func exploreAndOpenAFinding() async throws {
        let swivel = try await TestServer.client()
        let report = try await swivel.explore(app: "selective-rotation", ExplorationOptions(depth: 2))
        #expect(report.status == "done")
        let finding = try #require(report.findings.first { $0.kind == "undesignedOrientation" && $0.subject == "LockedViewController" })
        let session = try await swivel.openFinding(report.id, finding.number)
        #expect(try await session.events() == finding.events)
        #expect(session.created?.visible == finding.endState.visible + "#1")
        #expect(try await swivel.explorations().contains { $0.id == report.id })
    }

    /// export answers each format's script; screenshot answers a PNG.
    @Test func exportAndScreenshot() async throws {
        let session = try await TestServer.client().createSession(app: "alternate-landscape")
        try await session.rotate(.landscapeLeft)
        #expect(try await session.export(format: .pytest).contains("session.rotate(\"landscapeLeft\")"))
        #expect(try await session.export(format: .curl).hasPrefix("#!/usr/bin/env bash"))
        #expect(try await session.screenshot(scale: 2).prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    }
}
