import Foundation

extension AppCatalog {
    /// Reads every `*.json` in `directory` (the built-in apps). Any invalid file is an error:
    /// a server must not start with a broken built-in app.
    public static func load(directory: String) throws -> AppCatalog {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw CatalogError(file: directory, problems: ["no such folder (set --apps or SWIVEL_APPS to the folder of app definitions)"])
        }
        let names = try manager.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".json") }.sorted()
        var entries: [Entry] = []
        for name in names {
            let path = (directory as NSString).appendingPathComponent(name)
            guard let data = manager.contents(atPath: path) else {
                throw CatalogError(file: path, problems: ["cannot be read"])
            }
            let entry = try decodeFile(named: path, bytes: [UInt8](data))
            if entries.contains(where: { $0.definition.id == entry.definition.id }) {
                throw CatalogError(file: path, problems: ["app id \"\(entry.definition.id)\" is used by another file"])
            }
            entries.append(entry)
        }
        return AppCatalog(entries: entries)
    }
}
