/// `UINavigationItem.LargeTitleDisplayMode`: whether a navigation bar that prefers large titles
/// shows this controller's title large while it is on top (docs/semantics.md, "Large titles").
public enum LargeTitleDisplayMode: String, Sendable, Equatable, CaseIterable {
    /// As the item below it on the stack; the bottom item shows it large.
    case automatic
    case always
    case never
}

/// Whether an app defines a navigation bar that prefers large titles anywhere it can show one
/// (`SessionContext.prefersLargeTitles`): an app without one — every built-in app — never looks
/// a container up to ask, on the bounds and insets a rotation works out for each controller.
extension AppDefinition {
    var declaresLargeTitles: Bool {
        definedContainers.contains { $0.declaresLargeTitles }
    }
}

extension NavigationContainer {
    var declaresLargeTitles: Bool { prefersLargeTitles }
}

extension TabBarContainer {
    var declaresLargeTitles: Bool {
        tabs.contains { $0.navigation?.declaresLargeTitles == true || $0.split?.declaresLargeTitles == true }
    }
}

extension SplitViewContainer {
    var declaresLargeTitles: Bool {
        primary.navigation?.declaresLargeTitles == true || secondary.navigation?.declaresLargeTitles == true
    }
}

extension PresentedContainer {
    var declaresLargeTitles: Bool {
        switch self {
        case .navigation(let navigation): navigation.declaresLargeTitles
        case .tabBar(let tabBar): tabBar.declaresLargeTitles
        case .split(let split): split.declaresLargeTitles
        }
    }
}
