import SwivelJSON

/// The scripts `GET /v1/sessions/{id}/export?format=…` answers (README, Testing your app in CI), one file per
/// format: `pytest` (the Python client's `swivel` fixture), `appium` (the Appium Python client
/// against the WebDriver facade), `curl` (bash) and `swift-testing` (Swift Testing with the
/// Swift client, clients/swift/README.md). Each recreates the session, replays its
/// events and checks — or, for curl, prints — what the session shows when exported, so a
/// session someone clicked through in the viewer becomes a regression test.
///
/// Only values from the session go in, each through `PythonLiteral` (Python), `SwiftLiteral`
/// (Swift) or a quoted heredoc of the API's JSON (bash); ids in comments and docstrings through
/// `ScriptText`.
enum ExportScripts {
    static func script(_ format: ExportFormat, for session: ExportedSession) -> String {
        switch format {
        case .pytest: pytest(session)
        case .appium: appium(session)
        case .curl: curl(session)
        case .swiftTesting: swiftTesting(session)
        }
    }

    /// Up to this many events are written one statement each, readable as the steps they
    /// were; a longer log is replayed as data (`EVENTS`), in batches.
    static let stepLimit = 200

    /// Where the app comes from, for the script's header.
    static func appNote(_ session: ExportedSession) -> String {
        switch session.app {
        case .named(let id, let registered):
            return registered
                ? "The app is the registered app \(ScriptText.line(id)), by id: the test runs it as the server has it now, so it must be registered where the test runs."
                : "The app is the built-in \(ScriptText.line(id))."
        case .inline(_, let renamed?):
            return "The app is inline, as the session ran it: \(ScriptText.line(renamed)) has changed since (or names another app), so this copy has its own id."
        case .inline:
            return "The app is inline, as the session ran it."
        }
    }

    /// Wraps `text` at `width` columns, each line starting with `prefix`.
    static func wrapped(_ text: String, prefix: String, width: Int = 96) -> String {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            if !line.isEmpty && prefix.count + line.count + 1 + word.count > width {
                lines.append(prefix + line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { lines.append(prefix + line) }
        return lines.joined(separator: "\n") + "\n"
    }
}
