/// Who decides whether the interface rotates, and what they answer (docs/semantics.md). The decision
/// calls of iOS 6 (`shouldAutorotate`, `supportedInterfaceOrientations`, synthesized asks)
/// are not traced.
extension SessionState {
    /// iOS 6: the top-most full-screen controller is asked (the window's root, or the last
    /// full-screen presented controller; docs/semantics.md). Returns the asked instance (for the
    /// trace), `shouldAutorotate` and `supportedInterfaceOrientations` with UIKit's defaults
    /// (or iOS 6's synthesis) filled in.
    func modernAnswer() -> (asked: InstanceRef, shouldAutorotate: Bool, supported: OrientationMask) {
        let asked = topFullScreen
        let answer = modernAnswer(of: asked)
        return (asked, answer.shouldAutorotate, answer.supported)
    }

    /// What one controller answers to iOS 6's two questions, and whose values they are. A
    /// plain navigation controller answers with its own values and ignores its children; seed
    /// 001's forwarding subclass with its top controller's. A forwarding tab bar controller
    /// answers with its selected tab's visible controller's (a navigation tab's top, the
    /// article's "chemin"); a plain one rotates only where every tab's root controller agrees
    /// (UITabBarController reference: a plain navigation tab answers its own defaults).
    ///
    /// `byNavigationDelegate` says the mask is a navigation controller's delegate's (iOS 7).
    func modernAnswer(of ref: InstanceRef) -> (shouldAutorotate: Bool, supported: OrientationMask, answeredBy: InstanceRef, byNavigationDelegate: Bool) {
        switch instances[ref].role {
        case .content:
            return (definition(of: ref).shouldAutorotate ?? true, supportedMask(of: ref), ref, false)
        case .navigation:
            if navigationForwards(ref), let top = instances[ref].children.last { return modernAnswer(of: top) }
            if let mask = navigationDelegateMask(of: ref) { return (definition(of: ref).shouldAutorotate ?? true, mask, ref, true) }
            return (definition(of: ref).shouldAutorotate ?? true, supportedMask(of: ref), ref, false)
        case .tabBar:
            if tabBarContainer(of: ref)?.forwarding == true { return modernAnswer(of: shownContent(of: ref)) }
            var mask = supportedMask(of: ref)
            for tab in instances[ref].children { mask = mask.intersection(modernAnswer(of: tab).supported) }
            return (definition(of: ref).shouldAutorotate ?? true, mask, ref, false)
        case .split:
            // UISplitViewController answers with its own values (UIKit's defaults: all on pad,
            // all but upside down on phone; docs/semantics.md, "Split views").
            return (definition(of: ref).shouldAutorotate ?? true, supportedMask(of: ref), ref, false)
        }
    }

    /// iOS 7: what a navigation controller's delegate answers to
    /// `navigationControllerSupportedInterfaceOrientations:` — the delegate being the class the
    /// app names (its bottom-most instance on the stack) or the navigation controller's own —,
    /// nil when it does not implement it or has no instance there.
    func navigationDelegateMask(of navigation: InstanceRef) -> OrientationMask? {
        guard era.asksNavigationDelegateForOrientations,
              let delegate = navigationDelegate(of: navigation) else { return nil }
        if delegate == instances[navigation].id.className {
            return definition(of: navigation).navigationControllerSupportedInterfaceOrientations
        }
        guard let ref = instances[navigation].children.first(where: { instances[$0].id.className == delegate }) else { return nil }
        return definition(of: ref).navigationControllerSupportedInterfaceOrientations
    }

    /// iOS 6's `supportedInterfaceOrientations` of a controller. UIKit's default is all but
    /// upside down on phone and all on pad; a content controller that does not implement it
    /// but implements iOS 5's `shouldAutorotateToInterfaceOrientation:` gets a mask
    /// synthesized from that method, asked for each orientation (iOS 6.0 release notes, "iOS 6
    /// compatibility synthesis"). UIKit's own containers are never synthesized.
    func supportedMask(of ref: InstanceRef) -> OrientationMask {
        if let mask = instances[ref].supportedOverride { return mask }
        let definition = definition(of: ref)
        if let mask = definition.supportedInterfaceOrientations { return mask }
        if era.synthesizesLegacyAutorotation && !isContainer(ref) && definition.implementsLegacyAutorotation { return legacyMask(of: ref) }
        return device.idiom == .pad ? .all : .allButUpsideDown
    }

    /// The Info.plist orientations for this device's idiom.
    var infoPlistMask: OrientationMask { app.infoPlist.mask(for: device.idiom) }

    /// The app's mask in a decision after launch: on iOS 6 the app delegate's
    /// `application:supportedInterfaceOrientationsForWindow:` replaces Info.plist when the app
    /// implements it; the launch orientation and the launch check use Info.plist (chosen).
    var applicationMask: OrientationMask {
        if rule != .iOS5, let mask = app.supportedInterfaceOrientationsForWindow { return mask }
        return infoPlistMask
    }

    /// The rule that decides in this session: its iOS version's (`OSEra.decisionRule`), or on
    /// an iPad from iOS 9 a multitasking app's, which asks no controller.
    public var rule: RotationDecision.Rule { context.rule }

    /// A phone without a Home button never turns its interface upside down.
    func neverTurns(to orientation: InterfaceOrientation) -> Bool {
        orientation == .portraitUpsideDown && device.idiom == .phone && !device.homeButton
    }

    /// `allowed` without upside down on a phone without a Home button; when that leaves out
    /// an upside down that was allowed and wanted, the decision's reason says why.
    func narrowedForDevice(_ allowed: OrientationMask, wanted: InterfaceOrientation?, decision: inout RotationDecision) -> OrientationMask {
        guard neverTurns(to: .portraitUpsideDown) else { return allowed }
        if wanted == .portraitUpsideDown, allowed.contains(.portraitUpsideDown) { decision.deviceWithoutHomeButton = device.id }
        return allowed.intersection(.allButUpsideDown)
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
        // iOS 5's split view rotates only when both columns agree (docs/semantics.md, "Split views").
        case .split: return instances[ref].children.flatMap { legacyAnswerers(of: $0) }
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
    /// allowed in docs/semantics.md's launch fallback order (portrait, landscapeLeft, landscapeRight,
    /// portraitUpsideDown; ``InterfaceOrientation/launchPreference``), portrait when nothing
    /// is. iOS 6 allows Info.plist ∩ the root's supported orientations (`shouldAutorotate`
    /// is not asked at launch); iOS 5 allows Info.plist ∩ the visible controller's YES answers
    /// ("Info.plist limits only the launch orientation"). iOS 6's window without a root view
    /// controller asks no controller: Info.plist alone.
    func launchOrientation() -> InterfaceOrientation {
        if rule != .iOS5 && !hasRootViewController {
            return Self.firstAllowed(preferring: deviceOrientation.interfaceOrientation, in: infoPlistMask)
        }
        return launchDecision().interfaceOrientation
    }

    /// `wanted` when `allowed` has it, else the first allowed orientation in the launch
    /// fallback order, else portrait.
    static func firstAllowed(preferring wanted: InterfaceOrientation?, in allowed: OrientationMask) -> InterfaceOrientation {
        if let wanted, allowed.contains(wanted) { return wanted }
        return InterfaceOrientation.launchPreference.first { allowed.contains($0) } ?? .portrait
    }
}

/// Questions the explorer asks of a settled state (docs/semantics.md), answered by the same rules.
extension SessionState {
    /// Whether a controller's own answers allow `orientation`: iOS 6 its supported mask (with
    /// the compatibility synthesis), iOS 5 its `shouldAutorotateToInterfaceOrientation:`.
    public func ownAnswersAllow(_ ref: InstanceRef, _ orientation: InterfaceOrientation) -> Bool {
        switch rule {
        case .iOS6, .iOS16: supportedMask(of: ref).contains(orientation)
        case .multitasking: true
        case .iOS5: legacyMask(of: ref).contains(orientation)
        }
    }

    /// Whether the rotation decision would turn the interface to `orientation` now.
    public func rotationWouldAllow(_ orientation: InterfaceOrientation) -> Bool {
        if neverTurns(to: orientation) { return false }
        switch rule {
        case .iOS6 where !hasRootViewController, .iOS16 where !hasRootViewController, .multitasking where !hasRootViewController: return false
        case .iOS6:
            let answer = modernAnswer()
            return answer.shouldAutorotate && applicationMask.intersection(answer.supported).contains(orientation)
        case .iOS16:
            return applicationMask.intersection(modernAnswer().supported).contains(orientation)
        case .multitasking:
            return applicationMask.contains(orientation)
        case .iOS5:
            return legacyAllowedMask().contains(orientation)
        }
    }
}

/// The same rules, written down as decisions (docs/semantics.md). Each builder asks what the engine asks
/// and leaves `result` and `interfaceOrientation` to the caller, which carries it out.
extension SessionState {
    /// The app's mask in a decision: Info.plist at launch; after it, on iOS 6, the app
    /// delegate's answer where the app implements it.
    func decisionAppMask(launching: Bool) -> RotationDecision.AppMask {
        if !launching, rule != .iOS5, let mask = app.supportedInterfaceOrientationsForWindow {
            return RotationDecision.AppMask(source: .appDelegate, orientations: mask)
        }
        return RotationDecision.AppMask(source: .infoPlist, orientations: infoPlistMask)
    }

    /// Whether a controller's `supportedInterfaceOrientations` is iOS 6's synthesis from its
    /// `shouldAutorotateToInterfaceOrientation:`.
    func isSynthesized(_ ref: InstanceRef) -> Bool {
        let definition = definition(of: ref)
        if instances[ref].supportedOverride != nil { return false }
        return era.synthesizesLegacyAutorotation && definition.supportedInterfaceOrientations == nil && !isContainer(ref) && definition.implementsLegacyAutorotation
    }

    /// iOS 6's question put to `asked` (by default the top-most full-screen controller).
    /// `reportsShouldAutorotate`: whether `shouldAutorotate` is asked (not at a presentation or
    /// dismissal); `gates`: whether its NO ends the question (a device change, an attempt) —
    /// `supportedInterfaceOrientations` is then not asked and nothing is allowed. iOS 16 asks
    /// the same without `shouldAutorotate`; a multitasking app asks nobody.
    func modernDecision(
        _ trigger: RotationDecision.Trigger, candidate: InterfaceOrientation?, asked: InstanceRef? = nil,
        reportsShouldAutorotate: Bool, gates: Bool, launching: Bool = false
    ) -> RotationDecision {
        let rule = rule
        let appMask = decisionAppMask(launching: launching)
        switch rule {
        case .multitasking:
            return RotationDecision(
                trigger: trigger, deviceOrientation: deviceOrientation, candidate: candidate, rule: rule,
                appMask: appMask, allowed: appMask.orientations, result: .refused, interfaceOrientation: interfaceOrientation
            )
        case .iOS16:
            var (decision, answeredBy) = iOS6Decision(trigger, candidate: candidate, asked: asked, reportsShouldAutorotate: false, gates: false, appMask: appMask)
            decision.rule = .iOS16
            decision.ignoresShouldAutorotateNO = definition(of: answeredBy).shouldAutorotate == false
            return decision
        case .iOS5, .iOS6:
            return iOS6Decision(trigger, candidate: candidate, asked: asked, reportsShouldAutorotate: reportsShouldAutorotate, gates: gates, appMask: appMask).decision
        }
    }

    @inline(__always)
    private func iOS6Decision(
        _ trigger: RotationDecision.Trigger, candidate: InterfaceOrientation?, asked: InstanceRef?,
        reportsShouldAutorotate: Bool, gates: Bool, appMask: RotationDecision.AppMask
    ) -> (decision: RotationDecision, answeredBy: InstanceRef) {
        let asked = asked ?? topFullScreen
        let answer = modernAnswer(of: asked)
        let route: RotationDecision.Route
        if answer.answeredBy != asked {
            route = .forwarding
        } else if instances[asked].role == .tabBar {
            route = .everyTab
        } else if answer.byNavigationDelegate {
            route = .navigationDelegate
        } else {
            route = .direct
        }
        var decision = RotationDecision(
            trigger: trigger, deviceOrientation: deviceOrientation, candidate: candidate, rule: .iOS6,
            asked: instances[asked].id, answeredBy: instances[answer.answeredBy].id, route: route,
            shouldAutorotate: reportsShouldAutorotate ? answer.shouldAutorotate : nil,
            appMask: appMask, allowed: [], result: .refused, interfaceOrientation: interfaceOrientation
        )
        if !gates || answer.shouldAutorotate {
            decision.supportedInterfaceOrientations = answer.supported
            decision.synthesized = isSynthesized(answer.answeredBy)
            decision.allowed = appMask.orientations.intersection(answer.supported)
        }
        return (decision, answer.answeredBy)
    }

    /// iOS 5's question for `candidate`, and the controllers asked (in order): the deciding
    /// one is the first to answer NO, else the one on screen.
    func legacyDecision(_ trigger: RotationDecision.Trigger, candidate: InterfaceOrientation) -> (decision: RotationDecision, answerers: [InstanceRef]) {
        let front = frontMost
        let answerers = legacyAnswerers(of: front)
        var decider = answerers.first { !legacyMask(of: $0).contains(candidate) }
        if decider == nil {
            let shown = shownContent(of: front)
            decider = answerers.contains(shown) ? shown : answerers.first
        }
        let route: RotationDecision.Route
        switch instances[front].role {
        // Chosen: a split view's deciding column is reported as answering directly.
        case .content, .split: route = .direct
        case .navigation: route = .navigation
        case .tabBar: route = .tabs
        }
        let asked = decider.map { instances[$0].id }
        let decision = RotationDecision(
            trigger: trigger, deviceOrientation: deviceOrientation, candidate: candidate, rule: .iOS5,
            asked: asked, answeredBy: asked, route: route, container: route == .direct ? nil : instances[front].id,
            // Nobody to ask (no content controller) refuses nothing, as `legacyAllowedMask()`.
            answer: decider.map { legacyMask(of: $0).contains(candidate) } ?? true,
            result: .refused, interfaceOrientation: interfaceOrientation
        )
        return (decision, answerers)
    }

    /// A device orientation that maps to no interface orientation (face up, face down,
    /// unknown): nothing is asked.
    func ignoredDecision(_ trigger: RotationDecision.Trigger) -> RotationDecision {
        RotationDecision(
            trigger: trigger, deviceOrientation: deviceOrientation, candidate: nil,
            rule: rule, result: .ignored, interfaceOrientation: interfaceOrientation
        )
    }

    /// A phone without a Home button asked to turn upside down: nothing is asked, the
    /// interface stays (Apple's `supportedInterfaceOrientations` documentation).
    func noHomeButtonDecision(_ trigger: RotationDecision.Trigger, candidate: InterfaceOrientation) -> RotationDecision {
        var decision = RotationDecision(
            trigger: trigger, deviceOrientation: deviceOrientation, candidate: candidate, rule: rule,
            result: .ignored, interfaceOrientation: interfaceOrientation
        )
        decision.deviceWithoutHomeButton = device.id
        return decision
    }

    /// iOS 6's window without a root view controller (QA1688): no controller is asked; the
    /// app's mask alone moves the status bar.
    func rootlessDecision(_ trigger: RotationDecision.Trigger, candidate: InterfaceOrientation?, launching: Bool) -> RotationDecision {
        let appMask = decisionAppMask(launching: launching)
        return RotationDecision(
            trigger: trigger, deviceOrientation: deviceOrientation, candidate: candidate, rule: era.decisionRule,
            appMask: appMask, allowed: appMask.orientations, result: .ignored, interfaceOrientation: interfaceOrientation
        )
    }

    /// The launch's decision (docs/semantics.md): where the app ends up and why; see
    /// `launchOrientation()`. Its result: `rotated` when the app does not stay in portrait,
    /// else `unchanged` (the device is portrait), `ignored` (flat) or `refused`.
    func launchDecision() -> RotationDecision {
        let candidate = deviceOrientation.interfaceOrientation
        var decision: RotationDecision
        let allowed: OrientationMask
        switch rule {
        case .iOS6 where !hasRootViewController, .iOS16 where !hasRootViewController, .multitasking where !hasRootViewController:
            // The views stay in portrait; the status bar shows `launchOrientation()`.
            return rootlessDecision(.launch, candidate: candidate, launching: true)
        case .iOS6, .iOS16, .multitasking:
            decision = modernDecision(.launch, candidate: candidate, asked: windowRoot, reportsShouldAutorotate: true, gates: false, launching: true)
            allowed = decision.allowed ?? []
        case .iOS5:
            allowed = infoPlistMask.intersection(legacyAllowedMask())
            if let candidate {
                decision = legacyDecision(.launch, candidate: candidate).decision
            } else {
                decision = RotationDecision(trigger: .launch, deviceOrientation: deviceOrientation, candidate: nil, rule: .iOS5,
                                            result: .ignored, interfaceOrientation: interfaceOrientation)
            }
            decision.appMask = RotationDecision.AppMask(source: .infoPlist, orientations: infoPlistMask)
            decision.allowed = allowed
        }
        let target = Self.firstAllowed(preferring: candidate, in: narrowedForDevice(allowed, wanted: candidate, decision: &decision))
        decision.interfaceOrientation = target
        if target != .portrait {
            decision.result = .rotated
        } else if candidate == nil {
            decision.result = .ignored
        } else {
            decision.result = candidate == .portrait ? .unchanged : .refused
        }
        return decision
    }
}
