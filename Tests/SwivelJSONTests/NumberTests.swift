import Testing
@testable import SwivelJSON

/// Numbers parse exactly and print in the shortest form that reads back.
@Suite struct NumberTests {
    func written(_ d: Double) -> String { JSONValue.number(d).serializedString() }

    /// Integral doubles within ±2^53 print as integers.
    @Test func integralPrintsAsInteger() {
        #expect(written(320) == "320")
        #expect(written(-568) == "-568")
        #expect(written(0) == "0")
        #expect(written(-0.0) == "0")
        #expect(written(9_007_199_254_740_992) == "9007199254740992")
        #expect(written(-9_007_199_254_740_992) == "-9007199254740992")
    }

    /// Non-integral and huge values print in valid JSON exponent or decimal form.
    @Test func nonIntegralForms() {
        #expect(written(0.5) == "0.5")
        #expect(written(0.1) == "0.1")
        #expect(written(1e-05) == "1e-05")
        #expect(written(1e20) == "1e+20")
        #expect(written(.leastNonzeroMagnitude) == "5e-324")
        #expect(written(-1.5e300) == "-1.5e+300")
    }

    /// NaN and infinities are written as null.
    @Test func nonFiniteIsNull() {
        #expect(written(.nan) == "null")
        #expect(written(.infinity) == "null")
        #expect(written(-.infinity) == "null")
    }

    /// Every written number parses back to the same Double.
    @Test func roundTripMany() throws {
        var generator = SystemRandomNumberGenerator()
        var values: [Double] = [0.1, 0.2, 0.3, 1 / 3, 2.0 / 3, .pi, 1e-7, 123456.789, 1e22, 1e23, 4.35, 2.2250738585072014e-308, .greatestFiniteMagnitude, .leastNonzeroMagnitude]
        for _ in 0..<2000 { values.append(Double(bitPattern: generator.next() & 0x7FEF_FFFF_FFFF_FFFF)) }
        for _ in 0..<2000 { values.append(Double.random(in: -1e6...1e6, using: &generator)) }
        for v in values {
            let text = written(v)
            #expect(try JSONParser.parse(text) == .number(v), "\(v) -> \(text)")
            #expect(try JSONParser.parse(text) == .number(Double(text)!))
        }
    }

    /// Decimal text parses to the correctly rounded Double on both the fast and slow paths.
    @Test func parsingMatchesStandardLibrary() throws {
        let texts = ["0", "-0", "1", "12.5", "0.000123", "1E3", "1e+3", "2.5e-3", "123456789012345678901234567890",
                     "0.1000000000000000055511151231257827", "9007199254740993", "1.7976931348623157e308",
                     "4.9e-324", "1e-400", "3.14159265358979323846264338327950288", "100000000000000000000000"]
        for t in texts {
            #expect(try JSONParser.parse(t) == .number(Double(t)!), "\(t)")
        }
    }

    /// Ints print exactly, including the extremes.
    @Test func writerInts() {
        var w = JSONWriter()
        w.beginArray()
        w.int(0); w.int(7); w.int(-12); w.int(Int.max); w.int(Int.min)
        w.endArray()
        #expect(String(decoding: w.bytes, as: UTF8.self) == "[0,7,-12,9223372036854775807,-9223372036854775808]")
    }
}
