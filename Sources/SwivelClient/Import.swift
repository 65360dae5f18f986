/// What `POST /v1/apps/import` answers: Interface Builder files as an app definition
/// (docs/interface-import.md). Nothing is registered.
public struct ImportResult: Codable, Sendable, Hashable {
    /// The definition, ready for `registerApp` or `createSession(app: .inline(…))`.
    public var app: JSONValue
    /// What the import left out or guessed, each with its file and object.
    public var notes: [ImportNote]
    public var segues: [ImportedSegue]
}

public struct ImportNote: Codable, Sendable, Hashable {
    public var file: String
    public var object: String?
    public var message: String
}

public struct ImportedSegue: Codable, Sendable, Hashable {
    public var identifier: String?
    public var kind: String
    public var source: String
    public var destination: String?
}

/// `POST /v1/apps/import`'s body.
struct ImportRequest: Encodable, Sendable {
    var files: [String: String]
    var id: String?
    var overlay: JSONValue?
}
