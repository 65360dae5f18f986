import AppCatalog
@_exported import RotationTestSupport
import Foundation
import RotationEngine
import RotationLayout
import Testing

/// Layout helpers on the shared driver (`RotationTestSupport`).
extension Driver {
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
/// is interface landscapeRight and vice versa, docs/semantics.md).
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
