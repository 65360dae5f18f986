/// The live controller instances of a session, by reference.
///
/// Controllers that left the hierarchy and that nothing points at any more are dropped at
/// the end of each event (seed 000 creates a landscape controller on every push): the table
/// stays as small as what is on screen, so copying a state per event stays cheap. Their ids
/// live on in the trace.
public struct InstanceTable: Sendable, Equatable, Sequence {
    private var storage: [InstanceRef: ControllerInstance] = [:]
    private(set) var nextRef: InstanceRef = 0

    public subscript(ref: InstanceRef) -> ControllerInstance {
        get {
            guard let instance = storage[ref] else { preconditionFailure("no live controller instance \(ref)") }
            return instance
        }
        _modify {
            guard let index = storage.index(forKey: ref) else { preconditionFailure("no live controller instance \(ref)") }
            yield &storage.values[index]
        }
    }

    mutating func append(_ instance: ControllerInstance) -> InstanceRef {
        let ref = nextRef
        nextRef += 1
        storage[ref] = instance
        return ref
    }

    mutating func remove(_ ref: InstanceRef) {
        storage.removeValue(forKey: ref)
    }

    public func contains(_ ref: InstanceRef) -> Bool { storage[ref] != nil }

    /// Drops every detached instance no live instance points at.
    mutating func removeUnreachable() {
        var referenced: Set<InstanceRef> = []
        for instance in storage.values {
            if let landscape = instance.landscapeController { referenced.insert(landscape) }
        }
        storage = storage.filter { $0.value.isAttached || referenced.contains($0.key) }
    }

    public var count: Int { storage.count }

    /// Live instances in creation order.
    public var refs: [InstanceRef] { storage.keys.sorted() }

    public func makeIterator() -> IndexingIterator<[ControllerInstance]> {
        refs.compactMap { storage[$0] }.makeIterator()
    }

    /// The ref of the first live instance (in creation order) matching `predicate`.
    public func firstIndex(where predicate: (ControllerInstance) -> Bool) -> InstanceRef? {
        refs.first { storage[$0].map(predicate) ?? false }
    }
}
