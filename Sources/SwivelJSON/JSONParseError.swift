/// Why a body is not JSON, and where: enough for a client to fix its request (Config/openapi.json: 400 for
/// malformed JSON, with a message).
public struct JSONParseError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Byte offset of the problem in the input (0-based).
    public var offset: Int
    /// 1-based line (lines end at `\n`).
    public var line: Int
    /// 1-based column, counted in Unicode scalars from the start of the line.
    public var column: Int
    /// What is wrong, without the position ("expected ',' or '}' after object member").
    public var message: String

    public init(offset: Int, line: Int, column: Int, message: String) {
        self.offset = offset
        self.line = line
        self.column = column
        self.message = message
    }

    /// "expected ',' or '}' after object member at line 1, column 17"
    public var description: String { "\(message) at line \(line), column \(column)" }

    /// Builds the error for `offset` in `bytes`, computing line and column only now, on the
    /// error path, so that parsing never pays for position tracking.
    init(_ message: String, at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) {
        var line = 1
        var column = 1
        var i = 0
        let end = min(offset, bytes.count)
        while i < end {
            let b = bytes[i]
            if b == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if b & 0xC0 != 0x80 {  // count scalars, not continuation bytes
                column += 1
            }
            i += 1
        }
        self.init(offset: offset, line: line, column: column, message: message)
    }
}
