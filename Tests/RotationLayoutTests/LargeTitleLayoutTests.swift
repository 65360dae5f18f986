import RotationEngine
import RotationLayout
import Testing

// Large titles (docs/semantics.md, "Large titles"): from iOS 11 a navigation bar that prefers
// large titles is 44 + 52 = 96 points tall while its top item shows one and the vertical size
// class is regular; frames hand-computed from the device table.

/// `guidesController` (a box 8 below the top layout guide, a footer on the safe area's bottom)
/// as `Home`, with a button pushing `Detail`, in a navigation controller with `navigation`'s
/// keys; `home` and `detail` add keys to the two controllers.
func largeTitleApp(navigation: String = #""prefersLargeTitles": true"#, home: String = "", detail: String = "") -> AppDefinition {
    posted("""
    {"id": "large-titles", "root": "Home", "navigationController": {\(navigation)},
     "infoPlist": {"supportedInterfaceOrientations": "allButUpsideDown"},
     "controllers": {
       "Home": {\(home) \(guidesController.replacingOccurrences(of: #"{"id": "footer""#, with: #"{"id": "next", "kind": "button", "frame": {"x": 0, "y": 300, "width": 100, "height": 44}, "action": {"type": "push", "controller": "Detail"}}, {"id": "footer""#))},
       "Detail": {\(detail) "supportedInterfaceOrientations": "allButUpsideDown",
         "view": {"id": "detailRoot", "size": {"width": 320, "height": 568}, "constraints": [
           {"item": "label", "attribute": "top", "toItem": "detailRoot.safeArea", "toAttribute": "top"},
           {"item": "label", "attribute": "leading", "toItem": "detailRoot", "toAttribute": "leading"},
           {"item": "label", "attribute": "width", "constant": 100}, {"item": "label", "attribute": "height", "constant": 20}]},
         "elements": [{"id": "label", "kind": "label", "text": "Detail", "frame": {"x": 0, "y": 0, "width": 100, "height": 20}}]}}}
    """)
}

@Suite struct LargeTitleLayoutTests {
    /// iOS 17 on iphone-15-pro: the bar is 96 tall under the sensor housing's 59 (59–155), the view's safe area top 155, the box at 155 + 8; in landscape (vertically compact) the standard 32 pt bar at the window's top, safe area (32, 59, 21, 59); back in portrait the large title again.
    @Test func iPhone15ProLargeTitleAndItsCompactLandscape() {
        var driver = Driver(largeTitleApp(), device: iPhone15Pro, os: .iOS17)
        #expect(driver.layout.navigationBar?.frame == rect(0, 59, 393, 96))
        #expect(driver.layout.navigationBar?.largeTitle == true)
        #expect(driver.layout.navigationBar?.titleFrame == rect(0, 103, 393, 52))
        #expect(driver.view("root")?.frame == rect(0, 0, 393, 852))
        #expect(driver.view("root")?.safeAreaInsets == EdgeInsets(top: 155, left: 0, bottom: 34, right: 0))
        #expect(driver.view("box")?.frame == rect(16, 163, 100, 20))
        #expect(driver.view("footer")?.frame == rect(0, 774, 393, 44))
        driver.rotate(.landscapeLeft)
        #expect(driver.layout.navigationBar?.frame == rect(0, 0, 852, 32))
        #expect(driver.layout.navigationBar?.largeTitle == false)
        #expect(driver.layout.navigationBar?.buttonRow == rect(0, 0, 852, 32))
        #expect(driver.view("root")?.safeAreaInsets == EdgeInsets(top: 32, left: 59, bottom: 21, right: 59))
        #expect(driver.view("box")?.frame == rect(79, 40, 100, 20))
        driver.rotate(.portrait)
        #expect(driver.layout.navigationBar?.frame == rect(0, 59, 393, 96))
        #expect(driver.view("box")?.frame == rect(16, 163, 100, 20))
    }

    /// iOS 11 on iphone-x: 44 + 96 = 140, the figure the notes give for an iPhone X.
    @Test func iPhoneXLargeTitleIs140FromTheTop() {
        let driver = Driver(largeTitleApp(), device: DeviceCatalogue.device(id: "iphone-x")!, os: .iOS11)
        #expect(driver.layout.navigationBar?.frame == rect(0, 44, 375, 96))
        #expect(driver.view("root")?.safeAreaInsets == EdgeInsets(top: 140, left: 0, bottom: 34, right: 0))
    }

    /// iOS 10 has no large titles: on iphone-4 the bar stays 44 under the 20 pt status bar and the box is at 64 + 8 (16 in: iOS 8's margins).
    @Test func iOS10ShowsTheStandardBar() {
        let driver = Driver(largeTitleApp(), device: .iphone4, os: OSVersion(major: 10)!)
        #expect(driver.layout.navigationBar?.frame == rect(0, 20, 320, 44))
        #expect(driver.view("box")?.frame == rect(16, 72, 100, 20))
    }

    /// A pushed controller whose item says `never` gets the standard bar (its label at 59 + 44 = 103); popping back shows the root's large title again.
    @Test func pushedNeverItemShowsTheStandardBar() {
        var driver = Driver(largeTitleApp(detail: #""navigationItem": {"largeTitleDisplayMode": "never"},"#), device: iPhone15Pro, os: .iOS17)
        driver.tap("next")
        #expect(driver.layout.navigationBar?.frame == rect(0, 59, 393, 44))
        #expect(driver.view("label")?.frame == rect(0, 103, 100, 20))
        _ = try? driver.send(.back)
        #expect(driver.layout.navigationBar?.frame == rect(0, 59, 393, 96))
    }

    /// `automatic` follows the item below: a pushed automatic controller keeps the large title (its label at 155); a root that says `never` keeps the bar standard until an `always` item is pushed.
    @Test func automaticFollowsTheItemBelow() {
        var driver = Driver(largeTitleApp(), device: iPhone15Pro, os: .iOS17)
        driver.tap("next")
        #expect(driver.view("label")?.frame == rect(0, 155, 100, 20))
        var never = Driver(largeTitleApp(home: #""navigationItem": {"largeTitleDisplayMode": "never"},"#, detail: #""navigationItem": {"largeTitleDisplayMode": "always"},"#), device: iPhone15Pro, os: .iOS17)
        #expect(never.layout.navigationBar?.frame == rect(0, 59, 393, 44))
        never.tap("next")
        #expect(never.view("label")?.frame == rect(0, 155, 100, 20))
    }

    /// Without `prefersLargeTitles` an `always` item shows the standard bar: the bar's preference decides first.
    @Test func alwaysNeedsTheBarsPreference() {
        let driver = Driver(largeTitleApp(navigation: "", home: #""navigationItem": {"largeTitleDisplayMode": "always"},"#), device: iPhone15Pro, os: .iOS17)
        #expect(driver.layout.navigationBar?.frame == rect(0, 59, 393, 44))
        #expect(driver.view("box")?.frame == rect(16, 111, 100, 20))
    }

    /// The bar's buttons stay in its top 44-point row above the large title: a right item "Add" at 59 + 7, 30 tall, 5 from the trailing edge.
    @Test func barItemsSitInTheTopRow() {
        let driver = Driver(largeTitleApp(home: #""navigationItem": {"right": [{"id": "add", "title": "Add", "action": {"type": "push", "controller": "Detail"}}]},"#), device: iPhone15Pro, os: .iOS17)
        let bar = driver.layout.navigationBar
        #expect(bar?.frame == rect(0, 59, 393, 96))
        #expect(bar?.buttonRow == rect(0, 59, 393, 44))
        #expect(bar?.items.first?.frame == rect(343, 66, 45, 30))
    }

    /// An iPad keeps a regular height in both orientations, so the large title stays: ipad-pro-11 on iOS 17, the bar 24–120 in portrait and in landscape.
    @Test func iPadKeepsTheLargeTitleInLandscape() {
        var driver = Driver(largeTitleApp(), device: DeviceCatalogue.device(id: "ipad-pro-11")!, os: .iOS17)
        #expect(driver.layout.navigationBar?.frame == rect(0, 24, 834, 96))
        #expect(driver.view("root")?.safeAreaInsets == EdgeInsets(top: 120, left: 0, bottom: 20, right: 0))
        driver.rotate(.landscapeLeft)
        #expect(driver.layout.navigationBar?.frame == rect(0, 24, 1194, 96))
        #expect(driver.view("root")?.safeAreaInsets == EdgeInsets(top: 120, left: 0, bottom: 20, right: 0))
    }

    /// A hidden bar shows no title, large or not: the safe area's top is the housing's 59.
    @Test func hiddenBarTakesNothing() {
        let driver = Driver(largeTitleApp(navigation: #""prefersLargeTitles": true, "navigationBarHidden": true"#), device: iPhone15Pro, os: .iOS17)
        #expect(driver.layout.navigationBar == nil)
        #expect(driver.view("root")?.safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    }

    /// A navigation controller presented as a card on iOS 17 (69 = 59 + 10 from the top) has its bar at the card's top, a sheet's 56 + 52 = 108 tall with a large title: its root view's safe area top is 108, not the window's 59 + 96 less the card's offset.
    @Test func aPresentedCardsBarSitsAtTheCardsTop() {
        var driver = Driver(posted("""
        {"id": "card-titles", "root": "Home", "infoPlist": {"supportedInterfaceOrientations": "allButUpsideDown"},
         "controllers": {
           "Home": {"elements": [{"id": "open", "kind": "button", "frame": {"x": 0, "y": 100, "width": 100, "height": 44},
                                  "action": {"type": "present", "controller": "Sheet", "style": "pageSheet", "navigationController": {"prefersLargeTitles": true}}}]},
           "Sheet": {"view": {"id": "sheetRoot"}}}}
        """), device: iPhone15Pro, os: .iOS17)
        driver.tap("open")
        #expect(driver.layout.navigationBar?.frame == rect(0, 69, 393, 108))
        #expect(driver.layout.navigationBar?.titleFrame == rect(0, 125, 393, 52))
        #expect(driver.view("sheetRoot")?.frame == rect(0, 69, 393, 783))
        #expect(driver.view("sheetRoot")?.safeAreaInsets == EdgeInsets(top: 108, left: 0, bottom: 34, right: 0))
    }

    /// Under an opaque large-title bar the view starts at its bottom, 155 (393 × 697).
    @Test func opaqueLargeTitleBarKeepsTheViewBelowIt() {
        let driver = Driver(largeTitleApp(navigation: #""prefersLargeTitles": true, "translucent": false"#), device: iPhone15Pro, os: .iOS17)
        #expect(driver.view("root")?.frame == rect(0, 155, 393, 697))
        #expect(driver.view("box")?.frame == rect(16, 163, 100, 20))
    }
}
