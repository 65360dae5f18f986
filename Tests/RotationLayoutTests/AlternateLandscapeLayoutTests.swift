import RotationEngine
import RotationLayout
import Testing

// Seed 000, path 1-2-3-4 on iphone-4: A landscape, B, rotate B to portrait, back.

/// Launch: A portrait with the navigation bar hidden, no back button.
@Test func pathStartHidesTheBar() {
    let driver = Driver("alternate-landscape")
    #expect(driver.layout.navigationBar == nil)
    #expect(driver.view("aPortraitView")?.frame == rect(0, 20, 320, 548))
}

/// Step 1, the device turns landscape: A landscape is pushed, the bar stays hidden (no back button to A portrait).
@Test func pathStep1LandscapeAKeepsTheBarHidden() {
    var driver = Driver("alternate-landscape")
    driver.rotate(.landscapeLeft)
    #expect(driver.layout.navigationBar == nil)
    #expect(driver.view("aLandscapeView")?.controller?.description == "ALandscapeViewController#1")
    #expect(driver.view("aLandscapeView")?.frame == rect(0, 20, 568, 300))
    #expect(!driver.viewIDs.contains("aPortraitView"))
}

/// Step 2, showB from A landscape: B un-hides the bar, 32 pt in landscape, back button "A", title "B"; B's view is under the bar.
@Test func pathStep2BShowsTheBarWithBackButtonA() {
    var driver = Driver("alternate-landscape")
    driver.rotate(.landscapeLeft)
    driver.tap("showB")
    let bar = driver.layout.navigationBar
    #expect(bar?.frame == rect(0, 20, 568, 32))
    #expect(bar?.backButton == "A")
    #expect(bar?.title == "B")
    #expect(driver.view("bView")?.frame == rect(0, 52, 568, 268))
    #expect(driver.view("bView")?.bounds == rect(0, 0, 568, 268))
    // bShape (20,20,280,376) in 320×416, width and height flexible: +248 wide, −148 high.
    expectFrame(driver.view("bShape")?.frame, rect(20, 72, 528, 228), "bShape")
}

/// Step 3, B turned to portrait: the bar is 44 pt, still "A" (A landscape is below B); B is redrawn at its portrait size.
@Test func pathStep3BInPortrait() {
    var driver = Driver("alternate-landscape")
    driver.rotate(.landscapeLeft)
    driver.tap("showB")
    driver.rotate(.portrait)
    let bar = driver.layout.navigationBar
    #expect(bar?.frame == rect(0, 20, 320, 44))
    #expect(bar?.backButton == "A")
    #expect(driver.view("bView")?.frame == rect(0, 64, 320, 504))
    // +88 high under the bar: bShape height 376 + 88.
    expectFrame(driver.view("bShape")?.frame, rect(20, 84, 280, 464), "bShape")
}

/// Step 4, back: B and then A landscape are popped, A portrait shows, but the bar is still shown (nothing re-hides it, the seed's flaw) with no back button.
@Test func pathStep4BackLeavesTheBarShown() {
    var driver = Driver("alternate-landscape")
    driver.rotate(.landscapeLeft)
    driver.tap("showB")
    driver.rotate(.portrait)
    driver.back()
    let bar = driver.layout.navigationBar
    #expect(bar?.frame == rect(0, 20, 320, 44))
    #expect(bar?.backButton == nil)
    #expect(bar?.title == "A")
    #expect(!driver.viewIDs.contains("aLandscapeView") && !driver.viewIDs.contains("bView"))
    // A portrait now sits under the bar: 320×504 instead of 320×548.
    #expect(driver.view("aPortraitView")?.frame == rect(0, 64, 320, 504))
    #expect(driver.view("aPortraitView")?.bounds == rect(0, 0, 320, 504))
    // Its label keeps its top distance (40 below the view's top); showB's flexible top
    // margin takes the +44 (designed 460 → 504): y 380 + 44 below the view's top.
    #expect(driver.view("aPortraitLabel")?.frame == rect(20, 104, 280, 44))
    #expect(driver.view("showB")?.frame == rect(110, 64 + 424, 100, 44))
}

/// B pushed from A portrait: back button "A" (A portrait's title), 44 pt bar in portrait.
@Test func bFromPortraitAHasBackButtonA() {
    var driver = Driver("alternate-landscape")
    driver.tap("showB")
    #expect(driver.layout.navigationBar?.frame == rect(0, 20, 320, 44))
    #expect(driver.layout.navigationBar?.backButton == "A")
    expectFrame(driver.view("bShape")?.frame, rect(20, 84, 280, 464), "bShape")
}
