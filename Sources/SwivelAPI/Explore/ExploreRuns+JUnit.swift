import RotationExplorer

/// `swivel explore … --junit FILE` (README, Testing your app in CI): the report as JUnit XML, which every CI system
/// shows as tests. A `<testsuite>` per run (the app on one device and iOS version) holds a
/// `<testcase>` per finding kind the explorer checks, so a CI page lists what was checked, not
/// only what broke. A case fails exactly where `--fail-on` makes the exit status 1 — its kind
/// has findings and is named there — with each finding and its shortest sequence in the
/// `<failure>`; findings of kinds not named pass, listed in the case's `<system-out>`.
extension ExploreRuns {
    /// The kinds a command-line run checks (user properties come only over HTTP).
    static let junitKinds = FindingKind.allCases.filter { $0 != .property }

    /// The XML document; `seconds` is how long each run took (JUnit's `time`).
    public static func junit(_ runs: [ExploreRun], failOn: Set<String>, seconds: [Double]) -> String {
        var suites = ""
        var failures = 0
        for (index, run) in runs.enumerated() {
            let (suite, failed) = junitSuite(run, failOn: failOn, seconds: index < seconds.count ? seconds[index] : 0)
            suites += suite
            failures += failed
        }
        let apps = Set(runs.map { $0.search.configuration.app.id }).sorted().joined(separator: ", ")
        let total = seconds.reduce(0, +)
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<testsuites name=\"\(xml("swivel explore \(apps)"))\" tests=\"\(runs.count * junitKinds.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\" time=\"\(time(total))\">\n"
            + suites + "</testsuites>\n"
    }

    /// One run's `<testsuite>` and how many of its cases failed.
    private static func junitSuite(_ run: ExploreRun, failOn: Set<String>, seconds: Double) -> (String, Int) {
        let app = run.search.configuration.app.id
        let name = xml("\(app) on \(run.device), iOS \(run.os)")
        let progress = run.search.progress
        var cases = ""
        var failed = 0
        for kind in junitKinds {
            let findings = run.search.findings.filter { $0.kind == kind }
            cases += "    <testcase classname=\"\(name)\" name=\"\(kind.rawValue)\" time=\"0\""
            if findings.isEmpty {
                cases += "/>\n"
                continue
            }
            let text = xml(findings.map(describe).joined(separator: "\n"))
            let count = "\(findings.count) \(kind.rawValue) finding\(findings.count == 1 ? "" : "s")"
            if failOn.contains(kind.rawValue) {
                failed += 1
                cases += ">\n      <failure type=\"\(kind.rawValue)\" message=\"\(xml(count)): \(xml(findings[0].detail))\">\(text)</failure>\n    </testcase>\n"
            } else {
                cases += ">\n      <system-out>\(xml(count)) (not in --fail-on):\n\(text)</system-out>\n    </testcase>\n"
            }
        }
        let properties = [
            ("app", app), ("device", run.device), ("os", run.os), ("states", "\(progress.states)"),
            ("transitions", "\(progress.transitions)"), ("depth", "\(progress.depth)"), ("exhaustive", "\(run.search.isExhaustive)"),
        ].map { "      <property name=\"\($0.0)\" value=\"\(xml($0.1))\"/>\n" }.joined()
        let suite = "  <testsuite name=\"\(name)\" tests=\"\(junitKinds.count)\" failures=\"\(failed)\" errors=\"0\" skipped=\"0\" time=\"\(time(seconds))\">\n"
            + "    <properties>\n\(properties)    </properties>\n" + cases + "  </testsuite>\n"
        return (suite, failed)
    }

    /// A finding as the table shows it: kind, subject, shortest sequence, then what was seen.
    private static func describe(_ finding: Finding) -> String {
        let events = finding.events.map(describe).joined(separator: ", ")
        return "\(finding.kind.rawValue) \(finding.subject): \(finding.events.count) event\(finding.events.count == 1 ? "" : "s"): "
            + "\(events.isEmpty ? "(at launch)" : events)\n  \(finding.detail) (\(finding.states) state\(finding.states == 1 ? "" : "s"))"
    }

    /// Seconds with millisecond precision.
    private static func time(_ seconds: Double) -> String {
        let milliseconds = Int((seconds * 1000).rounded())
        let fraction = String(milliseconds % 1000)
        return "\(milliseconds / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
    }

    /// Text or an attribute value with XML's five characters escaped; characters XML 1.0 does
    /// not allow at all (most controls) become U+FFFD.
    static func xml(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n", "\t": out.unicodeScalars.append(scalar)
            case "\r": out += "&#13;"
            default:
                let allowed = scalar.value >= 0x20 && !(0xFFFE...0xFFFF).contains(scalar.value)
                out.unicodeScalars.append(allowed ? scalar : "\u{FFFD}")
            }
        }
        return out
    }
}
