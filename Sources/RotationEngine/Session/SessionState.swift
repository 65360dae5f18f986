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
    /// window without a root view controller, where it follows the device alone (SPEC §3).
    public internal(set) var statusBarOrientation: InterfaceOrientation = .portrait
    /// What UIKit logged as warnings so far (the root-less window's, SPEC §3), oldest first.
    public internal(set) var warnings: [String] = []
    public internal(set) var status: SessionStatus = .running
    /// The live controller instances (on screen, in a stack, or still pointed at).
    public internal(set) var instances = InstanceTable()
    /// The window's root view controller (the navigation controller when there is one).
    public internal(set) var windowRoot: InstanceRef = 0
    /// The navigation controller's `viewControllers`, bottom first; nil without one.
    public internal(set) var navigationStack: [InstanceRef]?
    public internal(set) var navigationBarHidden: Bool = false
    public internal(set) var timers: TimerModel
    /// Number of events applied (the session's version).
    public internal(set) var version: Int = 0
    /// The `seq` of the last trace entry.
    public internal(set) var lastSeq: Int = 0
    var instanceCounts: [String: Int] = [:]
    var classes: ClassTable { context.classes }

    init(configuration: SessionConfiguration) {
        context = SessionContext(configuration: configuration)
        timers = TimerModel(timers: configuration.app.timers.map { IntervalTimer(id: $0.id, durationMs: $0.durationMs) })
    }

    public var app: AppDefinition { configuration.app }
    public var device: Device { configuration.device }
    public var geometry: ScreenGeometry { ScreenGeometry(device: device, orientation: interfaceOrientation) }

    /// The navigation container as this session runs it (the `forwarding` option applied).
    public var navigation: NavigationContainer? {
        guard var navigation = app.navigation else { return nil }
        if let forwarding = configuration.options.forwarding {
            navigation.forwarding = forwarding
            if !forwarding && navigation.className != "UINavigationController" && app.controllers[navigation.className] == nil {
                navigation.className = "UINavigationController"
            }
        }
        return navigation
    }

    public func instance(_ ref: InstanceRef) -> ControllerInstance { instances[ref] }

    /// The live instance with this id (`APortraitViewController#1`), if any.
    public func ref(of id: String) -> InstanceRef? {
        instances.firstIndex { $0.id.description == id }
    }

    public func definition(of ref: InstanceRef) -> ControllerDefinition {
        classes.definitions[instances[ref].classIndex]
    }

    /// Whether `ref` is one of UIKit's own containers (the navigation controller), as opposed
    /// to a content controller. Containers are neither traced on rotation nor synthesized.
    public func isContainer(_ ref: InstanceRef) -> Bool {
        navigationStack != nil && ref == windowRoot
    }

    /// Whether the window has a root view controller, or the root controller's view was only
    /// added to it (SPEC §3, "A window with no root view controller").
    public var hasRootViewController: Bool { app.windowHasRootViewController }

    /// The controller whose content fills the screen: the navigation controller's top, or
    /// the window's root.
    public var topController: InstanceRef {
        navigationStack?.last ?? windowRoot
    }

    /// The controllers on screen: the top controller and its children (seed 003's master
    /// and its child). Only these get rotation callbacks.
    public var visibleControllers: [InstanceRef] { contentChain(of: topController) }

    /// A content controller and its attached children: the controllers whose appearance
    /// callbacks go together (UIKit forwards appearance to child controllers).
    public func contentChain(of ref: InstanceRef) -> [InstanceRef] {
        [ref] + instances[ref].children.filter { instances[$0].isAttached }
    }

    /// The bounds a controller's view has once things settle: the root view's under the
    /// status bar, a navigation child's under the bar when shown, a child's its parent's.
    public func settledBounds(of ref: InstanceRef) -> Rect {
        if ref == windowRoot { return geometry.rootBounds }
        if let stack = navigationStack, stack.contains(ref) {
            return geometry.contentBounds(navigationBarShown: !navigationBarHidden)
        }
        if instances[ref].isAttached, let parent = instances[ref].parent {
            return settledBounds(of: parent)
        }
        return instances[ref].bounds
    }

    /// The view a controller shows now: the view it swapped in (seed 002), the xib it was
    /// loaded from (seed 003), its landscape layout in landscape, or its main view.
    public func currentView(of ref: InstanceRef) -> ViewDefinition {
        let instance = instances[ref]
        let definition = definition(of: ref)
        if let swapped = instance.swappedView {
            if swapped == definition.view.id { return definition.view }
            if let view = definition.views[swapped] { return view }
        }
        if let xib = instance.xib, let view = app.xibs[xib] { return view }
        if interfaceOrientation.isLandscape, let landscape = definition.landscapeView { return landscape }
        return definition.view
    }

    /// Every element on screen with the controller that owns it, depth first.
    public var onScreenViews: [(owner: InstanceRef, view: ViewDefinition)] {
        visibleControllers.flatMap { ref in currentView(of: ref).allViews().map { (owner: ref, view: $0) } }
    }

    /// The on-screen element with this id and the controller that owns it (depth first, as
    /// `onScreenViews`), found without building the list.
    public func onScreenView(_ id: String) -> (owner: InstanceRef, view: ViewDefinition)? {
        func find(_ view: ViewDefinition) -> ViewDefinition? {
            if view.id == id { return view }
            for child in view.children {
                if let found = find(child) { return found }
            }
            return nil
        }
        for ref in visibleControllers {
            if let view = find(currentView(of: ref)) { return (ref, view) }
        }
        return nil
    }

    /// Whether the navigation bar shows a back button (`back` needs one).
    public var hasBackButton: Bool {
        guard let stack = navigationStack else { return false }
        return !navigationBarHidden && stack.count > 1
    }

    /// The title of the back button: the controller below the top's title, or "Back".
    public var backButtonTitle: String? {
        guard hasBackButton, let stack = navigationStack else { return nil }
        return definition(of: stack[stack.count - 2]).title ?? "Back"
    }

    /// The rows of `GET …/stack`: a navigation controller's `viewControllers` bottom first
    /// (the container itself not listed), or the root controller then its children.
    public var stackListing: [(ref: InstanceRef, visible: Bool)] {
        if let stack = navigationStack {
            let top = stack.last
            return stack.map { (ref: $0, visible: $0 == top) }
        }
        // Without a navigation controller the list is the root and its attached children: all on screen.
        return visibleControllers.map { (ref: $0, visible: true) }
    }

    /// `navigationController.visibleViewController`, or the root controller without one.
    public var visibleController: InstanceRef { topController }
}

extension SessionState {
    /// Forgets controllers that left the hierarchy and that no live controller points at
    /// (seed 000's property keeps the last landscape controller alive, as ARC would).
    mutating func dropUnreachableInstances() {
        guard let remap = instances.removeUnreachable() else { return }
        windowRoot = remap[windowRoot] ?? windowRoot
        navigationStack = navigationStack?.compactMap { remap[$0] }
    }
}
