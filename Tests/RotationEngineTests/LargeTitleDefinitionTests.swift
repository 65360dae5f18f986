import AppCatalog
@testable import RotationEngine
import Testing

/// The app format's large titles (docs/app-format.md): `prefersLargeTitles` on a navigation
/// controller and `navigationItem.largeTitleDisplayMode` on a controller; every problem at its
/// path (the 422 `invalid_app` lists them).
@Suite struct LargeTitleDefinitionTests {
    static func decode(_ json: String) throws -> AppDefinition { try OpaqueBarDefinitionTests.decode(json) }

    /// Left out, a bar prefers standard titles and an item is `automatic` (UIKit's defaults); given, both are read, on a tab's navigation controller too.
    @Test func defaultsAndExplicitValues() throws {
        let plain = try Self.decode(#"{"id": "a", "root": "Home", "navigationController": {}, "controllers": {"Home": {}}}"#)
        #expect(plain.navigation?.prefersLargeTitles == false)
        #expect(plain.controllers["Home"]?.largeTitleDisplayMode == .automatic)
        let large = try Self.decode(#"""
        {"id": "a", "root": "Home", "navigationController": {"prefersLargeTitles": true},
         "controllers": {"Home": {"navigationItem": {"largeTitleDisplayMode": "never"}}, "Other": {"navigationItem": {"largeTitleDisplayMode": "always"}}}}
        """#)
        #expect(large.navigation?.prefersLargeTitles == true)
        #expect(large.controllers["Home"]?.largeTitleDisplayMode == .never)
        #expect(large.controllers["Other"]?.largeTitleDisplayMode == .always)
        let tabs = try Self.decode(#"{"id": "a", "tabBarController": {"tabs": [{"controller": "Home", "navigationController": {"prefersLargeTitles": true}}]}}"#)
        #expect(tabs.tabBar?.tabs[0].navigation?.prefersLargeTitles == true)
    }

    /// A value of the wrong type or an unknown mode is a problem naming its field (and the modes).
    @Test func problemsNameTheirFields() {
        let reported = problems(#"""
        {"id": "a", "root": "Home", "navigationController": {"prefersLargeTitles": "YES"},
         "controllers": {"Home": {"navigationItem": {"largeTitleDisplayMode": "sometimes"}}}}
        """#)
        #expect(reported.count == 2)
        #expect(reported.contains { $0.hasPrefix("$.navigationController.prefersLargeTitles: ") })
        #expect(reported.contains { $0.hasPrefix("$.controllers.Home.navigationItem.largeTitleDisplayMode: ") && $0.contains("automatic, always, never") })
    }

    /// An app declares large titles when a navigation controller it can show prefers them — the window's, a tab's, a split column's, one a button presents — so that others never ask.
    @Test func largeTitlesAreFoundWhereverANavigationControllerIs() throws {
        let button = #"{"id": "go", "kind": "button", "text": "Go", "frame": {"x": 0, "y": 0, "width": 10, "height": 10}, "action": {"type": "present", "controller": "Other", "navigationController": {"prefersLargeTitles": true}}}"#
        let cases: [(json: String, large: Bool)] = [
            (#"{"id": "a", "root": "Home", "navigationController": {}, "controllers": {"Home": {"navigationItem": {"largeTitleDisplayMode": "always"}}}}"#, false),
            (#"{"id": "a", "root": "Home", "navigationController": {"prefersLargeTitles": true}, "controllers": {"Home": {}}}"#, true),
            (#"{"id": "a", "tabBarController": {"tabs": [{"controller": "Home", "navigationController": {"prefersLargeTitles": true}}]}}"#, true),
            (#"{"id": "a", "splitViewController": {"primary": {"controller": "List", "navigationController": {"prefersLargeTitles": true}}, "secondary": "Detail"}}"#, true),
            ("{\"id\": \"a\", \"root\": \"Home\", \"controllers\": {\"Home\": {\"elements\": [\(button)]}}}", true),
        ]
        for (json, large) in cases {
            #expect(try Self.decode(json).declaresLargeTitles == large, "\(json)")
        }
    }
}
