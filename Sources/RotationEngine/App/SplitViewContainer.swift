/// A `UISplitViewController` (docs/semantics.md, "Split views"): its primary and secondary
/// columns, `UISplitViewController.preferredDisplayMode` and
/// `UISplitViewController.preferredPrimaryColumnWidth`. At the window's root or in a tab.
public struct SplitViewContainer: Sendable, Equatable {
    /// One column: a content controller class, or a navigation controller with that root
    /// (a tab's shape).
    public struct Column: Sendable, Equatable {
        /// The content controller's class (the navigation controller's root for a navigation column).
        public var controller: String
        public var navigation: NavigationContainer?

        public init(controller: String, navigation: NavigationContainer? = nil) {
            self.controller = controller
            self.navigation = navigation
        }
    }

    /// `UISplitViewControllerDisplayMode` as an app asks for it (`preferredDisplayMode`).
    public enum DisplayMode: String, Sendable, Equatable, CaseIterable {
        /// `UISplitViewControllerDisplayModeAutomatic`: beside in landscape, secondary only in portrait.
        case automatic
        /// `…DisplayModeAllVisible` (`oneBesideSecondary` from iOS 14): both columns side by side.
        case oneBesideSecondary
        /// `…DisplayModePrimaryOverlay` (`oneOverSecondary`): the primary over the full secondary.
        case oneOverSecondary
        /// `…DisplayModePrimaryHidden` (`secondaryOnly`): the secondary alone.
        case secondaryOnly
    }

    /// `UISplitViewController`, or the app's subclass.
    public var className: String
    public var primary: Column
    public var secondary: Column
    public var preferredDisplayMode: DisplayMode
    /// The primary column's width while it shows (points).
    public var primaryColumnWidth: Double
    /// The Interface Builder scene it was imported from, if any (informational).
    public var source: SourceReference?

    public static let defaultPrimaryColumnWidth = 320.0

    /// Whether a column is a navigation controller (then its controllers may push).
    public var hasNavigation: Bool { primary.navigation != nil || secondary.navigation != nil }

    public init(
        className: String = "UISplitViewController", primary: Column, secondary: Column,
        preferredDisplayMode: DisplayMode = .automatic, primaryColumnWidth: Double = SplitViewContainer.defaultPrimaryColumnWidth
    ) {
        self.className = className
        self.primary = primary
        self.secondary = secondary
        self.preferredDisplayMode = preferredDisplayMode
        self.primaryColumnWidth = primaryColumnWidth
    }
}
