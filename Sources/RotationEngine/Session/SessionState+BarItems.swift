/// The bar button items on screen (docs/semantics.md, "Bar button items"): a navigation
/// controller's bar shows its top controller's `navigationItem` items, its toolbar (when shown)
/// that controller's `toolbarItems`. They are elements of the bars: tapped by id, owned by the
/// controller whose items they are.
extension SessionState {
    /// The items a navigation controller's bars show now: its top controller's left and right
    /// items while the navigation bar is shown, its toolbar items while the toolbar is.
    public func shownBarItems(of navigation: InstanceRef) -> (owner: InstanceRef, items: BarItems)? {
        guard instances[navigation].role == .navigation, let top = instances[navigation].children.last else { return nil }
        let defined = definition(of: top).barItems
        guard !defined.isEmpty else { return nil }
        var shown = BarItems()
        if !instances[navigation].navigationBarHidden {
            shown.left = defined.left
            shown.right = defined.right
        }
        if !instances[navigation].toolbarHidden { shown.toolbar = defined.toolbar }
        return shown.isEmpty ? nil : (top, shown)
    }

    /// The items of the navigation controller in front, as elements a tap can reach: left,
    /// right, then toolbar items; then those of the navigation controllers embedded in
    /// container views in front, front-most first.
    var reachableBarItems: [(owner: InstanceRef, view: ViewDefinition)] {
        // Not `frontNavigation.map(barItemElements)`: the method as a closure captured a copy of
        // the whole state (BENCHMARKS.md, "Engine").
        var reachable: [(owner: InstanceRef, view: ViewDefinition)] = []
        if let navigation = frontNavigation { reachable = barItemElements(of: navigation) }
        if classes.embedsChildren {
            for navigation in embeddedNavigationsInFront { reachable += barItemElements(of: navigation) }
        }
        return reachable
    }

    /// The items `navigation`'s bars show now, each with the controller whose items they are.
    private func barItemElements(of navigation: InstanceRef) -> [(owner: InstanceRef, view: ViewDefinition)] {
        guard let (owner, items) = shownBarItems(of: navigation) else { return [] }
        return (items.left + items.right + items.toolbar).map { (owner: owner, view: $0) }
    }
}
