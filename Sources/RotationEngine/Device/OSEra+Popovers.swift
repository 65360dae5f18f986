/// Presentation styles by era (docs/semantics.md, "Presented controllers", "Popovers").
extension OSEra {
    /// The style a presentation gets: `automatic` is a page sheet from iOS 13 and full screen
    /// before; `popover` (`UIModalPresentationPopover`, iOS 8) is full screen before iOS 8
    /// (chosen: iOS 5–7 popovers were `UIPopoverController`s, not presentations).
    public func resolvedPresentationStyle(_ requested: PresentationStyle) -> PresentationStyle {
        switch requested {
        case .automatic: presentsSheetsByDefault ? .pageSheet : .fullScreen
        case .popover: hasTraits ? .popover : .fullScreen
        case .fullScreen, .pageSheet, .formSheet: requested
        }
    }
}
