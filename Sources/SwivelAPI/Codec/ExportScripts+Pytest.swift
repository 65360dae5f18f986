import SwivelJSON

/// `?format=pytest`: a test for the Python client's pytest plugin (clients/python): the
/// `swivel` fixture, one session method per event, and assertions on the snapshot, the stack
/// and every view's frame (`assert_frame`).
extension ExportScripts {
    static func pytest(_ session: ExportedSession) -> String {
        let name = ScriptText.identifier(session.id)
        let file = ExportFormat.pytest.fileName(session: session.id)
        let frames = session.views
        var out = "\"\"\"Session \(ScriptText.docstring(session.id)) as a test: \(ScriptText.docstring(session.summary)).\n\n"
        out += wrapped(ScriptText.docstring(
            "Exported from Swivel \(session.swivelVersion) (GET /v1/sessions/\(session.id)/export?format=pytest). It recreates "
            + "the session, replays its events and asserts what the session showed: the stack, the visible controller, both "
            + "orientations and the frame of every view on screen. \(appNote(session))"), prefix: "")
        out += """

            pip install ./clients/python    # in the Swivel repository: the client and its pytest plugin
            pytest \(file)

        The plugin starts `swivel` from SWIVEL_BIN or PATH; with SWIVEL_URL=\(ScriptText.docstring(session.serverURL)) it uses
        that server instead (the one this came from).
        \"\"\"

        """
        if !frames.isEmpty { out += "from swivel_client import assert_frame\n\n" }
        out += "APP = \(PythonLiteral.text(session.appJSON, column: 6))\n\n"
        out += "STACK = \(PythonLiteral.text(session.stack, column: 8))\n"
        if session.events.count > stepLimit {
            out += "\nEVENTS = \(PythonLiteral.text(.array(session.events), column: 9))\n"
        }
        out += "\n\ndef test_session_\(name)(swivel):\n"
        out += "    \"\"\"Replaying the session's \(session.events.count == 1 ? "event" : "\(session.events.count) events") ends with \(ScriptText.docstring(session.outcome)).\"\"\"\n"
        var create = "app=APP, device=\(PythonLiteral.string(session.device)), os=\(PythonLiteral.string(session.os)), orientation=\(PythonLiteral.string(session.orientation))"
        if !session.options.isEmpty { create += ", options=\(PythonLiteral.compact(.object(session.options)))" }
        out += "    session = swivel.create_session(\(create))\n"
        if session.events.count > stepLimit {
            out += "    session.replay(EVENTS)\n"
        } else {
            for event in session.events { out += "    \(pytestStep(event))\n" }
        }
        out += "\n    snapshot = session.snapshot()\n"
        out += "    assert snapshot[\"status\"] == \(PythonLiteral.string(session.status))\n"
        if let exception = session.crashException {
            out += "    assert snapshot[\"crash\"][\"exception\"] == \(PythonLiteral.string(exception))\n"
        }
        out += "    assert snapshot[\"visible\"] \(session.visible.map { "== " + PythonLiteral.string($0) } ?? "is None")\n"
        out += "    assert snapshot[\"interfaceOrientation\"] == \(PythonLiteral.string(session.interfaceOrientation))\n"
        out += "    assert snapshot[\"deviceOrientation\"] == \(PythonLiteral.string(session.deviceOrientation))\n"
        out += "    assert session.stack() == STACK\n"
        if !frames.isEmpty {
            out += "\n    layout = snapshot[\"layout\"]\n"
            for (view, _, shared) in frames {
                var arguments = [PythonLiteral.string(view.viewID)] + frameArguments(view)
                if shared, let controller = view["controller"]?.stringValue {
                    arguments.append("controller=\(PythonLiteral.string(controller))")
                }
                out += "    assert_frame(layout, \(arguments.joined(separator: ", ")))\n"
            }
        }
        return out
    }

    /// `x=0, y=20, width=320, height=460`.
    static func frameArguments(_ view: JSONObject) -> [String] {
        let frame = view["frame"]?.objectValue ?? JSONObject()
        return ["x", "y", "width", "height"].map { "\($0)=\(PythonLiteral.compact(frame[$0] ?? .number(0)))" }
    }

    /// One event as the client's session method (`session.rotate("landscapeLeft")`).
    static func pytestStep(_ event: JSONValue) -> String {
        let object = event.objectValue ?? JSONObject()
        func argument(_ key: String) -> String { PythonLiteral.compact(object[key] ?? .null) }
        switch (object["type"]?.stringValue, object.count) {
        case ("rotate", 2) where object["orientation"] != nil: return "session.rotate(\(argument("orientation")))"
        case ("tap", 2) where object["element"] != nil: return "session.tap(\(argument("element")))"
        case ("back", 1): return "session.back()"
        case ("back", 2) where object["navigation"] != nil: return "session.back(navigation=\(argument("navigation")))"
        case ("selectTab", 2) where object["index"] != nil: return "session.select_tab(\(argument("index")))"
        case ("showPrimary", 1): return "session.show_primary()"
        case ("performSegue", 2) where object["identifier"] != nil: return "session.perform_segue(\(argument("identifier")))"
        case ("performSegue", 3) where object["identifier"] != nil && object["controller"] != nil:
            return "session.perform_segue(\(argument("identifier")), controller=\(argument("controller")))"
        case ("advance", 2) where object["ms"] != nil: return "session.advance(\(argument("ms")))"
        case ("timer", 3) where object["timer"] != nil && object["action"] != nil:
            return "session.timer(\(argument("timer")), \(argument("action")))"
        default: return "session.send(\(PythonLiteral.compact(event)))"
        }
    }
}
