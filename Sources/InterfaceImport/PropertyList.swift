/// A value of an XML property list (Apple's `PropertyList-1.0.dtd`): what an Info.plist holds.
public indirect enum PropertyListValue: Sendable, Equatable {
    case string(String)
    case integer(String)
    case real(String)
    case bool(Bool)
    case date(String)
    case data(String)
    case array([PropertyListValue])
    /// Keys in document order.
    case dictionary([(key: String, value: PropertyListValue)])

    public static func == (lhs: PropertyListValue, rhs: PropertyListValue) -> Bool {
        switch (lhs, rhs) {
        case (.string(let a), .string(let b)), (.integer(let a), .integer(let b)), (.real(let a), .real(let b)),
             (.date(let a), .date(let b)), (.data(let a), .data(let b)):
            return a == b
        case (.bool(let a), .bool(let b)): return a == b
        case (.array(let a), .array(let b)): return a == b
        case (.dictionary(let a), .dictionary(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: return false
        }
    }

    /// The string, when this is one.
    public var stringValue: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    /// The member `key` of a dictionary (the last one when a key is repeated).
    public subscript(key: String) -> PropertyListValue? {
        guard case .dictionary(let members) = self else { return nil }
        return members.last { $0.key == key }?.value
    }
}

/// Reads an XML property list (`<plist version="1.0">` with one value) from its root element.
/// Binary property lists (`bplist00`) are refused before parsing with the command that
/// converts them.
public enum PropertyListReader {
    public static func read(_ bytes: [UInt8], file: String, limits: MarkupLimits = MarkupLimits()) throws(InterfaceImportError) -> PropertyListValue {
        if bytes.starts(with: Array("bplist".utf8)) {
            throw InterfaceImportError(.invalidInterfaceFile, file: file, line: 1, column: 1,
                                       message: "a binary property list; convert it to XML first (plutil -convert xml1 \(file))")
        }
        return try read(root: try MarkupReader.parse(bytes, file: file, limits: limits), file: file)
    }

    /// The value of a `<plist>` root element.
    public static func read(root: MarkupElement, file: String) throws(InterfaceImportError) -> PropertyListValue {
        guard root.name == "plist" else { throw problem("expected a <plist> root element, got <\(root.name)>", root, file) }
        guard root.children.count == 1 else { throw problem("a <plist> holds exactly one value, got \(root.children.count)", root, file) }
        // Nesting is bounded by the reader's depth limit; values are read with a stack of
        // containers so the depth costs no recursion.
        return try value(root.children[0], file)
    }

    static func problem(_ message: String, _ element: MarkupElement, _ file: String) -> InterfaceImportError {
        InterfaceImportError(.invalidInterfaceFile, file: file, line: element.line, column: element.column, message: message)
    }

    /// A frame of the iterative read: the element being read and the values of its children so far.
    private struct Frame {
        var element: MarkupElement
        var next = 0
        var values: [PropertyListValue] = []
    }

    static func value(_ top: MarkupElement, _ file: String) throws(InterfaceImportError) -> PropertyListValue {
        var stack = [Frame(element: top)]
        while true {
            var frame = stack.removeLast()
            let element = frame.element
            let container = element.name == "array" || element.name == "dict"
            if container && frame.next < element.children.count {
                let child = element.children[frame.next]
                frame.next += 1
                if element.name == "dict" && frame.next % 2 == 1 {
                    // Keys are read in place, without a frame.
                    guard child.name == "key", child.children.isEmpty else {
                        throw problem("expected <key> in <dict>, got <\(child.name)>", child, file)
                    }
                    frame.values.append(.string(child.text))
                    stack.append(frame)
                } else {
                    stack.append(frame)
                    stack.append(Frame(element: child))
                }
                continue
            }
            let result: PropertyListValue
            switch element.name {
            case "array":
                result = .array(frame.values)
            case "dict":
                guard frame.values.count % 2 == 0 else {
                    throw problem("<key> \(frame.values.last?.stringValue ?? "") has no value", element, file)
                }
                var members: [(key: String, value: PropertyListValue)] = []
                var k = 0
                while k < frame.values.count {
                    members.append((key: frame.values[k].stringValue ?? "", value: frame.values[k + 1]))
                    k += 2
                }
                result = .dictionary(members)
            case "string", "integer", "real", "date", "data":
                guard element.children.isEmpty else { throw problem("<\(element.name)> holds only text", element, file) }
                switch element.name {
                case "string": result = .string(element.text)
                case "integer": result = .integer(trimmed(element.text))
                case "real": result = .real(trimmed(element.text))
                case "date": result = .date(trimmed(element.text))
                default: result = .data(trimmed(element.text))
                }
            case "true", "false":
                guard element.children.isEmpty else { throw problem("<\(element.name)/> is empty", element, file) }
                result = .bool(element.name == "true")
            default:
                throw problem("<\(element.name)> is not a property list value", element, file)
            }
            if stack.isEmpty { return result }
            stack[stack.count - 1].values.append(result)
        }
    }

    static func trimmed(_ text: String) -> String {
        let isSpace: (Unicode.Scalar) -> Bool = { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }
        let view = text.unicodeScalars
        guard let first = view.firstIndex(where: { !isSpace($0) }), let last = view.lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(Substring(view[first...last]))
    }
}
