import RotationEngine
import Testing

extension Array where Element == TraceEntry {
    /// `Controller#n.callback` for each entry.
    var steps: [String] { map(\.step) }

    /// The first entry with this step (`Controller#n.callback`).
    func first(_ step: String) -> TraceEntry? { first { $0.step == step } }

    /// Every entry with this step.
    func all(_ step: String) -> [TraceEntry] { filter { $0.step == step } }
}

extension Driver {
    /// The instance with this id (`Class#n`).
    func instance(_ id: String) -> ControllerInstance? {
        state.instances.first { $0.id.description == id }
    }

    /// The ids of the elements on screen, depth first.
    var onScreen: [String] { state.onScreenViews.map(\.view.id) }

    /// The session's timer `id` (fails the test when missing).
    func timer(_ id: String) -> (state: String, elapsedMs: Int, remainingMs: Int)? {
        state.timers.timer(id).map { ($0.state.rawValue, $0.elapsedMs, $0.remainingMs) }
    }

    /// The rejection `event` raises, or nil when it is accepted.
    mutating func rejection(_ event: Event) -> EventRejection? {
        do {
            try send(event)
            return nil
        } catch {
            return error
        }
    }
}

/// The sizes docs/semantics.md gives, as the engine's `Rect` at the origin.
extension Rect {
    var sizeText: String { "\(Int(width))x\(Int(height))" }
}
