import AppCatalog
@testable import RotationEngine
import Testing

/// The app format's scroll view insets (docs/app-format.md, "Scroll view insets"):
/// `contentInsetAdjustmentBehavior`, `alwaysBounceVertical` and `alwaysBounceHorizontal` on a
/// scrolling view, a controller's `automaticallyAdjustsScrollViewInsets`; every problem at its path.
@Suite struct ScrollBehaviourDefinitionTests {
    static func decode(_ json: String) throws -> AppDefinition {
        try AppCatalog.decodeFile(named: "posted", bytes: Array(json.utf8)).definition
    }

    /// Left out: `automatic`, a table bounces vertically and other scroll views do not, and a controller adjusts (UIKit's defaults).
    @Test func defaultsAreUIKits() throws {
        let app = try Self.decode(#"""
        {"id": "a", "root": "Home", "controllers": {"Home": {"view": {"id": "table", "class": "UITableView", "elements": [
          {"id": "scroll", "class": "UIScrollView", "frame": {"x": 0, "y": 0, "width": 10, "height": 10}}]}}}}
        """#)
        let home = try #require(app.controllers["Home"])
        #expect(home.automaticallyAdjustsScrollViewInsets == true)
        #expect(home.view.scrolls && home.view.holdsScrollViews)
        #expect(home.view.scrollBehaviour == ScrollBehaviour())
        #expect(home.view.scrollBehaviour.bouncesVertically(uikitClass: home.view.effectiveUIKitClass) == true)
        let scroll = home.view.children[0]
        #expect(scroll.scrollBehaviour.bouncesVertically(uikitClass: scroll.effectiveUIKitClass) == false)
    }

    /// Explicit values are read on a root view and an element (a custom class scrolls by its `uikitClass`), and on the controller.
    @Test func explicitValuesAreRead() throws {
        let app = try Self.decode(#"""
        {"id": "a", "root": "Home", "controllers": {"Home": {"automaticallyAdjustsScrollViewInsets": false,
          "view": {"id": "table", "class": "UITableView", "contentInsetAdjustmentBehavior": "never", "alwaysBounceVertical": false, "elements": [
            {"id": "gallery", "class": "PhotoGrid", "uikitClass": "UICollectionView", "contentInsetAdjustmentBehavior": "always",
             "alwaysBounceHorizontal": true, "frame": {"x": 0, "y": 0, "width": 10, "height": 10}}]}}}}
        """#)
        let home = try #require(app.controllers["Home"])
        #expect(home.automaticallyAdjustsScrollViewInsets == false)
        #expect(home.view.scrollBehaviour == ScrollBehaviour(contentInsetAdjustmentBehavior: .never, alwaysBounceVertical: false))
        #expect(home.view.children[0].scrollBehaviour == ScrollBehaviour(contentInsetAdjustmentBehavior: .always, alwaysBounceHorizontal: true))
    }

    /// On a view that does not scroll each key is a problem; an unknown behaviour and a wrong type name their fields.
    @Test func problemsNameTheirFields() {
        let reported = problems(#"""
        {"id": "a", "root": "Home", "controllers": {"Home": {"automaticallyAdjustsScrollViewInsets": "NO",
          "view": {"id": "root", "alwaysBounceVertical": true, "elements": [
            {"id": "label", "kind": "label", "contentInsetAdjustmentBehavior": "never", "frame": {"x": 0, "y": 0, "width": 10, "height": 10}},
            {"id": "scroll", "class": "UIScrollView", "contentInsetAdjustmentBehavior": "sometimes", "alwaysBounceHorizontal": 1, "frame": {"x": 0, "y": 0, "width": 10, "height": 10}}]}}}}
        """#)
        #expect(reported.count == 5)
        #expect(reported.contains { $0.hasPrefix("$.controllers.Home.automaticallyAdjustsScrollViewInsets: ") })
        #expect(reported.contains("$.controllers.Home.view.alwaysBounceVertical: only a scrolling view (class or uikitClass UICollectionView, UIScrollView, UITableView, UITextView) has a content inset"))
        #expect(reported.contains { $0.hasPrefix("$.controllers.Home.view.elements[0].contentInsetAdjustmentBehavior: only a scrolling view") })
        #expect(reported.contains { $0.hasPrefix("$.controllers.Home.view.elements[1].contentInsetAdjustmentBehavior: ") && $0.contains("sometimes") })
        #expect(reported.contains { $0.hasPrefix("$.controllers.Home.view.elements[1].alwaysBounceHorizontal: ") })
    }
}
