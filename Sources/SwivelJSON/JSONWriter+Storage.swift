extension JSONWriter {
    /// The writer's bytes: one allocation, never resized in place, so its fields are constants
    /// (no exclusivity checks on access). A writer copies it before writing when another
    /// writer shares it (copy-on-write), and replaces it with a larger one when full.
    @usableFromInline final class Storage: @unchecked Sendable {
        // @unchecked: the bytes are only written by a writer holding the only reference.
        @usableFromInline let start: UnsafeMutablePointer<UInt8>
        @usableFromInline let capacity: Int

        @usableFromInline init(capacity: Int) {
            self.capacity = Swift.max(capacity, 16)
            start = .allocate(capacity: self.capacity)
        }

        deinit { start.deallocate() }
    }

    /// Where the next `length` bytes go: room for them, in storage this writer alone holds.
    /// One uniqueness and one capacity check per call, however many bytes follow; callers
    /// write through the pointer and then add to `count`.
    @inlinable @inline(__always) mutating func reserve(_ length: Int) -> UnsafeMutablePointer<UInt8> {
        if _slowPath(count &+ length > storage.capacity || !isKnownUniquelyReferenced(&storage)) {
            moveToNewStorage(minimumCapacity: count + length)
        }
        return storage.start + count
    }

    @inline(never) @usableFromInline mutating func moveToNewStorage(minimumCapacity: Int) {
        let grown = Storage(capacity: Swift.max(minimumCapacity, storage.capacity * 2))
        grown.start.initialize(from: storage.start, count: count)
        storage = grown
    }

    @inlinable @inline(__always) mutating func appendByte(_ byte: UInt8) {
        reserve(1).initialize(to: byte)
        count &+= 1
    }

    @inlinable @inline(__always) mutating func appendBytes(_ source: UnsafeBufferPointer<UInt8>) {
        guard let base = source.baseAddress, !source.isEmpty else { return }
        reserve(source.count).initialize(from: base, count: source.count)
        count &+= source.count
    }

    /// Appends a literal's bytes (no array literal: that may allocate on every call).
    @inlinable @inline(__always) mutating func appendLiteral(_ literal: StaticString) {
        appendBytes(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }
}
