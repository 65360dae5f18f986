import RotationEngine

/// What the screen shows (Config/openapi.json layout): window, bars and the view tree, every frame in
/// window coordinates as the interface sees them.
public struct ResolvedLayout: Sendable, Equatable {
    public var window: Size
    public var interfaceOrientation: InterfaceOrientation
    /// nil when the status bar is hidden (a phone in landscape from iOS 8).
    public var statusBarFrame: Rect?
    public var navigationBar: NavigationBar?
    /// The tab bar at the bottom of a tab bar controller's view (docs/semantics.md), nil without one.
    public var tabBar: TabBar?
    /// The toolbar of the front-most navigation controller that shows one, nil without one.
    public var toolbar: Toolbar?
    public var root: LayoutView
    /// The ids of views laid out for a size their controller's view no longer has (docs/semantics.md).
    public var stale: [String] = []
    /// What Auto Layout broke, left ambiguous and noted in the views on screen.
    public var constraints = ConstraintReport()

    public struct NavigationBar: Sendable, Equatable {
        public var frame: Rect
        /// The title of the controller below the top one ("Back" when it has none), nil when
        /// there is nothing to go back to.
        public var backButton: String?
        /// The top controller's title.
        public var title: String?
        /// Whether it shows the title large, below its buttons' row (iOS 11 and later;
        /// docs/semantics.md, "Large titles").
        public var largeTitle = false
        /// Its `navigationItem`'s bar button items: the left ones (which replace the back
        /// button), then the right ones (docs/semantics.md, "Bar button items").
        public var items: [BarItem] = []
    }

    /// A bar button item drawn in the navigation bar or the toolbar: an element tapped by id.
    public struct BarItem: Sendable, Equatable {
        public enum Placement: String, Sendable, Equatable { case left, right, toolbar }
        public var id: String
        public var title: String?
        public var placement: Placement
        /// In window coordinates, inside its bar.
        public var frame: Rect
        public var controller: ControllerID

        public init(id: String, title: String?, placement: Placement, frame: Rect, controller: ControllerID) {
            self.id = id
            self.title = title
            self.placement = placement
            self.frame = frame
            self.controller = controller
        }
    }

    /// A navigation controller's toolbar with its top controller's toolbar items.
    public struct Toolbar: Sendable, Equatable {
        public var frame: Rect
        public var items: [BarItem]
    }

    public struct TabBar: Sendable, Equatable {
        public var frame: Rect
        /// The items' titles, in tab order.
        public var items: [String]
        public var selectedIndex: Int

        public init(frame: Rect, items: [String], selectedIndex: Int) {
            self.frame = frame
            self.items = items
            self.selectedIndex = selectedIndex
        }
    }

    /// Every view, depth first.
    public var allViews: [LayoutView] { root.allViews() }
}

/// What sets a view's frame in the layout pass.
public enum LayoutBy: String, Sendable, Equatable, CaseIterable {
    case constraints, autoresizing, code

    /// The name as a literal (as `ViewKind.staticName`): every view of every snapshot names it.
    public var staticName: StaticString {
        switch self {
        case .constraints: "constraints"
        case .autoresizing: "autoresizing"
        case .code: "code"
        }
    }
}

/// One resolved view.
public struct LayoutView: Sendable, Equatable {
    public var id: String
    public var controller: ControllerID?
    public var kind: ViewKind
    public var text: String?
    /// Absolute, in window (interface) coordinates: the box the view covers on screen.
    public var frame: Rect
    public var bounds: Rect
    /// Rotation relative to the device's native portrait window, in degrees.
    public var transform: Int
    public var children: [LayoutView]
    /// For a direct subview of a controller that lays out its own subviews (docs/semantics.md): the
    /// size it was laid out for, and whether that differs from its controller's view now.
    public var laidOutFor: Size?
    public var stale: Bool?
    /// What set the view's frame: its constraints, its autoresizing mask, or its
    /// controller's code (docs/semantics.md's `layoutIn`).
    public var layoutBy: LayoutBy = .autoresizing
    /// For a constraint-laid view: whether another frame would satisfy its constraints
    /// equally well.
    public var ambiguous: Bool?
    /// On a controller's root view from iOS 11: its safe area's insets and its layout margins.
    public var safeAreaInsets: EdgeInsets?
    public var layoutMargins: EdgeInsets?
    /// The UIKit class the app gave the view (Interface Builder's), for display.
    public var className: String?
    /// The UIKit class a custom `className` inherits from (docs/app-format.md); nil when
    /// `className` is UIKit's own.
    public var uikitClass: String?
    /// A `UIScrollView` whose content area constraints name: the content size they give
    /// (docs/semantics.md, "Scroll views"; UIKit's `contentSize`).
    public var contentSize: Size?
    /// A scrolling view from iOS 7: the inset UIKit gives its content to keep it clear of the
    /// bars and, from iOS 11, outside the safe area (iOS 11's `adjustedContentInset`; iOS 7–10
    /// set `contentInset` itself). Its `bounds` origin is then (−left, −top), the content offset
    /// at rest (docs/semantics.md, "Scroll view insets").
    public var contentInset: EdgeInsets?
    /// True when the view is hidden for the session's size classes (`hidden`, `hiddenWhen`;
    /// docs/app-format.md): it and its subviews are laid out but not drawn, and get no taps.
    /// Nil when shown.
    public var hidden: Bool?

    /// UIKit's scrolling views: their content may run past them.
    public static var scrollingClasses: Set<String> { ViewDefinition.scrollingClasses }
    public var scrolls: Bool { effectiveUIKitClass.map { Self.scrollingClasses.contains($0) } ?? false }
    /// The UIKit class behind the view: `uikitClass`, else `className` (as
    /// `ViewDefinition.effectiveUIKitClass`).
    public var effectiveUIKitClass: String? { uikitClass ?? className }

    public func allViews() -> [LayoutView] {
        var result = [self]
        for child in children { result += child.allViews() }
        return result
    }

    /// This view and its subviews, depth first, leaving out hidden views with theirs: what is
    /// drawn and can be touched.
    public func shownViews() -> [LayoutView] {
        guard hidden != true else { return [] }
        var result = [self]
        for child in children { result += child.shownViews() }
        return result
    }
}
