@_exported import RotationTestSupport
import AppCatalog
import RotationEngine
import RotationExplorer
import Testing

// docs/semantics.md, "The explorer"'s reference results (built-in apps, iOS 6, iphone-4) and the explorer's promises:
// each finding's sequence reproduces it, and no shorter sequence does.

func explore(_ app: String, os: OSVersion = .iOS6, device: Device = .iphone4, options: SessionOptions = SessionOptions(), depth: Int = 6) -> [Finding] {
    var search = Exploration(SessionConfiguration(app: RotationTestSupport.app(app), device: device, os: os, options: options),
                             limits: .init(depth: depth, maxStates: 50_000))
    _ = search.run()
    return search.findings
}

func finding(_ findings: [Finding], _ kind: FindingKind, _ subject: String) -> Finding? {
    findings.first { $0.kind == kind && $0.subject == subject }
}

/// Seed 000: the landscape controller popped while the interface stays landscape — A portrait shown in landscape — in 2 events (rotate landscapeLeft, rotate portraitUpsideDown); the bar leak in 2 (tap showB, back).
@Test func alternateLandscapeReferenceResults() {
    let findings = explore("alternate-landscape")
    let undesigned = finding(findings, .undesignedOrientation, "APortraitViewController")
    #expect(undesigned?.events == [.rotate(.landscapeLeft), .rotate(.portraitUpsideDown)])
    #expect(undesigned?.endState.interfaceOrientation == .landscapeRight)
    #expect(finding(findings, .barLeak, "APortraitViewController")?.events == [.tap(element: "showB"), .back])
    #expect(!findings.contains { $0.kind == .crash })
}

/// Seed 001: LockedViewController shown in landscape in 2 (rotate landscapeLeft, tap showLocked), against its design and its own answers.
@Test func selectiveRotationReferenceResults() {
    let findings = explore("selective-rotation")
    let expected: [Event] = [.rotate(.landscapeLeft), .tap(element: "showLocked")]
    #expect(finding(findings, .undesignedOrientation, "LockedViewController")?.events == expected)
    #expect(finding(findings, .unsupportedOrientation, "LockedViewController")?.events == expected)
}

/// Seed 001 stuck after popping Locked: the shortest is 3 events — show Locked, turn the device (refused), back: Home in portrait while the device is landscape and the decision would allow it (the 4-event landscape case docs/semantics.md calls its mirror).
@Test func selectiveRotationStuckOrientation() {
    let stuck = finding(explore("selective-rotation"), .stuckOrientation, "HomeViewController")
    #expect(stuck?.events == [.tap(element: "showLocked"), .rotate(.landscapeLeft), .back])
    #expect(stuck?.endState.interfaceOrientation == .portrait)
    #expect(stuck?.endState.deviceOrientation == .landscapeLeft)
}

/// Seed 003's first version (timerOwner child): a timer reset by a rotation in 2 events (tap start, rotate).
@Test func exerciseTimerChildOwnerResetsTimers() {
    let findings = explore("exercise-timer", options: SessionOptions(timerOwner: .child), depth: 3)
    let reset = finding(findings, .timerReset, "workout")
    #expect(reset?.events.count == 2)
    #expect(reset?.events.first == .tap(element: "start"))
    if case .rotate = reset?.events.last {} else { Issue.record("the reset comes from a rotation: \(String(describing: reset?.events))") }
    // With the timers in the timer model (the fix), no reset.
    #expect(finding(explore("exercise-timer", depth: 3), .timerReset, "workout") == nil)
}

/// No built-in app crashes on any path (depth 5, iPhone and iPad, iOS 5 and 6; the constraint apps on iOS 6 only: iOS 5 cannot load constraints).
@Test(arguments: ["alternate-landscape", "alternate-landscape-modal", "constraint-form", "constraint-form-scrolling", "exercise-timer", "lifecycle-logger", "selective-rotation", "swapper", "tabbed-rotation"])
func builtInAppsNeverCrash(app: String) {
    for device in [Device.iphone4, .ipad] {
        for os in OSVersion.classic where !(app.hasPrefix("constraint-") && os == .iOS5) {
            let crashes = explore(app, os: os, device: device, depth: 5).filter { $0.kind == .crash }
            #expect(crashes.isEmpty, "\(app) on \(device) iOS \(os.rawValue): \(crashes)")
        }
    }
}

/// Every reported sequence, replayed from launch, ends in a state that still shows it (state findings), and the search is deterministic.
@Test(arguments: ["alternate-landscape", "selective-rotation", "tabbed-rotation", "alternate-landscape-modal"])
func sequencesReplayToTheirFindings(app: String) throws {
    let findings = explore(app, depth: 5)
    #expect(findings.map(\.events) == explore(app, depth: 5).map(\.events))
    for found in findings where [.undesignedOrientation, .unsupportedOrientation, .stuckOrientation].contains(found.kind) {
        var driver = Driver(app)
        for event in found.events { try driver.send(event) }
        #expect(driver.state.interfaceOrientation == found.endState.interfaceOrientation, "\(found.kind) \(found.subject)")
        #expect(driver.state.className(of: driver.state.visibleController) == found.endState.visible)
    }
}

/// Shortest: no sequence shorter than the reported one shows A portrait in landscape (brute force over every sequence of length 0 and 1).
@Test func reportedSequenceIsMinimal() throws {
    let undesigned = try #require(finding(explore("alternate-landscape"), .undesignedOrientation, "APortraitViewController"))
    #expect(undesigned.events.count == 2)
    let launched = Engine.launch(SessionConfiguration(app: RotationTestSupport.app("alternate-landscape"))).state
    func shows(_ state: SessionState) -> Bool {
        state.className(of: state.visibleController) == "APortraitViewController" && state.interfaceOrientation.isLandscape
    }
    #expect(!shows(launched))
    for event in allEvents(launched) {
        if let next = try? Engine.apply(event, to: launched) { #expect(!shows(next.state), "\(event)") }
    }
}

/// Every event a client could send in a state (a superset of the explorer's alphabet).
func allEvents(_ state: SessionState) -> [Event] {
    DeviceOrientation.allCases.map { Event.rotate($0) } + state.onScreenViews.map { Event.tap(element: $0.view.id) } + [.back]
}

/// The constraint form: its bottom margin constraint is broken in 1 event (rotate landscapeLeft, interface landscapeRight), and the Sign up button then lies outside the window; the scrolling fix shows neither.
@Test func constraintFormReferenceResults() {
    let findings = explore("constraint-form", depth: 4)
    let broken = finding(findings, .unsatisfiableConstraints, "signUp.bottomMargin")
    #expect(broken?.events == [.rotate(.landscapeLeft)])
    #expect(broken?.endState.interfaceOrientation == .landscapeRight)
    #expect(finding(findings, .layoutDefect, "signUp")?.events == [.rotate(.landscapeLeft)])
    #expect(!findings.contains { $0.kind == .ambiguousLayout })
    let fixed = explore("constraint-form-scrolling", depth: 4)
    #expect(!fixed.contains { [.unsatisfiableConstraints, .ambiguousLayout, .layoutDefect].contains($0.kind) }, "\(fixed.map { ($0.kind, $0.subject) })")
}

/// A view whose constraints leave its frame open is an ambiguousLayout finding at launch.
@Test func ambiguousViewIsFound() throws {
    let json = #"""
    {"id": "loose", "root": "Root", "controllers": {"Root": {
      "view": {"id": "rootView", "constraints": [{"item": "loose", "attribute": "centerX", "toItem": "rootView", "toAttribute": "centerX"}]},
      "elements": [{"id": "loose", "frame": {"x": 0, "y": 10, "width": 80, "height": 30}}]}}}
    """#
    let definition = try AppCatalog.decodeFile(named: "loose", bytes: Array(json.utf8)).definition
    var search = Exploration(SessionConfiguration(app: definition, device: .iphone4, os: .iOS6, options: SessionOptions()), limits: .init(depth: 2, maxStates: 1_000))
    _ = search.run()
    #expect(finding(search.findings, .ambiguousLayout, "loose")?.events == [])
}

/// Seed 001 on iPhone 15 Pro, iOS 17: Locked is shown in landscape (against its design) and nothing is stuck any more — iOS 16 no longer consults its shouldAutorotate NO, so turning the device with Locked on top turns it too.
@Test func selectiveRotationOnIOS17ShowsLockedInLandscape() {
    let findings = explore("selective-rotation", os: .iOS17, device: iPhone15Pro)
    #expect(finding(findings, .undesignedOrientation, "LockedViewController")?.events == [.rotate(.landscapeLeft), .tap(element: "showLocked")])
    #expect(finding(findings, .stuckOrientation, "HomeViewController") == nil)
    var driver = Driver("selective-rotation", device: iPhone15Pro, os: .iOS17)
    driver.tap("showLocked")
    driver.rotate(.landscapeLeft)
    #expect(driver.visible == "LockedViewController#1" && driver.state.interfaceOrientation == .landscapeRight)
}
