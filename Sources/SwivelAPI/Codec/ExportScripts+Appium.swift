import Foundation
import RotationEngine
import SwivelJSON
import WebDriver

/// `?format=appium`: a test as a suite written for Appium's XCUITest driver would be, with the
/// Appium Python client against the WebDriver facade (docs/webdriver.md): WDA's rotation command,
/// elements found by name and clicked, back, tab bar items; each view's rect, the window size,
/// the orientation and the rotation asserted. Timers and the clock have no WebDriver command,
/// and the stack and visible controller no WDA read: those go to the native API of the same
/// session (a WebDriver session id is the Swivel session's).
extension ExportScripts {
    static func appium(_ session: ExportedSession) -> String {
        let file = ExportFormat.appium.fileName(session: session.id)
        let longLog = session.events.count > stepLimit
        var out = "\"\"\"Session \(ScriptText.docstring(session.id)) as an Appium test: \(ScriptText.docstring(session.summary)).\n\n"
        out += wrapped(ScriptText.docstring(
            "Exported from Swivel \(session.swivelVersion) (GET /v1/sessions/\(session.id)/export?format=appium). It drives "
            + "Swivel's WebDriver facade with the Appium Python client as a suite for Appium's XCUITest driver would, replays "
            + "the session's events and asserts what the session showed: both orientations, the window, the rect of every "
            + "view on screen and, through Swivel's native API, the stack and the visible controller. \(appNote(session))"),
            prefix: "")
        out += """

            pip install Appium-Python-Client pytest
            pytest \(file)    # SWIVEL_URL=… for another server; SWIVEL_TOKEN when it needs one
        \"\"\"
        \(appiumImports)
        SWIVEL_URL = os.environ.get("SWIVEL_URL", \(PythonLiteral.string(session.serverURL))).rstrip("/")
        TOKEN = os.environ.get("SWIVEL_TOKEN")


        """
        out += "APP = \(PythonLiteral.text(session.appJSON, column: 6))\n\n"
        out += "STACK = \(PythonLiteral.text(session.stack, column: 8))\n\n"
        if longLog { out += "EVENTS = \(PythonLiteral.text(.array(session.events), column: 9))\n\n" }
        let rotations = WebDriverOrientation.rotations.map { row in
            "\(PythonLiteral.string(row.orientation.name)): {\"x\": \(row.x), \"y\": \(row.y), \"z\": \(row.z)}"
        }
        out += "# WDA's rotations (POST …/rotation): each device orientation as degrees about x, y and z.\n"
        out += "ROTATIONS = {\n" + rotations.map { "    \($0),\n" }.joined() + "}\n"
        out += appiumHelpers(session, longLog: longLog)
        out += "\n\ndef test_session_\(ScriptText.identifier(session.id))_appium():\n"
        out += "    \"\"\"Replaying the session's \(session.events.count == 1 ? "event" : "\(session.events.count) events") ends with \(ScriptText.docstring(session.outcome)).\"\"\"\n"
        out += "    driver = start()\n    try:\n"
        if longLog {
            out += "        for event in EVENTS:\n            step(driver, event)\n"
        } else {
            for event in session.events { out += "        \(appiumStep(event))\n" }
        }
        if !session.events.isEmpty { out += "\n" }
        out += appiumAssertions(session)
        out += "    finally:\n        driver.quit()  # deletes the Swivel session\n"
        return out
    }

    /// The script's imports (kept out of a multi-line literal: `LayeringTests` reads any line
    /// that starts with `import` as one of this module's).
    private static let appiumImports = [
        "import json", "import os", "import urllib.request", "",
        "from appium import webdriver", "from appium.options.ios import XCUITestOptions",
        "from appium.webdriver.client_config import AppiumClientConfig", "from appium.webdriver.common.appiumby import AppiumBy",
        "from selenium.common.exceptions import InvalidElementStateException",
        "from selenium.webdriver.remote.client_config import AuthType", "",
    ].joined(separator: "\n")

    /// `start`, `native`, `rotate`, `tap`, `select_tab`, `rect` (and `step` for a long log).
    private static func appiumHelpers(_ session: ExportedSession, longLog: Bool) -> String {
        var capabilities: [String] = []
        switch session.app {
        case .named(let id, _): capabilities.append("options.app = \(PythonLiteral.string(id))")
        case .inline: capabilities.append("options.set_capability(\"swivel:app\", APP)  # an inline app definition")
        }
        capabilities.append("options.device_name = \(PythonLiteral.string(session.device))")
        capabilities.append("options.platform_version = \(PythonLiteral.string(session.os))")
        switch session.orientation {
        case "portrait": capabilities.append("options.set_capability(\"appium:orientation\", \"PORTRAIT\")")
        case "landscapeLeft": capabilities.append("options.set_capability(\"appium:orientation\", \"LANDSCAPE\")  # the device's landscapeLeft")
        default: capabilities.append("options.set_capability(\"swivel:orientation\", \(PythonLiteral.string(session.orientation)))  # no appium:orientation says it")
        }
        if !session.options.isEmpty {
            capabilities.append("options.set_capability(\"swivel:options\", \(PythonLiteral.compact(.object(session.options))))")
        }
        var out = """


        def start():
            \"\"\"A WebDriver session running the app, started as Appium's XCUITest driver is.\"\"\"
            options = XCUITestOptions()

        """
        out += capabilities.map { "    \($0)\n" }.joined()
        out += """
            config = AppiumClientConfig(SWIVEL_URL, auth_type=AuthType.BEARER, token=TOKEN) if TOKEN else None
            driver = webdriver.Remote(SWIVEL_URL, options=options, client_config=config)
            # WDA's rotation routes, which the Appium client reaches as custom commands.
            driver.command_executor.add_command("getRotation", "GET", "/session/$sessionId/rotation")
            driver.command_executor.add_command("setRotation", "POST", "/session/$sessionId/rotation")
            return driver


        def native(driver, path, event=None):
            \"\"\"Swivel's native API for this session (GET, or POST an event): WebDriver has no command
            for timers and the clock, nor WDA a read of the stack.\"\"\"
            headers = {"Content-Type": "application/json"}
            if TOKEN:
                headers["Authorization"] = f"Bearer {TOKEN}"
            data = None if event is None else json.dumps(event).encode()
            request = urllib.request.Request(f"{SWIVEL_URL}/v1/sessions/{driver.session_id}{path}", data=data, headers=headers)
            with urllib.request.urlopen(request, timeout=30) as answer:
                return json.load(answer)


        def rotate(driver, orientation):
            \"\"\"Turns the device. When the app refuses, WDA answers invalid element state after the device
            moved: so it was when the session was recorded, and the assertions below tell.\"\"\"
            try:
                driver.execute("setRotation", ROTATIONS[orientation])
            except InvalidElementStateException:
                pass


        def tap(driver, name):
            driver.find_element(AppiumBy.ACCESSIBILITY_ID, name).click()


        def select_tab(driver, index):
            tab_bar = driver.find_element(AppiumBy.CLASS_NAME, "XCUIElementTypeTabBar")
            tab_bar.find_elements(AppiumBy.CLASS_NAME, "XCUIElementTypeButton")[index].click()


        def rect(driver, predicate, ordinal=0):
            \"\"\"The rect of the `ordinal`-th element the predicate finds (None when there are fewer).\"\"\"
            found = driver.find_elements(AppiumBy.IOS_PREDICATE, predicate)
            return found[ordinal].rect if ordinal < len(found) else None

        """
        if longLog {
            out += """


            def step(driver, event):
                \"\"\"One logged event, as WebDriver sends it where it can.\"\"\"
                kind = event["type"]
                if kind == "rotate" and event["orientation"] in ROTATIONS:
                    rotate(driver, event["orientation"])
                elif kind == "tap":
                    tap(driver, event["element"])
                elif kind == "back":
                    driver.back()
                elif kind == "selectTab":
                    select_tab(driver, event["index"])
                else:
                    native(driver, "/events", event)

            """
        }
        return out
    }

    /// One event as a statement inside the test's `try:`.
    private static func appiumStep(_ event: JSONValue) -> String {
        let object = event.objectValue ?? JSONObject()
        func argument(_ key: String) -> String { PythonLiteral.compact(object[key] ?? .null) }
        let orientation = object["orientation"]?.stringValue
        switch (object["type"]?.stringValue, object.count) {
        case ("rotate", 2) where WebDriverOrientation.rotations.contains { $0.orientation.name == orientation }:
            return "rotate(driver, \(argument("orientation")))"
        case ("tap", 2) where object["element"] != nil: return "tap(driver, \(argument("element")))"
        case ("back", 1): return "driver.back()"
        case ("selectTab", 2) where object["index"] != nil: return "select_tab(driver, \(argument("index")))"
        default: return "native(driver, \"/events\", \(PythonLiteral.compact(event)))  # no WebDriver command for this"
        }
    }

    private static func appiumAssertions(_ session: ExportedSession) -> String {
        let interface = InterfaceOrientation(name: session.interfaceOrientation)
        let device = DeviceOrientation(name: session.deviceOrientation) ?? .portrait
        let rotation = WebDriverOrientation.rotation(of: device)
        var lines: [String] = []
        if let interface {
            lines.append("assert driver.orientation == \"\(WebDriverOrientation.name(of: interface))\"  # the interface: \(interface.name)")
        }
        lines.append("assert driver.execute(\"getRotation\")[\"value\"] == {\"x\": \(rotation.x), \"y\": \(rotation.y), \"z\": \(rotation.z)}  # the device: \(device.name)")
        if let window = session.layout?["window"]?.objectValue {
            lines.append("assert driver.get_window_size() == \(PythonLiteral.compact(.object(window)))")
        }
        for (view, ordinal, _) in session.views {
            let predicate = "type == '\(elementType(view))' AND name == '\(predicateEscaped(view.viewID))'"
            let frame = view["frame"] ?? .null
            let arguments = PythonLiteral.string(predicate) + (ordinal > 0 ? ", \(ordinal)" : "")
            lines.append("assert rect(driver, \(arguments)) == \(PythonLiteral.compact(frame))")
        }
        lines.append("snapshot = native(driver, \"\")")
        lines.append("assert snapshot[\"status\"] == \(PythonLiteral.string(session.status))")
        lines.append("assert snapshot[\"visible\"] \(session.visible.map { "== " + PythonLiteral.string($0) } ?? "is None")")
        lines.append("assert snapshot[\"interfaceOrientation\"] == \(PythonLiteral.string(session.interfaceOrientation))")
        lines.append("assert snapshot[\"deviceOrientation\"] == \(PythonLiteral.string(session.deviceOrientation))")
        lines.append("assert native(driver, \"/stack\") == STACK")
        return lines.map { "        \($0)\n" }.joined()
    }

    /// The WDA element type a view of the snapshot's layout has in the page source (the
    /// facade's rule, `ElementType`).
    static func elementType(_ view: JSONObject) -> String {
        let kind = view["kind"]?.stringValue.flatMap(ViewKind.init(rawValue:)) ?? .view
        let holdsCells = view["children"]?.arrayValue?.contains { $0["kind"]?.stringValue == ViewKind.cell.rawValue } ?? false
        return ElementType.of(kind: kind, className: view["class"]?.stringValue, uikitClass: view["uikitClass"]?.stringValue, holdsCells: holdsCells)
    }

    /// A value inside a predicate's single quotes (the facade reads `\` as an escape).
    static func predicateEscaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'")
    }
}
