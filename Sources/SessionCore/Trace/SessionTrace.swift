import RotationEngine

/// A session's trace as Swivel keeps it — the one type behind its storage (docs/architecture.md,
/// "The event path"): the recent entries, encoded (`EncodedTrace`, a bounded window), and the
/// session's state every so many events (`TraceCheckpoint`), from which entries no longer held
/// are replayed (`TraceRegeneration`) instead of from launch. The session's rotation decisions
/// (docs/semantics.md) are kept alongside, the same way: the recent ones encoded, older ones replayed
/// from the same checkpoints.
public struct SessionTrace: Sendable {
    /// The recent entries, encoded as the API writes them.
    private(set) var recent: EncodedTrace
    /// The recent rotation decisions, encoded as the API writes them (decision `i` has seq
    /// `i + 1`). Smaller chunks than the trace's: a decision is one per event at most, mostly.
    private(set) var decisions: EncodedTrace
    /// States kept every `checkpointInterval` events, oldest first. At most
    /// `maximumCheckpoints`: beyond it every other one is dropped and the interval doubles, so a
    /// long session's checkpoints stay bounded too.
    private(set) var checkpoints: [TraceCheckpoint] = []
    private(set) var checkpointInterval: Int

    /// The most checkpoints one session keeps.
    static let maximumCheckpoints = 64

    init(_ launch: [TraceEntry], decisions launchDecisions: [RotationDecision] = [], chunkCapacity: Int, keptChunks: Int,
         decisionChunkCapacity: Int = Self.decisionChunkCapacity, checkpointInterval: Int) {
        recent = EncodedTrace(launch, chunkCapacity: chunkCapacity, keptChunks: keptChunks)
        decisions = EncodedTrace(chunkCapacity: decisionChunkCapacity, keptChunks: keptChunks, firstChunkCapacity: 1024)
        let decided = EncodedTraceEntries(decisions: launchDecisions)
        decisions.append(decided.json, ends: decided.ends[...], from: 0)
        self.checkpointInterval = max(checkpointInterval, 1)
    }

    /// The decisions' chunk size: 16 KiB, about 40 decisions.
    public static let decisionChunkCapacity = 16 * 1024

    /// Decisions made since launch.
    public var decisionCount: Int { decisions.count }

    /// Entries written since launch (entry `i` has seq `i + 1`).
    public var count: Int { recent.count }

    /// Whether the state reached at `version` is kept as a checkpoint (staging asks after each event).
    func keepsCheckpoint(atVersion version: Int) -> Bool {
        version % checkpointInterval == 0
    }

    /// Committed events' entries and decisions (encoded while staging, in one buffer) and the
    /// checkpoints they reached.
    mutating func append(_ added: EncodedTraceEntries, checkpoints reached: [TraceCheckpoint]) {
        recent.append(added)
        decisions.letGo(added.notHeldDecisions)
        if added.decisionCount > 0 {
            decisions.append(added.json, ends: added.ends[added.traceCount...], from: added.decisionRange.lowerBound)
        }
        checkpoints += reached
        if checkpoints.count > Self.maximumCheckpoints {
            // Keep the ones at multiples of the doubled interval; later ones are taken there.
            checkpointInterval *= 2
            let interval = checkpointInterval
            checkpoints.removeAll { $0.eventCount % interval != 0 }
        }
    }

    /// Where the entries in `range` come from: held in memory, or replayed from this
    /// checkpoint (nil: from launch).
    enum Source {
        case held([UInt8])
        case replay(from: TraceCheckpoint?)
    }

    func source(of range: Range<Int>) -> Source {
        if let json = recent.json(of: range) { return .held(json) }
        return .replay(from: checkpoints.last { $0.traceCount <= range.lowerBound })
    }

    /// Where the decisions in `range` come from.
    func decisionSource(of range: Range<Int>) -> Source {
        if let json = decisions.json(of: range) { return .held(json) }
        return .replay(from: checkpoints.last { $0.decisionCount <= range.lowerBound })
    }
}
