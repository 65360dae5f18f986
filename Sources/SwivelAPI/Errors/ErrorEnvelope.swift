import HTTPServer
import SwivelJSON

/// Config/openapi.json's error envelope, `{"error": {"code", "message"[, "problems"]}}`, written in this one
/// place with the JSON writer: for the API's own errors (`SwivelError.response`) and, handed to
/// the server at start (`SwivelApplication.start`), for every refusal the transport and router
/// make (`HTTPFailure`). The WebDriver paths answer W3C's envelope instead (`WebDriverError`).
enum ErrorEnvelope {
    @Sendable static func response(_ failure: HTTPFailure) -> HTTPResponse {
        var writer = JSONWriter(capacity: 128 + failure.message.utf8.count)
        writer.beginObject()
        writer.key("error")
        writer.beginObject()
        writer.key("code"); writer.string(failure.code)
        writer.key("message"); writer.string(failure.message)
        if !failure.problems.isEmpty {
            writer.key("problems")
            writer.beginArray()
            for problem in failure.problems { writer.string(problem) }
            writer.endArray()
        }
        if let position = failure.position {
            writer.key("file"); writer.string(position.file)
            writer.key("line"); if let line = position.line { writer.int(line) } else { writer.null() }
            writer.key("column"); if let column = position.column { writer.int(column) } else { writer.null() }
        }
        writer.endObject()
        writer.endObject()
        return .json(failure.status, writer.bytes)
    }
}
