import RotationEngine
import TimerModel

/// Computes the layout from a session state: pure, no HTTP or JSON (docs/architecture.md).
public enum LayoutResolver {
    public static func resolve(_ state: SessionState) -> ResolvedLayout {
        let geometry = state.geometry
        var bars = Bars()
        // The top-most full-screen layer is the window's root view; sheets above it sit over a
        // dimming view covering the window (docs/semantics.md), later children being in front.
        // Instances are read through the table (`state.instances[ref].field`), never copied
        // whole: a copy retains every reference an instance holds (BENCHMARKS.md, layout).
        let base = state.topFullScreen
        let rootPlacement = Placement(frame: state.coversStatusBar(base) ? Rect(size: geometry.window) : geometry.rootFrame, rotation: 0)
        var root = layerView(base, in: rootPlacement, state: state, bars: &bars)
        var layer = base
        while let sheet = state.instances[layer].presented {
            layer = sheet
            let window = Rect(size: geometry.window)
            root.children.append(LayoutView(
                id: "dimmingView", controller: nil, kind: .view, text: nil, frame: window, bounds: window,
                transform: geometry.rootTransformDegrees, children: []
            ))
            let style = state.shownStyle(of: sheet) ?? .fullScreen
            let frame = style == .popover ? popoverFrame(sheet, over: root, state: state) : geometry.sheetFrame(style)
            bars.popoverTop = style == .popover ? frame.y : nil
            root.children.append(layerView(sheet, in: Placement(frame: frame, rotation: 0), state: state, bars: &bars))
        }
        var stale: [String] = []
        if state.hasLaidOutControllers { withUnsafePointer(to: &root) { appendStaleIDs(of: $0, to: &stale) } }
        return ResolvedLayout(
            window: geometry.window, interfaceOrientation: state.interfaceOrientation,
            statusBarFrame: statusBarFrame(state), navigationBar: bars.navigation, tabBar: bars.tabBar,
            toolbar: bars.toolbar, root: consume root, stale: stale, constraints: bars.constraints
        )
    }

    /// What is found while resolving: the front-most navigation bar and tab bar on screen, and
    /// the constraint report of the views shown.
    struct Bars {
        /// The window's y of the popover being laid out, if the layer is one: its navigation
        /// bar sits at its top (`SessionState.windowGuideInsets(of:popoverTop:)`).
        var popoverTop: Double?
        /// Set for the navigation controller embedded in a container view about to be laid out:
        /// how far what covers the container (the status bar, the window's bars, the device's
        /// safe area) reaches into its top and bottom. Its bar sits below the first, its
        /// toolbar above the second (`embeddedNavigationView`).
        var embeddedCover: (top: Double, bottom: Double)?
        var navigation: ResolvedLayout.NavigationBar?
        var tabBar: ResolvedLayout.TabBar?
        var toolbar: ResolvedLayout.Toolbar?
        var constraints = ConstraintReport()
    }

    /// A layer's view in `slot`: a content controller's, or a container's view holding what it
    /// shows (a navigation controller's top below its bar when shown; a tab bar controller's
    /// selected tab above its 49 pt bar; a split view controller's columns).
    static func layerView(_ ref: InstanceRef, in slot: Placement, state: SessionState, bars: inout Bars) -> LayoutView {
        let geometry = state.geometry
        let transform = geometry.rootTransformDegrees
        switch state.instances[ref].role {
        case .content:
            return controllerView(ref, in: slot, state: state, bars: &bars)
        case .navigation:
            let shown = !state.instances[ref].navigationBarHidden
            let largeTitle = state.showsLargeTitle(ref)
            let inSheet = state.navigationBarIsInSheet(ref)
            let toolbarShown = !state.instances[ref].toolbarHidden
            let items = state.shownBarItems(of: ref)
            // A navigation controller embedded in a container view: its bars sit inside what
            // already covers the container (`embeddedNavigationView`).
            let embedded = bars.embeddedCover
            bars.embeddedCover = nil
            var barFrame = geometry.navigationBarFrame(in: slot.frame, largeTitle: largeTitle, inSheet: inSheet)
            var toolbarFrame = geometry.toolbarFrame(in: slot.frame)
            if let embedded {
                barFrame = Rect(x: slot.frame.x, y: slot.frame.y + embedded.top, width: slot.frame.width, height: barFrame.height)
                let toolbarHeight = geometry.navigationBarHeight + embedded.bottom
                toolbarFrame = Rect(x: slot.frame.x, y: slot.frame.y + slot.frame.height - toolbarHeight, width: slot.frame.width, height: toolbarHeight)
            }
            if shown, let top = state.instances[ref].children.last {
                var bar = ResolvedLayout.NavigationBar(
                    frame: barFrame,
                    backButton: state.backButtonTitle(of: ref), title: state.definition(of: top).title, largeTitle: largeTitle
                )
                if let (owner, defined) = items { bar.items = BarItemPlacement.navigationItems(defined, in: bar, owner: state.instances[owner].id) }
                bars.navigation = bar
            }
            if toolbarShown {
                let placed = items.map { BarItemPlacement.toolbarItems($0.items.toolbar, in: toolbarFrame, owner: state.instances[$0.owner].id) } ?? []
                bars.toolbar = .init(frame: toolbarFrame, items: placed)
            }
            // From iOS 7 the top's view starts at an opaque bar's bottom and ends at an opaque
            // toolbar's top (docs/semantics.md, "Opaque bars"); `settledBounds` gives the same size
            // (an embedded one's: the bars' own heights, docs/semantics.md "Container views").
            let top = state.instances[ref].children.last
            let barCovers = top.map { state.navigationBarCovers($0, in: ref) } ?? false
            let toolbarCovers = top.map { state.toolbarCovers($0, in: ref) } ?? false
            var inset = geometry.navigationBarInset(shown: shown, covered: barCovers, atWindowTop: slot.frame.y == 0, largeTitle: largeTitle, inSheet: inSheet)
            var bottom = geometry.toolbarInset(shown: toolbarShown, covered: toolbarCovers)
            if let embedded, state.era.extendsUnderBars {
                inset = shown && barCovers ? embedded.top + barFrame.height : 0
                bottom = toolbarShown && toolbarCovers ? toolbarFrame.height : 0
            }
            let content = slot.child(Rect(x: 0, y: inset, width: slot.size.width, height: slot.size.height - inset - bottom))
            return LayoutView(
                id: "navigationView", controller: state.instances[ref].id, kind: .view, text: nil,
                frame: slot.frame, bounds: Rect(size: slot.size), transform: transform,
                children: state.instances[ref].children.last.map { [layerView($0, in: content, state: state, bars: &bars)] } ?? []
            )
        case .tabBar:
            let shownTab = state.instances[ref].children.indices.contains(state.instances[ref].selectedIndex) ? state.instances[ref].children[state.instances[ref].selectedIndex] : nil
            let barHeight = geometry.tabBarInset(covered: shownTab.map { state.tabBarCovers($0, in: ref) } ?? false)
            bars.tabBar = .init(
                frame: geometry.tabBarFrame(in: slot.frame), items: state.instances[ref].children.map { tabTitle($0, state: state) },
                selectedIndex: state.instances[ref].selectedIndex
            )
            let content = slot.child(Rect(x: 0, y: 0, width: slot.size.width, height: slot.size.height - barHeight))
            let selected = state.instances[ref].children.indices.contains(state.instances[ref].selectedIndex) ? state.instances[ref].children[state.instances[ref].selectedIndex] : nil
            return LayoutView(
                id: "tabBarView", controller: state.instances[ref].id, kind: .view, text: nil,
                frame: slot.frame, bounds: Rect(size: slot.size), transform: transform,
                children: selected.map { [layerView($0, in: content, state: state, bars: &bars)] } ?? []
            )
        case .split:
            // Its columns, back to front, where `columnFrame` puts them (docs/semantics.md, "Split views").
            var columns: [LayoutView] = []
            for column in state.shownColumns(of: ref) {
                let frame = state.columnFrame(column, in: ref, splitSize: slot.size)
                columns.append(layerView(column, in: slot.child(frame), state: state, bars: &bars))
            }
            return LayoutView(
                id: "splitView", controller: state.instances[ref].id, kind: .view, text: nil,
                frame: slot.frame, bounds: Rect(size: slot.size), transform: transform, children: columns
            )
        }
    }

    /// A tab bar item's title: the tab's, else its root content controller's, else "".
    static func tabTitle(_ tab: InstanceRef, state: SessionState) -> String {
        if let index = state.instances[tab].tabIndex, let tabBar = state.instances[tab].parent.flatMap({ state.tabBarContainer(of: $0) }), tabBar.tabs.indices.contains(index), let title = tabBar.tabs[index].title { return title }
        let root = state.instances[tab].role == .navigation ? state.instances[tab].children.first ?? tab : tab
        return state.definition(of: root).title ?? ""
    }

    /// The status bar across the top of the interface, or — in iOS 6's window without a root
    /// view controller, where only the status bar follows the device (docs/semantics.md) — across the
    /// top of the status bar's own orientation, turned over the unturned views.
    static func statusBarFrame(_ state: SessionState) -> Rect? {
        let geometry = state.geometry
        guard state.statusBarOrientation != state.interfaceOrientation else { return geometry.statusBarFrame }
        let turn = state.statusBarOrientation.rootTransformDegrees - state.interfaceOrientation.rootTransformDegrees
        let screen = Placement(frame: Rect(size: geometry.window), rotation: turn)
        let own = state.geometry(in: state.statusBarOrientation)
        return own.statusBarFrame.map { screen.child($0).frame }
    }

    /// A controller's view, placed in `slot` (the box its frame covers when it carries the
    /// interface's transform), with its subviews and its children controllers' views.
    static func controllerView(_ ref: InstanceRef, in slot: Placement, state: SessionState, bars: inout Bars) -> LayoutView {
        let definition = state.currentView(of: ref)
        let interfaceTransform = state.geometry.rootTransformDegrees
        let bounds = state.instances[ref].isViewLoaded ? state.instances[ref].bounds : state.settledBounds(of: ref)
        // Seed 002: a view the app swapped in carries the transform the app set. A transform
        // is relative to the superview (docs/semantics.md, "Transforms compose"): the window's root view
        // has the unturned window above it, so the app's angle is the whole turn (the seed's
        // trick); any other view turns by the app's angle on top of the interface rotation.
        let transform: Int
        let placement: Placement
        if let appTransform = state.instances[ref].viewTransform {
            let isWindowRootView = state.instances[ref].parent == nil
            transform = normalisedDegrees(isWindowRootView ? appTransform : interfaceTransform + appTransform)
            placement = slot.rotated(by: transform - interfaceTransform, size: bounds.size)
        } else {
            transform = interfaceTransform
            placement = Placement(frame: slot.frame, rotation: slot.rotation, size: bounds.size)
        }
        var view = LayoutView(
            id: definition.id, controller: state.instances[ref].id, kind: definition.kind, text: text(of: definition, state: state),
            frame: placement.frame, bounds: Rect(size: bounds.size), transform: transform, children: []
        )
        // A root view's class too (a table view controller's `UITableView`): its element type to
        // the WebDriver facade, and its rows may run past it (it scrolls).
        view.className = definition.className
        view.uikitClass = definition.uikitClass
        // The window's guides over the view, worked out once: its safe area from iOS 11, and the
        // environment its constraints are solved in.
        let holdsConstraints = state.viewsHoldConstraints(ref)
        var environment: LayoutEnvironment?
        // Scroll views inset their content from iOS 7 (docs/semantics.md, "Scroll view insets").
        let insetsScrollViews = state.era.contentInsetAdjustment != .none && definition.holdsScrollViews
        var guides = EdgeInsets.zero
        if state.era.hasSafeAreas || holdsConstraints || insetsScrollViews {
            guides = LayoutEnvironment.guides(of: ref, frame: placement.frame, state: state, popoverTop: bars.popoverTop)
        }
        // (Scroll insets before iOS 11 need the guides alone.)
        if state.era.hasSafeAreas || holdsConstraints {
            environment = .of(guides: guides, frame: placement.frame, root: definition, geometry: state.geometry)
            if state.era.hasSafeAreas {
                view.safeAreaInsets = guides
                // The margins the layout measures with: the system minimum inside the safe area,
                // the root's own `layoutMargins` and `layoutMarginsFollowReadableWidth` applied.
                view.layoutMargins = environment?.margins
            }
        }
        let autoLayout = environment.flatMap { holdsConstraints ? AutoLayout.solution(for: definition, size: bounds.size, environment: $0) : nil }
        if let autoLayout { bars.constraints.add(autoLayout, controller: state.instances[ref].id) }
        view.contentSize = autoLayout?.contentSizes[definition.id]
        if state.laysOutSubviews(ref) {
            view.children = laidOutSubviews(of: ref, definition: definition, size: bounds.size, placement: placement, transform: transform, state: state, autoLayout: autoLayout)
        } else {
            view.children = subviews(of: definition, size: bounds.size, placement: placement, owner: state.instances[ref].id, transform: transform, state: state, autoLayout: autoLayout)
        }
        if insetsScrollViews {
            adjustContentInsets(of: &view, definition: definition, controller: ref, guides: guides, state: state)
        }
        for child in state.instances[ref].children where state.instances[child].isAttached {
            if let container = state.instances[child].containerViewID {
                embed(child, in: container, of: &view, rotation: placement.rotation, state: state, bars: &bars)
            } else {
                view.children.append(controllerView(child, in: placement.child(Rect(size: bounds.size)), state: state, bars: &bars))
            }
        }
        return view
    }

    /// The direct subviews of a controller that lays them out itself (docs/semantics.md): framed as
    /// its most recent layout callback left them, marked with the size they were laid out for
    /// and whether that is stale; their own subviews follow them by autoresizing.
    static func laidOutSubviews(of ref: InstanceRef, definition: ViewDefinition, size: Size, placement: Placement, transform: Int, state: SessionState, autoLayout: AutoLayoutSolution?) -> [LayoutView] {
        let owner = state.instances[ref].id
        let laidOutFor = state.laidOutSize(of: ref)
        return installedChildren(of: definition, state: state).map { child in
            if let autoLayout, autoLayout.roles[child.id] == .constraints {
                // Constraint-laid views ignore where the controller's code lays out.
                return subview(child, local: autoLayout.frames[child.id] ?? child.frame, placement: placement, owner: owner, transform: transform, state: state, autoLayout: autoLayout)
            }
            let local = state.laidOutFrame(of: child, in: ref)
            let childPlacement = placement.child(local)
            var view = LayoutView(
                id: child.id, controller: owner, kind: child.kind, text: text(of: child, state: state),
                frame: childPlacement.frame, bounds: Rect(size: local.size), transform: transform, children: []
            )
            view.children = subviews(of: child, size: local.size, placement: childPlacement, owner: owner, transform: transform, state: state, autoLayout: autoLayout)
            view.laidOutFor = laidOutFor
            view.stale = laidOutFor != size
            view.layoutBy = .code
            view.className = child.className
            view.uikitClass = child.uikitClass
            if child.isHidden(in: state.sizeClasses) { view.hidden = true }
            return view
        }
    }

    /// Ids of stale views, depth first, into one array, each view read where it is (an array
    /// per view, concatenated, cost ~2.8k instructions an event answer's layout; passing the
    /// views themselves copied each one, ~1.6k).
    static func appendStaleIDs(of view: UnsafePointer<LayoutView>, to ids: inout [String]) {
        if view.pointee.stale == true { ids.append(view.pointee.id) }
        view.pointee.children.withUnsafeBufferPointer { children in
            guard let first = children.baseAddress else { return }
            for index in children.indices { appendStaleIDs(of: first + index, to: &ids) }
        }
    }

    /// The subviews of `definition`, whose bounds are `size`: each where Auto Layout solved it,
    /// else where its autoresizing mask puts it.
    static func subviews(of definition: ViewDefinition, size: Size, placement: Placement, owner: ControllerID, transform: Int, state: SessionState, autoLayout: AutoLayoutSolution? = nil) -> [LayoutView] {
        installedChildren(of: definition, state: state).map { child in
            let local = autoLayout?.frames[child.id] ?? child.autoresizing.resolve(child.frame, designed: definition.frame.size, actual: size)
            return subview(child, local: local, placement: placement, owner: owner, transform: transform, state: state, autoLayout: autoLayout)
        }
    }

    /// The subviews installed for the size classes the session has now (docs/semantics.md,
    /// "Size classes"): a view not installed is not in the view tree.
    static func installedChildren(of definition: ViewDefinition, state: SessionState) -> [ViewDefinition] {
        guard definition.hasConditionalChildren else { return definition.children }
        let sizeClasses = state.sizeClasses
        return definition.children.filter { $0.installation.isInstalled(in: sizeClasses) }
    }

    /// One subview at `local` in its superview's bounds, with its own subviews.
    static func subview(_ child: ViewDefinition, local: Rect, placement: Placement, owner: ControllerID, transform: Int, state: SessionState, autoLayout: AutoLayoutSolution?) -> LayoutView {
        let childPlacement = placement.child(local)
        var view = LayoutView(
            id: child.id, controller: owner, kind: child.kind, text: text(of: child, state: state),
            frame: childPlacement.frame, bounds: Rect(size: local.size), transform: transform, children: []
        )
        view.className = child.className
        view.uikitClass = child.uikitClass
        if let autoLayout, autoLayout.roles[child.id] == .constraints {
            view.layoutBy = .constraints
            view.ambiguous = autoLayout.ambiguous.contains(child.id)
        }
        view.contentSize = autoLayout?.contentSizes[child.id]
        if child.isHidden(in: state.sizeClasses) { view.hidden = true }
        view.children = subviews(of: child, size: local.size, placement: childPlacement, owner: owner, transform: transform, state: state, autoLayout: autoLayout)
        return view
    }

    /// A timer label shows its timer's remaining time as `mm:ss`; other views their text.
    static func text(of view: ViewDefinition, state: SessionState) -> String? {
        guard view.kind == .timerLabel, let id = view.timer, let timer = state.timers.timer(id) else { return view.text }
        return formatMinutesSeconds(timer.remainingMs)
    }

    public static func formatMinutesSeconds(_ ms: Int) -> String {
        let totalSeconds = (max(0, ms) + 999) / 1000
        let minutes = totalSeconds / 60
        let seconds = totalSeconds % 60
        return (minutes < 10 ? "0" : "") + String(minutes) + ":" + (seconds < 10 ? "0" : "") + String(seconds)
    }
}

/// An angle in degrees as the layout reports it: −90 < angle ≤ 180 (a half turn is 180).
func normalisedDegrees(_ degrees: Int) -> Int {
    let turned = ((degrees % 360) + 360) % 360
    return turned > 180 ? turned - 360 : turned
}

extension Rect {
    func offsetBy(x dx: Double = 0, y dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }
}
