/// One write a caller asked for; the writer thread applies it inside a group-commit batch.
enum WriteOperation: Sendable {
    case createSession(id: String, creation: [UInt8], summary: [UInt8]?, createdMilliseconds: Int)
    /// `summary` nil keeps the stored one.
    case append(sessionID: String, firstIndex: Int, events: [[UInt8]], summary: [UInt8]?)
    case deleteSession(id: String)
}

/// A queued operation and, once its batch is over, its result. Both fields are only touched
/// with the writer's lock held.
final class WriteRequest: @unchecked Sendable {
    let operation: WriteOperation
    var result: Result<Void, StorageError>?

    init(_ operation: WriteOperation) {
        self.operation = operation
    }
}
