import RotationEngine
import RotationLayout
import SessionCore

/// Taps at points, as a finger on a device (docs/webdriver.md pointer actions and element clicks): each
/// tap hits the front-most element under the point (`AccessibilityTree.hitTest`) and becomes
/// the native event for what that element does — `tap`, `back` or `selectTab`. A tap on
/// something that does nothing (a label, the dimming view under a sheet, a bar's background)
/// is no event at all, as on a device. Later taps hit-test the screen the earlier ones left,
/// worked out with the engine before anything is stored; the events are then stored as one
/// batch (all or none).
enum Taps {
    struct Point: Sendable, Equatable {
        var x: Double
        var y: Double
    }

    /// The events the taps at `points` (in order) amount to, starting from `state` (whose
    /// resolved `layout` the caller may already have).
    static func events(at points: [Point], from state: SessionState, layout resolved: ResolvedLayout? = nil) -> [Event] {
        var state = state
        var events: [Event] = []
        var current = resolved
        for point in points {
            let layout = current ?? LayoutResolver.resolve(state)
            current = nil
            guard let event = AccessibilityTree.hitTest(layout, x: point.x, y: point.y)?.action?.event else { continue }
            guard let transition = try? Engine.apply(event, to: state) else { continue }
            state = transition.state
            events.append(event)
        }
        return events
    }

    /// The point a click on `element` taps: its centre (XCUITest's hit point).
    static func centre(of element: AccessibilityElement) -> Point {
        Point(x: element.frame.x + element.frame.width / 2, y: element.frame.y + element.frame.height / 2)
    }
}
