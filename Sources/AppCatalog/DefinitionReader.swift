import RotationEngine
import SwivelJSON

/// Reads an app definition's values through `JSONField` and collects every problem instead of
/// stopping at the first (a hand-written definition is fixed in one pass, docs/app-format.md).
struct DefinitionReader {
    var problems: [AppDefinitionProblem] = []
    /// Problems past the first `maximumListed`, counted, not kept (a hostile definition can
    /// have one per member).
    var unlisted = 0
    static let maximumListed = 100

    mutating func problem(_ path: String, _ message: String) {
        guard problems.count < Self.maximumListed else {
            unlisted += 1
            return
        }
        problems.append(AppDefinitionProblem(path: path, message: message))
    }

    /// Every problem kept, and one more saying how many were not listed.
    var report: [AppDefinitionProblem] {
        guard unlisted > 0 else { return problems }
        return problems + [AppDefinitionProblem(path: "$", message: "\(unlisted) more problems not listed (the first \(Self.maximumListed) are)")]
    }

    /// The problem `read` found, kept like any other.
    mutating func problem(_ found: JSONFieldProblem) {
        problem(found.path, found.message)
    }

    /// What `body` reads, or nil with its problem kept: the collecting policy over
    /// `JSONField`'s accessors, which stop at the first problem.
    mutating func read<Value>(_ value: JSONValue, _ path: String, _ body: (JSONField) throws(JSONFieldProblem) -> Value) -> Value? {
        do throws(JSONFieldProblem) {
            return try body(JSONField(value, at: JSONPath(path)))
        } catch {
            problem(error)
            return nil
        }
    }

    /// The object at `path`, reporting every key that is not in `allowed` (typos are the
    /// commonest mistake in hand-written definitions).
    mutating func object(_ value: JSONValue?, _ path: String, allowed: [String]) -> JSONObject? {
        guard let value, let fields = read(value, path, { field throws(JSONFieldProblem) in try field.object() }) else { return nil }
        for unknown in fields.unknownKeys(allowed: allowed) { problem(unknown) }
        return fields.object
    }

    /// The object at `path` used as a map (controllers by class, views by id, xibs by name):
    /// any key is allowed, so none is checked. Reporting one problem and returning nil when it
    /// has more than `limit` members, before any member is read: a huge map costs the server
    /// nothing more than its parse.
    mutating func map(_ value: JSONValue?, _ path: String, limit: Int, what: String) -> JSONObject? {
        guard let value, let fields = read(value, path, { field throws(JSONFieldProblem) in try field.object() }) else { return nil }
        guard fields.count <= limit else {
            problem(path, "at most \(limit) \(what), got \(fields.count)")
            return nil
        }
        return fields.object
    }

    /// The elements of the array at `path` (`what` names it in the problem when it is not one).
    mutating func array(_ value: JSONValue, _ path: String, _ what: String) -> [JSONValue]? {
        read(value, path) { field throws(JSONFieldProblem) in try field.array(what).map(\.value) }
    }

    /// The object at `path`, any keys (`what` names it in the problem when it is not one).
    mutating func object(_ value: JSONValue, _ path: String, _ what: String) -> JSONObject? {
        read(value, path) { field throws(JSONFieldProblem) in try field.object(what).object }
    }

    mutating func string(_ value: JSONValue?, _ path: String, required: Bool = false) -> String? {
        guard let value else {
            if required { problem(path, "is required (a string)") }
            return nil
        }
        return read(value, path) { field throws(JSONFieldProblem) in try field.string() }
    }

    mutating func bool(_ value: JSONValue?, _ path: String) -> Bool? {
        guard let value else { return nil }
        return read(value, path) { field throws(JSONFieldProblem) in try field.bool() }
    }

    mutating func number(_ value: JSONValue?, _ path: String, minimum: Double = 0, maximum: Double = 100_000) -> Double? {
        guard let value else { return nil }
        return read(value, path) { field throws(JSONFieldProblem) in try field.number(in: minimum...maximum) }
    }

    mutating func integer(_ value: JSONValue?, _ path: String, minimum: Int, maximum: Int) -> Int? {
        guard let value else { return nil }
        return read(value, path) { field throws(JSONFieldProblem) in try field.integer(in: minimum...maximum) }
    }

    /// An orientation mask: a mask name (`allButUpsideDown`) or an array of interface
    /// orientation names (docs/semantics.md: "The API accepts mask names and arrays of orientation names").
    mutating func mask(_ value: JSONValue?, _ path: String) -> OrientationMask? {
        guard let value else { return nil }
        let maskNames = OrientationMask.named.map(\.name).joined(separator: ", ")
        if let name = value.stringValue {
            guard let mask = OrientationMask(name: name) else {
                problem(path, "unknown orientation mask \"\(name)\"; use one of \(maskNames), or an array of orientations")
                return nil
            }
            return mask
        }
        guard let array = array(value, path, "a mask name or an array of orientation names") else { return nil }
        let names = InterfaceOrientation.allCases.map(\.name)
        var orientations: [InterfaceOrientation] = []
        var valid = true
        for (index, element) in array.enumerated() {
            let orientation = read(element, "\(path)[\(index)]") { field throws(JSONFieldProblem) in
                try field.name("orientation", names: names) { InterfaceOrientation(name: $0) }
            }
            if let orientation { orientations.append(orientation) } else { valid = false }
        }
        return valid ? OrientationMask(orientations) : nil
    }
}
