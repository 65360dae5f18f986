import InterfaceImport
import Testing

/// A hostile file's size-class variations are bounded (docs/interface-import.md, "Size classes").
@Suite struct VariationBoundsTests {
    /// One view holding `count` variations, each including the same constraint.
    static func file(variations count: Int) -> String {
        let variation = #"<variation key="heightClass=compact"><mask key="constraints"><include reference="c1"/></mask></variation>"#
        return storyboard(scene(subviews: #"<view id="box"><rect key="frame" x="0" y="0" width="10" height="10"/></view>"#,
                                constraints: #"<constraint firstItem="box" firstAttribute="width" constant="10" id="c1"/>"#)
            .replacingOccurrences(of: "</constraints>", with: "</constraints>" + String(repeating: variation, count: count)))
    }

    /// 10,000 variations are refused at the 5,000th-and-one, naming the bound, in under a second (a debug build).
    @Test func tenThousandVariationsAreRefusedQuickly() {
        let text = Self.file(variations: 10_000)
        let started = ContinuousClock.now
        let error = importError([("Main.storyboard", text)])
        #expect(ContinuousClock.now - started < .seconds(1))
        #expect(error?.code == .invalidInterfaceFile)
        #expect(error?.message.contains("more than 5000 size-class variations") == true)
    }

    /// 5,000 variations naming one constraint import, and the constraint is installed everywhere.
    @Test func fiveThousandVariationsImport() throws {
        let result = try importing([("Main.storyboard", Self.file(variations: 5_000))])
        let constraint = controller(result, "HomeViewController")?["view"]?["constraints"]?.arrayValue?.first
        #expect(constraint?["id"] == "c1")
        #expect(constraint?["installed"] == nil)
    }
}
