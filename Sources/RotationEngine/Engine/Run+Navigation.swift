/// Push and pop on the navigation controller (docs/semantics.md). Neither rotates the interface.
extension Run {
    /// `pushViewController:animated:` on a navigation controller, then seed 004's push sequence.
    mutating func push(_ pushed: InstanceRef, on container: InstanceRef, animated: Bool) throws {
        guard let covered = state.instances[container].children.last else { return }
        try checkBudget(at: container)
        emit(container, "pushViewController:animated:", kept([
            "viewController": .controller(state.instances[pushed].id), "animated": .bool(animated),
        ]))
        state.instances[container].children.append(pushed)
        state.instances[pushed].parent = container
        state.instances[pushed].isAttached = true

        // The covered controller's children (an orientation master's) disappear with it:
        // UIKit forwards appearance callbacks to child controllers.
        let disappearing = state.contentChain(of: covered)
        try loadView(pushed)
        try transitionAppearance(disappearing: disappearing, appearing: state.contentChain(of: pushed), animated: animated, asksLegacyAutorotation: true)
        try didShow(pushed, on: container, animated: animated)
    }

    /// UIViewController's `showViewController:sender:` of a new instance of the class: the
    /// caller's navigation controller pushes it; outside one it is presented with its own
    /// (automatic) style (docs/semantics.md, "Push and pop"). A `show` action, and a
    /// `showDetail` outside a split view, come here.
    mutating func show(_ className: String, from caller: InstanceRef, animated: Bool) throws {
        if let navigation = state.navigationController(of: caller) {
            try push(instantiate(className, parent: nil), on: navigation, animated: animated)
        } else {
            try present(className, style: .automatic, from: caller, animated: animated)
        }
    }

    /// `popViewControllerAnimated:` then the reveal sequence: the revealed controller sees
    /// correct bounds in `viewWillAppear:` and gets no callbacks for rotations it missed.
    mutating func pop(on container: InstanceRef, animated: Bool) throws {
        var stack = state.instances[container].children
        guard stack.count > 1, let popped = stack.popLast(), let revealed = stack.last else { return }
        try checkBudget(at: container)
        emit(container, "popViewControllerAnimated:", kept([
            "viewController": .controller(state.instances[popped].id), "animated": .bool(animated),
        ]))
        try reveal(revealed, removing: [popped], from: container, animated: animated)
    }

    /// `popToRootViewControllerAnimated:` (a tap on the selected tab's item): every controller
    /// above the root leaves; only the top one is animated out.
    mutating func popToRoot(on container: InstanceRef, animated: Bool) throws {
        let stack = state.instances[container].children
        guard stack.count > 1 else { return }
        emit(container, "popToRootViewControllerAnimated:", kept([
            "viewController": .controller(state.instances[stack[stack.count - 1]].id), "animated": .bool(animated),
        ]))
        try reveal(stack[0], removing: Array(stack.dropFirst()), from: container, animated: animated)
    }

    /// Removes `removed` (bottom first) from the stack and reveals `revealed`: the top removed
    /// controller disappears, the revealed one appears with its correct bounds.
    mutating func reveal(_ revealed: InstanceRef, removing removed: [InstanceRef], from container: InstanceRef, animated: Bool) throws {
        guard let top = removed.last else { return }
        let disappearing = state.contentChain(of: top)
        let appearing = state.contentChain(of: revealed)
        for ref in removed { detach(ref) }

        try transitionAppearance(disappearing: disappearing, appearing: appearing, animated: animated)
        try didShow(revealed, on: container, animated: animated)
    }

    /// The navigation delegate's `navigationController:didShowViewController:animated:`,
    /// where the app has a delegate (seed 000's A runs `swapControllersIfNeeded` in it): the
    /// navigation controller itself when the delegate is its own class, else the bottom-most
    /// instance of the delegate's class on the stack (none there: no delegate call).
    mutating func didShow(_ shown: InstanceRef, on container: InstanceRef, animated: Bool) throws {
        guard let delegateClass = state.navigationDelegate(of: container) else { return }
        let delegate: InstanceRef? = delegateClass == state.instances[container].id.className
            ? container
            : state.instances[container].children.first { state.instances[$0].id.className == delegateClass }
        guard let delegate else { return }
        emit(delegate, "navigationController:didShowViewController:animated:", kept([
            "viewController": .controller(state.instances[shown].id), "animated": .bool(animated),
        ]))
        if case .alternateLandscape(let landscapeClass) = definition(delegate).behaviour {
            try swapControllersIfNeeded(delegate, landscapeClass: landscapeClass)
        }
    }

    /// Posts `UIDeviceOrientationDidChangeNotification` to every observer on screen or in
    /// the stack (seed 000 registers A in `awakeFromNib`).
    mutating func postOrientationNotification() throws {
        guard state.classes.hasObservers else { return }
        let observers = state.instances.refs.filter {
            state.instances[$0].isAttached && definition($0).observesOrientation
        }
        for observer in observers where state.instances[observer].isAttached {
            let behaviour = definition(observer).behaviour
            if case .alternateLandscapeModal = behaviour {
                emit(observer, "orientationChanged:", .orientationChanged(
                    state.deviceOrientation, isShowingLandscapeView: state.instances[observer].isShowingLandscapeView
                ))
            } else {
                emit(observer, "orientationChanged:", .orientationChanged(state.deviceOrientation))
            }
            switch behaviour {
            case .alternateLandscape(let landscapeClass):
                try swapControllersIfNeeded(observer, landscapeClass: landscapeClass)
            case .alternateLandscapeModal(let landscapeClass):
                try presentLandscapeIfNeeded(observer, landscapeClass: landscapeClass)
            default:
                break
            }
        }
    }
}
