import RotationEngine
import SwivelJSON

extension JSONWriter {
    /// A rotation decision (docs/semantics.md) with all of its fields, always in the same order, `null`
    /// where they do not apply; masks list their orientations in raw-value order (docs/semantics.md's
    /// example). The reason sentence is written straight into the buffer, piece by piece.
    public mutating func decision(_ decision: borrowing RotationDecision) {
        withUnsafePointer(to: decision) { self.decision(at: $0) }
    }

    /// `decision(_:)` on the decision where it is: read through a pointer, it is not copied (a
    /// borrowed decision was copied whole to be captured by the reason's closure: BENCHMARKS.md,
    /// "The event path's copies").
    mutating func decision(at decision: UnsafePointer<RotationDecision>) {
        beginObject()
        key("seq"); int(decision.pointee.seq)
        key("event"); if let event = decision.pointee.event { int(event) } else { null() }
        key("trigger"); literalString(decision.pointee.trigger.staticName)
        key("deviceOrientation"); literalString(decision.pointee.deviceOrientation.staticName)
        key("candidate"); if let candidate = decision.pointee.candidate { literalString(candidate.staticName) } else { null() }
        key("rule"); literalString(decision.pointee.rule.staticName)
        key("asked"); optionalString(decision.pointee.asked?.description)
        key("answeredBy"); optionalString(decision.pointee.answeredBy?.description)
        key("answer"); optionalBool(decision.pointee.answer)
        key("shouldAutorotate"); optionalBool(decision.pointee.shouldAutorotate)
        key("supportedInterfaceOrientations"); orientationList(decision.pointee.supportedInterfaceOrientations)
        key("synthesized"); bool(decision.pointee.synthesized)
        key("appMask")
        if let mask = decision.pointee.appMask {
            beginObject()
            key("source"); literalString(mask.source.staticName)
            key("orientations"); orientationList(mask.orientations)
            endObject()
        } else {
            null()
        }
        key("allowed"); orientationList(decision.pointee.allowed)
        key("result"); literalString(decision.pointee.result.staticName)
        key("interfaceOrientation"); literalString(decision.pointee.interfaceOrientation.staticName)
        key("reason")
        beginString()
        withUnsafeMutablePointer(to: &self) { writer in
            var sink = JSONReasonSink(writer: writer)
            decision.pointee.writeReason(to: &sink)
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
