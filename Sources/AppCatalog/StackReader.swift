import RotationEngine
import SwivelJSON

/// Reads an element's `stack` (docs/app-format.md, "Stack views"): every key optional, with
/// UIKit's defaults.
enum StackReader {
    static let keys = ["axis", "distribution", "alignment", "spacing", "layoutMarginsRelative", "baselineRelative", "variations"]
    static let variationKeys = ["when", "axis", "distribution", "alignment", "spacing"]
    /// At most one variation per pair of size classes.
    static let maximumVariations = 4

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
        if let value = object["variations"] {
            stack.variations = variations(value, path + ".variations", base: stack, reader: &reader)
        }
        return stack
    }

    /// `variations`: 1 to 4 of `{"when", "axis"?, "distribution"?, "alignment"?, "spacing"?}`;
    /// each arrangement a variation makes must be one UIKit has (no baseline alignment of a
    /// vertical stack).
    static func variations(_ value: JSONValue, _ path: String, base: StackArrangement, reader: inout DefinitionReader) -> [StackArrangement.Variation] {
        guard let array = reader.array(value, path, "an array of variations") else { return [] }
        guard (1...maximumVariations).contains(array.count) else {
            reader.problem(path, "give 1 to \(maximumVariations) variations")
            return []
        }
        var variations: [StackArrangement.Variation] = []
        for (index, element) in array.enumerated() {
            let at = "\(path)[\(index)]"
            guard let object = reader.object(element, at, allowed: variationKeys) else { continue }
            guard let when = object["when"] else {
                reader.problem(at + ".when", "is required: the size classes the variation is for")
                continue
            }
            if when.arrayValue?.isEmpty == true {
                reader.problem(at + ".when", "give 1 to \(InstallationReader.maximumConditions) conditions: a variation for no size classes never applies")
            }
            var variation = StackArrangement.Variation(when: InstallationReader.conditions(when, at + ".when", reader: &reader) ?? [])
            variation.axis = name(object["axis"], at + ".axis", "axis", reader: &reader)
            variation.distribution = name(object["distribution"], at + ".distribution", "distribution", reader: &reader)
            variation.alignment = name(object["alignment"], at + ".alignment", "alignment", reader: &reader)
            variation.spacing = reader.number(object["spacing"], at + ".spacing", minimum: -100_000)
            var arrangement = base
            arrangement.variations = [variation]
            for condition in variation.when {
                let classes = SizeClasses(condition.horizontal ?? .compact, condition.vertical ?? .compact)
                let made = arrangement.arrangement(for: classes)
                if made.axis == .vertical && made.alignment.isBaseline {
                    reader.problem(at, "makes a vertical stack with \(made.alignment.rawValue) alignment, which aligns a horizontal stack's views")
                    break
                }
            }
            variations.append(variation)
        }
        return variations
    }

    static func name<Value: RawRepresentable & CaseIterable>(_ value: JSONValue?, _ path: String, _ what: String, reader: inout DefinitionReader) -> Value? where Value.RawValue == String {
        guard let value else { return nil }
        return reader.read(value, path) { field throws(JSONFieldProblem) in
            try field.name(what, names: Value.allCases.map(\.rawValue)) { Value(rawValue: $0) }
        }
    }
}
