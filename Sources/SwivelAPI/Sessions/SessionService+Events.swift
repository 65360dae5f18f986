import HTTPServer
import RotationEngine
import SwivelJSON

/// `POST /v1/sessions/{id}/events`: one event or a batch, all or none, optionally guarded by
/// `If-Match: "<version>"`; answered only once the events are stored.
extension SessionService {
    func postEvents(_ id: String, _ request: HTTPRequest) throws(APIError) -> HTTPResponse {
        _ = try host(id)
        let expected = try Self.expectedVersion(request.headers["If-Match"])
        let events = try EventDecoding.decodeBody(try parseBody(request))
        let (host, state, added) = try applyEvents(events, to: id, expectedVersion: expected)
        let result = (state: state, added: added)
        let minimal = Self.prefersMinimal(request.headers["Prefer"])
        var writer = JSONWriter(capacity: minimal ? 2048 : 12288)
        writer.beginObject()
        writer.key("version"); writer.int(result.state.version)
        writer.key("trace"); writer.traceEntries(result.added)
        if !minimal {
            writer.key("snapshot")
            writer.snapshot(id: id, metadata: host.metadata, state: result.state)
        }
        writer.endObject()
        var headers = [("ETag", etag(result.state.version))]
        if minimal { headers.append(("Preference-Applied", "return=minimal")) }
        return .json(200, writer.bytes, headers: headers)
    }

    /// `Prefer: return=minimal` (RFC 7240; other preferences in the list are ignored). Plain
    /// byte matching: this runs on every event POST.
    static func prefersMinimal(_ header: String?) -> Bool {
        guard let header else { return false }
        return header.utf8.split(separator: UInt8(ascii: ",")).contains { preference in
            let trimmed = preference.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
            return trimmed.starts(with: "return=minimal".utf8)
        }
    }

    /// `If-Match: "3"` (quotes and a weak `W/` prefix allowed; `*` matches any version).
    static func expectedVersion(_ header: String?) throws(APIError) -> Int? {
        guard var value = header?.trimmingSpaces, !value.isEmpty, value != "*" else { return nil }
        if value.hasPrefix("W/") { value.removeFirst(2) }
        if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") { value = String(value.dropFirst().dropLast()) }
        guard let version = Int(value), version >= 0 else {
            throw .badRequest("If-Match must be a session version such as \"3\", got \(header ?? "").")
        }
        return version
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
