/// How hard the store tries to keep an acknowledged write (docs/architecture.md).
public enum StorageDurability: Sendable, Equatable {
    /// WAL, `synchronous=FULL`: every commit is fsynced before callers are answered, so an
    /// acknowledged event survives a power cut. Group commit amortises the fsync.
    case durable
    /// WAL, `synchronous=OFF`: commits reach the OS but are not fsynced; survives `kill -9` of
    /// the process, not a machine crash. For throwaway sessions.
    case fast

    /// The value of `PRAGMA synchronous` for this mode.
    var synchronousLevel: Int {
        switch self {
        case .durable: 2  // FULL
        case .fast: 0     // OFF
        }
    }
}

/// The connection settings as SQLite reports them after opening (read back, not assumed), so
/// tests and startup logs can show what is really in force.
public struct StoragePragmas: Sendable, Equatable {
    /// `PRAGMA journal_mode`, e.g. "wal".
    public var journalMode: String
    /// `PRAGMA synchronous`: 0 OFF, 1 NORMAL, 2 FULL, 3 EXTRA.
    public var synchronous: Int
    /// `PRAGMA user_version`: the schema version.
    public var schemaVersion: Int
}
