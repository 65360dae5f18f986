import HTTPServer
import RotationEngine
import SessionCore
import SwivelJSON

/// `POST /v1/sessions/{id}/events`: one event or a batch, all or none, optionally guarded by
/// `If-Match: "<version>"`; answered only once the events are stored.
extension NativeRoutes {
    /// Decodes the request and hands the events to the core's one event path
    /// (`Sessions.submit`, docs/architecture.md "The event path"); answers once they are stored.
    /// The session is looked up first, so an unknown session is a 404 whatever the body says.
    func postEvents(_ id: String, _ request: HTTPRequest) throws(SwivelError) -> Answer {
        let found = try host(id)
        let expected = try Self.expectedVersion(request.headers["If-Match"])
        let events = try EventDecoding.decodeBody(try parseBody(request))
        let minimal = Self.prefersMinimal(request.headers)
        return Self.completing({ sessions.submit(events, to: id, host: found, expectedVersion: expected, completion: $0) }) { applied in
            Self.eventsAnswer(applied, minimal: minimal)
        }
    }

    /// `{version, trace, decisions, snapshot}` (the snapshot left out for `Prefer: return=minimal`).
    static func eventsAnswer(_ applied: SessionHost.Applied, minimal: Bool) -> HTTPResponse {
        let added = applied.added
        // Room for the encoded entries and decisions, so that the buffer need not grow.
        var writer = JSONWriter(capacity: added.json.count + (minimal ? 128 : 12288))
        writer.beginObject()
        writer.key("version"); writer.int(applied.state.version)
        writer.key("trace"); writer.encodedList(added.json, in: added.traceRange)
        writer.key("decisions"); writer.encodedList(added.json, in: added.decisionRange)
        if !minimal {
            writer.key("snapshot")
            writer.snapshot(applied.snapshot,
                            lastDecision: added.lastDecisionRange.map { (added.json, $0) })
        }
        writer.endObject()
        // One array of the right size (appending the second header regrew it: ~440 instructions).
        let tag = etag(applied.state.version)
        let headers = minimal ? [("ETag", tag), ("Preference-Applied", "return=minimal")] : [("ETag", tag)]
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
    static func expectedVersion(_ header: String?) throws(SwivelError) -> Int? {
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
