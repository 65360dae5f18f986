import RotationEngine
import RotationLayout
import Testing

// Guides (docs/semantics.md, "Guides"): the layout guides' lengths from iOS 7, the safe area,
// margins and readable content guides of any view, hand-computed from the device table.

/// A navigation controller whose root pins `box` under the top layout guide, at its root view's
/// leading margin, and `footer` on the root's safe area guide at the bottom.
/// The guides app's controller keys: a box under the top layout guide, a footer on the safe
/// area's bottom (also `opaqueBarApp`'s controller).
let guidesController = """
"supportedInterfaceOrientations": "allButUpsideDown", "shouldAutorotateToInterfaceOrientation": "all",
   "view": {"id": "root", "size": {"width": 320, "height": 568}, "constraints": [
     {"item": "box", "attribute": "top", "toItem": "topLayoutGuide", "toAttribute": "bottom", "constant": 8},
     {"item": "box", "attribute": "leading", "toItem": "root", "toAttribute": "leadingMargin"},
     {"item": "box", "attribute": "width", "constant": 100}, {"item": "box", "attribute": "height", "constant": 20},
     {"item": "footer", "attribute": "bottom", "toItem": "root.safeArea", "toAttribute": "bottom"},
     {"item": "footer", "attribute": "leading", "toItem": "root.safeArea", "toAttribute": "leading"},
     {"item": "footer", "attribute": "trailing", "toItem": "root.safeArea", "toAttribute": "trailing"},
     {"item": "footer", "attribute": "height", "constant": 44}]},
   "elements": [{"id": "box", "frame": {"x": 0, "y": 0, "width": 100, "height": 20}},
                {"id": "footer", "frame": {"x": 0, "y": 524, "width": 320, "height": 44}}]
"""

let guidesApp = posted("""
{"id": "guides", "root": "Home", "navigationController": {},
 "infoPlist": {"supportedInterfaceOrientations": "allButUpsideDown"},
 "controllers": {"Home": {\(guidesController)}}}
""")

/// iOS 6 (unchanged): the guides have no length; the root view sits under the opaque bar at y 64, so the box is at 64 + 8.
@Test func iOS6GuidesHaveNoLength() {
    let driver = Driver(guidesApp, device: .iphone4, os: .iOS6)
    #expect(driver.view("box")?.frame == rect(8, 72, 100, 20))
    #expect(driver.view("footer")?.frame == rect(0, 524, 320, 44))
}

/// iOS 7: the root view is under the translucent bar; the top guide is 20 + 44 = 64 long, so the box is at the same place on screen; in landscape 20 + 32.
@Test func iOS7TopGuideSpansStatusAndNavigationBars() {
    var driver = Driver(guidesApp, device: .iphone4, os: .iOS7)
    #expect(driver.view("box")?.frame == rect(8, 72, 100, 20))
    #expect(driver.view("footer")?.frame == rect(0, 524, 320, 44))
    driver.rotate(.landscapeLeft)
    #expect(driver.view("root")?.frame == rect(0, 0, 568, 320))
    #expect(driver.view("box")?.frame == rect(8, 60, 100, 20))
}

/// iOS 17 on iPhone 15 Pro: the top guide is the safe area's 59 + 44 = 103, the root's margin 16; the footer sits on the 34 pt home indicator inset; in landscape the 32 pt bar, the 59 pt housing insets (and a 20 pt margin: the window is 852 wide) and the 21 pt bottom.
@Test func iOS17GuidesAreTheSafeArea() {
    var driver = Driver(guidesApp, device: iPhone15Pro, os: .iOS17)
    #expect(driver.view("box")?.frame == rect(16, 111, 100, 20))
    #expect(driver.view("footer")?.frame == rect(0, 774, 393, 44))
    driver.rotate(.landscapeLeft)
    #expect(driver.view("box")?.frame == rect(79, 40, 100, 20))
    #expect(driver.view("footer")?.frame == rect(59, 328, 734, 44))
}

/// A text view on the readable content guide of an iPad Pro 11" root view: 672 wide, centred in the 20 pt margins (and 24 below the status bar).
@Test func readableContentGuideIsAtMost672Wide() {
    let app = posted("""
    {"id": "readable", "root": "Home", "controllers": {"Home": {"supportedInterfaceOrientations": "all",
      "view": {"id": "root", "size": {"width": 834, "height": 1194}, "constraints": [
        {"item": "text", "attribute": "leading", "toItem": "root.readableContent", "toAttribute": "leading"},
        {"item": "text", "attribute": "trailing", "toItem": "root.readableContent", "toAttribute": "trailing"},
        {"item": "text", "attribute": "top", "toItem": "root.readableContent", "toAttribute": "top"},
        {"item": "text", "attribute": "height", "constant": 100}]},
      "elements": [{"id": "text", "frame": {"x": 0, "y": 0, "width": 10, "height": 10}}]}}}
    """)
    var driver = Driver(app, device: DeviceCatalogue.device(id: "ipad-pro-11")!, os: .iOS17)
    #expect(driver.view("text")?.frame == rect(81, 24, 672, 100))
    driver.rotate(.landscapeLeft)
    #expect(driver.view("text")?.frame == rect(261, 24, 672, 100))
}

/// A root view whose margins follow the readable width (`layoutMarginsFollowReadableWidth`): on an
/// iPad Pro 11" a label pinned to its margins is 672 wide and centred — 81 in from each side in
/// portrait (834 − 672 = 162), 261 in landscape (1194 − 672 = 522), as the snapshot's root
/// margins say —; a view inside it that follows the readable width too, 800 wide, widens its
/// 8-point margins to 64 (800 − 672 = 128); on an iPhone SE (375 − 32 < 672) the root's margins
/// stay 16.
@Test func marginsFollowTheReadableWidth() {
    let app = posted("""
    {"id": "readableMargins", "root": "Home", "controllers": {"Home": {"supportedInterfaceOrientations": "all",
      "view": {"id": "root", "size": {"width": 834, "height": 1194}, "layoutMarginsFollowReadableWidth": true, "constraints": [
        {"item": "text", "attribute": "leading", "toItem": "root", "toAttribute": "leadingMargin"},
        {"item": "root", "attribute": "trailingMargin", "toItem": "text", "toAttribute": "trailing"},
        {"item": "text", "attribute": "top", "toItem": "root.safeArea", "toAttribute": "top"},
        {"item": "text", "attribute": "height", "constant": 100},
        {"item": "card", "attribute": "top", "toItem": "text", "toAttribute": "bottom"},
        {"item": "card", "attribute": "leading", "toItem": "root", "toAttribute": "leading"},
        {"item": "card", "attribute": "width", "constant": 800}, {"item": "card", "attribute": "height", "constant": 100}]},
      "elements": [{"id": "text", "frame": {"x": 0, "y": 0, "width": 10, "height": 10}},
                   {"id": "card", "frame": {"x": 0, "y": 0, "width": 10, "height": 10}, "layoutMarginsFollowReadableWidth": true,
                    "constraints": [{"item": "note", "attribute": "leading", "toItem": "card", "toAttribute": "leadingMargin"},
                                    {"item": "card", "attribute": "trailingMargin", "toItem": "note", "toAttribute": "trailing"},
                                    {"item": "note", "attribute": "top", "toItem": "card", "toAttribute": "top"},
                                    {"item": "note", "attribute": "height", "constant": 20}],
                    "children": [{"id": "note", "frame": {"x": 0, "y": 0, "width": 10, "height": 10}}]}]}}}
    """)
    var driver = Driver(app, device: DeviceCatalogue.device(id: "ipad-pro-11")!, os: .iOS17)
    #expect(driver.view("text")?.frame == rect(81, 24, 672, 100))
    #expect(driver.view("note")?.frame == rect(64, 124, 672, 20))
    #expect(driver.layout.root.layoutMargins == EdgeInsets(top: 24, left: 81, bottom: 20, right: 81))
    driver.rotate(.landscapeLeft)
    #expect(driver.view("text")?.frame == rect(261, 24, 672, 100))
    driver = Driver(app, device: DeviceCatalogue.device(id: "iphone-se")!, os: .iOS17)
    #expect(driver.view("text")?.frame == rect(16, 20, 343, 100))
}

/// A banner pinned to the top of an iPhone X's root view (designed 50 pt lower) has the sensor
/// housing's 44 pt as its own safe area: its title sits on it, at the banner's 8 pt margin; in
/// landscape the banner's safe area is the housing's 44 pt on the left, its margin 8 + 44.
@Test func subviewSafeAreaAndMarginsFollowItsPlace() {
    let app = posted("""
    {"id": "banner", "root": "Home", "controllers": {"Home": {"supportedInterfaceOrientations": "allButUpsideDown",
      "view": {"id": "root", "size": {"width": 375, "height": 812}, "constraints": [
        {"item": "banner", "attribute": "top", "toItem": "root", "toAttribute": "top"},
        {"item": "banner", "attribute": "leading", "toItem": "root", "toAttribute": "leading"},
        {"item": "banner", "attribute": "trailing", "toItem": "root", "toAttribute": "trailing"},
        {"item": "banner", "attribute": "height", "constant": 100}]},
      "elements": [{"id": "banner", "frame": {"x": 0, "y": 50, "width": 375, "height": 100}, "constraints": [
          {"item": "title", "attribute": "top", "toItem": "banner.safeArea", "toAttribute": "top"},
          {"item": "title", "attribute": "leading", "toItem": "banner.margins", "toAttribute": "leading"},
          {"item": "title", "attribute": "width", "constant": 100}, {"item": "title", "attribute": "height", "constant": 20}],
        "children": [{"id": "title", "frame": {"x": 0, "y": 0, "width": 100, "height": 20}}]}]}}}
    """)
    var driver = Driver(app, device: DeviceCatalogue.device(id: "iphone-x")!, os: .iOS11)
    #expect(driver.view("banner")?.frame == rect(0, 0, 375, 100))
    #expect(driver.view("title")?.frame == rect(8, 44, 100, 20))
    driver.rotate(.landscapeLeft)
    #expect(driver.view("banner")?.frame == rect(0, 0, 812, 100))
    #expect(driver.view("title")?.frame == rect(52, 0, 100, 20))
}

/// Size classes on iPhone 15 Pro: `wide` is installed only in compact height and one of two
/// constraints for each height: portrait leaves `wide` out and puts the box at 100, landscape
/// brings it in and the box at 10, and back; iOS 7 (no size classes) uses the base set.
@Test func sizeClassesInstallAndRemove() {
    let app = posted("""
    {"id": "classes", "root": "Home", "controllers": {"Home": {"supportedInterfaceOrientations": "allButUpsideDown", "shouldAutorotateToInterfaceOrientation": "all",
      "view": {"id": "root", "size": {"width": 393, "height": 852}, "constraints": [
        {"id": "regularTop", "item": "box", "attribute": "top", "toItem": "root", "toAttribute": "top", "constant": 100, "when": {"verticalSizeClass": "regular"}},
        {"id": "compactTop", "item": "box", "attribute": "top", "toItem": "root", "toAttribute": "top", "constant": 10, "installed": false, "when": {"verticalSizeClass": "compact"}},
        {"item": "box", "attribute": "leading", "toItem": "root", "toAttribute": "leading", "constant": 20},
        {"item": "box", "attribute": "width", "constant": 50}, {"item": "box", "attribute": "height", "constant": 50},
        {"item": "wide", "attribute": "top", "toItem": "box", "toAttribute": "bottom"}]},
      "elements": [{"id": "box", "frame": {"x": 0, "y": 0, "width": 50, "height": 50}},
                   {"id": "wide", "frame": {"x": 0, "y": 60, "width": 200, "height": 30}, "installed": false, "when": {"verticalSizeClass": "compact"}}]}}}
    """)
    var driver = Driver(app, device: iPhone15Pro, os: .iOS17)
    #expect(driver.view("box")?.frame == rect(20, 100, 50, 50))
    #expect(!driver.viewIDs.contains("wide"))
    driver.rotate(.landscapeLeft)
    #expect(driver.view("box")?.frame == rect(20, 10, 50, 50))
    #expect(driver.view("wide")?.frame == rect(0, 60, 200, 30))
    driver.rotate(.portrait)
    #expect(driver.view("box")?.frame == rect(20, 100, 50, 50))
    #expect(!driver.viewIDs.contains("wide"))
    let old = Driver(app, device: .iphone4, os: .iOS7)
    #expect(old.view("box")?.frame == rect(20, 100, 50, 50))
    #expect(!old.viewIDs.contains("wide"))
}
