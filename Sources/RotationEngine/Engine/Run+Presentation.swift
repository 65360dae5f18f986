/// Presented controllers (docs/semantics.md): presenting, dismissing, iOS 6's orientation at
/// presentation and at dismissal, and `attemptRotationToDeviceOrientation`.
extension Run {
    /// Whether the app's code spells presentation the iOS 5 way
    /// (`presentModalViewController:animated:`, `dismissModalViewControllerAnimated:`): it
    /// targets iOS 5, or runs there (where only that spelling exists).
    var usesModalSpelling: Bool {
        let os = state.configuration.os
        return min(state.app.deploymentTarget ?? os, os).era == .iOS5
    }

    /// `presentViewController:animated:completion:` called on `caller`: UIKit hands a
    /// full-screen presentation to the caller's nearest ancestor that covers the screen (the
    /// *presenting* controller). A presenter already presenting, or a caller whose view is not
    /// in the window, only gets UIKit's warning.
    mutating func present(_ className: String, style requested: PresentationStyle, from caller: InstanceRef, animated: Bool,
                          container: PresentedContainer? = nil, anchor: String? = nil) throws {
        try checkBudget(at: caller)
        let style = state.era.resolvedPresentationStyle(requested)
        let presented = instantiatePresented(className, container: container)
        let presenter = state.coveringController(of: caller)
        let name = state.instances[presented].id
        let callback = usesModalSpelling ? "presentModalViewController:animated:" : "presentViewController:animated:completion:"
        var detail: TraceDetail = ["viewController": .controller(name), "animated": .bool(animated), "style": .string(style.rawValue)]
        let presenterName = state.instances[presenter].id
        var warning: String?
        if state.instances[presenter].presented != nil {
            warning = "Attempt to present \(name) on \(presenterName) while a presentation is in progress!"
        } else if !state.isOnScreen(caller) {
            warning = "Attempt to present \(name) on \(presenterName) whose view is not in the window hierarchy!"
        }
        if let warning {
            detail.fields.append(TraceField(key: "warning", value: .string(warning)))
            emit(caller, callback, detail)
            state.warnings.append(warning)
            state.instances[presented].isAttached = false
            detachedAny = true
            return
        }
        emit(caller, callback, detail)

        state.instances[presented].presentationStyle = style
        if style == .popover { state.instances[presented].popoverAnchor = anchor }
        // A sheet leaves its presenter on screen: nothing disappears.
        let disappearing = state.isSheet(presented) ? [] : state.visibleControllers
        state.instances[presenter].presented = presented
        state.instances[presented].presentedBy = presenter
        // A presented container loads the view of the content it shows (its own calls are not traced).
        let appearing = try loadShownChain(of: presented)
        let fullScreen = !state.isSheet(presented)
        if fullScreen && state.rule != .iOS5 {
            try turnForPresentation(of: presented)
        } else if fullScreen {
            // iOS 5 asks the presented controller about the orientation it appears in (the
            // question is logged after its viewWillAppear:) and never turns for it.
            // `presented` is the front-most controller now, the one asked.
            var decision = state.legacyDecision(.presentation, candidate: state.interfaceOrientation).decision
            decision.candidateSource = .interface
            decision.result = .unchanged
            record(decision)
        }
        if container != nil { settleContainer(presented) }
        try transitionAppearance(disappearing: disappearing, appearing: appearing, animated: animated, asksLegacyAutorotation: true)
    }

    /// The controller a presentation creates: an instance of the class, or a container with
    /// its own stack (a navigation controller whose root is the class; a tab bar controller with
    /// its tabs) that keeps its definition (docs/semantics.md, "The file's navigation").
    private mutating func instantiatePresented(_ className: String, container: PresentedContainer?) -> InstanceRef {
        switch container {
        case nil:
            return instantiate(className, parent: nil)
        case .navigation(let navigation)?:
            let ref = buildNavigation(navigation, root: className, parent: nil)
            state.instances[ref].container = container
            return ref
        case .tabBar(let tabBar)?:
            let ref = buildTabBar(tabBar, parent: nil)
            state.instances[ref].container = container
            return ref
        case .split(let split)?:
            return buildSplit(split, parent: nil)
        }
    }

    /// iOS 6: a full-screen presented controller is shown in its
    /// `preferredInterfaceOrientationForPresentation`, else in the status bar's orientation;
    /// one it does not support (app mask ∩ its supported orientations) is UIKit's exception.
    /// The interface turns without rotation callbacks.
    private mutating func turnForPresentation(of presented: InstanceRef) throws {
        let preferred = definition(presented).preferredPresentationOrientation
        let wanted = preferred ?? state.statusBarOrientation
        if state.neverTurns(to: wanted) {
            // A phone without a Home button: the presentation is shown where the interface is.
            return record(state.noHomeButtonDecision(.presentation, candidate: wanted))
        }
        var decision = state.modernDecision(.presentation, candidate: wanted, asked: presented, reportsShouldAutorotate: false, gates: false)
        decision.candidateSource = preferred == nil ? .statusBar : .preferredForPresentation
        let allowed = decision.allowed ?? []
        guard allowed.contains(wanted) else {
            decision.result = .crashed
            record(decision)
            try crash(.invalidPresentationOrientation, at: presented, callback: "preferredInterfaceOrientationForPresentation", detail: [
                "orientation": .string(wanted.name), "supported": .strings(allowed.orientations.map(\.name)),
            ])
        }
        decision.result = wanted != state.interfaceOrientation ? .rotated : .unchanged
        decision.interfaceOrientation = wanted
        record(decision)
        guard wanted != state.interfaceOrientation else { return }
        switch state.era.rotation {
        case .rootTransform:
            turnInterface(to: wanted)
        case .sizeTransition:
            // iOS 8: the presenter under the full-screen presentation hears of the new size.
            let presenter = state.instances[presented].presentedBy.map { state.shownChain(of: $0) } ?? []
            announceSizeChange(to: wanted, to: presenter)
            turnInterface(to: wanted)
        }
    }

    /// `dismissViewControllerAnimated:completion:` called on `caller`: a presenting controller
    /// dismisses what it presents and everything above; one presenting nothing forwards it to
    /// its presenter. Only the top-most controller is animated out; the ones between are
    /// removed without callbacks. Nothing presented anywhere: UIKit does nothing.
    mutating func dismiss(calledOn caller: InstanceRef, animated: Bool) throws {
        let covering = state.coveringController(of: caller)
        let callback = usesModalSpelling ? "dismissModalViewControllerAnimated:" : "dismissViewControllerAnimated:completion:"
        let presenter: InstanceRef
        if state.instances[covering].presented != nil {
            presenter = covering
        } else if let presentedBy = state.instances[covering].presentedBy {
            presenter = presentedBy
        } else {
            emit(caller, callback, ["viewController": .null, "animated": .bool(animated)])
            return
        }
        guard let first = state.instances[presenter].presented else { return }
        emit(caller, callback, ["viewController": .controller(state.instances[first].id), "animated": .bool(animated)])

        var removed = [first]
        while let next = state.instances[removed[removed.count - 1]].presented { removed.append(next) }
        let wasVisible = Set(state.visibleControllers)
        let wasTopFullScreen = state.topFullScreen
        let disappearing = state.shownChain(of: removed[removed.count - 1])
        state.instances[presenter].presented = nil
        for ref in removed {
            state.instances[ref].presented = nil
            detach(ref)
        }
        let before = state.interfaceOrientation
        if state.rule != .iOS5 && state.hasRootViewController {
            turnForDismissal(fullScreen: state.topFullScreen != wasTopFullScreen)
        }
        settleContainers()
        let appearing = state.visibleControllers.filter { !wasVisible.contains($0) }
        try transitionAppearance(disappearing: disappearing, appearing: appearing, animated: animated)
        switch state.era.rotation {
        case .sizeTransition where state.interfaceOrientation != before:
            // iOS 8: the presenter hears of its new size again at the end of the dismissal.
            announceSizeChange(from: before, to: appearing)
        case .sizeTransition, .rootTransform:
            break
        }
    }

    /// iOS 6 at dismissal: if the controller that becomes top-most full screen does not allow
    /// the current interface orientation, the interface turns — to the device's when allowed,
    /// else to the first allowed in the launch fallback order — before anything reappears.
    /// The decision is recorded when a full-screen controller went (a sheet's dismissal that
    /// turns nothing decides nothing).
    private mutating func turnForDismissal(fullScreen: Bool) {
        let device = state.deviceOrientation.interfaceOrientation
        var decision = state.modernDecision(.dismissal, candidate: device, reportsShouldAutorotate: false, gates: false)
        let current = state.interfaceOrientation
        let asked = decision.allowed ?? []
        let wanted = asked.contains(current) ? current : SessionState.firstAllowed(preferring: device, in: asked)
        // A phone without a Home button never turns upside down (the reason says so).
        let allowed = state.narrowedForDevice(asked, wanted: wanted, decision: &decision)
        let target = allowed.contains(current) ? current : SessionState.firstAllowed(preferring: device, in: allowed)
        decision.result = target != current ? .rotated : .unchanged
        decision.interfaceOrientation = target
        if fullScreen || target != current { record(decision) }
        if target != current { turnInterface(to: target) }
    }

    /// `+[UIViewController attemptRotationToDeviceOrientation]`: the rotation decision for the
    /// device's current orientation and, if it allows another interface orientation, the
    /// rotate sequence — with no notification (the device did not move).
    mutating func attemptRotationToDeviceOrientation(calledBy caller: InstanceRef) throws {
        let device = state.deviceOrientation
        let current = state.interfaceOrientation
        var rotates = false
        var answerers: [InstanceRef] = []
        var decision: RotationDecision
        if let wanted = device.interfaceOrientation {
            switch state.rule {
            case _ where state.neverTurns(to: wanted):
                decision = state.noHomeButtonDecision(.attemptRotation, candidate: wanted)
            case .iOS6 where !state.hasRootViewController, .iOS16 where !state.hasRootViewController, .multitasking where !state.hasRootViewController:
                if wanted != current && state.applicationMask.contains(wanted) { state.statusBarOrientation = wanted }
                decision = state.rootlessDecision(.attemptRotation, candidate: wanted, launching: false)
            case .iOS6, .iOS16, .multitasking:
                decision = state.modernDecision(.attemptRotation, candidate: wanted, reportsShouldAutorotate: true, gates: true)
                rotates = wanted != current && decision.allowed?.contains(wanted) == true
            case .iOS5:
                (decision, answerers) = state.legacyDecision(.attemptRotation, candidate: wanted)
                rotates = wanted != current && decision.answer == true
            }
            if decision.result != .ignored {
                decision.result = rotates ? .rotated : wanted == current ? .unchanged : .refused
            }
            if rotates { decision.interfaceOrientation = wanted }
        } else {
            decision = state.ignoredDecision(.attemptRotation)
        }
        record(decision)
        emit(caller, "attemptRotationToDeviceOrientation", ["deviceOrientation": .string(device.name), "rotates": .bool(rotates)])
        guard rotates, let wanted = device.interfaceOrientation else { return }
        try rotate(to: wanted, legacyAnswerers: answerers, postsNotification: false)
    }

    /// Apple's *Creating an Alternate Landscape Interface* `orientationChanged:`: present a
    /// new landscape controller (full screen, animated) when the device is landscape and the
    /// flag is NO; dismiss when it is portrait (upside down counts) and the flag is YES. The
    /// flag changes whether or not UIKit did what was asked (the sample sets it regardless).
    mutating func presentLandscapeIfNeeded(_ portrait: InstanceRef, landscapeClass: String) throws {
        let device = state.deviceOrientation
        let showing = state.instances[portrait].isShowingLandscapeView
        if device.isLandscape && !showing {
            state.instances[portrait].isShowingLandscapeView = true
            try present(landscapeClass, style: .fullScreen, from: portrait, animated: true)
        } else if device.isPortrait && showing {
            state.instances[portrait].isShowingLandscapeView = false
            try dismiss(calledOn: portrait, animated: true)
        }
    }
}
