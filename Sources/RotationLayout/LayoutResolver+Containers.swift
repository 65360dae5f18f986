import RotationEngine

/// Container views (docs/semantics.md, "Container views"): an embedded child's view fills the
/// container view, as its last subview.
extension LayoutResolver {
    /// Puts `child`'s view into the laid-out container view `id` below `view`; when the
    /// container is not in the view tree (not installed for the size classes), the child's
    /// view is not either.
    @discardableResult
    static func embed(_ child: InstanceRef, in id: String, of view: inout LayoutView, rotation: Int, state: SessionState, bars: inout Bars) -> Bool {
        for index in view.children.indices {
            if view.children[index].id == id {
                let container = view.children[index]
                let slot = Placement(frame: container.frame, rotation: rotation, size: container.bounds.size)
                // The child fills the container's frame (a scroll view's bounds origin is its
                // content offset, not where the child goes).
                let filling = Rect(size: container.bounds.size)
                let childView = state.isEmbeddedNavigation(child)
                    ? embeddedNavigationView(child, in: slot.child(filling), state: state, bars: &bars)
                    : controllerView(child, in: slot.child(filling), state: state, bars: &bars)
                view.children[index].children.append(childView)
                return true
            }
            if embed(child, in: id, of: &view.children[index], rotation: rotation, state: state, bars: &bars) { return true }
        }
        return false
    }

    /// An embedded navigation controller's view: its top's view under its bar, as a layer's
    /// (`layerView`), but the layout's `navigationBar` and `toolbar` stay the window's — this
    /// bar is drawn as a view of the navigation view (`UINavigationController#2/navigationBar`,
    /// its `…/title` and `…/backButton` as its subviews, its items as buttons with their own
    /// ids), after the top's view: ids of their own, which no element of the app can take.
    static func embeddedNavigationView(_ navigation: InstanceRef, in slot: Placement, state: SessionState, bars: inout Bars) -> LayoutView {
        let window = (navigation: bars.navigation, toolbar: bars.toolbar)
        bars.navigation = nil
        bars.toolbar = nil
        // From iOS 7 its bar sits at the container's safe top — under the status bar or the
        // window's bar when the container reaches under them — and its toolbar above the bottom.
        let cover = state.era.extendsUnderBars
            ? LayoutEnvironment.guides(of: navigation, frame: slot.frame, state: state, popoverTop: bars.popoverTop) : .zero
        bars.embeddedCover = (cover.top, cover.bottom)
        var view = layerView(navigation, in: slot, state: state, bars: &bars)
        bars.embeddedCover = nil
        let owner = state.instances[navigation].id
        if let bar = bars.navigation { view.children.append(barView(bar, owner: owner, transform: view.transform)) }
        if let toolbar = bars.toolbar { view.children.append(toolbarView(toolbar, owner: owner, transform: view.transform)) }
        bars.navigation = window.navigation
        bars.toolbar = window.toolbar
        return view
    }

    /// A navigation bar drawn as a view: its title, then its back button and its bar button
    /// items, drawn over the title (which spans the bar), so a tap there reaches them.
    static func barView(_ bar: ResolvedLayout.NavigationBar, owner: ControllerID, transform: Int) -> LayoutView {
        var children: [LayoutView] = []
        if let title = bar.title {
            children.append(LayoutView(id: "\(owner)/title", controller: owner, kind: .label, text: title, frame: bar.titleFrame, bounds: Rect(size: bar.titleFrame.size), transform: transform, children: []))
        }
        if let back = bar.backButton, let frame = bar.backButtonFrame {
            children.append(LayoutView(id: "\(owner)/backButton", controller: owner, kind: .button, text: back, frame: frame, bounds: Rect(size: frame.size), transform: transform, children: []))
        }
        children += bar.items.map { itemView($0, transform: transform) }
        var view = LayoutView(id: "\(owner)/navigationBar", controller: owner, kind: .view, text: nil, frame: bar.frame, bounds: Rect(size: bar.frame.size), transform: transform, children: children)
        view.uikitClass = "UINavigationBar"
        return view
    }

    /// A toolbar drawn as a view, its items as buttons.
    static func toolbarView(_ toolbar: ResolvedLayout.Toolbar, owner: ControllerID, transform: Int) -> LayoutView {
        var view = LayoutView(id: "\(owner)/toolbar", controller: owner, kind: .view, text: nil, frame: toolbar.frame, bounds: Rect(size: toolbar.frame.size),
                              transform: transform, children: toolbar.items.map { itemView($0, transform: transform) })
        view.uikitClass = "UIToolbar"
        return view
    }

    /// A bar button item as a button view with the item's id (a tap on it is the item's: the
    /// engine finds it among the bars' items).
    private static func itemView(_ item: ResolvedLayout.BarItem, transform: Int) -> LayoutView {
        LayoutView(id: item.id, controller: item.controller, kind: .button, text: item.title, frame: item.frame, bounds: Rect(size: item.frame.size), transform: transform, children: [])
    }
}
