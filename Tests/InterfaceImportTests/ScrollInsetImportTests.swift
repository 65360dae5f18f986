import InterfaceImport
import SwivelJSON
import Testing

// Scroll view insets (docs/interface-import.md, "Scroll view insets"): a scroll view's
// `contentInsetAdjustmentBehavior` and bounce flags, a view controller's
// `automaticallyAdjustsScrollViewInsets="NO"`.

@Suite struct ScrollInsetImportTests {
    /// A table view controller whose table bounces (`alwaysBounceVertical="YES"`, as Xcode writes it) and keeps `automatic` adds no key; `automaticallyAdjustsScrollViewInsets="NO"` becomes false.
    @Test func tableViewControllerDefaults() throws {
        let result = try importing([("Main.storyboard", storyboard(initial: "t", """
                <scene sceneID="t-scene"><objects>
                    <tableViewController id="t" customClass="ListViewController" automaticallyAdjustsScrollViewInsets="NO" sceneMemberID="viewController">
                        <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="plain" rowHeight="44" id="t-table">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        </tableView>
                    </tableViewController>
                </objects></scene>
        """))])
        let list = try #require(controller(result, "ListViewController"))
        #expect(list["automaticallyAdjustsScrollViewInsets"] == .bool(false))
        #expect(list["view"]?["class"] == .string("UITableView"))
        #expect(list["view"]?["alwaysBounceVertical"] == nil)
        #expect(list["view"]?["contentInsetAdjustmentBehavior"] == nil)
    }

    /// A table without `alwaysBounceVertical="YES"` does not bounce (false); a scroll view's `never` and bounce flags, and a text view's `scrollableAxes`, are read; an unknown behaviour is noted and left out.
    @Test func scrollViewSettingsAreRead() throws {
        let result = try importing([("Main.storyboard", storyboard(scene(subviews: """
            <tableView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" rowHeight="44" id="tbl">
                <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
            </tableView>
            <scrollView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" alwaysBounceHorizontal="YES" contentInsetAdjustmentBehavior="never" id="scr">
                <rect key="frame" x="0.0" y="100" width="320" height="100"/>
            </scrollView>
            <textView clipsSubviews="YES" contentMode="scaleToFill" contentInsetAdjustmentBehavior="scrollableAxes" text="Hi" id="txt">
                <rect key="frame" x="0.0" y="200" width="320" height="100"/>
            </textView>
            <collectionView clipsSubviews="YES" contentMode="scaleToFill" contentInsetAdjustmentBehavior="sideways" dataMode="prototypes" id="col">
                <rect key="frame" x="0.0" y="300" width="320" height="100"/>
            </collectionView>
        """)))])
        let elements = controller(result, "HomeViewController")?["view"]?["elements"]?.arrayValue ?? []
        func element(_ id: String) -> JSONValue? { elements.first { $0["id"] == .string(id) } }
        #expect(element("tbl")?["alwaysBounceVertical"] == .bool(false))
        #expect(element("scr")?["contentInsetAdjustmentBehavior"] == .string("never"))
        #expect(element("scr")?["alwaysBounceVertical"] == .bool(true))
        #expect(element("scr")?["alwaysBounceHorizontal"] == .bool(true))
        #expect(element("txt")?["contentInsetAdjustmentBehavior"] == .string("scrollableAxes"))
        #expect(element("col")?["contentInsetAdjustmentBehavior"] == nil)
        #expect(result.notes.contains { $0.object == "col" && $0.message == "contentInsetAdjustmentBehavior \"sideways\" is not imported: the scroll view keeps automatic" })
    }
}
