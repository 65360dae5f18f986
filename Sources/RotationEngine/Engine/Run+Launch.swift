/// Launch (docs/semantics.md): the app starts in portrait and is then rotated to the starting device
/// orientation.
extension Run {
    mutating func launch() throws {
        state.windowRoot = buildRootHierarchy()
        let content = state.shownContent(of: state.windowRoot)
        state.deviceOrientation = state.configuration.orientation
        state.interfaceOrientation = .portrait
        state.statusBarOrientation = .portrait
        if !state.hasRootViewController {
            // Seed 001: "on voyait depuis iOS 5 passer un warning" (UIKit logs it on iOS 5 and 6).
            state.warnings.append(Self.rootViewControllerWarning)
        }
        settleContainers()

        // iOS 6 without a root view controller asks no controller (QA1688): no check.
        if state.hasRootViewController && state.rule == .iOS6 {
            let decision = state.modernDecision(.launch, candidate: state.deviceOrientation.interfaceOrientation, asked: state.windowRoot,
                                                reportsShouldAutorotate: true, gates: false, launching: true)
            try checkSupportedOrientations(decision)
        }

        let rootless = state.rule != .iOS5 && !state.hasRootViewController
        try prepareSplitViewsForLaunch(rootless: rootless)
        switch state.era.rotation {
        case .sizeTransition where !rootless:
            return try launchIntoOrientation(content: state.windowRoot)
        case .sizeTransition, .rootTransform:
            break
        }
        // The content and its embedded children (container views) appear together.
        let appearing = try loadShownChain(of: state.windowRoot)
        for ref in appearing {
            settle(ref)
            viewWillAppear(ref, animated: false)
            viewIsAppearingIfCalled(ref, animated: false)
        }
        var adaptation = SplitAdaptation()
        let decision = state.launchDecision()
        let target = rootless ? state.launchOrientation() : decision.interfaceOrientation
        record(decision)
        if state.rule == .iOS5 {
            for answerer in state.legacyAnswerers() {
                logLegacyAutorotation(answerer, target, answer: state.legacyMask(of: answerer).contains(target))
            }
        }
        if rootless {
            // QA1688: the status bar follows the device; no controller is told, the view stays.
            for ref in appearing { layout(ref) }
            state.statusBarOrientation = target
        } else if target != .portrait {
            // Seed 004: launching in landscape brings willRotate (incorrect bounds), the
            // layout pass, willAnimate and didRotate before viewDidAppear.
            adaptation = try adaptSplitViews(to: target)
            try rotateInterface(to: target, duration: 0, launching: true)
        } else {
            for ref in appearing { layout(ref) }
            // Seed 003: "iPhones get a willAnimateRotationToInterfaceOrientation automatically
            // but iPads do not."
            if state.device.idiom == .phone {
                try willAnimateRotation(content, to: .portrait, duration: 0, calledFrom: nil)
            }
        }
        for ref in appearing { try viewDidAppear(ref, animated: false) }
        try finishAdaptation(adaptation)
        // The device reports its orientation once the app runs (unknown -> the start):
        // seed 000's observer sees it, so launching in landscape ends with A landscape pushed.
        if state.deviceOrientation != .unknown {
            try postOrientationNotification()
        }
    }

    /// Creates the window's root view controller and what it contains at launch: a content
    /// controller, a navigation controller with its root, or a tab bar controller with every
    /// tab's controllers (created with the tab bar; only the selected tab's view loads).
    mutating func buildRootHierarchy() -> InstanceRef {
        let app = state.app
        if let tabBar = state.tabBar {
            return buildTabBar(tabBar, parent: nil)
        }
        if let split = app.split {
            return buildSplit(split, parent: nil)
        }
        if let navigation = state.navigation {
            return buildNavigation(navigation, root: app.root, parent: nil)
        }
        return instantiate(app.root, parent: nil)
    }

    /// A tab bar controller with every tab's controllers, created with it (only the selected
    /// tab's view loads when it appears).
    mutating func buildTabBar(_ tabBar: TabBarContainer, parent: InstanceRef?) -> InstanceRef {
        let container = instantiate(tabBar.className, parent: parent)
        state.instances[container].role = .tabBar
        state.instances[container].selectedIndex = tabBar.selectedIndex
        var tabs: [InstanceRef] = []
        for (index, tab) in tabBar.tabs.enumerated() {
            let ref = tab.split.map { buildSplit($0, parent: container) }
                ?? tab.navigation.map { buildNavigation($0, root: tab.controller, parent: container) }
                ?? instantiate(tab.controller, parent: container)
            state.instances[ref].tabIndex = index
            tabs.append(ref)
        }
        state.instances[container].children = tabs
        return container
    }

    /// A navigation controller with its root content controller.
    mutating func buildNavigation(_ navigation: NavigationContainer, root: String, parent: InstanceRef?) -> InstanceRef {
        let container = instantiate(navigation.className, parent: parent)
        state.instances[container].role = .navigation
        state.instances[container].navigationBarHidden = navigation.navigationBarHidden
        state.instances[container].toolbarHidden = navigation.toolbarHidden
        let content = instantiate(root, parent: container)
        state.instances[container].children = [content]
        return container
    }

    /// UIKit's warning for a window whose root controller's view was only added as a subview.
    static let rootViewControllerWarning = "Applications are expected to have a root view controller at the end of application launch"

    /// iOS 6 raises `UIApplicationInvalidInterfaceOrientation` when the root's supported
    /// orientations and the app's mask have nothing in common while `shouldAutorotate` is YES.
    /// At launch the app's mask is Info.plist; after it, the app delegate's answer where the
    /// app has one (docs/semantics.md, "The app's mask"). `decision` is the question as asked (iOS 6,
    /// `shouldAutorotate` reported); on a crash it is recorded as `crashed`.
    mutating func checkSupportedOrientations(_ decision: RotationDecision) throws {
        guard decision.rule == .iOS6, decision.shouldAutorotate == true, let supported = decision.supportedInterfaceOrientations,
              let application = decision.appMask, application.orientations.intersection(supported).isEmpty
        else { return }
        var crashed = decision
        crashed.result = .crashed
        record(crashed)
        let usesDelegate = application.source == .appDelegate
        try crash(.invalidInterfaceOrientation, at: state.topFullScreen, callback: "supportedInterfaceOrientations", detail: [
            "supported": .strings(supported.orientations.map(\.name)),
            (usesDelegate ? "supportedInterfaceOrientationsForWindow" : "infoPlist"): .strings(application.orientations.orientations.map(\.name)),
        ])
    }
}
