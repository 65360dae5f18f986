/// View controller containment (docs/semantics.md, "Container views"): the calls UIKit makes
/// when a controller becomes another's child, shared by seed 003's child and container views.
extension Run {
    /// `addChildViewController:` on the parent, and the `willMoveToParentViewController:` it
    /// sends the child itself (UIViewController's documentation).
    mutating func emitAddChild(_ child: InstanceRef, to parent: InstanceRef) {
        emit(parent, "addChildViewController:", kept(["childController": .controller(state.instances[child].id)]))
        emit(child, "willMoveToParentViewController:", kept(["parent": .controller(state.instances[parent].id)]))
    }

    /// `didMoveToParentViewController:`, which the code adding a child calls once the
    /// transition is done.
    mutating func emitDidMove(_ child: InstanceRef, to parent: InstanceRef) {
        emit(child, "didMoveToParentViewController:", kept(["parent": .controller(state.instances[parent].id)]))
    }

    /// The embed segues of a controller whose view is loading, performed before its
    /// `viewDidLoad` (UIStoryboardEmbedSegue): for each container view, depth first, a new
    /// child is added, its view loads (its own containers first) and goes into the container
    /// view, then `didMoveToParentViewController:`.
    mutating func embedChildren(of parent: InstanceRef) throws {
        let containers = state.currentView(of: parent).containerViews
        for container in containers {
            guard let className = container.embeds else { continue }
            try checkBudget(at: parent)
            if let navigation = container.embeddedNavigation {
                try embedNavigation(navigation, root: className, in: container.id, of: parent)
                continue
            }
            let child = instantiate(className, parent: parent)
            state.instances[child].containerViewID = container.id
            state.instances[parent].children.append(child)
            emitAddChild(child, to: parent)
            try loadView(child)
            emit(parent, "addSubview:", kept(["view": .string(state.currentView(of: child).id), "containerView": .string(container.id)]))
            emitDidMove(child, to: parent)
        }
    }

    /// An embedded navigation controller (docs/semantics.md, "Container views"): a new one with
    /// its root becomes the parent's child and fills the container view; the root's view loads
    /// with it. The navigation controller's own calls are not traced, as a presented one's.
    private mutating func embedNavigation(_ navigation: NavigationContainer, root: String, in containerViewID: String, of parent: InstanceRef) throws {
        let child = buildNavigation(navigation, root: root, parent: parent)
        state.instances[child].container = .navigation(navigation)
        state.instances[child].containerViewID = containerViewID
        state.instances[parent].children.append(child)
        emit(parent, "addChildViewController:", kept(["childController": .controller(state.instances[child].id)]))
        if let top = state.instances[child].children.last { try loadView(top) }
        emit(parent, "addSubview:", kept(["view": .string("navigationView"), "containerView": .string(containerViewID)]))
    }
}
