import InterfaceImport
import SwivelJSON
import Testing

// Large titles (docs/interface-import.md): `largeTitles="YES"` on a navigation scene's bar
// ("Prefers Large Titles") and `largeTitleDisplayMode` on a controller's navigation item.

@Suite struct LargeTitleImportTests {
    /// A bar with `largeTitles="YES"` becomes `prefersLargeTitles`; an item's `never` and `always` become its `navigationItem.largeTitleDisplayMode`.
    @Test func largeTitlesAndDisplayModesAreRead() throws {
        let result = try importing([("Main.storyboard", opaqueNavigationStoryboard(
            bars: #"<navigationBar key="navigationBar" contentMode="scaleToFill" largeTitles="YES" id="n-bar"><rect key="frame" x="0.0" y="20" width="320" height="96"/></navigationBar>"#,
            item: #"<navigationItem key="navigationItem" title="Home" largeTitleDisplayMode="never" id="vc1-item"/>"#
        ))])
        #expect(result.app["navigationController"]?["prefersLargeTitles"] == .bool(true))
        #expect(controller(result, "HomeViewController")?["navigationItem"]?["largeTitleDisplayMode"] == .string("never"))
        let always = try importing([("Main.storyboard", opaqueNavigationStoryboard(
            bars: #"<navigationBar key="navigationBar" contentMode="scaleToFill" id="n-bar"><rect key="frame" x="0.0" y="20" width="320" height="44"/></navigationBar>"#,
            item: #"<navigationItem key="navigationItem" title="Home" largeTitleDisplayMode="always" id="vc1-item"/>"#
        ))])
        #expect(always.app["navigationController"]?["prefersLargeTitles"] == nil)
        #expect(controller(always, "HomeViewController")?["navigationItem"]?["largeTitleDisplayMode"] == .string("always"))
    }

    /// A standard bar and an item left `automatic` (no attribute) add nothing.
    @Test func theDefaultsAddNothing() throws {
        let result = try importing([("Main.storyboard", opaqueNavigationStoryboard(
            bars: #"<navigationBar key="navigationBar" contentMode="scaleToFill" largeTitles="NO" id="n-bar"><rect key="frame" x="0.0" y="20" width="320" height="44"/></navigationBar>"#,
            item: #"<navigationItem key="navigationItem" title="Home" id="vc1-item"/>"#
        ))])
        #expect(result.app["navigationController"]?["prefersLargeTitles"] == nil)
        #expect(controller(result, "HomeViewController")?["navigationItem"] == nil)
    }
}
