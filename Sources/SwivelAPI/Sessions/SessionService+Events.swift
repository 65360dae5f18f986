import HTTPServer
import RotationEngine
import SwivelJSON

/// `POST /v1/sessions/{id}/events`: one event or a batch, all or none, optionally guarded by
/// `If-Match: "<version>"`; answered only once the events are stored.
extension SessionService {
    /// The event path, top to bottom (docs/architecture.md): find the session, decode, stage
    /// the events under the session's lock and hand them to the store in the same step, then
    /// — once committed, on the store's writer thread — publish them and answer. No pool
    /// thread waits for the disk: the answer is deferred and its connection parked meanwhile.
    /// Without a store (`--durability memory`) the events are published and answered at once.
    func postEvents(_ id: String, _ request: HTTPRequest) throws(APIError) -> HTTPResponse {
        let found = try host(id)  // an unknown session is a 404 whatever the body says
        let expected = try Self.expectedVersion(request.headers["If-Match"])
        let events = try EventDecoding.decodeBody(try parseBody(request))
        let minimal = Self.prefersMinimal(request.headers)
        return try submit(events, to: id, host: found, expectedVersion: expected,
                          answer: { host, applied in Self.eventsAnswer(id: id, metadata: host.metadata, applied: applied, minimal: minimal) },
                          failure: { .failure($0.failure) })
    }

    /// Applies `events` to a session and answers once they are stored — the one way events
    /// enter a session, shared by the native route and the WebDriver facade. A refusal found
    /// while staging (unknown element, crashed session, version mismatch) is thrown at once;
    /// after that, `answer` makes the response from what was applied, or `failure` from a
    /// failed commit (nothing applied). Both run on the pool thread that resumes the connection.
    func submit(
        _ events: [Event], to id: String, host found: SessionHost, expectedVersion: Int?,
        answer make: @escaping @Sendable (SessionHost, SessionHost.Applied) -> HTTPResponse,
        failure: @escaping @Sendable (APIError) -> HTTPResponse
    ) throws(APIError) -> HTTPResponse {
        guard let store else {
            let (host, applied) = try applyInMemory(events, to: id, host: found, expectedVersion: expectedVersion)
            metrics.eventsApplied.increment(by: Int64(events.count))
            return make(host, applied)
        }
        let answer = PendingResponse()
        let logger = self.logger
        let health = storeHealth
        let eventsApplied = metrics.eventsApplied
        _ = try stage(events, to: id, host: found, expectedVersion: expectedVersion) { (host, staged) throws(APIError) in
            do {
                try store.append(
                    sessionID: id, firstIndex: staged.firstIndex, events: staged.events.map(\.canonicalJSON),
                    summary: staged.summary?.stored
                ) { committed in
                    switch committed {
                    case .success:
                        health.recordSuccess(storedEvents: true)
                        let applied = host.publish(staged)
                        eventsApplied.increment(by: Int64(staged.events.count))
                        answer.complete { make(host, applied) }
                    case .failure(let error):
                        host.abandon(staged)
                        let problem = Self.storageFailure(error, doing: "store the events", logger: logger, health: health)
                        answer.complete { failure(problem) }
                    }
                }
            } catch {
                throw storageFailure(error, doing: "store the events")
            }
        }
        return .deferred(answer)
    }

    /// `{version, trace, decisions, snapshot}` (the snapshot left out for `Prefer: return=minimal`).
    static func eventsAnswer(id: String, metadata: SessionMetadata, applied: SessionHost.Applied, minimal: Bool) -> HTTPResponse {
        let added = applied.added
        // Room for the encoded entries and decisions, so that the buffer need not grow.
        var writer = JSONWriter(capacity: added.json.count + (minimal ? 128 : 12288))
        writer.beginObject()
        writer.key("version"); writer.int(applied.state.version)
        writer.key("trace"); writer.encodedList(added.json, in: added.traceRange)
        writer.key("decisions"); writer.encodedList(added.json, in: added.decisionRange)
        if !minimal {
            writer.key("snapshot")
            writer.snapshot(SessionSnapshot(id: id, metadata: metadata, state: applied.state),
                            lastDecision: added.lastDecisionRange.map { (added.json, $0) })
        }
        writer.endObject()
        var headers = [("ETag", etag(applied.state.version))]
        if minimal { headers.append(("Preference-Applied", "return=minimal")) }
        return .json(200, writer.bytes, headers: headers)
    }

    /// `Prefer: return=minimal` (RFC 7240, as `PreferHeader` reads it): anywhere in the list of
    /// preferences, in any of the request's `Prefer` fields, in any case, with blanks around `=`
    /// or the value quoted.
    static func prefersMinimal(_ headers: HTTPHeaders) -> Bool {
        PreferHeader.contains("return", "minimal", in: headers)
    }

    /// `If-Match: "3"`: a weak `W/` prefix and the quotes are optional; `*` matches any version.
    /// Exactly what `Config/openapi.json` documents (1–15 digits, nothing else: no sign, no
    /// unbalanced quote), so a header the document calls invalid is a 400, never a silent match.
    static func expectedVersion(_ header: String?) throws(APIError) -> Int? {
        guard let header else { return nil }
        var value = Substring(header.trimmingSpaces)
        if value == "*" { return nil }
        if value.hasPrefix("W/") { value = value.dropFirst(2) }
        if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") { value = value.dropFirst().dropLast() }
        guard let version = Self.wholeNumber(value, maximumDigits: 15) else {
            throw .badRequest("If-Match must be a session version such as \"3\" (1 to 15 digits) or *, got \"\(header)\".")
        }
        return version
    }

    /// A decimal number made of ASCII digits only (Swift's `Int(_:)` also takes `+`/`-`).
    static func wholeNumber(_ text: Substring, maximumDigits: Int) -> Int? {
        guard !text.isEmpty, text.utf8.count <= maximumDigits,
              text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
        else { return nil }
        return Int(text)
    }
}

extension String {
    var trimmingSpaces: String {
        var scalars = Substring(self)
        while scalars.first == " " || scalars.first == "\t" { scalars.removeFirst() }
        while scalars.last == " " || scalars.last == "\t" { scalars.removeLast() }
        return String(scalars)
    }
}
