import AppCatalog
import RotationEngine
import SessionCore
import SwivelJSON

/// `swivel replay`: runs a session without a server — the body of `POST /v1/sessions` and an
/// event log (`GET …/events`, or any `{"events": [...]}` / single event body) in, the same
/// `{version, trace, decisions, snapshot}` an events POST answers out, with the whole trace and
/// every rotation decision (launch included). Deterministic, so a harness can diff it against a
/// served session.
public enum OfflineReplay {
    /// What went wrong, as the API would say it (code and message).
    public struct Failure: Error, CustomStringConvertible {
        public var code: String
        public var message: String
        public var description: String { "\(code): \(message)" }
    }

    public static func run(session sessionBody: [UInt8], events eventsBody: [UInt8]?, appsDirectory: String) throws -> [UInt8] {
        let catalog = try AppCatalog.load(directory: appsDirectory)
        do {
            let request = try SessionRequest.decodeClientRequest(try parse(sessionBody, what: "session"), catalog: catalog)
            let host = SessionHost.launch(id: "replay", request: request, ordinal: 0)
            var events: [Event] = []
            if let eventsBody {
                let json = try parse(eventsBody, what: "events")
                // An empty log (`{"events": []}`, what GET …/events gives a fresh session) is fine here.
                if json["events"]?.arrayValue?.isEmpty != true {
                    events = try EventDecoding.decodeBody(json)
                }
            }
            if !events.isEmpty {
                _ = try host.applyUnstored(events)
            }
            let content = host.read()
            var writer = JSONWriter(capacity: 16_384)
            writer.beginObject()
            writer.key("version"); writer.int(content.state.version)
            writer.key("trace"); writer.encodedTraceEntries(try host.tracePage(from: 0, limit: content.trace.count).json)
            writer.key("decisions")
            writer.encodedDecisions(try host.tracePage(from: 0, limit: content.trace.decisionCount, stream: .decisions).json)
            writer.key("snapshot"); writer.snapshot(SessionSnapshot(id: host.id, metadata: host.metadata, state: content.state))
            writer.endObject()
            return writer.bytes
        } catch {
            throw Failure(code: error.code, message: error.message)
        }
    }

    static func parse(_ bytes: [UInt8], what: String) throws(SwivelError) -> JSONValue {
        do {
            return try JSONParser.parse(bytes)
        } catch {
            throw .malformedJSON("\(what): \(error.description)")
        }
    }
}
