import SessionCore
import RotationEngine
import SwivelJSON

/// The answers of a session's reads (Config/openapi.json): written from what the service worked out.
extension JSONWriter {
    /// `GET …/stack`: the controllers from the window's root to the front, and whether the
    /// navigation bar is hidden.
    mutating func stackAnswer(_ state: SessionState) {
        beginObject()
        key("controllers"); stackControllers(state)
        key("navigationBarHidden"); optionalBool(state.navigationBarHidden)
        endObject()
    }

    /// `GET …/trace?since=N`: one page of entries (encoded beforehand, joined by commas) and
    /// the `seq` to ask from next.
    mutating func tracePageAnswer(entries: [UInt8], next: Int) {
        beginObject()
        key("entries"); encodedTraceEntries(entries)
        key("next"); int(next)
        endObject()
    }

    /// `GET …/decisions?since=N`: one page of rotation decisions (encoded beforehand, joined by
    /// commas) and the `seq` to ask from next.
    mutating func decisionPageAnswer(decisions: [UInt8], next: Int) {
        beginObject()
        key("decisions"); encodedDecisions(decisions)
        key("next"); int(next)
        endObject()
    }

    /// `GET …/events` of a session that keeps its events in memory.
    mutating func eventLogAnswer(_ events: [Event]) {
        beginObject()
        key("events")
        beginArray()
        for event in events { event.write(to: &self) }
        endArray()
        endObject()
    }

    /// `GET …/events`, kept or read back from the store.
    mutating func eventLogAnswer(_ log: Sessions.EventLog) {
        switch log {
        case .kept(let events): eventLogAnswer(events)
        case .stored(let payloads): eventLogAnswer(storedPayloads: payloads)
        }
    }

    /// `GET …/events` read back from the store: its payloads are the events' canonical JSON,
    /// written as they are.
    mutating func eventLogAnswer(storedPayloads payloads: [[UInt8]]) {
        beginObject()
        key("events")
        beginArray()
        for payload in payloads { raw(payload) }
        endArray()
        endObject()
    }

    /// `GET /v1/sessions`: every session's summary, in creation order.
    mutating func sessionListAnswer(_ sessions: [(id: String, summary: SessionSummary)]) {
        beginObject()
        key("sessions")
        beginArray()
        for (id, summary) in sessions {
            beginObject()
            key("id"); string(id)
            key("app"); string(summary.appName)
            key("device"); string(summary.deviceName)
            key("os"); string(summary.osName)
            key("status"); string(summary.status)
            key("version"); int(summary.version)
            endObject()
        }
        endArray()
        endObject()
    }
}
