/// Who decides whether the interface rotates, and what they answer (SPEC §3).
extension SessionState {
    /// iOS 6: the window's root view controller is asked — a plain `UINavigationController`
    /// answers with its own values, seed 001's forwarding subclass with its top controller's.
    /// Returns the asked instance (for the trace), `shouldAutorotate` and
    /// `supportedInterfaceOrientations` with UIKit's defaults filled in.
    func modernAnswer() -> (asked: InstanceRef, shouldAutorotate: Bool, supported: OrientationMask) {
        let asked = windowRoot
        var answering = windowRoot
        if let navigation, navigation.forwarding, let top = navigationStack?.last {
            answering = top
        }
        let definition = definition(of: answering)
        let defaultMask: OrientationMask = device.idiom == .pad ? .all : .allButUpsideDown
        return (asked, definition.shouldAutorotate ?? true, definition.supportedInterfaceOrientations ?? defaultMask)
    }

    /// The Info.plist orientations for this device's idiom.
    var infoPlistMask: OrientationMask { app.infoPlist.mask(for: device.idiom) }

    /// iOS 5: the visible controller answers `shouldAutorotateToInterfaceOrientation:` (a
    /// navigation controller forwards the question to its top controller).
    func legacyAnswerer() -> InstanceRef { topController }

    /// The orientations a controller says YES to under iOS 5; UIKit's default is portrait only.
    func legacyMask(of ref: InstanceRef) -> OrientationMask {
        switch definition(of: ref).autorotation {
        case .notImplemented: .portrait
        case .infoPlist: infoPlistMask
        case .orientations(let mask): mask
        }
    }

    /// Where the app ends up at launch: the device's orientation when allowed, else portrait
    /// when allowed, else the first allowed one. iOS 6 allows Info.plist ∩ the root's
    /// supported orientations (`shouldAutorotate` is not asked at launch); iOS 5 allows
    /// Info.plist ∩ the visible controller's YES answers ("Info.plist limits only the launch
    /// orientation").
    func launchOrientation() -> InterfaceOrientation {
        let allowed: OrientationMask
        switch configuration.os {
        case .iOS6: allowed = infoPlistMask.intersection(modernAnswer().supported)
        case .iOS5: allowed = infoPlistMask.intersection(legacyMask(of: legacyAnswerer()))
        }
        if let wanted = deviceOrientation.interfaceOrientation, allowed.contains(wanted) { return wanted }
        if allowed.isEmpty || allowed.contains(.portrait) { return .portrait }
        return InterfaceOrientation.launchPreference.first { allowed.contains($0) } ?? .portrait
    }
}
