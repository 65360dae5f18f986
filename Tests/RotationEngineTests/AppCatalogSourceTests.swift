import AppCatalog
import RotationEngine
import SwivelJSON
import Testing

// docs/app-format.md, "Where an imported part came from": `source` is informational; the
// decoder keeps it on controllers, views and containers, and the definition's JSON is kept
// as posted (what GET /v1/apps/{id} answers).
@Suite struct AppCatalogSourceTests {
    static let json = #"""
    {"id": "traced", "navigationController": {"class": "Nav", "source": {"file": "Main.storyboard", "object": "nav-1"}},
     "root": "Home",
     "controllers": {"Home": {"source": {"file": "Main.storyboard", "object": "BYZ-38-t0r"},
       "view": {"id": "view", "source": {"file": "Main.storyboard", "object": "8bC-Xf-vdC"}, "elements": [
         {"id": "go", "kind": "button", "frame": {"x": 0, "y": 0, "width": 10, "height": 10},
          "source": {"file": "Main.storyboard", "object": "Xy1-ab-Cd2"}}]}}},
     "xibs": {"Panel": {"id": "panel", "source": {"file": "Views/Panel.xib", "object": "1"}}}}
    """#

    /// Sources on a controller, its root view, an element, the navigation controller and a
    /// xib's view are kept by the decoder, and the entry's JSON is the posted JSON, unchanged.
    @Test func sourceRoundTrips() throws {
        let entry = try AppCatalog.decodeFile(named: "posted", bytes: Array(Self.json.utf8))
        let home = try #require(entry.definition.controllers["Home"])
        #expect(home.source == SourceReference(file: "Main.storyboard", object: "BYZ-38-t0r"))
        #expect(home.view.source == SourceReference(file: "Main.storyboard", object: "8bC-Xf-vdC"))
        #expect(home.view.children.first?.source == SourceReference(file: "Main.storyboard", object: "Xy1-ab-Cd2"))
        #expect(entry.definition.navigation?.source == SourceReference(file: "Main.storyboard", object: "nav-1"))
        #expect(entry.definition.xibs["Panel"]?.source == SourceReference(file: "Views/Panel.xib", object: "1"))
        #expect(entry.json == (try JSONParser.parse(Self.json)))
    }

    /// A source needs both strings and no other key; each problem is at its path.
    @Test func sourceProblemsHaveTheirPaths() {
        #expect(problems(#"""
        {"id": "x", "root": "Home", "tabBarController": {"tabs": [{"controller": "Home"}], "source": {"file": "Main.storyboard"}},
         "controllers": {"Home": {"source": {"file": 3, "object": "a", "line": 4}}}}
        """#) == [
            "$.tabBarController.source.object: is required (a string)",
            "$.controllers.Home.source.line: unknown key; allowed here: file, object",
            "$.controllers.Home.source.file: expected a string, got a number",
        ])
    }
}
