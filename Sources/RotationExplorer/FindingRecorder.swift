import RotationEngine
import RotationLayout
import TimerModel

/// Looks at each state reached and each transition taken, and keeps the first (so shortest)
/// way to every finding, with how many states show it.
struct FindingRecorder: Sendable {
    struct Found: Sendable {
        var number: Int
        var kind: FindingKind
        var subject: String
        var detail: String
        /// The node the finding's sequence ends at; `event`, when set, is one more event
        /// from it (a transition into a state seen before).
        var node: Int
        var event: Event?
        var states: Int
        var endState: Finding.EndState
        /// The decision it carries (`unsupportedOrientation`, `stuckOrientation`).
        var decision: RotationDecision?
    }

    private var found: [String: Int] = [:]
    private var order: [Found] = []
    /// Seed 000's bar: for each class on top of a front navigation controller, whether it was
    /// seen with the bar shown and with it hidden.
    private var barStates: [String: (shown: Bool, hidden: Bool)] = [:]
    /// The user's properties (docs/semantics.md).
    var properties: [Property] = []
    /// Whether the app's definition gives any view its own alignment insets, worked out at the
    /// first state (most apps give none; a class's own, UISlider's, come from `AlignmentInsets`).
    private var appGivesAlignmentInsets: Bool?

    var findings: [Found] {
        order.sorted { ($0.kind.order, $0.subject) < ($1.kind.order, $1.subject) }
    }

    /// A new state, reached at `node` (by `event` from `parent`, nil for launch).
    mutating func examine(_ state: SessionState, after parent: SessionState?, from event: Event?, node: Int) {
        let end = Self.endState(state)
        func note(_ kind: FindingKind, _ subject: String, _ detail: @autoclosure () -> String) {
            let decision = kind == .unsupportedOrientation || kind == .stuckOrientation ? state.lastDecision : nil
            record(kind, subject, detail(), node: node, event: nil, end: end, decision: decision)
        }
        for property in properties where property.isViolated(by: state) {
            note(.property, property.name, "property \(property.name) (\(property.quantifier.rawValue)) is violated")
        }
        if let crash = state.status.crash {
            note(.crash, crash.exception, "the session crashes: \(crash.reason)")
            return
        }
        let orientation = state.interfaceOrientation
        for ref in state.visibleControllers {
            let name = state.className(of: ref)
            if !state.ownAnswersAllow(ref, orientation) {
                note(.unsupportedOrientation, name, "\(name) is shown in \(orientation.name), which its own answers refuse")
            }
            if let designed = state.definition(of: ref).designedFor, !designed.contains(orientation) {
                note(.undesignedOrientation, name, "\(name) is shown in \(orientation.name); it was designed for \(designed.orientations.map(\.name).joined(separator: ", "))")
            }
        }
        if let wanted = state.deviceOrientation.interfaceOrientation, wanted != orientation, state.rotationWouldAllow(wanted) {
            let name = state.className(of: state.visibleController)
            note(.stuckOrientation, name, "the device is \(state.deviceOrientation.name) and the rotation decision would allow \(wanted.name) now, but the interface stays \(orientation.name)")
        }
        let layout = LayoutResolver.resolve(state)
        if !layout.stale.isEmpty {
            for view in layout.allViews where view.stale == true {
                let owner = view.controller?.className ?? "?"
                note(.staleLayout, owner, "\(view.id) was laid out for \(Int(view.laidOutFor?.width ?? 0))×\(Int(view.laidOutFor?.height ?? 0)) and is shown in \(Int(view.bounds.width))×\(Int(view.bounds.height))")
            }
        }
        for breach in layout.constraints.unsatisfiable {
            let bounds = "\(LayoutConstraint.format(breach.bounds.width))×\(LayoutConstraint.format(breach.bounds.height))"
            note(.unsatisfiableConstraints, breach.broken.id, "\(breach.broken.description) cannot hold in \(orientation.name) (\(breach.controller?.className ?? "?")'s view at \(bounds)) with \(breach.conflicting.map(\.description).joined(separator: "; ")): it is broken")
        }
        for id in layout.constraints.ambiguous {
            note(.ambiguousLayout, id, "\(id)'s constraints leave its frame open in \(orientation.name): another frame satisfies them equally well")
        }
        if appGivesAlignmentInsets == nil { appGivesAlignmentInsets = Self.givesAlignmentInsets(state.app) }
        let givenInsets = appGivesAlignmentInsets == true ? Self.alignmentInsets(shownIn: state) : [:]
        Self.outsideSuperview(layout.root, alignmentInsets: givenInsets) { view, superview in
            note(.layoutDefect, view.id, "\(view.id) lies outside its superview \(superview.id) in \(orientation.name)")
        }
        SiblingOverlap.find(in: layout.root, app: state.app) { view, sibling in
            note(.layoutDefect, view.id, "\(view.id) overlaps its sibling \(sibling.id) in \(orientation.name), which its design keeps apart")
        }
        if let navigation = state.frontNavigation, let hidden = state.navigationBarHidden {
            let top = state.className(of: state.instance(navigation).children.last ?? navigation)
            var seen = barStates[top] ?? (false, false)
            if hidden { seen.hidden = true } else { seen.shown = true }
            barStates[top] = seen
            if seen.shown && seen.hidden {
                note(.barLeak, top, "\(top) is on top of the navigation controller with the bar shown in one state and hidden in another")
            }
        }
        if let parent, let event { examineTransition(state, after: parent, event: event, node: node, newState: true) }
    }

    /// A transition into a state seen before: only what depends on the transition is checked.
    mutating func countAgain(_ state: SessionState, after parent: SessionState, event: Event, parentNode: Int) {
        examineTransition(state, after: parent, event: event, node: parentNode, newState: false)
    }

    /// Seed 003's first version: a timer's elapsed time or state moved back on an event that is no timer action.
    private mutating func examineTransition(_ state: SessionState, after parent: SessionState, event: Event, node: Int, newState: Bool) {
        guard !Alphabet.isTimerAction(event, in: parent) else { return }
        for timer in state.timers.timers {
            guard let before = parent.timers.timer(timer.id) else { continue }
            let movedBack = timer.elapsedMs < before.elapsedMs || (before.state != .idle && timer.state == .idle)
            if movedBack {
                record(.timerReset, timer.id,
                       "timer \(timer.id) went from \(before.state.rawValue) \(before.elapsedMs) ms to \(timer.state.rawValue) \(timer.elapsedMs) ms on a non-timer event",
                       node: node, event: newState ? nil : event, end: Self.endState(state))
            }
        }
    }

    private mutating func record(
        _ kind: FindingKind, _ subject: String, _ detail: String, node: Int, event: Event?, end: Finding.EndState,
        decision: RotationDecision? = nil
    ) {
        let key = "\(kind.rawValue)|\(subject)"
        if let index = found[key] {
            order[index].states += 1
            return
        }
        found[key] = order.count
        order.append(Found(number: order.count, kind: kind, subject: subject, detail: detail, node: node, event: event, states: 1,
                           endState: end, decision: decision))
    }

    static func endState(_ state: SessionState) -> Finding.EndState {
        Finding.EndState(visible: state.className(of: state.visibleController), interfaceOrientation: state.interfaceOrientation,
                         deviceOrientation: state.deviceOrientation)
    }

    /// Calls `report` for each view whose alignment rectangle (docs/semantics.md, "Alignment
    /// rectangles") leaves its superview's bounds (half a point of slack; the dimming view and
    /// controllers' own root views are not subviews an app lays out; the content of a scroll
    /// view may run past it, it scrolls). The frame of a UISlider or a UISwitch sticks out of its
    /// alignment rectangle by design (Interface Builder saves a slider filling a stack view at
    /// x −2), so the alignment rectangle is what must lie inside. `alignmentInsets` holds the
    /// insets the definition gives, by controller instance and view id; any other view has its
    /// UIKit class's.
    static func outsideSuperview(_ view: LayoutView, alignmentInsets: [ControllerID: [String: EdgeInsets]], report: (LayoutView, LayoutView) -> Void) {
        guard !view.scrolls else { return }
        // A hidden view is not on screen: it and its subviews are no defect.
        for child in view.children where child.hidden != true {
            let given = child.controller.flatMap { alignmentInsets[$0]?[child.id] }
            let rect = AlignmentInsets.alignmentRect(forFrame: child.frame, insets: given ?? AlignmentInsets.defaults(forClass: child.effectiveUIKitClass))
            let inside = rect.x >= view.frame.x - 0.5 && rect.y >= view.frame.y - 0.5
                && rect.x + rect.width <= view.frame.x + view.frame.width + 0.5
                && rect.y + rect.height <= view.frame.y + view.frame.height + 0.5
            if !inside && child.id != "dimmingView" && child.controller == view.controller && child.transform == view.transform {
                report(child, view)
            }
            outsideSuperview(child, alignmentInsets: alignmentInsets, report: report)
        }
    }

    /// Whether any view of the app's definition (every controller's layouts and the xibs) sets
    /// its own alignment insets.
    static func givesAlignmentInsets(_ app: AppDefinition) -> Bool {
        func gives(_ view: ViewDefinition) -> Bool {
            view.alignmentRectInsets != nil || view.children.contains(where: gives)
        }
        return app.controllers.values.contains { controller in
            gives(controller.view) || controller.landscapeView.map(gives) == true || controller.views.values.contains(where: gives)
        } || app.xibs.values.contains(where: gives)
    }

    /// The alignment insets the definition gives the views each visible controller shows now
    /// (its current view: the landscape layout or a xib's where it shows one), by controller
    /// instance and view id — ids are unique within one view tree only.
    static func alignmentInsets(shownIn state: SessionState) -> [ControllerID: [String: EdgeInsets]] {
        var insets: [ControllerID: [String: EdgeInsets]] = [:]
        for ref in state.visibleControllers {
            var own: [String: EdgeInsets] = [:]
            func collect(_ view: ViewDefinition) {
                if let given = view.alignmentRectInsets { own[view.id] = given }
                for child in view.children { collect(child) }
            }
            collect(state.currentView(of: ref))
            if !own.isEmpty { insets[state.instance(ref).id] = own }
        }
        return insets
    }
}

extension FindingKind {
    /// Report order: crashes first.
    var order: Int { FindingKind.allCases.firstIndex(of: self) ?? 0 }
}
