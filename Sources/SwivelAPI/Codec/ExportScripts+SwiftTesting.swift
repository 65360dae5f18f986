import SwivelJSON

/// `?format=swift-testing`: a Swift Testing file for an app's test target that depends on
/// Swivel's `SwivelClient` product (clients/swift/README.md): the session recreated on
/// `SwivelServer.shared()` (`SWIVEL_URL`, else a `swivel` it starts), one `Session` call per
/// event, and `#expect`s on the snapshot and the stack, with `expectFrame` for every view on
/// screen.
extension ExportScripts {
    static func swiftTesting(_ session: ExportedSession) -> String {
        let name = ScriptText.identifier(session.id)
        let longLog = session.events.count > stepLimit
        var out = "// Session \(ScriptText.line(session.id)) as a Swift Testing test: \(ScriptText.line(session.summary)).\n//\n"
        out += wrapped(ScriptText.line(
            "Exported from Swivel \(session.swivelVersion) (GET /v1/sessions/\(session.id)/export?format=swift-testing). It "
            + "recreates the session, replays its events and expects what the session showed: the stack, the visible "
            + "controller, both orientations and the frame of every view on screen. \(appNote(session))"), prefix: "// ")
        out += """
            //
            // Add it to a test target that depends on Swivel's SwivelClient product, then run
            //
            //     SWIVEL_URL=\(ScriptText.line(session.serverURL)) swift test
            //
            // against the server it came from; without SWIVEL_URL, SwivelServer starts `swivel` from
            // SWIVEL_BIN or PATH (in memory, on a free loopback port).

            """
        // Written as strings: LayeringTests reads a line that starts with `import` as this module's.
        out += ["import", "SwivelClient\n"].joined(separator: " ") + ["import", "Testing\n\n"].joined(separator: " ")
        if case .inline = session.app {
            out += "/// The app, as the session ran it.\nprivate let app\(name) = \(SwiftLiteral.multilineJSON(session.appJSON, indent: 0))\n\n"
        }
        out += "/// What `GET …/stack` answered.\nprivate let stack\(name) = \(SwiftLiteral.multilineJSON(session.stack, indent: 0))\n\n"
        if longLog {
            out += "/// The session's events (`GET …/events`), replayed in batches.\n"
            out += "private let events\(name) = \(SwiftLiteral.multilineJSON(.array(session.events), indent: 0))\n\n"
        }
        out += "/// Replaying the session's \(session.events.count == 1 ? "event" : "\(session.events.count) events") ends with \(ScriptText.line(session.outcome)).\n"
        out += "@Test(\(SwiftLiteral.string("Session \(session.id) replays as it ran")))\n"
        out += "func session_\(name)() async throws {\n"
        out += "    let swivel = try await SwivelServer.shared().client\n"
        out += "    let session = try await swivel.createSession(\n"
        switch session.app {
        case .named(let id, _): out += "        app: \(SwiftLiteral.string(id)),\n"
        case .inline: out += "        app: .inline(try JSONValue(parsing: app\(name))),\n"
        }
        out += "        device: \(SwiftLiteral.string(session.device)),\n"
        out += "        os: \(SwiftLiteral.string(session.os)),\n"
        out += "        orientation: \(swiftDeviceOrientation(session.orientation))"
        if !session.options.isEmpty {
            out += ",\n        options: try JSONValue(parsing: \(SwiftLiteral.json(.object(session.options))))"
        }
        out += "\n    )\n"
        if longLog {
            out += "    try await session.replay(try Event.list(parsing: events\(name)))\n"
        } else {
            for event in session.events { out += "    \(swiftStep(event))\n" }
        }
        out += "\n    let snapshot = try await session.snapshot()\n"
        out += "    #expect(snapshot.status == .\(session.status == "crashed" ? "crashed" : "running"))\n"
        if let exception = session.crashException {
            out += "    #expect(snapshot.crash?.exception == \(SwiftLiteral.string(exception)))\n"
        }
        out += "    #expect(snapshot.visible == \(session.visible.map(SwiftLiteral.string) ?? "nil"))\n"
        out += "    #expect(snapshot.interfaceOrientation == \(swiftEnumCase(session.interfaceOrientation, of: "InterfaceOrientation", in: interfaceOrientations)))\n"
        out += "    #expect(snapshot.deviceOrientation == \(swiftDeviceOrientation(session.deviceOrientation)))\n"
        out += "    #expect(try await session.stack() == Stack(json: stack\(name)))\n"
        let frames = session.views
        if !frames.isEmpty {
            out += "\n    let layout = try #require(snapshot.layout)\n"
            for (view, _, shared) in frames {
                let frame = view["frame"]?.objectValue ?? JSONObject()
                var arguments = [SwiftLiteral.string(view.viewID)]
                arguments += ["x", "y", "width", "height"].map { "\($0): \(SwiftLiteral.number(frame[$0] ?? .number(0)))" }
                if shared, let controller = view["controller"]?.stringValue {
                    arguments.append("controller: \(SwiftLiteral.string(controller))")
                }
                out += "    try expectFrame(layout, \(arguments.joined(separator: ", ")))\n"
            }
        }
        out += "}\n"
        return out
    }

    static let deviceOrientations: Set<String> = ["unknown", "portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight", "faceUp", "faceDown"]
    static let interfaceOrientations: Set<String> = ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"]

    static func swiftDeviceOrientation(_ name: String) -> String {
        swiftEnumCase(name, of: "DeviceOrientation", in: deviceOrientations)
    }

    /// `.landscapeLeft` for a known name, else the enum built from the name (it then fails to
    /// build as it should: the API writes only the known names).
    static func swiftEnumCase(_ name: String, of type: String, in known: Set<String>) -> String {
        known.contains(name) ? ".\(name)" : "\(type)(rawValue: \(SwiftLiteral.string(name)))!"
    }

    /// One event as the client's session method (`try await session.rotate(.landscapeLeft)`).
    static func swiftStep(_ event: JSONValue) -> String {
        let object = event.objectValue ?? JSONObject()
        let call: String
        switch (object["type"]?.stringValue, object.count) {
        case ("rotate", 2) where deviceOrientations.contains(object["orientation"]?.stringValue ?? ""):
            call = "rotate(.\(object["orientation"]?.stringValue ?? ""))"
        case ("tap", 2) where object["element"]?.stringValue != nil:
            call = "tap(\(SwiftLiteral.string(object["element"]?.stringValue ?? "")))"
        case ("back", 1):
            call = "back()"
        case ("back", 2) where object["navigation"]?.stringValue != nil:
            call = "back(in: \(SwiftLiteral.string(object["navigation"]?.stringValue ?? "")))"
        case ("selectTab", 2) where isWhole(object["index"]):
            call = "selectTab(\(SwiftLiteral.number(object["index"] ?? .number(0))))"
        case ("showPrimary", 1):
            call = "showPrimary()"
        case ("performSegue", 2) where object["identifier"]?.stringValue != nil:
            call = "performSegue(\(SwiftLiteral.string(object["identifier"]?.stringValue ?? "")))"
        case ("performSegue", 3) where object["identifier"]?.stringValue != nil && object["controller"]?.stringValue != nil:
            call = "performSegue(\(SwiftLiteral.string(object["identifier"]?.stringValue ?? "")), controller: \(SwiftLiteral.string(object["controller"]?.stringValue ?? "")))"
        case ("advance", 2) where isWhole(object["ms"]):
            call = "advance(ms: \(SwiftLiteral.number(object["ms"] ?? .number(0))))"
        case ("timer", 3) where object["timer"]?.stringValue != nil && ["start", "pause", "reset"].contains(object["action"]?.stringValue ?? ""):
            call = "timer(\(SwiftLiteral.string(object["timer"]?.stringValue ?? "")), .\(object["action"]?.stringValue ?? ""))"
        default:
            call = "send([.other(try JSONValue(parsing: \(SwiftLiteral.json(event))))])"
        }
        return "try await session.\(call)"
    }

    private static func isWhole(_ value: JSONValue?) -> Bool {
        guard case .number(let number)? = value else { return false }
        return number.rounded() == number && abs(number) < 1e15
    }
}
