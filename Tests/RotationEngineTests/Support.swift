import AppCatalog
import Foundation
import RotationEngine
import TimerModel

/// The built-in apps, read from the repository's `Config/apps`.
let builtInApps: AppCatalog = {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    do {
        return try AppCatalog.load(directory: root.appendingPathComponent("Config/apps").path)
    } catch {
        fatalError("built-in apps do not load: \(error)")
    }
}()

func app(_ id: String) -> AppDefinition {
    guard let entry = builtInApps.entry(id) else { fatalError("no built-in app \(id)") }
    return entry.definition
}

/// A session being driven through a scenario, keeping the whole trace.
struct Driver {
    var state: SessionState
    var trace: [TraceEntry]
    var lastTrace: [TraceEntry]

    init(_ appID: String, device: Device = .iphone4, os: OSVersion = .iOS6, orientation: DeviceOrientation = .portrait, options: SessionOptions = SessionOptions()) {
        self.init(app: app(appID), device: device, os: os, orientation: orientation, options: options)
    }

    /// A session of an app built in the test (a changed copy of a built-in app, or a new one).
    init(app definition: AppDefinition, device: Device = .iphone4, os: OSVersion = .iOS6, orientation: DeviceOrientation = .portrait, options: SessionOptions = SessionOptions()) {
        let transition = Engine.launch(SessionConfiguration(app: definition, device: device, os: os, orientation: orientation, options: options))
        state = transition.state
        trace = transition.trace
        lastTrace = transition.trace
    }

    @discardableResult
    mutating func send(_ event: Event) throws(EventRejection) -> [TraceEntry] {
        let transition = try Engine.apply(event, to: state)
        state = transition.state
        trace += transition.trace
        lastTrace = transition.trace
        return transition.trace
    }

    mutating func rotate(_ orientation: DeviceOrientation) {
        do { try send(.rotate(orientation)) } catch { fatalError("rotate refused: \(error)") }
    }

    /// `Controller#n.callback` for each entry of the last event.
    var steps: [String] { lastTrace.map(\.step) }

    var stack: [String] { state.stackListing.map { state.instance($0.ref).id.description } }
    var visible: String { state.instance(state.visibleController).id.description }
}

extension TraceEntry {
    var step: String { "\(controller?.description ?? "-").\(callback)" }
}

func size(_ width: Double, _ height: Double) -> Rect { Rect(x: 0, y: 0, width: width, height: height) }
