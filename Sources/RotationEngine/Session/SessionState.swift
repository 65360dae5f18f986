import TimerModel

/// Everything a session is at one moment: device and interface orientation, the controller
/// instances and their hierarchy, the navigation bar, the timers, and how many events and
/// trace entries it has seen. A value: the engine returns a new one for every event.
public struct SessionState: Sendable, Equatable {
    /// What never changes in a session (its configuration and class table), shared by all
    /// of its states: a state is copied at least once per event, and one retained object is
    /// cheaper than every field of the app definition.
    let context: SessionContext
    public var configuration: SessionConfiguration { context.configuration }
    public internal(set) var deviceOrientation: DeviceOrientation = .unknown
    public internal(set) var interfaceOrientation: InterfaceOrientation = .portrait
    /// The orientation the status bar shows: the interface orientation, except in iOS 6's
    /// window without a root view controller, where it follows the device alone (docs/semantics.md).
    public internal(set) var statusBarOrientation: InterfaceOrientation = .portrait
    /// What UIKit logged as warnings so far (the root-less window's, docs/semantics.md), oldest first.
    public internal(set) var warnings: [String] = []
    public internal(set) var status: SessionStatus = .running
    /// The live controller instances (on screen, in a stack, or still pointed at).
    public internal(set) var instances = InstanceTable()
    /// The window's root view controller (a container when there is one).
    public internal(set) var windowRoot: InstanceRef = 0
    public internal(set) var timers: TimerModel
    /// Number of events applied (the session's version).
    public internal(set) var version: Int = 0
    /// The `seq` of the last trace entry.
    public internal(set) var lastSeq: Int = 0
    /// How many rotation decisions were made (the `seq` of the last one, docs/semantics.md).
    public internal(set) var decisionCount: Int = 0
    /// The decisions of the last launch or event that made some (shared with that transition's
    /// `decisions`: a state copy retains one buffer, however large a decision is).
    var recentDecisions: [RotationDecision] = []
    /// The last rotation decision (the snapshot's `lastDecision`); nil before the first.
    public var lastDecision: RotationDecision? { recentDecisions.last }
    var instanceCounts: InstanceCounts
    var classes: ClassTable { context.classes }

    init(configuration: SessionConfiguration) {
        context = SessionContext(configuration: configuration)
        instanceCounts = InstanceCounts(classCount: context.classes.count)
        timers = TimerModel(timers: configuration.app.timers.map { IntervalTimer(id: $0.id, durationMs: $0.durationMs) })
    }

    /// A state with no instances and no timers sharing `context`: a placeholder that costs
    /// one retain, swapped in where a finished run's state is moved out (`Run.finishedParts`).
    init(emptySharing context: SessionContext) {
        self.context = context
        instanceCounts = InstanceCounts(classCount: 0)
        timers = TimerModel(timers: [])
    }

    public var app: AppDefinition { configuration.app }
    public var device: Device { configuration.device }
    /// The screen's geometry in the interface's orientation.
    public var geometry: ScreenGeometry { context.geometry(interfaceOrientation) }
    /// The screen's geometry were the interface in `orientation`.
    public func geometry(in orientation: InterfaceOrientation) -> ScreenGeometry { context.geometry(orientation) }
    /// The era of the session's iOS version (`OSEra+Rules.swift` holds what each changes).
    public var era: OSEra { context.era }

    /// The navigation container as this session runs it (the `forwarding` option applied
    /// when the app has no tab bar); worked out once per session (`SessionContext`).
    public var navigation: NavigationContainer? { context.navigation }

    /// The tab bar container as this session runs it (the `forwarding` option applied).
    public var tabBar: TabBarContainer? { context.tabBar }

    /// The definition a navigation controller instance follows: a presented one's own, its
    /// tab's (in the tab bar controller it belongs to), or the app's.
    public func navigationContainer(of ref: InstanceRef) -> NavigationContainer {
        if case .navigation(let own)? = instances[ref].container { return own }
        if let tab = instances[ref].tabIndex {
            let tabBar = instances[ref].parent.flatMap { tabBarContainer(of: $0) } ?? app.tabBar
            if let tabs = tabBar?.tabs, tabs.indices.contains(tab), let navigation = tabs[tab].navigation { return navigation }
        }
        return navigation ?? NavigationContainer()
    }

    /// `navigationContainer(of: ref).delegate`, read without copying the container (its names
    /// and source): iOS 16's rule asks it on every rotation decision, a navigation controller
    /// on every transition (BENCHMARKS.md, "Engine"). The three below likewise.
    func navigationDelegate(of ref: InstanceRef) -> String? { readNavigationContainer(of: ref) { $0.delegate } }

    /// `navigationContainer(of: ref).forwarding`.
    func navigationForwards(_ ref: InstanceRef) -> Bool { readNavigationContainer(of: ref) { $0.forwarding } }

    /// `navigationContainer(of: ref).translucent`.
    func navigationBarTranslucent(_ ref: InstanceRef) -> Bool { readNavigationContainer(of: ref) { $0.translucent } }

    /// `navigationContainer(of: ref).prefersLargeTitles`.
    func navigationBarPrefersLargeTitles(_ ref: InstanceRef) -> Bool { readNavigationContainer(of: ref) { $0.prefersLargeTitles } }

    /// `navigationContainer(of: ref).toolbarTranslucent`.
    func navigationToolbarTranslucent(_ ref: InstanceRef) -> Bool { readNavigationContainer(of: ref) { $0.toolbarTranslucent } }

    /// `read` of `navigationContainer(of: ref)`, the container passed borrowed rather than
    /// returned as a copy.
    @inline(__always)
    private func readNavigationContainer<Value>(of ref: InstanceRef, _ read: (NavigationContainer) -> Value) -> Value {
        if case .navigation(let own)? = instances[ref].container { return read(own) }
        if instances[ref].tabIndex != nil { return read(navigationContainer(of: ref)) }
        return context.navigation.map(read) ?? read(NavigationContainer())
    }

    /// The definition a tab bar controller instance follows: a presented one's own, else the
    /// app's as this session runs it.
    public func tabBarContainer(of ref: InstanceRef) -> TabBarContainer? {
        if case .tabBar(let own)? = instances[ref].container { return own }
        return tabBar
    }

    public func instance(_ ref: InstanceRef) -> ControllerInstance { instances[ref] }

    /// The live instance with this id (`APortraitViewController#1`), if any.
    public func ref(of id: String) -> InstanceRef? {
        instances.firstIndex { $0.id.description == id }
    }

    public func definition(of ref: InstanceRef) -> ControllerDefinition {
        classes.definitions[instances[ref].classIndex]
    }

    /// The view a controller shows now: the view it swapped in (seed 002), the xib it was
    /// loaded from (seed 003), its landscape layout in landscape, or its main view.
    public func currentView(of ref: InstanceRef) -> ViewDefinition {
        view(of: ref, landscape: interfaceOrientation.isLandscape)
    }

    /// Whether the views a controller loads (its nib's, or the xib it was loaded from) hold
    /// Auto Layout constraints.
    public func viewsHoldConstraints(_ ref: InstanceRef) -> Bool {
        if classes.holdsConstraints[instances[ref].classIndex] { return true }
        guard let xib = instances[ref].xib else { return false }
        return classes.xibsHoldingConstraints.contains(xib)
    }

    /// Whether the views a controller loads hold a stack view.
    public func viewsHoldStackViews(_ ref: InstanceRef) -> Bool {
        if classes.holdsStackViews[instances[ref].classIndex] { return true }
        guard let xib = instances[ref].xib else { return false }
        return classes.xibsHoldingStackViews.contains(xib)
    }

    /// The view a controller shows in an interface orientation (its per-orientation layout).
    public func view(of ref: InstanceRef, landscape: Bool) -> ViewDefinition {
        let definition = definition(of: ref)
        if let swapped = instances[ref].swappedView {
            if swapped == definition.view.id { return definition.view }
            if let view = definition.views[swapped] { return view }
        }
        if let view = instances[ref].xibView { return view }
        if landscape, let landscapeView = definition.landscapeView { return landscapeView }
        return definition.view
    }

    /// Every element the user can reach with the controller that owns it, depth first: the
    /// front layer's (elements under a sheet's dimming view are not), then the bar button items
    /// of the navigation controller in front.
    public var onScreenViews: [(owner: InstanceRef, view: ViewDefinition)] {
        interactiveControllers.flatMap { ref in
            isInHiddenContainer(ref) ? [] : currentView(of: ref).shownViews(in: sizeClasses).map { (owner: ref, view: $0) }
        } + reachableBarItems
    }

    /// The session's size classes, which decide the views installed and shown (nil before iOS 8).
    public var sizeClasses: SizeClasses? { geometry.traits?.sizeClasses }

    /// The reachable element with this id and the controller that owns it (depth first, as
    /// `onScreenViews`), found without building the list.
    public func onScreenView(_ id: String) -> (owner: InstanceRef, view: ViewDefinition)? {
        func find(_ view: ViewDefinition) -> ViewDefinition? {
            // A hidden view, and everything in it, gets no touches (UIKit's hit-testing); a
            // view the size classes do not install is not in the view tree.
            if !view.isShown(in: sizeClasses) { return nil }
            if view.id == id { return view }
            for child in view.children {
                if let found = find(child) { return found }
            }
            return nil
        }
        for ref in interactiveControllers where !isInHiddenContainer(ref) {
            if let view = find(currentView(of: ref)) { return (ref, view) }
        }
        // The bars' items after the views (docs/semantics.md, "Bar button items").
        return reachableBarItems.first { $0.view.id == id }
    }

    /// The ids of `onScreenViews`, in its order (what a refused tap lists), walked without
    /// building the list of owners and views: a refused tap made that list, a tenth of the
    /// engine benchmark's instructions on some apps (BENCHMARKS.md, "Engine").
    public var onScreenElementIDs: [String] {
        var views: [ViewDefinition] = []
        for ref in interactiveControllers where !isInHiddenContainer(ref) { currentView(of: ref).appendShownViews(to: &views, in: sizeClasses) }
        return views.map(\.id) + reachableBarItems.map(\.view.id)
    }

    /// Whether `ref`'s view lies in a container view that is not shown — hidden, or not
    /// installed for the size classes — directly or through the containers above it: UIKit's
    /// hit-testing reaches nothing there (docs/semantics.md, "Container views").
    func isInHiddenContainer(_ ref: InstanceRef) -> Bool {
        guard classes.embedsChildren else { return false }
        var current = ref
        while let parent = instances[current].parent {
            if let container = instances[current].containerViewID, !currentView(of: parent).showsDescendant(container, in: sizeClasses) { return true }
            current = parent
        }
        return false
    }
}

extension SessionState {
    /// Forgets controllers that left the hierarchy and that no live controller points at
    /// (seed 000's property keeps the last landscape controller alive, as ARC would).
    mutating func dropUnreachableInstances() {
        _ = instances.removeUnreachable(renumbering: &windowRoot)
    }
}
