import SwivelJSON

/// `POST …/element(s)`'s locators (docs/webdriver.md): `accessibility id`, `id` and `name` match an
/// element's name (Swivel's view ids play the accessibility identifier), `class name` its
/// type, and the common forms of `-ios predicate string` and `xpath` that suites use.
/// Anything else is an `invalid selector` naming the forms that work.
struct ElementQuery: Sendable {
    /// Every condition must hold (of an XPath, its first step's).
    var conditions: [Condition]
    /// An XPath's further steps, each from the elements the step before found.
    var steps: [Step] = []

    /// `/Type[…]` (a child of an element found so far) or `//Type[…]` (a descendant of one).
    struct Step: Sendable, Equatable {
        var descendant: Bool
        var conditions: [Condition]
    }

    struct Condition: Sendable, Equatable {
        var attribute: String
        var comparison: Comparison
        var value: String
        var caseInsensitive = false
    }

    enum Comparison: Sendable, Equatable {
        case equals, notEquals, contains, beginsWith, endsWith
    }

    static let strategies = ["accessibility id", "id", "name", "class name", "-ios predicate string", "xpath", "css selector"]

    static func parse(using strategy: String, value: String) throws(WebDriverError) -> ElementQuery {
        switch strategy {
        case "accessibility id", "id", "name":
            return ElementQuery(conditions: [Condition(attribute: "name", comparison: .equals, value: value)])
        case "class name":
            return ElementQuery(conditions: [Condition(attribute: "type", comparison: .equals, value: value)])
        case "-ios predicate string":
            return try parsePredicate(value)
        case "xpath":
            return try parseXPath(value)
        case "css selector":
            return try parseCSS(value)
        default:
            throw .invalidArgument("Locator strategy \"\(strategy)\" is not supported; use one of: \(strategies.joined(separator: ", ")).")
        }
    }

    func matches(_ element: AccessibilityElement) -> Bool {
        Self.holds(conditions, for: element)
    }

    /// The elements of `elements` (the candidates of the first step, in document order) the
    /// query finds, in document order: those its first step matches, then for each further
    /// step the children or descendants of those found that the step matches.
    func found(among elements: [AccessibilityElement]) -> [AccessibilityElement] {
        var current = elements.filter(matches)
        guard !steps.isEmpty else { return current }
        var order: [String: Int] = [:]
        for (index, element) in elements.enumerated() { order[element.key] = index }
        for step in steps {
            var next: [AccessibilityElement] = []
            var seen: Set<String> = []
            for element in current {
                let candidates = step.descendant ? Array(element.allElements().dropFirst()) : element.children
                for candidate in candidates where Self.holds(step.conditions, for: candidate) && seen.insert(candidate.key).inserted {
                    next.append(candidate)
                }
            }
            current = next.sorted { (order[$0.key] ?? 0) < (order[$1.key] ?? 0) }
        }
        return current
    }

    private static func holds(_ conditions: [Condition], for element: AccessibilityElement) -> Bool {
        conditions.allSatisfy { condition in
            guard let actual = element.attribute(condition.attribute) else { return condition.comparison == .notEquals }
            var left = actual
            var right = condition.value
            if AccessibilityElement.booleanAttributes.contains(condition.attribute) {
                right = Self.booleanText(right) ?? right
            }
            if condition.attribute == "type", !right.hasPrefix("XCUIElementType") { right = "XCUIElementType" + right }
            if condition.caseInsensitive {
                left = left.lowercased()
                right = right.lowercased()
            }
            switch condition.comparison {
            case .equals: return left == right
            case .notEquals: return left != right
            case .contains: return left.contains(right)
            case .beginsWith: return left.hasPrefix(right)
            case .endsWith: return left.hasSuffix(right)
            }
        }
    }

    private static func booleanText(_ text: String) -> String? {
        switch text.lowercased() {
        case "1", "true", "yes": "true"
        case "0", "false", "no": "false"
        default: nil
        }
    }

    // MARK: -ios predicate string

    static let predicateForms = "name == 'x', label == \"x\", value, type == 'XCUIElementTypeButton', visible == 1, enabled == true; operators ==, !=, CONTAINS, BEGINSWITH, ENDSWITH (with [c] for any case); clauses joined by AND"

    static func parsePredicate(_ text: String) throws(WebDriverError) -> ElementQuery {
        var scanner = Scanner(text)
        var conditions: [Condition] = []
        repeat {
            scanner.skipSpaces()
            guard let attribute = scanner.word(), AccessibilityElement.queryAttributes.contains(attribute) else {
                throw .invalidSelector("Predicate \"\(text)\": expected an attribute (\(AccessibilityElement.queryAttributes.joined(separator: ", "))) at offset \(scanner.offset). Supported: \(predicateForms).")
            }
            scanner.skipSpaces()
            guard var condition = scanner.comparison().map({ Condition(attribute: attribute, comparison: $0.0, value: "", caseInsensitive: $0.1) }) else {
                throw .invalidSelector("Predicate \"\(text)\": expected ==, !=, CONTAINS, BEGINSWITH or ENDSWITH after \(attribute). Supported: \(predicateForms).")
            }
            scanner.skipSpaces()
            guard let value = scanner.quoted() ?? scanner.word() else {
                throw .invalidSelector("Predicate \"\(text)\": expected a quoted value after the operator at offset \(scanner.offset). Supported: \(predicateForms).")
            }
            condition.value = value
            conditions.append(condition)
            scanner.skipSpaces()
        } while scanner.keyword("AND") || scanner.literal("&&")
        guard scanner.atEnd else {
            throw .invalidSelector("Predicate \"\(text)\": unexpected text at offset \(scanner.offset). Supported: \(predicateForms).")
        }
        return ElementQuery(conditions: conditions)
    }

    // MARK: css selector

    /// The selectors Selenium's own client sends for `By.ID`, `By.NAME` and `By.CLASS_NAME`
    /// (`[id="x"]`, `[name="x"]`, `.XCUIElementTypeButton`), plus `#x` and a bare type.
    static func parseCSS(_ text: String) throws(WebDriverError) -> ElementQuery {
        let forms = "[id=\"x\"], [name=\"x\"], #x, .XCUIElementTypeButton or XCUIElementTypeButton"
        var scanner = Scanner(text)
        var query: ElementQuery?
        if scanner.literal("[") {
            if let attribute = scanner.word(), attribute == "id" || attribute == "name", scanner.literal("="), let value = scanner.quoted(), scanner.literal("]") {
                query = ElementQuery(conditions: [Condition(attribute: "name", comparison: .equals, value: value)])
            }
        } else if scanner.literal("#") {
            if let value = scanner.word() { query = ElementQuery(conditions: [Condition(attribute: "name", comparison: .equals, value: value)]) }
        } else {
            _ = scanner.literal(".")
            if let type = scanner.word() { query = ElementQuery(conditions: [Condition(attribute: "type", comparison: .equals, value: type)]) }
        }
        guard let query, scanner.atEnd else {
            throw .invalidSelector("CSS selector \"\(text)\": Swivel has no web page; only these forms name native elements: \(forms).")
        }
        return query
    }

    // MARK: xpath

    static let xpathForms = "//XCUIElementTypeButton, //*, //XCUIElementTypeButton[@name=\"x\"], [@label='x'], [@name=\"x\" and @visible=\"true\"], [contains(@label, \"x\")], [starts-with(@name, \"x\")], and further /Type or //Type steps (//XCUIElementTypeCell[@name=\"x\"]//XCUIElementTypeStaticText)"

    static func parseXPath(_ text: String) throws(WebDriverError) -> ElementQuery {
        var scanner = Scanner(text)
        guard scanner.literal("//") else {
            throw .invalidSelector("XPath \"\(text)\": only paths starting with // are supported: \(xpathForms).")
        }
        var query = ElementQuery(conditions: try parseXPathStep(&scanner, text))
        while !scanner.atEnd {
            let descendant = scanner.literal("//")
            guard descendant || scanner.literal("/") else {
                throw .invalidSelector("XPath \"\(text)\": unexpected text at offset \(scanner.offset) (positions, axes and functions other than contains and starts-with are not supported). Supported: \(xpathForms).")
            }
            query.steps.append(Step(descendant: descendant, conditions: try parseXPathStep(&scanner, text)))
        }
        return query
    }

    /// One step after its `/` or `//`: `Type` or `*`, then its predicates.
    private static func parseXPathStep(_ scanner: inout Scanner, _ text: String) throws(WebDriverError) -> [Condition] {
        var conditions: [Condition] = []
        if !scanner.literal("*") {
            guard let type = scanner.word() else {
                throw .invalidSelector("XPath \"\(text)\": expected an element type or * at offset \(scanner.offset) (axes such as .. or following-sibling:: are not supported). Supported: \(xpathForms).")
            }
            conditions.append(Condition(attribute: "type", comparison: .equals, value: type))
        }
        while scanner.literal("[") {
            repeat {
                scanner.skipSpaces()
                var function: Comparison = .equals
                var call = false
                if scanner.literal("contains(") { function = .contains; call = true }
                else if scanner.literal("starts-with(") { function = .beginsWith; call = true }
                guard scanner.literal("@"), let attribute = scanner.word(), AccessibilityElement.queryAttributes.contains(attribute) else {
                    throw .invalidSelector("XPath \"\(text)\": expected @attribute (\(AccessibilityElement.queryAttributes.joined(separator: ", "))) at offset \(scanner.offset). Supported: \(xpathForms).")
                }
                scanner.skipSpaces()
                if call {
                    guard scanner.literal(",") else { throw .invalidSelector("XPath \"\(text)\": expected , in the function call. Supported: \(xpathForms).") }
                } else {
                    if scanner.literal("!=") { function = .notEquals }
                    else if !scanner.literal("=") { throw .invalidSelector("XPath \"\(text)\": expected = after @\(attribute). Supported: \(xpathForms).") }
                }
                scanner.skipSpaces()
                guard let value = scanner.quoted() else {
                    throw .invalidSelector("XPath \"\(text)\": expected a quoted value at offset \(scanner.offset). Supported: \(xpathForms).")
                }
                scanner.skipSpaces()
                if call, !scanner.literal(")") { throw .invalidSelector("XPath \"\(text)\": expected ) to close the function. Supported: \(xpathForms).") }
                conditions.append(Condition(attribute: attribute, comparison: function, value: value))
                scanner.skipSpaces()
            } while scanner.keyword("and")
            guard scanner.literal("]") else {
                throw .invalidSelector("XPath \"\(text)\": expected ] at offset \(scanner.offset) (positions such as [2] and axes are not supported). Supported: \(xpathForms).")
            }
        }
        return conditions
    }
}

extension AccessibilityElement {
    static let queryAttributes = ["type", "name", "label", "value", "enabled", "visible", "selected", "accessible"]
    static let booleanAttributes: Set<String> = ["enabled", "visible", "selected", "accessible"]

    /// An attribute as text (`GET …/attribute/{name}`, predicates, XPath); nil when absent.
    func attribute(_ attribute: String) -> String? {
        switch attribute {
        case "type", "elementType": type
        case "name", "identifier": name
        case "label": label
        case "value": value
        case "enabled": String(enabled)
        case "visible", "displayed": String(visible)
        case "selected": String(selected)
        case "accessible": String(isAccessible)
        case "rect": rectJSON
        default: nil
        }
    }
}

extension AccessibilityElement {
    /// The frame as the JSON text WebDriverAgent gives for the `rect` attribute, written by the
    /// same writer as the `…/rect` command.
    var rectJSON: String {
        var writer = JSONWriter(capacity: 64)
        writeRect(to: &writer)
        return String(decoding: writer.bytes, as: UTF8.self)
    }
}

/// A small cursor over a locator's characters.
private struct Scanner {
    let characters: [Character]
    var offset = 0

    init(_ text: String) { characters = Array(text) }

    var atEnd: Bool { offset >= characters.count }

    mutating func skipSpaces() {
        while offset < characters.count, characters[offset].isWhitespace { offset += 1 }
    }

    mutating func literal(_ text: String) -> Bool {
        let wanted = Array(text)
        guard offset + wanted.count <= characters.count, Array(characters[offset..<offset + wanted.count]) == wanted else { return false }
        offset += wanted.count
        return true
    }

    /// A word (any case) followed by a space or the end.
    mutating func keyword(_ word: String) -> Bool {
        let end = offset + word.count
        guard end == characters.count || (end < characters.count && characters[end].isWhitespace) else { return false }
        return keywordPrefix(word)
    }

    mutating func word() -> String? {
        let start = offset
        while offset < characters.count, characters[offset].isLetter || characters[offset].isNumber || characters[offset] == "_" || characters[offset] == "-" && offset > start {
            offset += 1
        }
        return offset > start ? String(characters[start..<offset]) : nil
    }

    mutating func quoted() -> String? {
        guard offset < characters.count, characters[offset] == "'" || characters[offset] == "\"" else { return nil }
        let quote = characters[offset]
        var index = offset + 1
        var text = ""
        while index < characters.count {
            if characters[index] == "\\", index + 1 < characters.count {
                text.append(characters[index + 1])
                index += 2
                continue
            }
            if characters[index] == quote {
                offset = index + 1
                return text
            }
            text.append(characters[index])
            index += 1
        }
        return nil
    }

    /// `==`, `=`, `!=`, or CONTAINS/BEGINSWITH/ENDSWITH (any case), each with an optional
    /// `[c]`/`[cd]` for a case-insensitive match.
    mutating func comparison() -> (ElementQuery.Comparison, Bool)? {
        let comparison: ElementQuery.Comparison
        if literal("==") { comparison = .equals }
        else if literal("!=") { comparison = .notEquals }
        else if literal("=") { comparison = .equals }
        else if keywordPrefix("CONTAINS") { comparison = .contains }
        else if keywordPrefix("BEGINSWITH") { comparison = .beginsWith }
        else if keywordPrefix("ENDSWITH") { comparison = .endsWith }
        else { return nil }
        let insensitive = literal("[c]") || literal("[cd]") || literal("[dc]")
        _ = literal("[d]")
        return (comparison, insensitive)
    }

    private mutating func keywordPrefix(_ word: String) -> Bool {
        let wanted = Array(word.lowercased())
        guard offset + wanted.count <= characters.count,
              characters[offset..<offset + wanted.count].map({ Character($0.lowercased()) }) == wanted
        else { return false }
        offset += wanted.count
        return true
    }
}
