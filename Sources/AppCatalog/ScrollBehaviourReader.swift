import RotationEngine
import SwivelJSON

/// Reads a scroll view's content-inset settings (docs/app-format.md, "Scroll view insets"):
/// `contentInsetAdjustmentBehavior`, `alwaysBounceVertical`, `alwaysBounceHorizontal`.
enum ScrollBehaviourReader {
    static let keys = ["contentInsetAdjustmentBehavior", "alwaysBounceVertical", "alwaysBounceHorizontal"]

    /// Reads the keys `object` has into `view`, whose classes are already read: on a view that
    /// does not scroll each is a problem (it would change nothing).
    static func read(_ object: JSONObject, _ path: String, into view: inout ViewDefinition, reader: inout DefinitionReader) {
        guard keys.contains(where: { object[$0] != nil }) else { return }
        var behaviour = ScrollBehaviour()
        let adjustmentPath = path + ".contentInsetAdjustmentBehavior"
        if let adjustment: ScrollBehaviour.Adjustment = StackReader.name(object["contentInsetAdjustmentBehavior"], adjustmentPath, "content inset adjustment behavior", reader: &reader) {
            behaviour.contentInsetAdjustmentBehavior = adjustment
        }
        behaviour.alwaysBounceVertical = reader.bool(object["alwaysBounceVertical"], path + ".alwaysBounceVertical")
        behaviour.alwaysBounceHorizontal = reader.bool(object["alwaysBounceHorizontal"], path + ".alwaysBounceHorizontal") ?? false
        guard view.scrolls else {
            for key in keys where object[key] != nil {
                reader.problem(path + "." + key, "only a scrolling view (class or uikitClass \(ViewDefinition.scrollingClasses.sorted().joined(separator: ", "))) has a content inset")
            }
            return
        }
        view.scrollBehaviour = behaviour
    }
}
