/// Whole numbers written as decimal text straight into a string's buffer
/// (`String(unsafeUninitializedCapacity:)`), for the trace's hottest text — controller ids
/// (`ClassName#n`) and `drawRect:` rectangles — where interpolation built each number as a
/// string of its own first (BENCHMARKS.md, "Engine").
enum DecimalText {
    /// The bytes `write` takes for `value`: its digits, and a sign when it is negative.
    static func count(_ value: Int) -> Int {
        var digits = 1
        var rest = value.magnitude / 10
        while rest > 0 { digits += 1; rest /= 10 }
        return value < 0 ? digits + 1 : digits
    }

    /// Writes `value` at `index` (room for `count(value)` bytes) and returns the index after it.
    static func write(_ value: Int, into buffer: UnsafeMutableBufferPointer<UInt8>, at index: Int) -> Int {
        let end = index + count(value)
        if value < 0 { buffer[index] = UInt8(ascii: "-") }
        var remaining = value.magnitude
        var position = end
        repeat {
            position -= 1
            buffer[position] = UInt8(ascii: "0") + UInt8(remaining % 10)
            remaining /= 10
        } while remaining > 0
        return end
    }
}
