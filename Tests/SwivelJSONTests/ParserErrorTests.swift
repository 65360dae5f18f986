import Testing
@testable import SwivelJSON

/// Every kind of malformed input is refused with a message and the right line/column.
@Suite struct ParserErrorTests {
    func failure(_ text: String) -> JSONParseError? {
        do {
            _ = try JSONParser.parse(text)
            return nil
        } catch {
            return error
        }
    }

    func failure(bytes: [UInt8]) -> JSONParseError? {
        do {
            _ = try JSONParser.parse(bytes)
            return nil
        } catch {
            return error
        }
    }

    /// A missing comma between members names both expected characters and the position.
    @Test func missingCommaInObject() throws {
        let e = try #require(failure(#"{"a":1 "b":2}"#))
        #expect(e.message.hasPrefix("expected ',' or '}' after object member"))
        #expect(e.line == 1 && e.column == 8 && e.offset == 7)
        #expect(e.description.hasSuffix("at line 1, column 8"))
    }

    /// Line and column count lines and Unicode scalars, not bytes.
    @Test func positionOnLaterLineCountsScalars() throws {
        let e = try #require(failure("{\n  \"é\": tru\n}"))
        #expect(e.line == 2)
        #expect(e.column == 8)
        #expect(e.message.contains("'true'"))
    }

    /// Trailing commas in objects and arrays are refused.
    @Test func trailingCommas() throws {
        #expect(try #require(failure(#"{"a":1,}"#)).message.contains("trailing comma"))
        #expect(try #require(failure("[1,2,]")).message.contains("trailing comma"))
        #expect(try #require(failure("[1,2,]")).column == 6)
    }

    /// Comments are not JSON.
    @Test func comments() throws {
        let e = try #require(failure("[1] // no"))
        #expect(e.message.contains("after the JSON value"))
        #expect(e.column == 5)
        #expect(failure("/* x */ 1") != nil)
    }

    /// Leading zeros, lone minus, bare dots and empty exponents are refused.
    @Test func malformedNumbers() throws {
        #expect(try #require(failure("01")).message.contains("leading zeros"))
        #expect(try #require(failure("-")).message.contains("digit after '-'"))
        #expect(try #require(failure("1.")).message.contains("digit after '.'"))
        #expect(try #require(failure(".5")).message.contains("expected a JSON value"))
        #expect(try #require(failure("1e")).message.contains("exponent"))
        #expect(try #require(failure("+1")).message.contains("expected a JSON value"))
        #expect(try #require(failure("-01")).message.contains("leading zeros"))
    }

    /// Numbers too large for a Double are refused rather than becoming infinity.
    @Test func numberOverflow() throws {
        #expect(try #require(failure("1e400")).message.contains("too large"))
    }

    /// Trailing garbage after a complete value is refused at its position.
    @Test func trailingGarbage() throws {
        let e = try #require(failure("{} x"))
        #expect(e.message == "unexpected 'x' after the JSON value")
        #expect(e.column == 4)
    }

    /// Empty input and whitespace-only input are refused.
    @Test func emptyInput() throws {
        #expect(try #require(failure("")).message.contains("unexpected end of input"))
        #expect(try #require(failure("  \n")).line == 2)
    }

    /// Unterminated strings point at the opening quote.
    @Test func unterminatedString() throws {
        let e = try #require(failure(#"["abc"#))
        #expect(e.message.contains("unterminated string"))
        #expect(e.column == 2)
        #expect(failure(#"["a\"#) != nil)
    }

    /// Raw control characters inside strings are refused, naming the character.
    @Test func controlCharacterInString() throws {
        let e = try #require(failure("\"a\tb\""))
        #expect(e.message.contains("U+0009"))
        #expect(e.column == 3)
    }

    /// Unknown escapes and bad hex digits are refused.
    @Test func badEscapes() throws {
        #expect(try #require(failure(#""\x""#)).message.contains("invalid escape"))
        #expect(try #require(failure(#""\u12G4""#)).message.contains("invalid hex digit"))
        #expect(try #require(failure(#""\u12""#)).message.contains("\\u"))
    }

    /// Lone surrogates in \u escapes are errors, never silently replaced.
    @Test func loneSurrogates() throws {
        #expect(try #require(failure(#""\uD83D""#)).message.contains("lone high surrogate"))
        #expect(try #require(failure(#""\uD83Dx""#)).message.contains("lone high surrogate"))
        #expect(try #require(failure(#""\uD83D\u0041""#)).message.contains("lone high surrogate"))
        #expect(try #require(failure(#""\uDE00""#)).message.contains("lone low surrogate"))
    }

    /// Invalid UTF-8 is refused at the offending byte (bad start byte, overlong, truncated, surrogate).
    @Test func invalidUTF8() throws {
        let bad: [[UInt8]] = [
            [0x22, 0xFF, 0x22],              // never valid
            [0x22, 0xC0, 0xAF, 0x22],        // overlong '/'
            [0x22, 0xE2, 0x82, 0x22],        // truncated €
            [0x22, 0xED, 0xA0, 0x80, 0x22],  // encoded surrogate
            [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22],  // above U+10FFFF
            [0x22, 0x5C, 0x6E, 0xFF, 0x22],  // after an escape
        ]
        for bytes in bad {
            let e = try #require(failure(bytes: bytes))
            #expect(e.message.contains("invalid UTF-8"), "\(bytes)")
        }
        #expect(try #require(failure(bytes: [0xFF])).message.contains("byte 0xFF"))
    }

    /// Bad literals and unexpected characters are named.
    @Test func badLiterals() throws {
        #expect(try #require(failure("nul")).message.contains("'null'"))
        #expect(try #require(failure("True")).message == "unexpected 'T', expected a JSON value")
        #expect(try #require(failure("'a'")).message.contains("'''"))
    }

    /// Objects need quoted keys and colons.
    @Test func objectShape() throws {
        #expect(try #require(failure("{a:1}")).message.contains("to start an object key"))
        #expect(try #require(failure(#"{"a" 1}"#)).message.contains("expected ':'"))
        #expect(try #require(failure(#"{"a":1"#)).message.contains("end of input"))
        #expect(try #require(failure("[1 2]")).message.contains("expected ',' or ']'"))
    }

    /// 512 levels of nesting parse; 513 are refused with a message, not a crash.
    @Test func depthLimit() throws {
        let ok = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        #expect(failure(ok) == nil)
        let deep = String(repeating: "[", count: 513) + String(repeating: "]", count: 513)
        #expect(try #require(failure(deep)).message.contains("nesting deeper than 512"))
        let mixed = String(repeating: #"{"a":["#, count: 300) + "1" + String(repeating: "]}", count: 300)
        #expect(try #require(failure(mixed)).message.contains("nesting deeper"))
    }

    /// A hostile 1 MB of '[' is refused quickly without exhausting the stack.
    @Test func hugeNestingDoesNotOverflowStack() throws {
        let hostile = [UInt8](repeating: UInt8(ascii: "["), count: 1 << 20)
        #expect(failure(bytes: hostile) != nil)
    }
}
