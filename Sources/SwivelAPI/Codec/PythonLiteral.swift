import SwivelJSON

/// JSON values written as Python literals, for the scripts `GET …/export` writes (README, Testing your app in CI):
/// `true`/`false`/`null` become `True`/`False`/`None`; strings and numbers keep the API's own
/// spelling — a JSON string literal is a valid Python one, and a number reads back as the same
/// `float` the client's JSON parser gives, so `==` against an answer holds exactly.
///
/// A value that fits on the rest of its line is written compactly (`{"x": 0, "y": 20}`), a
/// longer one a member per line with a trailing comma, as a person (or black) would write it.
enum PythonLiteral {
    static let lineWidth = 120

    /// `value` as Python, on a line indented by `indent` where it starts at `column` (the
    /// first line is not indented: the caller wrote what comes before it).
    static func text(_ value: JSONValue, indent: Int = 0, column: Int? = nil) -> String {
        let compact = self.compact(value)
        if (column ?? indent) + compact.count <= lineWidth { return compact }
        let inner = String(repeating: " ", count: indent + 4)
        let closing = String(repeating: " ", count: indent)
        switch value {
        case .array(let elements) where !elements.isEmpty:
            let lines = elements.map { inner + text($0, indent: indent + 4) + ",\n" }
            return "[\n" + lines.joined() + closing + "]"
        case .object(let object) where !object.isEmpty:
            let lines = object.members.map { member in
                let key = string(member.key) + ": "
                return inner + key + text(member.value, indent: indent + 4, column: indent + 4 + key.count) + ",\n"
            }
            return "{\n" + lines.joined() + closing + "}"
        default:
            return compact
        }
    }

    /// `value` on one line.
    static func compact(_ value: JSONValue) -> String {
        switch value {
        case .null: return "None"
        case .bool(let flag): return flag ? "True" : "False"
        case .number(let number): return self.number(number)
        case .string(let text): return string(text)
        case .array(let elements): return "[" + elements.map(compact).joined(separator: ", ") + "]"
        case .object(let object):
            return "{" + object.members.map { string($0.key) + ": " + compact($0.value) }.joined(separator: ", ") + "}"
        }
    }

    /// A double-quoted string literal (JSON's escapes, which Python reads the same).
    static func string(_ text: String) -> String {
        var writer = JSONWriter(capacity: text.utf8.count + 2)
        writer.string(text)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    /// A number as the API writes it (whole numbers without a fraction).
    static func number(_ number: Double) -> String {
        var writer = JSONWriter(capacity: 32)
        writer.double(number)
        return String(decoding: writer.bytes, as: UTF8.self)
    }
}
