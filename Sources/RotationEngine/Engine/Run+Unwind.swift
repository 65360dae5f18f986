/// Unwind segues (docs/semantics.md, "Unwind segues"): the nearest controller on the path back
/// whose class implements the unwind action gets it; what covers that controller is dismissed
/// and its navigation controller pops to it, at any depth.
extension SessionState {
    /// The controllers an unwind from `source` can stop at, nearest first (UIKit's search walks
    /// back the way the source was reached): the controllers below it on its navigation stack,
    /// top down; the content controller it is a child of (a container view's); then, from the
    /// layer that presents its own, the controller shown there and the same again. The source
    /// itself and other tabs are not on the path.
    func unwindPath(from source: InstanceRef) -> [InstanceRef] {
        var path: [InstanceRef] = []
        var current = source
        while true {
            while let parent = instances[current].parent {
                switch instances[parent].role {
                case .navigation:
                    let stack = instances[parent].children
                    if let index = stack.firstIndex(of: current) { path += stack[..<index].reversed() }
                case .content:
                    path.append(parent)
                case .tabBar, .split:
                    break
                }
                current = parent
            }
            guard let presenter = instances[current].presentedBy else { return path }
            current = shownContent(of: presenter)
            path.append(current)
        }
    }

    /// The controller `destination` is on its navigation stack as (itself, or the stack member
    /// it is a child of), with that navigation controller; nil outside one.
    func stackMember(holding destination: InstanceRef) -> (member: InstanceRef, navigation: InstanceRef)? {
        var current = destination
        while let parent = instances[current].parent {
            if instances[parent].role == .navigation { return (current, parent) }
            current = parent
        }
        return nil
    }
}

extension Run {
    /// An unwind segue from `source`: entry `<source>.unwind` {action, destination} (null when
    /// no controller on the path back implements the action: UIKit then does nothing), the
    /// destination's action {sourceViewController}, then — when the destination's layer presents
    /// something — its navigation stack pops to it unseen (`popToViewController:animated:`, the
    /// controllers above leave without callbacks, as a dismissal's intermediate ones) and the
    /// presentation is dismissed, revealing it; otherwise its navigation controller pops to it
    /// with the pop sequence (chosen order; docs/semantics.md).
    mutating func unwind(_ action: String, from source: InstanceRef, animated: Bool) throws {
        try checkBudget(at: source)
        let destination = state.unwindPath(from: source).first { definition($0).unwindActions.contains(action) }
        emit(source, "unwind", [
            "action": .string(action), "destination": destination.map { .controller(state.instances[$0].id) } ?? .null,
        ])
        guard let destination else { return }
        emit(destination, action, ["sourceViewController": .controller(state.instances[source].id)])
        let covering = state.coveringController(of: destination)
        let presents = state.instances[covering].presented != nil
        if let (member, navigation) = state.stackMember(holding: destination),
           let index = state.instances[navigation].children.firstIndex(of: member),
           index < state.instances[navigation].children.count - 1 {
            let above = Array(state.instances[navigation].children[(index + 1)...])
            emit(navigation, "popToViewController:animated:", [
                "viewController": .controller(state.instances[member].id), "animated": .bool(presents ? false : animated),
            ])
            if presents {
                for ref in above { detach(ref) }
            } else {
                try reveal(member, removing: above, from: navigation, animated: animated)
            }
        }
        if presents { try dismiss(calledOn: destination, animated: animated) }
    }
}
