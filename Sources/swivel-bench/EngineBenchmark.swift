import AppCatalog
import Foundation
import RotationEngine
@_spi(Benchmarks) import RotationLayout

/// `swivel-bench engine [--events N] [--repeat N] [--apps DIR] [--app ID] [--rows classic|modern|both] [--events-only]`: engine
/// events/s on a mixed sequence per built-in app (one core, no I/O) on iphone-4 / iOS 6 and on
/// iphone-15-pro / iOS 17, plus the cost of resolving the layout.
enum EngineBenchmark {
    static func run(arguments: [String]) throws {
        let count = Int(value(after: "--events", in: arguments) ?? "") ?? 1_000
        let repeats = Int(value(after: "--repeat", in: arguments) ?? "") ?? 200
        let directory = value(after: "--apps", in: arguments) ?? "Config/apps"
        // `--app ID` measures one app alone (callgrind profiles one at a time).
        let only = value(after: "--app", in: arguments)
        let apps = try AppCatalog.load(directory: directory).entries.map(\.definition).filter { only == nil || $0.id == only }
        print("engine: \(count)-event mixed sequence per app, replayed \(repeats) times, one thread")
        print("app".padding(toLength: 22, withPad: " ", startingAt: 0), "events/s".padding(toLength: 12, withPad: " ", startingAt: 0), "trace entries/event", "layout µs")
        // `--rows classic` or `--rows modern` runs one table alone (callgrind measures one at a time).
        let rows = value(after: "--rows", in: arguments) ?? "both"
        // `--events-only` leaves out the layout timings and the constraint screen, so a profile
        // of the run is the engine's events alone.
        eventsOnly = arguments.contains("--events-only")
        var classic: [String: Figures] = [:]
        for app in apps where rows != "modern" {
            let figures = measure(SessionConfiguration(app: app), count: count, repeats: repeats)
            classic[app.id] = figures
            printRow(app.id, figures)
        }
        // Today's iOS on today's phone (docs/semantics.md, "iOS versions"): size transitions, traits
        // and safe areas, beside the same app on iOS 6.
        let modern = DeviceCatalogue.device(id: "iphone-15-pro")!
        guard rows != "classic" else { return eventsOnly ? () : constraintScreen() }
        print("engine on \(modern.id), iOS 17 (ratios against the app's iphone-4 / iOS 6 row: events/s, and trace entries per event)")
        for app in apps {
            let figures = measure(SessionConfiguration(app: app, device: modern, os: .iOS17), count: count, repeats: repeats)
            printRow(app.id, figures, ratio: classic[app.id].map { (figures.eventsPerSecond / $0.eventsPerSecond, figures.entriesPerEvent / $0.entriesPerEvent) })
        }
        if !eventsOnly { constraintScreen() }
    }

    nonisolated(unsafe) static var eventsOnly = false

    struct Figures {
        var eventsPerSecond: Double
        var entriesPerEvent: Double
        var layoutMicros: Double
        var viewsSeen: Int
    }

    /// Replays the app's mixed sequence `repeats` times from launch, then times its layout.
    static func measure(_ configuration: SessionConfiguration, count: Int, repeats: Int) -> Figures {
        let events = mixedSequence(count: count, app: configuration.app)
        var applied = 0
        var entries = 0
        let start = DispatchTime.now().uptimeNanoseconds
        for _ in 0..<repeats {
            var state = Engine.launch(configuration).state
            // In place, as the server applies an event (`SessionHost`); the trace is dropped
            // as the server drops it once encoded.
            for event in events {
                guard let output = try? Engine.run(event, on: &state) else { continue }
                applied += 1
                entries += output.trace.count
            }
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        if eventsOnly {
            return Figures(eventsPerSecond: Double(applied) / seconds, entriesPerEvent: Double(entries) / Double(max(applied, 1)), layoutMicros: 0, viewsSeen: 1)
        }
        let state = Engine.launch(configuration).state
        let layoutStart = DispatchTime.now().uptimeNanoseconds
        var views = 0
        for _ in 0..<10_000 { views += LayoutResolver.resolve(state).root.children.count }
        let layoutMicros = Double(DispatchTime.now().uptimeNanoseconds - layoutStart) / 1e3 / 10_000
        return Figures(eventsPerSecond: Double(applied) / seconds, entriesPerEvent: Double(entries) / Double(max(applied, 1)),
                       layoutMicros: layoutMicros, viewsSeen: views)
    }

    static func printRow(_ id: String, _ figures: Figures, ratio: (speed: Double, entries: Double)? = nil) {
        print(
            id.padding(toLength: 22, withPad: " ", startingAt: 0),
            String(Int(figures.eventsPerSecond)).padding(toLength: 12, withPad: " ", startingAt: 0),
            String(format: "%.1f", figures.entriesPerEvent).padding(toLength: 19, withPad: " ", startingAt: 0),
            String(format: "%.2f", figures.layoutMicros), figures.viewsSeen > 0 ? "" : "!",
            ratio.map { String(format: "  %.2f× (%.2f× the entries)", $0.speed, $0.entries) } ?? ""
        )
    }

    /// A 50-view constraint screen (docs/semantics.md, "Auto Layout"): a rotation re-solved by
    /// editing the root's size, a bounds size solved from scratch, and the layout pass on it.
    static func constraintScreen() {
        let tree = constraintTree(views: 50)
        let probe = AutoLayoutProbe(tree)
        let sizes = [Size(width: 480, height: 300), Size(width: 320, height: 460)]
        let rotations = 20_000
        var held = 0
        let start = DispatchTime.now().uptimeNanoseconds
        for index in 0..<rotations where probe.rotate(to: sizes[index % 2]) { held += 1 }
        let rotationMicros = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e3 / Double(rotations)
        let builds = 200
        var frames = 0
        let buildStart = DispatchTime.now().uptimeNanoseconds
        for index in 0..<builds { frames += AutoLayoutProbe.solveFromScratch(tree, size: sizes[index % 2]) }
        let buildMicros = Double(DispatchTime.now().uptimeNanoseconds - buildStart) / 1e3 / Double(builds)
        var controller = ControllerDefinition(className: "Grid", supportedInterfaceOrientations: .all, autorotation: .orientations(.all))
        controller.view = tree
        let app = AppDefinition(id: "constraint-grid", title: "constraint-grid", root: "Grid", controllers: ["Grid": controller])
        var state = Engine.launch(SessionConfiguration(app: app, device: .iphone35)).state
        if let landscape = try? Engine.apply(.rotate(.landscapeLeft), to: state) { state = landscape.state }
        _ = LayoutResolver.resolve(state)
        let layouts = 10_000
        let layoutStart = DispatchTime.now().uptimeNanoseconds
        for _ in 0..<layouts { frames += LayoutResolver.resolve(state).root.children.count }
        let layoutMicros = Double(DispatchTime.now().uptimeNanoseconds - layoutStart) / 1e3 / Double(layouts)
        print("constraint screen: \(probe.solvedViews) constraint-laid views")
        print(String(format: "  rotation re-solve (edit the root size)   %.2f µs  (%d of %d held)", rotationMicros, held, rotations))
        print(String(format: "  new bounds solved from scratch           %.1f µs", buildMicros))
        print(String(format: "  layout pass (solution remembered)        %.2f µs", layoutMicros), frames > 0 ? "" : "!")
    }

    /// `views` views in two columns, each pinned to its row above and to the root's edges,
    /// with a fixed height and half the root's width minus margins.
    static func constraintTree(views: Int) -> ViewDefinition {
        var root = ViewDefinition(id: "grid", frame: Rect(x: 0, y: 0, width: 320, height: 460), autoresizing: [.flexibleWidth, .flexibleHeight])
        var constraints: [LayoutConstraint] = []
        for index in 0..<views {
            let id = "cell\(index)"
            let left = index % 2 == 0
            let row = index / 2
            root.children.append(ViewDefinition(id: id, frame: Rect(x: left ? 10 : 165, y: Double(10 + row * 18), width: 145, height: 16)))
            constraints.append(LayoutConstraint(id: id + ".edge", item: id, attribute: left ? .leading : .trailing, toItem: "grid", toAttribute: left ? .leading : .trailing, constant: left ? 10 : -10))
            constraints.append(LayoutConstraint(id: id + ".width", item: id, attribute: .width, toItem: "grid", toAttribute: .width, multiplier: 0.5, constant: -15))
            constraints.append(LayoutConstraint(id: id + ".height", item: id, attribute: .height, constant: 16, priority: 750))
            if row == 0 {
                constraints.append(LayoutConstraint(id: id + ".top", item: id, attribute: .top, toItem: "topLayoutGuide", toAttribute: .bottom, constant: 10))
            } else {
                constraints.append(LayoutConstraint(id: id + ".top", item: id, attribute: .top, toItem: "cell\(index - 2)", toAttribute: .bottom, constant: 2))
            }
            constraints.append(LayoutConstraint(id: id + ".bottom", item: id, attribute: .bottom, relation: .lessThanOrEqual, toItem: "grid", toAttribute: .bottom, constant: -10, priority: 500))
        }
        root.constraints = constraints
        return root
    }

    /// Rotations through every device orientation, taps on the app's buttons, back, tab
    /// selections, timers.
    static func mixedSequence(count: Int, app: AppDefinition) -> [Event] {
        let orientations: [DeviceOrientation] = [.landscapeLeft, .portrait, .landscapeRight, .faceUp, .portrait, .portraitUpsideDown, .landscapeLeft, .portrait]
        var views: [ViewDefinition] = []
        for controller in app.controllers.values {
            views += controller.view.allViews()
            for view in controller.views.values { views += view.allViews() }
        }
        for xib in app.xibs.values { views += xib.allViews() }
        let buttons = views.filter { $0.action != nil }.map(\.id)
        let tappable = Array(Set(buttons)).sorted()
        var events: [Event] = []
        var generator = SplitMix(seed: 42)
        while events.count < count {
            switch generator.next() % 10 {
            case 0...4: events.append(.rotate(orientations[Int(generator.next() % UInt64(orientations.count))]))
            case 5, 6: if let id = tappable.isEmpty ? nil : tappable[Int(generator.next() % UInt64(tappable.count))] { events.append(.tap(element: id)) }
            case 7:
                // Tab bar apps also switch tabs (other apps' sequences are unchanged).
                if let tabs = app.tabBar?.tabs, generator.next() % 2 == 0 {
                    events.append(.selectTab(index: Int(generator.next() % UInt64(tabs.count))))
                } else {
                    events.append(.back)
                }
            case 8: if let timer = app.timers.first { events.append(.timer(id: timer.id, action: .start)) } else { events.append(.advance(ms: 1000)) }
            default: events.append(.advance(ms: 250))
            }
        }
        return events
    }

    static func value(after flag: String, in arguments: [String]) -> String? {
        guard let index = arguments.firstIndex(of: flag), index + 1 < arguments.count else { return nil }
        return arguments[index + 1]
    }
}

/// A tiny deterministic generator, so every run benchmarks the same sequence.
struct SplitMix {
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
