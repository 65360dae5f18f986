import RotationEngine

/// Container views (docs/semantics.md, "Container views"): an embedded child's view fills the
/// container view, as its last subview.
extension LayoutResolver {
    /// Puts `child`'s view into the laid-out container view `id` below `view`; when the
    /// container is not in the view tree (not installed for the size classes), the child's
    /// view is not either.
    @discardableResult
    static func embed(_ child: InstanceRef, in id: String, of view: inout LayoutView, rotation: Int, state: SessionState, bars: inout Bars) -> Bool {
        for index in view.children.indices {
            if view.children[index].id == id {
                let container = view.children[index]
                let slot = Placement(frame: container.frame, rotation: rotation, size: container.bounds.size)
                view.children[index].children.append(controllerView(child, in: slot.child(container.bounds), state: state, bars: &bars))
                return true
            }
            if embed(child, in: id, of: &view.children[index], rotation: rotation, state: state, bars: &bars) { return true }
        }
        return false
    }
}
