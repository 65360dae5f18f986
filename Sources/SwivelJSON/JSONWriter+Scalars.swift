extension JSONWriter {
    /// Writes `s` in quotes, escaping `"`, `\` and C0 controls (RFC 8259 §7). Everything else,
    /// including non-ASCII, is copied as UTF-8, in runs rather than byte by byte.
    @usableFromInline mutating func appendQuoted(_ s: String) {
        if let done: Void = s.utf8.withContiguousStorageIfAvailable({ appendQuoted(utf8: $0) }) {
            return done
        }
        var copy = s
        copy.withUTF8 { appendQuoted(utf8: $0) }
    }

    /// Strings that need no escaping (nearly all: ids, callbacks, orientations) are one scan
    /// and one copy; the first byte that needs escaping switches to run-by-run writing.
    private mutating func appendQuoted(utf8 source: UnsafeBufferPointer<UInt8>) {
        let length = source.count
        let i = Self.plainPrefixLength(source)
        let target = reserve(length + 2)
        target.initialize(to: UInt8(ascii: "\""))
        if let base = source.baseAddress, i > 0 { (target + 1).initialize(from: base, count: i) }
        if i == length {
            (target + 1 + length).initialize(to: UInt8(ascii: "\""))
            self.count &+= length + 2
            return
        }
        self.count &+= 1 + i
        appendEscaped(source, from: i)
        appendByte(UInt8(ascii: "\""))
    }

    /// How many bytes from the start need no escaping, eight at a time: a word has a byte to
    /// escape when one of its bytes is below 0x20 or equals `"` or `\` (the classic "has a
    /// zero byte" bit trick on the word and on the word xor'ed with each character).
    @inline(__always) private static func plainPrefixLength(_ source: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = source.baseAddress else { return 0 }
        let count = source.count
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        var i = 0
        while i + 8 <= count {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self))
            let quote = word ^ (ones &* UInt64(UInt8(ascii: "\"")))
            let backslash = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
            let control = (word &- ones &* 0x20) & ~word
            let hasQuote = (quote &- ones) & ~quote
            let hasBackslash = (backslash &- ones) & ~backslash
            if (control | hasQuote | hasBackslash) & highBits != 0 { break }
            i += 8
        }
        // Fewer than eight bytes left (the loop ran out, it did not stop at a byte to escape):
        // the last eight bytes as one word when there are eight (the overlapping bytes were
        // already found plain), byte by byte only when that word has a byte to escape.
        if i < count && i + 8 > count && count >= 8 {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + count - 8).loadUnaligned(as: UInt64.self))
            let quote = word ^ (ones &* UInt64(UInt8(ascii: "\"")))
            let backslash = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
            let control = (word &- ones &* 0x20) & ~word
            let hasQuote = (quote &- ones) & ~quote
            let hasBackslash = (backslash &- ones) & ~backslash
            if (control | hasQuote | hasBackslash) & highBits == 0 { return count }
        }
        while i < count, isPlain(base[i]) { i += 1 }
        return i
    }

    /// A byte copied as is inside a JSON string.
    @inline(__always) private static func isPlain(_ b: UInt8) -> Bool {
        b >= 0x20 && b != UInt8(ascii: "\"") && b != UInt8(ascii: "\\")
    }

    private mutating func appendEscape(_ b: UInt8) {
        appendByte(UInt8(ascii: "\\"))
        switch b {
        case UInt8(ascii: "\""): appendByte(UInt8(ascii: "\""))
        case UInt8(ascii: "\\"): appendByte(UInt8(ascii: "\\"))
        case 0x0A: appendByte(UInt8(ascii: "n"))
        case 0x0D: appendByte(UInt8(ascii: "r"))
        case 0x09: appendByte(UInt8(ascii: "t"))
        case 0x08: appendByte(UInt8(ascii: "b"))
        case 0x0C: appendByte(UInt8(ascii: "f"))
        default:
            let hex: StaticString = "0123456789abcdef"
            appendLiteral("u00")
            appendByte(hex.utf8Start[Int(b >> 4)])
            appendByte(hex.utf8Start[Int(b & 0xF)])
        }
    }

    /// `0..<10_000` (seq numbers, frames, bounds: nearly every number we write), inlined.
    @inlinable @inline(__always) mutating func appendSmallInteger(_ value: Int) {
        appendDigits(value, count: value < 10 ? 1 : value < 100 ? 2 : value < 1_000 ? 3 : 4)
    }

    /// The last `digits` decimal digits of `value` (≥ 0), zero-padded on the left.
    @inlinable @inline(__always) mutating func appendDigits(_ value: Int, count digits: Int) {
        Self.writeDigits(value, count: digits, at: reserve(digits))
        count &+= digits
    }

    /// Writes the last `digits` decimal digits of `value` (≥ 0) at `target`, zero-padded on the
    /// left: two digits per step from a table of pairs, with unsigned division by 100 (a
    /// multiply and a shift), rather than one signed division by 10 per digit.
    @inlinable @inline(__always)
    static func writeDigits(_ value: Int, count digits: Int, at target: UnsafeMutablePointer<UInt8>) {
        let pairs: StaticString = """
        00010203040506070809101112131415161718192021222324252627282930313233343536373839\
        40414243444546474849505152535455565758596061626364656667686970717273747576777879\
        8081828384858687888990919293949596979899
        """
        let table = pairs.utf8Start
        var rest = UInt(bitPattern: value)
        var index = digits
        while index >= 2 {
            let pair = Int(truncatingIfNeeded: rest % 100) &* 2
            rest /= 100
            index &-= 2
            target[index] = table[pair]
            target[index &+ 1] = table[pair &+ 1]
        }
        if index == 1 { target.initialize(to: UInt8(truncatingIfNeeded: 48 &+ rest % 10)) }
    }

    /// Digits written straight into the buffer, most significant first (at most 20 bytes).
    @usableFromInline mutating func appendInteger(_ i: Int) {
        var magnitude = i.magnitude
        var digits = 1
        var power: UInt = 10
        while digits < 20 && magnitude >= power {
            digits += 1
            power = power &* 10
        }
        let sign = i < 0 ? 1 : 0
        let target = reserve(digits + sign)
        if sign == 1 { target.initialize(to: UInt8(ascii: "-")) }
        var position = target + sign + digits - 1
        repeat {
            position.initialize(to: UInt8(ascii: "0") + UInt8(truncatingIfNeeded: magnitude % 10))
            magnitude /= 10
            position -= 1
        } while magnitude > 0
        count &+= digits + sign
    }

    @usableFromInline mutating func appendDouble(_ d: Double) {
        guard d.isFinite else {
            appendLiteral("null")
            return
        }
        if d.rounded(.towardZero) == d && d.magnitude <= 9_007_199_254_740_992 {
            appendInteger(Int(d))  // also turns -0.0 into 0
            return
        }
        if d.magnitude < 10_000, appendThousandths(d) { return }
        // Swift's description is the shortest round-trip form; for finite values it is always
        // valid JSON: "0.1", "1e-05", "1.5e+300", "5e-324" (the exponent grammar of RFC 8259 §6
        // allows a sign and leading zeros).
        var text = d.description
        text.withUTF8 { appendBytes($0) }
    }

    /// Values with at most three decimals below 10,000 (durations such as `0.3`), written
    /// without going through `description` (~900 instructions and a `String` each). Only when
    /// the digits read back as exactly `d`; then they are also its shortest form (doubles this
    /// small lie far closer together than 0.001), which is what `description` prints.
    private mutating func appendThousandths(_ d: Double) -> Bool {
        let scaled = (d.magnitude * 1_000).rounded()
        guard scaled / 1_000 == d.magnitude else { return false }
        let thousandths = Int(scaled)
        if d < 0 { appendByte(UInt8(ascii: "-")) }
        appendSmallInteger(thousandths / 1_000)
        var fraction = thousandths % 1_000
        guard fraction != 0 else { return true }
        var digits = 3
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        appendByte(UInt8(ascii: "."))
        appendDigits(fraction, count: digits)  // 0.05 → fraction 5 in 2 digits: "05"
        return true
    }
}

/// Values known when the source was written: copied, never scanned.
extension JSONWriter {
    /// `"s"` for a literal that needs no escaping (a name: an orientation, an enum case).
    public mutating func literalString(_ s: StaticString) {
        assert(s.withUTF8Buffer { $0.allSatisfy(Self.isPlain) }, "literal strings must not need escaping")
        let length = s.utf8CodeUnitCount
        let target = reserve(length &+ 3)
        let comma = needsComma ? 1 : 0
        target.initialize(to: UInt8(ascii: ","))
        let quote = target + comma
        quote.initialize(to: UInt8(ascii: "\""))
        (quote + 1).initialize(from: s.utf8Start, count: length)
        (quote + 1 + length).initialize(to: UInt8(ascii: "\""))
        count &+= length &+ 2 &+ comma
        needsComma = true
    }

    /// A whole JSON value written in the source (`["portrait","landscapeLeft"]`), copied as is.
    public mutating func literalJSON(_ json: StaticString) {
        separate()
        appendLiteral(json)
        needsComma = true
    }
}

/// A string written in pieces: a sentence made of fixed wording and names (a rotation
/// decision's reason) goes straight into the buffer, escaped as it comes, without being built
/// as a `String` first.
extension JSONWriter {
    /// Opens a string value; write its pieces with `stringPiece`, then `endString()`.
    public mutating func beginString() {
        separate()
        appendByte(UInt8(ascii: "\""))
        needsComma = false
    }

    /// Wording written in the source: copied as is (it must not need escaping, like `key`).
    public mutating func stringPiece(_ literal: StaticString) {
        assert(literal.withUTF8Buffer { $0.allSatisfy(Self.isPlain) }, "literal string pieces must not need escaping")
        appendLiteral(literal)
    }

    /// A piece known only at run time, escaped as needed.
    public mutating func stringPiece(_ text: String) {
        if let done: Void = text.utf8.withContiguousStorageIfAvailable({ appendEscaped(utf8: $0) }) {
            return done
        }
        var copy = text
        copy.withUTF8 { appendEscaped(utf8: $0) }
    }

    public mutating func endString() {
        appendByte(UInt8(ascii: "\""))
        needsComma = true
    }

    /// `appendQuoted(utf8:)` without the quotes.
    private mutating func appendEscaped(utf8 source: UnsafeBufferPointer<UInt8>) {
        let i = Self.plainPrefixLength(source)
        if i > 0 { appendBytes(UnsafeBufferPointer(rebasing: source[0..<i])) }
        appendEscaped(source, from: i)
    }

    /// The rest of `source` from `start` (where its plain prefix ends), escaped: plain runs
    /// copied whole, each other byte escaped.
    @inline(__always)
    private mutating func appendEscaped(_ source: UnsafeBufferPointer<UInt8>, from start: Int) {
        let length = source.count
        var i = start
        var runStart = i
        while i < length {
            let b = source[i]
            if Self.isPlain(b) {
                i += 1
                continue
            }
            if runStart < i { appendBytes(UnsafeBufferPointer(rebasing: source[runStart..<i])) }
            appendEscape(b)
            i += 1
            runStart = i
        }
        if runStart < length { appendBytes(UnsafeBufferPointer(rebasing: source[runStart..<length])) }
    }
}
