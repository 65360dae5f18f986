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

    private mutating func appendQuoted(utf8 source: UnsafeBufferPointer<UInt8>) {
        bytes.append(UInt8(ascii: "\""))
        var runStart = 0
        var i = 0
        let count = source.count
        while i < count {
            let b = source[i]
            if b >= 0x20 && b != UInt8(ascii: "\"") && b != UInt8(ascii: "\\") {
                i += 1
                continue
            }
            if runStart < i { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart..<i])) }
            appendEscape(b)
            i += 1
            runStart = i
        }
        if runStart < count { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart..<count])) }
        bytes.append(UInt8(ascii: "\""))
    }

    private mutating func appendEscape(_ b: UInt8) {
        bytes.append(UInt8(ascii: "\\"))
        switch b {
        case UInt8(ascii: "\""): bytes.append(UInt8(ascii: "\""))
        case UInt8(ascii: "\\"): bytes.append(UInt8(ascii: "\\"))
        case 0x0A: bytes.append(UInt8(ascii: "n"))
        case 0x0D: bytes.append(UInt8(ascii: "r"))
        case 0x09: bytes.append(UInt8(ascii: "t"))
        case 0x08: bytes.append(UInt8(ascii: "b"))
        case 0x0C: bytes.append(UInt8(ascii: "f"))
        default:
            let hex: [UInt8] = Array("0123456789abcdef".utf8)
            bytes.append(contentsOf: [UInt8(ascii: "u"), 0x30, 0x30, hex[Int(b >> 4)], hex[Int(b & 0xF)]])
        }
    }

    @usableFromInline mutating func appendInteger(_ i: Int) {
        var magnitude = i.magnitude
        if i < 0 { bytes.append(UInt8(ascii: "-")) }
        // Digits from the most significant, one append each: no temporary sequence (the
        // `repeatElement` version cost ~150 instructions per number under callgrind).
        var divisor: UInt = 1
        while magnitude / divisor >= 10 { divisor *= 10 }
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: magnitude / divisor))
            magnitude %= divisor
            divisor /= 10
        } while divisor > 0
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
        // Swift's description is the shortest round-trip form; for finite values it is always
        // valid JSON: "0.1", "1e-05", "1.5e+300", "5e-324" (the exponent grammar of RFC 8259 §6
        // allows a sign and leading zeros).
        bytes.append(contentsOf: d.description.utf8)
    }
}
