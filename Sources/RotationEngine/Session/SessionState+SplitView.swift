/// Split view controllers as the hierarchy sees them (docs/semantics.md, "Split views"): the
/// definition an instance follows, whether it is collapsed, which columns show and where.
extension SessionState {
    /// The definition a split view controller instance follows (it carries its own).
    public func splitContainer(of ref: InstanceRef) -> SplitViewContainer? {
        if case .split(let own)? = instances[ref].container { return own }
        return nil
    }

    /// Whether the app has a split view controller anywhere (at the root or in a tab): the
    /// split view rules cost nothing to an app without one.
    var hasSplitViews: Bool { context.hasSplitViews }

    /// Whether a split view is collapsed in an interface orientation: while the width is
    /// horizontally compact (iOS 8 and later; an iPad, the only device of earlier versions
    /// that runs one, is always regular).
    func splitCollapses(in orientation: InterfaceOrientation) -> Bool {
        device.sizeClasses[orientation].horizontal == .compact
    }

    /// The display mode an expanded split view shows now (never `automatic`):
    /// `UISplitViewControllerDisplayModeAutomatic` is the primary beside the secondary in
    /// landscape and the secondary alone in portrait (the orientation it last adapted to); a hidden primary shown by `showPrimary`
    /// is the primary over the secondary.
    public func splitDisplayMode(of ref: InstanceRef) -> SplitViewContainer.DisplayMode {
        let preferred = splitContainer(of: ref)?.preferredDisplayMode ?? .automatic
        let overlay = instances[ref].split?.primaryOverlay == true
        switch preferred {
        case .automatic where instances[ref].split?.landscape == true: return .oneBesideSecondary
        case .automatic, .secondaryOnly: return overlay ? .oneOverSecondary : .secondaryOnly
        case .oneBesideSecondary, .oneOverSecondary: return preferred
        }
    }

    /// The columns a split view shows, back to front: the primary alone when collapsed; else
    /// as its display mode says (the overlaid primary in front of the secondary).
    public func shownColumns(of ref: InstanceRef) -> [InstanceRef] {
        let children = instances[ref].children
        guard let primary = children.first else { return [] }
        guard instances[ref].split?.collapsed != true, children.count > 1 else { return [primary] }
        let secondary = children[1]
        switch splitDisplayMode(of: ref) {
        case .automatic, .oneBesideSecondary: return [primary, secondary]
        case .oneOverSecondary: return [secondary, primary]
        case .secondaryOnly: return [secondary]
        }
    }

    /// A column's frame in its split view's bounds (`splitSize`). Collapsed: the primary fills
    /// it. Expanded: the primary is `primaryColumnWidth` wide at the left edge, full height;
    /// beside it the secondary fills the rest (chosen: no divider), else the whole view.
    public func columnFrame(_ column: InstanceRef, in split: InstanceRef, splitSize: Size) -> Rect {
        let whole = Rect(size: splitSize)
        guard instances[split].split?.collapsed != true else { return whole }
        let width = min(splitContainer(of: split)?.primaryColumnWidth ?? SplitViewContainer.defaultPrimaryColumnWidth, splitSize.width)
        if column == instances[split].children.first {
            return Rect(x: 0, y: 0, width: width, height: splitSize.height)
        }
        switch splitDisplayMode(of: split) {
        case .automatic, .oneBesideSecondary: return Rect(x: width, y: 0, width: splitSize.width - width, height: splitSize.height)
        case .oneOverSecondary, .secondaryOnly: return whole
        }
    }

    /// The split view in front whose primary is hidden (expanded, showing the secondary
    /// alone): what `showPrimary` shows; nil when there is none.
    public var splitHidingPrimary: InstanceRef? {
        guard hasSplitViews, let split = shownSplit(in: frontMost) else { return nil }
        guard instances[split].split?.collapsed == false, splitDisplayMode(of: split) == .secondaryOnly else { return nil }
        return split
    }

    /// The split view controller a layer is or shows (a tab bar's selected tab), if any.
    public func shownSplit(in layer: InstanceRef) -> InstanceRef? {
        switch instances[layer].role {
        case .split: return layer
        case .tabBar:
            let selected = instances[layer].selectedIndex
            guard instances[layer].children.indices.contains(selected) else { return nil }
            return shownSplit(in: instances[layer].children[selected])
        case .content, .navigation: return nil
        }
    }

    /// The nearest split view controller above a controller (`self.splitViewController`).
    public func splitViewController(of ref: InstanceRef) -> InstanceRef? {
        var current = instances[ref].parent
        while let parent = current {
            if instances[parent].role == .split { return parent }
            current = instances[parent].parent
        }
        return nil
    }

    /// The content controllers a controller shows (one per split view column on screen).
    public func shownContents(of ref: InstanceRef) -> [InstanceRef] {
        switch instances[ref].role {
        case .content: return [ref]
        case .navigation: return instances[ref].children.last.map { shownContents(of: $0) } ?? [ref]
        case .tabBar:
            let selected = instances[ref].selectedIndex
            guard instances[ref].children.indices.contains(selected) else { return [ref] }
            return shownContents(of: instances[ref].children[selected])
        case .split: return shownColumns(of: ref).flatMap { shownContents(of: $0) }
        }
    }
}
