/// The controller hierarchy as UIKit sees it (docs/semantics.md): containers and what they show,
/// the presentation chain, who is on screen, who can be touched, and where views settle.
///
/// The window's root and each presented controller form the *presentation chain*; every link
/// is a layer on screen. The top-most full-screen layer hides what is below it; sheets (iPad
/// `pageSheet`/`formSheet`) leave the layer under them on screen, beneath a dimming view.
extension SessionState {
    /// Whether `ref` is one of UIKit's own containers (navigation or tab bar controller), as
    /// opposed to a content controller. Containers are neither traced on rotation nor
    /// synthesized.
    public func isContainer(_ ref: InstanceRef) -> Bool { instances[ref].role != .content }

    /// Whether the window has a root view controller, or the root controller's view was only
    /// added to it (docs/semantics.md, "A window with no root view controller").
    public var hasRootViewController: Bool { app.windowHasRootViewController }

    // MARK: Presentation chain

    /// The window's root, then each presented controller in turn.
    public var presentationChain: [InstanceRef] {
        var chain = [windowRoot]
        while let presented = instances[chain[chain.count - 1]].presented { chain.append(presented) }
        return chain
    }

    /// The controller presented last (the window's root when nothing is presented).
    public var frontMost: InstanceRef {
        var ref = windowRoot
        while let presented = instances[ref].presented { ref = presented }
        return ref
    }

    /// Whether a presented controller is a sheet that leaves its presenter on screen: iPad
    /// `pageSheet` and `formSheet`; on a phone, from iOS 13, the same as a card while the
    /// vertical size class is regular (before iOS 13 every style is full screen on a phone).
    public func isSheet(_ ref: InstanceRef) -> Bool {
        guard let style = shownStyle(of: ref) else { return false }
        switch style {
        case .fullScreen: return false
        case .popover: return true
        case .pageSheet, .formSheet, .automatic:
            switch device.idiom {
            case .pad: return true
            case .phone: return era.presentsSheetsByDefault && geometry.sizeClasses.vertical == .regular
            }
        }
    }

    /// The style a presented controller shows as now: its own, but a popover adapts
    /// (docs/semantics.md, "Popovers") — a popover while the width is regular (from iOS 13 the
    /// height too); else, from iOS 13 on a phone, a form sheet (a card while the height is
    /// regular, full screen while it is compact); else full screen. Nil when not presented.
    public func shownStyle(of ref: InstanceRef) -> PresentationStyle? {
        guard let style = instances[ref].presentationStyle else { return nil }
        guard style == .popover else { return style }
        let classes = geometry.sizeClasses
        let adapts = era.adaptsPopoversToFormSheets
        if classes.horizontal == .regular && (!adapts || classes.vertical == .regular) { return .popover }
        return adapts && device.idiom == .phone ? .formSheet : .fullScreen
    }

    /// iOS 6's "top-most full-screen view controller (typically the root view controller)":
    /// the last full-screen link of the presentation chain.
    public var topFullScreen: InstanceRef {
        // Nothing presented, the common case, without the walk's set-up (BENCHMARKS.md, "Today's iOS").
        guard instances[windowRoot].presented != nil else { return windowRoot }
        return topFullScreenOfPresentations()
    }

    @inline(never) private func topFullScreenOfPresentations() -> InstanceRef {
        var ref = windowRoot
        var top = windowRoot
        while let presented = instances[ref].presented {
            ref = presented
            if !isSheet(ref) { top = ref }
        }
        return top
    }

    /// The layers on screen, back to front: the top-most full-screen one and the sheets above it.
    public var visibleLayers: [InstanceRef] {
        var layers = [topFullScreen]
        while let presented = instances[layers[layers.count - 1]].presented { layers.append(presented) }
        return layers
    }

    // MARK: What containers show

    /// The content controller a controller shows: a navigation controller's top, a tab bar
    /// controller's selected tab (followed through), or the controller itself.
    public func shownContent(of ref: InstanceRef) -> InstanceRef {
        // Fields are read through the table (no copy of the instance): this runs per callback.
        switch instances[ref].role {
        case .content: return ref
        case .navigation: return instances[ref].children.last.map { shownContent(of: $0) } ?? ref
        case .tabBar:
            let selected = instances[ref].selectedIndex
            guard instances[ref].children.indices.contains(selected) else { return ref }
            return shownContent(of: instances[ref].children[selected])
        // The front-most column (docs/semantics.md, "Split views").
        case .split: return shownColumns(of: ref).last.map { shownContent(of: $0) } ?? ref
        }
    }

    /// The content controllers a controller shows, back to front, each with its attached
    /// children (`contentChain`): `contentChain(of: shownContent(of:))`, except that a split
    /// view shows a chain per column on screen.
    public func shownChain(of ref: InstanceRef) -> [InstanceRef] {
        switch instances[ref].role {
        case .content: return contentChain(of: ref)
        case .navigation: return instances[ref].children.last.map { shownChain(of: $0) } ?? []
        case .tabBar:
            let selected = instances[ref].selectedIndex
            guard instances[ref].children.indices.contains(selected) else { return [] }
            return shownChain(of: instances[ref].children[selected])
        case .split: return shownColumns(of: ref).flatMap { shownChain(of: $0) }
        }
    }

    /// The navigation controller a layer shows (a tab bar's selected navigation tab), if any.
    public func shownNavigation(in layer: InstanceRef) -> InstanceRef? {
        switch instances[layer].role {
        case .navigation: return layer
        case .tabBar:
            let selected = instances[layer].selectedIndex
            guard instances[layer].children.indices.contains(selected) else { return nil }
            return shownNavigation(in: instances[layer].children[selected])
        // The front-most column that is (or shows) a navigation controller.
        case .split: return shownColumns(of: layer).reversed().lazy.compactMap { shownNavigation(in: $0) }.first
        case .content: return nil
        }
    }

    /// The tab bar controller a layer is, if it is one.
    public func shownTabBar(in layer: InstanceRef) -> InstanceRef? {
        instances[layer].role == .tabBar ? layer : nil
    }

    /// The nearest navigation controller above a controller (`self.navigationController`).
    public func navigationController(of ref: InstanceRef) -> InstanceRef? {
        var current = instances[ref].parent
        while let parent = current {
            if instances[parent].role == .navigation { return parent }
            current = instances[parent].parent
        }
        return nil
    }

    /// The controller that covers the screen for `ref`: its top-most ancestor (the window's
    /// root or a presented controller).
    public func coveringController(of ref: InstanceRef) -> InstanceRef {
        var current = ref
        while let parent = instances[current].parent { current = parent }
        return current
    }

    /// Whether a controller's view is in the window: in a visible layer, shown by its containers.
    public func isOnScreen(_ ref: InstanceRef) -> Bool {
        visibleControllers.contains(ref)
    }

    // MARK: Who is on screen

    /// The navigation controller in front (the front layer's, a selected tab's), if any: the
    /// one `back` and the navigation bar belong to.
    public var frontNavigation: InstanceRef? { shownNavigation(in: frontMost) }


    /// The bar state of the navigation controller on screen (a tab's: the selected one's) in
    /// the top-most full-screen layer or a sheet above it; nil without one (Config/openapi.json).
    public var navigationBarHidden: Bool? {
        for layer in visibleLayers.reversed() {
            if let navigation = shownNavigation(in: layer) { return instances[navigation].navigationBarHidden }
        }
        return nil
    }

    /// The front-most content controller (a sheet's when one is shown): `visible` in the
    /// snapshot, the controller iOS 5 asks.
    public var topController: InstanceRef { shownContent(of: frontMost) }

    /// `navigationController.visibleViewController`, or the front-most controller.
    public var visibleController: InstanceRef { topController }

    /// The content controllers on screen, back to front: each visible layer's shown content and
    /// its children (seed 003's master and child; a sheet's presenter under it). Only these
    /// get rotation callbacks.
    public var visibleControllers: [InstanceRef] { visibleControllers(from: topFullScreen) }

    /// `visibleControllers`, `topFullScreen` already found (a size transition needs both; the
    /// walk up the presentations costs ~265 instructions while one is presented).
    func visibleControllers(from front: InstanceRef) -> [InstanceRef] {
        // Walked without building the list of layers: this runs on every rotation and tap.
        var layer = front
        var controllers = shownChain(of: layer)
        while let presented = instances[layer].presented {
            layer = presented
            controllers += shownChain(of: layer)
        }
        return controllers
    }

    /// The content controllers whose elements can be tapped: the front layer's (every column
    /// of a split view on screen).
    public var interactiveControllers: [InstanceRef] { shownChain(of: frontMost) }

    /// A content controller and its attached children: the controllers whose appearance
    /// callbacks go together (UIKit forwards appearance to child controllers).
    /// Embedded children's own children follow them (nested container views); an embedded
    /// navigation controller contributes its top's chain.
    public func contentChain(of ref: InstanceRef) -> [InstanceRef] {
        var chain: [InstanceRef] = []
        // One allocation for the usual chain (a controller and a few children): grown from
        // empty, a chain of three allocated twice or three times (BENCHMARKS.md, "Engine").
        chain.reserveCapacity(8)
        appendContentChain(of: ref, to: &chain)
        return chain
    }

    /// Appends `contentChain(of: ref)` to `chain` (one array for the whole walk).
    private func appendContentChain(of ref: InstanceRef, to chain: inout [InstanceRef]) {
        chain.append(ref)
        for child in instances[ref].children where instances[child].isAttached {
            if instances[child].role == .navigation {
                if let top = instances[child].children.last { appendContentChain(of: top, to: &chain) }
            } else {
                appendContentChain(of: child, to: &chain)
            }
        }
    }

    // MARK: Bounds

    /// The bounds a controller's view has once things settle: the root view's under the
    /// status bar (the window's root, a full-screen presented controller), a sheet's size, a
    /// navigation child's under the bar when shown, a tab's above the tab bar, a child's its
    /// parent's.
    public func settledBounds(of ref: InstanceRef) -> Rect {
        if coversStatusBar(ref) { return Rect(size: geometry.window) }
        if ref == windowRoot { return geometry.rootBounds }
        if instances[ref].presentedBy != nil {
            guard isSheet(ref), let style = shownStyle(of: ref) else { return geometry.rootBounds }
            if style == .popover { return Rect(size: popoverSize(of: ref)) }
            return Rect(size: geometry.sheetFrame(style).size)
        }
        guard instances[ref].isAttached, let parent = instances[ref].parent else { return instances[ref].bounds }
        let outer = settledBounds(of: parent)
        switch instances[parent].role {
        case .navigation:
            let covered = navigationBarCovers(ref, in: parent)
            let inset = geometry.navigationBarInset(
                shown: !instances[parent].navigationBarHidden, covered: covered, atWindowTop: covered && startsAtWindowTop(parent),
                largeTitle: covered && showsLargeTitle(parent), inSheet: covered && navigationBarIsInSheet(parent)
            ) + geometry.toolbarInset(shown: !instances[parent].toolbarHidden, covered: toolbarCovers(ref, in: parent))
            return inset == 0 ? outer : Rect(x: 0, y: 0, width: outer.width, height: outer.height - inset)
        case .tabBar:
            return Rect(x: 0, y: 0, width: outer.width, height: outer.height - geometry.tabBarInset(covered: tabBarCovers(ref, in: parent)))
        case .split:
            return Rect(size: columnFrame(ref, in: parent, splitSize: outer.size).size)
        case .content:
            guard let container = instances[ref].containerViewID else { return outer }
            return Rect(size: containerSize(container, in: parent, parentSize: outer.size))
        }
    }

    /// The safe area insets of the window's region a controller's view lies in (iOS 11 and
    /// later; nil before): the screen's, under the navigation bar of the navigation controller
    /// it is in when shown, above the tab bar of the tab bar controller it is in. A view's own
    /// insets are the part of its frame outside that region (`LayoutResolver`).
    public func windowSafeAreaInsets(of ref: InstanceRef) -> EdgeInsets? {
        era.hasSafeAreas ? windowGuideInsets(of: ref) : nil
    }

    /// What a size transition compares to send `viewSafeAreaInsetsDidChange` (iOS 11): the
    /// window's insets over a controller (`windowSafeAreaInsets`), clipped to the sheet it is
    /// shown in, if any — a form sheet recentred by a rotation moves, the bar at its top with
    /// it, and its controllers' insets stay (docs/semantics.md, "Large titles"). A popover's
    /// place is the layout's: its controllers compare the window's insets.
    public func transitionSafeAreaInsets(of ref: InstanceRef) -> EdgeInsets? {
        guard var insets = windowSafeAreaInsets(of: ref) else { return nil }
        // The top of a navigation controller embedded in a container view: its bars' heights
        // count too (the engine does not place container views; chosen).
        if classes.embedsChildren, let bars = embeddedBarInsets(of: ref) {
            insets.top += bars.top
            insets.bottom += bars.bottom
        }
        // Nothing presented (the common case): no sheet to look for.
        guard instances[windowRoot].presented != nil else { return insets }
        var current = ref
        while instances[current].presentedBy == nil {
            guard let parent = instances[current].parent else { return insets }
            current = parent
        }
        guard let style = sheetStyle(of: current) else { return insets }
        return insets.clipped(to: geometry.sheetFrame(style), in: geometry.window)
    }

    /// The insets of the window's region a controller's view may lay its content in from
    /// iOS 7: the bars over it (status bar, its navigation controller's bar and toolbar, its tab
    /// bar) and from iOS 11 the device's safe area (`ScreenGeometry.rootGuideInsets`); nil
    /// before iOS 7.
    ///
    /// `popoverTop`: the window's y of the popover `ref` is shown in, when the caller has placed
    /// it (the layout); a navigation bar presented in a popover sits at its top. Without it
    /// (the engine, which does not place popovers) such a bar is taken as under the status bar.
    public func windowGuideInsets(of ref: InstanceRef, popoverTop: Double? = nil) -> EdgeInsets? {
        guard era.extendsUnderBars else { return nil }
        var navigationBarShown = false
        var largeTitle = false
        var barPosition = NavigationBarPosition.window
        var toolbarShown = false
        var tabBarShown = false
        var child = ref
        var current = instances[ref].parent
        while let parent = current {
            switch instances[parent].role {
            // An opaque bar a child's view stays clear of is not over the view: its region
            // ends at the status bar (or the device's safe area) there (docs/semantics.md, "Opaque bars").
            // An embedded navigation controller's bars are at its container view, not the
            // window's: `embeddedBarInsets` adds them to its top's own insets.
            case .navigation where isEmbeddedNavigation(parent):
                break
            case .navigation:
                if !navigationBarShown, !instances[parent].navigationBarHidden, !navigationBarCovers(child, in: parent) {
                    navigationBarShown = true
                    largeTitle = showsLargeTitle(parent)
                    barPosition = self.barPosition(parent, popoverTop: popoverTop)
                }
                toolbarShown = toolbarShown || (!instances[parent].toolbarHidden && !toolbarCovers(child, in: parent))
            case .tabBar: tabBarShown = tabBarShown || !tabBarCovers(child, in: parent)
            case .content, .split: break
            }
            child = parent
            current = instances[parent].parent
        }
        // A bar at the window's top (the common case): the session's table.
        if case .window = barPosition {
            return context.windowBarInsets(
                interfaceOrientation, navigationBarShown: navigationBarShown, largeTitle: largeTitle,
                tabBarShown: tabBarShown, toolbarShown: toolbarShown
            )
        }
        return geometry.rootGuideInsets(
            navigationBarShown: navigationBarShown, largeTitle: largeTitle, barPosition: barPosition,
            tabBarShown: tabBarShown, toolbarShown: toolbarShown
        )
    }

    /// Where the bar of `navigation` sits: at the top of the sheet it is presented in (a page or
    /// form sheet, a phone's card), at the top of its popover when shown as one and
    /// `popoverTop` is known (a popover's frame depends on where it is anchored, which the
    /// layout decides), else under the status bar.
    private func barPosition(_ navigation: InstanceRef, popoverTop: Double?) -> NavigationBarPosition {
        guard let holder = presentedHolder(navigation) else { return .window }
        if let sheet = sheetStyle(of: holder) { return .sheet(top: geometry.sheetFrame(sheet).y) }
        if let popoverTop, shownStyle(of: holder) == .popover { return .popover(top: popoverTop) }
        return .window
    }

    /// The presented controller `navigation`'s view fills the top of: itself, or the presented
    /// tab bar or split view controller it is a tab or a column of; nil when not presented.
    private func presentedHolder(_ navigation: InstanceRef) -> InstanceRef? {
        guard instances[windowRoot].presented != nil else { return nil }
        var current = navigation
        while instances[current].presentedBy == nil {
            guard let parent = instances[current].parent, instances[parent].role == .tabBar || instances[parent].role == .split else { return nil }
            current = parent
        }
        return current
    }

    /// Whether `navigation` — or the tab bar or split view controller holding it — is presented
    /// as a sheet (not a popover), so that its bar sits at the sheet's top, 56 points tall from
    /// iOS 13 (`ScreenGeometry.navigationBarHeight(largeTitle:inSheet:)`).
    public func navigationBarIsInSheet(_ navigation: InstanceRef) -> Bool {
        presentedHolder(navigation).flatMap(sheetStyle) != nil
    }

    /// The style a presented controller shows as when it is a page or form sheet (a phone's
    /// card); nil for a popover, full screen, or a controller not presented.
    private func sheetStyle(of presented: InstanceRef) -> PresentationStyle? {
        guard isSheet(presented), let style = shownStyle(of: presented), style != .popover else { return nil }
        return style
    }

    /// Whether the shown navigation bar of `navigation` shows its top item's title large
    /// (iOS 11 and later; docs/semantics.md, "Large titles"): the bar prefers large titles, the
    /// vertical size class is regular (a phone in landscape shows the standard bar), and the
    /// nearest item down the stack whose `largeTitleDisplayMode` is not `automatic` says
    /// `always` — or every item is `automatic`.
    public func showsLargeTitle(_ navigation: InstanceRef) -> Bool {
        guard context.showsLargeTitles, !instances[navigation].navigationBarHidden,
              geometry.sizeClasses.vertical == .regular, navigationBarPrefersLargeTitles(navigation) else { return false }
        for item in instances[navigation].children.reversed() {
            switch definition(of: item).largeTitleDisplayMode {
            case .always: return true
            case .never: return false
            case .automatic: continue
            }
        }
        return true
    }

    /// Whether the navigation bar of `navigation` keeps its child `child`'s view below it from
    /// iOS 7: the bar is opaque (`translucent` false) and the child does not set
    /// `extendedLayoutIncludesOpaqueBars` (docs/semantics.md, "Opaque bars").
    public func navigationBarCovers(_ child: InstanceRef, in navigation: InstanceRef) -> Bool {
        context.hasOpaqueBars && !navigationBarTranslucent(navigation) && !definition(of: child).extendedLayoutIncludesOpaqueBars
    }

    /// Whether the toolbar of `navigation` keeps its child's view above it from iOS 7.
    public func toolbarCovers(_ child: InstanceRef, in navigation: InstanceRef) -> Bool {
        context.hasOpaqueBars && !navigationToolbarTranslucent(navigation) && !definition(of: child).extendedLayoutIncludesOpaqueBars
    }

    /// Whether the tab bar of `tabBar` keeps the selected tab's view above it from iOS 7.
    public func tabBarCovers(_ child: InstanceRef, in tabBar: InstanceRef) -> Bool {
        context.hasOpaqueBars && tabBarContainer(of: tabBar).map { !$0.translucent } == true && !definition(of: child).extendedLayoutIncludesOpaqueBars
    }

    /// Whether a controller's view starts at the window's top (from iOS 7 its navigation bar
    /// then sits under the status bar, `ScreenGeometry.navigationBarFrame`): the window's root,
    /// a controller presented full screen, and what fills one of those (a tab, a split view
    /// column, a child without a container view).
    public func startsAtWindowTop(_ ref: InstanceRef) -> Bool {
        if ref == windowRoot { return true }
        if instances[ref].presentedBy != nil { return !isSheet(ref) }
        guard instances[ref].isAttached, let parent = instances[ref].parent else { return false }
        switch instances[parent].role {
        case .tabBar, .split: return startsAtWindowTop(parent)
        case .navigation: return false
        case .content: return instances[ref].containerViewID == nil && startsAtWindowTop(parent)
        }
    }

    /// iOS 5/6's `wantsFullScreenLayout`: a content controller that sets it, as the window's
    /// root or presented full screen, has a view covering the status bar's area too.
    public func coversStatusBar(_ ref: InstanceRef) -> Bool {
        guard instances[ref].role == .content, definition(of: ref).wantsFullScreenLayout else { return false }
        return ref == windowRoot || (instances[ref].presentedBy != nil && !isSheet(ref))
    }

    // MARK: Navigation bar and stack listing

    /// Whether the navigation bar in front shows a back button (`back` needs one).
    public var hasBackButton: Bool {
        guard let navigation = backNavigation else { return false }
        return backButtonTitle(of: navigation) != nil
    }

    /// The navigation controller whose back button `back` taps: the one in front (the window's
    /// bar) when it shows one, else the front-most navigation controller embedded in a container
    /// view in front whose bar shows one (docs/semantics.md, "Container views").
    public var backNavigation: InstanceRef? {
        let front = frontNavigation
        if let front, backButtonTitle(of: front) != nil { return front }
        if classes.embedsChildren {
            for navigation in embeddedNavigationsInFront where backButtonTitle(of: navigation) != nil { return navigation }
        }
        return front
    }

    /// Whether `ref` is a navigation controller embedded in a container view (docs/semantics.md,
    /// "Container views"), rather than one at the window's root, in a tab or presented.
    public func isEmbeddedNavigation(_ ref: InstanceRef) -> Bool {
        instances[ref].role == .navigation && instances[ref].containerViewID != nil
    }

    /// Whether any class's views hold a container view (docs/semantics.md, "Container views").
    public var embedsContainerViews: Bool { classes.embedsChildren }

    /// The navigation controllers whose bars are in front: the front layer's, then those embedded
    /// in its controllers' container views, front-most first — what `backIn` may name.
    public var navigationsInFront: [InstanceRef] {
        (frontNavigation.map { [$0] } ?? []) + (classes.embedsChildren ? embeddedNavigationsInFront : [])
    }

    /// The navigation controllers embedded in shown container views of the controllers in front,
    /// front-most first (a container view hidden, or not installed for the size classes, shows
    /// nothing: its navigation controller's bar takes no taps).
    var embeddedNavigationsInFront: [InstanceRef] {
        interactiveControllers.reversed().compactMap { ref in
            guard let parent = instances[ref].parent, isEmbeddedNavigation(parent), !isInHiddenContainer(parent) else { return nil }
            return parent
        }
    }

    /// How far an embedded navigation controller's bar and toolbar reach into its top
    /// controller's view, `ref` (its safe area's and layout guides' part from them, in the
    /// view's own coordinates: the view fills the container view, the bar at its top); nil
    /// when `ref` is not the top of one or the bars cover it (an opaque bar shortens the view
    /// instead). docs/semantics.md, "Container views".
    public func embeddedBarInsets(of ref: InstanceRef) -> (top: Double, bottom: Double)? {
        guard let navigation = instances[ref].parent, isEmbeddedNavigation(navigation), era.extendsUnderBars else { return nil }
        let barShown = !instances[navigation].navigationBarHidden && !navigationBarCovers(ref, in: navigation)
        let toolbarShown = !instances[navigation].toolbarHidden && !toolbarCovers(ref, in: navigation)
        guard barShown || toolbarShown else { return nil }
        // The toolbar's own height: the device's bottom inset is already the view's where the
        // container reaches the screen's bottom.
        return (barShown ? geometry.navigationBarHeight(largeTitle: showsLargeTitle(navigation)) : 0,
                toolbarShown ? geometry.navigationBarHeight : 0)
    }

    /// The back button's title on a navigation controller's bar: the title of the controller
    /// below the top, or "Back"; nil without one — also when the top controller has left bar
    /// button items, which replace it (UINavigationItem's `leftBarButtonItems`).
    public func backButtonTitle(of navigation: InstanceRef) -> String? {
        let stack = instances[navigation].children
        guard !instances[navigation].navigationBarHidden, stack.count > 1 else { return nil }
        guard definition(of: stack[stack.count - 1]).barItems.left.isEmpty else { return nil }
        return definition(of: stack[stack.count - 2]).title ?? "Back"
    }

    /// The back button of the navigation controller in front.
    public var backButtonTitle: String? { frontNavigation.flatMap { backButtonTitle(of: $0) } }

    /// One row of `GET …/stack` (Config/openapi.json; docs/semantics.md).
    public struct StackRow: Sendable, Equatable {
        public var ref: InstanceRef
        public var visible: Bool
        /// The tab the controller is in, for a tab bar app.
        public var tab: Int?
        /// Who presents it, for a presented controller.
        public var presentedBy: InstanceRef?
        public var presentationStyle: PresentationStyle?
    }

    /// The rows of `GET …/stack`: the window root's content controllers (a navigation
    /// controller's `viewControllers` bottom first; every tab's in tab order; or the root and
    /// its children, an embedded navigation controller's stack bottom first), then each
    /// presented controller with who presents it. Containers are never rows.
    public var stackListing: [StackRow] {
        // A handful of refs: searched in the array (a set cost ~0.9k instructions an answer).
        let visible = visibleControllers
        var rows: [StackRow] = []
        func add(_ ref: InstanceRef, tab: Int?) {
            switch instances[ref].role {
            case .content:
                // The controller, then its children: an embedded navigation controller's whole stack.
                rows.append(StackRow(ref: ref, visible: visible.contains(ref), tab: tab))
                for child in instances[ref].children where instances[child].isAttached { add(child, tab: tab) }
            case .navigation:
                for member in instances[ref].children { add(member, tab: tab) }
            case .tabBar:
                for (index, member) in instances[ref].children.enumerated() { add(member, tab: index) }
            case .split:
                for member in instances[ref].children { add(member, tab: tab) }
            }
        }
        add(windowRoot, tab: nil)
        for presented in presentationChain.dropFirst() {
            let first = rows.count
            add(presented, tab: nil)
            rows[first].presentedBy = instances[presented].presentedBy
            rows[first].presentationStyle = instances[presented].presentationStyle
        }
        return rows
    }
}
