/// A JSON value and where it was found (`$.events[2].type`): the one way Swivel reads what
/// clients send — event bodies, session and exploration requests, app definitions.
///
/// Every accessor returns what was asked for or throws a `JSONFieldProblem` that names the
/// path and what was expected, in one vocabulary ("expected a string, got a number", "is
/// required (…)", "expected a whole number from 0 to 30, got 31", "unknown key; allowed here:
/// …"). Readers
/// choose their policy on top: the API's body readers stop at the first problem and map it to
/// their error code; the app definition reader collects every problem (docs/architecture.md,
/// "Reading JSON").
public struct JSONField: Sendable {
    public let value: JSONValue
    public let path: JSONPath

    @inlinable
    public init(_ value: JSONValue, at path: JSONPath = .root) {
        self.value = value
        self.path = path
    }

    /// A problem with this value.
    public func problem(_ message: String) -> JSONFieldProblem {
        JSONFieldProblem(path: path.description, message: message)
    }

    /// "expected `what`, got a number".
    public func expected(_ what: String) -> JSONFieldProblem {
        problem("expected \(what), got \(value.kindName)")
    }

    /// This value as an object (`what` names it in the problem when it is not one); with
    /// `allowing`, a key outside that list is a problem at the key's path.
    @inlinable
    public func object(_ what: @autoclosure () -> String = "an object", allowing keys: [String]? = nil) throws(JSONFieldProblem) -> JSONFields {
        guard case .object(let object) = value else { throw expected(what()) }
        let fields = JSONFields(object: object, path: path)
        if let keys, let first = fields.unknownKeys(allowed: keys).first { throw first }
        return fields
    }

    /// This value as an array of fields (paths `…[0]`, `…[1]`, …), with at most `maximumCount`
    /// elements when given.
    public func array(_ what: @autoclosure () -> String = "an array", maximumCount: Int? = nil) throws(JSONFieldProblem) -> [JSONField] {
        guard case .array(let elements) = value else { throw expected(what()) }
        if let maximumCount, elements.count > maximumCount {
            throw problem("at most \(maximumCount) elements, got \(elements.count)")
        }
        var fields: [JSONField] = []
        fields.reserveCapacity(elements.count)
        let prefix = path.description
        for (index, element) in elements.enumerated() {
            fields.append(JSONField(element, at: JSONPath(prefix: prefix, first: .index(index), second: .none)))
        }
        return fields
    }

    /// A string; an empty one is a problem unless `allowingEmpty`.
    @inlinable
    public func string(allowingEmpty: Bool = false) throws(JSONFieldProblem) -> String {
        guard case .string(let string) = value else { throw expected("a string") }
        if string.isEmpty && !allowingEmpty { throw problem("must not be empty") }
        return string
    }

    @inlinable
    public func bool() throws(JSONFieldProblem) -> Bool {
        guard case .bool(let flag) = value else { throw expected("true or false") }
        return flag
    }

    /// A number, any value.
    @inlinable
    public func number() throws(JSONFieldProblem) -> Double {
        guard case .number(let number) = value else { throw expected("a number") }
        return number
    }

    /// A number within `range`.
    public func number(in range: ClosedRange<Double>) throws(JSONFieldProblem) -> Double {
        guard case .number(let number) = value, range.contains(number) else {
            throw outOfRange("a number", JSONValue.number(range.lowerBound), JSONValue.number(range.upperBound))
        }
        return number
    }

    /// A whole number within `range` (`3.0` is 3).
    @inlinable
    public func integer(in range: ClosedRange<Int>) throws(JSONFieldProblem) -> Int {
        guard let integer = value.intValue, range.contains(integer) else {
            throw outOfRange("a whole number", JSONValue.number(Double(range.lowerBound)), JSONValue.number(Double(range.upperBound)))
        }
        return integer
    }

    /// "expected a whole number from 0 to 30, got 31" (or "got 2.5", "got a string").
    @usableFromInline
    func outOfRange(_ what: String, _ lower: JSONValue, _ upper: JSONValue) -> JSONFieldProblem {
        let got = if case .number = value { Self.written(value) } else { value.kindName }
        return problem("expected \(what) from \(Self.written(lower)) to \(Self.written(upper)), got \(got)")
    }

    /// A name from a fixed list, turned into a value by `lookup`: "unknown `what` "x"; use one
    /// of `names`" when it is not one of them.
    @inlinable
    public func name<Value>(_ what: String, names: @autoclosure () -> [String], _ lookup: (String) -> Value?) throws(JSONFieldProblem) -> Value {
        guard case .string(let name) = value else { throw expected(Self.withArticle(what) + " name") }
        guard let found = lookup(name) else {
            throw problem("unknown \(what) \"\(name)\"; use one of \(names().joined(separator: ", "))")
        }
        return found
    }

    /// A name from a fixed list, taken as it is.
    @inlinable
    public func name(_ what: String, oneOf names: [String]) throws(JSONFieldProblem) -> String {
        try name(what, names: names) { names.contains($0) ? $0 : nil }
    }

    /// One name or a non-empty list of names (`"portrait"`, `["portrait", "landscapeLeft"]`),
    /// each looked up as `name` does.
    public func names<Value>(_ what: String, names all: @autoclosure () -> [String], _ lookup: (String) -> Value?) throws(JSONFieldProblem) -> [Value] {
        if case .string = value { return [try name(what, names: all(), lookup)] }
        let elements = try array("a name or a non-empty list of names")
        guard !elements.isEmpty else { throw problem("name at least one \(what): \(all().joined(separator: ", "))") }
        var found: [Value] = []
        for element in elements { found.append(try element.name(what, names: all(), lookup)) }
        return found
    }

    /// "a device orientation", "an orientation".
    @usableFromInline static func withArticle(_ noun: String) -> String {
        let vowels: Set<Character> = ["a", "e", "i", "o", "u"]
        return (noun.first.map { vowels.contains($0) } ?? false ? "an " : "a ") + noun
    }

    /// A value as JSON writes it (`30`, `2.5`, `1e+30`).
    static func written(_ value: JSONValue) -> String {
        String(decoding: value.serialized(), as: UTF8.self)
    }
}

/// An object's members as fields, each at `path.key`.
public struct JSONFields: Sendable {
    public let object: JSONObject
    public let path: JSONPath

    @inlinable
    public init(object: JSONObject, path: JSONPath) {
        self.object = object
        self.path = path
    }

    /// The member `key`, nil when absent.
    @inlinable
    public subscript(key: String) -> JSONField? {
        guard let value = object[key] else { return nil }
        return JSONField(value, at: path.appending(key))
    }

    /// The member `key`; its absence is a problem saying what it should be ("is required (`what`)").
    @inlinable
    public func required(_ key: String, _ what: @autoclosure () -> String) throws(JSONFieldProblem) -> JSONField {
        guard let field = self[key] else {
            throw JSONFieldProblem(path: path.appending(key).description, message: "is required (\(what()))")
        }
        return field
    }

    /// Every member in written order, duplicates included.
    public var members: [(key: String, field: JSONField)] {
        let prefix = path.description
        return object.members.map { (key: $0.key, field: JSONField($0.value, at: JSONPath(prefix: prefix, first: .key($0.key), second: .none))) }
    }

    public var keys: [String] { object.keys }
    public var count: Int { object.count }

    /// One problem per key not in `allowed` (typos are the commonest mistake in hand-written
    /// JSON), at the key's path.
    @inlinable
    public func unknownKeys(allowed: [String]) -> [JSONFieldProblem] {
        var problems: [JSONFieldProblem] = []
        for (key, _) in object.members where !allowed.contains(key) {
            problems.append(JSONFieldProblem(path: path.appending(key).description,
                                             message: "unknown key; allowed here: \(allowed.joined(separator: ", "))"))
        }
        return problems
    }
}

/// Where a value sits in a document, written as `$`, `$.events[2].type`. The last two steps
/// are kept apart and written out only when asked for — when a problem is reported — so
/// reading `$.events[2].type` builds no string beyond `$.events`, once per array.
public struct JSONPath: Sendable, Equatable, CustomStringConvertible {
    @usableFromInline let prefix: String
    @usableFromInline let first: Step
    @usableFromInline let second: Step

    @usableFromInline enum Step: Sendable {
        case none
        case key(String)
        case index(Int)
    }

    public static let root = JSONPath(prefix: "$", first: .none, second: .none)

    @inlinable init(prefix: String, first: Step, second: Step) {
        self.prefix = prefix
        self.first = first
        self.second = second
    }

    /// A path already written out (`$.controllers.Root`).
    public init(_ written: String) { self.init(prefix: written, first: .none, second: .none) }

    @inlinable
    public func appending(_ key: String) -> JSONPath { appending(step: .key(key)) }

    @inlinable
    func appending(step: Step) -> JSONPath {
        if case .none = first { return JSONPath(prefix: prefix, first: step, second: .none) }
        if case .none = second { return JSONPath(prefix: prefix, first: first, second: step) }
        return JSONPath(prefix: description, first: step, second: .none)
    }

    public var description: String {
        var written = prefix
        for step in [first, second] {
            switch step {
            case .none: break
            case .key(let key): written += "." + key
            case .index(let index): written += "[" + String(index) + "]"
            }
        }
        return written
    }

    /// Paths are equal when they are written the same (however they were built).
    public static func == (lhs: JSONPath, rhs: JSONPath) -> Bool { lhs.description == rhs.description }
}

/// What `body` reads, its first problem turned into the caller's error by `failure`: how the
/// API's readers (422 with their code) and the WebDriver facade's (400 `invalid argument`)
/// apply the stop-at-the-first-problem policy over `JSONField`.
@inlinable
public func readingJSON<Value, Failure: Error>(
    _ body: () throws(JSONFieldProblem) -> Value, failure: (JSONFieldProblem) -> Failure
) throws(Failure) -> Value {
    do throws(JSONFieldProblem) {
        return try body()
    } catch {
        throw failure(error)
    }
}

/// What is wrong with a value read through `JSONField`, and where.
public struct JSONFieldProblem: Error, Sendable, Equatable, CustomStringConvertible {
    public var path: String
    public var message: String

    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// `$.events[0].type: is required (…)`.
    public var description: String { "\(path): \(message)" }
}
