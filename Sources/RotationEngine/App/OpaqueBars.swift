/// Whether an app can show an opaque bar at all (docs/semantics.md, "Opaque bars"): a
/// navigation bar, toolbar or tab bar with `translucent` false, in any container it defines —
/// the window's, a tab's, a split view column's, one an element or bar item presents. The
/// session works it out once (`SessionContext.hasOpaqueBars`) so that an app with translucent
/// bars only — every built-in app — never looks a container up to ask (the bounds of every
/// navigation and tab child are worked out on every rotation: BENCHMARKS.md, "Today's iOS").
extension AppDefinition {
    var declaresOpaqueBars: Bool {
        if navigation?.declaresOpaqueBars == true || tabBar?.declaresOpaqueBars == true || split?.declaresOpaqueBars == true {
            return true
        }
        var roots = Array(xibs.values)
        for controller in controllers.values {
            roots.append(controller.view)
            if let landscape = controller.landscapeView { roots.append(landscape) }
            roots += controller.views.values
            roots += controller.barItems.left + controller.barItems.right + controller.barItems.toolbar
        }
        return roots.contains { root in
            root.allViews().contains { view in
                guard case .present(_, _, _, let container?) = view.action else { return false }
                return container.declaresOpaqueBars
            }
        }
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
