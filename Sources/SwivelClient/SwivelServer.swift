import Foundation

/// A Swivel server for a test run: the one at `SWIVEL_URL` when that is set, else a
/// `swivel serve --host 127.0.0.1 --port 0 --durability memory` started from `SWIVEL_BIN` or
/// `swivel` on `PATH`. In memory and on a port the system picked: a run leaves no files behind
/// and several runs never collide (README, "Testing your app in CI").
///
/// ```swift
/// let swivel = try await SwivelServer.shared().client
/// ```
public final class SwivelServer: Sendable {
    /// Where it listens, `http://127.0.0.1:PORT`.
    public let url: URL
    /// A client of it.
    public let client: Swivel
    /// The folder its output goes to (nil for a server it did not start).
    public let workDirectory: URL?
    let process: RunningProcess?

    init(url: URL, process: RunningProcess?, workDirectory: URL?) {
        self.url = url
        self.process = process
        self.workDirectory = workDirectory
        client = Swivel(url: url)
    }

    /// The server at `url`, started elsewhere (`make run`, a CI service).
    public convenience init(url: URL) {
        self.init(url: url, process: nil, workDirectory: nil)
    }

    /// `SWIVEL_URL`'s server, or one started from `SWIVEL_BIN` or `PATH` — once per test
    /// process (every test shares it), stopped when the process exits.
    public static func shared() async throws -> SwivelServer {
        try await SharedServer.instance.server()
    }

    /// Starts a server of its own: `binary` (default `SWIVEL_BIN`, then `swivel` on `PATH`)
    /// with `arguments` after the defaults; stop it with `stop()` (it is stopped at exit too).
    public static func start(binary: URL? = nil, arguments: [String] = [], environment: [String: String]? = nil,
                             timeout: TimeInterval = 30) async throws -> SwivelServer {
        let executable = try binary ?? findBinary()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swivel-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let command = ["serve", "--host", "127.0.0.1", "--port", "0", "--durability", "memory"] + arguments
        let running = try RunningProcess(executable: executable, arguments: command, folder: folder, environment: environment)
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let url = running.listeningURL() {
                return SwivelServer(url: url, process: running, workDirectory: folder)
            }
            if !running.isRunning {
                throw SwivelServerError("`\(executable.path) \(command.joined(separator: " "))` exited with \(running.exitStatus) before listening:\n\(running.output())")
            }
            try await Task.sleep(nanoseconds: 20_000_000)
        }
        running.stop()
        throw SwivelServerError("`\(executable.path) \(command.joined(separator: " "))` did not say where it listens within \(timeout) s:\n\(running.output())")
    }

    /// `SWIVEL_BIN` when set (it must be an executable file), else `swivel` on `PATH`.
    public static func findBinary(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> URL {
        let files = FileManager.default
        if let named = environment["SWIVEL_BIN"], !named.isEmpty {
            guard files.isExecutableFile(atPath: named) else {
                throw SwivelServerError("SWIVEL_BIN=\(named) is not an executable file; \(SwivelServerError.help)")
            }
            return URL(fileURLWithPath: named)
        }
        for folder in (environment["PATH"] ?? "").split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("swivel")
            if files.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw SwivelServerError(SwivelServerError.help)
    }

    /// What a server it started printed and logged so far (empty for one it did not start).
    public func log() -> String {
        process?.output() ?? ""
    }

    /// Stops a server it started (SIGTERM, then SIGKILL after 15 s); nothing for one it did not.
    public func stop() {
        process?.stop()
    }
}

/// A server could not be found or started; `description` says what to set.
public struct SwivelServerError: Error, Sendable, CustomStringConvertible {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }

    static let help = "no swivel binary to start: set SWIVEL_BIN to the executable (in the Swivel repository, after "
        + "`swift build`: SWIVEL_BIN=$(swift build --show-bin-path)/swivel), put `swivel` on PATH, or point SWIVEL_URL "
        + "at a server that is already running"
}

/// The one server `SwivelServer.shared()` hands every test of a process.
actor SharedServer {
    static let instance = SharedServer()
    private var starting: Task<SwivelServer, any Error>?

    func server() async throws -> SwivelServer {
        if let starting { return try await starting.value }
        let task = Task<SwivelServer, any Error> {
            let environment = ProcessInfo.processInfo.environment
            if let given = environment["SWIVEL_URL"], !given.isEmpty {
                guard let url = URL(string: given) else { throw SwivelServerError("SWIVEL_URL=\(given) is not a URL") }
                let server = SwivelServer(url: url)
                _ = try await server.client.waitUntilReady(timeout: 5)
                return server
            }
            return try await SwivelServer.start()
        }
        starting = task
        return try await task.value
    }
}
