#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Serves the files under one folder (`Public/`) for GET/HEAD: `index.html` for `/`, the
/// right MIME types, no directory listings, and nothing outside the folder — neither via
/// `..` (plain or percent-encoded, which arrives here decoded), absolute-looking paths
/// (`//etc/passwd`), nor symlinks that point out: every file is resolved with realpath
/// and must still be under the resolved root. Anything else is a 404 JSON error.
public struct StaticFiles: HTTPResponder {
    /// The root as realpath resolved it, without a trailing slash.
    public let root: String

    public enum Failure: Error, Equatable, CustomStringConvertible {
        case rootNotFound(String)
        public var description: String {
            switch self {
            case .rootNotFound(let path): return "static files folder '\(path)' does not exist or is not a folder"
            }
        }
    }

    public init(root: String) throws {
        guard let resolved = FileSystem.realPath(root), FileSystem.isDirectory(resolved) else {
            throw Failure.rootNotFound(root)
        }
        self.root = resolved
    }

    public func respond(to request: HTTPRequest) -> Answer {
        .now(file(for: request))
    }

    /// The file a GET or HEAD asks for, or the refusal.
    public func file(for request: HTTPRequest) -> HTTPResponse {
        guard request.method == "GET" || request.method == "HEAD" else {
            return .methodNotAllowed("\(request.method) is not allowed on static files", allow: "GET, HEAD")
        }
        guard let file = resolve(request.path), let bytes = FileSystem.readRegularFile(file) else {
            return .notFound("No file at \(request.path)")
        }
        return HTTPResponse(
            status: 200,
            headers: [("Content-Type", MIMETypes.forFile(file)), ("Cache-Control", "no-cache")],
            body: bytes
        )
    }

    /// The real path of the file a request path names, or nil when it is not a regular
    /// file inside the root.
    public func resolve(_ requestPath: String) -> String? {
        guard requestPath.hasPrefix("/"), !requestPath.utf8.contains(0) else { return nil }
        let relative = requestPath == "/" ? "/index.html" : requestPath
        let segments = relative.split(separator: "/", omittingEmptySubsequences: true)
        // Refuse traversal outright rather than relying only on the prefix check below.
        guard !segments.contains(where: { $0 == ".." || $0 == "." }), !segments.isEmpty else { return nil }
        let candidate = root + "/" + segments.joined(separator: "/")
        guard let real = FileSystem.realPath(candidate), real.hasPrefix(root + "/") else { return nil }
        guard FileSystem.isRegularFile(real) else { return nil }
        return real
    }
}

/// The few POSIX file calls static files need (kept out of Foundation on purpose).
enum FileSystem {
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }

    /// The whole content of a regular file, or nil (missing, unreadable, not a regular file).
    static func readRegularFile(_ path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(info.st_size))
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return bytes
    }
}
