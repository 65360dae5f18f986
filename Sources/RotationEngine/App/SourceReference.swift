/// Where an imported controller or view came from: the Interface Builder file (its name as it
/// was given to the importer) and the object's id in that file (docs/app-format.md, "Where
/// an imported part came from"), so a user or a tool can go back to the file.
///
/// Informational only: it round-trips with the definition and no session, layout or
/// exploration reads it.
public struct SourceReference: Sendable, Hashable {
    public var file: String
    /// The Interface Builder object id (`id="BYZ-38-t0r"`).
    public var object: String

    public init(file: String, object: String) {
        self.file = file
        self.object = object
    }
}
