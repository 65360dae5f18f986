import CSQLite

/// Owns one `sqlite3_stmt*`, finalized in deinit. Keeps its connection alive.
final class SQLiteStatement {
    let handle: OpaquePointer
    let connection: SQLiteConnection

    /// SQLite copies bound values before `bind` returns.
    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

    init(connection: SQLiteConnection, sql: String) throws(StorageError) {
        var statement: OpaquePointer?
        let code = sqlite3_prepare_v3(connection.handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, nil)
        try StorageError.check(code, connection, "preparing \(sql)")
        guard let statement else {
            throw StorageError.sqlite(code: SQLITE_MISUSE, message: "empty statement", context: "preparing \(sql)")
        }
        handle = statement
        self.connection = connection
    }

    deinit {
        sqlite3_finalize(handle)
    }

    /// Clears the previous run and bindings so the statement can be reused.
    func reset() {
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
    }

    func bind(_ index: Int32, _ text: String) {
        sqlite3_bind_text(handle, index, text, -1, Self.transient)
    }

    func bind(_ index: Int32, _ value: Int) {
        sqlite3_bind_int64(handle, index, Int64(value))
    }

    func bind(_ index: Int32, blob: [UInt8]) {
        blob.withUnsafeBytes { raw in
            // A zero-length blob must still be a blob, not NULL: pass a non-nil pointer.
            _ = sqlite3_bind_blob(handle, index, raw.baseAddress ?? UnsafeRawPointer(bitPattern: 1), Int32(raw.count), Self.transient)
        }
    }

    /// Advances; true when a row is available, false when done.
    func step() throws(StorageError) -> Bool {
        let code = sqlite3_step(handle)
        if code == SQLITE_ROW { return true }
        if code == SQLITE_DONE { return false }
        throw StorageError.from(code, connection, "running \(String(cString: sqlite3_sql(handle)))")
    }

    /// Runs to completion, ignoring rows; returns SQLite's raw result code for callers that
    /// treat some failures (constraint violations) as answers rather than errors.
    func run() -> Int32 {
        var code: Int32
        repeat { code = sqlite3_step(handle) } while code == SQLITE_ROW
        return code
    }

    func int(_ column: Int32) -> Int { Int(sqlite3_column_int64(handle, column)) }

    func isNull(_ column: Int32) -> Bool { sqlite3_column_type(handle, column) == SQLITE_NULL }

    func text(_ column: Int32) -> String {
        guard let pointer = sqlite3_column_text(handle, column) else { return "" }
        let count = Int(sqlite3_column_bytes(handle, column))
        return String(decoding: UnsafeBufferPointer(start: pointer, count: count), as: UTF8.self)
    }

    func blob(_ column: Int32) -> [UInt8] {
        guard let pointer = sqlite3_column_blob(handle, column) else { return [] }
        let count = Int(sqlite3_column_bytes(handle, column))
        return [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            if count > 0, let base = buffer.baseAddress { base.update(from: pointer.assumingMemoryBound(to: UInt8.self), count: count) }
            initialized = count
        }
    }
}
