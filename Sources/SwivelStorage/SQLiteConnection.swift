import CSQLite

/// Owns one `sqlite3*` (GRDB's pattern: throwing init, closed in deinit).
///
/// Not thread-safe: each connection is used by one thread at a time (the writer thread owns
/// its connection; readers are checked out of `ReaderPool`). It is `@unchecked Sendable` only
/// so that it can be handed between threads under that discipline. Opened with
/// `SQLITE_OPEN_NOMUTEX` because that discipline makes SQLite's own mutex redundant.
final class SQLiteConnection: @unchecked Sendable {
    let handle: OpaquePointer
    let path: String

    init(path: String, create: Bool) throws(StorageError) {
        var db: OpaquePointer?
        let flags = SQLITE_OPEN_READWRITE | (create ? SQLITE_OPEN_CREATE : 0) | SQLITE_OPEN_NOMUTEX
        let code = sqlite3_open_v2(path, &db, flags, nil)
        guard code == SQLITE_OK, let db else {
            let message = db.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            if let db { sqlite3_close_v2(db) }
            throw StorageError.sqlite(code: code, message: message, context: "opening \(path)")
        }
        handle = db
        self.path = path
        sqlite3_extended_result_codes(db, 1)
        // Readers and a checkpoint can briefly hold locks; wait rather than fail.
        sqlite3_busy_timeout(db, 5_000)
    }

    deinit {
        sqlite3_close_v2(handle)
    }

    var lastErrorMessage: String { String(cString: sqlite3_errmsg(handle)) }

    /// True while a transaction is open (SQLite may roll back on its own after I/O errors).
    var isInTransaction: Bool { sqlite3_get_autocommit(handle) == 0 }

    /// The rowid of the last row inserted on this connection.
    var lastInsertedRowID: Int { Int(sqlite3_last_insert_rowid(handle)) }

    /// Runs one or more statements that return no rows we need.
    func execute(_ sql: String) throws(StorageError) {
        try StorageError.check(sqlite3_exec(handle, sql, nil, nil, nil), self, "running \(sql)")
    }

    func prepare(_ sql: String) throws(StorageError) -> SQLiteStatement {
        try SQLiteStatement(connection: self, sql: sql)
    }

    /// The first column of the first row of `sql`, as an integer (nil when there is no row).
    func integer(_ sql: String) throws(StorageError) -> Int? {
        let statement = try prepare(sql)
        return try statement.step() ? statement.int(0) : nil
    }

    /// The first column of the first row of `sql`, as text.
    func text(_ sql: String) throws(StorageError) -> String? {
        let statement = try prepare(sql)
        return try statement.step() ? statement.text(0) : nil
    }

    /// Rolls back if a transaction is open; used on failure paths where the original error
    /// matters more than a failed rollback.
    func rollbackIfNeeded() {
        if isInTransaction { sqlite3_exec(handle, "ROLLBACK", nil, nil, nil) }
    }
}
