/// Device orientation changes and interface rotation (docs/semantics.md rotate).
extension Run {
    /// The device turns. The orientation notification is posted on every change; the
    /// interface rotates only when the rules of the session's iOS version allow it.
    mutating func rotateDevice(to orientation: DeviceOrientation) throws {
        guard orientation != state.deviceOrientation else { return }
        state.deviceOrientation = orientation
        guard let wanted = orientation.interfaceOrientation else {
            // Face up, face down, unknown: the interface stays, observers still hear of it.
            record(state.ignoredDecision(.deviceOrientation))
            try postOrientationNotification()
            return
        }
        if state.neverTurns(to: wanted) {
            record(state.noHomeButtonDecision(.deviceOrientation, candidate: wanted))
            try postOrientationNotification()
            return
        }
        switch state.rule {
        case .iOS6 where !state.hasRootViewController, .iOS16 where !state.hasRootViewController, .multitasking where !state.hasRootViewController:
            // QA1688: "supported orientations are determined only by the UIApplication object.
            // Further, view controllers will not be notified of orientation changes": the status
            // bar turns within the app's mask, the views keep their orientation.
            if state.applicationMask.contains(wanted) { state.statusBarOrientation = wanted }
            record(state.rootlessDecision(.deviceOrientation, candidate: wanted, launching: false))
            try postOrientationNotification()
        case .iOS6, .iOS16, .multitasking:
            var decision = state.modernDecision(.deviceOrientation, candidate: wanted, reportsShouldAutorotate: true, gates: true)
            try checkSupportedOrientations(decision)
            let allowed = decision.allowed?.contains(wanted) == true
            if allowed && wanted != state.interfaceOrientation {
                decision.result = .rotated
                decision.interfaceOrientation = wanted
                record(consume decision)
                try rotate(to: wanted)
            } else {
                decision.result = wanted == state.interfaceOrientation ? .unchanged : .refused
                record(consume decision)
                try postOrientationNotification()
            }
        case .iOS5:
            var (decision, answerers) = state.legacyDecision(.deviceOrientation, candidate: wanted)
            if wanted != state.interfaceOrientation && decision.answer == true {
                decision.result = .rotated
                decision.interfaceOrientation = wanted
                record(consume decision)
                try rotate(to: wanted, legacyAnswerers: answerers)
            } else {
                decision.result = wanted == state.interfaceOrientation ? .unchanged : .refused
                record(consume decision)
                try postOrientationNotification()
            }
        }
    }

    /// Turns the interface the way the session's iOS version does: iOS 5–7 with the rotation
    /// callbacks around a root transform, iOS 8 and later as a size transition.
    mutating func rotate(to orientation: InterfaceOrientation, legacyAnswerers: [InstanceRef] = [], postsNotification: Bool = true) throws {
        switch state.era.rotation {
        case .rootTransform:
            let adaptation = try adaptSplitViews(to: orientation)
            try rotateInterface(to: orientation, duration: rotationDuration(to: orientation), launching: false,
                                legacyAnswerers: legacyAnswerers, postsNotification: postsNotification)
            try finishAdaptation(adaptation)
        case .sizeTransition:
            // Split views collapse or expand as the width's size class changes, before the
            // size transition (docs/semantics.md, "Split views").
            let adaptation = try adaptSplitViews(to: orientation)
            try transitionSize(to: orientation, duration: rotationDuration(to: orientation), postsNotification: postsNotification)
            try finishAdaptation(adaptation)
        }
    }

    /// Sets the interface (and status bar) orientation and settles every layer's root view; no
    /// callbacks. Rotation adds them; presentation and dismissal on iOS 6 turn without them.
    mutating func turnInterface(to orientation: InterfaceOrientation) {
        state.interfaceOrientation = orientation
        state.statusBarOrientation = orientation
        settleContainers()
    }

    /// Gives each visible layer's root view and the containers it shows the bounds they have
    /// on screen (entries on a container, such as `pushViewController:animated:`, carry its
    /// bounds). Views out of the window — a layer covered by a full-screen presentation, an
    /// unselected tab — keep theirs until they are shown again.
    mutating func settleContainers() {
        var layer: InstanceRef? = state.topFullScreen
        while let current = layer {
            layer = state.instances[current].presented
            settleContainer(current)
        }
    }

    /// Gives a layer's container (and a tab bar's selected tab) the bounds it has on screen.
    mutating func settleContainer(_ layer: InstanceRef) {
        var ref = layer
        while true {
            settle(ref)
            if state.instances[ref].role == .split {
                for column in state.shownColumns(of: ref) { settle(column) }
                break
            }
            let selected = state.instances[ref].selectedIndex
            guard state.instances[ref].role == .tabBar, state.instances[ref].children.indices.contains(selected) else { break }
            ref = state.instances[ref].children[selected]
        }
    }

    /// UIKit animates a quarter turn in 0.3 s and a half turn in twice that.
    func rotationDuration(to orientation: InterfaceOrientation) -> Double {
        orientation.isLandscape == state.interfaceOrientation.isLandscape ? 0.6 : 0.3
    }

    /// Rotates the interface: `willRotate…` (old bounds), the layout pass (new bounds),
    /// `willAnimate…`, iOS 5's question where seed 004 logged it, the observers, and last
    /// `didRotate…` to the controllers that got `willRotate…` and are still attached (in the
    /// hierarchy, covered or not; docs/semantics.md).
    /// At launch there are no observers here (they run after `viewDidAppear:`), and iPads
    /// get no `willAnimate…` (seed 003).
    mutating func rotateInterface(
        to orientation: InterfaceOrientation, duration: Double, launching: Bool, legacyAnswerers: [InstanceRef] = [],
        postsNotification: Bool = true
    ) throws {
        let from = state.interfaceOrientation
        let participants = state.visibleControllers
        for ref in participants {
            emit(ref, "willRotateToInterfaceOrientation:duration:", .rotation(to: orientation, duration: duration))
        }
        turnInterface(to: orientation)
        for ref in participants { layout(ref) }
        if !(launching && state.device.idiom == .pad) {
            for ref in participants where state.instances[ref].isAttached {
                try willAnimateRotation(ref, to: orientation, duration: duration, calledFrom: nil)
                if !launching && definition(ref).redrawsOnRotation {
                    drawRect(ref)
                }
            }
        }
        for answerer in legacyAnswerers {
            logLegacyAutorotation(answerer, orientation, answer: true)
        }
        if !launching && postsNotification {
            try postOrientationNotification()
        }
        for ref in participants where state.instances[ref].isAttached {
            didRotate(ref, from: from)
        }
    }

    /// `willAnimateRotationToInterfaceOrientation:duration:` (new bounds), then what the
    /// controller does in it (seed 003's master reloads its child).
    mutating func willAnimateRotation(_ ref: InstanceRef, to orientation: InterfaceOrientation, duration: Double, calledFrom caller: String?) throws {
        var detail = TraceDetail.rotation(to: orientation, duration: duration)
        if let caller { detail.fields.append(TraceField(key: "calledFrom", value: .string(caller))) }
        emit(ref, "willAnimateRotationToInterfaceOrientation:duration:", detail)
        noteLayout(ref, .willAnimateRotation)
        if case .orientationMaster(let master) = definition(ref).behaviour {
            try reloadChild(of: ref, master: master, for: orientation)
        }
    }

    /// `didRotateFromInterfaceOrientation:`, then what the controller does in it (seed 002's
    /// view swap).
    mutating func didRotate(_ ref: InstanceRef, from: InterfaceOrientation) {
        guard case .viewSwap(let swap) = definition(ref).behaviour else {
            emit(ref, "didRotateFromInterfaceOrientation:", .rotated(from: from))
            noteLayout(ref, .didRotate)
            return
        }
        let outcome = swapView(ref, swap)
        emit(ref, "didRotateFromInterfaceOrientation:", [
            "fromOrientation": .string(from.name), "view": .string(outcome.view),
            "transform": outcome.transform.map { .number(Double($0)) } ?? .null,
        ])
        noteLayout(ref, .didRotate)
    }

    /// `{{0, 20}, {320, 460}}` (NSStringFromCGRect), numbers as the log prints them. Whole
    /// numbers (every rectangle the engine makes) are written straight into the string:
    /// interpolating four formatted numbers cost ~690 instructions, ~7 % of seed 000's event
    /// (BENCHMARKS.md, "Engine").
    static func describe(_ rect: Rect) -> String {
        func isWhole(_ value: Double) -> Bool { value == value.rounded() && abs(value) < 1e15 }
        guard isWhole(rect.x), isWhole(rect.y), isWhole(rect.width), isWhole(rect.height) else {
            let format = LayoutConstraint.format
            return "{{\(format(rect.x)), \(format(rect.y))}, {\(format(rect.width)), \(format(rect.height))}}"
        }
        return String(unsafeUninitializedCapacity: 4 * 17 + 10) { buffer in
            var end = 0
            func put(_ text: StaticString) {
                for byte in UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount) {
                    buffer[end] = byte
                    end += 1
                }
            }
            func put(_ value: Double) { end = DecimalText.write(Int(value), into: buffer, at: end) }
            put("{{"); put(rect.x); put(", "); put(rect.y); put("}, {")
            put(rect.width); put(", "); put(rect.height); put("}}")
            return end
        }
    }
}
