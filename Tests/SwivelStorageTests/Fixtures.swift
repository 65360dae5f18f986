import Foundation
@testable import SwivelStorage

/// A fresh temporary folder per test, removed when the fixture goes away.
final class TemporaryFolder {
    let path: String

    init() {
        let template = NSTemporaryDirectory() + "swivel-storage-tests-XXXXXX"
        var bytes = Array(template.utf8CString)
        path = bytes.withUnsafeMutableBufferPointer { buffer in
            String(cString: mkdtemp(buffer.baseAddress!)!)
        }
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    func file(_ name: String) -> String { path + "/" + name }
}

/// Payload bytes for tests.
func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

/// Runs `body(i)` for i in 0..<count, each on its own thread, and waits for all.
func runOnThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
    let group = DispatchGroup()
    for i in 0..<count {
        group.enter()
        let thread = Thread {
            body(i)
            group.leave()
        }
        thread.start()
    }
    group.wait()
}

/// Collects what `loadAll` streams.
func loadEverything(_ store: EventStore) throws -> [StoredSession] {
    var all: [StoredSession] = []
    try store.loadAll { all.append($0) }
    return all
}

extension EventStore {
    /// Every stored session id, in creation order (what the tests check a write left behind),
    /// read from `sessions` on a connection of its own.
    func sessionIDs() throws(StorageError) -> [String] {
        let raw = try SQLiteConnection(path: databasePath, create: false)
        let statement = try raw.prepare("SELECT id FROM sessions ORDER BY seq")
        var ids: [String] = []
        while try statement.step() { ids.append(statement.text(0)) }
        return ids
    }
}
