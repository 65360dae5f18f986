import RotationEngine
import SwivelJSON

extension JSONWriter {
    /// A trace entry with all seven fields, always in the same order (docs/semantics.md); this runs ~6
    /// times per rotate event POST.
    mutating func traceEntry(_ entry: TraceEntry) {
        withUnsafePointer(to: entry) { traceEntry(at: $0) }
    }

    /// `traceEntry(_:)` on the entry where it is: read through a pointer, its fields are not
    /// copied out of it (a borrowed entry was copied whole, each of its references retained and
    /// released: BENCHMARKS.md, "The event path's copies").
    mutating func traceEntry(at entry: UnsafePointer<TraceEntry>) {
        beginObject(); key("seq"); int(entry.pointee.seq)
        key("event"); if let event = entry.pointee.event { int(event) } else { null() }
        key("controller"); optionalString(entry.pointee.controller?.description)
        key("callback"); string(entry.pointee.callback)
        key("bounds"); if let bounds = entry.pointee.bounds { rect(bounds) } else { null() }
        key("boundsCorrect"); if let correct = entry.pointee.boundsCorrect { bool(correct) } else { null() }
        key("detail")
        if let detail = entry.pointee.detail {
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
