import InterfaceImport
import Testing

/// Elements, attributes in either quote, self-closing tags and text are read in order.
@Test func readsElementsAttributesAndText() throws {
    let root = try MarkupReader.parse(#"<a x="1" y='two'><b/>hello<c k="v">inner</c> world</a>"#, file: "t.xml")
    #expect(root.name == "a")
    #expect(root.attributes == [MarkupAttribute(name: "x", value: "1"), MarkupAttribute(name: "y", value: "two")])
    #expect(root.children.map(\.name) == ["b", "c"])
    #expect(root.text == "hello world")
    #expect(root.child("c")?.text == "inner" && root.child("c")?["k"] == "v")
}

/// The five predefined entities and decimal and hexadecimal character references are
/// resolved in text and in attribute values.
@Test func predefinedEntitiesAndCharacterReferences() throws {
    let root = try MarkupReader.parse(#"<a t="&lt;&gt;&amp;&quot;&apos;&#65;&#x42;&#x1F600;">&lt;&gt;&amp;&quot;&apos;&#233;</a>"#, file: "t.xml")
    #expect(root["t"] == "<>&\"'AB😀")
    #expect(root.text == "<>&\"'é")
}

/// CDATA is text taken as written; comments, processing instructions and the XML
/// declaration are skipped, before, inside and after the root.
@Test func cdataCommentsAndProcessingInstructions() throws {
    let root = try MarkupReader.parse("""
    <?xml version="1.0" encoding="UTF-8" standalone="no"?>
    <!-- before -->
    <a><!-- inside --><![CDATA[<not> &markup;]]><?target data?>tail</a>
    <!-- after --><?after?>
    """, file: "t.xml")
    #expect(root.text == "<not> &markup;tail")
    #expect(root.children.isEmpty)
}

/// A DOCTYPE naming an external DTD (every plist's) is accepted and never read or fetched.
@Test func externalDoctypeIsAcceptedAndIgnored() throws {
    let root = try MarkupReader.parse("""
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0"><dict/></plist>
    """, file: "Info.plist")
    #expect(root.name == "plist")
    #expect(try MarkupReader.parse(#"<!DOCTYPE a SYSTEM 'a.dtd'><a/>"#, file: "t.xml").name == "a")
}

/// An internal DTD subset is refused where it opens, so no entity can ever be declared.
@Test func internalSubsetIsRefused() {
    let error = markupError("<?xml version=\"1.0\"?>\n<!DOCTYPE a [\n]>\n<a/>")
    #expect(error?.code == .invalidInterfaceFile)
    #expect(error?.line == 2 && error?.column == 13)
    #expect(error?.message.hasPrefix("a <!DOCTYPE> with an internal subset ([…]) is refused") == true)
}

/// An external entity (XXE: a file of the server's disk) is an error before anything is read.
@Test func externalEntityIsRefused() {
    let error = markupError(#"<?xml version="1.0"?><!DOCTYPE foo [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><foo>&xxe;</foo>"#)
    #expect(error?.code == .invalidInterfaceFile)
    #expect(error?.description == "t.xml:1:36: a <!DOCTYPE> with an internal subset ([…]) is refused: Swivel reads no DTD, so no entity can be declared or expanded")
}

/// The "billion laughs" entity bomb is an immediate error, not an expansion.
@Test func billionLaughsIsAnError() {
    var bomb = "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [\n <!ENTITY lol \"lol\">\n"
    for level in 1...9 {
        bomb += " <!ENTITY lol\(level) \"" + String(repeating: "&lol\(level == 1 ? "" : String(level - 1));", count: 10) + "\">\n"
    }
    bomb += "]>\n<lolz>&lol9;</lolz>"
    let error = markupError(bomb)
    #expect(error?.code == .invalidInterfaceFile)
    #expect(error?.line == 2)
}

/// An entity declaration anywhere (here in content) is refused, and so is a reference to any
/// entity beyond the five predefined ones.
@Test func entityDeclarationsAndUndefinedEntitiesAreRefused() {
    #expect(markupError(#"<a><!ENTITY x "y"></a>"#)?.message.hasPrefix("entity declarations (<!ENTITY …>) are refused") == true)
    let error = markupError("<a>\n  caf&eacute;</a>")
    #expect(error?.line == 2 && error?.column == 6)
    #expect(error?.message.hasPrefix("undefined entity &eacute;") == true)
}

/// Malformed XML names the line and column: a mismatched end tag where it is.
@Test func mismatchedEndTagHasLineAndColumn() {
    let error = markupError("<a>\n  <b>\n  </c>\n</a>")
    #expect(error?.description == "t.xml:3:3: </c> does not close <b> (opened at line 2, column 3)")
}

/// An element left open says where it opened; a file without a root, with text around the
/// root or content after it is refused.
@Test func unclosedRootAndStrayContent() {
    #expect(markupError("<a>\n<b>")?.message == "unclosed element <b> (opened at line 2, column 1)")
    #expect(markupError("  ")?.message == "the file has no root element")
    #expect(markupError("text<a/>")?.message == "expected '<': text outside the root element")
    #expect(markupError("<a/><b/>")?.message == "content after the root element <a>")
}

/// Attribute values: line ends and tabs become spaces; `<` in a value, a missing quote and
/// a repeated attribute are errors.
@Test func attributeValues() throws {
    #expect(try MarkupReader.parse("<a v=\"x\r\ny\tz\"/>", file: "t.xml")["v"] == "x y z")
    #expect(markupError(#"<a v="<"/>"#)?.message == "'<' is not allowed in an attribute value (write &lt;)")
    #expect(markupError("<a v=1/>")?.message == "expected a quoted attribute value")
    #expect(markupError(#"<a v="1" v="2"/>"#)?.message == "attribute v appears twice in <a>")
}

/// Bytes that are not UTF-8, and control characters XML forbids (raw or referenced), are
/// refused at their position.
@Test func invalidCharactersAreRefused() throws {
    var bytes = Array("<a>\nok X</a>".utf8)
    bytes[7] = 0xFF
    #expect(throws: InterfaceImportError(.invalidInterfaceFile, file: "t.xml", line: 2, column: 4, message: "invalid UTF-8 (byte 0xFF)")) {
        try MarkupReader.parse(bytes, file: "t.xml")
    }
    #expect(markupError("<a>\u{01}</a>")?.message == "control character U+0001 is not allowed in XML")
    #expect(markupError("<a>&#0;</a>")?.message.hasSuffix("names a character XML does not allow") == true)
    #expect(markupError("<a>&#xD800;</a>")?.message.hasSuffix("names a character XML does not allow") == true)
    #expect(markupError("<a>&#99999999999;</a>")?.message == "character reference out of range")
}

/// Windows line ends count as one line, columns count characters (not bytes), text gets `\n`.
@Test func lineEndsAndColumns() throws {
    let root = try MarkupReader.parse("<a>\r\n<b/>é<c/>\r\nx\ry</a>", file: "t.xml")
    #expect(root.children.map { "\($0.line):\($0.column)" } == ["2:1", "2:6"])
    #expect(root.text == "\né\nx\ny")
    #expect(markupError("<a>\r\né &x;</a>")?.column == 3)
}

/// Nesting deeper than the limit is refused at the first element too deep; at the limit it reads.
@Test func depthIsBounded() throws {
    let limits = MarkupLimits(maximumDepth: 4)
    #expect(try MarkupReader.parse("<a><a><a><a/></a></a></a>", file: "t.xml", limits: limits).name == "a")
    let error = markupError("<a><a><a><a><a/></a></a></a></a>", limits: limits)
    #expect(error?.column == 13)
    #expect(error?.message == "elements nest more than 4 deep")
    // The default (512) holds a deep document without using the stack.
    let deep = String(repeating: "<d>", count: 512) + String(repeating: "</d>", count: 512)
    #expect(try MarkupReader.parse(deep, file: "t.xml").name == "d")
    #expect(markupError("<x>" + deep + "</x>")?.message == "elements nest more than 512 deep")
}

/// Attributes per element and elements per file are bounded.
@Test func attributesAndElementsAreBounded() {
    let attributes = (0..<5).map { "a\($0)=\"1\"" }.joined(separator: " ")
    #expect(markupError("<e \(attributes)/>", limits: MarkupLimits(maximumAttributes: 4))?.message == "more than 4 attributes in <e>")
    #expect(markupError("<r><e/><e/><e/></r>", limits: MarkupLimits(maximumElements: 3))?.message == "more than 3 elements")
}

/// A file over the size limit (9 MiB against the default 8 MiB) is refused before any byte
/// is parsed, so it has no position.
@Test func sizeIsCheckedBeforeParsing() {
    let nine = [UInt8](repeating: UInt8(ascii: "<"), count: 9 << 20)
    #expect(throws: InterfaceImportError(.invalidInterfaceFile, file: "Big.storyboard", message: "the file has 9437184 bytes; at most 8388608 (8 MiB) are read")) {
        try MarkupReader.parse(nine, file: "Big.storyboard")
    }
}
