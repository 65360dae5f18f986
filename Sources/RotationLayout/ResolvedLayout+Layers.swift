/// What is drawn above what (docs/semantics.md): the views in pre-order, then the navigation and tab
/// bars; an iPad sheet comes as the root's last children — a `dimmingView` covering the window,
/// then the sheet's view — and those are above the bars; the status bar is on top of all.
/// The screenshot draws in this order and the WebDriver facade hit-tests in its reverse, so
/// the two always agree on what a tap at a point reaches.
extension ResolvedLayout {
    /// Every view in drawing order, split where a sheet's dimming view starts (that view and
    /// everything after it are drawn above the bars). Nested views are flattened; each keeps
    /// its children, which the caller skips.
    public var drawingLayers: (belowBars: [LayoutView], aboveBars: [LayoutView]) {
        let views = root.shownViews()
        guard let dimming = views.lastIndex(where: \.isDimmingView) else { return (views, []) }
        return (Array(views[..<dimming]), Array(views[dimming...]))
    }
}

extension LayoutView {
    /// The view UIKit puts behind a page or form sheet on iPad (it belongs to no controller).
    public var isDimmingView: Bool { id == "dimmingView" && controller == nil }
}
