/// The live controller instances of a session, by reference (an index into a dense array).
///
/// Controllers that left the hierarchy and that nothing points at any more are dropped at
/// the end of each event (seed 000 creates a landscape controller on every push) and the
/// table is compacted: it stays as small as what is on screen, so copying a state per event
/// stays cheap, and reading an instance's field never copies the instance. Their ids live on
/// in the trace. A ref is only valid within one state: compaction renumbers.
public struct InstanceTable: Sendable, Equatable, Sequence {
    @usableFromInline var storage: [ControllerInstance] = []

    public init() {}

    /// Inlinable so that a field read from another module (the layout reads several per view)
    /// is a direct array access: called, the `_read` coroutine allocated its frame and copied
    /// the instance (BENCHMARKS.md, layout).
    @inlinable public subscript(ref: InstanceRef) -> ControllerInstance {
        _read { yield storage[ref] }
        _modify { yield &storage[ref] }
    }

    mutating func append(_ instance: ControllerInstance) -> InstanceRef {
        storage.append(instance)
        return storage.count - 1
    }

    public func contains(_ ref: InstanceRef) -> Bool { storage.indices.contains(ref) }

    public var count: Int { storage.count }

    /// Every live ref, in creation order.
    public var refs: Range<InstanceRef> { storage.indices }

    public func makeIterator() -> IndexingIterator<[ControllerInstance]> { storage.makeIterator() }

    /// The ref of the first live instance (in creation order) matching `predicate`.
    public func firstIndex(where predicate: (ControllerInstance) -> Bool) -> InstanceRef? {
        storage.firstIndex(where: predicate)
    }

    /// The bounds of the instance whose id is `id` itself (each instance has its own id
    /// object), read through the buffer: the array's subscript copied whole instances.
    func bounds(ofInstanceIdentifiedBy id: ControllerID) -> Rect? {
        storage.withUnsafeBufferPointer { instances in
            for ref in instances.indices where instances[ref].id === id { return instances[ref].bounds }
            return nil
        }
    }

    /// Drops every detached instance no live instance points at and renumbers the rest;
    /// `root` (the window's root) is renumbered with them. False when nothing was dropped.
    mutating func removeUnreachable(renumbering root: inout InstanceRef) -> Bool {
        // Marked and compacted in place, moving instances rather than copying them, with the
        // marks and the renumbering in stack memory: a push and a pop on every rotation
        // (alternate-landscape) drop an instance per event, and copying the instances (each
        // field retained) or allocating the work arrays was a tenth of such an app's events
        // (BENCHMARKS.md, "Engine" and "Replaying a long session").
        let count = storage.count
        let kept = withUnsafeTemporaryAllocation(of: InstanceRef.self, capacity: count) { remap in
            storage.withUnsafeMutableBufferPointer { instances in
                Self.compact(instances, remap: remap, root: root)
            }
        }
        guard let kept else { return false }
        // One at a time: `removeLast(_:)` goes through the generic `replaceSubrange`.
        for _ in kept.count..<count { storage.removeLast() }
        root = kept.newRoot ?? root
        return true
    }

    /// `swapAt` without its copies: the buffer's `swapAt` copies an instance through a
    /// temporary (retaining every field, then releasing them), where moving costs a memcpy.
    private static func swapByMoving(_ base: UnsafeMutablePointer<ControllerInstance>, _ i: Int, _ j: Int) {
        let first = base + i
        let second = base + j
        let held = first.move()
        first.moveInitialize(from: second, count: 1)
        second.initialize(to: held)
    }

    /// How many instances `compact` kept, and the root's new ref (nil when it was dropped).
    private struct Kept {
        let count: Int
        let newRoot: InstanceRef?
    }

    /// Marks (in `remap`: 1 kept, 0 dropped), then moves the kept instances to the front and
    /// points every ref at its new place (`remap` then holds each old ref's new one, −1 for
    /// dropped ones). Nil when every instance is kept.
    private static func compact(
        _ instances: UnsafeMutableBufferPointer<ControllerInstance>, remap: UnsafeMutableBufferPointer<InstanceRef>, root: InstanceRef
    ) -> Kept? {
        var dropsSome = false
        let base = instances.baseAddress!
        for index in instances.indices {
            let attached = base[index].isAttached
            remap.initializeElement(at: index, to: attached ? 1 : 0)
            if !attached { dropsSome = true }
        }
        guard dropsSome else { return nil }
        for index in instances.indices {
            let instance = base + index
            if let landscape = instance.pointee.landscapeController { remap[landscape] = 1 }
            if let stashed = instance.pointee.split?.stashedSecondary { remap[stashed] = 1 }
        }
        guard remap.contains(0) else { return nil }
        var kept = 0
        for index in instances.indices {
            guard remap[index] == 1 else {
                remap[index] = -1
                continue
            }
            remap[index] = kept
            if kept != index { Self.swapByMoving(base, kept, index) }
            kept += 1
        }
        func renumbered(_ ref: InstanceRef?) -> InstanceRef? {
            guard let ref, remap[ref] >= 0 else { return nil }
            return remap[ref]
        }
        for index in 0..<kept {
            // Through the pointer: the buffer's subscript copied the whole instance to read a field.
            let instance = base + index
            instance.pointee.parent = renumbered(instance.pointee.parent)
            if instance.pointee.children.contains(where: { remap[$0] != $0 }) {
                instance.pointee.children = instance.pointee.children.compactMap { renumbered($0) }
            }
            instance.pointee.landscapeController = renumbered(instance.pointee.landscapeController)
            instance.pointee.presented = renumbered(instance.pointee.presented)
            instance.pointee.presentedBy = renumbered(instance.pointee.presentedBy)
            if let stashed = instance.pointee.split?.stashedSecondary { instance.pointee.split?.stashedSecondary = renumbered(stashed) }
        }
        return Kept(count: kept, newRoot: renumbered(root))
    }
}
