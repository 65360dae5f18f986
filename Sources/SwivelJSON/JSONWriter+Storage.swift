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

    /// Where the next `count` bytes go: room for them, in storage this writer alone holds.
    /// One uniqueness and one capacity check per call, however many bytes follow; callers
    /// write through the pointer and then add to `byteCount`.
    @inline(__always) @usableFromInline mutating func reserve(_ count: Int) -> UnsafeMutablePointer<UInt8> {
        if _slowPath(byteCount &+ count > storage.capacity || !isKnownUniquelyReferenced(&storage)) {
            moveToNewStorage(minimumCapacity: byteCount + count)
        }
        return storage.start + byteCount
    }

    @inline(never) @usableFromInline mutating func moveToNewStorage(minimumCapacity: Int) {
        let grown = Storage(capacity: Swift.max(minimumCapacity, storage.capacity * 2))
        grown.start.initialize(from: storage.start, count: byteCount)
        storage = grown
    }

    @inline(__always) @usableFromInline mutating func appendByte(_ byte: UInt8) {
        reserve(1).initialize(to: byte)
        byteCount &+= 1
    }

    @inline(__always) @usableFromInline mutating func appendBytes(_ source: UnsafeBufferPointer<UInt8>) {
        guard let base = source.baseAddress, !source.isEmpty else { return }
        reserve(source.count).initialize(from: base, count: source.count)
        byteCount &+= source.count
    }

    /// Appends a literal's bytes (no array literal: that may allocate on every call).
    @inline(__always) @usableFromInline mutating func appendLiteral(_ literal: StaticString) {
        appendBytes(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }
}
