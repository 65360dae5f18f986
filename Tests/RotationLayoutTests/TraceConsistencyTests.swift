import RotationEngine
import RotationLayout
import Testing

/// An event sequence through one built-in app, on one device and iOS version.
struct ConsistencyScenario: Sendable, CustomTestStringConvertible {
    let app: String
    let device: Device
    let os: OSVersion
    let events: [Event]
    var testDescription: String { "\(app) \(device.id) iOS \(os.rawValue)" }

    static let paths: [String: [Event]] = [
        "alternate-landscape": [.rotate(.landscapeLeft), .tap(element: "showB"), .rotate(.portrait), .back,
                                .rotate(.landscapeRight), .rotate(.faceUp), .rotate(.portraitUpsideDown), .rotate(.portrait)],
        "selective-rotation": [.rotate(.landscapeLeft), .tap(element: "showLocked"), .rotate(.portrait),
                               .rotate(.landscapeRight), .back, .rotate(.landscapeLeft), .rotate(.portrait)],
        "swapper": [.rotate(.landscapeLeft), .rotate(.landscapeRight), .rotate(.portraitUpsideDown), .rotate(.portrait),
                    .rotate(.faceDown), .rotate(.landscapeLeft)],
        "exercise-timer": [.tap(element: "start"), .advance(ms: 61_000), .rotate(.landscapeLeft), .rotate(.landscapeRight),
                           .tap(element: "pause"), .rotate(.portraitUpsideDown), .rotate(.portrait)],
        "lifecycle-logger": [.tap(element: "present"), .rotate(.landscapeLeft), .tap(element: "present"), .back,
                             .rotate(.portraitUpsideDown), .back, .rotate(.portrait)],
    ]

    static let all: [ConsistencyScenario] = builtInAppIDs.flatMap { app in
        Device.classic.flatMap { device in
            OSVersion.classic.map { ConsistencyScenario(app: app, device: device, os: $0, events: paths[app] ?? []) }
        }
    }
}

/// Checks that every visible controller's view in the layout has the bounds of that controller's last trace entry, and that the entry agrees (`boundsCorrect`).
func expectLayoutMatchesTrace(_ driver: Driver, after step: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let layout = driver.layout
    for ref in driver.state.visibleControllers {
        let id = driver.state.instance(ref).id
        guard let view = layout.allViews.first(where: { $0.controller == id }) else {
            Issue.record("\(step): \(id) is visible but has no view in the layout", sourceLocation: sourceLocation)
            continue
        }
        guard let entry = driver.trace.last(where: { $0.controller == id && $0.bounds != nil }), let bounds = entry.bounds else {
            Issue.record("\(step): \(id) has no trace entry with bounds", sourceLocation: sourceLocation)
            continue
        }
        #expect(view.bounds == Rect(size: bounds.size), "\(step): \(id) layout \(describe(view.bounds)) vs trace #\(entry.seq) \(entry.callback) \(describe(bounds))", sourceLocation: sourceLocation)
        if driver.lastTrace.contains(where: { $0.seq == entry.seq }) {
            #expect(entry.boundsCorrect == true, "\(step): \(id) last entry \(entry.callback) not boundsCorrect", sourceLocation: sourceLocation)
        }
    }
}

/// After the launch and after every event, each visible controller's view bounds in the layout are the bounds its last trace entry saw (docs/semantics.md, `boundsCorrect`: the same bounds once the event has finished).
@Test(arguments: ConsistencyScenario.all)
func layoutBoundsMatchTheTrace(_ scenario: ConsistencyScenario) {
    var driver = Driver(scenario.app, device: scenario.device, os: scenario.os)
    expectLayoutMatchesTrace(driver, after: "launch")
    for (index, event) in scenario.events.enumerated() {
        do {
            try driver.send(event)
        } catch {
            continue // refused (e.g. no back button on this path's iOS version): nothing changed
        }
        expectLayoutMatchesTrace(driver, after: "event \(index) \(event)")
    }
}

/// Launched in landscape, the layout agrees with the launch trace too.
@Test(arguments: ConsistencyScenario.all)
func layoutBoundsMatchTheLaunchTraceInLandscape(_ scenario: ConsistencyScenario) {
    let driver = Driver(scenario.app, device: scenario.device, os: scenario.os, orientation: .landscapeLeft)
    expectLayoutMatchesTrace(driver, after: "landscape launch")
}
