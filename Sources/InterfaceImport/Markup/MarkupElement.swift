/// One attribute of an element, in document order.
public struct MarkupAttribute: Sendable, Equatable {
    public var name: String
    public var value: String

    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}

/// An XML element as `MarkupReader` reads it: its name, attributes in document order, child
/// elements, the character data directly inside it (CDATA included, comments and processing
/// instructions left out) and where it starts.
///
/// Named apart from Foundation's `XMLElement` on purpose: Swivel does not use Foundation's XML.
public struct MarkupElement: Sendable, Equatable {
    public var name: String
    public var attributes: [MarkupAttribute]
    public var children: [MarkupElement]
    /// The character data directly inside this element, entities resolved, line ends
    /// normalized to `\n` (XML 1.0 §2.11).
    public var text: String
    /// 1-based line of the element's `<`.
    public var line: Int
    /// 1-based column (in Unicode scalars) of the element's `<`.
    public var column: Int

    public init(name: String, attributes: [MarkupAttribute] = [], children: [MarkupElement] = [], text: String = "", line: Int = 1, column: Int = 1) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.text = text
        self.line = line
        self.column = column
    }

    /// The value of the attribute `name`, if present.
    public subscript(name: String) -> String? {
        for attribute in attributes where attribute.name == name { return attribute.value }
        return nil
    }

    /// True when the attribute `name` is `YES` (Interface Builder's spelling of true).
    public func flag(_ name: String) -> Bool { self[name] == "YES" }

    /// The first child named `name` (and, when given, whose `key` attribute is `key`).
    public func child(_ name: String, key: String? = nil) -> MarkupElement? {
        children.first { $0.name == name && (key == nil || $0["key"] == key) }
    }

    /// Every child named `name`, in document order.
    public func children(_ name: String) -> [MarkupElement] {
        children.filter { $0.name == name }
    }

    /// The first child whose `key` attribute is `key`, whatever its name.
    public func child(key: String) -> MarkupElement? {
        children.first { $0["key"] == key }
    }
}
