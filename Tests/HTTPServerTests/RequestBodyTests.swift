import Testing
@testable import HTTPServer

private func feed(_ body: inout RequestBody, _ count: Int) -> Bool {
    let bytes = [UInt8](repeating: 0x61, count: count)
    return bytes.withUnsafeBytes { body.receive($0) }
}

/// A declared Content-Length over the limit is refused before any byte is read.
@Test func declaredLengthOverLimitIsRefusedAtOnce() {
    let decision = RequestBody.decide(contentLength: "2000", limit: 1000)
    #expect(decision == .refuseNow(.tooLarge))
}

/// A body exactly at the limit is read.
@Test func bodyAtLimitIsAccepted() {
    let decision = RequestBody.decide(contentLength: "1000", limit: 1000)
    #expect(decision == .read(.buffering))
    var body = RequestBody(limit: 1000)
    #expect(feed(&body, 600))
    #expect(feed(&body, 400))
    #expect(body.refusal == nil)
    #expect(body.bytes.count == 1000)
}

/// A chunked body that grows past the limit is dropped and refused with 413 once read.
@Test func chunkedBodyOverLimitIsDiscarded() {
    var body = RequestBody(limit: 1000)
    #expect(feed(&body, 800))
    #expect(feed(&body, 800))
    #expect(body.bytes.isEmpty)
    #expect(body.refusal == .tooLarge)
}

/// A refused body that keeps coming far past the limit makes the server close the connection.
@Test func endlessRefusedBodyClosesConnection() {
    var body = RequestBody(limit: 100)
    var keepReading = true
    for _ in 0..<20 where keepReading { keepReading = feed(&body, 100) }
    #expect(keepReading == false)
}

/// The transport takes any body within its limit, whatever its type: the JSON-body rule is the
/// API's (`JSONBodyRule`), and no body needs no Content-Type.
@Test func bodiesAreReadWhateverTheirType() {
    #expect(RequestBody.decide(contentLength: "5", limit: 1000) == .read(.buffering))
    #expect(RequestBody.decide(contentLength: nil, limit: 10) == .read(.buffering))
    #expect(RequestBody.decide(contentLength: "0", limit: 10) == .read(.buffering))
}

/// JSON media types are recognised with parameters and in any case; others are not.
@Test func jsonMediaTypes() {
    #expect(MediaType.isJSON("application/json"))
    #expect(MediaType.isJSON("Application/JSON; charset=utf-8"))
    #expect(MediaType.isJSON(" application/json ;charset=UTF-8"))
    #expect(!MediaType.isJSON("text/plain"))
    #expect(!MediaType.isJSON("application/jsonx"))
    #expect(!MediaType.isJSON("application/x-www-form-urlencoded"))
    #expect(!MediaType.isJSON(nil))
}
