import AppCatalog
import Foundation
import RotationEngine
import Testing

/// Test support shared by the engine and layout tests (not part of the product): the
/// built-in apps as the repository ships them, and a driver that runs a scenario.

/// The repository's `Config/apps` folder (Sources/RotationTestSupport/Driver.swift -> the root).
public let builtInAppsDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Config/apps").path

/// The built-in apps, read from the repository's `Config/apps`.
public let builtInApps: AppCatalog = {
    do {
        return try AppCatalog.load(directory: builtInAppsDirectory)
    } catch {
        fatalError("built-in apps do not load: \(error)")
    }
}()

/// The built-in app with this id (a test that names a missing one is a broken test).
public func app(_ id: String) -> AppDefinition {
    guard let entry = builtInApps.entry(id) else { fatalError("no built-in app \(id)") }
    return entry.definition
}

/// Today's devices the scenarios use most (the table: `DeviceCatalogue`).
public let iPhone15Pro = DeviceCatalogue.device(id: "iphone-15-pro")!
public let iPadPro11 = DeviceCatalogue.device(id: "ipad-pro-11")!

/// A session being driven through a scenario, keeping the whole trace.
public struct Driver {
    public var state: SessionState
    public var trace: [TraceEntry]
    public var lastTrace: [TraceEntry]
    /// Every rotation decision so far (docs/semantics.md), and those of the launch or the last event.
    public var decisions: [RotationDecision]
    public var lastDecisions: [RotationDecision]

    public init(_ appID: String, device: Device = .iphone4, os: OSVersion = .iOS6, orientation: DeviceOrientation = .portrait, options: SessionOptions = SessionOptions()) {
        self.init(app: app(appID), device: device, os: os, orientation: orientation, options: options)
    }

    /// A session of an app built in the test (a changed copy of a built-in app, or a new one).
    public init(_ definition: AppDefinition, device: Device = .iphone4, os: OSVersion = .iOS6, orientation: DeviceOrientation = .portrait, options: SessionOptions = SessionOptions()) {
        self.init(app: definition, device: device, os: os, orientation: orientation, options: options)
    }

    public init(app definition: AppDefinition, device: Device = .iphone4, os: OSVersion = .iOS6, orientation: DeviceOrientation = .portrait, options: SessionOptions = SessionOptions()) {
        let transition = Engine.launch(SessionConfiguration(app: definition, device: device, os: os, orientation: orientation, options: options))
        state = transition.state
        trace = transition.trace
        lastTrace = transition.trace
        decisions = transition.decisions
        lastDecisions = transition.decisions
    }

    @discardableResult
    public mutating func send(_ event: Event) throws(EventRejection) -> [TraceEntry] {
        let transition = try Engine.apply(event, to: state)
        state = transition.state
        trace += transition.trace
        lastTrace = transition.trace
        decisions += transition.decisions
        lastDecisions = transition.decisions
        return transition.trace
    }

    public mutating func rotate(_ orientation: DeviceOrientation, sourceLocation: SourceLocation = #_sourceLocation) {
        do { try send(.rotate(orientation)) } catch { Issue.record("rotate refused: \(error)", sourceLocation: sourceLocation) }
    }

    public mutating func tap(_ element: String, sourceLocation: SourceLocation = #_sourceLocation) {
        do { try send(.tap(element: element)) } catch { Issue.record("tap \(element) refused: \(error)", sourceLocation: sourceLocation) }
    }

    public mutating func back(sourceLocation: SourceLocation = #_sourceLocation) {
        do { try send(.back) } catch { Issue.record("back refused: \(error)", sourceLocation: sourceLocation) }
    }

    /// `Controller#n.callback` for each entry of the last event.
    public var steps: [String] { lastTrace.map(\.step) }

    public var stack: [String] { state.stackListing.map { state.instance($0.ref).id.description } }
    public var visible: String { state.instance(state.visibleController).id.description }
}

extension TraceEntry {
    /// `Controller#n.callback`.
    public var step: String { "\(controller?.description ?? "-").\(callback)" }
}

/// Bounds of this size at the origin.
public func size(_ width: Double, _ height: Double) -> Rect { Rect(x: 0, y: 0, width: width, height: height) }

/// A posted app definition written in the test as JSON (the format of `Config/apps`); a
/// definition with problems is a broken test.
public func posted(_ json: String) -> AppDefinition {
    do {
        return try AppCatalog.decodeFile(named: "posted", bytes: Array(json.utf8)).definition
    } catch {
        fatalError("test app does not decode: \(error)")
    }
}
