import Testing
@testable import SessionCore

/// What `GET /v1/health` reports about the store after failed and successful writes.
struct StoreHealthTests {
    /// A failed write makes the store degraded until any write succeeds.
    @Test func anyWriteClearsAnOrdinaryFailure() {
        let health = StoreHealth()
        health.recordFailure("could not store the events: disk full")
        #expect(health.problem == "could not store the events: disk full")
        health.recordSuccess(storedEvents: false)
        #expect(health.problem == nil)
    }

    /// A journal that cannot be folded refuses events only: creating a session meanwhile does not make the store look healthy, storing events does.
    @Test func onlyStoredEventsClearAFullJournal() {
        let health = StoreHealth()
        health.recordFailure("could not store the events: the event journal holds …", clearedByEventsOnly: true)
        health.recordSuccess(storedEvents: false)
        #expect(health.problem == "could not store the events: the event journal holds …")
        health.recordSuccess(storedEvents: true)
        #expect(health.problem == nil)
    }
}
