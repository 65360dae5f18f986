import AppCatalog
import Foundation
import SwivelJSON
import Testing
@testable import SessionCore
@testable import SwivelAPI
@testable import WebDriver

/// Request bodies are read through one reader (docs/architecture.md, "Reading JSON"): each
/// refusal names the JSON path of the value at fault, in the same words on every route.
struct BodyReadingTests {
    static let catalog = Result { try AppCatalog.load(directory: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Config/apps").standardizedFileURL.path) }

    /// `code: message` of what `read` throws.
    static func refusal<Value>(_ read: () throws(SwivelError) -> Value) -> String? {
        do throws(SwivelError) {
            _ = try read()
            return nil
        } catch {
            return "\(error.code): \(error.message)"
        }
    }

    static func json(_ text: String) -> JSONValue { (try? JSONParser.parse(text)) ?? .null }

    /// An event in a batch is named by its index, and a missing member says what it should be.
    @Test func eventInABatchNamesItsIndex() {
        #expect(Self.refusal { () throws(SwivelError) in try EventDecoding.decodeBody(Self.json(#"{"events": [{"type": "back"}, {"type": "advance", "ms": 1.5}]}"#)) }
            == "invalid_event: $.events[1].ms: expected a whole number from 0 to 1000000000000, got 1.5.")
        #expect(Self.refusal { () throws(SwivelError) in try EventDecoding.decodeBody(Self.json(#"{"events": [], "events": [{"type": "back"}]}"#)) }
            == "invalid_event: $: a batch is {\"events\": [...]} with no other keys; found \"events\" more than once.")
        #expect(Self.refusal { () throws(SwivelError) in try EventDecoding.decodeBody(Self.json(#"{"events": [{"type": "back"}, {"type": "advance"}]}"#)) }
            == "invalid_event: $.events[1].ms: is required (milliseconds to move the clock, a whole number >= 0).")
        #expect(Self.refusal { () throws(SwivelError) in try EventDecoding.decodeBody(Self.json(#"{"type": "rotate", "orientation": "sideways"}"#)) }
            == "invalid_event: $.orientation: unknown device orientation \"sideways\"; use one of unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown.")
        #expect(Self.refusal { () throws(SwivelError) in try EventDecoding.decodeBody(Self.json(#"{"type": "tap", "element": "go", "x": 1}"#)) }
            == "invalid_event: $.x: unknown key; allowed here: type, element.")
    }

    /// Session options: a wrong kind and an unknown name are told apart, each at its path.
    @Test func sessionOptionsNameTheirPath() throws {
        let catalog = try Self.catalog.get()
        #expect(Self.refusal { () throws(SwivelError) in try SessionRequest.decodeClientRequest(Self.json(#"{"app": "lifecycle-logger", "options": {"forwarding": "yes"}}"#), catalog: catalog) }
            == "invalid_options: $.options.forwarding: expected true or false, got a string.")
        #expect(Self.refusal { () throws(SwivelError) in try SessionRequest.decodeClientRequest(Self.json(#"{"app": "lifecycle-logger", "options": {"timerOwner": "parent"}}"#), catalog: catalog) }
            == "invalid_options: $.options.timerOwner: unknown timer owner \"parent\"; use one of master, child.")
        #expect(Self.refusal { () throws(SwivelError) in try SessionRequest.decodeClientRequest(Self.json(#"{"app": "lifecycle-logger", "device": 4}"#), catalog: catalog) }
            == "invalid_session: $.device: expected a string, got a number.")
    }

    /// An exploration's alphabet and properties are read with the event reader's words.
    @Test func explorationNamesItsPath() throws {
        let catalog = try Self.catalog.get()
        #expect(Self.refusal { () throws(SwivelError) in try ExplorationRequest.decode(Self.json(#"{"app": "lifecycle-logger", "depth": 31}"#), catalog: catalog) }
            == "invalid_exploration: $.depth: expected a whole number from 0 to 30, got 31.")
        #expect(Self.refusal { () throws(SwivelError) in try ExplorationRequest.decode(Self.json(#"{"app": "lifecycle-logger", "events": [{"type": "spin"}]}"#), catalog: catalog) }
            == "invalid_exploration: $.events[0].type: unknown event type \"spin\"; use one of rotate, tap, back, timer, advance, selectTab, showPrimary, performSegue, perform.")
        #expect(Self.refusal { () throws(SwivelError) in try ExplorationRequest.decode(Self.json(#"{"app": "lifecycle-logger", "properties": [{"never": {"status": "asleep"}}]}"#), catalog: catalog) }
            == "invalid_exploration: $.properties[0].never.status: unknown status \"asleep\"; use one of running, crashed.")
    }

    /// W3C pointer actions: a bad step is named by its source's and its own index.
    @Test func pointerActionsNameTheirPath() {
        let body = Self.json(#"{"actions": [{"type": "pointer", "id": "f", "actions": [{"type": "pointerMove", "x": "left"}]}]}"#).objectValue ?? JSONObject()
        #expect(throws: WebDriverError.invalidArgument("$.actions[0].actions[0].x: expected a number, got a string.")) {
            try PointerActions.taps(body) { (_: String) throws(WebDriverError) -> Taps.Point in Taps.Point(x: 0, y: 0) }
        }
    }
}
