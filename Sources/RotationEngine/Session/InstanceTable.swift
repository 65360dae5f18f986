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

    /// Drops every detached instance no live instance points at; returns each old ref's new
    /// ref (nil for dropped ones), or nil when nothing was dropped.
    mutating func removeUnreachable() -> [InstanceRef?]? {
        // Marked in place and compacted by moving, not copying: a push and a pop on every
        // rotation (alternate-landscape) drop an instance per event, and copying every kept
        // instance into a new table was 14 % of replaying such a session (BENCHMARKS.md,
        // "Replaying a long session").
        var keep = storage.map(\.isAttached)
        for instance in storage {
            if let landscape = instance.landscapeController { keep[landscape] = true }
            if let stashed = instance.split?.stashedSecondary { keep[stashed] = true }
        }
        guard keep.contains(false) else { return nil }
        var remap = [InstanceRef?](repeating: nil, count: storage.count)
        var kept = 0
        storage.withUnsafeMutableBufferPointer { instances in
            for index in instances.indices where keep[index] {
                remap[index] = kept
                if kept != index { instances.swapAt(kept, index) }
                kept += 1
            }
        }
        storage.removeLast(storage.count - kept)
        for index in storage.indices {
            storage[index].parent = storage[index].parent.flatMap { remap[$0] }
            if storage[index].children.contains(where: { remap[$0] != $0 }) {
                storage[index].children = storage[index].children.compactMap { remap[$0] }
            }
            storage[index].landscapeController = storage[index].landscapeController.flatMap { remap[$0] }
            storage[index].presented = storage[index].presented.flatMap { remap[$0] }
            storage[index].presentedBy = storage[index].presentedBy.flatMap { remap[$0] }
            if let stashed = storage[index].split?.stashedSecondary { storage[index].split?.stashedSecondary = remap[stashed] }
        }
        return remap
    }
}
