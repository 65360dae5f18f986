/// Bounds on what `MarkupReader` reads: a hostile file costs at most these.
public struct MarkupLimits: Sendable, Equatable {
    /// Largest file read, checked before anything is parsed (docs/interface-import.md: 8 MiB a file).
    public var maximumBytes: Int
    /// Deepest element nesting.
    public var maximumDepth: Int
    /// Most attributes on one element.
    public var maximumAttributes: Int
    /// Most elements in one file (a 2,000-scene storyboard has well under 100,000).
    public var maximumElements: Int

    public init(maximumBytes: Int = 8 << 20, maximumDepth: Int = 512, maximumAttributes: Int = 256, maximumElements: Int = 500_000) {
        self.maximumBytes = maximumBytes
        self.maximumDepth = maximumDepth
        self.maximumAttributes = maximumAttributes
        self.maximumElements = maximumElements
    }
}

/// A small XML 1.0 reader for Interface Builder files and XML property lists, written for
/// Swivel instead of Foundation's `XMLParser` (docs/architecture.md, "InterfaceImport").
///
/// What it reads: elements, attributes (either quote), character data, CDATA sections,
/// comments and processing instructions (both skipped, the `<?xml …?>` declaration among
/// them), the five predefined entities and character references (`&#60;`, `&#x3C;`).
///
/// What it refuses, each with the file, line and column: anything that is not UTF-8, control
/// characters XML does not allow, a `<!DOCTYPE>` with an internal subset and any markup
/// declaration (`<!ENTITY …>`): so no entity is ever declared, and none is expanded; a
/// reference to an entity other than the five (nothing is looked up in a DTD); a document
/// larger, deeper, or with more elements or attributes per element than `MarkupLimits`
/// allows. A `<!DOCTYPE>` naming an external DTD (every plist has one) is accepted and never
/// resolved or fetched. Namespaces are not interpreted (names keep their prefix).
///
/// It never recurses, so nesting costs heap, not stack, up to `maximumDepth`.
public enum MarkupReader {
    /// Parses one document and returns its root element.
    public static func parse(_ bytes: [UInt8], file: String, limits: MarkupLimits = MarkupLimits()) throws(InterfaceImportError) -> MarkupElement {
        guard bytes.count <= limits.maximumBytes else {
            throw InterfaceImportError(.invalidInterfaceFile, file: file, message: "the file has \(bytes.count) bytes; at most \(limits.maximumBytes) (\(limits.maximumBytes >> 20) MiB) are read")
        }
        let result: Result<MarkupElement, InterfaceImportError> = bytes.withUnsafeBufferPointer { buffer in
            var scanner = MarkupScanner(bytes: buffer, file: file, limits: limits)
            do throws(InterfaceImportError) {
                return .success(try scanner.document())
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// Parses a document given as a string.
    public static func parse(_ text: String, file: String, limits: MarkupLimits = MarkupLimits()) throws(InterfaceImportError) -> MarkupElement {
        try parse(Array(text.utf8), file: file, limits: limits)
    }
}

private extension UInt8 {
    static let lessThan = UInt8(ascii: "<")
    static let greaterThan = UInt8(ascii: ">")
    static let ampersand = UInt8(ascii: "&")
    static let slash = UInt8(ascii: "/")
    static let question = UInt8(ascii: "?")
    static let bang = UInt8(ascii: "!")
    static let equals = UInt8(ascii: "=")
    static let quote = UInt8(ascii: "\"")
    static let apostrophe = UInt8(ascii: "'")
    static let semicolon = UInt8(ascii: ";")
    static let hash = UInt8(ascii: "#")
    static let lineFeed = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    static let openBracket = UInt8(ascii: "[")

    var isXMLWhitespace: Bool { self == .space || self == .tab || self == .lineFeed || self == .carriageReturn }

    var isNameStart: Bool {
        (self >= 0x61 && self <= 0x7A) || (self >= 0x41 && self <= 0x5A) || self == 0x5F || self == 0x3A || self >= 0x80
    }

    var isNameByte: Bool {
        isNameStart || (self >= 0x30 && self <= 0x39) || self == 0x2D || self == 0x2E
    }
}

/// An element being read: its start, attributes, children so far and character data bytes.
private struct OpenElement {
    var element: MarkupElement
    var text: [UInt8] = []
}

private struct MarkupScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    let file: String
    let limits: MarkupLimits
    var i = 0
    var elementCount = 0
    // A position cursor that only moves forward in the common case: elements start in
    // increasing order, so line and column cost one pass over the file in all.
    var cursorOffset = 0
    var cursorLine = 1
    var cursorColumn = 1

    init(bytes: UnsafeBufferPointer<UInt8>, file: String, limits: MarkupLimits) {
        self.bytes = bytes
        self.file = file
        self.limits = limits
    }

    // MARK: Positions and errors

    mutating func position(_ offset: Int) -> (line: Int, column: Int) {
        if offset < cursorOffset {
            cursorOffset = 0
            cursorLine = 1
            cursorColumn = 1
        }
        let end = min(offset, bytes.count)
        var o = cursorOffset
        while o < end {
            let b = bytes[o]
            if b == .lineFeed {
                cursorLine += 1
                cursorColumn = 1
            } else if b == .carriageReturn {
                if o + 1 < bytes.count && bytes[o + 1] == .lineFeed {
                    // CR LF is one line end: the LF counts it.
                } else {
                    cursorLine += 1
                    cursorColumn = 1
                }
            } else if b & 0xC0 != 0x80 {
                cursorColumn += 1
            }
            o += 1
        }
        cursorOffset = end
        return (cursorLine, cursorColumn)
    }

    mutating func failure(_ message: String, at offset: Int) -> InterfaceImportError {
        let (line, column) = position(offset)
        return InterfaceImportError(.invalidInterfaceFile, file: file, line: line, column: column, message: message)
    }

    // MARK: Small readers

    func at(_ literal: StaticString, _ offset: Int) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard offset + count <= bytes.count else { return false }
        let start = literal.utf8Start
        for k in 0..<count where bytes[offset + k] != start[k] { return false }
        return true
    }

    func peek(_ offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

    @discardableResult
    mutating func skipWhitespace() -> Bool {
        let start = i
        while i < bytes.count && bytes[i].isXMLWhitespace { i += 1 }
        return i > start
    }

    func string(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    mutating func name(_ what: String) throws(InterfaceImportError) -> String {
        guard let first = peek(i), first.isNameStart else {
            throw failure("expected \(what)", at: i)
        }
        let start = i
        i += 1
        while i < bytes.count && bytes[i].isNameByte { i += 1 }
        return string(start..<i)
    }

    /// Moves past `terminator`, searching from `i`; fails with `message` at `start` when absent.
    mutating func skip(past terminator: StaticString, unterminated message: String, start: Int) throws(InterfaceImportError) {
        while i < bytes.count {
            if bytes[i] == terminator.utf8Start[0] && at(terminator, i) {
                i += terminator.utf8CodeUnitCount
                return
            }
            i += 1
        }
        throw failure(message, at: start)
    }

    // MARK: The document

    mutating func document() throws(InterfaceImportError) -> MarkupElement {
        try validateCharacters()
        if at("\u{FEFF}", 0) { i = 3 }
        var sawDoctype = false
        // Prolog: declarations, comments, processing instructions, one DOCTYPE.
        while true {
            skipWhitespace()
            guard i < bytes.count else { throw failure("the file has no root element", at: i) }
            guard bytes[i] == .lessThan else { throw failure("expected '<': text outside the root element", at: i) }
            if at("<?", i) {
                try processingInstruction()
            } else if at("<!--", i) {
                try comment()
            } else if at("<!DOCTYPE", i) {
                if sawDoctype { throw failure("a second <!DOCTYPE>", at: i) }
                sawDoctype = true
                try doctype()
            } else if at("<!", i) {
                throw markupDeclaration()
            } else {
                break
            }
        }
        let root = try elementTree()
        // After the root: only whitespace, comments and processing instructions.
        while true {
            skipWhitespace()
            guard i < bytes.count else { break }
            if at("<?", i) {
                try processingInstruction()
            } else if at("<!--", i) {
                try comment()
            } else {
                throw failure("content after the root element <\(root.name)>", at: i)
            }
        }
        return root
    }

    /// Every byte is UTF-8 and every character one XML 1.0 allows (§2.2): refused up front, so
    /// that strings can be decoded without checks later.
    mutating func validateCharacters() throws(InterfaceImportError) {
        var o = 0
        let n = bytes.count
        while o < n {
            let c = bytes[o]
            if c < 0x80 {
                if c < 0x20 && c != .tab && c != .lineFeed && c != .carriageReturn {
                    throw failure("control character U+\(hex(UInt32(c))) is not allowed in XML", at: o)
                }
                o += 1
                continue
            }
            var length = 0
            var scalar: UInt32 = 0
            if c >= 0xC2 && c <= 0xDF {
                length = 2
                scalar = UInt32(c & 0x1F)
            } else if c >= 0xE0 && c <= 0xEF {
                length = 3
                scalar = UInt32(c & 0x0F)
            } else if c >= 0xF0 && c <= 0xF4 {
                length = 4
                scalar = UInt32(c & 0x07)
            } else {
                throw failure("invalid UTF-8 (byte 0x\(String(c, radix: 16, uppercase: true)))", at: o)
            }
            guard o + length <= n else { throw failure("invalid UTF-8 (truncated sequence)", at: o) }
            for k in 1..<length {
                let continuation = bytes[o + k]
                guard continuation & 0xC0 == 0x80 else { throw failure("invalid UTF-8 (byte 0x\(String(c, radix: 16, uppercase: true)))", at: o) }
                scalar = scalar << 6 | UInt32(continuation & 0x3F)
            }
            if (length == 3 && (scalar < 0x800 || (scalar >= 0xD800 && scalar <= 0xDFFF))) || (length == 4 && (scalar < 0x10000 || scalar > 0x10FFFF)) {
                throw failure("invalid UTF-8 (overlong form or surrogate)", at: o)
            }
            if scalar == 0xFFFE || scalar == 0xFFFF {
                throw failure("character U+\(hex(scalar)) is not allowed in XML", at: o)
            }
            o += length
        }
    }

    func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    mutating func processingInstruction() throws(InterfaceImportError) {
        let start = i
        i += 2
        _ = try name("a processing instruction target after '<?'")
        try skip(past: "?>", unterminated: "unterminated processing instruction (no '?>')", start: start)
    }

    mutating func comment() throws(InterfaceImportError) {
        let start = i
        i += 4
        try skip(past: "-->", unterminated: "unterminated comment (no '-->')", start: start)
    }

    /// `<!ENTITY`, `<!ELEMENT`, `<!ATTLIST`, `<!NOTATION` or anything else after `<!`.
    mutating func markupDeclaration() -> InterfaceImportError {
        if at("<!ENTITY", i) {
            return failure("entity declarations (<!ENTITY …>) are refused: Swivel reads no DTD and expands no entities", at: i)
        }
        if at("<!ELEMENT", i) || at("<!ATTLIST", i) || at("<!NOTATION", i) {
            return failure("markup declarations are refused: Swivel reads no DTD", at: i)
        }
        return failure("unexpected '<!' (expected a comment, CDATA section or element)", at: i)
    }

    /// `<!DOCTYPE name>`, `<!DOCTYPE name SYSTEM "uri">`, `<!DOCTYPE name PUBLIC "id" "uri">`:
    /// accepted and ignored (the DTD is never read). An internal subset (`[…]`) is refused.
    mutating func doctype() throws(InterfaceImportError) {
        let start = i
        i += 9
        guard skipWhitespace() else { throw failure("expected whitespace after <!DOCTYPE", at: i) }
        _ = try name("the root element's name in <!DOCTYPE>")
        skipWhitespace()
        if at("SYSTEM", i) {
            i += 6
            guard skipWhitespace() else { throw failure("expected whitespace after SYSTEM", at: i) }
            try literal()
        } else if at("PUBLIC", i) {
            i += 6
            guard skipWhitespace() else { throw failure("expected whitespace after PUBLIC", at: i) }
            try literal()
            guard skipWhitespace() else { throw failure("expected whitespace and the system identifier after the public identifier", at: i) }
            try literal()
        }
        skipWhitespace()
        guard let b = peek(i) else { throw failure("unterminated <!DOCTYPE>", at: start) }
        if b == .openBracket {
            throw failure("a <!DOCTYPE> with an internal subset ([…]) is refused: Swivel reads no DTD, so no entity can be declared or expanded", at: i)
        }
        guard b == .greaterThan else { throw failure("expected '>' to end <!DOCTYPE>", at: i) }
        i += 1
    }

    /// A quoted literal of a DOCTYPE (its content is not used).
    mutating func literal() throws(InterfaceImportError) {
        guard let quote = peek(i), quote == .quote || quote == .apostrophe else {
            throw failure("expected a quoted identifier in <!DOCTYPE>", at: i)
        }
        let start = i
        i += 1
        while i < bytes.count && bytes[i] != quote { i += 1 }
        guard i < bytes.count else { throw failure("unterminated quoted identifier in <!DOCTYPE>", at: start) }
        i += 1
    }

    // MARK: Elements

    /// The root element and everything in it, read with an explicit stack.
    mutating func elementTree() throws(InterfaceImportError) -> MarkupElement {
        var stack: [OpenElement] = []
        let (first, firstClosed) = try startTag(depth: 1)
        if firstClosed { return first }
        stack.append(OpenElement(element: first))
        while true {
            guard i < bytes.count else {
                let open = stack[stack.count - 1].element
                throw failure("unclosed element <\(open.name)> (opened at line \(open.line), column \(open.column))", at: i)
            }
            let b = bytes[i]
            if b == .lessThan {
                if at("</", i) {
                    let start = i
                    i += 2
                    let closing = try name("an element name after '</'")
                    skipWhitespace()
                    guard peek(i) == .greaterThan else { throw failure("expected '>' to end </\(closing)", at: i) }
                    i += 1
                    var done = stack.removeLast()
                    guard done.element.name == closing else {
                        throw failure("</\(closing)> does not close <\(done.element.name)> (opened at line \(done.element.line), column \(done.element.column))", at: start)
                    }
                    done.element.text = String(decoding: done.text, as: UTF8.self)
                    if stack.isEmpty { return done.element }
                    stack[stack.count - 1].element.children.append(done.element)
                } else if at("<!--", i) {
                    try comment()
                } else if at("<![CDATA[", i) {
                    let start = i
                    i += 9
                    let contentStart = i
                    try skip(past: "]]>", unterminated: "unterminated CDATA section (no ']]>')", start: start)
                    appendText(contentStart..<(i - 3), to: &stack[stack.count - 1].text)
                } else if at("<?", i) {
                    try processingInstruction()
                } else if at("<!", i) {
                    throw markupDeclaration()
                } else {
                    let (element, closed) = try startTag(depth: stack.count + 1)
                    if closed {
                        stack[stack.count - 1].element.children.append(element)
                    } else {
                        stack.append(OpenElement(element: element))
                    }
                }
            } else if b == .ampersand {
                try reference(into: &stack[stack.count - 1].text)
            } else {
                let start = i
                while i < bytes.count && bytes[i] != .lessThan && bytes[i] != .ampersand { i += 1 }
                appendText(start..<i, to: &stack[stack.count - 1].text)
            }
        }
    }

    /// Character data with line ends normalized (CR LF and lone CR become LF).
    func appendText(_ range: Range<Int>, to text: inout [UInt8]) {
        var segment = range.lowerBound
        var o = range.lowerBound
        while o < range.upperBound {
            if bytes[o] == .carriageReturn {
                text.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[segment..<o]))
                text.append(.lineFeed)
                if o + 1 < range.upperBound && bytes[o + 1] == .lineFeed { o += 1 }
                segment = o + 1
            }
            o += 1
        }
        text.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[segment..<range.upperBound]))
    }

    /// `<name attr="value" …>` or `…/>`: the element (without children) and whether it closed itself.
    mutating func startTag(depth: Int) throws(InterfaceImportError) -> (MarkupElement, Bool) {
        let start = i
        let (line, column) = position(start)
        elementCount += 1
        guard elementCount <= limits.maximumElements else {
            throw failure("more than \(limits.maximumElements) elements", at: start)
        }
        guard depth <= limits.maximumDepth else {
            throw failure("elements nest more than \(limits.maximumDepth) deep", at: start)
        }
        i += 1
        let elementName = try name("an element name after '<'")
        var element = MarkupElement(name: elementName, line: line, column: column)
        while true {
            let spaced = skipWhitespace()
            guard let b = peek(i) else { throw failure("unterminated start tag <\(elementName)", at: start) }
            if b == .slash {
                guard peek(i + 1) == .greaterThan else { throw failure("expected '>' after '/' in <\(elementName)", at: i + 1) }
                i += 2
                return (element, true)
            }
            if b == .greaterThan {
                i += 1
                return (element, false)
            }
            guard spaced else { throw failure("expected whitespace, '>' or '/>' in <\(elementName)", at: i) }
            let attributeStart = i
            let attributeName = try name("an attribute name, '>' or '/>' in <\(elementName)")
            skipWhitespace()
            guard peek(i) == .equals else { throw failure("expected '=' after attribute \(attributeName)", at: i) }
            i += 1
            skipWhitespace()
            let value = try attributeValue()
            if element.attributes.contains(where: { $0.name == attributeName }) {
                throw failure("attribute \(attributeName) appears twice in <\(elementName)>", at: attributeStart)
            }
            guard element.attributes.count < limits.maximumAttributes else {
                throw failure("more than \(limits.maximumAttributes) attributes in <\(elementName)>", at: attributeStart)
            }
            element.attributes.append(MarkupAttribute(name: attributeName, value: value))
        }
    }

    /// A quoted attribute value: references resolved, whitespace characters made spaces (§3.3.3).
    mutating func attributeValue() throws(InterfaceImportError) -> String {
        guard let quote = peek(i), quote == .quote || quote == .apostrophe else {
            throw failure("expected a quoted attribute value", at: i)
        }
        let start = i
        i += 1
        var value: [UInt8] = []
        while true {
            guard i < bytes.count else { throw failure("unterminated attribute value", at: start) }
            let b = bytes[i]
            if b == quote {
                i += 1
                return String(decoding: value, as: UTF8.self)
            }
            switch b {
            case .lessThan:
                throw failure("'<' is not allowed in an attribute value (write &lt;)", at: i)
            case .ampersand:
                try reference(into: &value)
            case .carriageReturn:
                value.append(.space)
                i += (peek(i + 1) == .lineFeed) ? 2 : 1
            case .lineFeed, .tab:
                value.append(.space)
                i += 1
            default:
                value.append(b)
                i += 1
            }
        }
    }

    /// `&lt;` `&gt;` `&amp;` `&quot;` `&apos;` `&#N;` `&#xN;`: anything else is refused.
    mutating func reference(into text: inout [UInt8]) throws(InterfaceImportError) {
        let start = i
        i += 1
        if peek(i) == .hash {
            i += 1
            var radix: UInt32 = 10
            if peek(i) == UInt8(ascii: "x") {
                radix = 16
                i += 1
            }
            var value: UInt32 = 0
            var digits = 0
            while let b = peek(i), b != .semicolon {
                let digit: UInt32
                switch b {
                case 0x30...0x39: digit = UInt32(b - 0x30)
                case 0x61...0x66 where radix == 16: digit = UInt32(b - 0x61 + 10)
                case 0x41...0x46 where radix == 16: digit = UInt32(b - 0x41 + 10)
                default: throw failure("malformed character reference", at: start)
                }
                value = value &* radix &+ digit
                digits += 1
                guard digits <= 8, value <= 0x10FFFF else { throw failure("character reference out of range", at: start) }
                i += 1
            }
            guard digits > 0, peek(i) == .semicolon else { throw failure("malformed character reference (expected digits and ';')", at: start) }
            i += 1
            let allowed = value == 0x9 || value == 0xA || value == 0xD || (value >= 0x20 && value <= 0xD7FF)
                || (value >= 0xE000 && value <= 0xFFFD) || (value >= 0x10000 && value <= 0x10FFFF)
            guard allowed, let scalar = Unicode.Scalar(value) else {
                throw failure("character reference &#\(radix == 16 ? "x" : "")\(String(value, radix: Int(radix), uppercase: true)); names a character XML does not allow", at: start)
            }
            text.append(contentsOf: String(Character(scalar)).utf8)
            return
        }
        let nameStart = i
        while let b = peek(i), b.isNameByte, i - nameStart < 32 { i += 1 }
        let entity = string(nameStart..<i)
        guard peek(i) == .semicolon, !entity.isEmpty else {
            throw failure("'&' must start an entity or character reference (write &amp;)", at: start)
        }
        i += 1
        switch entity {
        case "lt": text.append(.lessThan)
        case "gt": text.append(.greaterThan)
        case "amp": text.append(.ampersand)
        case "quot": text.append(.quote)
        case "apos": text.append(.apostrophe)
        default:
            throw failure("undefined entity &\(entity); (only &lt; &gt; &amp; &quot; &apos; and character references are read: Swivel reads no DTD)", at: start)
        }
    }
}
