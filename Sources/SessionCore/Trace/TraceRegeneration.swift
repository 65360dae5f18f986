import RotationEngine
import SwivelJSON

/// Trace entries a session no longer holds in memory, worked out again: the engine is
/// deterministic (docs/architecture.md), so launching the same configuration and applying the same
/// accepted events gives the same entries, byte for byte, as were served when they ran.
/// Costs a replay from the nearest earlier `TraceCheckpoint` (or launch) up to the last entry
/// asked for; `GET …/trace` pays it only for pages older than what `EncodedTrace` holds.
public enum TraceRegeneration {
    /// What is worked out again: trace entries, or rotation decisions (docs/semantics.md), which the
    /// same replay makes.
    public enum Stream: Sendable {
        case trace, decisions
    }

    /// Entries `range` (indices from 0: entry `i` has seq `i + 1`), encoded and joined by
    /// commas like `EncodedTrace` keeps them; replayed from `checkpoint` (which must come
    /// before the range) or, without one, from launch. `events` gives committed events by
    /// index (the log holds `eventCount`); they are asked for in chunks, as the replay needs them.
    /// With `stream` `.decisions`, the same for the session's rotation decisions.
    static func json(
        of range: Range<Int>, stream: Stream = .trace, configuration: SessionConfiguration, from checkpoint: TraceCheckpoint? = nil,
        eventCount: Int, events: (Range<Int>) throws(SwivelError) -> [Event]
    ) throws(SwivelError) -> [UInt8] {
        var writer = JSONWriter(capacity: max(range.count, 1) * (stream == .trace ? 256 : 640))
        var index = 0
        /// Encodes the items of one step that fall in `range`; true once past its end.
        func take(_ trace: [TraceEntry], _ decisions: [RotationDecision]) -> Bool {
            switch stream {
            case .trace:
                for entry in trace {
                    if index >= range.upperBound { return true }
                    if index >= range.lowerBound { writer.traceEntry(entry) }
                    index += 1
                }
            case .decisions:
                for decision in decisions {
                    if index >= range.upperBound { return true }
                    if index >= range.lowerBound { writer.decision(decision) }
                    index += 1
                }
            }
            return index >= range.upperBound
        }
        var state: SessionState
        var nextEvent = 0
        let checkpointCount = checkpoint.map { stream == .trace ? $0.traceCount : $0.decisionCount }
        if let checkpoint, let checkpointCount, checkpointCount <= range.lowerBound, checkpoint.eventCount <= eventCount {
            state = checkpoint.state
            index = checkpointCount
            nextEvent = checkpoint.eventCount
        } else {
            let launch = Engine.launch(configuration)
            if take(launch.trace, launch.decisions) { return writer.bytes }
            state = launch.state
        }
        while nextEvent < eventCount {
            let chunk = nextEvent..<min(nextEvent + chunkSize, eventCount)
            for event in try events(chunk) {
                // Every logged event was accepted when it ran, so it is accepted again.
                guard let output = try? Engine.run(event, on: &state) else { return writer.bytes }
                if take(output.trace, output.decisions) { return writer.bytes }
            }
            nextEvent = chunk.upperBound
        }
        return writer.bytes
    }

    /// Events read at a time while replaying.
    static let chunkSize = 1_024
}
