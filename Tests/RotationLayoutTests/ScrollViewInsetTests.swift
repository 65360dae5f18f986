import RotationEngine
@testable import RotationLayout
import Testing

// Scroll view insets (docs/semantics.md, "Scroll view insets"): from iOS 7 a scroll view's
// content starts below the bars it extends under — iOS 7–10 by the layout guides on a
// controller's content scroll view, iOS 11 by each scroll view's own safe area as its
// `contentInsetAdjustmentBehavior` says. Frames hand-computed from the device table.

/// A table view controller (`List`, its root view a `UITableView` of two 44-point rows) in a
/// navigation controller when `navigation`; `table` and `controller` add keys to the root view
/// and the controller.
func tableApp(navigation: Bool = true, table: String = "", controller: String = "") -> AppDefinition {
    posted("""
    {"id": "tables", "root": "List", \(navigation ? #""navigationController": {},"# : "")
     "infoPlist": {"supportedInterfaceOrientations": "allButUpsideDown"},
     "controllers": {"List": {\(controller) "supportedInterfaceOrientations": "allButUpsideDown", "shouldAutorotateToInterfaceOrientation": "all",
       "view": {"id": "table", "class": "UITableView", \(table) "size": {"width": 320, "height": 568},
         "elements": [
           {"id": "row1", "kind": "cell", "frame": {"x": 0, "y": 0, "width": 320, "height": 44}, "autoresizing": ["flexibleWidth"]},
           {"id": "row2", "kind": "cell", "frame": {"x": 0, "y": 44, "width": 320, "height": 44}, "autoresizing": ["flexibleWidth"]}]}}}}
    """)
}

/// A controller whose root view is a plain view holding two scroll views, `first` and `second`,
/// each filling it and holding one 100-point label; `scrollKeys` adds keys to both, `controller`
/// to the controller.
func twoScrollViewsApp(navigation: Bool = true, scrollKeys: String = "", controller: String = "") -> AppDefinition {
    posted("""
    {"id": "scrolls", "root": "Home", \(navigation ? #""navigationController": {},"# : "")
     "infoPlist": {"supportedInterfaceOrientations": "allButUpsideDown"},
     "controllers": {"Home": {\(controller) "supportedInterfaceOrientations": "allButUpsideDown", "shouldAutorotateToInterfaceOrientation": "all",
       "view": {"id": "root", "size": {"width": 320, "height": 568}, "elements": [
         {"id": "first", "class": "UIScrollView", \(scrollKeys) "frame": {"x": 0, "y": 0, "width": 320, "height": 568}, "autoresizing": ["flexibleWidth", "flexibleHeight"],
          "children": [{"id": "firstLabel", "kind": "label", "text": "A", "frame": {"x": 10, "y": 0, "width": 100, "height": 100}}]},
         {"id": "second", "class": "UIScrollView", \(scrollKeys) "frame": {"x": 0, "y": 0, "width": 320, "height": 568}, "autoresizing": ["flexibleWidth", "flexibleHeight"],
          "children": [{"id": "secondLabel", "kind": "label", "text": "B", "frame": {"x": 10, "y": 0, "width": 100, "height": 100}}]}]}}}}
    """)
}

@Suite struct ScrollViewInsetTests {
    /// iOS 6 on iphone-4: the bars are opaque and the table starts below them (0, 64, 320 × 504); its content is not inset and its first row is at its top.
    @Test func iOS6LeavesTheContentWhereItIs() {
        let driver = Driver(tableApp(), device: .iphone4, os: .iOS6)
        #expect(driver.view("table")?.frame == rect(0, 64, 320, 504))
        #expect(driver.view("table")?.contentInset == nil)
        #expect(driver.view("table")?.bounds == rect(0, 0, 320, 504))
        #expect(driver.view("row1")?.frame == rect(0, 64, 320, 44))
    }

    /// iOS 7 on iphone-4: the table fills the window under the translucent bar and its content is inset by the top layout guide, 20 + 44 = 64: bounds origin (0, −64), rows at 64 and 108; in landscape the guide is 20 + 32 = 52 and the rows 568 wide.
    @Test func iOS7InsetsTheContentScrollViewByItsLayoutGuides() {
        var driver = Driver(tableApp(), device: .iphone4, os: .iOS7)
        #expect(driver.view("table")?.frame == rect(0, 0, 320, 568))
        #expect(driver.view("table")?.contentInset == EdgeInsets(top: 64))
        #expect(driver.view("table")?.bounds == rect(0, -64, 320, 568))
        #expect(driver.view("row1")?.frame == rect(0, 64, 320, 44))
        #expect(driver.view("row2")?.frame == rect(0, 108, 320, 44))
        driver.rotate(.landscapeLeft)
        #expect(driver.view("table")?.contentInset == EdgeInsets(top: 52))
        #expect(driver.view("row1")?.frame == rect(0, 52, 568, 44))
    }

    /// iOS 10 with `automaticallyAdjustsScrollViewInsets` false: the content stays at the table's top, under the bar (row at 0), and no inset is reported.
    @Test func iOS10ControllerThatDoesNotAdjust() {
        let driver = Driver(tableApp(controller: #""automaticallyAdjustsScrollViewInsets": false,"#), device: .iphone4, os: OSVersion(major: 10)!)
        #expect(driver.view("table")?.contentInset == nil)
        #expect(driver.view("table")?.bounds == rect(0, 0, 320, 568))
        #expect(driver.view("row1")?.frame == rect(0, 0, 320, 44))
    }

    /// iOS 10, a plain root view: only its first subview is the content scroll view (inset 64, its label at 64); the second keeps its content at its top.
    @Test func iOS10InsetsOnlyTheFirstSubview() {
        let driver = Driver(twoScrollViewsApp(), device: .iphone4, os: OSVersion(major: 10)!)
        #expect(driver.view("first")?.contentInset == EdgeInsets(top: 64))
        #expect(driver.view("firstLabel")?.frame == rect(10, 64, 100, 100))
        #expect(driver.view("second")?.contentInset == nil)
        #expect(driver.view("secondLabel")?.frame == rect(10, 0, 100, 100))
    }

    /// iOS 17 on iphone-15-pro: the table (which bounces vertically) is inset by its safe area, 59 + 44 = 103 at the top and the home indicator's 34 at the bottom: rows at 103 and 147; in landscape (status bar hidden, a 32-point bar) by 32 and 21 — not at the sides, as it does not scroll sideways — the rows 852 wide at x 0.
    @Test func iOS17InsetsATableBySafeArea() {
        var driver = Driver(tableApp(), device: iPhone15Pro, os: .iOS17)
        #expect(driver.view("table")?.frame == rect(0, 0, 393, 852))
        #expect(driver.view("table")?.safeAreaInsets == EdgeInsets(top: 103, left: 0, bottom: 34, right: 0))
        #expect(driver.view("table")?.contentInset == EdgeInsets(top: 103, left: 0, bottom: 34, right: 0))
        #expect(driver.view("table")?.bounds == rect(0, -103, 393, 852))
        #expect(driver.view("row1")?.frame == rect(0, 103, 393, 44))
        #expect(driver.view("row2")?.frame == rect(0, 147, 393, 44))
        driver.rotate(.landscapeLeft)
        #expect(driver.view("table")?.contentInset == EdgeInsets(top: 32, left: 0, bottom: 21, right: 0))
        #expect(driver.view("row1")?.frame == rect(0, 32, 852, 44))
    }

    /// iOS 17, no navigation controller: a plain scroll view whose content fits does not scroll, so `automatic` leaves it (inset 0, label at 0) — both scroll views, the first one too; `alwaysBounceVertical` makes it scrollable: 59 at the top, 34 at the bottom.
    @Test func iOS17ScrollViewThatFitsIsNotInset() {
        let plain = Driver(twoScrollViewsApp(navigation: false), device: iPhone15Pro, os: .iOS17)
        #expect(plain.view("first")?.contentInset == EdgeInsets.zero)
        #expect(plain.view("firstLabel")?.frame == rect(10, 0, 100, 100))
        let bouncing = Driver(twoScrollViewsApp(navigation: false, scrollKeys: #""alwaysBounceVertical": true,"#), device: iPhone15Pro, os: .iOS17)
        #expect(bouncing.view("first")?.contentInset == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(bouncing.view("firstLabel")?.frame == rect(10, 59, 100, 100))
        #expect(bouncing.view("secondLabel")?.frame == rect(10, 59, 100, 100))
    }

    /// iOS 17 in a navigation controller: `automatic` insets the controller's content scroll view (the first subview) top and bottom even though its content fits (103, 34); the second, which is not the content scroll view, is left.
    @Test func iOS17AutomaticInsetsTheContentScrollViewInANavigationController() {
        let driver = Driver(twoScrollViewsApp(), device: iPhone15Pro, os: .iOS17)
        #expect(driver.view("first")?.contentInset == EdgeInsets(top: 103, left: 0, bottom: 34, right: 0))
        #expect(driver.view("firstLabel")?.frame == rect(10, 103, 100, 100))
        #expect(driver.view("second")?.contentInset == EdgeInsets.zero)
        #expect(driver.view("secondLabel")?.frame == rect(10, 0, 100, 100))
    }

    /// iOS 17: `scrollableAxes` drops the navigation controller's exception (the fitting first subview is left); `never` leaves even a table; `always` takes every edge — in landscape the sides' 59 too, the table's rows then at x 59.
    @Test func iOS17Behaviours() {
        let scrollable = Driver(twoScrollViewsApp(scrollKeys: #""contentInsetAdjustmentBehavior": "scrollableAxes","#), device: iPhone15Pro, os: .iOS17)
        #expect(scrollable.view("first")?.contentInset == EdgeInsets.zero)
        let never = Driver(tableApp(table: #""contentInsetAdjustmentBehavior": "never","#), device: iPhone15Pro, os: .iOS17)
        #expect(never.view("table")?.contentInset == EdgeInsets.zero)
        #expect(never.view("row1")?.frame == rect(0, 0, 393, 44))
        var always = Driver(tableApp(table: #""contentInsetAdjustmentBehavior": "always","#), device: iPhone15Pro, os: .iOS17)
        always.rotate(.landscapeLeft)
        #expect(always.view("table")?.contentInset == EdgeInsets(top: 32, left: 59, bottom: 21, right: 59))
        #expect(always.view("table")?.bounds == rect(-59, -32, 852, 393))
        #expect(always.view("row1")?.frame == rect(59, 32, 852, 44))
    }

    /// `automaticallyAdjustsScrollViewInsets` false on iOS 17 does not stop `automatic` on a table (it scrolls): still 103 and 34.
    @Test func iOS17IgnoresTheControllerFlagForAScrollingTable() {
        let driver = Driver(tableApp(controller: #""automaticallyAdjustsScrollViewInsets": false,"#), device: iPhone15Pro, os: .iOS17)
        #expect(driver.view("table")?.contentInset == EdgeInsets(top: 103, left: 0, bottom: 34, right: 0))
    }

    /// A table that does not bounce (`alwaysBounceVertical` false) and whose two rows fit is inset only as the navigation controller's content scroll view; without the navigation controller it is left, under the status bar.
    @Test func iOS17TableThatDoesNotBounce() {
        let inNavigation = Driver(tableApp(table: #""alwaysBounceVertical": false,"#), device: iPhone15Pro, os: .iOS17)
        #expect(inNavigation.view("table")?.contentInset == EdgeInsets(top: 103, left: 0, bottom: 34, right: 0))
        let alone = Driver(tableApp(navigation: false, table: #""alwaysBounceVertical": false,"#), device: iPhone15Pro, os: .iOS17)
        #expect(alone.view("table")?.contentInset == EdgeInsets.zero)
        #expect(alone.view("row1")?.frame == rect(0, 0, 393, 44))
    }
}

@Suite struct ScrollViewInsetContainerTests {
    /// iOS 7 without a navigation or tab bar controller: the window's root table view controller keeps its rows under the status bar (row at 0; the adjustment is a container's).
    @Test func iOS7WindowRootTableIsNotInset() {
        let driver = Driver(tableApp(navigation: false), device: .iphone4, os: .iOS7)
        #expect(driver.view("table")?.contentInset == nil)
        #expect(driver.view("row1")?.frame == rect(0, 0, 320, 44))
    }

    /// iOS 7 in a tab bar controller: the tab's table is inset by its guides, the status bar's 20 at the top and the tab bar's 49 at the bottom.
    @Test func iOS7TabInsetsByStatusBarAndTabBar() {
        let app = posted("""
        {"id": "tab-table", "tabBarController": {"tabs": [{"title": "List", "controller": "List"}]},
         "controllers": {"List": {"view": {"id": "table", "class": "UITableView", "size": {"width": 320, "height": 568},
           "elements": [{"id": "row1", "kind": "cell", "frame": {"x": 0, "y": 0, "width": 320, "height": 44}, "autoresizing": ["flexibleWidth"]}]}}}}
        """)
        let driver = Driver(app, device: .iphone4, os: .iOS7)
        #expect(driver.view("table")?.contentInset == EdgeInsets(top: 20, bottom: 49))
        #expect(driver.view("row1")?.frame == rect(0, 20, 320, 44))
    }

    /// iOS 17 under a large title (a 96-point bar on iphone-15-pro): the table's content starts below it, 59 + 96 = 155; turned, the bar is the compact 32 points again (no large title in a compact height) and the inset 32.
    @Test func iOS17LargeTitleBar() {
        let app = posted("""
        {"id": "large-table", "root": "List", "navigationController": {"prefersLargeTitles": true},
         "infoPlist": {"supportedInterfaceOrientations": "allButUpsideDown"},
         "controllers": {"List": {"title": "List", "supportedInterfaceOrientations": "allButUpsideDown",
           "view": {"id": "table", "class": "UITableView", "size": {"width": 393, "height": 852},
             "elements": [{"id": "row1", "kind": "cell", "frame": {"x": 0, "y": 0, "width": 393, "height": 44}, "autoresizing": ["flexibleWidth"]}]}}}}
        """)
        var driver = Driver(app, device: iPhone15Pro, os: .iOS17)
        #expect(driver.layout.navigationBar?.frame == rect(0, 59, 393, 96))
        #expect(driver.view("table")?.contentInset == EdgeInsets(top: 155, left: 0, bottom: 34, right: 0))
        #expect(driver.view("row1")?.frame == rect(0, 155, 393, 44))
        driver.rotate(.landscapeLeft)
        #expect(driver.view("table")?.contentInset == EdgeInsets(top: 32, left: 0, bottom: 21, right: 0))
    }

    /// A controller embedded in a scroll view (its container view) fills the scroll view's visible frame, as the embed segue sets the child's view to the container's bounds: iOS 17, a bouncing scroll view inset 59 / 34 at the window's top, the child's view at (0, 0, 393 × 852) all the same.
    @Test func aChildEmbeddedInAScrollViewFillsIt() {
        let app = posted("""
        {"id": "embed-scroll", "root": "Home",
         "controllers": {"Home": {"view": {"id": "root", "size": {"width": 393, "height": 852}, "elements": [
             {"id": "scroller", "class": "UIScrollView", "alwaysBounceVertical": true, "embeds": "Child",
              "frame": {"x": 0, "y": 0, "width": 393, "height": 852}, "autoresizing": ["flexibleWidth", "flexibleHeight"]}]}},
           "Child": {"view": {"id": "childView", "size": {"width": 393, "height": 852}}}}}
        """)
        let driver = Driver(app, device: iPhone15Pro, os: .iOS17)
        #expect(driver.view("scroller")?.contentInset == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(driver.view("childView")?.frame == rect(0, 0, 393, 852))
    }
}

@Suite struct ContentShiftTests {
    /// A turned view's content moves on screen as `Placement.child` maps a move of (left, top) in its bounds: for turns 0, 90, 180, 270 and −90 the shifted child's box equals the box of the child moved by (left, top).
    @Test(arguments: [0, 90, 180, 270, -90])
    func contentShiftFollowsPlacement(turn: Int) {
        let inset = EdgeInsets(top: 64, left: 12, bottom: 0, right: 0)
        let parent = Placement(frame: rect(40, 30, 300, 500), rotation: turn)
        let local = rect(5, 7, 100, 44)
        let moved = parent.child(rect(local.x + inset.left, local.y + inset.top, local.width, local.height)).frame
        let placed = parent.child(local).frame
        let shift = LayoutResolver.contentShift(by: inset, turn: turn)
        #expect(rect(placed.x + shift.dx, placed.y + shift.dy, placed.width, placed.height) == moved)
    }
}
