import RotationEngine
import SwivelJSON

extension JSONWriter {
    /// A rotation decision (docs/semantics.md) with all of its fields, always in the same order, `null`
    /// where they do not apply; masks list their orientations in raw-value order (docs/semantics.md's
    /// example). The reason sentence is written straight into the buffer, piece by piece.
    public mutating func decision(_ decision: borrowing RotationDecision) {
        beginObject()
        key("seq"); int(decision.seq)
        key("event"); if let event = decision.event { int(event) } else { null() }
        key("trigger"); literalString(decision.trigger.staticName)
        key("deviceOrientation"); literalString(decision.deviceOrientation.staticName)
        key("candidate"); if let candidate = decision.candidate { literalString(candidate.staticName) } else { null() }
        key("rule"); literalString(decision.rule.staticName)
        key("asked"); optionalString(decision.asked?.description)
        key("answeredBy"); optionalString(decision.answeredBy?.description)
        key("answer"); optionalBool(decision.answer)
        key("shouldAutorotate"); optionalBool(decision.shouldAutorotate)
        key("supportedInterfaceOrientations"); orientationList(decision.supportedInterfaceOrientations)
        key("synthesized"); bool(decision.synthesized)
        key("appMask")
        if let mask = decision.appMask {
            beginObject()
            key("source"); literalString(mask.source.staticName)
            key("orientations"); orientationList(mask.orientations)
            endObject()
        } else {
            null()
        }
        key("allowed"); orientationList(decision.allowed)
        key("result"); literalString(decision.result.staticName)
        key("interfaceOrientation"); literalString(decision.interfaceOrientation.staticName)
        key("reason")
        beginString()
        withUnsafeMutablePointer(to: &self) { writer in
            var sink = JSONReasonSink(writer: writer)
            decision.writeReason(to: &sink)
        }
        endString()
        endObject()
    }

    /// `["portrait", "landscapeRight"]` in raw-value order, or `null`.
    mutating func orientationList(_ mask: OrientationMask?) {
        guard let mask else { return null() }
        literalJSON(mask.jsonList)
    }

    /// `[` + already encoded decisions (joined by commas) + `]`.
    public mutating func encodedDecisions(_ decisions: [UInt8]) {
        beginArray()
        raw(decisions)
        endArray()
    }
}

/// Writes a reason's pieces into the JSON string being written (escaping the names).
private struct JSONReasonSink: ReasonSink {
    let writer: UnsafeMutablePointer<JSONWriter>

    mutating func write(_ literal: StaticString) { writer.pointee.stringPiece(literal) }
    mutating func write(_ text: String) { writer.pointee.stringPiece(text) }
}
