import AppCatalog
@testable import RotationEngine
import Testing

/// The app format's opaque bars (docs/app-format.md): `translucent` on navigation and tab bar
/// controllers, `toolbarTranslucent`, a controller's `extendedLayoutIncludesOpaqueBars`; every
/// problem at its path (the 422 `invalid_app` lists them).
@Suite struct OpaqueBarDefinitionTests {
    static func decode(_ json: String) throws -> AppDefinition {
        try AppCatalog.decodeFile(named: "posted", bytes: Array(json.utf8)).definition
    }

    /// Left out, bars are translucent and a controller does not extend under opaque bars (UIKit's defaults).
    @Test func defaultsAreTranslucentAndNotExtended() throws {
        let app = try Self.decode(#"{"id": "a", "root": "Home", "navigationController": {}, "controllers": {"Home": {}}}"#)
        #expect(app.navigation?.translucent == true)
        #expect(app.navigation?.toolbarTranslucent == true)
        #expect(app.controllers["Home"]?.extendedLayoutIncludesOpaqueBars == false)
        let tabs = try Self.decode(#"{"id": "a", "tabBarController": {"tabs": [{"controller": "Home"}]}}"#)
        #expect(tabs.tabBar?.translucent == true)
    }

    /// Explicit values are read on the app's navigation controller, its tab bar controller, a tab's navigation controller, a presented one and a controller.
    @Test func explicitValuesAreRead() throws {
        let app = try Self.decode(#"""
        {"id": "a", "root": "Home", "navigationController": {"translucent": false, "toolbarTranslucent": false},
         "controllers": {"Home": {"extendedLayoutIncludesOpaqueBars": true, "elements": [{"id": "go", "kind": "button", "text": "Go", "frame": {"x": 0, "y": 0, "width": 10, "height": 10},
           "action": {"type": "present", "controller": "Other", "navigationController": {"translucent": false}}}]}}}
        """#)
        #expect(app.navigation?.translucent == false)
        #expect(app.navigation?.toolbarTranslucent == false)
        #expect(app.controllers["Home"]?.extendedLayoutIncludesOpaqueBars == true)
        let tabs = try Self.decode(#"{"id": "a", "tabBarController": {"translucent": false, "tabs": [{"controller": "Home", "navigationController": {"translucent": false}}]}}"#)
        #expect(tabs.tabBar?.translucent == false)
        #expect(tabs.tabBar?.tabs[0].navigation?.translucent == false)
        let explicitTrue = try Self.decode(#"{"id": "a", "root": "Home", "navigationController": {"translucent": true}, "controllers": {"Home": {"extendedLayoutIncludesOpaqueBars": false}}}"#)
        #expect(explicitTrue.navigation?.translucent == true)
        #expect(explicitTrue.controllers["Home"]?.extendedLayoutIncludesOpaqueBars == false)
    }

    /// A value of the wrong type is a problem naming its field.
    @Test func wrongTypesNameTheirFields() {
        let reported = problems(#"""
        {"id": "a", "root": "Home", "navigationController": {"translucent": "no", "toolbarTranslucent": 0},
         "controllers": {"Home": {"extendedLayoutIncludesOpaqueBars": "YES"}}}
        """#)
        #expect(reported.count == 3)
        #expect(reported.contains { $0.hasPrefix("$.navigationController.translucent: ") })
        #expect(reported.contains { $0.hasPrefix("$.navigationController.toolbarTranslucent: ") })
        #expect(reported.contains { $0.hasPrefix("$.controllers.Home.extendedLayoutIncludesOpaqueBars: ") })
        let tabs = problems(#"{"id": "a", "tabBarController": {"translucent": 1, "tabs": [{"controller": "Home"}]}}"#)
        #expect(tabs.count == 1)
        #expect(tabs.first?.hasPrefix("$.tabBarController.translucent: ") == true)
    }

    /// An app declares opaque bars when any container it can show has one — the window's, a tab's, a split column's, or one a button or bar item presents — and not when every bar is translucent (then no bounds ask about them).
    @Test func opaqueBarsAreFoundWhereverAContainerIs() throws {
        let button = #"{"id": "go", "kind": "button", "text": "Go", "frame": {"x": 0, "y": 0, "width": 10, "height": 10}, "action": {"type": "present", "controller": "Other", "navigationController": {"translucent": false}}}"#
        let cases: [(json: String, opaque: Bool)] = [
            (#"{"id": "a", "root": "Home", "navigationController": {}, "controllers": {"Home": {}}}"#, false),
            (#"{"id": "a", "root": "Home", "navigationController": {"toolbarTranslucent": false}, "controllers": {"Home": {}}}"#, true),
            (#"{"id": "a", "tabBarController": {"tabs": [{"controller": "Home", "navigationController": {"translucent": false}}]}}"#, true),
            (#"{"id": "a", "splitViewController": {"primary": {"controller": "List", "navigationController": {"translucent": false}}, "secondary": "Detail"}}"#, true),
            ("{\"id\": \"a\", \"root\": \"Home\", \"controllers\": {\"Home\": {\"elements\": [\(button)]}}}", true),
            (#"{"id": "a", "root": "Home", "navigationController": {}, "controllers": {"Home": {"navigationItem": {"right": [{"id": "add", "title": "Add", "action": {"type": "present", "controller": "Other", "tabBarController": {"translucent": false, "tabs": [{"controller": "Other"}]}}}]}}}}"#, true),
        ]
        for (json, opaque) in cases {
            #expect(try Self.decode(json).declaresOpaqueBars == opaque, "\(json)")
        }
    }
}
