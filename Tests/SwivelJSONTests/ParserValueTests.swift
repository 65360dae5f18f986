import Testing
@testable import SwivelJSON

/// Parsing valid documents into the expected values.
@Suite struct ParserValueTests {
    /// Scalars parse to their cases.
    @Test func scalars() throws {
        #expect(try JSONParser.parse("null") == .null)
        #expect(try JSONParser.parse("true") == .bool(true))
        #expect(try JSONParser.parse("false") == .bool(false))
        #expect(try JSONParser.parse("\"hi\"") == .string("hi"))
        #expect(try JSONParser.parse(" 320 ") == .number(320))
    }

    /// Objects keep member order as written, and the last duplicate key wins on lookup.
    @Test func objectKeepsOrderAndLastDuplicateWins() throws {
        let value = try JSONParser.parse(#"{"b":1,"a":2,"b":3}"#)
        let object = try #require(value.objectValue)
        #expect(object.keys == ["b", "a", "b"])
        #expect(object["b"] == .number(3))
        #expect(object["a"] == .number(2))
        #expect(object["missing"] == nil)
    }

    /// Nested arrays and objects with whitespace of every allowed kind parse.
    @Test func nestedWithWhitespace() throws {
        let value = try JSONParser.parse(" \t\r\n{ \"a\" : [ 1 , { } , [ ] , \"x\" ] }\n")
        #expect(value == ["a": [1, [:], [], "x"]])
    }

    /// Byte input and string input give the same value.
    @Test func bytesAndStringAgree() throws {
        let text = #"{"type":"rotate","orientation":"landscapeLeft"}"#
        #expect(try JSONParser.parse(Array(text.utf8)) == JSONParser.parse(text))
        #expect(try JSONParser.parse(text.utf8) == JSONParser.parse(text))
    }

    /// A non-contiguous collection of bytes is accepted too.
    @Test func nonContiguousCollection() throws {
        let bytes = Array("[1,2]".utf8)
        #expect(try JSONParser.parse(bytes.lazy.map { $0 }) == [1, 2])
    }

    /// Accessors return values only for the matching kind; intValue only for integral numbers.
    @Test func accessors() throws {
        let value = try JSONParser.parse(#"{"n":320,"f":0.5,"s":"x","b":true,"a":[],"z":null}"#)
        #expect(value["n"]?.intValue == 320)
        #expect(value["f"]?.intValue == nil)
        #expect(value["f"]?.doubleValue == 0.5)
        #expect(value["s"]?.stringValue == "x")
        #expect(value["b"]?.boolValue == true)
        #expect(value["a"]?.arrayValue == [])
        #expect(value["z"]?.isNull == true)
        #expect(value["s"]?.intValue == nil)
        #expect(JSONValue.number(1e300).intValue == nil)
    }
}
