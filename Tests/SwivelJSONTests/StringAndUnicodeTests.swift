import Testing
@testable import SwivelJSON

/// Strings: escapes in, escapes out, Unicode untouched.
@Suite struct StringAndUnicodeTests {
    /// Every simple escape decodes to its character.
    @Test func simpleEscapesDecode() throws {
        let value = try JSONParser.parse(#""\" \\ \/ \b \f \n \r \t""#)
        #expect(value == .string("\" \\ / \u{08} \u{0C} \n \r \t"))
    }

    /// \u escapes decode, including surrogate pairs to one scalar outside the BMP.
    @Test func unicodeEscapes() throws {
        #expect(try JSONParser.parse(#""\u00e9\u20AC""#) == .string("é€"))
        #expect(try JSONParser.parse(#""\uD83D\uDE00""#) == .string("😀"))
        #expect(try JSONParser.parse(#""a\u0000b""#) == .string("a\u{0}b"))
    }

    /// Raw UTF-8 (2, 3 and 4 byte sequences) passes through parsing unchanged.
    @Test func rawUTF8() throws {
        #expect(try JSONParser.parse("\"é€😀\"") == .string("é€😀"))
        #expect(try JSONParser.parse("\"x\\n€\"") == .string("x\n€"))
    }

    /// The writer escapes quote, backslash and controls, and leaves other Unicode as UTF-8.
    @Test func writerEscaping() {
        let s = "q\" b\\ n\n t\t r\r \u{08}\u{0C} \u{01}\u{1F} é😀 / \u{7F}"
        let text = JSONValue.string(s).serializedString()
        #expect(text == #""q\" b\\ n\n t\t r\r \b\f \u0001\u001f é😀 / "# + "\u{7F}\"")
    }

    /// Strings with every kind of character survive a write-then-parse round trip.
    @Test func stringRoundTrip() throws {
        var all = ""
        for v in 0..<0x250 { all.unicodeScalars.append(Unicode.Scalar(v)!) }
        all += "😀𝄞\u{10FFFF}"
        let bytes = JSONValue.string(all).serialized()
        #expect(try JSONParser.parse(bytes) == .string(all))
    }

    /// Keys known only at run time are escaped like strings.
    @Test func keysAreEscaped() {
        var w = JSONWriter()
        w.beginObject()
        let key = "a\"b"
        w.dynamicKey(key)
        w.int(1)
        w.endObject()
        #expect(String(decoding: w.bytes, as: UTF8.self) == #"{"a\"b":1}"#)
    }

    /// Literal keys, with and without the comma before them, write the same bytes as the escaping path.
    @Test func literalKeysMatchDynamicKeys() {
        var literal = JSONWriter()
        literal.beginArray()
        literal.beginObject(); literal.key("seq"); literal.int(1)
        literal.key("name"); literal.string("x")
        literal.endObject()
        literal.beginObject(); literal.key("seq"); literal.int(2); literal.endObject()
        literal.endArray()

        var dynamic = JSONWriter()
        dynamic.beginArray()
        for (seq, name) in [(1, "x" as String?), (2, nil)] {
            dynamic.beginObject()
            dynamic.dynamicKey("seq"); dynamic.int(seq)
            if let name { dynamic.dynamicKey("name"); dynamic.string(name) }
            dynamic.endObject()
        }
        dynamic.endArray()
        #expect(literal.bytes == dynamic.bytes)
        #expect(String(decoding: literal.bytes, as: UTF8.self) == #"[{"seq":1,"name":"x"},{"seq":2}]"#)
    }
}
