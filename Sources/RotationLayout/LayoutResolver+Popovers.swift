import RotationEngine

/// Popovers in the layout (docs/semantics.md, "Popovers").
extension LayoutResolver {
    /// A popover's frame: its size anchored below its source element as laid out in `layers`
    /// (the layers under it), kept inside the window.
    static func popoverFrame(_ popover: InstanceRef, over layers: LayoutView, state: SessionState) -> Rect {
        let anchor = state.instances[popover].popoverAnchor.flatMap { find($0, in: layers)?.frame }
        return state.geometry.popoverFrame(size: state.popoverSize(of: popover), anchor: anchor)
    }

    /// The last view with this id, depth first (the front-most one).
    static func find(_ id: String, in view: LayoutView) -> LayoutView? {
        var found: LayoutView? = view.id == id ? view : nil
        for child in view.children {
            if let match = find(id, in: child) { found = match }
        }
        return found
    }
}
