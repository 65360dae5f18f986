#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import AppCatalog
import Logging
import RotationEngine
import SwivelJSON
import SwivelStorage

/// Brings stored sessions back. At start only their summaries are read, so a server
/// with a million stored events answers at once; a session is replayed through the engine on
/// its first access (and again after eviction). Determinism makes the replay exactly what was
/// served before.
struct SessionRestorer: Sendable {
    let catalog: AppCatalog
    let store: EventStore
    let logger: Logger

    /// A stored session that cannot be replayed (its rows are kept, never deleted).
    struct Unreplayable: Error, CustomStringConvertible {
        var id: String
        var reason: String
        var description: String { "session \(id) cannot be replayed: \(reason)" }
    }

    /// Registers every stored session, unloaded. Sessions stored without a summary (written by
    /// schema v1) are replayed once here and get their summary stored, so the next start is fast.
    func restore(into registry: SessionRegistry) throws -> (sessions: Int, events: Int) {
        var sessions = 0
        var events = 0
        var missing: [StoredSummary] = []
        try store.summaries { stored in
            if let summary = SessionSummary(stored: stored.summary, version: stored.length) {
                registry.insertUnloaded(id: stored.id, summary: summary)
                sessions += 1
                events += stored.length
            } else {
                missing.append(stored)
            }
        }
        for stored in missing {
            do {
                guard let session = try store.load(id: stored.id) else { continue }
                let host = try replay(session, ordinal: registry.nextOrdinal())
                let summary = host.summary
                try store.append(sessionID: stored.id, firstIndex: summary.version, events: [], summary: summary.stored)
                registry.insert(host)
                sessions += 1
                events += summary.version
            } catch {
                logger.error("skipping stored session", metadata: ["id": "\(stored.id)", "error": "\(error)"])
            }
        }
        return (sessions, events)
    }

    /// The registry's loader: the stored session replayed, nil when it is not stored.
    func load(_ id: String, ordinal: Int) throws(SwivelError) -> SessionHost? {
        let stored: StoredSession?
        do {
            stored = try store.load(id: id)
        } catch {
            logger.error("loading a session failed", metadata: ["id": "\(id)", "error": "\(error)"])
            throw .storageUnavailable("could not load session \(id) (\(error))")
        }
        guard let stored else { return nil }
        do {
            return try replay(stored, ordinal: ordinal)
        } catch {
            logger.error("replaying a session failed", metadata: ["id": "\(id)", "error": "\(error)"])
            throw .storageUnavailable("\(error)")
        }
    }

    func replay(_ stored: StoredSession, ordinal: Int) throws -> SessionHost {
        let request: SessionRequest
        do {
            request = try SessionRequest.decode(try JSONParser.parse(stored.creation), catalog: catalog)
        } catch {
            throw Unreplayable(id: stored.id, reason: "its creation record is invalid (\(error))")
        }
        let host = SessionHost.launch(id: stored.id, request: request, ordinal: ordinal, keepsEvents: false)
        // In bounded chunks, as the live path applies them: one batch of every stored event
        // would hold all of their trace entries at once (a 200k-event session needed 2.2 GB).
        var chunk: [Event] = []
        chunk.reserveCapacity(Self.replayChunk)
        var decoded = StoredEventMemo()
        for (index, payload) in stored.events.enumerated() {
            do {
                chunk.append(try decoded.event(payload))
            } catch {
                throw Unreplayable(id: stored.id, reason: "event \(index) is invalid (\(error))")
            }
            if chunk.count == Self.replayChunk || index == stored.events.count - 1 {
                do {
                    // Only the last events' entries are encoded: a live session holds only its
                    // recent ones (older ones are worked out again from the checkpoints).
                    _ = try host.applyUnstored(chunk, encodesTrace: index >= stored.events.count - Self.encodedTail)
                } catch {
                    throw Unreplayable(id: stored.id, reason: "replaying its events failed near event \(index) (\(error))")
                }
                chunk.removeAll(keepingCapacity: true)
            }
        }
        return host
    }

    /// Events replayed per step (their trace entries are held until the step is published).
    static let replayChunk = 512
    /// The last events whose trace entries and decisions a replay encodes and holds: a step
    /// that ends within them is encoded whole. Enough to fill the held window of entries
    /// (`EncodedTrace`'s last chunks) for every built-in app.
    static let encodedTail = 4 * replayChunk
}

/// The events of one replay by their stored bytes: a long session repeats a handful of
/// payloads (`{"type":"rotate","orientation":"landscapeLeft"}`), and comparing a payload with
/// the few seen before costs a fraction of parsing its JSON again (BENCHMARKS.md, "Replaying a
/// long session"). Bounded: past ``capacity`` distinct payloads the rest are parsed as they
/// come. (A linear search: with this few payloads it beat hashing them.)
struct StoredEventMemo {
    static let capacity = 16
    private var known: [Known] = []

    private struct Known {
        let bytes: [UInt8]
        let event: Event
    }

    mutating func event(_ payload: [UInt8]) throws -> Event {
        for candidate in known where Self.same(candidate.bytes, payload) { return candidate.event }
        let event = try EventDecoding.storedEvent(payload)
        if known.count < Self.capacity { known.append(Known(bytes: payload, event: event)) }
        return event
    }

    private static func same(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        guard a.count == b.count else { return false }
        guard !a.isEmpty else { return true }
        return a.withUnsafeBytes { a in b.withUnsafeBytes { b in memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 } }
    }
}
