import RotationEngine
import SwivelJSON

/// Reads an element's `stack` (docs/app-format.md, "Stack views"): every key optional, with
/// UIKit's defaults.
enum StackReader {
    static let keys = ["axis", "distribution", "alignment", "spacing", "layoutMarginsRelative", "baselineRelative"]

    static func read(_ value: JSONValue, _ path: String, reader: inout DefinitionReader) -> StackArrangement? {
        guard let object = reader.object(value, path, allowed: keys) else { return nil }
        var stack = StackArrangement()
        stack.axis = name(object["axis"], path + ".axis", "axis", reader: &reader) ?? stack.axis
        stack.distribution = name(object["distribution"], path + ".distribution", "distribution", reader: &reader) ?? stack.distribution
        stack.alignment = name(object["alignment"], path + ".alignment", "alignment", reader: &reader) ?? stack.alignment
        stack.spacing = reader.number(object["spacing"], path + ".spacing", minimum: -100_000) ?? stack.spacing
        stack.layoutMarginsRelative = reader.bool(object["layoutMarginsRelative"], path + ".layoutMarginsRelative") ?? false
        stack.baselineRelative = reader.bool(object["baselineRelative"], path + ".baselineRelative") ?? false
        if stack.axis == .vertical && stack.alignment.isBaseline {
            // UIKit documents the baseline alignments for horizontal stacks only.
            reader.problem(path + ".alignment", "\(stack.alignment.rawValue) aligns a horizontal stack's views; a vertical stack uses fill, leading, center or trailing")
        }
        return stack
    }

    static func name<Value: RawRepresentable & CaseIterable>(_ value: JSONValue?, _ path: String, _ what: String, reader: inout DefinitionReader) -> Value? where Value.RawValue == String {
        guard let value else { return nil }
        return reader.read(value, path) { field throws(JSONFieldProblem) in
            try field.name(what, names: Value.allCases.map(\.rawValue)) { Value(rawValue: $0) }
        }
    }
}
