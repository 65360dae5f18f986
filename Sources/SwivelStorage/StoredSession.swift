/// One session as stored: the creation request and its event log, payloads as the caller
/// gave them (opaque bytes; the API stores JSON).
public struct StoredSession: Sendable, Equatable {
    public var id: String
    public var creation: [UInt8]
    /// Event payloads in log order; `events[i]` was appended with index `i`.
    public var events: [[UInt8]]

    public init(id: String, creation: [UInt8], events: [[UInt8]]) {
        self.id = id
        self.creation = creation
        self.events = events
    }
}

/// What start-up needs of a stored session without loading it: its id, how many events its
/// log holds (its version) and the caller's summary (nil when none was stored, e.g. sessions
/// written before schema v2).
public struct StoredSummary: Sendable, Equatable {
    public var id: String
    public var length: Int
    public var summary: [UInt8]?

    public init(id: String, length: Int, summary: [UInt8]?) {
        self.id = id
        self.length = length
        self.summary = summary
    }
}
