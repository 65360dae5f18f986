/// UIKit's `alignmentRectInsets` (docs/semantics.md, "Alignment rectangles"): the insets from a
/// view's frame that define its alignment rectangle, the rectangle Auto Layout constrains.
/// UIKit's sign: a positive inset puts that edge of the alignment rectangle inside the frame
/// (the frame sticks out by it), as `UIEdgeInsetsInsetRect(frame, insets)` does.
public enum AlignmentInsets {
    /// The insets a class has when its definition gives none, by UIKit class name (the
    /// element's `class`); every other class: none.
    ///
    /// UISwitch: 2 points on the right, observed from Interface Builder's saved frames (Xcode 14
    /// and 15): a switch constrained 49 wide is saved 51 wide, flush left; a stack of switches
    /// is 49 wide, its switches' frames 51.
    ///
    /// UISlider: 2 points left and right and 1 at the bottom, observed the same way (Xcode 14): a
    /// slider filling a 374-wide stack view with a height constraint of 60 is saved at x −2,
    /// 378 × 61.
    public static let byClass: [String: EdgeInsets] = [
        "UISwitch": EdgeInsets(top: 0, left: 0, bottom: 0, right: 2),
        "UISlider": EdgeInsets(top: 0, left: 2, bottom: 1, right: 2),
    ]

    /// The insets of a view of class `className` whose definition gives none.
    public static func defaults(forClass className: String?) -> EdgeInsets {
        className.flatMap { byClass[$0] } ?? .zero
    }

    /// UIKit's `alignmentRect(forFrame:)`: the frame shrunk by the insets.
    public static func alignmentRect(forFrame frame: Rect, insets: EdgeInsets) -> Rect {
        Rect(
            x: frame.x + insets.left, y: frame.y + insets.top,
            width: frame.width - insets.left - insets.right, height: frame.height - insets.top - insets.bottom
        )
    }

    /// UIKit's `frame(forAlignmentRect:)`: the alignment rectangle grown by the insets.
    public static func frame(forAlignmentRect rect: Rect, insets: EdgeInsets) -> Rect {
        Rect(
            x: rect.x - insets.left, y: rect.y - insets.top,
            width: rect.width + insets.left + insets.right, height: rect.height + insets.top + insets.bottom
        )
    }
}
