/// Split view controllers (docs/semantics.md, "Split views"): building one, collapsing and
/// expanding it as the width's size class changes, `showPrimary` and `showDetail`.
extension Run {
    /// A split view controller with its two columns (each a content controller, or a
    /// navigation controller with its root), expanded; it collapses at launch where the width
    /// is compact (`prepareSplitViewsForLaunch`).
    mutating func buildSplit(_ split: SplitViewContainer, parent: InstanceRef?) -> InstanceRef {
        let container = instantiate(split.className, parent: parent)
        state.instances[container].role = .split
        state.instances[container].container = .split(split)
        state.instances[container].split = SplitState()
        let primary = buildColumn(split.primary, parent: container)
        let secondary = buildColumn(split.secondary, parent: container)
        state.instances[container].children = [primary, secondary]
        return container
    }

    /// One column: its content controller, or a navigation controller (that keeps its
    /// definition) with that root.
    private mutating func buildColumn(_ column: SplitViewContainer.Column, parent: InstanceRef) -> InstanceRef {
        guard let navigation = column.navigation else { return instantiate(column.controller, parent: parent) }
        let ref = buildNavigation(navigation, root: column.controller, parent: parent)
        state.instances[ref].container = .navigation(navigation)
        return ref
    }

    /// Loads the views of what `ref` shows (every column of a split view) and returns their
    /// content chains, back to front: the controllers that appear together.
    mutating func loadShownChain(of ref: InstanceRef) throws -> [InstanceRef] {
        let contents = state.shownContents(of: ref)
        if contents.count == 1 {
            try loadView(contents[0])
            return state.contentChain(of: contents[0])
        }
        var chain: [InstanceRef] = []
        for content in contents {
            try loadView(content)
            chain += state.contentChain(of: content)
        }
        return chain
    }

    /// Before anything appears at launch: before iOS 8 a phone cannot run a split view
    /// (UIKit's exception); where the launch orientation's width is compact every split view
    /// collapses (its views are not loaded yet: no appearance callbacks).
    mutating func prepareSplitViewsForLaunch(rootless: Bool) throws {
        guard state.hasSplitViews else { return }
        let splits = state.instances.refs.filter { state.instances[$0].role == .split }
        if state.device.idiom == .phone && !state.era.splitViewsOnPhone, let first = splits.first {
            try crash(.splitViewOnPhone, at: first, callback: "initWithNibName:bundle:")
        }
        let orientation = rootless || state.era.rotation == .rootTransform ? InterfaceOrientation.portrait : state.launchDecision().interfaceOrientation
        let collapses = state.splitCollapses(in: orientation)
        for split in splits {
            state.instances[split].split?.landscape = orientation.isLandscape
            if collapses { collapse(split) }
        }
    }

    /// What a rotation changed in the split views: the controllers that stopped showing and
    /// those that started (their `viewDid…` callbacks come once the rotation is done).
    struct SplitAdaptation {
        var disappearing: [InstanceRef] = []
        var appearing: [InstanceRef] = []
    }

    /// Before the interface turns to `orientation`: each split view hides an overlaid
    /// primary, collapses when the width turns compact and expands when it turns regular;
    /// a column that stops showing gets `viewWillDisappear:`, one that starts showing (an
    /// `automatic` primary in landscape, the primary's root uncovered by an expansion) loads
    /// and gets `viewWillAppear:` with the bounds it will have.
    mutating func adaptSplitViews(to orientation: InterfaceOrientation) throws -> SplitAdaptation {
        var adaptation = SplitAdaptation()
        guard state.hasSplitViews else { return adaptation }
        let before = state.visibleControllers
        let collapses = state.splitCollapses(in: orientation)
        for split in state.instances.refs where state.instances[split].role == .split && state.instances[split].isAttached {
            state.instances[split].split?.primaryOverlay = false
            state.instances[split].split?.landscape = orientation.isLandscape
            let collapsed = state.instances[split].split?.collapsed == true
            if collapses && !collapsed {
                collapse(split)
            } else if !collapses && collapsed {
                expand(split)
            }
        }
        let from = state.interfaceOrientation
        state.interfaceOrientation = orientation
        defer { state.interfaceOrientation = from }
        var after = state.visibleControllers
        let unloaded = after.filter { !state.instances[$0].isViewLoaded }
        if !unloaded.isEmpty {
            for ref in unloaded { try loadView(ref) }
            after = state.visibleControllers
        }
        let was = Set(before)
        let now = Set(after)
        adaptation.disappearing = before.filter { !now.contains($0) }
        adaptation.appearing = after.filter { !was.contains($0) }
        for ref in adaptation.disappearing { viewWillDisappear(ref, animated: false) }
        for ref in adaptation.appearing {
            settle(ref)
            viewWillAppear(ref, animated: false)
        }
        return adaptation
    }

    /// Once the rotation is done: `viewDidDisappear:` and `viewDidAppear:` for what the
    /// split views' adaptation hid and showed.
    mutating func finishAdaptation(_ adaptation: SplitAdaptation) throws {
        for ref in adaptation.disappearing { viewDidDisappear(ref, animated: false) }
        for ref in adaptation.appearing where state.instances[ref].isAttached { try viewDidAppear(ref, animated: false) }
    }

    /// UIKit's default collapse: the primary's `collapseSecondaryViewController:forSplitViewController:`.
    /// A navigation primary pushes the secondary's controllers (a navigation secondary's whole
    /// stack; its navigation controller is set aside) without animation; a plain primary does
    /// nothing, and only it shows.
    mutating func collapse(_ split: InstanceRef) {
        let columns = state.instances[split].children
        guard columns.count == 2 else { return }
        let primary = columns[0]
        let secondary = columns[1]
        state.instances[split].split?.collapsed = true
        emit(primary, "collapseSecondaryViewController:forSplitViewController:", [
            "secondaryViewController": .controller(state.instances[secondary].id),
            "splitViewController": .controller(state.instances[split].id),
        ])
        guard state.instances[primary].role == .navigation else { return }
        let moved: [InstanceRef]
        if state.instances[secondary].role == .navigation {
            moved = state.instances[secondary].children
            state.instances[secondary].children = []
            detach(secondary)
            state.instances[split].split?.stashedSecondary = secondary
        } else {
            moved = [secondary]
            state.instances[split].children = [primary]
        }
        let base = state.instances[primary].children.count
        state.instances[split].split?.collapsedBase = base
        for ref in moved {
            emit(primary, "pushViewController:animated:", kept(["viewController": .controller(state.instances[ref].id), "animated": .bool(false)]))
            var stack = state.instances[primary].children
            stack.append(ref)
            state.instances[primary].children = stack
            state.instances[ref].parent = primary
        }
    }

    /// UIKit's default expansion: the primary's `separateSecondaryViewControllerForSplitViewController:`.
    /// A navigation primary pops what was pushed above its own stack: those controllers
    /// become the secondary navigation controller's stack again, or — for a plain secondary —
    /// the top one becomes the secondary (the others are released). Nothing pushed (the user
    /// went back to the primary's root): a new instance of the secondary's class (chosen).
    mutating func expand(_ split: InstanceRef) {
        guard let splitState = state.instances[split].split, let primary = state.instances[split].children.first else { return }
        state.instances[split].split?.collapsed = false
        emit(primary, "separateSecondaryViewControllerForSplitViewController:", kept(["splitViewController": .controller(state.instances[split].id)]))
        guard let base = splitState.collapsedBase, state.instances[primary].role == .navigation else { return }
        state.instances[split].split?.collapsedBase = nil
        state.instances[split].split?.stashedSecondary = nil
        let stack = state.instances[primary].children
        let moved = base < stack.count && base > 0 ? Array(stack[base...]) : []
        if !moved.isEmpty {
            state.instances[primary].children = Array(stack[..<base])
            emit(primary, "popToViewController:animated:", kept(["viewController": .controller(state.instances[stack[base - 1]].id), "animated": .bool(false)]))
        }
        let secondaryClass = state.splitContainer(of: split)?.secondary.controller ?? "UIViewController"
        let column: InstanceRef
        if let stashed = splitState.stashedSecondary {
            let contents = moved.isEmpty ? [instantiate(secondaryClass, parent: stashed)] : moved
            for ref in contents { state.instances[ref].parent = stashed }
            state.instances[stashed].children = contents
            state.instances[stashed].parent = split
            state.instances[stashed].isAttached = true
            column = stashed
        } else {
            let secondary = moved.last ?? instantiate(secondaryClass, parent: split)
            for ref in moved.dropLast() { detach(ref) }
            state.instances[secondary].parent = split
            column = secondary
        }
        state.instances[split].children = [primary, column]
    }

    /// `showPrimary`: the display mode button shows the hidden primary over the secondary
    /// (UISplitViewController `showColumn:`); it loads the first time and appears.
    mutating func showPrimary(of split: InstanceRef) throws {
        emit(split, "showColumn:", ["column": "primary"])
        let before = Set(state.shownChain(of: split))
        state.instances[split].split?.primaryOverlay = true
        settleContainers()
        if let primary = state.instances[split].children.first { _ = try loadShownChain(of: primary) }
        let appearing = state.shownChain(of: split).filter { !before.contains($0) }
        try transitionAppearance(disappearing: [], appearing: appearing, animated: true)
    }

    /// `showDetailViewController:sender:` from `caller` (a `showDetail` action): in an
    /// expanded split view a new instance replaces the secondary (a navigation secondary's
    /// stack becomes that one controller; an overlaid primary goes away); collapsed, it is
    /// pushed on a navigation primary, or presented by a plain one (its
    /// `showViewController:sender:`). Outside a split view UIKit falls back to
    /// `showViewController:sender:`: a push in a navigation controller, else a presentation.
    mutating func showDetail(_ className: String, from caller: InstanceRef, animated: Bool) throws {
        try checkBudget(at: caller)
        guard let split = state.splitViewController(of: caller), let primary = state.instances[split].children.first else {
            try show(className, from: caller, animated: animated)
            return
        }
        let collapsed = state.instances[split].split?.collapsed == true
        if collapsed && state.instances[primary].role != .navigation {
            emit(split, "showDetailViewController:sender:", kept(["class": .string(className), "sender": .controller(state.instances[caller].id)]))
            try present(className, style: .automatic, from: primary, animated: animated)
            return
        }
        let detail = instantiate(className, parent: nil)
        emit(split, "showDetailViewController:sender:", [
            "viewController": .controller(state.instances[detail].id), "sender": .controller(state.instances[caller].id),
        ])
        if collapsed {
            try push(detail, on: primary, animated: animated)
            return
        }
        let columns = state.instances[split].children
        guard columns.count == 2 else { return }
        let secondary = columns[1]
        let before = state.shownChain(of: split)
        state.instances[split].split?.primaryOverlay = false
        if state.instances[secondary].role == .navigation {
            for ref in state.instances[secondary].children { detach(ref) }
            state.instances[secondary].children = [detail]
            state.instances[detail].parent = secondary
        } else {
            detach(secondary)
            state.instances[split].children = [primary, detail]
            state.instances[detail].parent = split
        }
        settleContainers()
        try loadView(detail)
        let after = state.shownChain(of: split)
        let was = Set(before)
        let now = Set(after)
        try transitionAppearance(
            disappearing: before.filter { !now.contains($0) }, appearing: after.filter { !was.contains($0) }, animated: animated
        )
    }
}
