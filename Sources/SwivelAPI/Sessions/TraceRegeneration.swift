import RotationEngine
import SwivelJSON

/// Trace entries a session no longer holds in memory, worked out again: the engine is
/// deterministic (SPEC §9), so launching the same configuration and applying the same
/// accepted events gives the same entries, byte for byte, as were served when they ran.
/// Costs a replay from the nearest earlier `TraceCheckpoint` (or launch) up to the last entry
/// asked for; `GET …/trace` pays it only for pages older than what `EncodedTrace` holds.
enum TraceRegeneration {
    /// Entries `range` (indices from 0: entry `i` has seq `i + 1`), encoded and joined by
    /// commas like `EncodedTrace` keeps them; replayed from `checkpoint` (which must come
    /// before the range) or, without one, from launch. `events` is the whole event log.
    static func json(of range: Range<Int>, configuration: SessionConfiguration, from checkpoint: TraceCheckpoint? = nil, events: [Event]) -> [UInt8] {
        var writer = JSONWriter(capacity: max(range.count, 1) * 256)
        var index = 0
        /// Encodes the entries of `trace` that fall in `range`; true once past its end.
        func take(_ trace: [TraceEntry]) -> Bool {
            for entry in trace {
                if index >= range.upperBound { return true }
                if index >= range.lowerBound { writer.traceEntry(entry) }
                index += 1
            }
            return index >= range.upperBound
        }
        var state: SessionState
        var nextEvent = 0
        if let checkpoint, checkpoint.traceCount <= range.lowerBound, checkpoint.eventCount <= events.count {
            state = checkpoint.state
            index = checkpoint.traceCount
            nextEvent = checkpoint.eventCount
        } else {
            let launch = Engine.launch(configuration)
            if take(launch.trace) { return writer.bytes }
            state = launch.state
        }
        for event in events[nextEvent...] {
            // Every logged event was accepted when it ran, so it is accepted again.
            guard let trace = try? Engine.apply(event, to: &state) else { break }
            if take(trace) { break }
        }
        return writer.bytes
    }
}
