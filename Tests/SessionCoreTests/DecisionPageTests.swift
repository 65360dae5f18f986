import Foundation
import Logging
import RotationEngine
import SwivelJSON
import Testing
@testable import SessionCore
import RotationTestSupport
import SessionTestSupport

/// Rotation decisions as a session keeps them (docs/semantics.md, "Rotation decisions"): the recent ones encoded once, in
/// chunks, like the trace; older ones replayed from the event log (and the trace's
/// checkpoints), byte for byte what the event POSTs answered.
@Suite struct DecisionPageTests {
    static func request(_ app: String) throws -> SessionRequest {
        return try SessionRequest.decodeClientRequest(.object(["app": .string(app)]), catalog: builtInApps)
    }

    static let cycle: [Event] = [
        .rotate(.landscapeLeft), .tap(element: "showLocked"), .rotate(.portrait), .rotate(.faceUp), .back, .rotate(.landscapeRight),
        .rotate(.portrait),
    ]

    /// Decisions a session let go of are replayed identically to those its event answers served.
    @Test func lettingGoOfDecisionsReplaysThemIdentically() throws {
        let request = try Self.request("selective-rotation")
        let whole = SessionHost.launch(id: "whole", request: request, ordinal: 0, decisionChunkCapacity: 1 << 24)
        let windowed = SessionHost.launch(id: "windowed", request: request, ordinal: 1, keptTraceChunks: 2, decisionChunkCapacity: 1024)
        var served: [UInt8] = try windowed.tracePage(from: 0, limit: 1_000, stream: .decisions).json
        for _ in 0..<30 {
            _ = try whole.applyUnstored(Self.cycle)
            let applied = try #require(try windowed.applyUnstored(Self.cycle))
            if !applied.decisionsJSON.isEmpty { served += [UInt8(ascii: ",")] + applied.decisionsJSON }
        }
        let total = whole.read { $0.trace.decisionCount }
        #expect(total == 1 + 30 * 5)
        #expect(windowed.read { $0.trace.decisions.firstHeld } > 0)
        #expect(whole.read { $0.trace.decisions.firstHeld } == 0)
        #expect(try windowed.tracePage(from: 0, limit: total, stream: .decisions).json == served)
        for (start, limit) in [(0, 3), (17, 40), (100, 1_000), (total - 2, 10)] {
            let page = try windowed.tracePage(from: start, limit: limit, stream: .decisions)
            #expect(try page.json == whole.tracePage(from: start, limit: limit, stream: .decisions).json, "\(start)")
            #expect(page.range == start..<min(start + limit, total))
        }
    }

    /// Old decision pages are replayed from the trace's checkpoints without changing them.
    @Test func checkpointsShortenDecisionReplays() throws {
        let request = try Self.request("selective-rotation")
        let whole = SessionHost.launch(id: "whole", request: request, ordinal: 0, decisionChunkCapacity: 1 << 24)
        let checkpointed = SessionHost.launch(id: "cp", request: request, ordinal: 1, traceChunkCapacity: 2048, keptTraceChunks: 2,
                                                 decisionChunkCapacity: 1024, checkpointInterval: 5)
        for _ in 0..<40 {
            _ = try whole.applyUnstored(Self.cycle)
            _ = try checkpointed.applyUnstored(Self.cycle)
        }
        #expect(checkpointed.read { $0.trace.checkpoints.count } == 280 / 5)
        #expect(checkpointed.read { $0.trace.decisions.firstHeld } > 0)
        let total = whole.read { $0.trace.decisionCount }
        for start in stride(from: 0, to: total, by: 13) {
            #expect(try checkpointed.tracePage(from: start, limit: 20, stream: .decisions).json
                == whole.tracePage(from: start, limit: 20, stream: .decisions).json, "\(start)")
        }
    }

    /// A store-backed session reads old decision pages back from its stored events.
    @Test func storedLogServesOldDecisionPages() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swivel-decisions-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let service = try Sessions.forTests(.durable(path: folder.path))
        defer { service.close() }
        let request = try Self.request("selective-rotation")
        let id = SessionID.make()
        _ = try service.createAndWait(id: id, request: request)
        let reference = SessionHost.launch(id: "kept", request: request, ordinal: 0, decisionChunkCapacity: 1 << 24)
        for _ in 0..<200 {
            _ = try service.applyAndWait(Self.cycle, to: id, expectedVersion: nil)
            _ = try reference.applyUnstored(Self.cycle)
        }
        let host = try service.host(id)
        #expect(host.read { $0.trace.decisions.firstHeld } > 0, "the oldest decisions are no longer held")
        let total = reference.read { $0.trace.decisionCount }
        for start in [0, 100, total / 2, total - 5] {
            let stored = try host.tracePage(from: start, limit: 300, stream: .decisions) { (range: Range<Int>) throws(SwivelError) in
                try service.storedEvents(of: id, in: range)
            }
            #expect(try stored.json == reference.tracePage(from: start, limit: 300, stream: .decisions).json, "\(start)")
        }
    }

    /// A decision's JSON has every field, in order, `null` where it does not apply; its reason is written piece by piece, names escaped.
    @Test func decisionJSONHasEveryField() throws {
        let decision = RotationDecision(
            seq: 3, event: 1, trigger: .deviceOrientation, deviceOrientation: .faceUp, candidate: nil, rule: .iOS5,
            result: .ignored, interfaceOrientation: .landscapeLeft
        )
        var writer = JSONWriter()
        writer.decision(decision)
        let json = String(decoding: writer.bytes, as: UTF8.self)
        #expect(json == #"{"seq":3,"event":1,"trigger":"deviceOrientation","deviceOrientation":"faceUp","candidate":null,"rule":"iOS5","asked":null,"answeredBy":null,"answer":null,"shouldAutorotate":null,"supportedInterfaceOrientations":null,"synthesized":false,"appMask":null,"allowed":null,"result":"ignored","interfaceOrientation":"landscapeLeft","reason":"faceUp maps to no interface orientation: nothing is asked and the interface stays in landscapeLeft"}"#)

        let quoted = RotationDecision(
            trigger: .deviceOrientation, deviceOrientation: .landscapeLeft, candidate: .landscapeRight, rule: .iOS6,
            asked: ControllerID(className: "Odd\"Name\\", number: 1), answeredBy: ControllerID(className: "Odd\"Name\\", number: 1),
            shouldAutorotate: false, appMask: .init(source: .infoPlist, orientations: .allButUpsideDown), allowed: [],
            result: .refused, interfaceOrientation: .portrait
        )
        var quotedWriter = JSONWriter()
        quotedWriter.decision(quoted)
        let parsed = try JSONParser.parse(quotedWriter.bytes)
        #expect(parsed["reason"]?.stringValue == quoted.reason)
        #expect(quoted.reason == ##"Odd"Name\#1 answered NO to shouldAutorotate"##)
        #expect(parsed["appMask"]?["orientations"] == .array(["portrait", "landscapeRight", "landscapeLeft"]))
    }
}
