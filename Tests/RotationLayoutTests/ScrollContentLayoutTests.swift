import RotationEngine
import RotationLayout
import Testing

// Scroll views' content constraints (docs/semantics.md, "Scroll views"; Apple's Auto Layout
// Guide, "Working with Scroll Views"): edges related to the content are the content area's,
// widths, heights and centres the frame's. Frames are hand-computed for a 4" iPhone on iOS 6:
// the root view is 320 × 548 at y 20 in portrait, 568 × 300 in landscape.

/// A scroll view filling the root view, holding a content view pinned to its four edges and as
/// wide as it; inside, a heading and a 600 pt body make the content 20 + 30 + 10 + 600 + 20 = 680
/// tall. `scrollConstraints` are the scroll view's (the content view's pins).
func scrollArticle(scrollConstraints: String) -> AppDefinition {
    posted("""
    {"id": "scroll-article", "root": "Home", "controllers": {"Home": {"supportedInterfaceOrientations": "allButUpsideDown",
      "view": {"id": "root", "size": {"width": 320, "height": 548}, "constraints": [
        {"item": "scroller", "attribute": "top", "toItem": "root", "toAttribute": "top"},
        {"item": "scroller", "attribute": "bottom", "toItem": "root", "toAttribute": "bottom"},
        {"item": "scroller", "attribute": "leading", "toItem": "root", "toAttribute": "leading"},
        {"item": "scroller", "attribute": "trailing", "toItem": "root", "toAttribute": "trailing"}]},
      "elements": [{"id": "scroller", "class": "UIScrollView", "frame": {"x": 0, "y": 0, "width": 320, "height": 548},
        "constraints": [\(scrollConstraints)],
        "children": [{"id": "content", "frame": {"x": 0, "y": 0, "width": 320, "height": 680}, "constraints": [
            {"item": "heading", "attribute": "top", "toItem": "content", "toAttribute": "top", "constant": 20},
            {"item": "heading", "attribute": "leading", "toItem": "content", "toAttribute": "leading", "constant": 20},
            {"item": "heading", "attribute": "trailing", "toItem": "content", "toAttribute": "trailing", "constant": -20},
            {"item": "heading", "attribute": "height", "constant": 30},
            {"item": "body", "attribute": "top", "toItem": "heading", "toAttribute": "bottom", "constant": 10},
            {"item": "body", "attribute": "leading", "toItem": "content", "toAttribute": "leading", "constant": 20},
            {"item": "body", "attribute": "trailing", "toItem": "content", "toAttribute": "trailing", "constant": -20},
            {"item": "body", "attribute": "height", "constant": 600},
            {"item": "content", "attribute": "bottom", "toItem": "body", "toAttribute": "bottom", "constant": 20}],
          "children": [{"id": "heading", "kind": "label", "text": "Rotation", "frame": {"x": 20, "y": 20, "width": 280, "height": 30}},
                       {"id": "body", "frame": {"x": 20, "y": 60, "width": 280, "height": 600}}]}]}]}}}
    """)
}

/// The Xcode 8–10 way: the content view pinned to the scroll view's edges, its width equal to the scroll view's.
let pinnedToEdges = """
{"item": "content", "attribute": "top", "toItem": "scroller", "toAttribute": "top"},
{"item": "content", "attribute": "leading", "toItem": "scroller", "toAttribute": "leading"},
{"item": "scroller", "attribute": "trailing", "toItem": "content", "toAttribute": "trailing"},
{"item": "scroller", "attribute": "bottom", "toItem": "content", "toAttribute": "bottom"},
{"item": "content", "attribute": "width", "toItem": "scroller", "toAttribute": "width"}
"""

/// The iOS 11 way: the content view pinned to the content layout guide, as wide as the frame layout guide.
let pinnedToGuides = """
{"item": "content", "attribute": "top", "toItem": "scroller.contentLayoutGuide", "toAttribute": "top"},
{"item": "content", "attribute": "leading", "toItem": "scroller.contentLayoutGuide", "toAttribute": "leading"},
{"item": "scroller.contentLayoutGuide", "attribute": "trailing", "toItem": "content", "toAttribute": "trailing"},
{"item": "scroller.contentLayoutGuide", "attribute": "bottom", "toItem": "content", "toAttribute": "bottom"},
{"item": "content", "attribute": "width", "toItem": "scroller.frameLayoutGuide", "toAttribute": "width"}
"""

@Suite struct ScrollContentLayoutTests {
    /// Content taller than the scroll view: the scroll view keeps its frame from the root (548), the content runs to 680 below its top, and the content size is 320 × 680; nothing breaks.
    @Test func contentTallerThanTheScrollView() {
        let driver = Driver(scrollArticle(scrollConstraints: pinnedToEdges), device: .iphone4, os: .iOS6)
        #expect(driver.layout.constraints == ConstraintReport())
        expectFrame(driver.view("scroller")?.frame, rect(0, 20, 320, 548), "the scroll view fills the root view")
        expectFrame(driver.view("content")?.frame, rect(0, 20, 320, 680), "the content starts at the scroll view's top")
        expectFrame(driver.view("heading")?.frame, rect(20, 40, 280, 30), "heading")
        expectFrame(driver.view("body")?.frame, rect(20, 80, 280, 600), "the body runs past the scroll view")
        #expect(driver.view("scroller")?.contentSize == Size(width: 320, height: 680))
        #expect(driver.view("content")?.contentSize == nil)
    }

    /// Rotating to landscape: the scroll view is 568 × 300, the content as wide as it (568, the body 528) and still 680 tall.
    @Test func landscapeKeepsTheContentAsWideAsTheScrollView() {
        var driver = Driver(scrollArticle(scrollConstraints: pinnedToEdges), device: .iphone4, os: .iOS6)
        driver.rotate(.landscapeLeft)
        #expect(driver.layout.constraints == ConstraintReport())
        expectFrame(driver.view("scroller")?.frame, rect(0, 20, 568, 300), "the scroll view fills the landscape root view")
        expectFrame(driver.view("content")?.frame, rect(0, 20, 568, 680), "the content follows the scroll view's width")
        expectFrame(driver.view("body")?.frame, rect(20, 80, 528, 600), "body")
        #expect(driver.view("scroller")?.contentSize == Size(width: 568, height: 680))
        driver.rotate(.portrait)
        #expect(driver.view("scroller")?.contentSize == Size(width: 320, height: 680))
    }

    /// The content and frame layout guides lay out as the scroll view's edges and width do, in both orientations.
    @Test func contentAndFrameLayoutGuides() {
        var driver = Driver(scrollArticle(scrollConstraints: pinnedToGuides), device: .iphone4, os: .iOS6)
        #expect(driver.layout.constraints == ConstraintReport())
        expectFrame(driver.view("content")?.frame, rect(0, 20, 320, 680), "portrait content")
        #expect(driver.view("scroller")?.contentSize == Size(width: 320, height: 680))
        driver.rotate(.landscapeLeft)
        expectFrame(driver.view("content")?.frame, rect(0, 20, 568, 680), "landscape content")
        #expect(driver.view("scroller")?.contentSize == Size(width: 568, height: 680))
    }

    /// Without the width equality the content is as wide as its own constraints make it: the heading's intrinsic 280 plus 40, in landscape too (Apple's guide: edges define the content size, not the frame).
    @Test func contentWithoutAWidthOfItsOwnKeepsItsIntrinsicWidth() {
        let edgesOnly = pinnedToEdges.split(separator: "\n").dropLast().joined(separator: "\n").dropLast()
        var driver = Driver(scrollArticle(scrollConstraints: String(edgesOnly)), device: .iphone4, os: .iOS6)
        driver.rotate(.landscapeLeft)
        expectFrame(driver.view("scroller")?.frame, rect(0, 20, 568, 300), "scroll view")
        expectFrame(driver.view("content")?.frame, rect(0, 20, 320, 680), "the content keeps 320")
        #expect(driver.view("scroller")?.contentSize == Size(width: 320, height: 680))
    }

    /// A badge on the frame layout guide floats at the frame's top right (12 in), a label centred on the scroll view is centred on its frame, one on its top margin is 8 below the content's top.
    @Test func frameGuideCentresAndMargins() {
        let app = posted("""
        {"id": "scroll-badges", "root": "Home", "controllers": {"Home": {"supportedInterfaceOrientations": "allButUpsideDown",
          "view": {"id": "root", "size": {"width": 320, "height": 548}, "constraints": [
            {"item": "scroller", "attribute": "top", "toItem": "root", "toAttribute": "top", "constant": 40},
            {"item": "scroller", "attribute": "bottom", "toItem": "root", "toAttribute": "bottom"},
            {"item": "scroller", "attribute": "leading", "toItem": "root", "toAttribute": "leading"},
            {"item": "scroller", "attribute": "trailing", "toItem": "root", "toAttribute": "trailing"}]},
          "elements": [{"id": "scroller", "class": "UIScrollView", "frame": {"x": 0, "y": 40, "width": 320, "height": 508},
            "constraints": [
              {"item": "badge", "attribute": "top", "toItem": "scroller.frameLayoutGuide", "toAttribute": "top", "constant": 12},
              {"item": "scroller.frameLayoutGuide", "attribute": "trailing", "toItem": "badge", "toAttribute": "trailing", "constant": 12},
              {"item": "badge", "attribute": "width", "constant": 60}, {"item": "badge", "attribute": "height", "constant": 30},
              {"item": "title", "attribute": "centerX", "toItem": "scroller", "toAttribute": "centerX"},
              {"item": "title", "attribute": "top", "toItem": "scroller", "toAttribute": "topMargin"},
              {"item": "title", "attribute": "width", "constant": 100}, {"item": "title", "attribute": "height", "constant": 20},
              {"item": "scroller", "attribute": "bottom", "toItem": "title", "toAttribute": "bottom", "constant": 500},
              {"item": "scroller", "attribute": "trailing", "toItem": "title", "toAttribute": "trailing", "constant": 110}],
            "children": [{"id": "badge", "frame": {"x": 248, "y": 12, "width": 60, "height": 30}},
                         {"id": "title", "frame": {"x": 110, "y": 8, "width": 100, "height": 20}}]}]}}}
        """)
        var driver = Driver(app, device: .iphone4, os: .iOS6)
        #expect(driver.layout.constraints.unsatisfiable == [] && driver.layout.constraints.ambiguous == [])
        expectFrame(driver.view("badge")?.frame, rect(248, 72, 60, 30), "the badge on the frame's top right")
        expectFrame(driver.view("title")?.frame, rect(110, 68, 100, 20), "the title centred on the frame, 8 below the content's top")
        #expect(driver.view("scroller")?.contentSize == Size(width: 320, height: 528))
        driver.rotate(.landscapeLeft)
        expectFrame(driver.view("badge")?.frame, rect(496, 72, 60, 30), "the badge follows the frame's right edge")
        expectFrame(driver.view("title")?.frame, rect(234, 68, 100, 20), "the title follows the frame's centre")
        #expect(driver.view("scroller")?.contentSize == Size(width: 444, height: 528))
    }

    /// Content pinned at the top only leaves the content height open: the layout notes Interface Builder's "Scrollable Content Size Ambiguity" and keeps the scroll view's design height (548); no view is ambiguous.
    @Test func openContentHeightIsNotedAndKeptAtTheDesignHeight() {
        let topOnly = pinnedToEdges.split(separator: "\n").filter { !$0.contains("\"bottom\"") }.joined(separator: "\n")
        let driver = Driver(scrollArticle(scrollConstraints: topOnly), device: .iphone4, os: .iOS6)
        #expect(driver.layout.constraints.ambiguous == [])
        #expect(driver.layout.constraints.notes == [
            "scroller: scrollable content size ambiguity: no constraint decides its content height, kept at the scroll view's design height 548",
        ])
        #expect(driver.view("scroller")?.contentSize == Size(width: 320, height: 548))
        expectFrame(driver.view("body")?.frame, rect(20, 80, 280, 600), "the content's own frames are decided")
    }

    /// A table view is a scroll view Swivel does not lay out by content: constraints to its edges stay its frame's, as before.
    @Test func tableViewEdgesStayTheFrames() {
        let app = posted("""
        {"id": "table-edges", "root": "Home", "controllers": {"Home": {
          "view": {"id": "root", "size": {"width": 320, "height": 548}},
          "elements": [{"id": "table", "class": "UITableView", "frame": {"x": 0, "y": 0, "width": 320, "height": 548}, "constraints": [
              {"item": "header", "attribute": "top", "toItem": "table", "toAttribute": "top"},
              {"item": "header", "attribute": "leading", "toItem": "table", "toAttribute": "leading"},
              {"item": "table", "attribute": "trailing", "toItem": "header", "toAttribute": "trailing"},
              {"item": "table", "attribute": "bottom", "toItem": "header", "toAttribute": "bottom"}],
            "children": [{"id": "header", "frame": {"x": 0, "y": 0, "width": 320, "height": 548}}]}]}}}
        """)
        let driver = Driver(app, device: .iphone4, os: .iOS6)
        expectFrame(driver.view("header")?.frame, rect(0, 20, 320, 548), "the header fills the table's frame")
        #expect(driver.view("table")?.contentSize == nil)
    }
}
