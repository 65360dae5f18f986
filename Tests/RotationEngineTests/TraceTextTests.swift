// Text the trace carries: controller ids and rectangles, as UIKit's log prints them.
import Testing
@testable import RotationEngine

/// A controller's id reads `ClassName#n`, as interpolation wrote it, whatever the name's
/// characters and the number's digits.
@Test(arguments: ["V", "LandscapeViewController", "Écran", "名前ViewController", "Odd\"Name\\", ""])
func controllerIDReadsClassNameHashNumber(className: String) {
    for number in [0, 1, 9, 10, 99, 100, 12_345, 1_000_000, Int.max, -1, -42, Int.min + 1] {
        #expect(ControllerID(className: className, number: number).description == "\(className)#\(number)")
    }
}

/// A rectangle in a `drawRect:` entry reads as NSStringFromCGRect prints it, whole numbers
/// without a fraction, others as the log prints them.
@Test func rectanglesReadAsNSStringFromCGRect() {
    let rects = [
        Rect(x: 0, y: 20, width: 320, height: 460), Rect(x: -12, y: 0, width: 1024, height: 748),
        Rect(x: 0, y: 0, width: 0, height: 0), Rect(x: 0.5, y: 20, width: 319.5, height: 1e16),
        Rect(x: -0.0, y: 123_456_789, width: 2.25, height: -7),
    ]
    let expected = [
        "{{0, 20}, {320, 460}}", "{{-12, 0}, {1024, 748}}", "{{0, 0}, {0, 0}}",
        "{{0.5, 20}, {319.5, 1e+16}}", "{{0, 123456789}, {2.25, -7}}",
    ]
    #expect(rects.map(Run.describe) == expected)
}
