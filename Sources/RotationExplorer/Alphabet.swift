import RotationEngine

/// The events tried from each state (docs/semantics.md's default alphabet): the device's other
/// orientations, a tap on each element on screen that does something, back where there is a
/// back button (and on each other bar in front that shows one), each tab, showPrimary where a split view in front hides its primary column, each
/// segue the controllers in front can perform in code, the app's timer actions, and one second of
/// clock when there are timers.
enum Alphabet {
    static let orientations: [DeviceOrientation] = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight, .faceUp, .faceDown]

    static func events(in state: SessionState) -> [Event] {
        var events: [Event] = orientations.filter { $0 != state.deviceOrientation }.map { .rotate($0) }
        var tapped: Set<String> = []
        for (_, view) in state.onScreenViews where view.action != nil && tapped.insert(view.id).inserted {
            events.append(.tap(element: view.id))
        }
        if state.hasBackButton { events.append(.back) }
        // The other back buttons in front: embedded navigation controllers' bars.
        if state.embedsContainerViews {
            for navigation in state.navigationsInFront where navigation != state.backNavigation && state.backButtonTitle(of: navigation) != nil {
                events.append(.backIn(navigation: state.instance(navigation).id.description))
            }
        }
        if let tabBar = state.shownTabBar(in: state.frontMost) {
            for index in state.instance(tabBar).children.indices { events.append(.selectTab(index: index)) }
        }
        // Only where it is accepted (docs/semantics.md "Split views"): never in an app without one.
        if state.splitHidingPrimary != nil { events.append(.showPrimary) }
        // Front-most first, as `performSegue` searches; a controller further back that has an
        // identifier already seen is named.
        var identifiers: Set<String> = []
        for ref in state.interactiveControllers.reversed() {
            for segue in state.definition(of: ref).segues {
                let named = !identifiers.insert(segue.identifier).inserted
                events.append(.performSegue(identifier: segue.identifier, controller: named ? state.instance(ref).id.description : nil))
            }
        }
        for timer in state.timers.timerIDs {
            events += [.timer(id: timer, action: .start), .timer(id: timer, action: .pause), .timer(id: timer, action: .reset)]
        }
        if !state.timers.timerIDs.isEmpty { events.append(.advance(ms: 1_000)) }
        return events
    }

    /// Whether an event acts on a timer (a `timer` event, or a tap on a timer element).
    static func isTimerAction(_ event: Event, in state: SessionState) -> Bool {
        switch event {
        case .timer: return true
        case .tap(let element):
            if case .timer = state.onScreenView(element)?.view.action { return true }
            return false
        default: return false
        }
    }
}
