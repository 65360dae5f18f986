/// `GET /v1/sessions/{id}/layout`: the resolved layout tree. Every frame is in window
/// coordinates, the window as the interface sees it (docs/semantics.md, "Where a controller lays out").
public struct Layout: Codable, Sendable, Hashable {
    public var window: Size
    public var interfaceOrientation: InterfaceOrientation
    /// nil while the status bar is hidden.
    public var statusBar: StatusBar?
    public var navigationBar: NavigationBar?
    public var tabBar: TabBar?
    public var root: LayoutView?
    /// Ids of views laid out for a size they no longer have.
    public var stale: [String]?
    /// Auto Layout's report (docs/semantics.md, "Auto Layout"), as the API writes it.
    public var constraints: JSONValue?

    public struct StatusBar: Codable, Sendable, Hashable {
        public var frame: Rect
    }

    public struct NavigationBar: Codable, Sendable, Hashable {
        public var frame: Rect
        /// The title of the controller below the top one, nil when there is nothing to go back to.
        public var backButton: String?
        public var title: String?
        /// True when the bar shows the title large (iOS 11 and later); nil otherwise.
        public var largeTitle: Bool?
    }

    public struct TabBar: Codable, Sendable, Hashable {
        public var frame: Rect
        public var items: [String]
        public var selectedIndex: Int
    }

    /// Every view on screen, the root first, depth first (the drawing order).
    public var views: [LayoutView] {
        guard let root else { return [] }
        var flat: [LayoutView] = []
        var pending = [root]
        while let view = pending.popLast() {
            flat.append(view)
            pending += view.children.reversed()
        }
        return flat
    }

    /// The views with this id (of `controller`, e.g. "BViewController#1", when given).
    public func views(id: String, controller: String? = nil) -> [LayoutView] {
        views.filter { $0.id == id && (controller == nil || $0.controller == controller) }
    }
}

/// One view of the layout, with its children.
public struct LayoutView: Codable, Sendable, Hashable {
    public var id: String
    /// The controller whose view it is, "BViewController#1".
    public var controller: String?
    /// `view`, `label`, `button`, `timerLabel`, `drawing` or `cell` (a table row).
    public var kind: String
    public var text: String?
    public var frame: Rect
    public var bounds: Rect
    /// The rotation it carries relative to the device's portrait window, in degrees.
    public var transform: Double
    public var children: [LayoutView]
    /// `constraints`, `autoresizing` or `code`.
    public var layoutBy: String?
    public var laidOutFor: Size?
    public var stale: Bool?
    public var ambiguous: Bool?
    public var className: String?
    /// On a controller's root view from iOS 11 (docs/semantics.md, "iOS versions").
    public var safeAreaInsets: EdgeInsets?
    public var layoutMargins: EdgeInsets?
    /// A `UIScrollView` whose content constraints lay out: the content size they give
    /// (docs/semantics.md, "Scroll views").
    public var contentSize: Size?
    /// A scrolling view from iOS 7: the inset that keeps its content clear of the bars and
    /// outside its safe area; its `bounds` origin is then (−left, −top) and its subviews' frames
    /// that much further in (docs/semantics.md, "Scroll view insets").
    public var contentInset: EdgeInsets?
    /// True when the view is hidden for the session's size classes (it and its subviews are
    /// not drawn and get no taps); nil when shown.
    public var hidden: Bool?

    enum CodingKeys: String, CodingKey {
        case id, controller, kind, text, frame, bounds, transform, children, layoutBy, laidOutFor, stale, ambiguous
        case className = "class", safeAreaInsets, layoutMargins, contentSize, contentInset, hidden
    }
}
