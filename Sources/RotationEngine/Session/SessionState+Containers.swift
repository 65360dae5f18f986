/// Container views (`containerView` + `embed` segue): where an embedded child's view goes
/// (docs/semantics.md, "Container views").
extension SessionState {
    /// The size of the container view `id` in the view `parent` shows now, when that view's
    /// bounds are `parentSize`: each view on the way resolved by its autoresizing mask from its
    /// superview's designed size (chosen: the engine solves no constraints; the layout
    /// places the child in the container's laid-out frame).
    func containerSize(_ id: String, in parent: InstanceRef, parentSize: Size) -> Size {
        let root = currentView(of: parent)
        return root.resolvedFrame(of: id, size: parentSize)?.size ?? parentSize
    }
}

extension ViewDefinition {
    /// Whether the descendant `id` is shown: it and every view on the way to it are shown for
    /// `sizeClasses` (installed, not hidden); false when no descendant has that id.
    func showsDescendant(_ id: String, in sizeClasses: SizeClasses?) -> Bool {
        for child in children where child.isShown(in: sizeClasses) {
            if child.id == id || child.showsDescendant(id, in: sizeClasses) { return true }
        }
        return false
    }

    /// The frame of the descendant `id` (in its own superview) when this view's bounds are
    /// `size`, each level resolved by autoresizing; nil when no descendant has that id.
    func resolvedFrame(of id: String, size: Size) -> Rect? {
        for child in children {
            let frame = child.autoresizing.resolve(child.frame, designed: frame.size, actual: size)
            if child.id == id { return frame }
            if let found = child.resolvedFrame(of: id, size: frame.size) { return found }
        }
        return nil
    }
}
