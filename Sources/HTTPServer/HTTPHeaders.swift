/// Header fields in arrival order, looked up case-insensitively.
///
/// Two storages: fields collected as Strings (what tests and hand-built requests use), or the
/// live request in libmicrohttpd, where a look-up asks the library for that one header. The
/// server uses the live form because an answer reads two or three headers of the many a
/// client sends: collecting them all as Strings cost more than the rest of the HTTP layer.
public struct HTTPHeaders: Sendable, Sequence {
    private enum Storage: Sendable {
        case collected([(name: String, value: String)])
        case live(LiveRequestHeaders)
    }

    private var storage: Storage

    public init(_ fields: [(name: String, value: String)] = []) {
        storage = .collected(fields)
    }

    /// The headers of a request libmicrohttpd is still processing.
    init(live: LiveRequestHeaders) {
        storage = .live(live)
    }

    /// Every field in arrival order (the live form collects them on each call).
    public var fields: [(name: String, value: String)] {
        switch storage {
        case .collected(let fields): return fields
        case .live(let live): return live.all()
        }
    }

    /// ASCII case-insensitive (header names are ASCII tokens); the first field of that name.
    public subscript(name: String) -> String? {
        switch storage {
        case .collected(let fields):
            return fields.first { Self.equalIgnoringASCIICase($0.name, name) }?.value
        case .live(let live):
            return live.value(for: name)
        }
    }

    /// Every field named `name` (ASCII case ignored), in arrival order: a list-valued header
    /// may come as several fields (RFC 9110 §5.3).
    public func values(_ name: String) -> [String] {
        fields.filter { Self.equalIgnoringASCIICase($0.name, name) }.map(\.value)
    }

    static func equalIgnoringASCIICase(_ a: String, _ b: String) -> Bool {
        guard a.utf8.count == b.utf8.count else { return false }
        return zip(a.utf8, b.utf8).allSatisfy { x, y in
            x == y || (x | 0x20 == y | 0x20 && (x | 0x20) >= UInt8(ascii: "a") && (x | 0x20) <= UInt8(ascii: "z"))
        }
    }

    /// Appends a field (a live request's fields are collected first).
    public mutating func add(name: String, value: String) {
        var all = fields
        all.append((name, value))
        storage = .collected(all)
    }

    public func makeIterator() -> IndexingIterator<[(name: String, value: String)]> {
        fields.makeIterator()
    }
}
