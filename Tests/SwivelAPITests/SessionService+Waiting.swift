import Foundation
@testable import HTTPServer
import RotationEngine
import Synchronization
@testable import SwivelAPI

extension SessionService {
    /// Applies `events` the one way events enter a session (`submit`) and waits for the answer
    /// as the pool thread does once the writer resumes it; returns the host that took them and
    /// what was applied, or throws the refusal or the failed commit.
    func applyAndWait(_ events: [Event], to id: String, expectedVersion: Int?) throws -> (host: SessionHost, applied: SessionHost.Applied) {
        final class Outcome: Sendable {
            let value = Mutex<Result<(host: SessionHost, applied: SessionHost.Applied), APIError>?>(nil)
        }
        let outcome = Outcome()
        let response = try submit(
            events, to: id, host: try host(id), expectedVersion: expectedVersion,
            answer: { host, applied in
                outcome.value.withLock { $0 = .success((host, applied)) }
                return HTTPResponse(status: 200)
            },
            failure: { error in
                outcome.value.withLock { $0 = .failure(error) }
                return .failure(error.failure)
            }
        )
        if let pending = response.pending {
            while pending.answer() == nil { usleep(100) }
        }
        guard let result = outcome.value.withLock({ $0 }) else { throw APIError.storageUnavailable("no answer") }
        return try result.get()
    }
}
