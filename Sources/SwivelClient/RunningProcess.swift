import Foundation

/// A `swivel serve` child process: its output in files (so nothing blocks on a full pipe), and
/// stopped when this process exits, so a test run leaves no server behind.
final class RunningProcess: @unchecked Sendable {
    // `Process` is not Sendable; every use after `run()` goes through `lock`.
    private let process = Process()
    private let lock = NSLock()
    let stdoutFile: URL
    let stderrFile: URL

    init(executable: URL, arguments: [String], folder: URL, environment: [String: String]?) throws {
        stdoutFile = folder.appendingPathComponent("swivel.out")
        stderrFile = folder.appendingPathComponent("swivel.log")
        _ = FileManager.default.createFile(atPath: stdoutFile.path, contents: nil)
        _ = FileManager.default.createFile(atPath: stderrFile.path, contents: nil)
        process.executableURL = executable
        process.arguments = arguments
        // Its working directory is the scratch folder: relative Config/ and Public paths fall
        // back to the repository the binary was built in (README, "Configuration").
        process.currentDirectoryURL = folder
        if let environment { process.environment = environment }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: stdoutFile)
        process.standardError = try FileHandle(forWritingTo: stderrFile)
        try process.run()
        RunningProcess.register(self)
    }

    var isRunning: Bool { lock.withLock { process.isRunning } }

    var exitStatus: Int32 { lock.withLock { process.isRunning ? -1 : process.terminationStatus } }

    /// The URL from its "Swivel listening on http://…" line, once it printed it.
    func listeningURL() -> URL? {
        let printed = (try? String(contentsOf: stdoutFile, encoding: .utf8)) ?? ""
        guard let line = printed.split(separator: "\n").first(where: { $0.hasPrefix("Swivel listening on ") }) else { return nil }
        var address = String(line.dropFirst("Swivel listening on ".count)).trimmingCharacters(in: .whitespaces)
        while address.hasSuffix("/") { address.removeLast() }
        return URL(string: address)
    }

    /// What it printed, then its log's last 4,000 characters.
    func output() -> String {
        let printed = (try? String(contentsOf: stdoutFile, encoding: .utf8)) ?? ""
        let log = (try? String(contentsOf: stderrFile, encoding: .utf8)) ?? ""
        return printed + String(log.suffix(4000))
    }

    func stop() {
        lock.withLock {
            guard process.isRunning else { return }
            process.terminate()
            let deadline = Date().addingTimeInterval(15)
            while process.isRunning && Date() < deadline { usleep(20_000) }
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        }
    }

    // Every process started here, stopped by an `atexit` handler (a C function: no captures,
    // hence a global list).
    private static let startedLock = NSLock()
    nonisolated(unsafe) private static var started: [RunningProcess] = []
    nonisolated(unsafe) private static var handlerInstalled = false

    private static func register(_ running: RunningProcess) {
        startedLock.withLock {
            started.append(running)
            if !handlerInstalled {
                handlerInstalled = true
                atexit { RunningProcess.stopAll() }
            }
        }
    }

    static func stopAll() {
        let all = startedLock.withLock { started }
        for running in all { running.stop() }
    }
}
