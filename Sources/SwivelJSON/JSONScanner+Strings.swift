extension JSONScanner {
    /// Parses a string starting at its opening quote. Strings without escapes (almost all of
    /// them) are sliced straight out of the input; only escapes go through `scratch`.
    mutating func parseString() throws(JSONParseError) -> String {
        let open = index
        index += 1
        let start = index
        while index < bytes.count {
            let b = bytes[index]
            if b == UInt8(ascii: "\"") {
                let slice = UnsafeBufferPointer(rebasing: bytes[start..<index])
                index += 1
                // Bytes were validated as they were scanned, so decoding substitutes nothing.
                return String(decoding: slice, as: UTF8.self)
            }
            if b == UInt8(ascii: "\\") {
                scratch.removeAll(keepingCapacity: true)
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
                return try parseEscapedRest(openedAt: open)
            }
            if b < 0x20 { throw unescapedControl(b) }
            if b >= 0x80 {
                index += try validateUTF8Sequence(at: index)
            } else {
                index += 1
            }
        }
        throw error("unterminated string (missing closing '\"')", at: open)
    }

    /// Continues a string after its first backslash, building it in `scratch`.
    private mutating func parseEscapedRest(openedAt open: Int) throws(JSONParseError) -> String {
        while index < bytes.count {
            let b = bytes[index]
            switch b {
            case UInt8(ascii: "\""):
                index += 1
                return scratch.withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self) }
            case UInt8(ascii: "\\"):
                try parseEscape()
            case 0..<0x20:
                throw unescapedControl(b)
            case 0x80...:
                let length = try validateUTF8Sequence(at: index)
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<(index + length)]))
                index += length
            default:
                scratch.append(b)
                index += 1
            }
        }
        throw error("unterminated string (missing closing '\"')", at: open)
    }

    private func unescapedControl(_ b: UInt8) -> JSONParseError {
        let hex = String(b, radix: 16, uppercase: true)
        return error("unescaped control character U+00\(hex.count == 1 ? "0" + hex : hex) in string (write it as an escape, e.g. \\n or \\u00\(hex.count == 1 ? "0" + hex : hex))")
    }

    /// Decodes the escape at the cursor (which is on the backslash) into `scratch`.
    private mutating func parseEscape() throws(JSONParseError) {
        let escapeStart = index
        guard index + 1 < bytes.count else { throw error("unterminated escape sequence") }
        let c = bytes[index + 1]
        index += 2
        switch c {
        case UInt8(ascii: "\""): scratch.append(0x22)
        case UInt8(ascii: "\\"): scratch.append(0x5C)
        case UInt8(ascii: "/"): scratch.append(0x2F)
        case UInt8(ascii: "b"): scratch.append(0x08)
        case UInt8(ascii: "f"): scratch.append(0x0C)
        case UInt8(ascii: "n"): scratch.append(0x0A)
        case UInt8(ascii: "r"): scratch.append(0x0D)
        case UInt8(ascii: "t"): scratch.append(0x09)
        case UInt8(ascii: "u"):
            let unit = try parseHex4(escapeAt: escapeStart)
            var scalarValue = UInt32(unit)
            if (0xD800...0xDBFF).contains(unit) {
                // A high surrogate must be followed by an escaped low surrogate (RFC 8259 §7).
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                      bytes[index + 1] == UInt8(ascii: "u") else {
                    throw error("lone high surrogate \\u\(hex4(unit)) (expected a \\uDC00-\\uDFFF escape to follow)", at: escapeStart)
                }
                let lowStart = index
                index += 2
                let low = try parseHex4(escapeAt: lowStart)
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw error("lone high surrogate \\u\(hex4(unit)) (followed by \\u\(hex4(low)), not a low surrogate)", at: escapeStart)
                }
                scalarValue = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
            } else if (0xDC00...0xDFFF).contains(unit) {
                throw error("lone low surrogate \\u\(hex4(unit)) (not preceded by a high surrogate)", at: escapeStart)
            }
            // Cannot fail: surrogates were handled above.
            let scalar = Unicode.Scalar(scalarValue) ?? "\u{FFFD}"
            scratch.append(contentsOf: UTF8.encode(scalar)!)
        default:
            throw error("invalid escape '\\\(describe(at: escapeStart + 1).trimmingQuotes)' in string (valid: \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)", at: escapeStart)
        }
    }

    private func hex4(_ v: UInt16) -> String {
        let s = String(v, radix: 16, uppercase: true)
        return String(repeating: "0", count: 4 - s.count) + s
    }

    /// Reads the four hex digits after `\u` (cursor is on the first one).
    private mutating func parseHex4(escapeAt escapeStart: Int) throws(JSONParseError) -> UInt16 {
        guard index + 4 <= bytes.count else {
            throw error("incomplete \\u escape (needs four hex digits)", at: escapeStart)
        }
        var v: UInt16 = 0
        for i in 0..<4 {
            let b = bytes[index + i]
            let digit: UInt8
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = b - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = b - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = b - UInt8(ascii: "A") + 10
            default: throw error("invalid hex digit \(describe(at: index + i)) in \\u escape", at: index + i)
            }
            v = v << 4 | UInt16(digit)
        }
        index += 4
        return v
    }

    /// Checks the UTF-8 sequence starting at `offset` (whose first byte is ≥ 0x80) and returns
    /// its length. Rejects overlong forms, surrogates and values above U+10FFFF (RFC 3629 §4).
    func validateUTF8Sequence(at offset: Int) throws(JSONParseError) -> Int {
        let b0 = bytes[offset]
        let length: Int
        var lower: UInt8 = 0x80
        var upper: UInt8 = 0xBF
        switch b0 {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; lower = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; upper = 0x9F
        case 0xF0: length = 4; lower = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; upper = 0x8F
        default: throw error("invalid UTF-8 (byte 0x\(String(b0, radix: 16, uppercase: true)) cannot start a character)", at: offset)
        }
        guard offset + length <= bytes.count else {
            throw error("invalid UTF-8 (truncated multi-byte character)", at: offset)
        }
        let b1 = bytes[offset + 1]
        guard b1 >= lower && b1 <= upper else {
            throw error("invalid UTF-8 (bad continuation byte)", at: offset + 1)
        }
        for i in 2..<max(2, length) where bytes[offset + i] & 0xC0 != 0x80 {
            throw error("invalid UTF-8 (bad continuation byte)", at: offset + i)
        }
        return length
    }
}

extension String {
    /// `'x'` → `x`, for reusing `describe(at:)` inside quotes.
    fileprivate var trimmingQuotes: String {
        if count >= 3, first == "'", last == "'" { return String(dropFirst().dropLast()) }
        return self
    }
}
