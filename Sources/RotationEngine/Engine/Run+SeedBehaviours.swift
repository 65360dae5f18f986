/// The seed strategies, each as its seed's code does it (flaws included).
extension Run {
    /// Seed 000's `swapControllersIfNeeded`: a landscape **device** orientation with the
    /// portrait controller visible pushes a new landscape instance (`animated: NO`); a
    /// portrait one (upside down counts, `UIDeviceOrientationIsPortrait`) with the landscape
    /// controller visible pops it. The property keeps pointing at the last instance.
    mutating func swapControllersIfNeeded(_ portrait: InstanceRef, landscapeClass: String) throws {
        let device = state.deviceOrientation
        let visible = state.visibleController
        guard let navigation = state.navigationController(of: portrait) else { return }
        if device.isLandscape && visible == portrait {
            emit(portrait, "swapControllersIfNeeded", .swap(device, .push))
            let landscape = instantiate(landscapeClass, parent: nil)
            state.instances[portrait].landscapeController = landscape
            detachedAny = true  // the previous landscape controller may now be unreachable
            try push(landscape, on: navigation, animated: false)
        } else if device.isPortrait && visible == state.instances[portrait].landscapeController {
            emit(portrait, "swapControllersIfNeeded", .swap(device, .pop))
            try pop(on: navigation, animated: false)
        } else {
            emit(portrait, "swapControllersIfNeeded", .swap(device, .none))
        }
    }

    /// Seed 002's `didRotateFromInterfaceOrientation:`: keep the bounds, set `view` to the
    /// landscape view with +90° (interface landscapeRight) or −90° (landscapeLeft), or to the
    /// portrait view with 0° (upside down included, as the listing's `else` does), restore
    /// the bounds. A fresh view has the identity transform until the app sets one.
    mutating func swapView(_ ref: InstanceRef, _ swap: ViewSwap) -> (view: String, transform: Int?) {
        let bounds = state.instances[ref].bounds
        let view: String
        let transform: Int
        switch state.interfaceOrientation {
        case .landscapeRight: (view, transform) = (swap.landscapeView, 90)
        case .landscapeLeft: (view, transform) = (swap.landscapeView, -90)
        case .portrait, .portraitUpsideDown: (view, transform) = (swap.portraitView, 0)
        }
        state.instances[ref].swappedView = view
        state.instances[ref].viewTransform = swap.setsTransform ? transform : 0
        state.instances[ref].bounds = bounds
        return (view, swap.setsTransform ? transform : nil)
    }

    /// Seed 003's master, in `willAnimateRotationToInterfaceOrientation:`: remove the child,
    /// load a new one from the xib `xibNameForDeviceAndRotation:` picks (an `NSAssert` when
    /// none exists), size it to the master's bounds and add it.
    mutating func reloadChild(of master: InstanceRef, master behaviour: OrientationMaster, for orientation: InterfaceOrientation) throws {
        try checkBudget(at: master)
        if let old = state.instances[master].children.last(where: { state.instances[$0].isAttached }) {
            // Appearance forwarding: a child whose view leaves the window disappears right there.
            emit(old, "removeFromSuperview")
            viewWillDisappear(old, animated: false)
            viewDidDisappear(old, animated: false)
            emit(old, "willMoveToParentViewController:", .noParent)
            emit(old, "removeFromParentViewController")
            // UIViewController: removeFromParentViewController calls didMoveToParentViewController: nil itself.
            emit(old, "didMoveToParentViewController:", .noParent)
            detach(old)
        }
        let lookup = state.context.xibLookup(master: state.instances[master].classIndex, orientation)
            ?? XibLookup(childClass: behaviour.childClass, orientation: orientation, app: state.app, idiom: state.device.idiom)
        guard let xib = lookup.name else {
            try crash(.missingXib, at: master, callback: "xibNameForDeviceAndRotation:", detail: lookup.detail)
        }
        emit(master, "xibNameForDeviceAndRotation:", lookup.detail)

        let child = instantiate(behaviour.childClass, parent: master)
        state.instances[child].xib = xib
        state.instances[child].xibView = lookup.view
        state.instances[master].children.append(child)
        try loadView(child)
        settle(child)
        emitAddChild(child, to: master)
        emitDidMove(child, to: master)
        emit(master, "addSubview:", kept(["view": .string(state.currentView(of: child).id)]))
        viewWillAppear(child, animated: false)
        layout(child)
        try viewDidAppear(child, animated: false)
        if state.configuration.options.timerOwner == .child {
            // The seed's first version kept its timers in the child: a new child, new timers.
            state.timers.resetAll()
        }
    }
}
