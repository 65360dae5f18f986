import RotationEngine
import SwivelJSON

/// An action an app's code runs (the `perform` event, docs/semantics.md "Actions performed in
/// code"): the grammar of an element's `action` (docs/app-format.md), read by the same reader,
/// without `timer` (the `timer` event acts on the timer model directly).
public enum CodeActionReader {
    /// The action `value` at `path`, or the first problem with it.
    public static func read(_ value: JSONValue, path: String) throws(JSONFieldProblem) -> ElementAction {
        var reader = DefinitionReader()
        // A push outside a navigation controller does nothing at run time (a message to nil),
        // so the definition's "needs a navigationController" check does not apply here.
        let context = ViewContext(timerIDs: [], hasNavigation: true)
        if value["type"]?.stringValue == "timer" {
            throw JSONFieldProblem(path: path + ".type", message: "a timer is started, paused or reset with the timer event, not perform")
        }
        let action = ViewReader.action(value, path, context: context, reader: &reader)
        if let problem = reader.problems.first { throw problem }
        guard let action else { throw JSONFieldProblem(path: path, message: "is not an action") }
        return action
    }
}
