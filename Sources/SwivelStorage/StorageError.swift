import CSQLite

/// Everything the event store can refuse or fail with.
///
/// Callers mostly need one distinction (Config/openapi.json): `isUnavailable` errors are the
/// server's problem (disk full, I/O error, store closed) and become 503; the others are
/// logical answers about the request (conflict, unknown session) or fatal open-time problems.
public enum StorageError: Error, Sendable, Equatable, CustomStringConvertible {
    /// SQLite returned `code` (extended result code) with `message` while doing `context`.
    case sqlite(code: Int32, message: String, context: String)
    /// The file exists but is not an SQLite database (or is encrypted/garbage).
    case notADatabase(path: String)
    /// The file is an SQLite database that fails its integrity check.
    case corrupt(path: String, details: String)
    /// The file is a database, but not one of Swivel's (it has tables and no Swivel schema version).
    case foreignDatabase(path: String)
    /// The database was written by a newer Swivel; opening it could lose data, so we refuse.
    case newerSchema(path: String, found: Int, supported: Int)
    /// `append` was given `givenIndex` but the session's log holds `expectedIndex` events:
    /// a gap or an overlap, never resolved silently.
    case conflict(sessionID: String, expectedIndex: Int, givenIndex: Int)
    /// No session with this id.
    case unknownSession(String)
    /// `createSession` with an id that already exists.
    case duplicateSession(String)
    /// The path cannot be used (e.g. its folder cannot be created).
    case invalidPath(String, reason: String)
    /// The store was closed.
    case closed
    /// Another process (another Swivel server) has the database open.
    case inUse(path: String)
    /// A stored event does not match its session's checksum chain (changed outside SQLite).
    case checksumMismatch(sessionID: String, eventIndex: Int)
    /// The journal holds `rows` events that could not be folded into the event log
    /// (`JournalFoldPolicy.journalLimit`): appends are refused until a fold succeeds.
    case journalFull(rows: Int, lastFoldFailure: String)

    /// True when the failure is about the server's storage, not the request: answer 503 and
    /// keep serving reads. Disk full, I/O errors, locks held too long, read-only
    /// files, out of memory, a closed store.
    public var isUnavailable: Bool {
        switch self {
        case .closed: return true
        case .sqlite(let code, _, _):
            switch code & 0xFF {
            case SQLITE_FULL, SQLITE_IOERR, SQLITE_BUSY, SQLITE_LOCKED, SQLITE_READONLY,
                 SQLITE_CANTOPEN, SQLITE_NOMEM, SQLITE_PROTOCOL, SQLITE_CORRUPT, SQLITE_NOTADB:
                return true
            default: return false
            }
        case .corrupt, .checksumMismatch, .journalFull: return true
        default: return false
        }
    }

    public var description: String {
        switch self {
        case .sqlite(let code, let message, let context):
            return "SQLite error \(code) while \(context): \(message)"
        case .notADatabase(let path):
            return "\(path) is not an SQLite database (refusing to touch it; move it away or pass another --data path)"
        case .corrupt(let path, let details):
            return "\(path) is corrupt (integrity check: \(details)); restore it from a backup or move it away"
        case .foreignDatabase(let path):
            return "\(path) is an SQLite database that does not belong to Swivel (it has tables but no Swivel schema version)"
        case .newerSchema(let path, let found, let supported):
            return "\(path) has schema version \(found), newer than this Swivel supports (\(supported)); refusing to touch it: use a newer Swivel or another --data path"
        case .conflict(let id, let expected, let given):
            return "session \(id) has \(expected) stored events, so the next event index is \(expected), not \(given)"
        case .unknownSession(let id):
            return "no stored session \(id)"
        case .duplicateSession(let id):
            return "a session \(id) is already stored"
        case .invalidPath(let path, let reason):
            return "cannot use \(path): \(reason)"
        case .closed:
            return "the event store is closed"
        case .checksumMismatch(let id, let index):
            return "session \(id)'s stored event \(index) does not match its checksum: the log was changed outside Swivel (restore the database from a backup; other sessions are unaffected)"
        case .journalFull(let rows, let failure):
            return "the event journal holds \(rows) events that could not be folded into the event log (last fold: \(failure)); events are refused until a fold succeeds, which is tried before each write (see the server log and swivel_journal_fold_failures_total)"
        case .inUse(let path):
            return "\(path) is in use by another Swivel server (one server per data file): stop it, or give this one another --data path"
        }
    }

    /// The one place SQLite result codes become Swift errors. `SQLITE_OK`, `SQLITE_ROW` and
    /// `SQLITE_DONE` are not errors; everything else throws with SQLite's own message.
    static func check(_ code: Int32, _ connection: SQLiteConnection, _ context: @autoclosure () -> String) throws(StorageError) {
        switch code {
        case SQLITE_OK, SQLITE_ROW, SQLITE_DONE: return
        default: throw from(code, connection, context())
        }
    }

    static func from(_ code: Int32, _ connection: SQLiteConnection, _ context: String) -> StorageError {
        switch code & 0xFF {
        case SQLITE_NOTADB: return .notADatabase(path: connection.path)
        case SQLITE_CORRUPT: return .corrupt(path: connection.path, details: connection.lastErrorMessage)
        default: return .sqlite(code: code, message: connection.lastErrorMessage, context: context)
        }
    }
}
