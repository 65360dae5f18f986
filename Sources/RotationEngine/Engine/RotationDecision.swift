/// Who decides whether the interface rotates, and what they answer (SPEC §3). The decision
/// calls of iOS 6 (`shouldAutorotate`, `supportedInterfaceOrientations`, synthesized asks)
/// are not traced.
extension SessionState {
    /// iOS 6: the top-most full-screen controller is asked (the window's root, or the last
    /// full-screen presented controller; SPEC §3, §10). Returns the asked instance (for the
    /// trace), `shouldAutorotate` and `supportedInterfaceOrientations` with UIKit's defaults
    /// (or iOS 6's synthesis) filled in.
    func modernAnswer() -> (asked: InstanceRef, shouldAutorotate: Bool, supported: OrientationMask) {
        let asked = topFullScreen
        let answer = modernAnswer(of: asked)
        return (asked, answer.shouldAutorotate, answer.supported)
    }

    /// What one controller answers to iOS 6's two questions. A plain navigation controller
    /// answers with its own values and ignores its children; seed 001's forwarding subclass
    /// with its top controller's. A forwarding tab bar controller answers with its selected
    /// tab's visible controller's (a navigation tab's top, the article's "chemin"); a plain one
    /// rotates only where every tab's root controller agrees (UITabBarController reference: a
    /// plain navigation tab answers its own defaults).
    func modernAnswer(of ref: InstanceRef) -> (shouldAutorotate: Bool, supported: OrientationMask) {
        switch instances[ref].role {
        case .content:
            return (definition(of: ref).shouldAutorotate ?? true, supportedMask(of: ref))
        case .navigation:
            if navigationContainer(of: ref).forwarding, let top = instances[ref].children.last { return modernAnswer(of: top) }
            return (definition(of: ref).shouldAutorotate ?? true, supportedMask(of: ref))
        case .tabBar:
            if tabBar?.forwarding == true { return modernAnswer(of: shownContent(of: ref)) }
            var mask = supportedMask(of: ref)
            for tab in instances[ref].children { mask = mask.intersection(modernAnswer(of: tab).supported) }
            return (definition(of: ref).shouldAutorotate ?? true, mask)
        }
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

    /// iOS 5: the front-most controller answers `shouldAutorotateToInterfaceOrientation:` — a
    /// navigation controller forwards the question to its top controller, a tab bar controller
    /// asks every tab and rotates only when all agree (the forwarding subclass implements only
    /// iOS 6's methods). These are the controllers asked, in order.
    func legacyAnswerers() -> [InstanceRef] { legacyAnswerers(of: frontMost) }

    func legacyAnswerers(of ref: InstanceRef) -> [InstanceRef] {
        switch instances[ref].role {
        case .content: return [ref]
        case .navigation: return instances[ref].children.last.map { legacyAnswerers(of: $0) } ?? []
        case .tabBar: return instances[ref].children.flatMap { legacyAnswerers(of: $0) }
        }
    }

    /// The orientations every asked controller says YES to under iOS 5.
    func legacyAllowedMask() -> OrientationMask {
        legacyAnswerers().reduce(OrientationMask.all) { $0.intersection(legacyMask(of: $1)) }
    }

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
        case .iOS5: allowed = infoPlistMask.intersection(legacyAllowedMask())
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

/// Questions the explorer asks of a settled state (SPEC §13), answered by the same rules.
extension SessionState {
    /// Whether a controller's own answers allow `orientation`: iOS 6 its supported mask (with
    /// the compatibility synthesis), iOS 5 its `shouldAutorotateToInterfaceOrientation:`.
    public func ownAnswersAllow(_ ref: InstanceRef, _ orientation: InterfaceOrientation) -> Bool {
        switch configuration.os {
        case .iOS6: supportedMask(of: ref).contains(orientation)
        case .iOS5: legacyMask(of: ref).contains(orientation)
        }
    }

    /// Whether the rotation decision would turn the interface to `orientation` now.
    public func rotationWouldAllow(_ orientation: InterfaceOrientation) -> Bool {
        switch configuration.os {
        case .iOS6 where !hasRootViewController: return false
        case .iOS6:
            let answer = modernAnswer()
            return answer.shouldAutorotate && applicationMask.intersection(answer.supported).contains(orientation)
        case .iOS5:
            return legacyAllowedMask().contains(orientation)
        }
    }
}
