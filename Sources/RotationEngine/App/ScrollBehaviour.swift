/// How a scroll view's content inset follows the bars and the safe area (docs/semantics.md,
/// "Scroll view insets"): UIKit's `contentInsetAdjustmentBehavior` (iOS 11) and the
/// `alwaysBounceVertical` / `alwaysBounceHorizontal` flags that make an axis scrollable when the
/// content fits.
public struct ScrollBehaviour: Sendable, Equatable {
    /// `UIScrollView.ContentInsetAdjustmentBehavior`, by its Swift case names.
    public enum Adjustment: String, Sendable, Equatable, CaseIterable {
        /// UIKit's default: the scrollable axes, and top and bottom of a controller's content
        /// scroll view in a navigation controller whatever it holds.
        case automatic
        /// Only the axes the content scrolls along.
        case scrollableAxes
        /// Never adjusted.
        case never
        /// Every edge, always.
        case always
    }

    public var contentInsetAdjustmentBehavior = Adjustment.automatic
    /// Nil: UIKit's default, which only `UITableView` sets (``bouncesVertically(uikitClass:)``).
    public var alwaysBounceVertical: Bool?
    public var alwaysBounceHorizontal = false

    public init(contentInsetAdjustmentBehavior: Adjustment = .automatic, alwaysBounceVertical: Bool? = nil, alwaysBounceHorizontal: Bool = false) {
        self.contentInsetAdjustmentBehavior = contentInsetAdjustmentBehavior
        self.alwaysBounceVertical = alwaysBounceVertical
        self.alwaysBounceHorizontal = alwaysBounceHorizontal
    }

    /// Whether the view bounces vertically when its content fits: as set, else UIKit's default —
    /// a table view does, other scroll views do not.
    public func bouncesVertically(uikitClass: String?) -> Bool {
        alwaysBounceVertical ?? (uikitClass == "UITableView")
    }
}
