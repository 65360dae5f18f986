import CoreMetrics
import Foundation
import Logging
import RotationEngine
import RotationTestSupport
import Synchronization
import SessionCore

/// Test helpers over the core's public API: completions are waited for, nothing is faked.
extension Sessions {
    /// A core over the repository's built-in apps.
    public static func forTests(_ storage: Storage = .memory, maxSessions: Int = 100_000, maxLoaded: Int = 10_000) throws -> Sessions {
        var logger = Logger(label: "test")
        logger.logLevel = .critical
        let configuration = Configuration(storage: storage, maxSessions: maxSessions, maxLoadedSessions: maxLoaded,
                                          appsDirectory: builtInAppsDirectory)
        return try Sessions(configuration: configuration, logger: logger, metrics: NOOPMetricsHandler.instance)
    }

    /// Applies `events` the one way events enter a session (`submit`) and waits for its completion.
    @discardableResult
    public func applyAndWait(_ events: [Event], to id: String, expectedVersion: Int?) throws -> SessionHost.Applied {
        try waitFor { submit(events, to: id, expectedVersion: expectedVersion, completion: $0) }
    }

    /// Creates a session (with `events` applied) and waits until it is stored and registered.
    @discardableResult
    public func createAndWait(id: String, request: SessionRequest, events: [Event] = []) throws -> SessionHost {
        try waitFor { create(id: id, request: request, events: events, completion: $0) }.host
    }

    /// Deletes a session and waits until the deletion is committed.
    public func deleteAndWait(_ id: String) throws {
        try waitFor { delete(id, completion: $0) }
    }
}

/// Starts work that completes through a callback and waits (without spinning) for its result.
public func waitFor<Value: Sendable>(_ start: (@escaping Sessions.Completion<Value>) -> Void) throws -> Value {
    let done = DispatchSemaphore(value: 0)
    let outcome = Mutex<Result<Value, SwivelError>?>(nil)
    start { result in
        outcome.withLock { $0 = result }
        done.signal()
    }
    done.wait()
    return try outcome.withLock { $0 }!.get()
}
