extension JSONScanner {
    /// Parses a number (RFC 8259 §6 grammar, strictly: no leading zeros, no leading '+', no
    /// bare '.', digits required after '.' and after the exponent marker).
    ///
    /// Fast path (Clinger): when the significant digits fit in 2^53 and the decimal exponent is
    /// within ±22, `digits × 10^e` or `digits ÷ 10^e` is a single correctly rounded operation.
    /// Anything else goes to the standard library's correctly rounded conversion.
    mutating func parseNumber() throws(JSONParseError) -> Double {
        let start = index
        var negative = false
        if bytes[index] == UInt8(ascii: "-") {
            negative = true
            index += 1
        }
        guard index < bytes.count, isDigit(bytes[index]) else {
            throw error("expected a digit after '-'", at: index)
        }
        var mantissa: UInt64 = 0
        var digitCount = 0         // significant digits accumulated in `mantissa`
        var exponent = 0           // decimal exponent to apply to `mantissa`
        var exact = true           // false once digits were dropped

        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, isDigit(bytes[index]) {
                throw error("leading zeros are not allowed in numbers", at: start)
            }
        } else {
            while index < bytes.count, isDigit(bytes[index]) {
                accumulate(bytes[index], into: &mantissa, count: &digitCount, exponent: &exponent, exact: &exact, fractional: false)
                index += 1
            }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw error("expected a digit after '.' in number", at: index)
            }
            while index < bytes.count, isDigit(bytes[index]) {
                accumulate(bytes[index], into: &mantissa, count: &digitCount, exponent: &exponent, exact: &exact, fractional: true)
                index += 1
            }
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            var exponentNegative = false
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                exponentNegative = bytes[index] == UInt8(ascii: "-")
                index += 1
            }
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw error("expected a digit in the exponent of number", at: index)
            }
            var e = 0
            while index < bytes.count, isDigit(bytes[index]) {
                if e < 100_000 { e = e * 10 + Int(bytes[index] - UInt8(ascii: "0")) }
                index += 1
            }
            exponent += exponentNegative ? -e : e
        }

        if exact && mantissa <= 1 << 53 && exponent >= -22 && exponent <= 22 {
            var value = Double(mantissa)
            if exponent < 0 { value /= JSONScanner.powersOfTen[-exponent] } else { value *= JSONScanner.powersOfTen[exponent] }
            return negative ? -value : value
        }
        return try slowNumber(from: start)
    }

    @inline(__always) private func isDigit(_ b: UInt8) -> Bool {
        b &- UInt8(ascii: "0") < 10
    }

    @inline(__always) private func accumulate(_ b: UInt8, into mantissa: inout UInt64, count: inout Int, exponent: inout Int, exact: inout Bool, fractional: Bool) {
        let d = UInt64(b - UInt8(ascii: "0"))
        if count < 19 {
            if mantissa != 0 || d != 0 { count += 1 }
            mantissa = mantissa * 10 + d
            if fractional { exponent -= 1 }
        } else {
            // More digits than fit: leave it to the slow path.
            exact = false
            if !fractional { exponent += 1 }
        }
    }

    private func slowNumber(from start: Int) throws(JSONParseError) -> Double {
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        guard let value = Double(text) else {
            throw error("invalid number '\(text)'", at: start)
        }
        guard value.isFinite else {
            throw error("number '\(text)' is too large for a 64-bit floating point value", at: start)
        }
        return value
    }

    static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]
}
