import RotationEngine

extension EventRejection {
    /// The API error for a refused event (the one mapping from the engine's refusals to the
    /// API's errors); `index` names the event within a batch, `crash` is the crash of the state
    /// the event met, if any.
    func apiError(sessionID: String, index: Int?, batchSize: Int, crash: Crash?) -> SwivelError {
        let prefix = batchSize > 1 ? "events[\(index ?? 0)]: " : ""
        let suffix = batchSize > 1 ? " Nothing in the batch was applied." : " Nothing was applied."
        switch self {
        case .sessionCrashed:
            // `SessionHost.stage` refuses a session that had crashed before the batch
            // (409 `session_crashed`), so an event meets a crash only after an earlier one of
            // the same batch caused it.
            let exception = crash.map { " (\($0.exception))" } ?? ""
            return .invalid(
                code: "session_crashed_in_batch",
                message: prefix + "the session crashed\(exception) at an earlier event of this batch, so this one cannot run." + suffix
            )
        case .elementNotOnScreen(let element, let onScreen):
            return .invalid(code: "element_not_on_screen", message: prefix + "element \"\(element)\" is not on screen; on screen now: \(onScreen.joined(separator: ", "))." + suffix)
        case .elementNotTappable(let element):
            return .invalid(code: "element_not_tappable", message: prefix + "element \"\(element)\" is on screen but does nothing when tapped." + suffix)
        case .noBackButton(let hidden, let depth):
            let why = depth == 0 ? "no navigation controller is in front" : hidden ? "the navigation bar is hidden" : "nothing is below the top controller"
            return .invalid(code: "no_back_button", message: prefix + "there is no back button on screen: \(why)." + suffix)
        case .noSuchController(let name, let inFront):
            let list = inFront.isEmpty ? "no controller is in front" : "in front: \(inFront.prefix(20).joined(separator: ", "))"
            return .invalid(code: "no_such_controller", message: prefix + "no controller \"\(name)\" is in front to run the action; \(list)." + suffix)
        case .noSuchNavigation(let name, let inFront):
            let list = inFront.isEmpty ? "no navigation controller is in front" : "in front: \(inFront.joined(separator: ", "))"
            return .invalid(code: "no_such_navigation", message: prefix + "no navigation controller \"\(name)\" has its bar in front; \(list)." + suffix)
        case .unknownTimer(let id, let known):
            let list = known.isEmpty ? "this app has no timers" : "timers: \(known.joined(separator: ", "))"
            return .invalid(code: "unknown_timer", message: prefix + "no timer \"\(id)\"; \(list)." + suffix)
        case .negativeAdvance(let ms):
            return .invalid(code: "invalid_event", message: prefix + "advance needs ms >= 0, got \(ms)." + suffix)
        case .noTabBar:
            return .invalid(code: "no_tab_bar", message: prefix + "there is no tab bar in front: the app has none, or a presented controller covers it." + suffix)
        case .noHiddenPrimary:
            return .invalid(code: "no_hidden_primary", message: prefix + "there is no split view in front whose primary column is hidden: the app has none, it is collapsed, it shows both columns, or the primary already shows." + suffix)
        case .tooDeep(let what, let limit):
            return .invalid(code: "too_deep", message: prefix + "the \(what) already holds \(limit) controllers, the most a session may build." + suffix)
        case .unknownSegue(let identifier, let controller, let available):
            // Bounded: at most 20 identifiers of each of 10 controllers (a definition may have 256 each).
            let performers = available.filter { !$0.identifiers.isEmpty }
            let list = performers.isEmpty
                ? "no controller in front performs segues in code"
                : "in front: " + performers.prefix(10).map { performer in
                    let more = performer.identifiers.count > 20 ? ", … \(performer.identifiers.count - 20) more" : ""
                    return "\(performer.controller) (\(performer.identifiers.prefix(20).joined(separator: ", "))\(more))"
                }.joined(separator: "; ")
            let named = controller.map { " of controller \"\($0)\"" } ?? ""
            return .invalid(code: "unknown_segue", message: prefix + "no controller in front\(named) has a segue \"\(identifier)\"; \(list)." + suffix)
        case .tabIndexOutOfRange(let index, let count):
            return .invalid(code: "no_such_tab", message: prefix + "tab \(index) does not exist; the tab bar has \(count) tabs (0 to \(count - 1))." + suffix)
        }
    }
}
