import HTTPServer
import RotationEngine
import RotationLayout
import SwivelJSON
import SessionCore
import SwivelScreenshot

/// `GET …/stack`, `…/layout`, `…/trace?since=N`, `…/decisions?since=N`, `…/events`.
extension NativeRoutes {
    func stack(_ id: String) throws(SwivelError) -> HTTPResponse {
        let state = try host(id).read { $0.state }
        var writer = JSONWriter(capacity: 1024)
        writer.stackAnswer(state)
        return .json(200, writer.bytes)
    }

    func layout(_ id: String) throws(SwivelError) -> HTTPResponse {
        let state = try host(id).read { $0.state }
        var writer = JSONWriter(capacity: 4096)
        writer.layout(LayoutResolver.resolve(state))
        return .json(200, writer.bytes)
    }

    /// Entries with `seq` > since, at most one page; `next` is the last `seq` returned (or
    /// `since` itself when nothing is new, so a poller can keep passing it back).
    func trace(_ id: String, since raw: String?) throws(SwivelError) -> HTTPResponse {
        let (page, next) = try page(of: .trace, id, since: raw)
        var writer = JSONWriter(capacity: 64 + page.count)
        writer.tracePageAnswer(entries: page, next: next)
        return .json(200, writer.bytes)
    }

    /// `GET …/decisions?since=N` (docs/semantics.md): rotation decisions with `seq` > since, paged like
    /// the trace.
    func decisions(_ id: String, since raw: String?) throws(SwivelError) -> HTTPResponse {
        let (page, next) = try page(of: .decisions, id, since: raw)
        var writer = JSONWriter(capacity: 64 + page.count)
        writer.decisionPageAnswer(decisions: page, next: next)
        return .json(200, writer.bytes)
    }

    /// One page of the trace or of the decisions after `since`, and the `next` to ask from.
    private func page(of stream: TraceRegeneration.Stream, _ id: String, since raw: String?) throws(SwivelError) -> (json: [UInt8], next: Int) {
        var since = 0
        if let raw {
            // `?since=` (empty) is not a number either: 400, as the document says.
            // The document's bound (2^53 - 1, the largest integer every JSON client keeps exact).
            guard let value = Self.wholeNumber(Substring(raw), maximumDigits: 16), value <= Self.maximumSince else {
                throw .badRequest("since must be a whole number from 0 to \(Self.maximumSince) (the last seq you have), got \"\(raw)\".")
            }
            since = value
        }
        // seq counts from 1 without gaps, so the item after seq `since` is at index `since`.
        let (page, range) = try sessions.page(of: stream, session: id, from: since, limit: Self.tracePageSize)
        return (page, range.isEmpty ? since : range.upperBound)
    }

    /// Largest `since` accepted (`Config/openapi.json` says the same).
    static let maximumSince = 9_007_199_254_740_991

    func eventLog(_ id: String) throws(SwivelError) -> HTTPResponse {
        let (state, log) = try sessions.log(of: host(id))
        var writer = JSONWriter(capacity: 64 + state.version * 48)
        writer.eventLogAnswer(log)
        return .json(200, writer.bytes)
    }
}

/// `GET /v1/sessions/{id}/screenshot.png[?scale=2]`: the layout drawn as a PNG (docs/webdriver.md), at
/// the device's scale unless asked otherwise.
extension NativeRoutes {
    func screenshot(_ id: String, scale text: String?) throws(SwivelError) -> HTTPResponse {
        let state = try host(id).read { $0.state }
        var scale = Double(state.device.scale)
        if let text {
            guard let value = Self.wholeNumber(Substring(text), maximumDigits: 1), Screenshot.scales.contains(Double(value)) else {
                throw .badRequest("scale must be 1, 2 or 3 (pixels per point), got \"\(text)\".")
            }
            scale = Double(value)
        }
        do throws(ScreenshotError) {
            let png = try Screenshot.png(of: LayoutResolver.resolve(state), scale: scale)
            return HTTPResponse(status: 200, headers: [("Content-Type", "image/png"), ("Cache-Control", "no-cache")], body: png)
        } catch {
            throw .renderingFailed(error.description)
        }
    }
}
