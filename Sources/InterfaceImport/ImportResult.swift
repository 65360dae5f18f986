import SwivelJSON

/// One file to import: its name (a path on the command line, a key of `files` in
/// `POST /v1/apps/import`) and its bytes. What it is — storyboard, xib or Info.plist — is read
/// from its root element, not from its name.
public struct InterfaceFile: Sendable, Equatable {
    public var name: String
    public var bytes: [UInt8]

    public init(name: String, bytes: [UInt8]) {
        self.name = name
        self.bytes = bytes
    }

    public init(name: String, text: String) {
        self.init(name: name, bytes: Array(text.utf8))
    }

    /// The name without folders and extension (`Views/Child-Landscape.xib` → `Child-Landscape`):
    /// what `xibs` keys, `UIMainStoryboardFile` and `NSMainNibFile` use.
    public var stem: String { InterfaceFile.stem(of: name) }

    static func stem(of name: String) -> String {
        var base = Substring(name)
        if let slash = base.lastIndex(of: "/") { base = base[base.index(after: slash)...] }
        if let dot = base.lastIndex(of: "."), dot != base.startIndex { base = base[..<dot] }
        return String(base)
    }
}

/// Bounds on an import (docs/interface-import.md): every file is read within `markup`; the rest bound what
/// the files may ask the importer to build.
public struct ImportLimits: Sendable, Equatable {
    /// Per file: size (8 MiB), XML nesting, attributes per element, elements.
    public var markup: MarkupLimits
    /// Scenes in all storyboards together (2,000; one more is an error).
    public var maximumScenes: Int
    /// Views imported as elements, in all files together.
    public var maximumElements: Int
    /// How deep views may nest inside a root view.
    public var maximumViewDepth: Int
    /// Size-class variations (`<variation>`) in all files together (5,000; one more is an error).
    public var maximumVariations: Int

    public init(markup: MarkupLimits = MarkupLimits(), maximumScenes: Int = 2_000, maximumElements: Int = 20_000, maximumViewDepth: Int = 100, maximumVariations: Int = 5_000) {
        self.markup = markup
        self.maximumScenes = maximumScenes
        self.maximumElements = maximumElements
        self.maximumViewDepth = maximumViewDepth
        self.maximumVariations = maximumVariations
    }
}

/// Something the import did not carry over as it was, or chose (docs/interface-import.md: "everything not
/// listed is reported in notes, never dropped silently").
public struct ImportNote: Sendable, Equatable, CustomStringConvertible {
    /// The file the note is about.
    public var file: String
    /// The Interface Builder object id it is about, when it is about one.
    public var object: String?
    public var message: String

    public init(file: String, object: String? = nil, message: String) {
        self.file = file
        self.object = object
        self.message = message
    }

    /// `Main.storyboard (BYZ-38-t0r): message`.
    public var description: String {
        if let object { return "\(file) (\(object)): \(message)" }
        return "\(file): \(message)"
    }

    public var json: JSONValue {
        var members: [(key: String, value: JSONValue)] = [(key: "file", value: .string(file))]
        if let object { members.append((key: "object", value: .string(object))) }
        members.append((key: "message", value: .string(message)))
        return .object(JSONObject(members))
    }
}

/// A segue the app's code performs (one in a controller's connections) or a custom segue with
/// an identifier: what an overlay may turn into an element's action or a behaviour.
public struct ImportedSegue: Sendable, Equatable {
    /// The identifier code performs it by (`performSegueWithIdentifier:`), when it has one.
    public var identifier: String?
    /// Interface Builder's kind, as written: `push`, `show`, `modal`, `presentation`, `custom`, `unwind`, …
    public var kind: String
    /// The controller key of the source scene.
    public var source: String
    /// The controller key of the destination (a navigation controller's root content
    /// controller); nil for an unwind segue, whose destination is found at run time.
    public var destination: String?

    public init(identifier: String?, kind: String, source: String, destination: String?) {
        self.identifier = identifier
        self.kind = kind
        self.source = source
        self.destination = destination
    }

    /// `{"identifier", "kind", "source", "destination"}` (`null` for what is absent).
    public var json: JSONValue {
        [
            "identifier": identifier.map(JSONValue.string) ?? .null,
            "kind": .string(kind),
            "source": .string(source),
            "destination": destination.map(JSONValue.string) ?? .null,
        ]
    }
}

/// What an import produced: the app definition (docs/app-format.md), the notes, and the
/// segues left for the overlay. Deterministic: the same files give byte-identical JSON.
public struct ImportResult: Sendable, Equatable {
    /// The app definition, keys in a fixed order.
    public var app: JSONValue
    public var notes: [ImportNote]
    public var segues: [ImportedSegue]

    public init(app: JSONValue, notes: [ImportNote], segues: [ImportedSegue]) {
        self.app = app
        self.notes = notes
        self.segues = segues
    }

    /// `{"app", "notes", "segues"}`: the answer of `POST /v1/apps/import` and `swivel import --json`.
    public var json: JSONValue {
        [
            "app": app,
            "notes": .array(notes.map(\.json)),
            "segues": .array(segues.map(\.json)),
        ]
    }
}
