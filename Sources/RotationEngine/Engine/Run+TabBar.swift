/// The tab bar (docs/semantics.md, "Tab bars"): a tap on an item.
extension Run {
    /// A tap on tab bar item `index`, as UIKit logs it: the delegate's
    /// `tabBarController:shouldSelectViewController:`, `setSelectedViewController:`, the new
    /// tab's visible controller's `loadView`/`viewDidLoad` the first time, its
    /// `viewWillAppear:` (correct bounds), the old one's `viewWillDisappear:`, the new one's
    /// layout pass, the old one's `viewDidDisappear:`, the new one's `viewDidAppear:`, then the
    /// delegate's `tabBarController:didSelectViewController:`. Tapping the selected item pops a
    /// navigation tab to its root and does nothing on another. Switching tabs never rotates.
    mutating func selectTab(_ index: Int, on tabBar: InstanceRef) throws {
        let tabs = state.instances[tabBar].children
        let old = state.instances[tabBar].selectedIndex
        let tab = tabs[index]
        if index == old {
            if state.instances[tab].role == .navigation { try popToRoot(on: tab, animated: true) }
            return
        }
        let delegate = tabBarDelegate(tabBar)
        let tabDetail: TraceDetail = ["viewController": .controller(state.instances[tab].id)]
        if let delegate { emit(delegate, "tabBarController:shouldSelectViewController:", tabDetail) }
        emit(tabBar, "setSelectedViewController:", kept(["index": .number(Double(index)), "viewController": .controller(state.instances[tab].id)]))

        let disappearing = state.shownChain(of: tabs[old])
        state.instances[tabBar].selectedIndex = index
        settleContainers()
        let appearing = try loadShownChain(of: tab)
        for ref in appearing {
            settle(ref)
            viewWillAppear(ref, animated: false)
        }
        for ref in disappearing { viewWillDisappear(ref, animated: false) }
        for ref in appearing { layout(ref) }
        for ref in disappearing { viewDidDisappear(ref, animated: false) }
        for ref in appearing { try viewDidAppear(ref, animated: false) }
        if let delegate { emit(delegate, "tabBarController:didSelectViewController:", tabDetail) }
    }

    /// The tab bar controller's delegate: itself when the delegate is its own class, else the
    /// root content controller of the first tab of that class.
    func tabBarDelegate(_ tabBar: InstanceRef) -> InstanceRef? {
        guard let delegateClass = state.tabBarContainer(of: tabBar)?.delegate else { return nil }
        if state.instances[tabBar].id.className == delegateClass { return tabBar }
        for tab in state.instances[tabBar].children {
            let root = state.instances[tab].role == .navigation ? state.instances[tab].children.first : tab
            if let root, state.instances[root].id.className == delegateClass { return root }
        }
        return nil
    }
}
