#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Resolves `--data` (README, Configuration): an SQLite file, or a folder that gets `swivel.sqlite` inside.
enum DatabasePath {
    static let fileName = "swivel.sqlite"

    /// An existing folder, or a path that does not exist and whose last component has no
    /// extension, is a folder (created if needed); anything else is the database file itself
    /// (its folder is created if needed).
    static func resolve(_ path: String) throws(StorageError) -> String {
        guard !path.isEmpty else { throw StorageError.invalidPath(path, reason: "the path is empty") }
        var info = stat()
        if stat(path, &info) == 0 {
            if (info.st_mode & S_IFMT) == S_IFDIR { return join(path, fileName) }
            return path
        }
        let lastComponent = path.split(separator: "/").last.map(String.init) ?? path
        if !lastComponent.contains(".") {
            try makeDirectories(path)
            return join(path, fileName)
        }
        if let slash = path.lastIndex(of: "/"), slash != path.startIndex {
            try makeDirectories(String(path[..<slash]))
        }
        return path
    }

    private static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// `mkdir -p`.
    private static func makeDirectories(_ path: String) throws(StorageError) {
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            prefix += component
            if mkdir(prefix, 0o755) != 0 && errno != EEXIST {
                throw StorageError.invalidPath(path, reason: "cannot create folder \(prefix): \(String(cString: strerror(errno)))")
            }
            prefix += "/"
        }
    }
}
