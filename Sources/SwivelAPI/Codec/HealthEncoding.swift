import SwivelJSON

extension JSONWriter {
    /// `GET /v1/health`: `ok`, or `degraded` with the store's problem.
    mutating func healthAnswer(version: String, storeProblem: String?) {
        beginObject()
        if let storeProblem {
            key("status"); string("degraded")
            key("version"); string(version)
            key("problems")
            beginArray()
            string("store: \(storeProblem)")
            endArray()
        } else {
            key("status"); string("ok")
            key("version"); string(version)
        }
        endObject()
    }
}
