import RotationEngine
import RotationLayout
import RotationTestSupport
import SwivelScreenshot
import Testing

/// Screenshots (docs/webdriver.md): the resolved layout as a PNG of the window's size in points times
/// the scale, in the interface's orientation.
@Suite struct ScreenshotTests {
    /// A portrait iPhone 5 screenshot is a 320 × 568 PNG.
    @Test func portraitPhoneIsWindowSized() throws {
        let driver = Driver("lifecycle-logger")
        let png = try Screenshot.png(of: LayoutResolver.resolve(driver.state))
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(pixelSize(png) == PixelSize(width: 320, height: 568))
    }

    /// In landscape the picture is the interface's window (568 × 320), not the portrait screen.
    @Test func landscapeFollowsTheInterface() throws {
        var driver = Driver("lifecycle-logger")
        driver.rotate(.landscapeLeft)
        let png = try Screenshot.png(of: LayoutResolver.resolve(driver.state))
        #expect(pixelSize(png) == PixelSize(width: 568, height: 320))
    }

    /// `scale: 2` doubles both sides (an iPad at 2× is 1536 × 2048).
    @Test func scaleTwoDoublesThePixels() throws {
        let driver = Driver("alternate-landscape-modal", device: .ipad)
        let png = try Screenshot.png(of: LayoutResolver.resolve(driver.state), scale: 2)
        #expect(pixelSize(png) == PixelSize(width: 1536, height: 2048))
    }

    /// A scale outside 1…3, or a fractional one, is refused with the allowed values.
    @Test func scaleOutOfRangeIsRefused() {
        let layout = LayoutResolver.resolve(Driver("lifecycle-logger").state)
        #expect(throws: ScreenshotError.scaleOutOfRange(4)) { try Screenshot.png(of: layout, scale: 4) }
        #expect(throws: ScreenshotError.scaleOutOfRange(1.5)) { try Screenshot.png(of: layout, scale: 1.5) }
    }

    /// The same layout always gives the same bytes (screenshots can be compared in tests).
    @Test func drawingIsDeterministic() throws {
        var driver = Driver("tabbed-rotation")
        driver.rotate(.landscapeRight)
        let layout = LayoutResolver.resolve(driver.state)
        #expect(try Screenshot.png(of: layout) == Screenshot.png(of: layout))
    }

    /// The navigation bar is drawn where the layout puts it: its pixels are not the window's white.
    @Test func navigationBarIsPainted() throws {
        let driver = Driver("lifecycle-logger")
        let layout = LayoutResolver.resolve(driver.state)
        #expect(layout.navigationBar != nil)
        let png = try Screenshot.png(of: layout)
        #expect(png.count > 2_000)
    }

    struct PixelSize: Equatable { var width: Int; var height: Int }

    /// The IHDR chunk's width and height (big-endian, bytes 16–23 of every PNG).
    func pixelSize(_ png: [UInt8]) -> PixelSize? {
        guard png.count > 24 else { return nil }
        func be32(_ at: Int) -> Int { png[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return PixelSize(width: be32(16), height: be32(20))
    }
}
