import RotationEngine
import RotationLayout
import Testing

// iphone-3.5 and iphone-4 differ only in height (480 vs 568): 88 pt more content in
// portrait, 88 pt more width in landscape.

/// The same app gets 320×460 content on the 3.5" phone and 320×548 on the 4" one.
@Test func rootContentIs88Taller() {
    #expect(Driver("swapper", device: .iphone35).layout.root.bounds == rect(0, 0, 320, 460))
    #expect(Driver("swapper", device: .iphone4).layout.root.bounds == rect(0, 0, 320, 548))
}

/// Under a shown bar: 320×416 on 3.5", 320×504 on 4"; in landscape 480×268 vs 568×268.
@Test func contentUnderTheBarDiffersBy88() {
    #expect(Driver("lifecycle-logger", device: .iphone35).view("loggerView")?.bounds == rect(0, 0, 320, 416))
    #expect(Driver("lifecycle-logger", device: .iphone4).view("loggerView")?.bounds == rect(0, 0, 320, 504))
    var small = Driver("lifecycle-logger", device: .iphone35)
    var tall = Driver("lifecycle-logger", device: .iphone4)
    small.rotate(.landscapeLeft)
    tall.rotate(.landscapeLeft)
    #expect(small.view("loggerView")?.bounds == rect(0, 0, 480, 268))
    #expect(tall.view("loggerView")?.bounds == rect(0, 0, 568, 268))
}

/// A view pinned to the bottom (flexible top margin) moves down 88 on the 4" phone; one pinned to the top stays.
@Test func bottomPinnedViewsMoveDown88() throws {
    let small = Driver("alternate-landscape", device: .iphone35)
    let tall = Driver("alternate-landscape", device: .iphone4)
    let smallButton = try #require(small.view("showB")).frame
    let tallButton = try #require(tall.view("showB")).frame
    #expect(tallButton.y - smallButton.y == 88)
    #expect(tallButton.size == smallButton.size)
    #expect(tall.view("aPortraitLabel")?.frame == small.view("aPortraitLabel")?.frame)
}

/// Views with a flexible height take a share of the 88 pt: seed 003's three boxes are taller on the 4" phone but keep their order.
@Test func flexibleBoxesShareThe88() throws {
    let small = Driver("exercise-timer", device: .iphone35)
    let tall = Driver("exercise-timer", device: .iphone4)
    var growth = 0.0
    for id in ["magenta", "green", "orange"] {
        let s = try #require(small.view(id)).frame, t = try #require(tall.view(id)).frame
        #expect(t.height > s.height, "\(id) taller")
        growth += t.height - s.height
    }
    // magenta +21.2, green +88·106/460, orange +88·106/378: together less than all 88 (margins take the rest).
    #expect(abs(growth - (21.2 + 88.0 * 106 / 460 + 88.0 * 106 / 378)) < 1e-9)
}

/// In landscape the 4" phone is 88 wider: a width-flexible row widens by 88 and the nav bar is 32 pt on both.
@Test func landscapeIs88Wider() {
    var small = Driver("selective-rotation", device: .iphone35)
    var tall = Driver("selective-rotation", device: .iphone4)
    small.rotate(.landscapeLeft)
    tall.rotate(.landscapeLeft)
    #expect(small.layout.navigationBar?.frame == rect(0, 20, 480, 32))
    #expect(tall.layout.navigationBar?.frame == rect(0, 20, 568, 32))
    #expect(small.view("homeLabel")?.frame == rect(20, 72, 440, 44))
    #expect(tall.view("homeLabel")?.frame == rect(20, 72, 528, 44))
}
