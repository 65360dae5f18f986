import RotationEngine
import SwivelJSON

/// Reads JSON values at a path and collects problems instead of stopping at the first.
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

    /// The object at `path`, reporting keys that are not in `allowed` (typos are the
    /// commonest mistake in hand-written definitions).
    mutating func object(_ value: JSONValue?, _ path: String, allowed: [String]) -> JSONObject? {
        guard let value else { return nil }
        guard let object = value.objectValue else {
            problem(path, "expected an object, got \(value.kindName)")
            return nil
        }
        for key in object.keys where !allowed.contains(key) {
            problem(path + "." + key, "unknown key; allowed here: \(allowed.joined(separator: ", "))")
        }
        return object
    }

    /// The object at `path` used as a map (controllers by class, views by id, xibs by name):
    /// any key is allowed, so none is checked. Reporting one problem and returning nil when it
    /// has more than `limit` members, before any member is read: a huge map costs the server
    /// nothing more than its parse (issue 15).
    mutating func map(_ value: JSONValue?, _ path: String, limit: Int, what: String) -> JSONObject? {
        guard let value else { return nil }
        guard let object = value.objectValue else {
            problem(path, "expected an object, got \(value.kindName)")
            return nil
        }
        guard object.count <= limit else {
            problem(path, "at most \(limit) \(what), got \(object.count)")
            return nil
        }
        return object
    }

    mutating func string(_ value: JSONValue?, _ path: String, required: Bool = false) -> String? {
        guard let value else {
            if required { problem(path, "is required (a string)") }
            return nil
        }
        guard let string = value.stringValue else {
            problem(path, "expected a string, got \(value.kindName)")
            return nil
        }
        if string.isEmpty {
            problem(path, "must not be empty")
            return nil
        }
        return string
    }

    mutating func bool(_ value: JSONValue?, _ path: String) -> Bool? {
        guard let value else { return nil }
        guard let bool = value.boolValue else {
            problem(path, "expected true or false, got \(value.kindName)")
            return nil
        }
        return bool
    }

    mutating func number(_ value: JSONValue?, _ path: String, minimum: Double = 0, maximum: Double = 100_000) -> Double? {
        guard let value else { return nil }
        guard let number = value.doubleValue else {
            problem(path, "expected a number, got \(value.kindName)")
            return nil
        }
        guard number >= minimum && number <= maximum else {
            problem(path, "must be between \(Int(minimum)) and \(Int(maximum)), got \(number)")
            return nil
        }
        return number
    }

    mutating func integer(_ value: JSONValue?, _ path: String, minimum: Int, maximum: Int) -> Int? {
        guard let value else { return nil }
        guard let integer = value.intValue else {
            // A whole number too large for an Int is out of range, not a fraction.
            if let number = value.doubleValue, number == number.rounded() {
                problem(path, "must be between \(minimum) and \(maximum), got \(String(decoding: value.serialized(), as: UTF8.self))")
            } else {
                problem(path, "expected a whole number, got \(value.kindName == "a number" ? "a fraction" : value.kindName)")
            }
            return nil
        }
        guard integer >= minimum && integer <= maximum else {
            problem(path, "must be between \(minimum) and \(maximum), got \(integer)")
            return nil
        }
        return integer
    }

    /// An orientation mask: a mask name (`allButUpsideDown`) or an array of interface
    /// orientation names (SPEC §1: "The API accepts mask names and arrays of orientation names").
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
        guard let array = value.arrayValue else {
            problem(path, "expected a mask name or an array of orientation names, got \(value.kindName)")
            return nil
        }
        var orientations: [InterfaceOrientation] = []
        var valid = true
        for (index, element) in array.enumerated() {
            let elementPath = "\(path)[\(index)]"
            guard let name = element.stringValue else {
                problem(elementPath, "expected an orientation name, got \(element.kindName)")
                valid = false
                continue
            }
            guard let orientation = InterfaceOrientation(name: name) else {
                let names = InterfaceOrientation.allCases.map(\.name).joined(separator: ", ")
                problem(elementPath, "unknown orientation \"\(name)\"; use one of \(names)")
                valid = false
                continue
            }
            orientations.append(orientation)
        }
        return valid ? OrientationMask(orientations) : nil
    }
}
