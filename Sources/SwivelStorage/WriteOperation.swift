/// One write a caller asked for; the writer thread applies it inside a group-commit batch.
enum WriteOperation: Sendable {
    case createSession(id: String, creation: [UInt8], summary: [UInt8]?, createdMilliseconds: Int)
    /// `summary` nil keeps the stored one.
    case append(sessionID: String, firstIndex: Int, events: [[UInt8]], summary: [UInt8]?)
    case deleteSession(id: String)
    /// Registers an app, or replaces the one registered under its id.
    case putApp(id: String, definition: [UInt8], updatedMilliseconds: Int)
    /// Forgets a registered app (forgetting an unknown one does nothing).
    case deleteApp(id: String)
}

/// A queued operation and, once its batch is over, its result. `result` is only touched with
/// the writer's lock held. A request with a `completion` is not waited for: the writer thread
/// calls it once the batch is over.
final class WriteRequest: @unchecked Sendable {
    let operation: WriteOperation
    let completion: (@Sendable (Result<Void, StorageError>) -> Void)?
    var result: Result<Void, StorageError>?

    init(_ operation: WriteOperation, completion: (@Sendable (Result<Void, StorageError>) -> Void)? = nil) {
        self.operation = operation
        self.completion = completion
    }
}
