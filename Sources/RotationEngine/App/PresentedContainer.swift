/// A container a `present` action shows (docs/semantics.md, "The file's navigation"): a
/// navigation controller with its root, or a tab bar controller with its tabs, presented with
/// its own stack — pushes inside it, its bar, its tabs. The window's root containers follow the
/// app's `navigation` / `tabBar`; a presented one carries its definition on its instance. A
/// split view controller (and each navigation column of it) always carries its own
/// (docs/semantics.md, "Split views").
/// Indirect: most instances have none, and an instance stays one pointer wider, not one
/// container wider.
public indirect enum PresentedContainer: Sendable, Equatable {
    case navigation(NavigationContainer)
    case tabBar(TabBarContainer)
    case split(SplitViewContainer)
}

/// A `UIBarButtonItem` of a controller's `navigationItem` (left or right) or of its
/// `toolbarItems`: an element of the bar, tapped by id (docs/app-format.md, "Bar button
/// items"). Kept as a view definition (kind `button`, its title as text, its action) so a tap
/// finds it the way it finds any element; the bar, not the item, says where it is drawn.
public struct BarItems: Sendable, Equatable {
    public var left: [ViewDefinition]
    public var right: [ViewDefinition]
    public var toolbar: [ViewDefinition]

    public init(left: [ViewDefinition] = [], right: [ViewDefinition] = [], toolbar: [ViewDefinition] = []) {
        self.left = left
        self.right = right
        self.toolbar = toolbar
    }

    public var isEmpty: Bool { left.isEmpty && right.isEmpty && toolbar.isEmpty }
}
