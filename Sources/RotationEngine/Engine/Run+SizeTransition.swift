/// Rotation and launch from iOS 8: the window takes the interface's size and controllers hear
/// of it through `UIContentContainer` (docs/semantics.md, "Rotation on iOS 8 and later"; the
/// order is chosen from Apple's `viewWillTransition(to:with:)` and `willTransition(to:with:)`
/// documentation and the logs cited there).
extension TraceDetail {
    static let compactCompact: TraceDetail = ["horizontalSizeClass": "compact", "verticalSizeClass": "compact"]
    static let compactRegular: TraceDetail = ["horizontalSizeClass": "compact", "verticalSizeClass": "regular"]
    static let regularCompact: TraceDetail = ["horizontalSizeClass": "regular", "verticalSizeClass": "compact"]
    static let regularRegular: TraceDetail = ["horizontalSizeClass": "regular", "verticalSizeClass": "regular"]
}

/// A controller taking part in a size transition: its size and window insets before, the
/// bounds it will have, and whether it gets the legacy rotation callbacks. (A plain struct, so
/// that a transition keeps them in stack memory it need not deinitialize.)
private struct Participant {
    var size: Size
    var newBounds: Rect
    var insets: EdgeInsets?
    var legacy: Bool
}

extension Run {
    /// A user rotation that rotates, iOS 8 and later:
    /// 1. `willTransitionToTraitCollection:…` to every visible controller when a size class
    ///    changes (a phone turning; never a full-screen iPad);
    /// 2. `viewWillTransitionToSize:…` (a child only when its size changes), each followed on
    ///    a controller with legacy callbacks by `willRotateToInterfaceOrientation:duration:`;
    /// 3. with the new bounds: `traitCollectionDidChange:` (traits changed, parents first),
    ///    `viewSafeAreaInsetsDidChange` (iOS 11, where the insets changed), the layout pass,
    ///    and `willAnimateRotation…` on legacy controllers;
    /// 4. the orientation observers; 5. `didRotateFromInterfaceOrientation:` on legacy ones.
    mutating func transitionSize(to orientation: InterfaceOrientation, duration: Double, postsNotification: Bool) throws {
        let front = state.topFullScreen
        let participants = state.visibleControllers(from: front)
        // What each participant is now, and the size it will have: a few values per
        // participant for the length of the transition, kept on the stack.
        try withUnsafeTemporaryAllocation(of: Participant.self, capacity: participants.count) { was in
            try transitionSize(to: orientation, duration: duration, postsNotification: postsNotification, front: front, participants: participants, was: was)
        }
    }

    private mutating func transitionSize(
        to orientation: InterfaceOrientation, duration: Double, postsNotification: Bool,
        front: InstanceRef, participants: [InstanceRef], was: UnsafeMutableBufferPointer<Participant>
    ) throws {
        let from = state.interfaceOrientation
        // The full-screen traits after the turn, when a size class changes (read from the
        // session's geometries in place: a copy of a geometry retains its device).
        let newTraits = state.context.traitsChange(from: from, to: orientation)
        let hasSafeAreas = state.era.hasSafeAreas
        for (index, ref) in participants.enumerated() {
            was.initializeElement(at: index, to: Participant(
                size: state.instances[ref].bounds.size, newBounds: .zero,
                insets: hasSafeAreas ? state.transitionSafeAreaInsets(of: ref) : nil, legacy: receivesLegacyRotationCallbacks(ref)
            ))
        }
        // The bounds are worked out in the new orientation, which is then put back.
        state.interfaceOrientation = orientation
        for index in participants.indices { was[index].newBounds = state.settledBounds(of: participants[index]) }
        state.interfaceOrientation = from

        if let traits = newTraits {
            for ref in participants {
                emit(ref, "willTransitionToTraitCollection:withTransitionCoordinator:", traitDetail(traits))
            }
        }
        var sizeDetail: (size: Size, detail: TraceDetail)?
        for (index, ref) in participants.enumerated() {
            let newSize = was[index].newBounds.size
            if !isChildController(ref) || newSize != was[index].size {
                // Participants mostly share one size: its detail is made once.
                if sizeDetail?.size != newSize { sizeDetail = (newSize, state.context.sizeDetail(newSize)) }
                emit(ref, "viewWillTransitionToSize:withTransitionCoordinator:", sizeDetail?.detail)
            }
            if was[index].legacy {
                emit(ref, "willRotateToInterfaceOrientation:duration:", .rotation(to: orientation, duration: duration))
            }
        }
        turnInterface(to: orientation)
        // The new bounds for every participant before the trait and safe-area callbacks, which
        // run inside the transition's animation (a navigation or tab child too, not only the
        // containers `turnInterface` settles): those worked out above, not worked out again.
        for (index, ref) in participants.enumerated() { settle(ref, to: was[index].newBounds) }
        if let traits = newTraits {
            for ref in participants { emit(ref, "traitCollectionDidChange:", traitDetail(traits)) }
        }
        if hasSafeAreas {
            for (index, ref) in participants.enumerated() where state.transitionSafeAreaInsets(of: ref) != was[index].insets {
                emit(ref, "viewSafeAreaInsetsDidChange")
            }
        }
        for ref in participants { layout(ref) }
        // A layer a presentation adapted away from (a popover turning regular, a phone's card
        // turning compact) is on screen again: its view has the new bounds, without callbacks
        // (docs/semantics.md, "Popovers").
        // (Only where a layer is presented: otherwise the visible controllers are the participants.
        // The window's root in front with nothing presented stays in front: no walk to ask.)
        if state.instances[front].presented != nil || (front != state.windowRoot && state.topFullScreen != front) {
            for ref in state.visibleControllers where state.instances[ref].isViewLoaded && !participants.contains(ref) { settle(ref) }
        }
        for (index, ref) in participants.enumerated() where state.instances[ref].isAttached {
            if was[index].legacy {
                try willAnimateRotation(ref, to: orientation, duration: duration, calledFrom: nil)
            }
            if definition(ref).redrawsOnRotation { drawRect(ref) }
        }
        if postsNotification {
            try postOrientationNotification()
        }
        for (index, ref) in participants.enumerated() where was[index].legacy && state.instances[ref].isAttached {
            didRotate(ref, from: from)
        }
    }

    /// Launch from iOS 8: the interface starts where the launch decision puts it; the
    /// controllers see their final bounds from `viewWillAppear:` on and get no rotation or
    /// transition callbacks. iOS 8–12 send `traitCollectionDidChange:` when a view first
    /// enters the window; iOS 13 predicts traits and sends none.
    mutating func launchIntoOrientation(content: InstanceRef) throws {
        let decision = state.launchDecision()
        let target = decision.interfaceOrientation
        record(decision)
        turnInterface(to: target)
        // The content and its embedded children (container views) appear together.
        let appearing = try loadShownChain(of: content)
        for ref in appearing {
            settle(ref)
            viewWillAppear(ref, animated: false)
            viewIsAppearingIfCalled(ref, animated: false)
        }
        enterWindow(appearing)
        for ref in appearing { layout(ref) }
        for ref in appearing { try viewDidAppear(ref, animated: false) }
        if state.deviceOrientation != .unknown {
            try postOrientationNotification()
        }
    }

    /// A presentation or dismissal that turns the interface (iOS 8): `willTransitionToTraitCollection:`
    /// when a size class changes and `viewWillTransitionToSize:` to `controllers`, before the
    /// interface turns to `orientation`.
    mutating func announceSizeChange(to orientation: InterfaceOrientation, to controllers: [InstanceRef]) {
        let after = state.geometry(in: orientation)
        let from = state.interfaceOrientation
        state.interfaceOrientation = orientation
        let sizes = controllers.map { state.settledBounds(of: $0).size }
        state.interfaceOrientation = from
        if state.geometry.sizeClasses != after.sizeClasses, let traits = after.traits {
            for ref in controllers { emit(ref, "willTransitionToTraitCollection:withTransitionCoordinator:", traitDetail(traits)) }
        }
        for (ref, size) in zip(controllers, sizes) {
            emit(ref, "viewWillTransitionToSize:withTransitionCoordinator:", state.context.sizeDetail(size))
        }
    }

    /// The same after the interface turned from `orientation` (the end of a dismissal).
    mutating func announceSizeChange(from orientation: InterfaceOrientation, to controllers: [InstanceRef]) {
        let before = state.geometry(in: orientation)
        if before.sizeClasses != state.geometry.sizeClasses, let traits = state.geometry.traits {
            for ref in controllers { emit(ref, "willTransitionToTraitCollection:withTransitionCoordinator:", traitDetail(traits)) }
        }
        for ref in controllers {
            emit(ref, "viewWillTransitionToSize:withTransitionCoordinator:", state.context.sizeDetail(state.settledBounds(of: ref).size))
        }
    }

    /// Whether a controller gets the iOS 5/6 rotation trio on iOS 8 and later: as its
    /// definition says, else legacy when the app targets a version before 8 (UIKit's
    /// `viewWillTransitionToSize:` forwards to them) and none when it targets 8 or later.
    func receivesLegacyRotationCallbacks(_ ref: InstanceRef) -> Bool {
        if let callbacks = definition(ref).rotationCallbacks { return callbacks == .legacy }
        return state.context.targetsLegacyRotation
    }

    /// A content controller's child (seed 003's): it hears of a size change only when its own
    /// size changes.
    func isChildController(_ ref: InstanceRef) -> Bool {
        guard let parent = state.instances[ref].parent else { return false }
        return state.instances[parent].role == .content
    }

    /// The trait callbacks' `detail`: one of four shared values (a detail is an array; sharing
    /// it saves an allocation per entry, as `TraceDetail.animated` does).
    func traitDetail(_ traits: Traits) -> TraceDetail {
        switch (traits.sizeClasses.horizontal, traits.sizeClasses.vertical) {
        case (.compact, .compact): TraceDetail.compactCompact
        case (.compact, .regular): TraceDetail.compactRegular
        case (.regular, .compact): TraceDetail.regularCompact
        case (.regular, .regular): TraceDetail.regularRegular
        }
    }
}
