import Foundation

/// Text from a session (app, controller and view ids, which a definition may spell any way it
/// likes) made safe for where an exported script puts it: a comment or docstring must not be
/// ended by a line break in an id, nor a shell word expand what it quotes.
enum ScriptText {
    /// One line: control and line-separator characters become spaces (for `#` comments).
    static func line(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { scalar in
            scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
                || scalar == "\u{2028}" || scalar == "\u{2029}" ? " " : scalar
        }))
    }

    /// One line inside a `"""` docstring: backslashes and quotes escaped too.
    static func docstring(_ text: String) -> String {
        line(text).replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    }

    /// A shell word in single quotes (`'` written as `'\''`): nothing in it expands.
    static func shellQuoted(_ text: String) -> String {
        "'" + line(text).replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// A Python identifier part: letters, digits and `_` kept, anything else `_`.
    static func identifier(_ text: String) -> String {
        String(text.unicodeScalars.map { scalar in
            (scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))) ? Character(scalar) : "_"
        })
    }
}
