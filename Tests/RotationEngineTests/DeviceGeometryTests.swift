import RotationEngine
import Testing

// docs/semantics.md: screens, bars and the bounds a controller's view gets on each device.

struct DeviceBounds: Sendable, CustomTestStringConvertible {
    var device: Device
    var rootPortrait: Rect
    var rootLandscape: Rect
    var barPortrait: Rect
    var barLandscape: Rect
    var testDescription: String { device.id }
}

let deviceTable: [DeviceBounds] = [
    DeviceBounds(device: .iphone35, rootPortrait: size(320, 460), rootLandscape: size(480, 300), barPortrait: size(320, 416), barLandscape: size(480, 268)),
    DeviceBounds(device: .iphone4, rootPortrait: size(320, 548), rootLandscape: size(568, 300), barPortrait: size(320, 504), barLandscape: size(568, 268)),
    DeviceBounds(device: .ipad, rootPortrait: size(768, 1004), rootLandscape: size(1024, 748), barPortrait: size(768, 960), barLandscape: size(1024, 704)),
]

/// Each device has docs/semantics.md's id, idiom and portrait screen.
@Test func devicesMatchTheSpec() {
    #expect(Device.classic.map(\.id) == ["iphone-3.5", "iphone-4", "ipad"])
    #expect(Device.classic.map(\.idiom) == [.phone, .phone, .pad])
    #expect(Device.classic.map(\.screen) == [Size(width: 320, height: 480), Size(width: 320, height: 568), Size(width: 768, height: 1024)])
}

/// The root view (no navigation bar) has the table's bounds in portrait and landscape.
@Test(arguments: deviceTable)
func rootViewBounds(row: DeviceBounds) {
    var driver = Driver("swapper", device: row.device)
    #expect(driver.instance("ViewController#1")?.bounds == row.rootPortrait)
    driver.rotate(.landscapeLeft)
    #expect(driver.instance("ViewController#1")?.bounds == row.rootLandscape)
    driver.rotate(.landscapeRight)
    #expect(driver.instance("ViewController#1")?.bounds == row.rootLandscape)
    driver.rotate(.portrait)
    #expect(driver.instance("ViewController#1")?.bounds == row.rootPortrait)
}

/// A controller under a shown bar has the table's bounds (44 pt bar, 32 pt on a phone in landscape).
@Test(arguments: deviceTable)
func underBarBounds(row: DeviceBounds) {
    var driver = Driver("lifecycle-logger", device: row.device)
    #expect(driver.instance("LoggerViewController#1")?.bounds == row.barPortrait)
    driver.rotate(.landscapeLeft)
    #expect(driver.instance("LoggerViewController#1")?.bounds == row.barLandscape)
}

/// With the bar hidden, a navigation child has the root view's bounds.
@Test(arguments: deviceTable)
func hiddenBarBounds(row: DeviceBounds) {
    var driver = Driver("alternate-landscape", device: row.device)
    #expect(driver.instance("APortraitViewController#1")?.bounds == row.rootPortrait)
    driver.rotate(.landscapeLeft)
    #expect(driver.instance("ALandscapeViewController#1")?.bounds == row.rootLandscape)
}

/// The geometry: window as the interface sees it, status bar 20 pt, navigation bar 44/32 pt, content below it.
@Test(arguments: deviceTable)
func screenGeometry(row: DeviceBounds) {
    let portrait = ScreenGeometry(device: row.device, orientation: .portrait)
    let landscape = ScreenGeometry(device: row.device, orientation: .landscapeLeft)
    #expect(portrait.window == row.device.screen)
    #expect(landscape.window == Size(width: row.device.screen.height, height: row.device.screen.width))
    #expect(portrait.statusBarFrame == Rect(x: 0, y: 0, width: row.device.screen.width, height: 20))
    #expect(portrait.rootFrame == Rect(x: 0, y: 20, width: row.rootPortrait.width, height: row.rootPortrait.height))
    #expect(landscape.rootBounds == row.rootLandscape)
    #expect(portrait.navigationBarHeight == 44)
    #expect(landscape.navigationBarHeight == (row.device.idiom == .phone ? 32 : 44))
    #expect(landscape.navigationBarFrame == Rect(x: 0, y: 20, width: row.rootLandscape.width, height: landscape.navigationBarHeight))
    #expect(landscape.contentFrame(navigationBarShown: true) == Rect(x: 0, y: 20 + landscape.navigationBarHeight, width: row.barLandscape.width, height: row.barLandscape.height))
    #expect(portrait.contentBounds(navigationBarShown: true) == row.barPortrait)
    #expect(portrait.contentBounds(navigationBarShown: false) == row.rootPortrait)
}

/// Upside down has portrait bounds and the 180° root transform.
@Test func upsideDownGeometry() {
    let geometry = ScreenGeometry(device: .ipad, orientation: .portraitUpsideDown)
    #expect(geometry.rootBounds == size(768, 1004))
    #expect(InterfaceOrientation.portraitUpsideDown.rootTransformDegrees == 180)
}

extension ScreenGeometry {
    /// The navigation bar under the status bar, the window's width (docs/semantics.md).
    var navigationBarFrame: Rect {
        Rect(x: 0, y: Self.statusBarHeight, width: window.width, height: navigationBarHeight)
    }

    /// A navigation controller's content bounds: its frame's size at the origin.
    func contentBounds(navigationBarShown: Bool) -> Rect {
        Rect(size: contentFrame(navigationBarShown: navigationBarShown).size)
    }
}
