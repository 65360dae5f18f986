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
            // Memory per session stays bounded whatever a client taps.
            switch action {
            case .push:
                if let navigation = state.navigationController(of: found.owner) { try state.checkRoomToPush(on: navigation) }
            case .present:
                try state.checkRoomToPresent()
            case .show:
                try state.checkRoomToShow(from: found.owner)
            case .showDetail:
                try state.checkRoomToShowDetail(from: found.owner)
            default:
                break
            }
            return found
        case .back:
            guard state.hasBackButton else {
                let navigation = state.frontNavigation
                throw .noBackButton(
                    navigationBarHidden: navigation.map { state.instances[$0].navigationBarHidden } ?? false,
                    depth: navigation.map { state.instances[$0].children.count } ?? 0
                )
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
    /// The deepest navigation stack or presentation chain a tap may build.
    public static let maximumDepth = 64

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
        case .back:
            // The back button calls popViewControllerAnimated:YES on the navigation controller in front.
            if let navigation = state.frontNavigation { try pop(on: navigation, animated: true) }
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
        // Every action method but the timer's (whose detail says more) is logged the same way.
        if case .timer = action {} else { emit(found.owner, found.view.tap.callback, found.view.tap.detail) }
        switch action {
        case .push(let className, let animated):
            // self.navigationController: nil outside one, and a message to nil does nothing.
            guard let navigation = state.navigationController(of: found.owner) else { return }
            let pushed = instantiate(className, parent: nil)
            try push(pushed, on: navigation, animated: animated)
        case .show(let className, let animated):
            try show(className, from: found.owner, animated: animated)
        case .showDetail(let className, let animated):
            try showDetail(className, from: found.owner, animated: animated)
        case .pop(let animated):
            guard let navigation = state.navigationController(of: found.owner) else { return }
            try pop(on: navigation, animated: animated)
        case .present(let className, let style, let animated, let container):
            try present(className, style: style, from: found.owner, animated: animated, container: container, anchor: element)
        case .unwind(let action, let animated):
            try unwind(action, from: found.owner, animated: animated)
        case .dismiss(let animated):
            try dismiss(calledOn: found.owner, animated: animated)
        case .attemptRotation:
            try attemptRotationToDeviceOrientation(calledBy: found.owner)
        case .setSupportedInterfaceOrientations(let className, let orientations, let then):
            try setSupportedInterfaceOrientations(className, orientations, then: then, calledBy: found.owner)
        case .requestGeometryUpdate(let orientations):
            try requestGeometryUpdate(orientations, calledBy: found.owner)
        case .setDeviceOrientation(let orientation):
            try setDeviceOrientationByKeyValueCoding(orientation, calledBy: found.owner)
        case .timer(let id, let timerAction):
            // Seed 003: the child forwards the tap to the master, which owns the timers.
            let via = state.instances[found.owner].parent.map { TraceValue.controller(state.instances[$0].id) } ?? .null
            emit(found.owner, found.view.tap.callback, [
                "element": .string(element), "timer": .string(id), "action": .string(timerAction.rawValue), "via": via,
            ])
            state.timers.perform(timerAction, on: id)
        }
    }
}
