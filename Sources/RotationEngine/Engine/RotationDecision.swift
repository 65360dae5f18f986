/// Who decides whether the interface rotates, and what they answer (SPEC §3). The decision
/// calls of iOS 6 (`shouldAutorotate`, `supportedInterfaceOrientations`, synthesized asks)
/// are not traced.
extension SessionState {
    /// iOS 6: the window's root view controller is asked — a plain `UINavigationController`
    /// answers with its own values, seed 001's forwarding subclass with its top controller's.
    /// Returns the asked instance (for the trace), `shouldAutorotate` and
    /// `supportedInterfaceOrientations` with UIKit's defaults (or iOS 6's synthesis) filled in.
    func modernAnswer() -> (asked: InstanceRef, shouldAutorotate: Bool, supported: OrientationMask) {
        let asked = windowRoot
        var answering = windowRoot
        if let navigation, navigation.forwarding, let top = navigationStack?.last {
            answering = top
        }
        return (asked, definition(of: answering).shouldAutorotate ?? true, supportedMask(of: answering))
    }

    /// iOS 6's `supportedInterfaceOrientations` of a controller. UIKit's default is all but
    /// upside down on phone and all on pad; a content controller that does not implement it
    /// but implements iOS 5's `shouldAutorotateToInterfaceOrientation:` gets a mask
    /// synthesized from that method, asked for each orientation (iOS 6.0 release notes, "iOS 6
    /// compatibility synthesis"). UIKit's own containers are never synthesized.
    func supportedMask(of ref: InstanceRef) -> OrientationMask {
        let definition = definition(of: ref)
        if let mask = definition.supportedInterfaceOrientations { return mask }
        if !isContainer(ref) && definition.implementsLegacyAutorotation { return legacyMask(of: ref) }
        return device.idiom == .pad ? .all : .allButUpsideDown
    }

    /// The Info.plist orientations for this device's idiom.
    var infoPlistMask: OrientationMask { app.infoPlist.mask(for: device.idiom) }

    /// The app's mask in a decision after launch: on iOS 6 the app delegate's
    /// `application:supportedInterfaceOrientationsForWindow:` replaces Info.plist when the app
    /// implements it; the launch orientation and the launch check use Info.plist (chosen).
    var applicationMask: OrientationMask {
        if configuration.os == .iOS6, let mask = app.supportedInterfaceOrientationsForWindow { return mask }
        return infoPlistMask
    }

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

    /// Where the app ends up at launch: the device's orientation when allowed, else the first
    /// allowed in SPEC §3's launch fallback order (portrait, landscapeLeft, landscapeRight,
    /// portraitUpsideDown; ``InterfaceOrientation/launchPreference``), portrait when nothing
    /// is. iOS 6 allows Info.plist ∩ the root's supported orientations (`shouldAutorotate`
    /// is not asked at launch); iOS 5 allows Info.plist ∩ the visible controller's YES answers
    /// ("Info.plist limits only the launch orientation"). iOS 6's window without a root view
    /// controller asks no controller: Info.plist alone.
    func launchOrientation() -> InterfaceOrientation {
        let allowed: OrientationMask
        switch configuration.os {
        case .iOS6 where !hasRootViewController: allowed = infoPlistMask
        case .iOS6: allowed = infoPlistMask.intersection(modernAnswer().supported)
        case .iOS5: allowed = infoPlistMask.intersection(legacyMask(of: legacyAnswerer()))
        }
        return Self.firstAllowed(preferring: deviceOrientation.interfaceOrientation, in: allowed)
    }

    /// `wanted` when `allowed` has it, else the first allowed orientation in the launch
    /// fallback order, else portrait.
    static func firstAllowed(preferring wanted: InterfaceOrientation?, in allowed: OrientationMask) -> InterfaceOrientation {
        if let wanted, allowed.contains(wanted) { return wanted }
        return InterfaceOrientation.launchPreference.first { allowed.contains($0) } ?? .portrait
    }
}
