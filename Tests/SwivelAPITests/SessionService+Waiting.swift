import Foundation
@testable import HTTPServer
import RotationEngine
import Synchronization
@testable import SwivelAPI

/// What a deferred answer carried, set by its `answer` or `failure` closure.
private final class Outcome<Value: Sendable>: Sendable {
    let value = Mutex<Result<Value, APIError>?>(nil)

    func set(_ result: Result<Value, APIError>) { value.withLock { $0 = result } }

    /// Waits for `response` as the pool thread does once the writer resumes it, then returns
    /// what the closures recorded.
    func wait(for response: HTTPResponse) throws -> Value {
        if let pending = response.pending {
            while pending.answer() == nil { usleep(100) }
        }
        guard let result = value.withLock({ $0 }) else { throw APIError.storageUnavailable("no answer") }
        return try result.get()
    }
}

extension SessionService {
    /// Applies `events` the one way events enter a session (`submit`) and waits for the answer;
    /// returns the host that took them and what was applied, or throws the refusal or the
    /// failed commit.
    func applyAndWait(_ events: [Event], to id: String, expectedVersion: Int?) throws -> (host: SessionHost, applied: SessionHost.Applied) {
        let outcome = Outcome<(host: SessionHost, applied: SessionHost.Applied)>()
        return try outcome.wait(for: try submit(
            events, to: id, host: try host(id), expectedVersion: expectedVersion,
            answer: { host, applied in
                outcome.set(.success((host, applied)))
                return HTTPResponse(status: 200)
            },
            failure: { error in
                outcome.set(.failure(error))
                return .failure(error.failure)
            }
        ))
    }

    /// Creates a session (`registerNewSession`, with `events` applied) and waits until it is
    /// stored and registered.
    @discardableResult
    func registerAndWait(id: String, request: SessionRequest, events: [Event] = []) throws -> SessionHost {
        let outcome = Outcome<SessionHost>()
        return try outcome.wait(for: try registerNewSession(
            id: id, request: request, events: events,
            answer: { host, _ in
                outcome.set(.success(host))
                return HTTPResponse(status: 201)
            },
            failure: { error in
                outcome.set(.failure(error))
                return .failure(error.failure)
            }
        ))
    }
}
