/// A `UITabBarController` at the window's root (docs/semantics.md, "Tab bars"): its tabs, the tab
/// selected at launch, and whether it is seed 001's forwarding subclass ("idem pour un
/// UITabBarController utilisé en rootViewController").
public struct TabBarContainer: Sendable, Equatable {
    /// One tab: a content controller class, or a navigation controller with that root.
    public struct Tab: Sendable, Equatable {
        public var title: String?
        /// The content controller's class (the navigation controller's root for a navigation tab).
        public var controller: String
        public var navigation: NavigationContainer?
        /// A split view controller tab (then `controller` is its class and `navigation` nil).
        public var split: SplitViewContainer?

        public init(title: String? = nil, controller: String, navigation: NavigationContainer? = nil, split: SplitViewContainer? = nil) {
            self.title = title
            self.controller = controller
            self.navigation = navigation
            self.split = split
        }
    }

    /// `UITabBarController`, or the app's subclass.
    public var className: String
    /// Seed 001's subclass: answers iOS 6's questions with the selected tab's visible
    /// controller's values (a navigation tab's top). It implements only iOS 6's methods.
    public var forwarding: Bool
    public var tabs: [Tab]
    public var selectedIndex: Int
    /// The class whose instance is the tab bar controller's delegate (a tab's content class
    /// or the tab bar controller's own class), if any.
    public var delegate: String?
    /// The Interface Builder scene it was imported from, if any (informational).
    public var source: SourceReference?
    /// `tabBar.isTranslucent` (UIKit's default from iOS 7, YES): an opaque tab bar (NO) keeps
    /// the selected tab's view above it unless that controller sets
    /// `extendedLayoutIncludesOpaqueBars` (docs/semantics.md, "Opaque bars").
    public var translucent = true

    public init(className: String = "UITabBarController", forwarding: Bool = false, tabs: [Tab], selectedIndex: Int = 0, delegate: String? = nil) {
        self.className = className
        self.forwarding = forwarding
        self.tabs = tabs
        self.selectedIndex = selectedIndex
        self.delegate = delegate
    }
}

/// How a presented controller covers the screen (`UIModalPresentationStyle`, docs/semantics.md). On a
/// phone every style is full screen.
public enum PresentationStyle: String, Sendable, Equatable, CaseIterable {
    case fullScreen, pageSheet, formSheet
    /// `UIModalPresentationAutomatic`, the default: full screen before iOS 13, a page sheet from
    /// iOS 13 (`OSEra.presentsSheetsByDefault`). Resolved when the controller is presented.
    case automatic
    /// `UIModalPresentationPopover` (iOS 8): a popover anchored at the tapped element while the
    /// width is regular (from iOS 13 the height too), else adapted — full screen, or from iOS 13
    /// on a phone a form sheet (`SessionState.shownStyle(of:)`, docs/semantics.md "Popovers").
    case popover
}
