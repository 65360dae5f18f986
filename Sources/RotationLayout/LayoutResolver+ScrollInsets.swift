import RotationEngine

/// Scroll views' content insets (docs/semantics.md, "Scroll view insets"). From iOS 7 a view
/// extends under translucent bars, and UIKit insets a scroll view's content so that it starts
/// below them: iOS 7–10 inset a controller's content scroll view by its layout guides
/// (`automaticallyAdjustsScrollViewInsets`), iOS 11 each scroll view by its own safe area
/// (`contentInsetAdjustmentBehavior`). At rest the content offset is (−left, −top): the scroll
/// view's bounds origin, so its subviews sit that much further in on screen.
extension LayoutResolver {
    /// Insets the scroll views of a controller's view tree (`view`, built from `definition`,
    /// before its child controllers' views are added) whose safe area, or layout guides before
    /// iOS 11, are `guides` from the view's edges.
    static func adjustContentInsets(of view: inout LayoutView, definition: ViewDefinition, controller ref: InstanceRef, guides: EdgeInsets, state: SessionState) {
        let controller = state.definition(of: ref)
        switch state.era.contentInsetAdjustment {
        case .none:
            return
        case .layoutGuides:
            // The adjustment is its navigation or tab bar controller's: a controller outside
            // one (the window's root table view controller of iOS 7) keeps its rows under the
            // status bar.
            guard controller.automaticallyAdjustsScrollViewInsets, isInBarContainer(ref, state: state) else { return }
            let inset = EdgeInsets(top: guides.top, left: 0, bottom: guides.bottom, right: 0)
            if definition.scrolls {
                insetContent(of: &view, by: inset, state: state)
            } else if firstSubview(of: definition, in: view, state: state)?.scrolls == true {
                insetContent(of: &view.children[0], by: inset, state: state)
            }
        case .safeArea:
            // The controller's safe area in window coordinates (its root view is not turned
            // against the interface from iOS 8).
            let frame = view.frame
            let safeRegion = Rect(
                x: frame.x + guides.left, y: frame.y + guides.top,
                width: frame.width - guides.left - guides.right, height: frame.height - guides.top - guides.bottom
            )
            // The scroll view `automatic` insets in a navigation controller whatever it holds (the
            // controller's own flag kept only this from iOS 11).
            let compatible = controller.automaticallyAdjustsScrollViewInsets && state.navigationController(of: ref) != nil
            if definition.scrolls {
                insetBySafeArea(&view, definition: definition, safeRegion: safeRegion, isContentScrollView: true, compatible: compatible, state: state)
            }
            // When the view does not scroll, its first subview is the content scroll view.
            insetSubviewsBySafeArea(of: &view, definition: definition, safeRegion: safeRegion, firstIsContentScrollView: !definition.scrolls, compatible: compatible, state: state)
        }
    }

    /// The definition of the view's first subview (UIKit's content scroll view, when the view
    /// itself does not scroll, is its first subview), when the layout's first child is it.
    private static func firstSubview(of definition: ViewDefinition, in view: LayoutView, state: SessionState) -> ViewDefinition? {
        guard let first = installedChildren(of: definition, state: state).first, view.children.first?.id == first.id else { return nil }
        return first
    }

    /// The subviews below `view` that scroll, each inset by its own safe area (depth first,
    /// a scroll view's content moved before the scroll views inside it are looked at).
    private static func insetSubviewsBySafeArea(
        of view: inout LayoutView, definition: ViewDefinition, safeRegion: Rect, firstIsContentScrollView: Bool = false, compatible: Bool, state: SessionState
    ) {
        guard definition.holdsScrollViews else { return }
        let children = installedChildren(of: definition, state: state)
        // (A view with no scroll view in it is passed over before its id is compared.)
        for (index, child) in children.enumerated() where child.holdsScrollViews && index < view.children.count && view.children[index].id == child.id {
            if child.scrolls {
                insetBySafeArea(&view.children[index], definition: child, safeRegion: safeRegion, isContentScrollView: index == 0 && firstIsContentScrollView, compatible: compatible, state: state)
            }
            insetSubviewsBySafeArea(of: &view.children[index], definition: child, safeRegion: safeRegion, compatible: compatible, state: state)
        }
    }

    /// One scroll view from iOS 11: the edges its `contentInsetAdjustmentBehavior` takes, each by
    /// the part of the view outside the controller's safe area (its own safe area insets).
    private static func insetBySafeArea(
        _ view: inout LayoutView, definition: ViewDefinition, safeRegion: Rect, isContentScrollView: Bool, compatible: Bool, state: SessionState
    ) {
        // Its own safe area insets: only a view not turned against the interface (seed 002's
        // swapped views are not scroll views).
        guard normalisedDegrees(view.transform - state.geometry.rootTransformDegrees) == 0 else { return }
        let frame = view.frame
        let own = EdgeInsets(
            top: min(max(safeRegion.y - frame.y, 0), frame.height),
            left: min(max(safeRegion.x - frame.x, 0), frame.width),
            bottom: min(max(frame.y + frame.height - (safeRegion.y + safeRegion.height), 0), frame.height),
            right: min(max(frame.x + frame.width - (safeRegion.x + safeRegion.width), 0), frame.width)
        )
        let behaviour = definition.scrollBehaviour
        let content = contentSize(of: view)
        let scrollsVertically = behaviour.bouncesVertically(uikitClass: definition.effectiveUIKitClass) || content.height > frame.height
        let scrollsHorizontally = behaviour.alwaysBounceHorizontal || content.width > frame.width
        let vertical: Bool
        let horizontal: Bool
        switch behaviour.contentInsetAdjustmentBehavior {
        case .automatic:
            vertical = scrollsVertically || (isContentScrollView && compatible)
            horizontal = scrollsHorizontally
        case .scrollableAxes:
            vertical = scrollsVertically
            horizontal = scrollsHorizontally
        case .never:
            vertical = false
            horizontal = false
        case .always:
            vertical = true
            horizontal = true
        }
        let inset = EdgeInsets(
            top: vertical ? own.top : 0, left: horizontal ? own.left : 0,
            bottom: vertical ? own.bottom : 0, right: horizontal ? own.right : 0
        )
        insetContent(of: &view, by: inset, state: state)
    }

    /// What the scroll view's content measures: the size its constraints give, else (a table or
    /// collection view) the extent of its rows and items, else nothing (a plain scroll view's
    /// `contentSize` is set in code, which the layout does not run).
    private static func contentSize(of view: LayoutView) -> Size {
        if let size = view.contentSize { return size }
        var size = Size(width: 0, height: 0)
        guard !view.children.isEmpty, let uikitClass = view.effectiveUIKitClass, uikitClass == "UITableView" || uikitClass == "UICollectionView" else { return size }
        for child in view.children {
            size.width = max(size.width, child.frame.x + child.frame.width - view.frame.x)
            size.height = max(size.height, child.frame.y + child.frame.height - view.frame.y)
        }
        return size
    }

    /// Sets the view's content inset and moves its content to rest below it: the bounds origin
    /// becomes (−left, −top) and every view below moves by that much on screen, turned as the
    /// view is (``Placement/child(_:)``'s mapping).
    private static func insetContent(of view: inout LayoutView, by inset: EdgeInsets, state: SessionState) {
        view.contentInset = inset
        guard inset != .zero else { return }
        view.bounds = Rect(x: -inset.left, y: -inset.top, width: view.bounds.width, height: view.bounds.height)
        let shift = contentShift(by: inset, turn: view.transform - state.geometry.rootTransformDegrees)
        for index in view.children.indices { translate(&view.children[index], dx: shift.dx, dy: shift.dy) }
    }

    /// How far a view's content moves on screen when the view, turned by `turn` degrees against
    /// the interface, insets it by `inset`: a move of (left, top) in its bounds, through
    /// ``Placement/child(_:)``'s mapping of a turned view's bounds to the window.
    static func contentShift(by inset: EdgeInsets, turn: Int) -> (dx: Double, dy: Double) {
        switch ((turn % 360) + 360) % 360 {
        case 90: (-inset.top, inset.left)
        case 180: (-inset.left, -inset.top)
        case 270: (inset.top, -inset.left)
        default: (inset.left, inset.top)
        }
    }

    /// Whether a navigation or tab bar controller holds the controller (iOS 7–10's adjustment
    /// is theirs).
    private static func isInBarContainer(_ ref: InstanceRef, state: SessionState) -> Bool {
        var current = state.instances[ref].parent
        while let parent = current {
            switch state.instances[parent].role {
            case .navigation, .tabBar: return true
            case .content, .split: current = state.instances[parent].parent
            }
        }
        return false
    }

    private static func translate(_ view: inout LayoutView, dx: Double, dy: Double) {
        view.frame = Rect(x: view.frame.x + dx, y: view.frame.y + dy, width: view.frame.width, height: view.frame.height)
        for index in view.children.indices { translate(&view.children[index], dx: dx, dy: dy) }
    }
}
