import Foundation
import RotationEngine
import RotationLayout
import Testing

/// Interface Builder files with scroll views, imported and laid out on their design devices in
/// their design orientations, put every view where the file's saved frame says (within half a
/// point, relative to its superview): constraints between a scroll view's edges and its content
/// are the content area's (docs/semantics.md, "Scroll views"). Fixtures are written for these
/// tests (Tests/InterfaceImportTests/Fixtures), their frames computed as Interface Builder saves them.
@Suite struct ImportedScrollViewTests {
    /// Xcode 8's way on the iPhone 7 canvas (iphone-se, iOS 13): a content view pinned to the scroll view's four edges and as wide as it, 698 tall inside the 647 pt scroll view; a badge centred on the frame and 4 below the content's top.
    @Test func xcode8ContentPinnedToTheScrollViewsEdges() throws {
        let comparison = try DesignDeviceFrameTests.compare("Scroll-Xcode8.storyboard", controller: "ArticleViewController")
        #expect(comparison.designedOn == DesignedOn(device: DeviceCatalogue.device(id: "iphone-se")!, orientation: .portrait, os: OSVersion(major: 13)!))
        #expect(comparison.compared.count == 6)
        #expect(comparison.differing == [])
        #expect(comparison.driver?.layout.constraints.unsatisfiable == [])
        #expect(comparison.driver?.layout.constraints.ambiguous == [])
        #expect(comparison.driver?.view("Scroller")?.contentSize == Size(width: 375, height: 698))
    }

    /// The same file in landscape (667 × 375, no status bar): the content is as wide as the scroll view (667, its labels 635) and still 698 tall; the badge stays centred on the frame.
    @Test func xcode8ContentFollowsTheScrollViewInLandscape() throws {
        var driver = try #require(try DesignDeviceFrameTests.compare("Scroll-Xcode8.storyboard", controller: "ArticleViewController").driver)
        driver.rotate(.landscapeLeft)
        expectFrame(driver.view("Scroller")?.frame, rect(0, 0, 667, 375), "the scroll view fills the landscape view")
        expectFrame(driver.view("Content")?.frame, rect(0, 0, 667, 698), "the content is as wide as the scroll view")
        expectFrame(driver.view("Body")?.frame, rect(16, 49, 635, 600), "body")
        expectFrame(driver.view("Badge")?.frame, rect(283.5, 4, 100, 21), "the badge is centred on the frame")
        #expect(driver.view("Scroller")?.contentSize == Size(width: 667, height: 698))
        #expect(driver.layout.constraints.unsatisfiable == [])
    }

    /// Xcode 14's content and frame layout guides on the iPhone 15 Pro canvas: a content view pinned to the content layout guide and as wide as the frame layout guide, 1120⅔ tall in the 759 pt scroll view; a badge 12 in from the frame guide's top right.
    @Test func xcode14ContentAndFrameLayoutGuides() throws {
        let comparison = try DesignDeviceFrameTests.compare("ScrollGuides-Xcode14.storyboard", controller: "GalleryViewController")
        #expect(comparison.designedOn?.device == iPhone15Pro)
        #expect(comparison.compared.count == 6)
        #expect(comparison.differing == [])
        #expect(comparison.driver?.layout.constraints.unsatisfiable == [])
        #expect(comparison.driver?.layout.constraints.ambiguous == [])
        let size = try #require(comparison.driver?.view("Scroller")?.contentSize)
        #expect(size.width == 393 && abs(size.height - 1120.6666666666667) < 1e-6)
    }
}
