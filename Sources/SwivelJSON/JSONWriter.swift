/// A streaming JSON writer into a byte buffer: responses are built without an intermediate
/// `JSONValue` tree, which is what makes the hot event POST cheap (BENCHMARKS.md, "JSON").
///
/// Commas are inserted automatically: call `key` before each member value inside an object,
/// and nothing between array elements. The writer does not validate the call sequence (that
/// would cost on every value); callers are our own encoders, and tests check their output.
///
/// Output is deterministic: the same calls give the same bytes (docs/architecture.md).
///
/// The bytes live in a buffer of the writer's own (`Storage`), written through a pointer:
/// appending to an `[UInt8]` cost a uniqueness check and a generic `append(contentsOf:)` (~90
/// instructions under callgrind) for every key, literal and string run. The small calls are
/// `@inlinable`, so the encoders in other modules (trace entries, layouts) inline them.
public struct JSONWriter: Sendable {
    @usableFromInline var storage: Storage
    /// Bytes written so far.
    @usableFromInline var count = 0
    /// Bytes written so far.
    public var byteCount: Int { count }
    /// True when the next value or key needs a ',' before it.
    @usableFromInline var needsComma = false

    public init(capacity: Int = 1024) {
        storage = Storage(capacity: capacity)
    }

    /// The JSON written so far (a copy).
    public var bytes: [UInt8] { bytes(in: 0..<count) }

    /// A copy of the bytes in `range` (clamped to what was written).
    public func bytes(in range: Range<Int>) -> [UInt8] {
        withBytes(in: range) { Array($0) }
    }

    /// Lends the bytes in `range` (clamped to what was written) without copying them. The
    /// storage is kept alive across `body`: without that, a writer's last use could free its
    /// buffer before the bytes are read.
    func withBytes<R>(in range: Range<Int>, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        let range = range.clamped(to: 0..<count)
        return withExtendedLifetime(storage) { storage in
            body(UnsafeBufferPointer(start: storage.start + range.lowerBound, count: range.count))
        }
    }

    @inlinable @inline(__always) mutating func separate() {
        if needsComma { appendByte(UInt8(ascii: ",")) }
    }

    @inlinable @inline(__always) public mutating func beginObject() {
        separate()
        appendByte(UInt8(ascii: "{"))
        needsComma = false
    }

    @inlinable @inline(__always) public mutating func endObject() {
        appendByte(UInt8(ascii: "}"))
        needsComma = true
    }

    @inlinable @inline(__always) public mutating func beginArray() {
        separate()
        appendByte(UInt8(ascii: "["))
        needsComma = false
    }

    @inlinable @inline(__always) public mutating func endArray() {
        appendByte(UInt8(ascii: "]"))
        needsComma = true
    }

    /// Writes `"k":` for a key known only at run time (escaped as needed); the next call writes
    /// the member's value. Keys written in the source go through `key(_: StaticString)`.
    public mutating func dynamicKey(_ k: String) {
        separate()
        appendQuoted(k)
        appendByte(UInt8(ascii: ":"))
        needsComma = false
    }

    /// `key(_:)` for a key written in the source (`key("seq")`), which is every key of our own
    /// encoders: a literal's bytes are reached directly and need no escaping scan, where a
    /// `String` key costs ~500 instructions (callgrind) to reach its UTF-8 and scan it. The
    /// comma before it and `"k":` take one reservation, so a member costs about what a
    /// pre-encoded `,"k":` fragment did (BENCHMARKS.md, "What changed, and what each step bought").
    /// The literal must not need escaping (no `"`, `\` or control characters).
    @inlinable @inline(__always) public mutating func key(_ k: StaticString) {
        assert(k.withUTF8Buffer { $0.allSatisfy { $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") } },
               "literal JSON keys must not need escaping; use dynamicKey(_:)")
        // One reservation for the separating comma (when one is needed) and `"k":`: the comma
        // is written either way and overwritten by the quote when none is needed.
        let length = k.utf8CodeUnitCount
        let comma = needsComma ? 1 : 0
        let target = reserve(length &+ 4)
        target.initialize(to: UInt8(ascii: ","))
        let quote = target + comma
        quote.initialize(to: UInt8(ascii: "\""))
        (quote + 1).initialize(from: k.utf8Start, count: length)
        (quote + 1 + length).initialize(to: UInt8(ascii: "\""))
        (quote + 2 + length).initialize(to: UInt8(ascii: ":"))
        count &+= length &+ 3 &+ comma
        needsComma = false
    }

    @inlinable @inline(__always) public mutating func string(_ s: String) {
        separate()
        appendQuoted(s)
        needsComma = true
    }

    @inlinable @inline(__always) public mutating func int(_ i: Int) {
        separate()
        if i >= 0 && i < 10_000 { appendSmallInteger(i) } else { appendInteger(i) }
        needsComma = true
    }

    /// Integral values within ±2^53 print as integers (`320`); other finite values in the
    /// shortest form that reads back to the same `Double`; NaN and infinities as `null`
    /// (JSON has no spelling for them).
    @inlinable @inline(__always) public mutating func double(_ d: Double) {
        separate()
        // Screen coordinates and sizes: small whole numbers, written without the general path.
        if d >= 0 && d < 10_000 && Double(Int(d)) == d {  // no `trunc` call
            appendSmallInteger(Int(d))  // -0.0 too: written 0, like the general path does
        } else {
            appendDouble(d)
        }
        needsComma = true
    }

    @inlinable @inline(__always) public mutating func bool(_ b: Bool) {
        separate()
        appendLiteral(b ? "true" : "false")
        needsComma = true
    }

    @inlinable @inline(__always) public mutating func null() {
        separate()
        appendLiteral("null")
        needsComma = true
    }

    /// A string, or `null` for nil.
    @inlinable public mutating func optionalString(_ value: String?) {
        if let value { string(value) } else { null() }
    }

    /// A boolean, or `null` for nil.
    @inlinable public mutating func optionalBool(_ value: Bool?) {
        if let value { bool(value) } else { null() }
    }

    /// Splices already-encoded JSON as one value (e.g. a stored event payload). The bytes are
    /// trusted: they must be one valid JSON value.
    public mutating func raw(_ alreadyEncodedJSON: [UInt8]) {
        separate()
        alreadyEncodedJSON.withUnsafeBufferPointer { appendBytes($0) }
        needsComma = true
    }

    /// Same as `raw(_:)` for the bytes of `alreadyEncodedJSON` in `range` (one value of a
    /// list encoded beforehand), copied straight from the array's storage.
    public mutating func raw(_ alreadyEncodedJSON: [UInt8], in range: Range<Int>) {
        separate()
        alreadyEncodedJSON.withUnsafeBufferPointer { appendBytes(UnsafeBufferPointer(rebasing: $0[range])) }
        needsComma = true
    }

    /// Writes a whole value (objects keep their member order).
    public mutating func value(_ v: JSONValue) {
        switch v {
        case .null: null()
        case .bool(let b): bool(b)
        case .number(let d): double(d)
        case .string(let s): string(s)
        case .array(let elements):
            beginArray()
            for element in elements { value(element) }
            endArray()
        case .object(let object):
            beginObject()
            for member in object.members {
                dynamicKey(member.key)
                value(member.value)
            }
            endObject()
        }
    }
}

extension JSONValue {
    /// The compact JSON text of this value (no whitespace, members in order).
    public func serialized() -> [UInt8] {
        var writer = JSONWriter(capacity: 1024)
        writer.value(self)
        return writer.bytes
    }
}
