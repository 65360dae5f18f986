import RotationEngine
import Testing

// docs/semantics.md: the same events give identical traces and states.

/// A mixed script per built-in app, every kind of event included where the app allows it.
let scripts: [(app: String, events: [Event])] = [
    ("alternate-landscape", [.rotate(.landscapeLeft), .tap(element: "showB"), .rotate(.portrait), .back, .rotate(.faceUp), .rotate(.landscapeRight), .rotate(.portraitUpsideDown), .advance(ms: 10)]),
    ("selective-rotation", [.rotate(.landscapeLeft), .tap(element: "showLocked"), .rotate(.portrait), .back, .rotate(.landscapeRight)]),
    ("swapper", [.rotate(.landscapeLeft), .rotate(.landscapeRight), .rotate(.portraitUpsideDown), .rotate(.portrait)]),
    ("exercise-timer", [.tap(element: "start"), .advance(ms: 1_000), .rotate(.landscapeLeft), .tap(element: "pause"), .advance(ms: 500), .rotate(.landscapeRight), .timer(id: "workout", action: .reset)]),
    ("lifecycle-logger", [.tap(element: "present"), .rotate(.landscapeLeft), .back, .rotate(.faceDown), .rotate(.portrait)]),
]

func run(_ appID: String, _ events: [Event], device: Device, os: OSVersion) throws -> Driver {
    var driver = Driver(appID, device: device, os: os)
    for event in events { try driver.send(event) }
    return driver
}

/// Running the same script twice gives equal traces and states, on every device and iOS version.
@Test(arguments: [Device.iphone35, .iphone4, .ipad], [OSVersion.iOS5, .iOS6])
func sameEventsSameOutput(device: Device, os: OSVersion) throws {
    for script in scripts {
        let first = try run(script.app, script.events, device: device, os: os)
        let second = try run(script.app, script.events, device: device, os: os)
        #expect(first.trace == second.trace, "\(script.app)")
        #expect(first.state == second.state, "\(script.app)")
        #expect(first.state.version == script.events.count)
    }
}

/// Applying events one at a time or replaying them onto a fresh launch agree entry for entry (the event log is replayable).
@Test func replayFromTheLogGivesTheSameState() throws {
    let script = scripts[0]
    let live = try run(script.app, script.events, device: .iphone4, os: .iOS6)
    var replayed = Driver(script.app)
    var transitions: [TraceEntry] = replayed.trace
    for event in script.events {
        let transition = try Engine.apply(event, to: replayed.state)
        replayed.state = transition.state
        transitions += transition.trace
    }
    #expect(transitions == live.trace)
    #expect(replayed.state == live.state)
}

/// A pseudo-random walk (fixed seed) of rotations, taps and backs is reproducible and never breaks the session's invariants.
@Test(arguments: ["alternate-landscape", "selective-rotation", "swapper", "exercise-timer", "lifecycle-logger"])
func randomWalkIsReproducibleAndConsistent(appID: String) {
    func walk() -> Driver {
        var generator = SplitMix64(seed: 0x5EED)
        var driver = Driver(appID)
        for _ in 0..<300 {
            let choice = Int(generator.next() % 10)
            let event: Event
            switch choice {
            case 0...4: event = .rotate(DeviceOrientation.allCases[Int(generator.next() % 7)])
            case 5...6:
                let ids = driver.state.onScreenViews.filter { $0.view.action != nil }.map(\.view.id)
                event = ids.isEmpty ? .advance(ms: 100) : .tap(element: ids[Int(generator.next() % UInt64(ids.count))])
            case 7: event = .back
            default: event = .advance(ms: Int(generator.next() % 5_000))
            }
            _ = try? driver.send(event)
            checkInvariants(driver)
        }
        return driver
    }
    let first = walk()
    let second = walk()
    #expect(first.trace == second.trace)
    #expect(first.state == second.state)
}

/// What holds after every event: seq numbering, the visible controller's bounds, attached stack members.
func checkInvariants(_ driver: Driver, sourceLocation: SourceLocation = #_sourceLocation) {
    let state = driver.state
    #expect(state.status == .running, sourceLocation: sourceLocation)
    #expect(state.lastSeq == driver.trace.count, sourceLocation: sourceLocation)
    #expect(driver.trace.last.map { $0.seq == driver.trace.count } ?? true, sourceLocation: sourceLocation)
    for ref in state.visibleControllers {
        #expect(state.instance(ref).bounds == state.settledBounds(of: ref), "\(state.instance(ref).id)", sourceLocation: sourceLocation)
    }
    for ref in state.navigationStack ?? [] {
        #expect(state.instance(ref).isAttached, sourceLocation: sourceLocation)
    }
    #expect(driver.lastTrace.allSatisfy { entry in entry.bounds == nil || entry.boundsCorrect != nil }, sourceLocation: sourceLocation)
}

/// A tiny deterministic generator (SplitMix64) so the walk is the same on every machine.
struct SplitMix64 {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Replaying without keeping the trace (a restored session's older events) reaches the same state and decisions, event by event, and counts the entries it did not keep.
@Test(arguments: [(Device.iphone4, OSVersion.iOS6), (DeviceCatalogue.device(id: "iphone-15-pro")!, OSVersion.iOS17)])
func replayWithoutTheTraceReachesTheSameState(device: Device, os: OSVersion) {
    for script in scripts {
        var traced = Driver(script.app, device: device, os: os).state
        var untraced = traced
        for event in script.events {
            // An event this app refuses here is refused by both.
            let kept = try? Engine.run(event, on: &traced)
            let counted = try? Engine.run(event, on: &untraced, keepsTrace: false)
            #expect((kept == nil) == (counted == nil), "\(script.app) \(event)")
            #expect(counted?.trace.isEmpty ?? true)
            #expect(counted?.traceCount == kept?.trace.count, "\(script.app) \(event)")
            #expect(counted?.decisions == kept?.decisions, "\(script.app) \(event)")
            #expect(untraced == traced, "\(script.app) \(event)")
        }
        #expect(traced.version > 0, "\(script.app)")
    }
}
