import HTTPServer
import RotationEngine
import RotationLayout
import SwivelJSON

/// `GET …/stack`, `…/layout`, `…/trace?since=N`, `…/events`.
extension SessionService {
    func stack(_ id: String) throws(APIError) -> HTTPResponse {
        let state = try host(id).read { $0.state }
        var writer = JSONWriter(capacity: 1024)
        writer.beginObject()
        writer.key("controllers"); writer.stackControllers(state)
        writer.key("navigationBarHidden"); writer.optionalBool(state.navigationBarHidden)
        writer.endObject()
        return .json(200, writer.bytes)
    }

    func layout(_ id: String) throws(APIError) -> HTTPResponse {
        let state = try host(id).read { $0.state }
        var writer = JSONWriter(capacity: 4096)
        writer.layout(LayoutResolver.resolve(state))
        return .json(200, writer.bytes)
    }

    /// Entries with `seq` > since, at most one page; `next` is the last `seq` returned (or
    /// `since` itself when nothing is new, so a poller can keep passing it back).
    func trace(_ id: String, since raw: String?) throws(APIError) -> HTTPResponse {
        var since = 0
        if let raw {
            // `?since=` (empty) is not a number either: 400, as the document says.
            // The document's bound (2^53 - 1, the largest integer every JSON client keeps exact).
            guard let value = Self.wholeNumber(Substring(raw), maximumDigits: 16), value <= Self.maximumSince else {
                throw .badRequest("since must be a whole number from 0 to \(Self.maximumSince) (the last seq you have), got \"\(raw)\".")
            }
            since = value
        }
        let host = try host(id)
        // seq counts from 1 without gaps, so the entry after seq `since` is at index `since`.
        let (page, range) = host.tracePage(from: since, limit: Self.tracePageSize)
        let next = range.isEmpty ? since : range.upperBound
        var writer = JSONWriter(capacity: 64 + page.count)
        writer.beginObject()
        writer.key("entries"); writer.encodedTraceEntries(page)
        writer.key("next"); writer.int(next)
        writer.endObject()
        return .json(200, writer.bytes)
    }

    /// Largest `since` accepted (`Config/openapi.json` says the same).
    static let maximumSince = 9_007_199_254_740_991

    func eventLog(_ id: String) throws(APIError) -> HTTPResponse {
        let events = try host(id).read { $0.events }
        var writer = JSONWriter(capacity: 64 + events.count * 48)
        writer.beginObject()
        writer.key("events")
        writer.beginArray()
        for event in events { event.write(to: &writer) }
        writer.endArray()
        writer.endObject()
        return .json(200, writer.bytes)
    }
}
