import SwivelJSON

/// `"source": {"file", "object"}`: where an imported controller or view came from — the file's
/// name as it was given and the Interface Builder object id — so a user, or a tool, can go
/// back to the file (docs/interface-import.md, "Where each part came from").
enum ImportSource {
    static func json(file: String, object: String) -> JSONValue {
        ["file": .string(file), "object": .string(object)]
    }
}
