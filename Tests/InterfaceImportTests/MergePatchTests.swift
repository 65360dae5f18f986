import InterfaceImport
import SwivelJSON
import Testing

private func json(_ text: String) throws -> JSONValue { try JSONParser.parse(text) }

/// RFC 7396's Appendix A, row by row: (original, patch, result).
private let appendixA: [(String, String, String)] = [
    (#"{"a":"b"}"#, #"{"a":"c"}"#, #"{"a":"c"}"#),
    (#"{"a":"b"}"#, #"{"b":"c"}"#, #"{"a":"b","b":"c"}"#),
    (#"{"a":"b"}"#, #"{"a":null}"#, #"{}"#),
    (#"{"a":"b","b":"c"}"#, #"{"a":null}"#, #"{"b":"c"}"#),
    (#"{"a":["b"]}"#, #"{"a":"c"}"#, #"{"a":"c"}"#),
    (#"{"a":"c"}"#, #"{"a":["b"]}"#, #"{"a":["b"]}"#),
    (#"{"a":{"b":"c"}}"#, #"{"a":{"b":"d","c":null}}"#, #"{"a":{"b":"d"}}"#),
    (#"{"a":[{"b":"c"}]}"#, #"{"a":[1]}"#, #"{"a":[1]}"#),
    (#"["a","b"]"#, #"["c","d"]"#, #"["c","d"]"#),
    (#"{"a":"b"}"#, #"["c"]"#, #"["c"]"#),
    (#"{"a":"foo"}"#, #"null"#, #"null"#),
    (#"{"a":"foo"}"#, #""bar""#, #""bar""#),
    (#"{"e":null}"#, #"{"a":1}"#, #"{"e":null,"a":1}"#),
    (#"[1,2]"#, #"{"a":"b","c":null}"#, #"{"a":"b"}"#),
    (#"{}"#, #"{"a":{"bb":{"ccc":null}}}"#, #"{"a":{"bb":{}}}"#),
]

/// Every example of RFC 7396's Appendix A gives the RFC's result.
@Test(arguments: appendixA.indices)
func mergePatchAppendixA(_ row: Int) throws {
    let (original, patch, result) = appendixA[row]
    #expect(compact(JSONMergePatch.apply(try json(patch), to: try json(original))) == compact(try json(result)))
}

/// A patch onto a missing key builds the object, leaving out its nulls; null removes every
/// duplicate of a key.
@Test func mergePatchMissingTargetAndDuplicates() throws {
    #expect(compact(JSONMergePatch.apply(try json(#"{"a":1,"b":null}"#), to: nil)) == #"{"a":1}"#)
    let duplicated = JSONValue.object(JSONObject([(key: "a", value: 1), (key: "b", value: 2), (key: "a", value: 3)]))
    #expect(compact(JSONMergePatch.apply(try json(#"{"a":null}"#), to: duplicated)) == #"{"b":2}"#)
}

private let app = #"""
{"id": "x", "navigationController": {"class": "RotatingNavigationController", "navigationBarHidden": true},
 "infoPlist": {"supportedInterfaceOrientations": ["portrait", "landscapeLeft"]},
 "root": "C", "controllers": {
  "C": {"title": "T", "designedFor": "portrait",
        "view": {"id": "v", "size": {"width": 320, "height": 460}, "elements": [
          {"id": "panel", "frame": {"x": 0, "y": 0, "width": 10, "height": 10}, "children": [
            {"id": "go", "kind": "button", "frame": {"x": 1, "y": 2, "width": 3, "height": 4}, "autoresizing": ["flexibleWidth"]}]}]}},
  "D": {"title": "Other"}}}
"""#

/// Objects merge at any depth: the navigation controller keeps its imported class and bar
/// setting when the overlay adds `forwarding`; a partial element's `frame` keeps its other keys.
@Test func overlayMergesNestedObjects() throws {
    let merged = try ImportOverlay.merge(json(#"""
    {"navigationController": {"forwarding": true},
     "controllers": {"C": {"view": {"size": {"height": 500}}, "elements": {"go": {"frame": {"x": 7}}}}}}
    """#), into: json(app))
    #expect(compact(merged["navigationController"]) == #"{"class":"RotatingNavigationController","navigationBarHidden":true,"forwarding":true}"#)
    #expect(compact(merged["controllers"]?["C"]?["view"]?["size"]) == #"{"width":320,"height":500}"#)
    #expect(compact(merged["controllers"]?["C"]?["view"]?["elements"]?[0]?["children"]?[0]) == #"{"id":"go","kind":"button","frame":{"x":7,"y":2,"width":3,"height":4},"autoresizing":["flexibleWidth"]}"#)
}

/// `null` removes a key at the top level, in a controller and in an element; a null controller
/// removes the controller, a null element the element with its children.
@Test func overlayNullRemoves() throws {
    let merged = try ImportOverlay.merge(json(#"""
    {"infoPlist": null, "controllers": {"C": {"designedFor": null, "elements": {"go": {"autoresizing": null}}}, "D": null}}
    """#), into: json(app))
    #expect(merged["infoPlist"] == nil)
    #expect(compact(merged["controllers"]) == compact(try json(#"""
    {"C": {"title": "T", "view": {"id": "v", "size": {"width": 320, "height": 460}, "elements": [
      {"id": "panel", "frame": {"x": 0, "y": 0, "width": 10, "height": 10}, "children": [
        {"id": "go", "kind": "button", "frame": {"x": 1, "y": 2, "width": 3, "height": 4}}]}]}}}
    """#)))
    let withoutPanel = try ImportOverlay.merge(json(#"{"controllers": {"C": {"elements": {"panel": null}}}}"#), into: json(app))
    #expect(compact(withoutPanel["controllers"]?["C"]?["view"]?["elements"]) == "[]")
}

/// Arrays replace whole (an orientation list, an autoresizing list); a value that is not an
/// object replaces the whole target, even an object.
@Test func overlayArraysAndScalarsReplace() throws {
    let merged = try ImportOverlay.merge(json(#"""
    {"infoPlist": {"supportedInterfaceOrientations": ["landscapeRight"]}, "navigationController": "plain",
     "controllers": {"C": {"elements": {"go": {"autoresizing": ["flexibleTopMargin"], "frame": [1]}}}}}
    """#), into: json(app))
    #expect(compact(merged["infoPlist"]) == #"{"supportedInterfaceOrientations":["landscapeRight"]}"#)
    #expect(compact(merged["navigationController"]) == #""plain""#)
    let go = merged["controllers"]?["C"]?["view"]?["elements"]?[0]?["children"]?[0]
    #expect(compact(go?["autoresizing"]) == #"["flexibleTopMargin"]"#)
    #expect(compact(go?["frame"]) == "[1]")
}

/// A null for a controller or element the import lacks is still a problem at its path.
@Test func overlayNullMustNameSomething() throws {
    #expect(throws: ImportOverlayError(problems: [
        JSONFieldProblem(path: "$.overlay.controllers.Nope", message: "no imported controller has this key"),
        JSONFieldProblem(path: "$.overlay.controllers.C.elements.ghost", message: "no imported element of C has this id"),
    ])) {
        try ImportOverlay.merge(json(#"{"controllers": {"Nope": null, "C": {"elements": {"ghost": null}}}}"#), into: json(app))
    }
}

extension JSONValue {
    /// Element `index` of an array (nil otherwise), for reading nested results in tests.
    fileprivate subscript(index: Int) -> JSONValue? {
        guard case .array(let elements) = self, elements.indices.contains(index) else { return nil }
        return elements[index]
    }
}
