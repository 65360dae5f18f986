import SwivelJSON

/// Values from a session written as Swift source, for `?format=swift-testing` (README, Testing
/// your app in CI): strings as escaped literals (nothing in an id can end the literal or start an
/// interpolation), JSON as raw string literals whose `#` delimiter is longer than any run of `#`
/// in the text, so neither `"""#` nor `\#(` can occur inside.
enum SwiftLiteral {
    /// A double-quoted string literal: `\`, `"` and control characters escaped.
    static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
                    || scalar == "\u{2028}" || scalar == "\u{2029}" {
                    out += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// `value`'s compact JSON in a one-line raw string literal, `#"{"a":1}"#`.
    static func json(_ value: JSONValue) -> String {
        let text = String(decoding: value.serialized(), as: UTF8.self)
        let hashes = String(repeating: "#", count: delimiterLength(text))
        return "\(hashes)\"\(text)\"\(hashes)"
    }

    /// `value` as JSON, a member per line where it does not fit, in a multi-line raw string
    /// literal whose lines are indented by `indent` (the first line is the opening delimiter).
    static func multilineJSON(_ value: JSONValue, indent: Int) -> String {
        let margin = String(repeating: " ", count: indent)
        let body = JSONLayout.text(value, indent: 0, column: indent)
        let hashes = String(repeating: "#", count: delimiterLength(body))
        let lines = body.split(separator: "\n", omittingEmptySubsequences: false).map { margin + $0 }
        return "\(hashes)\"\"\"\n" + lines.joined(separator: "\n") + "\n\(margin)\"\"\"\(hashes)"
    }

    /// One more `#` than the longest run of `#` in `text`.
    static func delimiterLength(_ text: String) -> Int {
        var longest = 0
        var run = 0
        for character in text.unicodeScalars {
            run = character == "#" ? run + 1 : 0
            longest = max(longest, run)
        }
        return longest + 1
    }

    /// A number as the API writes it (a valid Swift literal: `20`, `2.5`, `-0.5`, `1e-05`).
    static func number(_ value: JSONValue) -> String {
        String(decoding: value.serialized(), as: UTF8.self)
    }
}

/// JSON laid out as a person would write it: compact where it fits in `lineWidth`, else a
/// member per line (the same shape `PythonLiteral.text` gives Python).
enum JSONLayout {
    static let lineWidth = 120

    /// `value` starting at `column` of a line indented by `indent` (the first line is not indented).
    static func text(_ value: JSONValue, indent: Int, column: Int) -> String {
        let compact = String(decoding: value.serialized(), as: UTF8.self)
        if column + compact.count <= lineWidth { return compact }
        let inner = String(repeating: " ", count: indent + 2)
        let closing = String(repeating: " ", count: indent)
        switch value {
        case .array(let elements) where !elements.isEmpty:
            let lines = elements.map { inner + text($0, indent: indent + 2, column: indent + 2) }
            return "[\n" + lines.joined(separator: ",\n") + "\n" + closing + "]"
        case .object(let object) where !object.isEmpty:
            let lines = object.members.map { member in
                let key = String(decoding: JSONValue.string(member.key).serialized(), as: UTF8.self) + ": "
                return inner + key + text(member.value, indent: indent + 2, column: indent + 2 + key.count)
            }
            return "{\n" + lines.joined(separator: ",\n") + "\n" + closing + "}"
        default:
            return compact
        }
    }
}
