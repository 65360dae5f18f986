import RotationEngine
import SwivelJSON

extension JSONWriter {
    /// A trace entry with all seven fields, always in the same order (docs/semantics.md); this runs ~6
    /// times per rotate event POST.
    mutating func traceEntry(_ entry: borrowing TraceEntry) {
        beginObject(); key("seq"); int(entry.seq)
        key("event"); if let event = entry.event { int(event) } else { null() }
        key("controller"); optionalString(entry.controller?.description)
        key("callback"); string(entry.callback)
        key("bounds"); if let bounds = entry.bounds { rect(bounds) } else { null() }
        key("boundsCorrect"); if let correct = entry.boundsCorrect { bool(correct) } else { null() }
        key("detail")
        if let detail = entry.detail {
            beginObject()
            for field in detail.fields {
                dynamicKey(field.key)
                traceValue(field.value)
            }
            endObject()
        } else {
            null()
        }
        endObject()
    }

    mutating func traceValue(_ value: TraceValue) {
        switch value {
        case .string(let s): string(s)
        case .number(let d): double(d)
        case .bool(let b): bool(b)
        case .null: null()
        case .strings(let list):
            beginArray()
            for item in list { string(item) }
            endArray()
        }
    }
}
