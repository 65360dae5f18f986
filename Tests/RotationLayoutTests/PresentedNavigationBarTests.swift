import RotationEngine
import RotationLayout
import Testing

// A presented navigation controller's bar sits at the top of its sheet or popover (docs/semantics.md,
// "Large titles" and "Popovers"): at a sheet's top from iOS 13 it is 56 points tall (108 with a
// large title) while the vertical size class is regular; before iOS 13, and in a popover, the
// standard 44. Frames hand-computed from the device table: iphone-15-pro's card starts
// 59 + 10 = 69 down; ipad-pro-11's form sheet is 540 × 620 centred in 834 × 1194, at (147, 287).

/// `Home` with a button at (300, 100, 100, 44) presenting `Sheet` in a navigation controller
/// with `navigation`'s keys, as `style`; `Sheet`'s root view holds a label pinned 8 below its
/// safe area's top.
func sheetApp(style: String, navigation: String = "") -> AppDefinition {
    posted("""
    {"id": "sheet-bars", "root": "Home", "infoPlist": {"supportedInterfaceOrientations": "allButUpsideDown"},
     "controllers": {
       "Home": {"supportedInterfaceOrientations": "allButUpsideDown",
         "elements": [{"id": "open", "kind": "button", "frame": {"x": 300, "y": 100, "width": 100, "height": 44},
                       "action": {"type": "present", "controller": "Sheet", "style": "\(style)", "navigationController": {\(navigation)}}}]},
       "Sheet": {"supportedInterfaceOrientations": "allButUpsideDown",
         "view": {"id": "sheetRoot", "size": {"width": 320, "height": 568}, "constraints": [
           {"item": "label", "attribute": "top", "toItem": "sheetRoot.safeArea", "toAttribute": "top", "constant": 8},
           {"item": "label", "attribute": "leading", "toItem": "sheetRoot", "toAttribute": "leading"},
           {"item": "label", "attribute": "width", "constant": 100}, {"item": "label", "attribute": "height", "constant": 20}]},
         "elements": [{"id": "label", "kind": "label", "text": "Sheet", "frame": {"x": 0, "y": 0, "width": 100, "height": 20}}]}}}
    """)
}

@Suite struct PresentedNavigationBarTests {
    /// iOS 17 on iphone-15-pro: a page sheet is a card at 69 whose bar is 56 tall at its top (69–125); the label sits 56 + 8 into the card, at 133 in the window.
    @Test func aCardsBarIs56Tall() {
        var driver = Driver(sheetApp(style: "pageSheet"), device: iPhone15Pro, os: .iOS17)
        driver.tap("open")
        #expect(driver.layout.navigationBar?.frame == rect(0, 69, 393, 56))
        #expect(driver.layout.navigationBar?.largeTitle == false)
        #expect(driver.view("sheetRoot")?.frame == rect(0, 69, 393, 783))
        #expect(driver.view("sheetRoot")?.safeAreaInsets == EdgeInsets(top: 56, left: 0, bottom: 34, right: 0))
        #expect(driver.view("label")?.frame == rect(0, 133, 100, 20))
    }

    /// Turned to landscape, the phone's card adapts to full screen: the standard 32 pt bar at the window's top, the label 32 + 8 down.
    @Test func aCardTurnedFullScreenHasTheStandardBar() {
        var driver = Driver(sheetApp(style: "pageSheet"), device: iPhone15Pro, os: .iOS17)
        driver.tap("open")
        driver.rotate(.landscapeLeft)
        #expect(driver.layout.navigationBar?.frame == rect(0, 0, 852, 32))
        #expect(driver.view("sheetRoot")?.safeAreaInsets == EdgeInsets(top: 32, left: 59, bottom: 21, right: 59))
        #expect(driver.view("label")?.frame == rect(0, 40, 100, 20))
    }

    /// Under an opaque bar the sheet's root view starts at the bar's bottom: 69 + 56 = 125, 783 − 56 = 727 tall, the label 8 below it (window coordinates, as every frame of the layout).
    @Test func anOpaqueSheetBarKeepsTheViewBelowIt() {
        var driver = Driver(sheetApp(style: "pageSheet", navigation: #""translucent": false"#), device: iPhone15Pro, os: .iOS17)
        driver.tap("open")
        #expect(driver.layout.navigationBar?.frame == rect(0, 69, 393, 56))
        #expect(driver.view("sheetRoot")?.frame == rect(0, 125, 393, 727))
        #expect(driver.view("label")?.frame == rect(0, 133, 100, 20))
    }

    /// An iPad form sheet on iOS 17 (ipad-pro-11): the bar at the sheet's top, 147, 287, 540 × 56; the sheet's root view has a 56-point safe area top and none elsewhere; the label at 287 + 56 + 8.
    @Test func anIPadFormSheetsBarIs56TallOnIOS17() {
        var driver = Driver(sheetApp(style: "formSheet"), device: DeviceCatalogue.device(id: "ipad-pro-11")!, os: .iOS17)
        driver.tap("open")
        #expect(driver.layout.navigationBar?.frame == rect(147, 287, 540, 56))
        #expect(driver.view("sheetRoot")?.frame == rect(147, 287, 540, 620))
        #expect(driver.view("sheetRoot")?.safeAreaInsets == EdgeInsets(top: 56, left: 0, bottom: 0, right: 0))
        #expect(driver.view("label")?.frame == rect(147, 351, 100, 20))
    }

    /// iOS 13, the era's first version, already draws the sheet's 56 pt bar; with a large title 56 + 52 = 108 (287–395).
    @Test func anIPadFormSheetsBarFromIOS13() {
        var driver = Driver(sheetApp(style: "formSheet"), device: DeviceCatalogue.device(id: "ipad-pro-11")!, os: OSVersion(major: 13)!)
        driver.tap("open")
        #expect(driver.layout.navigationBar?.frame == rect(147, 287, 540, 56))
        var titled = Driver(sheetApp(style: "formSheet", navigation: #""prefersLargeTitles": true"#), device: DeviceCatalogue.device(id: "ipad-pro-11")!, os: OSVersion(major: 13)!)
        titled.tap("open")
        #expect(titled.layout.navigationBar?.frame == rect(147, 287, 540, 108))
        #expect(titled.view("sheetRoot")?.safeAreaInsets?.top == 108)
    }

    /// The same form sheet on iOS 12 (before iOS 13's sheets) has the standard 44 pt bar: the label at 287 + 44 + 8.
    @Test func anIPadFormSheetsBarIs44TallOnIOS12() {
        var driver = Driver(sheetApp(style: "formSheet"), device: DeviceCatalogue.device(id: "ipad-pro-11")!, os: OSVersion(major: 12)!)
        driver.tap("open")
        #expect(driver.layout.navigationBar?.frame == rect(147, 287, 540, 44))
        #expect(driver.view("sheetRoot")?.safeAreaInsets == EdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
        #expect(driver.view("label")?.frame == rect(147, 339, 100, 20))
    }

    /// A page sheet on an iPad turns with it and keeps its 56 pt bar (the vertical size class stays regular): 768 wide, centred, under the 24 pt status bar.
    @Test func anIPadPageSheetKeepsItsBarInLandscape() {
        var driver = Driver(sheetApp(style: "pageSheet"), device: DeviceCatalogue.device(id: "ipad-pro-11")!, os: .iOS17)
        driver.tap("open")
        #expect(driver.layout.navigationBar?.frame == rect(33, 24, 768, 56))
        driver.rotate(.landscapeLeft)
        #expect(driver.layout.navigationBar?.frame == rect(213, 24, 768, 56))
        #expect(driver.view("sheetRoot")?.safeAreaInsets?.top == 56)
    }

    /// An iPad popover on iOS 17 (ipad-pro-11), 320 × 480 centred under the button and kept in the window: (190, 144). Its bar sits at its top, 44 tall (190, 144, 320, 44), and its root view's safe area top is the bar's 44 — the label at 144 + 44 + 8.
    @Test func aPopoversBarSitsAtThePopoversTop() {
        var driver = Driver(sheetApp(style: "popover"), device: DeviceCatalogue.device(id: "ipad-pro-11")!, os: .iOS17)
        driver.tap("open")
        #expect(driver.layout.navigationBar?.frame == rect(190, 144, 320, 44))
        #expect(driver.view("sheetRoot")?.frame == rect(190, 144, 320, 480))
        #expect(driver.view("sheetRoot")?.safeAreaInsets == EdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
        #expect(driver.view("label")?.frame == rect(190, 196, 100, 20))
    }

    /// The same popover on iOS 9 (the iOS 7–10 layout guides: the top guide's length is the bar's 44 within the popover).
    @Test func aPopoversTopGuideOnIOS9() {
        var driver = Driver(sheetApp(style: "popover"), device: DeviceCatalogue.device(id: "ipad")!, os: .iOS9)
        driver.tap("open")
        #expect(driver.layout.navigationBar?.frame == rect(190, 144, 320, 44))
        #expect(driver.view("label")?.frame == rect(190, 196, 100, 20))
    }

    /// A tab bar controller presented as a card on iOS 17 whose tab is a navigation controller: the tab's bar sits at the card's top, 56 tall (69–125), so the tab's view has a 56-point safe area top.
    @Test func aNavigationTabInAPresentedCardHasTheSheetsBar() {
        var driver = Driver(posted("""
        {"id": "card-tabs", "root": "Home", "infoPlist": {"supportedInterfaceOrientations": "allButUpsideDown"},
         "controllers": {
           "Home": {"elements": [{"id": "open", "kind": "button", "frame": {"x": 0, "y": 100, "width": 100, "height": 44},
                                  "action": {"type": "present", "style": "pageSheet",
                                             "tabBarController": {"tabs": [{"title": "One", "controller": "Sheet", "navigationController": {}}]}}}]},
           "Sheet": {"view": {"id": "sheetRoot"}}}}
        """), device: iPhone15Pro, os: .iOS17)
        driver.tap("open")
        #expect(driver.layout.navigationBar?.frame == rect(0, 69, 393, 56))
        #expect(driver.view("sheetRoot")?.safeAreaInsets?.top == 56)
    }

    /// Turning the iPad with the form sheet up moves the sheet but not the bar within it: the sheet's controller keeps its 56-point safe area top and gets no `viewSafeAreaInsetsDidChange`.
    @Test func aFormSheetTurnsWithoutASafeAreaChange() {
        var driver = Driver(sheetApp(style: "formSheet"), device: DeviceCatalogue.device(id: "ipad-pro-11")!, os: .iOS17)
        driver.tap("open")
        driver.rotate(.landscapeLeft)
        #expect(driver.layout.navigationBar?.frame == rect(327, 107, 540, 56))
        #expect(driver.view("sheetRoot")?.safeAreaInsets == EdgeInsets(top: 56, left: 0, bottom: 0, right: 0))
        #expect(!driver.steps.contains { $0.hasPrefix("Sheet#1.viewSafeAreaInsetsDidChange") })
    }
}
