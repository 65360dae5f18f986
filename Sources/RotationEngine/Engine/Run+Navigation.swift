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

        loadView(pushed)
        viewWillDisappear(covered, animated: animated)
        settle(pushed)
        viewWillAppear(pushed, animated: animated)
        if state.configuration.os == .iOS5 {
            let orientation = state.interfaceOrientation
            logLegacyAutorotation(pushed, orientation, answer: state.legacyMask(of: pushed).contains(orientation))
        }
        layout(pushed)
        viewDidDisappear(covered, animated: animated)
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
        state.navigationStack = stack
        state.instances[container].children = stack
        detach(popped)

        viewWillDisappear(popped, animated: animated)
        settle(revealed)
        viewWillAppear(revealed, animated: animated)
        layout(revealed)
        viewDidDisappear(popped, animated: animated)
        try viewDidAppear(revealed, animated: animated)
        try didShow(revealed, animated: animated)
    }

    /// The navigation delegate's `navigationController:didShowViewController:animated:`,
    /// where the app has a delegate (seed 000's A runs `swapControllersIfNeeded` in it).
    mutating func didShow(_ shown: InstanceRef, animated: Bool) throws {
        guard let delegateClass = state.navigation?.delegate,
              let delegate = state.navigationStack?.first(where: { state.instances[$0].id.className == delegateClass })
        else { return }
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
