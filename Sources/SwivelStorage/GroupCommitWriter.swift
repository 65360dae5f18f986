#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import NamedThread
import CoreMetrics

/// Funnels writes from any number of threads into one writer thread that commits everything
/// waiting in one transaction (group commit), then wakes each caller with its own
/// result.
///
/// With durable storage the fsync dominates; while one commit runs, the next batch gathers,
/// so N concurrent callers share roughly one fsync instead of paying N.
final class GroupCommitWriter: @unchecked Sendable {
    // Everything below is guarded by `lock`, except `executor` (writer thread only) and
    // `thread` (set once in init, read in close).
    private let lock = ConditionLock()
    private var pending: [WriteRequest] = []
    private var closing = false
    private var batches = 0
    private var requests = 0
    /// Dropped by the writer thread when it stops, which closes the write connection (and
    /// checkpoints the WAL if no reader is open), so `close()` really closes.
    private var executor: WriteExecutor?
    /// While the journal is full, when a fold may next be tried (writer thread only).
    private var fullJournalRetryAt: UInt64 = 0
    private var thread: NamedThread?
    /// Events per commit and how long each commit took (`GET /metrics`); how long each
    /// journal fold paused the writer, and how many folds failed (their rows stay in the
    /// journal, where reads find them; the next is tried after another `rowLimit` rows).
    private let batchSize: Recorder
    private let commitDuration: CoreMetrics.Timer
    private let foldDuration: CoreMetrics.Timer
    private let foldFailures: Counter

    init(executor: WriteExecutor, metrics: any MetricsFactory) throws(StorageError) {
        self.executor = executor
        batchSize = Recorder(label: "swivel_commit_batch_size", aggregate: true, factory: metrics)
        commitDuration = CoreMetrics.Timer(label: "swivel_commit_duration_seconds", factory: metrics)
        foldDuration = CoreMetrics.Timer(label: "swivel_journal_fold_duration_seconds", factory: metrics)
        foldFailures = Counter(label: "swivel_journal_fold_failures_total", factory: metrics)
        do throws(NamedThread.StartError) {
            thread = try NamedThread.start(name: "swivel-writer") { [self] in runLoop() }
        } catch {
            throw StorageError.sqlite(code: 1, message: error.description, context: "opening the store")
        }
    }

    /// Queues `operation` and blocks until its batch is committed (or refused).
    func submit(_ operation: WriteOperation) throws(StorageError) {
        let request = WriteRequest(operation)
        lock.lock()
        guard !closing else {
            lock.unlock()
            throw StorageError.closed
        }
        pending.append(request)
        if pending.count == 1 { lock.signalWork() }
        var result: Result<Void, StorageError>
        while true {
            if let done = request.result {
                result = done
                break
            }
            lock.waitForDone()
        }
        lock.unlock()
        try result.get()
    }

    /// Queues `operation` and returns at once; `completion` runs on the writer thread once its
    /// batch is committed (or refused), in queue order. Throws, without queueing, when the
    /// writer is closed — never calls `completion` from the calling thread.
    func submit(_ operation: WriteOperation, completion: @escaping @Sendable (Result<Void, StorageError>) -> Void) throws(StorageError) {
        let request = WriteRequest(operation, completion: completion)
        lock.lock()
        guard !closing else {
            lock.unlock()
            throw StorageError.closed
        }
        pending.append(request)
        if pending.count == 1 { lock.signalWork() }
        lock.unlock()
    }

    /// Batches committed and requests served so far (to show group commit working).
    var statistics: (batches: Int, requests: Int) {
        lock.lock()
        defer { lock.unlock() }
        return (batches, requests)
    }

    /// Finishes the requests already queued, refuses new ones, and stops the thread.
    func close() {
        lock.lock()
        let alreadyClosing = closing
        closing = true
        lock.signalWork()
        lock.unlock()
        guard !alreadyClosing, let thread else { return }
        thread.join()
    }

    private func runLoop() {
        lock.lock()
        while true {
            while pending.isEmpty && !closing { lock.waitForWork() }
            if pending.isEmpty { break }  // closing and drained
            let batch = pending
            pending.removeAll(keepingCapacity: true)
            lock.unlock()

            // A journal at its limit (folds kept failing) refuses appends: make room first —
            // at most once a `retryWhenFull` interval while folds go on failing, so that a fold
            // that fails slowly (a full disk rolling back) does not slow every batch.
            if let executor, executor.journalIsFull, DispatchTimeClock.now() >= fullJournalRetryAt {
                while executor.journalIsFull, foldJournal() { }
                if executor.journalIsFull { fullJournalRetryAt = DispatchTimeClock.now() + executor.retryWhenFullNanoseconds }
            }
            let started = DispatchTimeClock.now()
            let results = executor?.execute(batch) ?? batch.map { _ in .failure(StorageError.closed) }
            commitDuration.recordNanoseconds(Int64(DispatchTimeClock.now() - started))
            batchSize.record(batch.count)

            lock.lock()
            for (request, result) in zip(batch, results) { request.result = result }
            batches += 1
            requests += batch.count
            lock.broadcastDone()
            lock.unlock()
            // Callers that did not wait learn their result here, in queue order (one session's
            // events are published in the order they were accepted).
            for (request, result) in zip(batch, results) { request.completion?(result) }
            // Between batches, once this one is answered; the next one gathers meanwhile.
            if executor?.journalFoldIsDue == true { foldJournal() }
            lock.lock()
        }
        lock.unlock()
        // A store closed cleanly leaves every event in `events` (unless this fold fails too).
        foldJournal(all: true)
        executor = nil
    }
}

extension GroupCommitWriter {
    /// Folds the journal (`WriteExecutor.foldJournal`), timed; failures counted. True when
    /// rows were folded.
    @discardableResult
    private func foldJournal(all: Bool = false) -> Bool {
        let started = DispatchTimeClock.now()
        switch executor?.foldJournal(all: all) {
        case .folded:
            foldDuration.recordNanoseconds(Int64(DispatchTimeClock.now() - started))
            return true
        case .failed:
            foldFailures.increment()
            return false
        case .nothingToFold, nil:
            return false
        }
    }
}

/// A monotonic clock in nanoseconds, without Foundation or Dispatch.
enum DispatchTimeClock {
    static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
}
