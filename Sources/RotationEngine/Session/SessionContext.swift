/// The parts of a session that are fixed at launch: the configuration it was created with and
/// the class table built from its app. One immutable object shared by every `SessionState`
/// of the session, so copying a state retains it once.
final class SessionContext: Sendable, Equatable {
    let configuration: SessionConfiguration
    let classes: ClassTable
    /// The era of the session's iOS version and the rule that decides rotations: fixed at
    /// launch, read on every callback (worked out once here rather than per read).
    let era: OSEra
    let rule: RotationDecision.Rule
    /// `viewWillTransitionToSize:`'s detail for the screen's portrait and landscape sizes
    /// (every full-screen controller's on a rotation), made once per session rather than
    /// formatted per rotation (BENCHMARKS.md, "Today's iOS"); empty before iOS 8.
    let screenSizeDetails: [(size: Size, detail: TraceDetail)]
    /// Whether the app targets a version before iOS 8, so that its controllers keep the iOS 5/6
    /// rotation callbacks by default (`Run.receivesLegacyRotationCallbacks`); read per
    /// controller on every rotation, where reading the app's definition copied it.
    let targetsLegacyRotation: Bool
    /// The app's navigation and tab bar containers with the session's `forwarding` option
    /// applied (`SessionState.navigation`, `.tabBar`): read on every push, pop and appearance,
    /// where working them out each time copied them and looked a class up by name.
    let navigation: NavigationContainer?
    let tabBar: TabBarContainer?
    /// Whether the app has a split view controller anywhere (at the root or in a tab), asked
    /// on every rotation (`SessionState.hasSplitViews`).
    let hasSplitViews: Bool
    /// Whether any bar the app can show is opaque (`AppDefinition.declaresOpaqueBars`).
    let hasOpaqueBars: Bool
    /// Whether the session can show a large title: iOS 11 or later and a navigation bar that
    /// prefers them (`AppDefinition.declaresLargeTitles`).
    let showsLargeTitles: Bool
    /// Seed 003's xib lookups per master class (by class index; nil for a class that is not
    /// an orientation master) and interface orientation (`caseIndex`).
    let xibLookups: [[XibLookup]?]
    /// The screen's geometry in each interface orientation (by `caseIndex`): made once per
    /// session rather than on each of the several reads a rotation makes per controller
    /// (BENCHMARKS.md, "Today's iOS").
    private let geometries: [ScreenGeometry]
    /// Their full-screen traits (nil before iOS 8), read by every size transition: a
    /// geometry's are made on each read.
    private let fullScreenTraits: [Traits?]
    /// The guide insets of a view under bars placed at the window's top, by orientation and
    /// which bars are over it (`windowGuideInsets(of:)` asks on every rotation and layout; worked
    /// out from the geometry each time, it was most of a size transition's safe-area check:
    /// BENCHMARKS.md, "A size transition made cheaper"). Empty before iOS 7.
    private let windowBarInsets: [EdgeInsets]

    init(configuration: SessionConfiguration) {
        self.configuration = configuration
        geometries = InterfaceOrientation.allCases.map {
            ScreenGeometry(device: configuration.device, era: configuration.os.era, orientation: $0, os: configuration.os)
        }
        fullScreenTraits = geometries.map(\.traits)
        windowBarInsets = Self.windowBarInsets(geometries)
        // iOS 5/6 lay the app's views out with Xcode 5's iOS 6 deltas applied (the
        // configuration keeps the app as given).
        let laidOut = configuration.os.era.appliesIOS6Deltas ? configuration.app.applyingIOS6Deltas() : configuration.app
        classes = ClassTable(app: laidOut, layoutIn: configuration.options.layoutIn)
        era = configuration.os.era
        rule = Self.rule(configuration)
        navigation = Self.navigation(configuration)
        tabBar = Self.tabBar(configuration)
        xibLookups = classes.definitions.map { definition in
            guard case .orientationMaster(let master)? = definition.behaviour else { return nil }
            return InterfaceOrientation.allCases.map {
                XibLookup(childClass: master.childClass, orientation: $0, app: laidOut, idiom: configuration.device.idiom)
            }
        }
        let containers = configuration.app.definedContainers
        hasOpaqueBars = containers.contains { $0.declaresOpaqueBars }
        showsLargeTitles = configuration.os.era.hasLargeTitles && containers.contains { $0.declaresLargeTitles }
        hasSplitViews = configuration.app.split != nil || configuration.app.tabBar?.tabs.contains { $0.split != nil } == true
        switch (configuration.app.deploymentTarget ?? configuration.os).era.rotation {
        case .rootTransform: targetsLegacyRotation = true
        case .sizeTransition: targetsLegacyRotation = false
        }
        switch era.rotation {
        case .rootTransform:
            screenSizeDetails = []
        case .sizeTransition:
            let portrait = configuration.device.screen
            let landscape = Size(width: portrait.height, height: portrait.width)
            screenSizeDetails = [portrait, landscape].map { (size: $0, detail: TraceDetail.size($0)) }
        }
    }

    /// The screen's geometry in `orientation`.
    func geometry(_ orientation: InterfaceOrientation) -> ScreenGeometry {
        geometries[orientation.caseIndex]
    }

    /// The table of `windowBarInsets`: for each orientation, the 16 combinations of the bars.
    private static func windowBarInsets(_ geometries: [ScreenGeometry]) -> [EdgeInsets] {
        var table: [EdgeInsets] = []
        guard geometries.first?.era.extendsUnderBars == true else { return table }
        table.reserveCapacity(geometries.count * 16)
        for geometry in geometries {
            for flags in 0..<16 {
                let insets = geometry.rootGuideInsets(
                    navigationBarShown: flags & 1 != 0, largeTitle: flags & 2 != 0, barPosition: .window,
                    tabBarShown: flags & 4 != 0, toolbarShown: flags & 8 != 0
                )
                table.append(insets ?? .zero)
            }
        }
        return table
    }

    /// `ScreenGeometry.rootGuideInsets` with the bar at the window's top, from the session's table
    /// (iOS 7 and later).
    func windowBarInsets(_ orientation: InterfaceOrientation, navigationBarShown: Bool, largeTitle: Bool, tabBarShown: Bool, toolbarShown: Bool) -> EdgeInsets {
        let flags = (navigationBarShown ? 1 : 0) | (largeTitle ? 2 : 0) | (tabBarShown ? 4 : 0) | (toolbarShown ? 8 : 0)
        return windowBarInsets[orientation.caseIndex * 16 + flags]
    }

    /// The full-screen traits in `to` when turning from `from` changes a size class, else nil
    /// (and always nil before iOS 8): whether a size transition sends the trait callbacks.
    func traitsChange(from: InterfaceOrientation, to: InterfaceOrientation) -> Traits? {
        guard let traits = fullScreenTraits[to.caseIndex], fullScreenTraits[from.caseIndex]?.sizeClasses != traits.sizeClasses else { return nil }
        return traits
    }

    /// The xib lookup of an orientation master's class in an interface orientation.
    func xibLookup(master classIndex: Int, _ orientation: InterfaceOrientation) -> XibLookup? {
        xibLookups[classIndex]?[orientation.caseIndex]
    }

    /// `{"size": "{852, 393}"}`, the shared value when `size` is the screen's.
    func sizeDetail(_ size: Size) -> TraceDetail {
        for cached in screenSizeDetails where cached.size == size { return cached.detail }
        return TraceDetail.size(size)
    }

    private static func navigation(_ configuration: SessionConfiguration) -> NavigationContainer? {
        let app = configuration.app
        guard var navigation = app.navigation else { return nil }
        if app.tabBar == nil, let forwarding = configuration.options.forwarding {
            navigation.forwarding = forwarding
            if !forwarding && navigation.className != "UINavigationController" && app.controllers[navigation.className] == nil {
                navigation.className = "UINavigationController"
            }
        }
        return navigation
    }

    private static func tabBar(_ configuration: SessionConfiguration) -> TabBarContainer? {
        let app = configuration.app
        guard var tabBar = app.tabBar else { return nil }
        if let forwarding = configuration.options.forwarding {
            tabBar.forwarding = forwarding
            if !forwarding && tabBar.className != "UITabBarController" && app.controllers[tabBar.className] == nil {
                tabBar.className = "UITabBarController"
            }
        }
        return tabBar
    }

    /// The era's rule, or on an iPad from iOS 9 a multitasking app's (docs/semantics.md).
    private static func rule(_ configuration: SessionConfiguration) -> RotationDecision.Rule {
        let era = configuration.os.era
        let rule = era.decisionRule
        guard rule != .iOS5, configuration.device.idiom == .pad, era.hasMultitasking,
              configuration.app.infoPlist.declaresMultitasking else { return rule }
        return .multitasking
    }

    static func == (lhs: SessionContext, rhs: SessionContext) -> Bool {
        lhs === rhs || (lhs.configuration == rhs.configuration && lhs.classes == rhs.classes)
    }
}
