/// The database schema, as an ordered list of migrations tracked by `PRAGMA user_version`.
///
/// Rules: never edit a shipped migration, only append. A database whose `user_version` is
/// above `currentVersion` was written by a newer Swivel and is refused at open
/// (`StorageError.newerSchema`), because an older binary could misread or lose its data.
enum Schema {
    struct Migration {
        let version: Int
        let sql: String
    }

    /// Tags the file as Swivel's (`PRAGMA application_id`, "SWVL").
    static let applicationID = 0x5357_564C

    static let migrations: [Migration] = [
        // v1. Sessions get an integer `seq` (creation order, the rowid) so that event rows
        // repeat an 8-byte integer instead of the session's text id, and so that both tables
        // can be scanned in key order and merged for a fast `loadAll`. Events are a
        // WITHOUT ROWID table clustered on (session, idx): one session's log is contiguous.
        Migration(version: 1, sql: """
            CREATE TABLE sessions(
                seq INTEGER PRIMARY KEY,
                id TEXT NOT NULL UNIQUE,
                creation BLOB NOT NULL,
                created INTEGER NOT NULL
            );
            CREATE TABLE events(
                session INTEGER NOT NULL,
                idx INTEGER NOT NULL,
                payload BLOB NOT NULL,
                PRIMARY KEY(session, idx)
            ) WITHOUT ROWID;
            """),
        // v2. A small row per session that start-up can read without touching the (large)
        // creation records or the events: the id again, the log length (the next event index,
        // kept by every append) and an opaque caller summary (the API keeps app/device/os/status
        // there), so sessions can be listed and loaded lazily (100k sessions, fast
        // start). Existing sessions get their length counted and a NULL summary ("unknown").
        Migration(version: 2, sql: """
            CREATE TABLE summaries(
                session INTEGER PRIMARY KEY,
                id TEXT NOT NULL,
                length INTEGER NOT NULL,
                summary BLOB
            );
            INSERT INTO summaries(session, id, length, summary)
                SELECT s.seq, s.id, (SELECT count(*) FROM events e WHERE e.session = s.seq), NULL
                FROM sessions s;
            """),
        // v3. A checksum per event, chained per session (`EventChecksum`), and each session's
        // last link in its summary, so an append extends the chain without reading the log.
        // Events stored before v3 have none (NULL); the chain starts again after them.
        Migration(version: 3, sql: """
            ALTER TABLE events ADD COLUMN sum INTEGER;
            ALTER TABLE summaries ADD COLUMN chain INTEGER;
            """),
        // v4. Appends go to a journal in arrival order (the rowid `pos`), and the writer folds
        // it into `events` when `JournalFoldPolicy` says so, and at close. Clustered on
        // (session, idx), `events` made every appended event dirty its own session's B-tree
        // leaf: a commit of 30 events to 30 sessions wrote ~45 pages to the WAL. The journal's
        // rows of one commit share one or two pages; a fold moves hundreds of events per
        // session page. Readers take the union of both (`EventStore`). No index on the journal:
        // it stays small, and an index would again dirty a page per session.
        Migration(version: 4, sql: """
            CREATE TABLE journal(
                pos INTEGER PRIMARY KEY,
                session INTEGER NOT NULL,
                idx INTEGER NOT NULL,
                payload BLOB NOT NULL,
                sum INTEGER
            );
            """),
        // v5. Registered apps (`POST /v1/apps`): the definition as posted, by id. A session
        // stores the definition it started with in its own creation record, so replacing or
        // deleting an app never changes a session.
        Migration(version: 5, sql: """
            CREATE TABLE apps(
                id TEXT PRIMARY KEY,
                definition BLOB NOT NULL,
                updated INTEGER NOT NULL
            );
            """),
    ]

    static var currentVersion: Int { migrations.last?.version ?? 0 }

    /// Refuses, by reading only, a database this binary must not write to: one from a newer
    /// schema, or another application's. Runs before anything (even `journal_mode`) is set, so
    /// a refused file is left byte-for-byte as it was (never silent data loss).
    static func checkOwnership(_ connection: SQLiteConnection) throws(StorageError) {
        let found = try connection.integer("PRAGMA user_version") ?? 0
        if found > currentVersion {
            throw StorageError.newerSchema(path: connection.path, found: found, supported: currentVersion)
        }
        if found == 0 {
            let tables = try connection.integer("SELECT count(*) FROM sqlite_schema") ?? 0
            let application = try connection.integer("PRAGMA application_id") ?? 0
            if tables > 0 && application != applicationID {
                throw StorageError.foreignDatabase(path: connection.path)
            }
        }
    }

    /// Brings the schema of `connection` up to `currentVersion`, refusing newer and foreign
    /// databases (checked again inside the write transaction, in case another process changed
    /// the file since `checkOwnership`). Runs all pending migrations in one transaction: all or
    /// none.
    static func migrate(_ connection: SQLiteConnection) throws(StorageError) -> Int {
        try connection.execute("BEGIN IMMEDIATE")
        do throws(StorageError) {
            try checkOwnership(connection)
            let found = try connection.integer("PRAGMA user_version") ?? 0
            if found == 0 {
                try connection.execute("PRAGMA application_id = \(applicationID)")
            }
            for migration in migrations where migration.version > found {
                try connection.execute(migration.sql)
                try connection.execute("PRAGMA user_version = \(migration.version)")
            }
            try connection.execute("COMMIT")
            return currentVersion
        } catch {
            connection.rollbackIfNeeded()
            throw error
        }
    }
}
