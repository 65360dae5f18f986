/// Push and pop on the navigation controller (SPEC §4). Neither rotates the interface.
extension Run {
    /// `pushViewController:animated:` then seed 004's present/push sequence.
    mutating func push(_ pushed: InstanceRef, animated: Bool) throws {
        guard var stack = state.navigationStack, let covered = stack.last else { return }
        let container = state.windowRoot
        try checkBudget(at: container)
        emit(container, "pushViewController:animated:", [
            "viewController": .controller(state.instances[pushed].id), "animated": .bool(animated),
        ])
        stack.append(pushed)
        state.navigationStack = stack
        state.instances[pushed].parent = container
        state.instances[pushed].isAttached = true
        state.instances[container].children = stack

        // The covered controller's children (an orientation master's) disappear with it:
        // UIKit forwards appearance callbacks to child controllers.
        let disappearing = state.contentChain(of: covered)
        loadView(pushed)
        for ref in disappearing { viewWillDisappear(ref, animated: animated) }
        settle(pushed)
        viewWillAppear(pushed, animated: animated)
        if state.configuration.os == .iOS5 {
            let orientation = state.interfaceOrientation
            logLegacyAutorotation(pushed, orientation, answer: state.legacyMask(of: pushed).contains(orientation))
        }
        layout(pushed)
        for ref in disappearing { viewDidDisappear(ref, animated: animated) }
        try viewDidAppear(pushed, animated: animated)
        try didShow(pushed, animated: animated)
    }

    /// `popViewControllerAnimated:` then the reveal sequence: the revealed controller sees
    /// correct bounds in `viewWillAppear:` and gets no callbacks for rotations it missed.
    mutating func pop(animated: Bool) throws {
        guard var stack = state.navigationStack, stack.count > 1, let popped = stack.popLast(), let revealed = stack.last else { return }
        let container = state.windowRoot
        try checkBudget(at: container)
        emit(container, "popViewControllerAnimated:", [
            "viewController": .controller(state.instances[popped].id), "animated": .bool(animated),
        ])
        let disappearing = state.contentChain(of: popped)
        let appearing = state.contentChain(of: revealed)
        state.navigationStack = stack
        state.instances[container].children = stack
        detach(popped)

        for ref in disappearing { viewWillDisappear(ref, animated: animated) }
        for ref in appearing {
            settle(ref)
            viewWillAppear(ref, animated: animated)
        }
        for ref in appearing { layout(ref) }
        for ref in disappearing { viewDidDisappear(ref, animated: animated) }
        for ref in appearing { try viewDidAppear(ref, animated: animated) }
        try didShow(revealed, animated: animated)
    }

    /// The navigation delegate's `navigationController:didShowViewController:animated:`,
    /// where the app has a delegate (seed 000's A runs `swapControllersIfNeeded` in it): the
    /// navigation controller itself when the delegate is its own class, else the bottom-most
    /// instance of the delegate's class on the stack (none there: no delegate call).
    mutating func didShow(_ shown: InstanceRef, animated: Bool) throws {
        guard let navigation = state.navigation, let delegateClass = navigation.delegate else { return }
        let delegate: InstanceRef? = delegateClass == navigation.className
            ? state.windowRoot
            : state.navigationStack?.first { state.instances[$0].id.className == delegateClass }
        guard let delegate else { return }
        emit(delegate, "navigationController:didShowViewController:animated:", [
            "viewController": .controller(state.instances[shown].id), "animated": .bool(animated),
        ])
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
            emit(observer, "orientationChanged:", ["deviceOrientation": .string(state.deviceOrientation.name)])
            if case .alternateLandscape(let landscapeClass) = definition(observer).behaviour {
                try swapControllersIfNeeded(observer, landscapeClass: landscapeClass)
            }
        }
    }
}
