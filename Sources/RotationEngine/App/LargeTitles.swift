/// `UINavigationItem.LargeTitleDisplayMode`: whether a navigation bar that prefers large titles
/// shows this controller's title large while it is on top (docs/semantics.md, "Large titles").
public enum LargeTitleDisplayMode: String, Sendable, Equatable, CaseIterable {
    /// As the item below it on the stack; the bottom item shows it large.
    case automatic
    case always
    case never
}

/// Whether an app defines a navigation bar that prefers large titles anywhere it can show one
/// (`SessionContext.showsLargeTitles`): an app without one — every built-in app — never looks
/// a container up to ask, on the bounds and insets a rotation works out for each controller.
extension AppDefinition {
    var declaresLargeTitles: Bool {
        definedContainers.contains { $0.declaresLargeTitles }
    }
}

extension PresentedContainer {
    var declaresLargeTitles: Bool { navigationContainers.contains { $0.prefersLargeTitles } }
}
