/// A streaming JSON writer into a byte buffer: responses are built without an intermediate
/// `JSONValue` tree, which is what makes the hot event POST cheap (see issue 5 / the notes).
///
/// Commas are inserted automatically: call `key` before each member value inside an object,
/// and nothing between array elements. The writer does not validate the call sequence (that
/// would cost on every value); callers are our own encoders, and tests check their output.
///
/// Output is deterministic: the same calls give the same bytes (SPEC §9).
public struct JSONWriter: Sendable {
    public var bytes: [UInt8]
    /// True when the next value or key needs a ',' before it.
    @usableFromInline var needsComma = false

    public init(capacity: Int = 1024) {
        bytes = []
        bytes.reserveCapacity(capacity)
    }

    @inline(__always) @usableFromInline mutating func separate() {
        if needsComma { bytes.append(UInt8(ascii: ",")) }
    }

    public mutating func beginObject() {
        separate()
        bytes.append(UInt8(ascii: "{"))
        needsComma = false
    }

    public mutating func endObject() {
        bytes.append(UInt8(ascii: "}"))
        needsComma = true
    }

    public mutating func beginArray() {
        separate()
        bytes.append(UInt8(ascii: "["))
        needsComma = false
    }

    public mutating func endArray() {
        bytes.append(UInt8(ascii: "]"))
        needsComma = true
    }

    /// Writes `"k":` for a key known only at run time (escaped as needed); the next call writes
    /// the member's value. Keys written in the source go through `key(_: StaticString)`.
    public mutating func dynamicKey(_ k: String) {
        separate()
        appendQuoted(k)
        bytes.append(UInt8(ascii: ":"))
        needsComma = false
    }

    /// `key(_:)` for a key written in the source (`key("seq")`), which is every key of our own
    /// encoders: a literal's bytes are reached directly and need no escaping scan, where a
    /// `String` key costs ~500 instructions (callgrind) to reach its UTF-8 and scan it.
    /// The literal must not need escaping (no `"`, `\` or control characters).
    @inline(__always) public mutating func key(_ k: StaticString) {
        assert(k.withUTF8Buffer { $0.allSatisfy { $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") } },
               "literal JSON keys must not need escaping; use dynamicKey(_:)")
        separate()
        bytes.append(UInt8(ascii: "\""))
        appendLiteral(k)
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: ":"))
        needsComma = false
    }

    /// Writes pre-encoded punctuation and key that lead up to a member's value in one append:
    /// `{"seq":` to open an object with its first member (`opensObject: true`, separated from
    /// a preceding value like `beginObject()`), `,"event":` for each later member. For the
    /// fixed-shape encoders on the hot path (trace entries, rectangles), where separate
    /// `beginObject`/`key` calls cost several appends per member. `text` is trusted JSON.
    @inline(__always) public mutating func keyFragment(_ text: StaticString, opensObject: Bool = false) {
        if opensObject { separate() }
        appendLiteral(text)
        needsComma = false
    }

    public mutating func string(_ s: String) {
        separate()
        appendQuoted(s)
        needsComma = true
    }

    public mutating func int(_ i: Int) {
        separate()
        appendInteger(i)
        needsComma = true
    }

    /// Integral values within ±2^53 print as integers (`320`); other finite values in the
    /// shortest form that reads back to the same `Double`; NaN and infinities as `null`
    /// (JSON has no spelling for them).
    public mutating func double(_ d: Double) {
        separate()
        appendDouble(d)
        needsComma = true
    }

    public mutating func bool(_ b: Bool) {
        separate()
        appendLiteral(b ? "true" : "false")
        needsComma = true
    }

    /// Appends a literal's bytes (no array literal: that may allocate on every call).
    @inline(__always) @usableFromInline mutating func appendLiteral(_ literal: StaticString) {
        literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    public mutating func null() {
        separate()
        appendLiteral("null")
        needsComma = true
    }

    /// Splices already-encoded JSON as one value (e.g. a stored event payload). The bytes are
    /// trusted: they must be one valid JSON value.
    public mutating func raw(_ alreadyEncodedJSON: [UInt8]) {
        separate()
        bytes.append(contentsOf: alreadyEncodedJSON)
        needsComma = true
    }

    /// Same as `raw(_:)` for any contiguous bytes.
    public mutating func raw(_ alreadyEncodedJSON: UnsafeBufferPointer<UInt8>) {
        separate()
        bytes.append(contentsOf: alreadyEncodedJSON)
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

    /// `serialized()` as a `String`.
    public func serializedString() -> String {
        String(decoding: serialized(), as: UTF8.self)
    }
}
