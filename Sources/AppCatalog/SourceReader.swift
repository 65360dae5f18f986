import RotationEngine
import SwivelJSON

extension DefinitionReader {
    /// `source`: `{"file", "object"}`, where an imported controller or view came from
    /// (docs/app-format.md, "Where an imported part came from"). Both strings are required;
    /// nothing else in the definition refers to them.
    mutating func source(_ value: JSONValue?, _ path: String) -> SourceReference? {
        guard let value, let object = object(value, path, allowed: ["file", "object"]) else { return nil }
        let file = string(object["file"], path + ".file", required: true)
        let objectID = string(object["object"], path + ".object", required: true)
        guard let file, let objectID else { return nil }
        return SourceReference(file: file, object: objectID)
    }
}
