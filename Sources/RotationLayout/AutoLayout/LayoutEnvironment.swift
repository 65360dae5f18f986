import RotationEngine

/// What a controller's view tree takes from outside it when its constraints are solved
/// (docs/semantics.md, "Guides" and "Size classes"): the root view's safe area guide and
/// layout margins, and the size classes that choose the installed constraints and views.
struct LayoutEnvironment: Sendable, Hashable {
    /// The root view's safe area guide insets: iOS 11's safe area; on iOS 7–10 the layout
    /// guides' span (top guide's length, bottom guide's length); none on iOS 5 and 6.
    var safeArea: EdgeInsets
    /// The root view's layout margins.
    var margins: EdgeInsets
    /// The size classes installation follows; nil before iOS 8 (the base, Any/Any set).
    var sizeClasses: SizeClasses?
    /// iOS 11: a view's margins are measured from its safe area (`insetsLayoutMarginsFromSafeArea`).
    var marginsFromSafeArea: Bool
    /// iOS 8: `preservesSuperviewLayoutMargins` exists.
    var preservesMargins: Bool
    /// iOS 11: a table cell's content view takes its table's side margins and 11 points at the
    /// top and bottom (docs/semantics.md, "Table cells").
    var cellMarginsFollowTable: Bool
    /// iOS 9: `layoutMarginsFollowReadableWidth` exists.
    var marginsFollowReadableWidth: Bool

    /// iOS 5 and 6: no guide has length, margins are UIKit's default 8 points, no size classes.
    static let classic = LayoutEnvironment(
        safeArea: .zero, margins: LayoutEnvironment.defaultMargins, sizeClasses: nil, marginsFromSafeArea: false, preservesMargins: false,
        cellMarginsFollowTable: false, marginsFollowReadableWidth: false
    )

    /// UIKit's default layout margins of a view: 8 points on each side.
    static let defaultMargins = EdgeInsets(
        top: LayoutAttribute.defaultMargin, left: LayoutAttribute.defaultMargin,
        bottom: LayoutAttribute.defaultMargin, right: LayoutAttribute.defaultMargin
    )

    /// The window's guide insets over a controller's view whose frame is `frame`, clipped to it
    /// (`SessionState.windowGuideInsets`; `popoverTop`: the window's y of the popover the view
    /// is shown in, whose navigation bar sits at its top); none before iOS 7.
    static func guides(of ref: InstanceRef, frame: Rect, state: SessionState, popoverTop: Double? = nil) -> EdgeInsets {
        guard var insets = state.windowGuideInsets(of: ref, popoverTop: popoverTop)?.clipped(to: frame, in: state.geometry.window) else { return .zero }
        // The top of a navigation controller embedded in a container view: its bar sits below
        // what already covers the view's top (the status bar when the container starts at the
        // window's top), its toolbar at the bottom (docs/semantics.md, "Container views").
        if let bars = state.embeddedBarInsets(of: ref) {
            insets.top += bars.top
            insets.bottom += bars.bottom
        }
        return insets
    }

    /// The environment of a controller's view whose frame is `frame`, its `guides` worked out.
    static func of(guides: EdgeInsets, frame: Rect, root: ViewDefinition, geometry: ScreenGeometry) -> LayoutEnvironment {
        let era = geometry.era
        guard era.extendsUnderBars else { return .classic }
        var margins = defaultMargins
        if era.hasTraits {
            // From iOS 8 a root view's margins are the system minimum, from iOS 11 inside its
            // safe area (ScreenGeometry.rootLayoutMargins); custom ones reach at least as far in.
            margins = geometry.rootLayoutMargins(safeArea: era.hasSafeAreas ? guides : .zero)
            if let custom = root.layoutMargins {
                let base = era.hasSafeAreas ? guides : .zero
                margins = EdgeInsets(
                    top: max(margins.top, base.top + custom.top), left: max(margins.left, base.left + custom.left),
                    bottom: max(margins.bottom, base.bottom + custom.bottom), right: max(margins.right, base.right + custom.right)
                )
            }
        }
        if era.hasStackViews && root.layoutMarginsFollowReadableWidth {
            margins = LayoutGuides.followingReadableWidth(margins, width: frame.width)
        }
        return LayoutEnvironment(
            safeArea: guides, margins: margins, sizeClasses: geometry.traits?.sizeClasses,
            marginsFromSafeArea: era.hasSafeAreas, preservesMargins: era.hasTraits, cellMarginsFollowTable: era.hasSafeAreas,
            marginsFollowReadableWidth: era.hasStackViews
        )
    }
}
