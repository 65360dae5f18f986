import AppCatalog
import Foundation
import Logging
import RotationEngine
import SwivelJSON
import Testing
@testable import SessionCore
import SessionTestSupport
@testable import SwivelAPI

/// `GET …/export` (README, "Testing your app in CI") below HTTP: how the app is named, what each script says, and that
/// nothing from a session can break out of the string or comment it is written into.
@Suite struct ExportTests {
    static let appsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Config/apps").standardizedFileURL.path

    static func service() throws -> NativeRoutes {
        var configuration = SwivelConfiguration()
        configuration.durability = .memory
        configuration.appsDirectory = appsDirectory
        var logger = Logger(label: "test")
        logger.logLevel = .critical
        return try NativeRoutes(configuration: configuration, logger: logger)
    }

    static func session(_ service: NativeRoutes, _ body: JSONValue, events: [Event] = []) throws -> String {
        let id = SessionID.make()
        _ = try service.sessions.createAndWait(id: id, request: try SessionRequest.decodeClientRequest(body, catalog: service.catalog), events: events)
        return id
    }

    static let tiny: JSONValue = .object([
        "id": "tiny", "root": "Home",
        "controllers": .object(["Home": .object(["elements": .array([.object([
            "id": "hello", "kind": "label", "text": "Hi", "frame": .object(["x": 20, "y": 20, "width": 100, "height": 21]),
        ])])])]),
    ])

    @Test func builtInAndUnchangedRegisteredAppsAreNamedTheRestInline() throws {
        let service = try Self.service()
        defer { service.shutdown() }
        let builtIn = try Self.session(service, .object(["app": "swapper"]))
        let inline = try Self.session(service, .object(["app": Self.tiny]))
        var definition = Self.tiny.objectValue!
        definition["id"] = "tiny-registered"
        let entry = AppCatalog.Entry(definition: try AppDefinitionDecoder.decode(.object(definition)), json: .object(definition), source: .registered)
        _ = try waitFor { service.sessions.replaceApp(entry, completion: $0) }
        let byID = try Self.session(service, .object(["app": "tiny-registered"]))

        func app(_ id: String) throws -> ExportedSession.App { try service.exportedSession(id, serverURL: "http://x").app }
        guard case .named("swapper", registered: false) = try app(builtIn) else { Issue.record("built-in by id"); return }
        guard case .inline(_, renamedFrom: nil) = try app(inline) else { Issue.record("inline stays inline"); return }
        guard case .named("tiny-registered", registered: true) = try app(byID) else { Issue.record("registered by id"); return }

        // The registered app changes: the session's own copy goes inline, under an id of its own.
        definition["title"] = "Changed"
        let changed = AppCatalog.Entry(definition: try AppDefinitionDecoder.decode(.object(definition)), json: .object(definition), source: .registered)
        _ = try waitFor { service.sessions.replaceApp(changed, completion: $0) }
        guard case .inline(let copy, renamedFrom: "tiny-registered") = try app(byID) else { Issue.record("changed: inline"); return }
        #expect(copy.objectValue?["id"]?.stringValue == "tiny-registered-session-\(byID)")
        #expect(copy.objectValue?["title"] == nil, "the copy is the definition the session ran")
    }

    @Test func thePytestScriptReplaysAndAssertsWhatTheSessionShows() throws {
        let service = try Self.service()
        defer { service.shutdown() }
        let id = try Self.session(service, .object(["app": "alternate-landscape", "options": .object(["forwarding": true])]),
                                  events: [.rotate(.landscapeLeft), .tap(element: "showB")])
        let session = try service.exportedSession(id, serverURL: "http://127.0.0.1:8080")
        #expect(session.events.count == 2 && session.orientation == "portrait")
        let script = ExportScripts.script(.pytest, for: session)
        #expect(script.contains("def test_session_\(id)(swivel):\n"))
        #expect(script.contains("session = swivel.create_session(app=APP, device=\"iphone-4\", os=\"6\", orientation=\"portrait\", options={\"forwarding\": True})\n"))
        #expect(script.contains("    session.rotate(\"landscapeLeft\")\n    session.tap(\"showB\")\n"))
        #expect(script.contains("assert snapshot[\"visible\"] == \"BViewController#1\"\n"))
        #expect(script.contains("assert_frame(layout, \"bShape\", x=20, y=72, width=528, height=228)\n"))
        #expect(script.contains("\"navigationBarHidden\": False"))
        #expect(ExportScripts.script(.appium, for: session).contains("assert driver.orientation == \"LANDSCAPE\"  # the interface: landscapeRight"))
        #expect(ExportScripts.script(.curl, for: session).contains("# 2. tap showB\n"))
    }

    /// The Swift Testing file names the built-in app, calls a session method per event and expects the snapshot, the stack and each frame.
    @Test func theSwiftTestingFileReplaysAndExpectsWhatTheSessionShows() throws {
        let service = try Self.service()
        defer { service.shutdown() }
        let id = try Self.session(service, .object(["app": "alternate-landscape", "options": .object(["forwarding": true])]),
                                  events: [.rotate(.landscapeLeft), .tap(element: "showB")])
        let script = ExportScripts.script(.swiftTesting, for: try service.exportedSession(id, serverURL: "http://127.0.0.1:8080"))
        #expect(script.contains("\nimport SwivelClient\nimport Testing\n"))
        #expect(script.contains("//     SWIVEL_URL=http://127.0.0.1:8080 swift test\n"))
        #expect(script.contains("@Test(\"Session \(id) replays as it ran\")\nfunc session_\(id)() async throws {\n"))
        #expect(script.contains("""
                let session = try await swivel.createSession(
                    app: "alternate-landscape",
                    device: "iphone-4",
                    os: "6",
                    orientation: .portrait,
                    options: try JSONValue(parsing: #"{"forwarding":true}"#)
                )
                try await session.rotate(.landscapeLeft)
                try await session.tap("showB")

            """))
        #expect(script.contains("    #expect(snapshot.status == .running)\n"))
        #expect(script.contains("    #expect(snapshot.visible == \"BViewController#1\")\n"))
        #expect(script.contains("    #expect(snapshot.interfaceOrientation == .landscapeRight)\n"))
        #expect(script.contains("    #expect(snapshot.deviceOrientation == .landscapeLeft)\n"))
        #expect(script.contains("    #expect(try await session.stack() == Stack(json: stack\(id)))\n"))
        #expect(script.contains("    try expectFrame(layout, \"bShape\", x: 20, y: 72, width: 528, height: 228)\n"))
        #expect(!script.contains("private let app"), "a built-in app is named by id")
    }

    /// Each event is one Session call; one of no known shape is sent as its JSON.
    @Test(arguments: [
        (#"{"type":"rotate","orientation":"faceUp"}"#, "try await session.rotate(.faceUp)"),
        (#"{"type":"tap","element":"a\"b\\(x)"}"#, #"try await session.tap("a\"b\\(x)")"#),
        (#"{"type":"back"}"#, "try await session.back()"),
        (#"{"type":"selectTab","index":2}"#, "try await session.selectTab(2)"),
        (#"{"type":"showPrimary"}"#, "try await session.showPrimary()"),
        (#"{"type":"back","navigation":"UINavigationController#2"}"#, #"try await session.back(in: "UINavigationController#2")"#),
        (#"{"type":"performSegue","identifier":"Go"}"#, #"try await session.performSegue("Go")"#),
        (#"{"type":"performSegue","identifier":"Go","controller":"Home#1"}"#, #"try await session.performSegue("Go", controller: "Home#1")"#),
        (#"{"type":"advance","ms":1500}"#, "try await session.advance(ms: 1500)"),
        (#"{"type":"timer","timer":"t","action":"start"}"#, #"try await session.timer("t", .start)"#),
        (##"{"type":"later","x":"#"}"##, ###"try await session.send([.other(try JSONValue(parsing: ##"{"type":"later","x":"#"}"##))])"###),
    ])
    func eachEventIsOneSwiftSessionCall(event: String, call: String) throws {
        #expect(ExportScripts.swiftStep(try JSONParser.parse(Array(event.utf8))) == call)
    }

    /// Swift literals: escapes keep ids inside their string; raw JSON delimiters outnumber the text's `#`s.
    @Test func swiftLiteralsCannotBeBrokenOutOf() throws {
        #expect(SwiftLiteral.string("a\"b\\(c)\n\u{7}") == #""a\"b\\(c)\n\u{7}""#)
        #expect(SwiftLiteral.json(.object(["k": "x\"##y"])) == ####"###"{"k":"x\"##y"}"###"####)
        #expect(SwiftLiteral.multilineJSON(.array([1, 2]), indent: 4) == "#\"\"\"\n    [1,2]\n    \"\"\"#")
    }

    @Test(arguments: [
        (#"{"type":"rotate","orientation":"faceUp"}"#, #"session.rotate("faceUp")"#),
        (#"{"type":"tap","element":"a\"b"}"#, #"session.tap("a\"b")"#),
        (#"{"type":"back"}"#, "session.back()"),
        (#"{"type":"selectTab","index":2}"#, "session.select_tab(2)"),
        (#"{"type":"showPrimary"}"#, "session.show_primary()"),
        (#"{"type":"back","navigation":"UINavigationController#2"}"#, #"session.back(navigation="UINavigationController#2")"#),
        (#"{"type":"performSegue","identifier":"Go"}"#, #"session.perform_segue("Go")"#),
        (#"{"type":"performSegue","identifier":"Go","controller":"Home#1"}"#, #"session.perform_segue("Go", controller="Home#1")"#),
        (#"{"type":"advance","ms":1500}"#, "session.advance(1500)"),
        (#"{"type":"timer","timer":"t","action":"start"}"#, #"session.timer("t", "start")"#),
        (#"{"type":"later","x":true}"#, #"session.send({"type": "later", "x": True})"#),
    ])
    func eachEventIsOneSessionCall(event: String, call: String) throws {
        #expect(ExportScripts.pytestStep(try JSONParser.parse(Array(event.utf8))) == call)
    }

    @Test func pythonLiteralsKeepTheAPIsSpelling() throws {
        let value = try JSONParser.parse(Array(#"{"a":true,"b":null,"c":[1,2.5,-0.0],"d":"x\"\n\\y","é":false}"#.utf8))
        #expect(PythonLiteral.compact(value) == #"{"a": True, "b": None, "c": [1, 2.5, 0], "d": "x\"\n\\y", "é": False}"#)
        let long = JSONValue.array((0..<40).map { .string("item\($0)") })
        let text = PythonLiteral.text(long, column: 9)
        #expect(text.hasPrefix("[\n    \"item0\",\n") && text.hasSuffix("\n]"))
        #expect(PythonLiteral.text(.object(["k": long]), indent: 4, column: 12).contains("\n        \"k\": [\n            \"item0\",\n"))
    }

    @Test func sessionTextCannotLeaveItsLine() {
        #expect(ScriptText.line("a\nb\rc\u{2028}d") == "a b c d")
        #expect(ScriptText.docstring(#"x""" \ y"#) == #"x\"\"\" \\ y"#)
        #expect(ScriptText.shellQuoted("it's $(x)") == #"'it'\''s $(x)'"#)
        #expect(ScriptText.identifier("ab-12.é") == "ab_12__")
        #expect(NativeRoutes.serverURL(host: "127.0.0.1:8080") == "http://127.0.0.1:8080")
        #expect(NativeRoutes.serverURL(host: "[::1]:9") == "http://[::1]:9")
        #expect(NativeRoutes.serverURL(host: "x}$(id)") == "http://127.0.0.1:8080")
        #expect(NativeRoutes.serverURL(host: nil) == "http://127.0.0.1:8080")
    }

    @Test func formatsAreNamedOrRefused() throws {
        #expect(try NativeRoutes.exportFormat(nil) == .pytest)
        #expect(try NativeRoutes.exportFormat("curl") == .curl)
        #expect(throws: SwivelError.badRequest("format must be one of pytest, appium, curl, swift-testing, got \"junit\".")) {
            try NativeRoutes.exportFormat("junit")
        }
        #expect(ExportFormat.appium.fileName(session: "ab/c") == "test_session_ab_c_appium.py")
        #expect(try NativeRoutes.exportFormat("swift-testing") == .swiftTesting)
        #expect(ExportFormat.swiftTesting.fileName(session: "ab/c") == "Session_ab_cTests.swift")
        #expect(ExportFormat.swiftTesting.contentType == "text/x-swift; charset=utf-8")
    }

    /// `--junit`: a case per kind and run; failures exactly where --fail-on fails.
    @Test func junitHasACasePerKindAndFailsWhereFailOnDoes() throws {
        var runs = try ExploreRuns.make(app: "selective-rotation", devices: ["iphone-4"], oses: ["5", "6"], orientation: "portrait",
                                        options: nil, depth: 3, maxStates: 10_000, appsDirectory: Self.appsDirectory)
        for index in runs.indices { _ = runs[index].search.run() }
        let failing = runs.filter { $0.search.findings.contains { $0.kind.rawValue == "undesignedOrientation" } }.count
        #expect(failing > 0)
        let xml = ExploreRuns.junit(runs, failOn: ["undesignedOrientation"], seconds: [0.25, 1.5])
        let kinds = ExploreRuns.junitKinds.count
        #expect(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"swivel explore selective-rotation\" tests=\"\(2 * kinds)\" failures=\"\(failing)\""))
        #expect(xml.contains("time=\"1.750\""))
        #expect(xml.components(separatedBy: "<testcase ").count - 1 == 2 * kinds)
        #expect(xml.components(separatedBy: "<failure ").count - 1 == failing)
        #expect(!ExploreRuns.junit(runs, failOn: [], seconds: []).contains("<failure"))
        #expect(ExploreRuns.xml("a<b&\"c'\u{1}") == "a&lt;b&amp;&quot;c&apos;\u{FFFD}")
    }

    /// An exported Appium script looks a view up by the type the facade reports: a custom class by its `uikitClass`, else Other.
    @Test func exportedScriptsTypeACustomControlByItsUIKitClass() throws {
        func type(_ json: String) throws -> String {
            guard case .object(let view) = try JSONParser.parse(Array(json.utf8)) else { throw CancellationError() }
            return ExportScripts.elementType(view)
        }
        #expect(try type(#"{"kind": "view", "class": "PaddedTextField", "uikitClass": "UITextField"}"#) == "XCUIElementTypeTextField")
        #expect(try type(#"{"kind": "view", "class": "PaddedTextField"}"#) == "XCUIElementTypeOther")
        #expect(try type(#"{"kind": "view", "class": "UISwitch"}"#) == "XCUIElementTypeSwitch")
    }

    /// An imported app explored without a device or version runs on its design device and era, as a session does; a built-in app on iphone-4 with iOS 6.
    @Test func exploreRunsWhereTheAppWasDesigned() throws {
        let app = """
            {"id": "designed", "root": "Home", "designedOn": {"device": "iphone-15-pro", "os": "17", "orientation": "portrait"},
             "controllers": {"Home": {"view": {"elements": [{"id": "b", "kind": "button", "frame": {"x": 0, "y": 0, "width": 10, "height": 10}}]}}}}
            """
        let designed = try ExploreRuns.make(app: app, devices: [], oses: [], orientation: nil, options: nil, depth: 1, maxStates: 100, appsDirectory: Self.appsDirectory)
        #expect(designed.map { "\($0.device) \($0.os)" } == ["iphone-15-pro 17"])
        let named = try ExploreRuns.make(app: app, devices: ["iphone-15-pro"], oses: ["16"], orientation: nil, options: nil, depth: 1, maxStates: 100, appsDirectory: Self.appsDirectory)
        #expect(named.map { "\($0.device) \($0.os)" } == ["iphone-15-pro 16"])
        // Each flag left out takes its session key's default: the version alone keeps the design device, another device alone its iOS 6.
        let versionOnly = try ExploreRuns.make(app: app, devices: [], oses: ["16"], orientation: nil, options: nil, depth: 1, maxStates: 100, appsDirectory: Self.appsDirectory)
        #expect(versionOnly.map { "\($0.device) \($0.os)" } == ["iphone-15-pro 16"])
        let otherDevice = try ExploreRuns.make(app: app, devices: ["iphone-4"], oses: [], orientation: nil, options: nil, depth: 1, maxStates: 100, appsDirectory: Self.appsDirectory)
        #expect(otherDevice.map { "\($0.device) \($0.os)" } == ["iphone-4 6"])
        let builtIn = try ExploreRuns.make(app: "selective-rotation", devices: [], oses: [], orientation: nil, options: nil, depth: 1, maxStates: 100, appsDirectory: Self.appsDirectory)
        #expect(builtIn.map { "\($0.device) \($0.os)" } == ["iphone-4 6"])
    }
}
