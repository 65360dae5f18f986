import SwivelJSON

/// Every problem of an overlay, each with its JSON path (`$.overlay.controllers.Nope: no
/// imported controller has this key`): the API answers them as 422 `invalid_app`.
public struct ImportOverlayError: Error, Sendable, Equatable, CustomStringConvertible {
    public var problems: [JSONFieldProblem]

    public init(problems: [JSONFieldProblem]) { self.problems = problems }

    public var description: String { problems.map(\.description).joined(separator: "\n") }
}

/// The overlay (docs/interface-import.md): a partial app definition merged over an import as a
/// JSON Merge Patch (RFC 7396, ``JSONMergePatch``), where the behaviour that lives in code goes
/// (`supportedInterfaceOrientations`, `shouldAutorotate`, `behaviour`,
/// `navigationController.forwarding`, element actions…).
///
/// - `controllers`: each key must be an imported controller's; its partial controller is merged
///   into it (`null` removes the controller). Under it, `elements` is an object from element id
///   to a partial element, merged into that element wherever it sits (in `view`, `elements`,
///   `landscapeView` or `views`, at any depth; into each tree that has the id; `null` removes
///   the element with its children), or into the bar button item with that id
///   (`navigationItem`'s `left` and `right`, `toolbarItems`). Every other key of a controller
///   merges as RFC 7396 says.
/// - Every other top-level key merges as RFC 7396 says: `{"navigationController":
///   {"forwarding": true}}` keeps the imported `class` and `navigationBarHidden`.
///
/// A controller key or element id that matches nothing is a problem; all are reported at once.
/// Whether the result is a valid app definition is `AppDefinitionDecoder`'s to say.
public enum ImportOverlay {
    public static func merge(_ overlay: JSONValue, into app: JSONValue, path: String = "$.overlay") throws(ImportOverlayError) -> JSONValue {
        var problems: [JSONFieldProblem] = []
        func problem(_ at: String, _ message: String) { problems.append(JSONFieldProblem(path: at, message: message)) }
        guard case .object(let over) = overlay else {
            throw ImportOverlayError(problems: [JSONFieldProblem(path: path, message: "expected an object (a partial app definition), got \(overlay.kindName)")])
        }
        var result = app.objectValue ?? JSONObject()
        for (key, value) in over.members {
            guard key == "controllers" else {
                result = merged(key, value, into: result)
                continue
            }
            let controllersPath = "\(path).controllers"
            guard case .object(let controllersOver) = value else {
                problem(controllersPath, "expected an object from controller key to a partial controller, got \(value.kindName)")
                continue
            }
            var controllers = result["controllers"]?.objectValue ?? JSONObject()
            for (controllerKey, controllerValue) in controllersOver.members {
                let controllerPath = "\(controllersPath).\(controllerKey)"
                guard var controller = controllers[controllerKey]?.objectValue else {
                    problem(controllerPath, "no imported controller has this key")
                    continue
                }
                if controllerValue.isNull {
                    controllers = merged(controllerKey, .null, into: controllers)
                    continue
                }
                guard case .object(let controllerOver) = controllerValue else {
                    problem(controllerPath, "expected an object (a partial controller), got \(controllerValue.kindName)")
                    continue
                }
                for (name, setting) in controllerOver.members {
                    guard name == "elements" else {
                        controller = merged(name, setting, into: controller)
                        continue
                    }
                    let elementsPath = "\(controllerPath).elements"
                    guard case .object(let elementsOver) = setting else {
                        problem(elementsPath, "expected an object from element id to a partial element, got \(setting.kindName)")
                        continue
                    }
                    for (elementID, partialValue) in elementsOver.members {
                        let elementPath = "\(elementsPath).\(elementID)"
                        guard partialValue.objectValue != nil || partialValue.isNull else {
                            problem(elementPath, "expected an object (a partial element) or null (to remove it), got \(partialValue.kindName)")
                            continue
                        }
                        var found = false
                        mergeElement(elementID, partialValue, into: &controller, found: &found)
                        if !found { problem(elementPath, "no imported element of \(controllerKey) has this id") }
                    }
                }
                controllers[controllerKey] = .object(controller)
            }
            result["controllers"] = .object(controllers)
        }
        if !problems.isEmpty { throw ImportOverlayError(problems: problems) }
        return .object(result)
    }

    /// `object` with `value` merged into its key `key` as RFC 7396 says (`null` removes it).
    static func merged(_ key: String, _ value: JSONValue, into object: JSONObject) -> JSONObject {
        JSONMergePatch.apply(.object([key: value]), to: .object(object)).objectValue ?? object
    }

    /// Parses `bytes` as the overlay (a JSON syntax error is a problem at `path`) and merges it.
    public static func merge(_ bytes: [UInt8], into app: JSONValue, path: String = "$.overlay") throws(ImportOverlayError) -> JSONValue {
        let overlay: JSONValue
        do {
            overlay = try JSONParser.parse(bytes)
        } catch {
            throw ImportOverlayError(problems: [JSONFieldProblem(path: path, message: "not valid JSON: \(error)")])
        }
        return try merge(overlay, into: app, path: path)
    }

    /// Merges `partial` (an object, or null to remove) into every element with id `id` in a
    /// controller's view trees.
    static func mergeElement(_ id: String, _ partial: JSONValue, into controller: inout JSONObject, found: inout Bool) {
        if case .object(var view)? = controller["view"] {
            mergeElement(id, partial, inLayout: &view, found: &found)
            controller["view"] = .object(view)
        }
        if case .array(var elements)? = controller["elements"] {
            mergeElement(id, partial, in: &elements, found: &found)
            controller["elements"] = .array(elements)
        }
        if case .object(var landscape)? = controller["landscapeView"] {
            mergeElement(id, partial, inLayout: &landscape, found: &found)
            controller["landscapeView"] = .object(landscape)
        }
        // A bar button item is tapped by id as an element is (docs/app-format.md, "The file's
        // navigation"): the overlay reaches it the same way, to give it an action.
        if case .object(var item)? = controller["navigationItem"] {
            for side in ["left", "right"] {
                guard case .array(var items)? = item[side] else { continue }
                mergeElement(id, partial, in: &items, found: &found)
                item[side] = .array(items)
            }
            controller["navigationItem"] = .object(item)
        }
        if case .array(var items)? = controller["toolbarItems"] {
            mergeElement(id, partial, in: &items, found: &found)
            controller["toolbarItems"] = .array(items)
        }
        if case .object(var views)? = controller["views"] {
            for index in views.members.indices {
                if case .object(var layout) = views.members[index].value {
                    mergeElement(id, partial, inLayout: &layout, found: &found)
                    views.members[index].value = .object(layout)
                }
            }
            controller["views"] = .object(views)
        }
    }

    static func mergeElement(_ id: String, _ partial: JSONValue, inLayout layout: inout JSONObject, found: inout Bool) {
        guard case .array(var elements)? = layout["elements"] else { return }
        mergeElement(id, partial, in: &elements, found: &found)
        layout["elements"] = .array(elements)
    }

    static func mergeElement(_ id: String, _ partial: JSONValue, in elements: inout [JSONValue], found: inout Bool) {
        var kept: [JSONValue] = []
        kept.reserveCapacity(elements.count)
        for value in elements {
            guard case .object(var element) = value else {
                kept.append(value)
                continue
            }
            if element["id"]?.stringValue == id {
                found = true
                // A null patch removes the element, its children with it.
                guard case .object(let patched) = JSONMergePatch.apply(partial, to: .object(element)) else { continue }
                element = patched
            }
            if case .array(var children)? = element["children"] {
                mergeElement(id, partial, in: &children, found: &found)
                element["children"] = .array(children)
            }
            kept.append(.object(element))
        }
        elements = kept
    }
}

extension ImportResult {
    /// The result with `overlay` merged over its app (notes and segues unchanged).
    public func applying(overlay: JSONValue, path: String = "$.overlay") throws(ImportOverlayError) -> ImportResult {
        ImportResult(app: try ImportOverlay.merge(overlay, into: app, path: path), notes: notes, segues: segues)
    }

    /// The app definition as compact JSON (SwivelJSON's writer).
    public var appBytes: [UInt8] { app.serialized() }

    /// The app definition indented for reading (`swivel import`).
    public var appText: String { ImportJSONText.indented(app) }

    /// `{"app", "notes", "segues"}` indented for reading (`swivel import --json`).
    public var jsonText: String { ImportJSONText.indented(json) }
}

/// JSON indented by two spaces, scalars written by SwivelJSON's writer (so strings and numbers
/// are spelled exactly as the API writes them). Arrays of scalars stay on one line.
public enum ImportJSONText {
    public static func indented(_ value: JSONValue) -> String {
        var out = ""
        write(value, indent: 0, into: &out)
        return out
    }

    static func scalar(_ value: JSONValue) -> String { String(decoding: value.serialized(), as: UTF8.self) }

    static func write(_ value: JSONValue, indent: Int, into out: inout String) {
        let pad = String(repeating: "  ", count: indent + 1)
        switch value {
        case .object(let object) where !object.isEmpty:
            out += "{\n"
            for (index, member) in object.members.enumerated() {
                out += pad + scalar(.string(member.key)) + ": "
                write(member.value, indent: indent + 1, into: &out)
                out += index + 1 < object.count ? ",\n" : "\n"
            }
            out += String(repeating: "  ", count: indent) + "}"
        case .array(let elements) where !elements.isEmpty:
            if elements.allSatisfy({ $0.objectValue == nil && $0.arrayValue == nil }) {
                out += "[" + elements.map(scalar).joined(separator: ", ") + "]"
                return
            }
            out += "[\n"
            for (index, element) in elements.enumerated() {
                out += pad
                write(element, indent: indent + 1, into: &out)
                out += index + 1 < elements.count ? ",\n" : "\n"
            }
            out += String(repeating: "  ", count: indent) + "]"
        default:
            out += scalar(value)
        }
    }
}
