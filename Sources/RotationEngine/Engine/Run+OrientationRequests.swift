/// What an app does to change the interface orientation itself (docs/semantics.md,
/// "Orientation requests"): change its supported orientations and tell UIKit, ask iOS 16's
/// window scene for a geometry, or set `UIDevice`'s orientation by key-value coding.
extension Run {
    /// The app changes what the live controllers of `className` answer to
    /// `supportedInterfaceOrientations` (a property of theirs: controllers made later answer their
    /// class's value), then tells UIKit: `setNeedsUpdateOfSupportedInterfaceOrientations` (iOS 16;
    /// an unrecognized selector before), `attemptRotationToDeviceOrientation`, or nothing.
    mutating func setSupportedInterfaceOrientations(_ className: String, _ orientations: OrientationMask, then: OrientationUpdate, calledBy caller: InstanceRef) throws {
        for ref in state.instances.refs where state.instances[ref].isAttached && state.instances[ref].id.className == className {
            state.instances[ref].supportedOverride = orientations
        }
        emit(caller, "setSupportedInterfaceOrientations", [
            "controller": .string(className), "orientations": .strings(orientations.orientationsInRawOrder.map(\.name)),
        ])
        switch then {
        case .nothing:
            return
        case .attemptRotation:
            try attemptRotationToDeviceOrientation(calledBy: caller)
        case .setNeedsUpdate:
            guard state.era.hasGeometryRequests else {
                try crash(.unrecognizedSelector("setNeedsUpdateOfSupportedInterfaceOrientations", on: state.instances[caller].id.className),
                          at: caller, callback: "setNeedsUpdateOfSupportedInterfaceOrientations")
            }
            emit(caller, "setNeedsUpdateOfSupportedInterfaceOrientations")
            try updateSupportedOrientations()
        }
    }

    /// iOS 16 re-asks the top-most full-screen controller: the interface turns to the device's
    /// orientation when that is now allowed, else — when the one it is in no longer is — to the
    /// first allowed in the launch fallback order; otherwise it stays.
    private mutating func updateSupportedOrientations() throws {
        let device = state.deviceOrientation.interfaceOrientation
        let current = state.interfaceOrientation
        var decision = state.modernDecision(.supportedOrientationsUpdate, candidate: device ?? current, reportsShouldAutorotate: false, gates: false)
        let allowed = state.narrowedForDevice(decision.allowed ?? [], wanted: device, decision: &decision)
        let target: InterfaceOrientation
        if let device, allowed.contains(device) {
            target = device
        } else if allowed.contains(current) || allowed.isEmpty {
            target = current
        } else {
            target = SessionState.firstAllowed(preferring: nil, in: allowed)
        }
        decision.result = target != current ? .rotated : (decision.candidate == current ? .unchanged : .refused)
        decision.interfaceOrientation = target
        record(decision)
        if target != current {
            try rotate(to: target, postsNotification: false)
        }
    }

    /// `requestGeometryUpdate(.iOS(interfaceOrientations:))` (iOS 16): the interface turns to the
    /// first orientation, in the launch fallback order, of the request ∩ the app's mask ∩ the
    /// asked controller's supported orientations, without the device turning and without the
    /// orientation notification; when that is empty the error handler gets UIKit's error 101.
    mutating func requestGeometryUpdate(_ requested: OrientationMask, calledBy caller: InstanceRef) throws {
        guard state.era.hasGeometryRequests else {
            try crash(.unrecognizedSelector("requestGeometryUpdate:errorHandler:", on: "UIWindowScene"), at: caller, callback: "requestGeometryUpdate:errorHandler:")
        }
        let current = state.interfaceOrientation
        var decision = state.modernDecision(.geometryRequest, candidate: nil, reportsShouldAutorotate: false, gates: false)
        let asked = (decision.allowed ?? []).intersection(requested)
        let wanted = InterfaceOrientation.launchPreference.first { asked.contains($0) }
        let allowed = state.narrowedForDevice(asked, wanted: wanted, decision: &decision)
        let target = InterfaceOrientation.launchPreference.first { allowed.contains($0) }
        decision.candidate = target ?? InterfaceOrientation.launchPreference.first { requested.contains($0) }
        decision.candidateSource = .request
        decision.allowed = allowed
        var detail: TraceDetail = ["orientations": .strings(requested.orientationsInRawOrder.map(\.name))]
        if let target {
            decision.result = target == current ? .unchanged : .rotated
            decision.interfaceOrientation = target
        } else {
            decision.result = .refused
            let supported = (decision.supportedInterfaceOrientations ?? decision.allowed ?? []).orientationsInRawOrder.map(\.name)
            let names = requested.orientationsInRawOrder.map(\.name)
            detail.fields.append(TraceField(key: "error", value: .string(
                "UISceneErrorDomain Code=101 \"None of the requested orientations are supported by the view controller. Requested: \(names.joined(separator: ", ")); Supported: \(supported.joined(separator: ", "))\""
            )))
        }
        record(decision)
        emit(caller, "requestGeometryUpdate:errorHandler:", detail)
        if let target, target != current {
            try rotate(to: target, postsNotification: false)
        }
    }

    /// `[[UIDevice currentDevice] setValue:@(orientation) forKey:@"orientation"]`: before iOS 16 it
    /// acts as the device turning; from iOS 16 it does nothing but log UIKit's complaint.
    mutating func setDeviceOrientationByKeyValueCoding(_ orientation: DeviceOrientation, calledBy caller: InstanceRef) throws {
        guard !state.era.hasGeometryRequests else {
            let warning = "BUG IN CLIENT OF UIKIT: Setting UIDevice.orientation is not supported. Please use UIWindowScene.requestGeometryUpdate(_:)"
            emit(caller, "setValue:forKey:", ["key": .string("orientation"), "value": .string(orientation.name), "warning": .string(warning)])
            state.warnings.append(warning)
            return
        }
        emit(caller, "setValue:forKey:", ["key": .string("orientation"), "value": .string(orientation.name)])
        try rotateDevice(to: orientation)
    }
}
