import Foundation
import NamedThread
import RotationExplorer
import SessionCore
import Synchronization

/// The explorations the server runs (docs/semantics.md, `POST /v1/explorations`): each on a thread of
/// its own, at most `maxRunning` at once (429 beyond), the last `maxKept` kept for reading.
/// A job's progress and findings are read while it runs; `DELETE` cancels it.
final class ExplorationJobs: Sendable {
    enum Status: String, Sendable { case running, done, cancelled }

    final class Job: Sendable {
        let id: String
        let request: ExplorationRequest
        let created: Int
        fileprivate let cancelled = Atomic<Bool>(false)
        fileprivate let state: Mutex<Snapshot>

        struct Snapshot: Sendable {
            var status: Status
            var progress: Exploration.Progress
            var findings: [Finding]
            var exhaustive: Bool
            var truncated: Bool
        }

        fileprivate init(id: String, request: ExplorationRequest, created: Int, progress: Exploration.Progress) {
            self.id = id
            self.request = request
            self.created = created
            state = Mutex(Snapshot(status: .running, progress: progress, findings: [], exhaustive: false, truncated: false))
        }

        var snapshot: Snapshot { state.withLock { $0 } }
    }

    static let maxRunning = 2
    static let maxKept = 100
    private let jobs = Mutex<[String: Job]>([:])
    private let counter = Atomic<Int>(0)

    /// Starts a job, or nil when `maxRunning` jobs already run.
    func start(_ request: ExplorationRequest) -> Job? {
        let search = Exploration(request.session.configuration, limits: .init(depth: request.depth, maxStates: request.maxStates),
                                 alphabet: request.alphabet, properties: request.properties)
        let number = counter.add(1, ordering: .relaxed).newValue
        let job = Job(id: "x" + String(number, radix: 36) + String(UInt32.random(in: 0...UInt32.max), radix: 36),
                      request: request, created: number, progress: search.progress)
        let started = jobs.withLock { jobs -> Bool in
            guard jobs.values.filter({ $0.snapshot.status == .running }).count < Self.maxRunning else { return false }
            if jobs.count >= Self.maxKept, let oldest = jobs.values.filter({ $0.snapshot.status != .running }).min(by: { $0.created < $1.created }) {
                jobs[oldest.id] = nil
            }
            jobs[job.id] = job
            return true
        }
        guard started else { return nil }
        do throws(NamedThread.StartError) {
            try NamedThread.start(name: "swivel-explore") { Self.run(job, search) }.detach()
        } catch {
            // No thread to run it on (the process is out of threads): the job ends at once,
            // cancelled, and reading it says so.
            job.state.withLock { $0.status = .cancelled }
        }
        return job
    }

    /// The search, in steps: progress and findings published after each, cancellation checked.
    private static func run(_ job: Job, _ search: Exploration) {
        var search = search
        var progress = search.progress
        while !progress.done && !job.cancelled.load(ordering: .relaxed) {
            progress = search.step(budget: 2_000)
            let findings = search.findings
            job.state.withLock { $0.progress = progress; $0.findings = findings }
        }
        let findings = search.findings
        let cancelled = job.cancelled.load(ordering: .relaxed)
        job.state.withLock {
            $0.status = cancelled ? .cancelled : .done
            $0.progress = progress
            $0.findings = findings
            $0.exhaustive = search.isExhaustive
            $0.truncated = search.truncated
        }
    }

    func job(_ id: String) -> Job? { jobs.withLock { $0[id] } }

    var all: [Job] { jobs.withLock { Array($0.values) }.sorted { $0.created < $1.created } }

    /// Cancels a running job and forgets it; false when there is none.
    func remove(_ id: String) -> Bool {
        guard let job = jobs.withLock({ $0.removeValue(forKey: id) }) else { return false }
        job.cancelled.store(true, ordering: .relaxed)
        return true
    }

    /// Stops every running job (shutdown).
    func cancelAll() {
        for job in all { job.cancelled.store(true, ordering: .relaxed) }
    }
}
