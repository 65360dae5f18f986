/// Popovers (docs/semantics.md, "Popovers").
extension SessionState {
    /// UIKit's default popover size when the controller has no `preferredContentSize` (chosen).
    public static let defaultPopoverSize = Size(width: 320, height: 480)

    /// A popover's content size: the shown controller's `preferredContentSize`, else
    /// 320 × 480, at most the window below the status bar.
    public func popoverSize(of ref: InstanceRef) -> Size {
        let preferred = definition(of: shownContent(of: ref)).preferredContentSize ?? Self.defaultPopoverSize
        let window = geometry.window
        return Size(width: min(preferred.width, window.width), height: min(preferred.height, window.height - geometry.barTop))
    }
}

extension ScreenGeometry {
    /// A popover of `size` anchored below `anchor` (its source element's frame in the window):
    /// centred under it, moved left or right to stay inside the window, up to stay above its
    /// bottom and never over the status bar; centred in the window without an anchor (chosen;
    /// UIKit's arrow and margins are not modelled).
    public func popoverFrame(size: Size, anchor: Rect?) -> Rect {
        let top = barTop
        guard let anchor else {
            return Rect(x: (window.width - size.width) / 2, y: max(top, (window.height - size.height) / 2), width: size.width, height: size.height)
        }
        let x = min(max(0, anchor.x + anchor.width / 2 - size.width / 2), window.width - size.width)
        let y = max(top, min(anchor.y + anchor.height, window.height - size.height))
        return Rect(x: x, y: y, width: size.width, height: size.height)
    }
}
