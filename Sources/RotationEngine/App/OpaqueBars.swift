/// Whether an app can show an opaque bar at all (docs/semantics.md, "Opaque bars"): a
/// navigation bar, toolbar or tab bar with `translucent` false, in any container it defines —
/// the window's, a tab's, a split view column's, one an element or bar item presents. The
/// session works it out once (`SessionContext.hasOpaqueBars`) so that an app with translucent
/// bars only — every built-in app — never looks a container up to ask (the bounds of every
/// navigation and tab child are worked out on every rotation: BENCHMARKS.md, "Today's iOS").
extension AppDefinition {
    var declaresOpaqueBars: Bool {
        definedContainers.contains { $0.declaresOpaqueBars }
    }

    /// Every container the app defines: the window's and those an element or bar item presents
    /// (a tab's and a split view column's are inside them).
    var definedContainers: [PresentedContainer] {
        var containers: [PresentedContainer] = []
        if let navigation { containers.append(.navigation(navigation)) }
        if let tabBar { containers.append(.tabBar(tabBar)) }
        if let split { containers.append(.split(split)) }
        var roots = Array(xibs.values)
        for controller in controllers.values {
            roots.append(controller.view)
            if let landscape = controller.landscapeView { roots.append(landscape) }
            roots += controller.views.values
            roots += controller.barItems.left + controller.barItems.right + controller.barItems.toolbar
        }
        for root in roots {
            for view in root.allViews() {
                if case .present(_, _, _, let container?) = view.action { containers.append(container) }
            }
        }
        return containers
    }
}

extension PresentedContainer {
    /// An opaque tab bar, or an opaque bar of any navigation controller it holds.
    var declaresOpaqueBars: Bool {
        if case .tabBar(let tabBar) = self, !tabBar.translucent { return true }
        return navigationContainers.contains { !$0.translucent || !$0.toolbarTranslucent }
    }

    /// The navigation controllers it holds: itself, a tab's, a split view column's (a tab may
    /// hold a split view). What a question about navigation bars — opaque, large titles — asks.
    var navigationContainers: [NavigationContainer] {
        switch self {
        case .navigation(let navigation): [navigation]
        case .tabBar(let tabBar): tabBar.tabs.flatMap { tab in [tab.navigation].compactMap { $0 } + (tab.split?.columnNavigations ?? []) }
        case .split(let split): split.columnNavigations
        }
    }
}

extension SplitViewContainer {
    /// Its primary's and secondary's navigation controllers, where they have one.
    var columnNavigations: [NavigationContainer] {
        [primary.navigation, secondary.navigation].compactMap { $0 }
    }
}
