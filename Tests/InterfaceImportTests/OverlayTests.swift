import InterfaceImport
import SwivelJSON
import Testing

private func imported() throws -> ImportResult {
    try importing([("Main.storyboard", storyboard(scene(subviews: """
        <view id="panel"><rect key="frame" x="0" y="0" width="100" height="100"/><subviews>
          <button id="go"><rect key="frame" x="1" y="2" width="3" height="4"/><state key="normal" title="Go"/></button>
        </subviews></view>
        """)))])
}

private func overlay(_ text: String) throws -> JSONValue {
    try JSONParser.parse(text)
}

/// Controller keys merge key by key; `elements` reaches an element at any depth; a key the
/// import lacks (top level or in a controller) is added.
@Test func overlayMergesWhereItShould() throws {
    let result = try imported().applying(overlay: overlay("""
    {"navigationController": {"forwarding": true}, "infoPlist": {"supportedInterfaceOrientations": "allButUpsideDown"},
     "controllers": {"HomeViewController": {
        "supportedInterfaceOrientations": "all", "title": "Replaced",
        "elements": {"go": {"action": {"type": "attemptRotation"}, "text": "Rotate"}}}}}
    """))
    #expect(compact(withoutSources(result.app)) == compact(#"""
    {"id": "Main", "description": "Imported from Main.storyboard (swivel import)",
     "designedOn": {"device": "iphone-3.5", "orientation": "portrait", "os": "9"}, "root": "HomeViewController",
     "controllers": {"HomeViewController": {"view": {"id": "view", "size": {"width": 320, "height": 460}, "elements": [
        {"id": "panel", "kind": "view", "class": "UIView", "frame": {"x": 0, "y": 0, "width": 100, "height": 100}, "children": [
          {"id": "go", "kind": "button", "text": "Rotate", "frame": {"x": 1, "y": 2, "width": 3, "height": 4}, "action": {"type": "attemptRotation"}}]}]},
      "supportedInterfaceOrientations": "all", "title": "Replaced"}},
     "navigationController": {"forwarding": true}, "infoPlist": {"supportedInterfaceOrientations": "allButUpsideDown"}}
    """#))
}

/// A controller key that matches nothing is a problem at its path.
@Test func overlayControllerMustExist() throws {
    #expect(throws: ImportOverlayError(problems: [JSONFieldProblem(path: "$.overlay.controllers.Nope", message: "no imported controller has this key")])) {
        try imported().applying(overlay: overlay(#"{"controllers": {"Nope": {"shouldAutorotate": false}}}"#))
    }
}

/// Every problem is reported at once: an unknown element, a partial element that is not an
/// object, an `elements` that is not an object, a controller that is not an object.
@Test func overlayReportsEveryProblem() throws {
    let base = try imported()
    let bad = try overlay("""
    {"controllers": {"HomeViewController": {"elements": {"ghost": {}, "go": 3}}, "Missing": {}},
     "title": "x"}
    """)
    do throws(ImportOverlayError) {
        _ = try base.applying(overlay: bad)
        Issue.record("expected overlay problems")
    } catch {
        #expect(error.description == """
        $.overlay.controllers.HomeViewController.elements.ghost: no imported element of HomeViewController has this id
        $.overlay.controllers.HomeViewController.elements.go: expected an object (a partial element) or null (to remove it), got a number
        $.overlay.controllers.Missing: no imported controller has this key
        """)
    }
    #expect(throws: ImportOverlayError(problems: [JSONFieldProblem(path: "$.overlay.controllers.HomeViewController.elements", message: "expected an object from element id to a partial element, got an array")])) {
        try imported().applying(overlay: overlay(#"{"controllers": {"HomeViewController": {"elements": []}}}"#))
    }
}

/// An overlay that is not an object, or not JSON, is one problem at the overlay's path.
@Test func overlayThatIsNotAnObject() throws {
    #expect(throws: ImportOverlayError(problems: [JSONFieldProblem(path: "$.overlay", message: "expected an object (a partial app definition), got an array")])) {
        try imported().applying(overlay: overlay("[]"))
    }
    let app = try imported().app
    #expect(throws: ImportOverlayError(problems: [JSONFieldProblem(path: "overlay.json", message: "not valid JSON: expected '\"' to start an object key, found ',' at line 1, column 2")])) {
        try ImportOverlay.merge(Array("{,".utf8), into: app, path: "overlay.json")
    }
}

/// An element id found in several trees of one controller (its view and one of its `views`)
/// is merged into each.
@Test func overlayElementInEveryTree() throws {
    let app = try JSONParser.parse(#"""
    {"id": "x", "root": "C", "controllers": {"C": {
      "view": {"id": "v", "elements": [{"id": "label", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}}]},
      "views": {"landscape": {"elements": [{"id": "label", "frame": {"x": 5, "y": 5, "width": 1, "height": 1}}]}}}}}
    """#)
    let merged = try ImportOverlay.merge(overlay(#"{"controllers": {"C": {"elements": {"label": {"text": "Hi"}}}}}"#), into: app)
    #expect(compact(merged["controllers"]?["C"]?["view"]?["elements"]) == #"[{"id":"label","frame":{"x":0,"y":0,"width":1,"height":1},"text":"Hi"}]"#)
    #expect(compact(merged["controllers"]?["C"]?["views"]?["landscape"]?["elements"]) == #"[{"id":"label","frame":{"x":5,"y":5,"width":1,"height":1},"text":"Hi"}]"#)
}

/// A bar button item — in `navigationItem`'s `left` or `right`, or in `toolbarItems` — is
/// reached by its id as an element is: an IBAction item gets its action from the overlay.
@Test func overlayReachesBarButtonItems() throws {
    let app = try JSONParser.parse(#"""
    {"id": "x", "root": "C", "controllers": {"C": {
      "view": {"id": "v", "elements": []},
      "navigationItem": {"left": [{"id": "cancel", "title": "Cancel"}], "right": [{"id": "add", "title": "Add"}]},
      "toolbarItems": [{"id": "share", "title": "Share"}]}}}
    """#)
    let merged = try ImportOverlay.merge(overlay(#"""
    {"controllers": {"C": {"elements": {"add": {"action": {"type": "present", "controller": "C"}}, "share": {"title": "Send"}, "cancel": null}}}}
    """#), into: app)
    #expect(compact(merged["controllers"]?["C"]?["navigationItem"]) == #"{"left":[],"right":[{"id":"add","title":"Add","action":{"type":"present","controller":"C"}}]}"#)
    #expect(compact(merged["controllers"]?["C"]?["toolbarItems"]) == #"[{"id":"share","title":"Send"}]"#)
}

/// `--json`'s shape: `{"app", "notes", "segues"}`, notes with `object` only when they have one;
/// the indented text is the same JSON.
@Test func resultJSONShape() throws {
    let result = ImportResult(app: ["id": "a"], notes: [ImportNote(file: "f", object: "o", message: "m"), ImportNote(file: "f", message: "n")], segues: [])
    #expect(compact(result.json) == #"{"app":{"id":"a"},"notes":[{"file":"f","object":"o","message":"m"},{"file":"f","message":"n"}],"segues":[]}"#)
    #expect(compact(try JSONParser.parse(result.jsonText)) == compact(result.json))
    #expect(result.appText == "{\n  \"id\": \"a\"\n}")
}
