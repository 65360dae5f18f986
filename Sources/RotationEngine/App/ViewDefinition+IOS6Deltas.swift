/// Xcode 5's "iOS 6/7 Deltas" (`<inset key="insetFor6xAndEarlier">` in the file): a view's
/// frame as saved is its iOS 7 frame, and on iOS 6 and earlier UIKit loads it moved and
/// resized by ΔX, ΔY, ΔW, ΔH — typically 20 points up, where iOS 6's root view starts below
/// the status bar (docs/app-format.md, `ios6Deltas`; docs/semantics.md, "iOS versions").
public struct FrameDeltas: Sendable, Equatable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double = 0, y: Double = 0, width: Double = 0, height: Double = 0) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// `frame` as iOS 6 and earlier load it (a width or height the deltas would make negative
    /// is 0).
    public func applied(to frame: Rect) -> Rect {
        Rect(x: frame.x + x, y: frame.y + y, width: max(0, frame.width + width), height: max(0, frame.height + height))
    }
}

extension ViewDefinition {
    /// This tree with every view's `ios6Deltas` applied to its frame; nil when no view in it
    /// has any (the tree is then used as it is, its layout memo kept).
    func applyingIOS6Deltas() -> ViewDefinition? {
        var changedChildren: [ViewDefinition]?
        for (index, child) in children.enumerated() {
            guard let changed = child.applyingIOS6Deltas() else { continue }
            if changedChildren == nil { changedChildren = children }
            changedChildren![index] = changed
        }
        guard changedChildren != nil || ios6Deltas != nil else { return nil }
        var tree = self
        if let changedChildren { tree.children = changedChildren }
        if let deltas = ios6Deltas { tree.frame = deltas.applied(to: frame) }
        return tree
    }
}

extension AppDefinition {
    /// The app as a session on iOS 5 or 6 lays it out: every view tree (controllers' views and
    /// xibs) with its views' `ios6Deltas` applied (`OSEra.appliesIOS6Deltas`).
    func applyingIOS6Deltas() -> AppDefinition {
        var app = self
        for (name, controller) in controllers {
            var changed = controller
            var any = false
            if let view = controller.view.applyingIOS6Deltas() { changed.view = view; any = true }
            if let view = controller.landscapeView?.applyingIOS6Deltas() { changed.landscapeView = view; any = true }
            for (id, view) in controller.views {
                if let adjusted = view.applyingIOS6Deltas() { changed.views[id] = adjusted; any = true }
            }
            if any { app.controllers[name] = changed }
        }
        for (name, xib) in xibs {
            if let adjusted = xib.applyingIOS6Deltas() { app.xibs[name] = adjusted }
        }
        return app
    }
}
