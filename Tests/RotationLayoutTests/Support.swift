import AppCatalog
import Foundation
import RotationEngine
import RotationLayout
import Testing

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

/// A session being driven through a scenario, with its layout at hand.
struct Driver {
    var state: SessionState
    var trace: [TraceEntry]
    var lastTrace: [TraceEntry]

    init(_ appID: String, device: Device = .iphone4, os: OSVersion = .iOS6, orientation: DeviceOrientation = .portrait, options: SessionOptions = SessionOptions()) {
        self.init(app(appID), device: device, os: os, orientation: orientation, options: options)
    }

    init(_ definition: AppDefinition, device: Device = .iphone4, os: OSVersion = .iOS6, orientation: DeviceOrientation = .portrait, options: SessionOptions = SessionOptions()) {
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
        do { try send(.rotate(orientation)) } catch { Issue.record("rotate refused: \(error)") }
    }

    mutating func tap(_ element: String) {
        do { try send(.tap(element: element)) } catch { Issue.record("tap \(element) refused: \(error)") }
    }

    mutating func back() {
        do { try send(.back) } catch { Issue.record("back refused: \(error)") }
    }

    var layout: ResolvedLayout { LayoutResolver.resolve(state) }

    /// The view with this id; records an issue when it is not in the layout exactly once.
    func view(_ id: String, sourceLocation: SourceLocation = #_sourceLocation) -> LayoutView? {
        let matches = layout.allViews.filter { $0.id == id }
        #expect(matches.count == 1, "\(id) appears \(matches.count) times in the layout", sourceLocation: sourceLocation)
        return matches.first
    }

    var viewIDs: [String] { layout.allViews.map(\.id) }
}

/// The device orientation that turns the interface to `orientation` (device landscapeLeft
/// is interface landscapeRight and vice versa, SPEC §1).
func deviceOrientation(for orientation: InterfaceOrientation) -> DeviceOrientation {
    switch orientation {
    case .portrait: .portrait
    case .portraitUpsideDown: .portraitUpsideDown
    case .landscapeRight: .landscapeLeft
    case .landscapeLeft: .landscapeRight
    }
}

func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
}

/// Autoresizing shares fractions of a point; compare to a millionth.
func close(_ a: Rect, _ b: Rect) -> Bool {
    abs(a.x - b.x) < 1e-6 && abs(a.y - b.y) < 1e-6 && abs(a.width - b.width) < 1e-6 && abs(a.height - b.height) < 1e-6
}

func describe(_ r: Rect) -> String { "(\(r.x), \(r.y), \(r.width), \(r.height))" }

/// Whole-point values must come out exact (no `39.99999999999999` in the JSON); fractional
/// ones, where autoresizing shares a point, to a millionth.
func expectFrame(_ actual: Rect?, _ expected: Rect, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
    guard let actual else {
        Issue.record("\(what): missing", sourceLocation: sourceLocation)
        return
    }
    let pairs = [(actual.x, expected.x), (actual.y, expected.y), (actual.width, expected.width), (actual.height, expected.height)]
    let matches = pairs.allSatisfy { got, wanted in wanted == wanted.rounded() ? got == wanted : abs(got - wanted) < 1e-6 }
    #expect(matches, "\(what): \(describe(actual)) != expected \(describe(expected))", sourceLocation: sourceLocation)
}
