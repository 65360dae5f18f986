import AppCatalog
import Logging
import RotationEngine
import SwivelJSON
import SwivelStorage

/// Brings stored sessions back by replaying their logs through the engine: determinism
/// makes the result exactly what was served before the restart.
struct SessionRestorer {
    let catalog: AppCatalog
    let registry: SessionRegistry
    let logger: Logger

    /// A stored session that cannot be replayed (its rows are kept, never deleted).
    struct Unreplayable: Error, CustomStringConvertible {
        var id: String
        var reason: String
        var description: String { "session \(id) cannot be replayed: \(reason)" }
    }

    func restore(from store: EventStore) throws -> (sessions: Int, events: Int) {
        var sessions = 0
        var events = 0
        try store.loadAll { stored in
            do {
                let host = try replay(stored)
                registry.insert(host)
                sessions += 1
                events += stored.events.count
            } catch {
                logger.error("skipping stored session", metadata: ["error": "\(error)"])
            }
        }
        return (sessions, events)
    }

    func replay(_ stored: StoredSession) throws -> SessionHost {
        let request: SessionRequest
        do {
            request = try SessionRequest.decode(try JSONParser.parse(stored.creation), catalog: catalog)
        } catch {
            throw Unreplayable(id: stored.id, reason: "its creation record is invalid (\(error))")
        }
        let host = SessionService.launch(id: stored.id, request: request, ordinal: registry.nextOrdinal())
        var decoded: [Event] = []
        decoded.reserveCapacity(stored.events.count)
        for (index, payload) in stored.events.enumerated() {
            do {
                decoded.append(try EventDecoding.decode(try JSONParser.parse(payload), path: "$"))
            } catch {
                throw Unreplayable(id: stored.id, reason: "event \(index) is invalid (\(error))")
            }
        }
        if !decoded.isEmpty {
            do {
                _ = try host.apply(decoded, expectedVersion: nil) { (_, _) throws(APIError) in }
            } catch {
                throw Unreplayable(id: stored.id, reason: "replaying its events failed (\(error))")
            }
        }
        return host
    }
}
