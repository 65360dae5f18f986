/// Small objects of numbers written in one reservation: a rectangle (`{"x":…,"y":…,"width":…,
/// "height":…}`) is written ~20 times per full event POST answer, and member by member it cost
/// ~500 instructions (callgrind): ten reservations, each with its uniqueness check, and a
/// `trunc` call per number.
extension JSONWriter {
    /// A value `double(_:)` writes as a small whole number (`0..<10_000`, -0.0 too), tested
    /// without a `trunc` call.
    @inlinable @inline(__always) static func isSmallWhole(_ d: Double) -> Bool {
        d >= 0 && d < 10_000 && Double(Int(d)) == d
    }

    /// Writes `"k":digits` (with a comma first when `comma`) at `p`; returns where it ends.
    /// `value` is in `0..<10_000`; the literal key must not need escaping (as for `key`).
    @inlinable @inline(__always) static func writeMember(_ p: UnsafeMutablePointer<UInt8>, comma: Bool, _ k: StaticString,
                                              _ value: Int) -> UnsafeMutablePointer<UInt8> {
        var p = p
        if comma {
            p.initialize(to: UInt8(ascii: ","))
            p += 1
        }
        let length = k.utf8CodeUnitCount
        p.initialize(to: UInt8(ascii: "\""))
        (p + 1).initialize(from: k.utf8Start, count: length)
        (p + 1 + length).initialize(to: UInt8(ascii: "\""))
        (p + 2 + length).initialize(to: UInt8(ascii: ":"))
        p += length + 3
        let digits = value < 10 ? 1 : value < 100 ? 2 : value < 1_000 ? 3 : 4
        writeDigits(value, count: digits, at: p)
        return p + digits
    }

    /// `{"k0":v0,"k1":v1}`, the same bytes as `beginObject()`, `key`/`double` for each member and
    /// `endObject()`; one reservation when both numbers are small whole numbers.
    @inlinable @inline(__always)
    public mutating func numberObject(_ k0: StaticString, _ v0: Double, _ k1: StaticString, _ v1: Double) {
        guard Self.isSmallWhole(v0), Self.isSmallWhole(v1) else {
            return numberObjectMemberByMember(k0, v0, k1, v1)
        }
        let comma = needsComma
        let target = reserve(k0.utf8CodeUnitCount &+ k1.utf8CodeUnitCount &+ 3 &+ 2 &* 8)
        var p = target
        if comma {
            p.initialize(to: UInt8(ascii: ","))
            p += 1
        }
        p.initialize(to: UInt8(ascii: "{"))
        p = Self.writeMember(p + 1, comma: false, k0, Int(v0))
        p = Self.writeMember(p, comma: true, k1, Int(v1))
        p.initialize(to: UInt8(ascii: "}"))
        count &+= p + 1 - target
        needsComma = true
    }

    /// `{"k0":v0,"k1":v1,"k2":v2,"k3":v3}`, the same bytes as `beginObject()`, `key`/`double` for
    /// each member and `endObject()`; one reservation when all four are small whole numbers.
    @inlinable @inline(__always)
    public mutating func numberObject(_ k0: StaticString, _ v0: Double, _ k1: StaticString, _ v1: Double,
                                      _ k2: StaticString, _ v2: Double, _ k3: StaticString, _ v3: Double) {
        guard Self.isSmallWhole(v0), Self.isSmallWhole(v1), Self.isSmallWhole(v2), Self.isSmallWhole(v3) else {
            return numberObjectMemberByMember(k0, v0, k1, v1, k2, v2, k3, v3)
        }
        let comma = needsComma
        let keys = k0.utf8CodeUnitCount &+ k1.utf8CodeUnitCount &+ k2.utf8CodeUnitCount &+ k3.utf8CodeUnitCount
        let target = reserve(keys &+ 3 &+ 4 &* 8)
        var p = target
        if comma {
            p.initialize(to: UInt8(ascii: ","))
            p += 1
        }
        p.initialize(to: UInt8(ascii: "{"))
        p = Self.writeMember(p + 1, comma: false, k0, Int(v0))
        p = Self.writeMember(p, comma: true, k1, Int(v1))
        p = Self.writeMember(p, comma: true, k2, Int(v2))
        p = Self.writeMember(p, comma: true, k3, Int(v3))
        p.initialize(to: UInt8(ascii: "}"))
        count &+= p + 1 - target
        needsComma = true
    }

    /// The general path of `numberObject` (a number that is not a small whole one), out of line.
    @inline(never) @usableFromInline
    mutating func numberObjectMemberByMember(_ k0: StaticString, _ v0: Double, _ k1: StaticString, _ v1: Double) {
        beginObject(); key(k0); double(v0); key(k1); double(v1); endObject()
    }

    @inline(never) @usableFromInline
    mutating func numberObjectMemberByMember(_ k0: StaticString, _ v0: Double, _ k1: StaticString, _ v1: Double,
                                             _ k2: StaticString, _ v2: Double, _ k3: StaticString, _ v3: Double) {
        beginObject(); key(k0); double(v0); key(k1); double(v1)
        key(k2); double(v2); key(k3); double(v3); endObject()
    }
}
