import AppCatalog
import RotationEngine
import RotationExplorer
import SessionCore
import SwivelJSON

/// `swivel explore` (docs/semantics.md), the shell around the explorer: an app (a built-in id, or an
/// inline definition) on each device and iOS version asked for (a matrix), decoded exactly as
/// `POST /v1/sessions` decodes them, and the reports written as a table or as JSON.
public struct ExploreRun: Sendable {
    public let device: String
    public let os: String
    public var search: Exploration
}

public enum ExploreRuns {
    /// One run per device × iOS version. `app` is a built-in id or an app definition's JSON;
    /// `options` a JSON object of session options. An empty `devices` or `oses`, or a nil
    /// `orientation`, leaves that key out of each run's session request, which then takes what
    /// `POST /v1/sessions` takes: an imported app's design device, version and orientation
    /// (docs/app-format.md, "designedOn"), else iphone-4, iOS 6, portrait. Each run is named by
    /// the device and version it resolved to.
    public static func make(
        app: String, devices: [String], oses: [String], orientation: String?, options: String?, depth: Int, maxStates: Int,
        appsDirectory: String
    ) throws -> [ExploreRun] {
        let catalog = try AppCatalog.load(directory: appsDirectory)
        let appValue: JSONValue
        if catalog.entry(app) != nil {
            appValue = .string(app)
        } else if app.drop(while: { $0 == " " || $0 == "\n" || $0 == "\t" }).first == "{" {
            appValue = try JSONParser.parse(Array(app.utf8))
        } else {
            throw SwivelError.invalid(code: "unknown_app", message: "no built-in app \"\(app)\" and no such file; use one of \(catalog.ids.joined(separator: ", ")), or a file with an app definition")
        }
        let optionsValue: JSONValue = try options.map { try JSONParser.parse(Array($0.utf8)) } ?? .object(JSONObject())
        var runs: [ExploreRun] = []
        for device in devices.isEmpty ? [nil] : devices.map(Optional.some) {
            for os in oses.isEmpty ? [nil] : oses.map(Optional.some) {
                var body = JSONObject([(key: "app", value: appValue), (key: "options", value: optionsValue)])
                if let device { body["device"] = .string(device) }
                if let os { body["os"] = .string(os) }
                if let orientation { body["orientation"] = .string(orientation) }
                let request = try SessionRequest.decodeClientRequest(.object(body), catalog: catalog)
                runs.append(ExploreRun(device: request.deviceName, os: request.osName,
                                       search: Exploration(request.configuration, limits: .init(depth: depth, maxStates: maxStates))))
            }
        }
        return runs
    }

    /// `{"runs": [{device, os, states, transitions, depth, complete, bytesPerState, findings: [{kind, subject, detail, length, events, states, endState}]}]}`.
    public static func json(_ runs: [ExploreRun]) -> [UInt8] {
        var writer = JSONWriter(capacity: 4096)
        writer.beginObject()
        writer.key("runs")
        writer.beginArray()
        for run in runs {
            let progress = run.search.progress
            writer.beginObject()
            writer.key("device"); writer.string(run.device)
            writer.key("os"); writer.string(run.os)
            writer.key("states"); writer.int(progress.states)
            writer.key("transitions"); writer.int(progress.transitions)
            writer.key("depth"); writer.int(progress.depth)
            writer.key("exhaustive"); writer.bool(run.search.isExhaustive)
            writer.key("bytesPerState"); writer.int(run.search.bytesPerState)
            writer.key("findings")
            writer.beginArray()
            for finding in run.search.findings {
                writer.finding(finding, session: nil)
            }
            writer.endArray()
            writer.endObject()
        }
        writer.endArray()
        writer.endObject()
        return writer.bytes
    }

    /// A readable table: one block per run, one line per finding with its shortest sequence.
    public static func table(_ runs: [ExploreRun]) -> String {
        var out = ""
        for run in runs {
            let progress = run.search.progress
            let complete = run.search.isExhaustive ? "every reachable state" : run.search.truncated ? "stopped at the state budget" : "stopped at the depth bound"
            out += "\(run.device), iOS \(run.os): \(progress.states) states, \(progress.transitions) transitions, depth \(progress.depth) (\(complete))\n"
            let findings = run.search.findings
            if findings.isEmpty { out += "  no findings\n" }
            for finding in findings {
                let events = finding.events.map(describe).joined(separator: ", ")
                out += "  \(finding.kind.rawValue.padding(toLength: 24, withPad: " ", startingAt: 0)) \(finding.subject.padding(toLength: 30, withPad: " ", startingAt: 0)) \(finding.events.count) event\(finding.events.count == 1 ? "" : "s"): \(events.isEmpty ? "(at launch)" : events)\n"
                out += "      \(finding.detail) (\(finding.states) state\(finding.states == 1 ? "" : "s"))\n"
            }
        }
        return out
    }

    static func describe(_ event: Event) -> String {
        switch event {
        case .rotate(let orientation): "rotate \(orientation.name)"
        case .tap(let element): "tap \(element)"
        case .back: "back"
        case .backIn(let navigation): "back in \(navigation)"
        case .timer(let id, let action): "timer \(id) \(action.rawValue)"
        case .advance(let ms): "advance \(ms) ms"
        case .selectTab(let index): "select tab \(index)"
        case .showPrimary: "show primary"
        case .perform(let request): "perform \(request.action.name)\(request.controller.map { " from \($0)" } ?? "")"
        case .performSegue(let request): "perform segue \(request.identifier)\(request.controller.map { " from \($0)" } ?? "")"
        }
    }
}

extension JSONWriter {
    /// One finding: `{number, kind, subject, detail, length, events, states, endState[, decision, session, viewer]}`;
    /// `decision` is the last rotation decision of its sequence (`unsupportedOrientation`,
    /// `stuckOrientation`: docs/semantics.md);
    /// `session` is where to post to open it as a session (the API's jobs), `viewer` the page
    /// that does so and shows it (docs/semantics.md: "a link that opens its sequence … in the viewer").
    mutating func finding(_ finding: Finding, session: String?, viewer: String? = nil) {
        beginObject()
        key("number"); int(finding.number)
        key("kind"); string(finding.kind.rawValue)
        key("subject"); string(finding.subject)
        key("detail"); string(finding.detail)
        if finding.kind == .unsatisfiableConstraints {
            // The first interface orientation the constraint breaks in: the shortest
            // sequence's end.
            key("orientation"); string(finding.endState.interfaceOrientation.name)
        }
        key("length"); int(finding.events.count)
        key("events")
        beginArray()
        for event in finding.events { event.write(to: &self) }
        endArray()
        key("states"); int(finding.states)
        key("endState")
        beginObject()
        key("visible"); string(finding.endState.visible)
        key("interfaceOrientation"); string(finding.endState.interfaceOrientation.name)
        key("deviceOrientation"); string(finding.endState.deviceOrientation.name)
        endObject()
        if let last = finding.decision {
            key("decision"); decision(last)
        }
        if let session {
            key("session"); string(session)
        }
        if let viewer {
            key("viewer"); string(viewer)
        }
        endObject()
    }
}
