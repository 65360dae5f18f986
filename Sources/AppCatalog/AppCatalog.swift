import RotationEngine
import SwivelJSON

/// The built-in apps, read once from `Config/apps/*.json`.
public struct AppCatalog: Sendable {
    public struct Entry: Sendable {
        public var definition: AppDefinition
        /// The definition as written, served by `GET /v1/apps/{id}`.
        public var json: JSONValue
        /// Shipped in `Config/apps`, or registered by a client (`POST /v1/apps`).
        public var source: Source

        public init(definition: AppDefinition, json: JSONValue, source: Source = .builtIn) {
            self.definition = definition
            self.json = json
            self.source = source
        }
    }

    public enum Source: String, Sendable {
        case builtIn = "builtin"
        case registered
    }

    /// Entries in id order (stable listings).
    public private(set) var entries: [Entry]

    public init(entries: [Entry]) {
        self.entries = entries.sorted { $0.definition.id < $1.definition.id }
    }

    public func entry(_ id: String) -> Entry? {
        entries.first { $0.definition.id == id }
    }

    public var ids: [String] { entries.map(\.definition.id) }

    /// Decodes one app file's bytes, naming the file in every problem.
    public static func decodeFile(named name: String, bytes: [UInt8]) throws(CatalogError) -> Entry {
        let json: JSONValue
        do {
            json = try JSONParser.parse(bytes)
        } catch {
            throw CatalogError(file: name, problems: ["not valid JSON: \(error)"])
        }
        do {
            return Entry(definition: try AppDefinitionDecoder.decode(json), json: json)
        } catch {
            throw CatalogError(file: name, problems: error.problems.map(\.description))
        }
    }
}

/// A built-in app file that cannot be used: the server refuses to start with it.
public struct CatalogError: Error, Sendable, CustomStringConvertible {
    public var file: String
    public var problems: [String]
    public var description: String {
        "app definition \(file) is invalid:\n" + problems.map { "  " + $0 }.joined(separator: "\n")
    }
}
