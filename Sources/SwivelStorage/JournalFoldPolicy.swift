/// When the writer folds the journal into `events`, and what each fold moves
/// (docs/architecture.md, "The event log on disk").
///
/// A fold is due once `rowLimit` events have gathered: that bounds what a reader scans (the
/// journal has no index). A fold writes a page per session it moves, so one fold moves the
/// events of at most `sliceSessions` sessions — those with the most events waiting, where a
/// page carries the most events — and the writer folds slice after slice, between batches, while
/// the journal stays at the limit: with many sessions the writer pauses a little and often
/// instead of once for long. A failed fold is not tried again before another `rowLimit` rows.
///
/// Should folds keep failing, the journal stops at about `journalLimit` rows (`isFull`; the
/// batch that reaches it is taken whole): appends are refused (503) rather than letting every
/// read scan an ever longer journal, and a fold is tried before a batch, at most once every
/// `retryWhenFullNanoseconds`, until one succeeds.
struct JournalFoldPolicy {
    static let defaultRowLimit = 2_048
    static let defaultSliceSessions = 32
    /// Rows the journal may hold while folds fail, in `rowLimit`s.
    static let journalLimitInRowLimits = 32

    let rowLimit: Int
    let sliceSessions: Int
    let journalLimit: Int
    /// How long a full journal waits after a failed fold before the next is tried.
    let retryWhenFullNanoseconds: UInt64
    /// Rows in the journal, and per session (its row number in `sessions`).
    private(set) var rows = 0
    private(set) var rowsBySession: [Int: Int] = [:]
    /// After a failed fold, the row count below which no fold is tried.
    private var retryAt = 0

    init(rowLimit: Int = defaultRowLimit, sliceSessions: Int = defaultSliceSessions, journalLimit: Int? = nil,
         retryWhenFullNanoseconds: UInt64 = 1_000_000_000) {
        self.rowLimit = max(rowLimit, 1)
        self.sliceSessions = max(sliceSessions, 1)
        self.journalLimit = max(journalLimit ?? self.rowLimit * Self.journalLimitInRowLimits, self.rowLimit)
        self.retryWhenFullNanoseconds = retryWhenFullNanoseconds
    }

    var isDue: Bool { rows >= rowLimit && rows >= retryAt }

    /// The journal reached `journalLimit`: appends wait for a fold to succeed.
    var isFull: Bool { rows >= journalLimit }

    /// A transaction that appended these rows committed (or start-up found them).
    mutating func committed(_ added: [Int: Int]) {
        for (session, count) in added where count > 0 {
            rowsBySession[session, default: 0] += count
            rows += count
        }
    }

    /// A deleted session's rows went with it.
    mutating func forget(_ session: Int) {
        rows -= rowsBySession.removeValue(forKey: session) ?? 0
    }

    /// The sessions the next fold moves: nil for all of them (they fit in one slice), else the
    /// `sliceSessions` with the most rows waiting.
    func nextSlice() -> [Int]? {
        guard rowsBySession.count > sliceSessions else { return nil }
        return rowsBySession.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
            .prefix(sliceSessions).map(\.key)
    }

    /// The fold of `slice` (nil: everything) committed.
    mutating func folded(_ slice: [Int]?) {
        guard let slice else {
            rows = 0
            rowsBySession.removeAll(keepingCapacity: true)
            retryAt = 0
            return
        }
        for session in slice { forget(session) }
        retryAt = 0
    }

    mutating func foldFailed() {
        retryAt = rows + rowLimit
    }
}
