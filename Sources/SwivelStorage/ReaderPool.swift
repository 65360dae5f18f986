import Synchronization

/// Read connections, separate from the writer's: in WAL mode readers see the last committed
/// state and never wait for (or block) the group commit. Connections are opened on demand,
/// reused, and at most `maximumIdle` are kept.
final class ReaderPool: Sendable {
    private let path: String
    private let maximumIdle = 8
    private let state = Mutex<(idle: [SQLiteConnection], closed: Bool)>(([], false))

    init(path: String) {
        self.path = path
    }

    /// Checks out a connection; give it back with `release`.
    func acquire() throws(StorageError) -> SQLiteConnection {
        let (closed, reused) = state.withLock { state in
            (state.closed, state.closed ? nil : state.idle.popLast())
        }
        if closed { throw StorageError.closed }
        if let reused { return reused }
        let connection = try SQLiteConnection(path: path, create: false)
        try connection.execute("PRAGMA query_only = 1")
        return connection
    }

    func release(_ connection: SQLiteConnection) {
        connection.rollbackIfNeeded()
        state.withLock { state in
            if !state.closed && state.idle.count < maximumIdle { state.idle.append(connection) }
        }
    }

    func close() {
        state.withLock { state in
            state.closed = true
            state.idle.removeAll()
        }
    }
}
