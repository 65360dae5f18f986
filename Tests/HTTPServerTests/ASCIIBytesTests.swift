import Testing
@testable import HTTPServer

private func withBytes<T>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> T) -> T {
    var text = text
    return text.withUTF8(body)
}

/// A C string's bytes stop at its NUL.
@Test func cStringBytesStopAtNUL() {
    let bytes = "Content-Type".withCString { Array(ASCIIBytes.of(cString: $0)) }
    #expect(bytes == Array("Content-Type".utf8))
    #expect("".withCString { ASCIIBytes.of(cString: $0).count } == 0)
}

/// Only spaces and tabs at either end are trimmed.
@Test func blanksAreTrimmedAtBothEnds() {
    #expect(withBytes(" \t 12 \t") { Array(ASCIIBytes.trimmingBlanks($0)) } == Array("12".utf8))
    #expect(withBytes("   ") { ASCIIBytes.trimmingBlanks($0).isEmpty })
    #expect(withBytes("a b") { Array(ASCIIBytes.trimmingBlanks($0)) } == Array("a b".utf8))
}

/// Integers read exactly as `Int(_: String)` reads them, overflow and signs included.
@Test(arguments: ["0", "38", "+7", "-5", "007", "", "+", "-", "1a", " 1", "1 ", "0x10", "١",
                  "9223372036854775807", "9223372036854775808", "-9223372036854775808", "-9223372036854775809"])
func integersMatchSwiftsParser(text: String) {
    #expect(withBytes(text) { ASCIIBytes.integer($0[...]) } == Int(text))
}

/// Case is ignored for ASCII letters only: `[` is not `{`, and lengths must agree.
@Test func caseInsensitiveComparisonIsASCIIOnly() {
    #expect(withBytes("Content-LENGTH") { ASCIIBytes.equalIgnoringCase($0[...], "content-length") })
    #expect(!withBytes("content-lengt") { ASCIIBytes.equalIgnoringCase($0[...], "content-length") })
    #expect(!withBytes("a[") { ASCIIBytes.equalIgnoringCase($0[...], "a{") })
    #expect(!withBytes("a@") { ASCIIBytes.equalIgnoringCase($0[...], "a`") })
}

/// Content-Length values may carry blanks around the number; anything else is no length.
@Test func declaredLengthIgnoresSurroundingBlanks() {
    #expect(withBytes(" 38\t") { RequestBody.declaredLength($0) } == 38)
    #expect(withBytes("3 8") { RequestBody.declaredLength($0) } == nil)
    #expect(withBytes("") { RequestBody.declaredLength($0) } == nil)
}

/// The byte form of the JSON media-type check accepts what the string form accepts.
@Test(arguments: ["application/json", "Application/JSON; charset=utf-8", " application/json ;charset=UTF-8",
                  "\tapplication/json\t"])
func mediaTypeBytesAcceptJSON(text: String) {
    #expect(MediaType.isJSON(text))
    #expect(withBytes(text) { MediaType.isJSON(utf8: $0) })
}

/// The byte form rejects what the string form rejects.
@Test(arguments: ["text/plain", "application/jsonx", "application/json-seq", "", ";", "application/ json",
                  "application/jsoN\u{0301}"])
func mediaTypeBytesRejectOthers(text: String) {
    #expect(!MediaType.isJSON(text))
    #expect(!withBytes(text) { MediaType.isJSON(utf8: $0) })
}
