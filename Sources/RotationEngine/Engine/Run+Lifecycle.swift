/// The view-lifecycle callbacks of docs/semantics.md, as seed 004 observed them.
extension Run {
    /// `loadView` then `viewDidLoad`, both seeing empty bounds (seed 004: "Bounds are
    /// incorrect (normally empty) at this point"). On iOS 5 a view tree holding constraints
    /// cannot be unarchived: the session crashes in `loadView` (docs/semantics.md, "Auto Layout").
    mutating func loadView(_ ref: InstanceRef) throws {
        guard !state.instances[ref].isViewLoaded else { return }
        state.instances[ref].isViewLoaded = true
        state.instances[ref].bounds = .zero
        if !state.era.hasStackViews && state.viewsHoldStackViews(ref) {
            try crash(.stackViewBeforeIOS9, at: ref, callback: "loadView")
        }
        if !state.era.hasAutoLayout && state.viewsHoldConstraints(ref) {
            try crash(.constraintsOnIOS5, at: ref, callback: "loadView")
        }
        emit(ref, "loadView")
        if state.classes.embedsChildren { try embedChildren(of: ref) }
        emit(ref, "viewDidLoad")
        noteLayout(ref, .viewDidLoad)
    }

    /// The appearance transition of a push, pop, presentation or dismissal (seed 004's order):
    /// `viewWillDisappear:` to the controllers leaving, then each arriving one settles and gets
    /// `viewWillAppear:` (on iOS 5 followed by its `shouldAutorotateToInterfaceOrientation:`
    /// when `asksLegacyAutorotation`), the arriving layout passes, `viewDidDisappear:`, and
    /// `viewDidAppear:`. UIKit forwards each callback to child controllers, so both lists are
    /// content chains. (A tab switch orders them differently: `Run+TabBar.swift`.)
    mutating func transitionAppearance(disappearing: [InstanceRef], appearing: [InstanceRef], animated: Bool,
                                       asksLegacyAutorotation: Bool = false) throws {
        for ref in disappearing { viewWillDisappear(ref, animated: animated) }
        for ref in appearing {
            settle(ref)
            viewWillAppear(ref, animated: animated)
            viewIsAppearingIfCalled(ref, animated: animated)
            if asksLegacyAutorotation && state.rule == .iOS5 {
                let orientation = state.interfaceOrientation
                logLegacyAutorotation(ref, orientation, answer: state.legacyMask(of: ref).contains(orientation))
            }
        }
        enterWindow(appearing)
        for ref in appearing { layout(ref) }
        for ref in disappearing { viewDidDisappear(ref, animated: animated) }
        for ref in appearing { try viewDidAppear(ref, animated: animated) }
    }

    /// The views of `appearing` that enter the window for the first time: on iOS 8–12 each
    /// gets `traitCollectionDidChange:` there, after `viewWillAppear:` and before its layout
    /// pass; iOS 13 predicts traits and sends none (docs/semantics.md, "iOS versions").
    mutating func enterWindow(_ appearing: [InstanceRef]) {
        let traits = state.era.predictsTraits ? nil : state.geometry.traits
        for ref in appearing where !state.instances[ref].hasEnteredWindow {
            state.instances[ref].hasEnteredWindow = true
            if let traits { emit(ref, "traitCollectionDidChange:", traitDetail(traits)) }
        }
    }

    /// `viewWillLayoutSubviews`, the view's `layoutSubviews`, `viewDidLayoutSubviews`: the
    /// first callbacks with the correct bounds.
    mutating func layout(_ ref: InstanceRef) {
        settle(ref)
        updateViewConstraintsIfNeeded(ref)
        emit(ref, "viewWillLayoutSubviews")
        noteLayout(ref, .viewWillLayoutSubviews)
        emit(ref, "layoutSubviews")
        noteLayout(ref, .layoutSubviews)
        emit(ref, "viewDidLayoutSubviews")
        noteLayout(ref, .viewDidLayoutSubviews)
        if definition(ref).redrawsOnRotation && !state.instances[ref].hasDrawn {
            // UIView: drawRect: is "called when a view is first displayed" — after the layout
            // pass that sized it, before viewDidAppear: (docs/semantics.md, "Drawing").
            drawRect(ref)
        }
    }

    /// `updateViewConstraints`, once, before the first layout pass of a controller whose views
    /// hold constraints (chosen: UIKit sends it before the first constraint pass).
    mutating func updateViewConstraintsIfNeeded(_ ref: InstanceRef) {
        guard !state.instances[ref].hasUpdatedConstraints, state.viewsHoldConstraints(ref) else { return }
        state.instances[ref].hasUpdatedConstraints = true
        emit(ref, "updateViewConstraints")
    }

    /// `drawRect:` {rect} with the view's bounds (seed 000's B).
    mutating func drawRect(_ ref: InstanceRef) {
        state.instances[ref].hasDrawn = true
        emit(ref, "drawRect:", kept(["rect": .string(Self.describe(state.instances[ref].bounds))]))
    }

    /// `viewWillAppear:` with the bounds the view has now, then what the controller does in
    /// it (seed 000's B un-hides the navigation bar).
    mutating func viewWillAppear(_ ref: InstanceRef, animated: Bool) {
        emit(ref, "viewWillAppear:", .animated(animated))
        noteLayout(ref, .viewWillAppear)
        if let hidden = definition(ref).navigationBarHiddenOnAppear, let navigation = state.navigationController(of: ref) {
            setNavigationBarHidden(hidden, on: navigation, animated: animated)
        }
    }

    /// iOS 17's `viewIsAppearing:`: once per appearance, after `viewWillAppear:`, with the
    /// view in the window and its traits and geometry up to date, before the layout pass
    /// (Apple's `viewIsAppearing(_:)` documentation); never on rotation.
    mutating func viewIsAppearingIfCalled(_ ref: InstanceRef, animated: Bool) {
        guard state.era.callsViewIsAppearing else { return }
        settle(ref)
        emit(ref, "viewIsAppearing:", .animated(animated))
    }

    mutating func setNavigationBarHidden(_ hidden: Bool, on navigation: InstanceRef, animated: Bool) {
        let changed = hidden != state.instances[navigation].navigationBarHidden
        emit(navigation, "setNavigationBarHidden:animated:", [
            "hidden": .bool(hidden), "animated": .bool(animated), "changed": .bool(changed),
        ])
        state.instances[navigation].navigationBarHidden = hidden
    }

    mutating func viewDidAppear(_ ref: InstanceRef, animated: Bool) throws {
        emit(ref, "viewDidAppear:", .animated(animated))
        noteLayout(ref, .viewDidAppear)
        let definition = definition(ref)
        // Seed 003: "iPad's don't send a willAnimate on launch..." so the master calls it.
        if case .orientationMaster(let master) = definition.behaviour,
           master.callsWillAnimateOnPadLaunch, state.device.idiom == .pad {
            try willAnimateRotation(ref, to: state.interfaceOrientation, duration: 0, calledFrom: "viewDidAppear:")
        }
        if definition.attemptsRotationOnAppear {
            try attemptRotationToDeviceOrientation(calledBy: ref)
        }
    }

    mutating func viewWillDisappear(_ ref: InstanceRef, animated: Bool) {
        emit(ref, "viewWillDisappear:", .animated(animated))
    }

    mutating func viewDidDisappear(_ ref: InstanceRef, animated: Bool) {
        emit(ref, "viewDidDisappear:", .animated(animated))
    }

    /// iOS 5's question, logged where seed 004 logged it.
    mutating func logLegacyAutorotation(_ ref: InstanceRef, _ orientation: InterfaceOrientation, answer: Bool) {
        emit(ref, "shouldAutorotateToInterfaceOrientation:", [
            "orientation": .string(orientation.name), "result": .bool(answer),
        ])
    }
}
