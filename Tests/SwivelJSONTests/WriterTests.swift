import Testing
@testable import SwivelJSON

/// The streaming writer places commas and writes deterministic output.
@Suite struct WriterTests {
    /// Commas appear between members and elements, never after opening brackets.
    @Test func commasAreAutomatic() {
        var w = JSONWriter()
        w.beginObject()
        w.key("a"); w.int(1)
        w.key("b"); w.beginArray(); w.bool(true); w.null(); w.string("x"); w.beginObject(); w.endObject(); w.endArray()
        w.key("c"); w.double(0.5)
        w.endObject()
        #expect(String(decoding: w.bytes, as: UTF8.self) == #"{"a":1,"b":[true,null,"x",{}],"c":0.5}"#)
    }

    /// Raw bytes are spliced as one value with commas around them.
    @Test func rawSplicesAValue() {
        var w = JSONWriter()
        w.beginArray()
        w.int(1)
        w.raw(Array(#"{"type":"back"}"#.utf8))
        w.int(2)
        w.endArray()
        #expect(String(decoding: w.bytes, as: UTF8.self) == #"[1,{"type":"back"},2]"#)
    }

    /// A whole value written with value(_:) equals the streaming calls and keeps member order.
    @Test func valueKeepsOrder() {
        let v: JSONValue = ["z": 1, "a": [true, nil, "s"], "m": ["k": 2.5]]
        #expect(v.serializedString() == #"{"z":1,"a":[true,null,"s"],"m":{"k":2.5}}"#)
    }

    /// Parse → write → parse → write gives identical bytes (determinism).
    @Test func roundTripIsByteIdentical() throws {
        let text = #"{"id":"s-1","layout":{"window":{"width":568,"height":320},"root":{"children":[{"frame":{"x":0,"y":20.5,"width":568,"height":299.5},"text":"Hé \"q\"\n","children":[]}]},"statusBar":null},"ok":true,"n":-1e-05}"#
        let once = try JSONParser.parse(text).serialized()
        let twice = try JSONParser.parse(once).serialized()
        #expect(once == twice)
        #expect(String(decoding: once, as: UTF8.self) == text)
    }

    /// Object setters replace the last duplicate or append a new member.
    @Test func objectSubscriptSetter() {
        var o: JSONObject = ["a": 1, "b": 2]
        o["a"] = 3
        o["c"] = 4
        o["b"] = nil
        #expect(o.keys == ["a", "c"])
        #expect(JSONValue.object(o).serializedString() == #"{"a":3,"c":4}"#)
    }

    /// Objects with the same members in a different order are not equal (they serialize differently).
    @Test func objectEqualityIsOrdered() {
        let a: JSONObject = ["a": 1, "b": 2]
        let b: JSONObject = ["b": 2, "a": 1]
        #expect(a != b)
        #expect(a == ["a": 1, "b": 2])
    }
}

/// Integers print exactly at every magnitude, the extremes included.
@Test func integerExtremes() {
    for value in [0, 7, 10, 99, 100, -1, -10, 1_000_000_007, Int.max, Int.min] {
        var writer = JSONWriter()
        writer.int(value)
        #expect(String(decoding: writer.bytes, as: UTF8.self) == String(value))
    }
}

/// A copied writer is a value: writing to the copy leaves the original's bytes as they were.
@Test func copiesAreIndependent() {
    var original = JSONWriter(capacity: 4)
    original.beginArray()
    original.int(1)
    var copy = original
    copy.int(2)
    copy.endArray()
    original.endArray()
    #expect(String(decoding: original.bytes, as: UTF8.self) == "[1]")
    #expect(String(decoding: copy.bytes, as: UTF8.self) == "[1,2]")
}

/// The buffer grows past its starting capacity without losing bytes.
@Test func growsPastItsCapacity() {
    var writer = JSONWriter(capacity: 1)
    writer.beginArray()
    for index in 0..<1_000 { writer.string("item \(index)") }
    writer.endArray()
    let decoded = try? JSONParser.parse(writer.bytes)
    #expect(decoded?.arrayValue?.count == 1_000)
    #expect(decoded?.arrayValue?.last == .string("item 999"))
}

/// Escaping finds every byte that needs it, wherever it falls in the word-at-a-time scan.
@Test func escapesAtEveryPositionOfLongStrings() throws {
    let specials: [Character] = ["\"", "\\", "\n", "\u{01}", "\u{1F}", "é", " ", "~"]
    for length in [1, 7, 8, 9, 15, 16, 17, 31] {
        for position in 0..<length {
            for special in specials {
                var text = String(repeating: "a", count: length)
                let index = text.index(text.startIndex, offsetBy: position)
                text.replaceSubrange(index...index, with: String(special))
                var writer = JSONWriter(capacity: 4)
                writer.string(text)
                let decoded = try JSONParser.parse(writer.bytes)
                #expect(decoded == .string(text), "length \(length), position \(position), \(special.unicodeScalars.first!.value)")
            }
        }
    }
}

/// Whole numbers on both sides of the small-number fast path print the same as `String(_:)`.
@Test func numbersAroundTheSmallIntegerPath() {
    for value in [0, 1, 9, 10, 99, 100, 999, 1_000, 9_999, 10_000, 10_001, 123_456] {
        var ints = JSONWriter()
        ints.int(value)
        #expect(String(decoding: ints.bytes, as: UTF8.self) == String(value))
        var doubles = JSONWriter()
        doubles.double(Double(value))
        #expect(String(decoding: doubles.bytes, as: UTF8.self) == String(value))
    }
    for (value, text) in [(-0.0, "0"), (0.5, "0.5"), (9_999.5, "9999.5"), (-3.0, "-3"), (1e300, "1e+300")] {
        var writer = JSONWriter()
        writer.double(value)
        #expect(String(decoding: writer.bytes, as: UTF8.self) == text)
    }
}

/// Short decimals print exactly as Swift's shortest round-trip `description` does.
@Test func shortDecimalsMatchDescription() {
    var values: [Double] = [0.3, 0.25, 0.001, 0.01, 0.1, 1.5, 2.125, 9_999.999, 0.2 + 0.1, 1.0 / 3.0, 0.0005, 123.4567, 5e-324]
    values += values.map { -$0 }
    for thousandths in stride(from: 1, to: 20_000, by: 7) { values.append(Double(thousandths) / 1_000) }
    for value in values {
        var writer = JSONWriter()
        writer.double(value)
        let expected = value.rounded(.towardZero) == value ? String(Int(value)) : value.description
        #expect(String(decoding: writer.bytes, as: UTF8.self) == expected, "\(value)")
    }
}

extension JSONValue {
    /// `serialized()` as a `String`.
    func serializedString() -> String {
        String(decoding: serialized(), as: UTF8.self)
    }
}
