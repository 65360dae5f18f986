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

extension NavigationContainer {
    var declaresOpaqueBars: Bool { !translucent || !toolbarTranslucent }
}

extension TabBarContainer {
    var declaresOpaqueBars: Bool {
        !translucent || tabs.contains { $0.navigation?.declaresOpaqueBars == true || $0.split?.declaresOpaqueBars == true }
    }
}

extension SplitViewContainer {
    var declaresOpaqueBars: Bool {
        primary.navigation?.declaresOpaqueBars == true || secondary.navigation?.declaresOpaqueBars == true
    }
}

extension PresentedContainer {
    var declaresOpaqueBars: Bool {
        switch self {
        case .navigation(let navigation): navigation.declaresOpaqueBars
        case .tabBar(let tabBar): tabBar.declaresOpaqueBars
        case .split(let split): split.declaresOpaqueBars
        }
    }
}
