import Foundation
import Testing
@testable import SwivelClient

/// What the client sends is the API's JSON.
@Suite struct EncodingTests {
    static func json(_ value: some Encodable) throws -> String {
        String(decoding: try SwivelJSONCoding.encoder.encode(value), as: UTF8.self)
    }

    /// Each event case encodes as its API object, and decodes back to the same case.
    @Test func events() throws {
        let cases: [(Event, String)] = [
            (.rotate(.landscapeLeft), #"{"orientation":"landscapeLeft","type":"rotate"}"#),
            (.tap("showB"), #"{"element":"showB","type":"tap"}"#),
            (.back, #"{"type":"back"}"#),
            (.selectTab(1), #"{"index":1,"type":"selectTab"}"#),
            (.showPrimary, #"{"type":"showPrimary"}"#),
            (.performSegue("SignedIn"), #"{"identifier":"SignedIn","type":"performSegue"}"#),
            (.performSegue("Help", controller: "Login#1"), #"{"controller":"Login#1","identifier":"Help","type":"performSegue"}"#),
            (.perform(["type": "dismiss"]), #"{"action":{"type":"dismiss"},"type":"perform"}"#),
            (.backIn(navigation: "UINavigationController#2"), #"{"navigation":"UINavigationController#2","type":"back"}"#),
            (.timer("workout", .pause), #"{"action":"pause","timer":"workout","type":"timer"}"#),
            (.advance(ms: 2500), #"{"ms":2500,"type":"advance"}"#),
        ]
        for (event, text) in cases {
            #expect(try Self.json(event) == text)
            #expect(try SwivelJSONCoding.decoder.decode(Event.self, from: Data(text.utf8)) == event)
        }
    }

    /// An event of no known shape stays `other` with its JSON, both ways.
    @Test func otherEvents() throws {
        let text = #"{"orientation":"sideways","type":"rotate"}"#
        let event = try SwivelJSONCoding.decoder.decode(Event.self, from: Data(text.utf8))
        #expect(event == .other(["type": "rotate", "orientation": "sideways"]))
        #expect(try Self.json(event) == text)
    }

    /// A session's body names the app by id or carries it inline, and leaves out what is not given.
    @Test func createSession() throws {
        #expect(try Self.json(CreateSession(app: "swapper")) == #"{"app":"swapper"}"#)
        let inline = CreateSession(app: .inline(["id": "mine", "root": "Home"]), device: "iphone-15-pro", os: "17",
                                   orientation: .landscapeRight, options: ["timerOwner": "child"])
        #expect(try Self.json(inline) == #"{"app":{"id":"mine","root":"Home"},"device":"iphone-15-pro","options":{"timerOwner":"child"},"orientation":"landscapeRight","os":"17"}"#)
    }

    /// JSONValue reads any JSON text and writes whole numbers without a fraction.
    @Test func jsonValue() throws {
        let value = try JSONValue(parsing: #"{"a": [1, 2.5, true, null, "x"]}"#)
        #expect(value == ["a": [1, 2.5, true, nil, "x"]])
        #expect(try Self.json(value) == #"{"a":[1,2.5,true,null,"x"]}"#)
    }

    /// Ids become one escaped path segment.
    @Test func pathSegments() {
        #expect(Swivel.segment("abc123") == "abc123")
        #expect(Swivel.segment("a/b?c#d e") == "a%2Fb%3Fc%23d%20e")
    }
}
