import RotationEngine
import RotationLayout
import Testing

// Opaque bars (docs/semantics.md, "Opaque bars"): from iOS 7 a controller's view stays clear of
// an opaque navigation bar, toolbar or tab bar unless it sets `extendedLayoutIncludesOpaqueBars`;
// frames hand-computed from the device table.

/// `guidesApp`'s controller (a box under the top layout guide, a footer on the safe area's
/// bottom) in a navigation controller whose bars are `navigation`'s keys, the controller's extra
/// keys `controller`.
func opaqueBarApp(navigation: String = #""translucent": false"#, controller: String = "") -> AppDefinition {
    posted("""
    {"id": "opaque", "root": "Home", "navigationController": {\(navigation)},
     "infoPlist": {"supportedInterfaceOrientations": "allButUpsideDown"},
     "controllers": {"Home": {\(controller) \(guidesController)}}}
    """)
}

/// A tab bar app whose one tab is `Home` (`tab` adds keys to the tab), its bar's keys `tabBar`.
func opaqueTabBarApp(tabBar: String = #""translucent": false,"#, tab: String = "") -> AppDefinition {
    posted("""
    {"id": "opaque-tabs", "root": "Tabs", "tabBarController": {\(tabBar) "tabs": [{"title": "Home", "controller": "Home"\(tab)}]},
     "infoPlist": {"supportedInterfaceOrientations": "allButUpsideDown"},
     "controllers": {"Home": {"supportedInterfaceOrientations": "allButUpsideDown", "shouldAutorotateToInterfaceOrientation": "all",
       "view": {"id": "root", "size": {"width": 320, "height": 568}}}}}
    """)
}

@Suite struct OpaqueBarLayoutTests {
    /// iOS 7 on iphone-4 (320 × 568): under an opaque bar the root view starts at 20 + 44 = 64 (320 × 504) and its top guide is 0 long, so the box is at 64 + 8; in landscape the status bar stays and the bar is 32: 52, 568 × 268.
    @Test func iOS7ClassicPhoneOpaqueNavigationBar() {
        var driver = Driver(opaqueBarApp(), device: .iphone4, os: .iOS7)
        #expect(driver.view("root")?.frame == rect(0, 64, 320, 504))
        #expect(driver.view("root")?.bounds == rect(0, 0, 320, 504))
        #expect(driver.layout.navigationBar?.frame == rect(0, 20, 320, 44))
        #expect(driver.view("box")?.frame == rect(8, 72, 100, 20))
        #expect(driver.view("footer")?.frame == rect(0, 524, 320, 44))
        driver.rotate(.landscapeLeft)
        #expect(driver.view("root")?.frame == rect(0, 52, 568, 268))
        #expect(driver.view("root")?.bounds == rect(0, 0, 568, 268))
        #expect(driver.layout.navigationBar?.frame == rect(0, 20, 568, 32))
        #expect(driver.view("box")?.frame == rect(8, 60, 100, 20))
        #expect(driver.view("footer")?.frame == rect(0, 276, 568, 44))
    }

    /// The session's settled bounds and guide region agree with the layout: iOS 7 portrait 320 × 504 below the bar, the region's top the status bar's 20 (the bar is not over the view).
    @Test func settledBoundsAndGuideRegionUnderAnOpaqueBar() {
        let driver = Driver(opaqueBarApp(), device: .iphone4, os: .iOS7)
        let home = driver.state.ref(of: "Home#1")!
        #expect(driver.state.settledBounds(of: home) == rect(0, 0, 320, 504))
        #expect(driver.state.windowGuideInsets(of: home) == EdgeInsets(top: 20))
    }

    /// iOS 17 on iphone-15-pro: the view starts at 59 + 44 = 103 (393 × 749) with safe area (0, 0, 34, 0); in landscape the compact 32 pt bar with the status bar hidden: 32, 852 × 361, safe area (0, 59, 21, 59).
    @Test func iOS17IPhone15ProOpaqueNavigationBar() {
        var driver = Driver(opaqueBarApp(), device: iPhone15Pro, os: .iOS17)
        #expect(driver.view("root")?.frame == rect(0, 103, 393, 749))
        #expect(driver.view("root")?.bounds == rect(0, 0, 393, 749))
        #expect(driver.view("root")?.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        #expect(driver.view("box")?.frame == rect(16, 111, 100, 20))
        #expect(driver.view("footer")?.frame == rect(0, 774, 393, 44))
        driver.rotate(.landscapeLeft)
        #expect(driver.view("root")?.frame == rect(0, 32, 852, 361))
        #expect(driver.view("root")?.bounds == rect(0, 0, 852, 361))
        #expect(driver.view("root")?.safeAreaInsets == EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        #expect(driver.view("box")?.frame == rect(79, 40, 100, 20))
        #expect(driver.view("footer")?.frame == rect(59, 328, 734, 44))
    }

    /// `extendedLayoutIncludesOpaqueBars: true` restores the translucent layout: the view covers the window and its safe area's top is 59 + 44.
    @Test func extendedLayoutIncludesOpaqueBarsExtendsUnderTheBar() {
        let driver = Driver(opaqueBarApp(controller: #""extendedLayoutIncludesOpaqueBars": true,"#), device: iPhone15Pro, os: .iOS17)
        #expect(driver.view("root")?.frame == rect(0, 0, 393, 852))
        #expect(driver.view("root")?.safeAreaInsets == EdgeInsets(top: 103, left: 0, bottom: 34, right: 0))
        #expect(driver.view("box")?.frame == rect(16, 111, 100, 20))
    }

    /// A hidden opaque bar takes nothing: the view covers the window, as under a translucent one.
    @Test func hiddenOpaqueBarTakesNothing() {
        let driver = Driver(opaqueBarApp(navigation: #""translucent": false, "navigationBarHidden": true"#), device: .iphone4, os: .iOS7)
        #expect(driver.view("root")?.frame == rect(0, 0, 320, 568))
    }

    /// iOS 6 is unchanged: its bars are always opaque, the view is below the bar at 64 (320 × 504) either way, and in landscape 52 (568 × 248 under the 20 pt status bar).
    @Test func iOS6IsUnchanged() {
        var opaque = Driver(opaqueBarApp(), device: .iphone4, os: .iOS6)
        var translucent = Driver(opaqueBarApp(navigation: ""), device: .iphone4, os: .iOS6)
        #expect(opaque.view("root")?.frame == rect(0, 64, 320, 504))
        #expect(opaque.layout == translucent.layout)
        opaque.rotate(.landscapeLeft)
        translucent.rotate(.landscapeLeft)
        #expect(opaque.view("root")?.bounds == rect(0, 0, 568, 268))
        #expect(opaque.layout == translucent.layout)
    }

    /// An opaque toolbar (iOS 17, iphone-15-pro) ends the view at its top: 852 − (44 + 34) = 774 tall, the safe area's bottom 0 there and the footer above the toolbar.
    @Test func opaqueToolbarShortensTheView() {
        let driver = Driver(opaqueBarApp(navigation: #""toolbarHidden": false, "toolbarTranslucent": false"#), device: iPhone15Pro, os: .iOS17)
        #expect(driver.view("root")?.frame == rect(0, 0, 393, 774))
        #expect(driver.view("root")?.safeAreaInsets == EdgeInsets(top: 103, left: 0, bottom: 0, right: 0))
        #expect(driver.view("footer")?.frame == rect(0, 730, 393, 44))
        #expect(driver.layout.toolbar?.frame == rect(0, 774, 393, 78))
    }

    /// An opaque tab bar (iOS 17, iphone-15-pro) ends the tab's view at its top: 852 − (49 + 34) = 769, safe area (59, 0, 0, 0); in landscape 393 − (32 + 21) = 340, safe area (0, 59, 0, 59).
    @Test func opaqueTabBarShortensTheView() {
        var driver = Driver(opaqueTabBarApp(), device: iPhone15Pro, os: .iOS17)
        #expect(driver.view("root")?.frame == rect(0, 0, 393, 769))
        #expect(driver.view("root")?.bounds == rect(0, 0, 393, 769))
        #expect(driver.view("root")?.safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 0, right: 0))
        #expect(driver.layout.tabBar?.frame == rect(0, 769, 393, 83))
        driver.rotate(.landscapeLeft)
        #expect(driver.view("root")?.frame == rect(0, 0, 852, 340))
        #expect(driver.view("root")?.safeAreaInsets == EdgeInsets(top: 0, left: 59, bottom: 0, right: 59))
    }

    /// A translucent tab bar (the default) leaves the tab's view the whole window on iOS 7 (320 × 568), and iOS 6's tab bar takes its 49 pt either way (320 × 499 under the status bar).
    @Test func translucentTabBarAndIOS6TabBar() {
        #expect(Driver(opaqueTabBarApp(tabBar: ""), device: .iphone4, os: .iOS7).view("root")?.frame == rect(0, 0, 320, 568))
        #expect(Driver(opaqueTabBarApp(), device: .iphone4, os: .iOS7).view("root")?.frame == rect(0, 0, 320, 519))
        #expect(Driver(opaqueTabBarApp(), device: .iphone4, os: .iOS6).view("root")?.frame == rect(0, 20, 320, 499))
    }

    /// A tab's own navigation controller with an opaque bar, under a translucent tab bar (iOS 7, iphone-4): the view starts at 64 and reaches the window's bottom (320 × 504).
    @Test func opaqueNavigationBarInATab() {
        let driver = Driver(opaqueTabBarApp(tabBar: "", tab: #", "navigationController": {"translucent": false}"#), device: .iphone4, os: .iOS7)
        #expect(driver.view("root")?.frame == rect(0, 64, 320, 504))
        #expect(driver.layout.navigationBar?.frame == rect(0, 20, 320, 44))
    }
}
