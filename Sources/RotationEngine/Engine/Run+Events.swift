/// The client events of Config/openapi.json, checked first (a refused event changes nothing) and then
/// carried out.
extension SessionState {
    /// Whether `event` can run on this state; throws why not. Nothing is changed. A tap's
    /// element, found here, is returned so that the run does not search for it again.
    @discardableResult
    func validate(_ event: Event) throws(EventRejection) -> TapTarget? {
        let state = self
        switch event {
        case .rotate:
            return nil
        case .tap(let element):
            guard let found = state.onScreenView(element) else {
                throw .elementNotOnScreen(element: element, onScreen: state.onScreenElementIDs)
            }
            guard let action = found.view.action else { throw .elementNotTappable(element: element) }
            try state.checkRoom(for: action, from: found.owner)
            return found
        case .performSegue(let request):
            let (performer, action) = try state.segueToPerform(request.identifier, controller: request.controller)
            try state.checkRoom(for: action, from: performer)
        case .back:
            guard state.hasBackButton else {
                let navigation = state.frontNavigation
                throw .noBackButton(
                    navigationBarHidden: navigation.map { state.instances[$0].navigationBarHidden } ?? false,
                    depth: navigation.map { state.instances[$0].children.count } ?? 0
                )
            }
        case .perform(let request):
            try state.checkRoom(for: request.action, from: try state.codePerformer(named: request.controller))
        case .backIn(let name):
            let navigation = try state.navigationInFront(named: name)
            guard state.backButtonTitle(of: navigation) != nil else {
                throw .noBackButton(navigationBarHidden: state.instances[navigation].navigationBarHidden, depth: state.instances[navigation].children.count)
            }
        case .selectTab(let index):
            guard let tabBar = state.shownTabBar(in: state.frontMost) else { throw .noTabBar }
            let count = state.instances[tabBar].children.count
            guard index >= 0 && index < count else { throw .tabIndexOutOfRange(index: index, count: count) }
        case .showPrimary:
            guard state.splitHidingPrimary != nil else { throw .noHiddenPrimary }
        case .timer(let id, _):
            guard state.timers.timer(id) != nil else { throw .unknownTimer(id: id, known: state.timers.timerIDs) }
        case .advance(let ms):
            guard ms >= 0 else { throw .negativeAdvance(ms: ms) }
        }
        return nil
    }

}

extension SessionState {
    /// The controller whose code runs a `perform` event's action: the front-most of the
    /// controllers in front, or the front-most of those `name` names (a class or an instance id).
    func codePerformer(named name: String?) throws(EventRejection) -> InstanceRef {
        let candidates = interactiveControllers
        let found = name.map { name in candidates.last { isNamed($0, name) } } ?? candidates.last
        guard let found else {
            throw .noSuchController(controller: name ?? "", inFront: candidates.reversed().map { instances[$0].id.description })
        }
        return found
    }

    /// The navigation controller whose bar is in front named `name` (an instance id or a class),
    /// the front-most such; throws listing those in front.
    func navigationInFront(named name: String) throws(EventRejection) -> InstanceRef {
        let candidates = navigationsInFront
        if let found = candidates.first(where: { isNamed($0, name) }) { return found }
        throw .noSuchNavigation(navigation: name, inFront: candidates.map { instances[$0].id.description })
    }

    /// Whether a code event's `controller` (or a `back`'s `navigation`) names `ref`: its instance
    /// id (`Home#2`) or its class.
    func isNamed(_ ref: InstanceRef, _ name: String) -> Bool {
        instances[ref].id.description == name || instances[ref].id.className == name
    }

    /// The deepest navigation stack or presentation chain a tap may build.
    public static let maximumDepth = 64

    /// Throws when `action`, run from `caller`, would pass ``maximumDepth``: memory per session
    /// stays bounded whatever a client taps or performs.
    func checkRoom(for action: ElementAction, from caller: InstanceRef) throws(EventRejection) {
        switch action {
        case .push:
            if let navigation = navigationController(of: caller) { try checkRoomToPush(on: navigation) }
        case .present:
            try checkRoomToPresent()
        case .show:
            try checkRoomToShow(from: caller)
        case .showDetail:
            try checkRoomToShowDetail(from: caller)
        case .pop, .dismiss, .unwind, .attemptRotation, .setSupportedInterfaceOrientations, .requestGeometryUpdate, .setDeviceOrientation, .timer:
            break
        }
    }

    /// The controller that performs the segue `identifier` and what the segue does: the
    /// front-most of the controllers in front (`interactiveControllers`) whose class has it —
    /// of those named by `controller` (a class name or an instance id), when given.
    func segueToPerform(_ identifier: String, controller: String?) throws(EventRejection) -> (performer: InstanceRef, action: ElementAction) {
        let candidates = interactiveControllers.reversed().filter { ref in controller.map { isNamed(ref, $0) } ?? true }
        for ref in candidates {
            if let action = definition(of: ref).segue(identifier) { return (ref, action) }
        }
        throw .unknownSegue(identifier: identifier, controller: controller, available: interactiveControllers.reversed().map { ref in
            AvailableSegues(controller: instances[ref].id.description, identifiers: definition(of: ref).segues.map(\.identifier))
        })
    }

    /// Throws when a push on `navigation` would pass ``maximumDepth``.
    func checkRoomToPush(on navigation: InstanceRef) throws(EventRejection) {
        if instances[navigation].children.count >= Self.maximumDepth {
            throw .tooDeep(what: "navigation stack", limit: Self.maximumDepth)
        }
    }

    /// Throws when a presentation would pass ``maximumDepth``.
    func checkRoomToPresent() throws(EventRejection) {
        if presentationChain.count > Self.maximumDepth {
            throw .tooDeep(what: "chain of presented controllers", limit: Self.maximumDepth)
        }
    }

    /// A show from `caller` pushes in its navigation controller, else presents (`Run.show`).
    func checkRoomToShow(from caller: InstanceRef) throws(EventRejection) {
        if let navigation = navigationController(of: caller) {
            try checkRoomToPush(on: navigation)
        } else {
            try checkRoomToPresent()
        }
    }

    /// A showDetail from `caller` (`Run.showDetail`): outside a split view it is a show; in a
    /// collapsed one it pushes on the primary's navigation controller, or presents when the
    /// primary is not one; in an expanded one it replaces the secondary, which adds no depth.
    func checkRoomToShowDetail(from caller: InstanceRef) throws(EventRejection) {
        guard let split = splitViewController(of: caller), let primary = instances[split].children.first else {
            return try checkRoomToShow(from: caller)
        }
        guard instances[split].split?.collapsed == true else { return }
        if instances[primary].role == .navigation {
            try checkRoomToPush(on: primary)
        } else {
            try checkRoomToPresent()
        }
    }
}

/// A tapped element and the controller that owns it, as `SessionState.onScreenView` finds them
/// (in `validate`, which hands it to the run).
typealias TapTarget = (owner: InstanceRef, view: ViewDefinition)

extension Run {
    /// Carries out `event`; `tapped` is the element `validate` found for a tap.
    mutating func handle(_ event: Event, tapped: TapTarget?) throws {
        switch event {
        case .rotate(let orientation):
            try rotateDevice(to: orientation)
        case .tap(let element):
            try tap(element, found: tapped)
        case .performSegue(let request):
            try performSegue(request.identifier, controller: request.controller)
        case .perform(let request):
            // The app's own code calls the UIKit method: the action's entries are the trace.
            if let performer = try? state.codePerformer(named: request.controller) { try run(request.action, from: performer, anchor: nil) }
        case .back:
            // The back button calls popViewControllerAnimated:YES on its navigation controller:
            // an embedded one in front first (docs/semantics.md, "Container views").
            if let navigation = state.backNavigation { try pop(on: navigation, animated: true) }
        case .backIn(let name):
            if let navigation = try? state.navigationInFront(named: name) { try pop(on: navigation, animated: true) }
        case .selectTab(let index):
            if let tabBar = state.shownTabBar(in: state.frontMost) { try selectTab(index, on: tabBar) }
        case .showPrimary:
            if let split = state.splitHidingPrimary { try showPrimary(of: split) }
        case .timer(let id, let action):
            state.timers.perform(action, on: id)
        case .advance(let ms):
            state.timers.advance(by: ms)
        }
    }

    /// The element's action, attributed to the controller that owns the element.
    mutating func tap(_ element: String, found target: TapTarget?) throws {
        guard let found = target ?? state.onScreenView(element),
              let action = found.view.action else { return }
        if case .timer(let id, let timerAction) = action {
            // Seed 003: the child forwards the tap to the master, which owns the timers.
            let via = state.instances[found.owner].parent.map { TraceValue.controller(state.instances[$0].id) } ?? .null
            emit(found.owner, found.view.tap.callback, [
                "element": .string(element), "timer": .string(id), "action": .string(timerAction.rawValue), "via": via,
            ])
            state.timers.perform(timerAction, on: id)
            return
        }
        // Every other action method is logged the same way (the timer's detail says more).
        emit(found.owner, found.view.tap.callback, found.view.tap.detail)
        try run(action, from: found.owner, anchor: element)
    }

    /// `performSegueWithIdentifier:sender:` in the performer's code, then the segue's transition
    /// (docs/semantics.md, "Segues performed in code"). A popover it presents has no source
    /// element: it is centred in the window.
    mutating func performSegue(_ identifier: String, controller: String?) throws {
        guard let (performer, action) = try? state.segueToPerform(identifier, controller: controller) else { return }
        emit(performer, "performSegueWithIdentifier:sender:", kept(["identifier": .string(identifier)]))
        try run(action, from: performer, anchor: nil)
    }

    /// What an element's action or a performed segue does, called from `caller`'s code;
    /// `anchor` is the tapped element, below which a popover is shown.
    private mutating func run(_ action: ElementAction, from caller: InstanceRef, anchor: String?) throws {
        switch action {
        case .push(let className, let animated):
            // self.navigationController: nil outside one, and a message to nil does nothing.
            guard let navigation = state.navigationController(of: caller) else { return }
            let pushed = instantiate(className, parent: nil)
            try push(pushed, on: navigation, animated: animated)
        case .show(let className, let animated):
            try show(className, from: caller, animated: animated)
        case .showDetail(let className, let animated):
            try showDetail(className, from: caller, animated: animated)
        case .pop(let animated):
            guard let navigation = state.navigationController(of: caller) else { return }
            try pop(on: navigation, animated: animated)
        case .present(let className, let style, let animated, let container):
            try present(className, style: style, from: caller, animated: animated, container: container, anchor: anchor)
        case .unwind(let action, let animated):
            try unwind(action, from: caller, animated: animated)
        case .dismiss(let animated):
            try dismiss(calledOn: caller, animated: animated)
        case .attemptRotation:
            try attemptRotationToDeviceOrientation(calledBy: caller)
        case .setSupportedInterfaceOrientations(let className, let orientations, let then):
            try setSupportedInterfaceOrientations(className, orientations, then: then, calledBy: caller)
        case .requestGeometryUpdate(let orientations):
            try requestGeometryUpdate(orientations, calledBy: caller)
        case .setDeviceOrientation(let orientation):
            try setDeviceOrientationByKeyValueCoding(orientation, calledBy: caller)
        case .timer(let id, let timerAction):
            state.timers.perform(timerAction, on: id)
        }
    }
}
