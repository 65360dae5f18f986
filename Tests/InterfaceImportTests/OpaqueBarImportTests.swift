import InterfaceImport
import SwivelJSON
import Testing

// Opaque bars (docs/interface-import.md): `translucent="NO"` on a container scene's navigation
// bar, toolbar or tab bar, and `extendedLayoutIncludesOpaqueBars="YES"` on a view controller.

/// A navigation scene `n` (bars `bars`) whose root is a content scene `vc1` (attributes
/// `attributes`, its navigation item `item`).
func opaqueNavigationStoryboard(bars: String, attributes: String = "", item: String = "") -> String {
    storyboard(initial: "n", """
            <scene sceneID="n-scene"><objects>
                <navigationController id="n" toolbarHidden="NO" sceneMemberID="viewController">
                    \(bars)
                    <connections><segue destination="vc1" kind="relationship" relationship="rootViewController" id="n-root"/></connections>
                </navigationController>
            </objects></scene>
            <scene sceneID="vc1-scene"><objects>
                <viewController id="vc1" customClass="HomeViewController"\(attributes) sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="vc1-view"><rect key="frame" x="0.0" y="64" width="320" height="460"/></view>
                    \(item)
                </viewController>
            </objects></scene>
    """)
}

@Suite struct OpaqueBarImportTests {
    /// An opaque navigation bar and toolbar become `translucent` and `toolbarTranslucent` false; a controller's `extendedLayoutIncludesOpaqueBars` is read.
    @Test func opaqueNavigationBarAndToolbarAreRead() throws {
        let result = try importing([("Main.storyboard", opaqueNavigationStoryboard(
            bars: #"<navigationBar key="navigationBar" contentMode="scaleToFill" translucent="NO" id="n-bar"><rect key="frame" x="0.0" y="20" width="320" height="44"/></navigationBar><toolbar key="toolbar" opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" translucent="NO" id="n-tools"><rect key="frame" x="0.0" y="524" width="320" height="44"/></toolbar>"#,
            attributes: #" extendedLayoutIncludesOpaqueBars="YES""#
        ))])
        let navigation = result.app["navigationController"]
        #expect(navigation?["translucent"] == .bool(false))
        #expect(navigation?["toolbarTranslucent"] == .bool(false))
        #expect(controller(result, "HomeViewController")?["extendedLayoutIncludesOpaqueBars"] == .bool(true))
    }

    /// Translucent bars (no attribute, or `translucent="YES"`) leave the keys out.
    @Test func translucentBarsAddNothing() throws {
        let result = try importing([("Main.storyboard", opaqueNavigationStoryboard(
            bars: #"<navigationBar key="navigationBar" contentMode="scaleToFill" translucent="YES" id="n-bar"><rect key="frame" x="0.0" y="20" width="320" height="44"/></navigationBar>"#
        ))])
        #expect(result.app["navigationController"]?["translucent"] == nil)
        #expect(result.app["navigationController"]?["toolbarTranslucent"] == nil)
        #expect(controller(result, "HomeViewController")?["extendedLayoutIncludesOpaqueBars"] == nil)
    }

    /// An opaque tab bar becomes the tab bar controller's `translucent` false.
    @Test func opaqueTabBarIsRead() throws {
        let result = try importing([("Main.storyboard", storyboard(initial: "t", """
                <scene sceneID="t-scene"><objects>
                    <tabBarController id="t" sceneMemberID="viewController">
                        <tabBar key="tabBar" contentMode="scaleToFill" translucent="NO" id="t-bar"><rect key="frame" x="0.0" y="519" width="320" height="49"/></tabBar>
                        <connections><segue destination="vc1" kind="relationship" relationship="viewControllers" id="t-tab"/></connections>
                    </tabBarController>
                </objects></scene>
        """ + scene()))])
        #expect(result.app["tabBarController"]?["translucent"] == .bool(false))
    }
}
