import Foundation
import SwivelClient

/// The `swivel serve` the black-box tests share: SWIVEL_BIN when set, else the `swivel` that
/// `swift test` built beside the test bundle. No binary is a failure that says how to provide
/// one, never a skipped test.
enum TestServer {
    private static let shared = Shared()

    static func client() async throws -> Swivel {
        try await shared.server().client
    }

    static func binary() throws -> URL {
        if let named = ProcessInfo.processInfo.environment["SWIVEL_BIN"], !named.isEmpty {
            return URL(fileURLWithPath: named)
        }
        // Linux runs `<bin>/swivelPackageTests.xctest`; macOS `<bin>/swivelPackageTests.xctest/Contents/MacOS/…`.
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("swivel")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder.deleteLastPathComponent()
        }
        throw SwivelServerError("no swivel binary beside the tests (\(CommandLine.arguments[0])): run `swift build` "
                                + "first (swift test builds it too) or set SWIVEL_BIN")
    }

    private actor Shared {
        private var starting: Task<SwivelServer, any Error>?

        func server() async throws -> SwivelServer {
            if let starting { return try await starting.value }
            let task = Task { try await SwivelServer.start(binary: try TestServer.binary()) }
            starting = task
            return try await task.value
        }
    }
}
