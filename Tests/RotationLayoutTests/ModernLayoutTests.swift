import RotationEngine
import RotationLayout
import Testing

// Frames on today's iOS (docs/semantics.md, "iOS versions" and "Devices"), hand-computed from
// the device table: the era boundaries 6→7 (full-screen root, translucent bars), 7→8 (the
// window follows the interface, the phone's status bar hides in landscape, no transform),
// 10→11 (safe areas and layout margins).

/// A navigation controller whose root holds a label pinned by autoresizing to the top.
let navigationApp = posted("""
{"id": "nav", "title": "Nav", "deploymentTarget": "17", "root": "Home",
 "navigationController": {"class": "UINavigationController"},
 "infoPlist": {"supportedInterfaceOrientations": "allButUpsideDown"},
 "controllers": {"Home": {"title": "Home", "view": {"id": "homeView", "size": {"width": 320, "height": 568}},
   "elements": [{"id": "banner", "kind": "label", "frame": {"x": 0, "y": 0, "width": 320, "height": 44},
                 "autoresizing": ["flexibleWidth", "flexibleBottomMargin"]}]}}}
""")

let tabApp = posted("""
{"id": "tabs", "title": "Tabs", "deploymentTarget": "17",
 "tabBarController": {"tabs": [{"controller": "First", "title": "First"}, {"controller": "Second", "title": "Second"}]},
 "controllers": {"First": {"view": {"id": "firstView"}}, "Second": {"view": {"id": "secondView"}}}}
""")

func insets(_ top: Double, _ left: Double, _ bottom: Double, _ right: Double) -> EdgeInsets {
    EdgeInsets(top: top, left: left, bottom: bottom, right: right)
}

/// iOS 6 on iphone-4 (unchanged): root under the 20 pt status bar, content under the opaque 44 pt bar.
@Test func iOS6KeepsTheOpaqueBarsAndTheStatusBarOffset() {
    let driver = Driver(navigationApp, device: .iphone4, os: .iOS6)
    #expect(driver.layout.statusBarFrame == rect(0, 0, 320, 20))
    #expect(driver.layout.navigationBar?.frame == rect(0, 20, 320, 44))
    #expect(driver.view("homeView")?.frame == rect(0, 64, 320, 504))
    #expect(driver.view("homeView")?.safeAreaInsets == nil)
}

/// iOS 7 on iphone-4: the root covers the window, the bar is translucent at y 20 and the content extends under it; landscape still turns the root (±90°).
@Test func iOS7ExtendsContentUnderTheBars() {
    var driver = Driver(navigationApp, device: .iphone4, os: .iOS7)
    #expect(driver.view("navigationView")?.frame == rect(0, 0, 320, 568))
    #expect(driver.layout.navigationBar?.frame == rect(0, 20, 320, 44))
    #expect(driver.view("homeView")?.frame == rect(0, 0, 320, 568))
    driver.rotate(.landscapeLeft)
    #expect(driver.layout.statusBarFrame == rect(0, 0, 568, 20))
    #expect(driver.layout.navigationBar?.frame == rect(0, 20, 568, 32))
    #expect(driver.view("homeView")?.frame == rect(0, 0, 568, 320))
    #expect(driver.view("homeView")?.transform == 90)
}

/// iOS 8 on iphone-4 in landscape: the window is 568 × 320, the status bar hidden, the 32 pt bar at the top, no transform.
@Test func iOS8HidesThePhonesStatusBarInLandscapeAndTurnsNothing() {
    var driver = Driver(navigationApp, device: .iphone4, os: .iOS8)
    driver.rotate(.landscapeLeft)
    #expect(driver.layout.window == Size(width: 568, height: 320))
    #expect(driver.layout.statusBarFrame == nil)
    #expect(driver.layout.navigationBar?.frame == rect(0, 0, 568, 32))
    #expect(driver.view("homeView")?.frame == rect(0, 0, 568, 320))
    #expect(driver.view("homeView")?.transform == 0)
    #expect(driver.view("banner")?.frame == rect(0, 0, 568, 44))
    #expect(driver.view("homeView")?.safeAreaInsets == nil)
}

/// iOS 17 on iPhone 15 Pro, portrait: status bar 54, bar under the Dynamic Island at 59, safe area 103/34, margins 16 inside it.
@Test func iPhone15ProPortraitSafeAreaUnderTheBar() {
    let driver = Driver(navigationApp, device: iPhone15Pro, os: .iOS17)
    #expect(driver.layout.window == Size(width: 393, height: 852))
    #expect(driver.layout.statusBarFrame == rect(0, 0, 393, 54))
    #expect(driver.layout.navigationBar?.frame == rect(0, 59, 393, 44))
    #expect(driver.view("homeView")?.frame == rect(0, 0, 393, 852))
    #expect(driver.view("homeView")?.safeAreaInsets == insets(103, 0, 34, 0))
    #expect(driver.view("homeView")?.layoutMargins == insets(103, 16, 34, 16))
}

/// iOS 17 on iPhone 15 Pro, landscape: no status bar, the 32 pt bar at the top, the housing's 59 pt on both sides, 21 at the bottom; margins 20 inside them (an 852-pt window).
@Test func iPhone15ProLandscapeSafeAreaOnBothSides() {
    var driver = Driver(navigationApp, device: iPhone15Pro, os: .iOS17)
    driver.rotate(.landscapeRight)
    #expect(driver.state.interfaceOrientation == .landscapeLeft)
    #expect(driver.layout.window == Size(width: 852, height: 393))
    #expect(driver.layout.statusBarFrame == nil)
    #expect(driver.layout.navigationBar?.frame == rect(0, 0, 852, 32))
    #expect(driver.view("homeView")?.frame == rect(0, 0, 852, 393))
    #expect(driver.view("homeView")?.transform == 0)
    #expect(driver.view("homeView")?.safeAreaInsets == insets(32, 59, 21, 59))
    #expect(driver.view("homeView")?.layoutMargins == insets(32, 79, 21, 79))
}

/// iOS 11 on iPhone X: 88 pt top with the bar in portrait; 32/44/21/44 in landscape (the figures of the notes).
@Test func iPhoneXOnIOS11() {
    var driver = Driver(navigationApp, device: DeviceCatalogue.device(id: "iphone-x")!, os: .iOS11)
    #expect(driver.view("homeView")?.safeAreaInsets == insets(88, 0, 34, 0))
    driver.rotate(.landscapeLeft)
    #expect(driver.view("homeView")?.safeAreaInsets == insets(32, 44, 21, 44))
}

/// iOS 10 on iphone-4: the last version without safe areas: none reported.
@Test func iOS10HasNoSafeArea() {
    let driver = Driver(navigationApp, device: .iphone4, os: OSVersion(major: 10)!)
    #expect(driver.view("homeView")?.safeAreaInsets == nil)
    #expect(driver.layout.navigationBar?.frame == rect(0, 20, 320, 44))
}

/// An iPad Pro 11" on iOS 17: the status bar (24) stays in landscape; margins are 20 in regular width.
@Test func iPadProKeepsItsStatusBarInLandscape() {
    var driver = Driver(navigationApp, device: iPadPro11, os: .iOS17)
    driver.rotate(.landscapeLeft)
    #expect(driver.layout.statusBarFrame == rect(0, 0, 1194, 24))
    #expect(driver.layout.navigationBar?.frame == rect(0, 24, 1194, 44))
    #expect(driver.view("homeView")?.safeAreaInsets == insets(68, 0, 20, 0))
    #expect(driver.view("homeView")?.layoutMargins == insets(68, 20, 20, 20))
}

/// A tab bar on iPhone 15 Pro, iOS 17: 49 pt plus the 34 pt home indicator in portrait; 32 + 21 in landscape; content under it.
@Test func tabBarCarriesTheHomeIndicator() {
    var driver = Driver(tabApp, device: iPhone15Pro, os: .iOS17)
    #expect(driver.layout.tabBar?.frame == rect(0, 769, 393, 83))
    #expect(driver.view("firstView")?.frame == rect(0, 0, 393, 852))
    #expect(driver.view("firstView")?.safeAreaInsets == insets(59, 0, 83, 0))
    driver.rotate(.landscapeLeft)
    #expect(driver.layout.tabBar?.frame == rect(0, 340, 852, 53))
    #expect(driver.view("firstView")?.safeAreaInsets == insets(0, 59, 53, 59))
}

/// iPhone 11 (the XR's screen): iOS 13 draws its status bar and safe area 44 deep, iOS 14 and later 48 — with the 44 pt bar the navigation root's safe area starts 88 and 92 down; landscape's sides are 44 and 48.
@Test func iPhone11TopInsetChangedWithIOS14() throws {
    let iPhone11 = try #require(DeviceCatalogue.device(id: "iphone-11"))
    var earlier = Driver(navigationApp, device: iPhone11, os: try #require(OSVersion(major: 13)))
    #expect(earlier.layout.statusBarFrame == rect(0, 0, 414, 44))
    #expect(earlier.view("homeView")?.safeAreaInsets == insets(88, 0, 34, 0))
    earlier.rotate(.landscapeLeft)
    #expect(earlier.view("homeView")?.safeAreaInsets == insets(32, 44, 21, 44))

    var later = Driver(navigationApp, device: iPhone11, os: try #require(OSVersion(major: 14)))
    #expect(later.layout.statusBarFrame == rect(0, 0, 414, 48))
    #expect(later.view("homeView")?.safeAreaInsets == insets(92, 0, 34, 0))
    later.rotate(.landscapeLeft)
    #expect(later.view("homeView")?.safeAreaInsets == insets(32, 48, 21, 48))
}
