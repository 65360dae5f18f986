/// A JSON object that keeps its members in the order they were written, duplicates included.
///
/// Order matters because output must be byte-identical for identical input (docs/architecture.md); a
/// `Dictionary` would reorder members between runs. Lookups are linear, which is faster than
/// hashing for the handful of members API bodies have.
public struct JSONObject: Equatable, Sendable {
    public var members: [(key: String, value: JSONValue)]

    public init() { members = [] }

    public init(_ members: [(key: String, value: JSONValue)]) { self.members = members }

    /// The value of `key`; when a key appears more than once the last one wins (as in most
    /// parsers, and as RFC 8259 §4 leaves open). Setting replaces the last occurrence, or appends.
    public subscript(key: String) -> JSONValue? {
        get {
            var i = members.count
            while i > 0 {
                i -= 1
                if members[i].key == key { return members[i].value }
            }
            return nil
        }
        set {
            var i = members.count
            while i > 0 {
                i -= 1
                if members[i].key == key {
                    if let newValue { members[i].value = newValue } else { members.remove(at: i) }
                    return
                }
            }
            if let newValue { members.append((key: key, value: newValue)) }
        }
    }

    /// The keys in written order (duplicates included).
    public var keys: [String] { members.map(\.key) }

    public var count: Int { members.count }
    public var isEmpty: Bool { members.isEmpty }

    /// Equal when the same members appear in the same order: two objects that would serialize
    /// differently are different.
    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        guard lhs.members.count == rhs.members.count else { return false }
        for (l, r) in zip(lhs.members, rhs.members) where l.key != r.key || l.value != r.value {
            return false
        }
        return true
    }
}

extension JSONObject: ExpressibleByDictionaryLiteral {
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self.init(elements.map { (key: $0.0, value: $0.1) })
    }
}
