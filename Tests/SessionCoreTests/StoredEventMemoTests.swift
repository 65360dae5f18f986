import RotationEngine
@testable import SessionCore
import Testing

// docs/architecture.md, "The session core": a replay decodes each distinct stored payload
// once; what it hands the engine is what parsing every payload would give.

private func payload(_ json: String) -> [UInt8] { Array(json.utf8) }

/// A repeated payload gives the same event as its first reading; different payloads of the same length give their own.
@Test func aRepeatedPayloadGivesTheSameEvent() throws {
    var memo = StoredEventMemo()
    let portrait = payload(#"{"type":"rotate","orientation":"portrait"}"#)
    let faceDown = payload(#"{"type":"rotate","orientation":"faceDown"}"#)
    #expect(try memo.event(portrait) == .rotate(.portrait))
    #expect(try memo.event(faceDown) == .rotate(.faceDown))
    #expect(try memo.event(portrait) == .rotate(.portrait))
    #expect(try memo.event(payload(#"{"type":"back"}"#)) == .back)
}

/// Past its capacity the memo keeps decoding: every distinct payload still gives its own event.
@Test func payloadsPastTheCapacityAreStillDecoded() throws {
    var memo = StoredEventMemo()
    for ms in 0..<(StoredEventMemo.capacity * 2) {
        #expect(try memo.event(payload(#"{"type":"advance","ms":\#(ms)}"#)) == .advance(ms: ms))
    }
    #expect(try memo.event(payload(#"{"type":"advance","ms":3}"#)) == .advance(ms: 3))
}

/// A payload that is not an event throws, remembered or not.
@Test func anInvalidPayloadThrows() {
    var memo = StoredEventMemo()
    #expect(throws: (any Error).self) { try memo.event(payload("{}")) }
    #expect(throws: (any Error).self) { try memo.event(payload("")) }
}
