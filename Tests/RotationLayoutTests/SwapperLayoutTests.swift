import RotationEngine
import RotationLayout
import Testing

// Seed 002: in didRotateFromInterfaceOrientation: the controller swaps `view` for the
// landscape view with +90° (interface landscapeRight) or −90° (landscapeLeft), or for the
// portrait view with 0°, and restores the bounds it had.

/// Device landscapeLeft (interface landscapeRight): the root view is landscapeView with transform +90 and landscape bounds, upright on screen.
@Test func swapperLandscapeRightShowsLandscapeViewAt90() {
    var driver = Driver("swapper")
    driver.rotate(.landscapeLeft)
    let root = driver.layout.root
    #expect(root.id == "landscapeView")
    #expect(root.transform == 90)
    #expect(root.bounds == rect(0, 0, 568, 300))
    #expect(root.frame == rect(0, 20, 568, 300))
    expectFrame(driver.view("landscapeLabel")?.frame, rect(184, 148, 200, 44), "landscapeLabel")
    #expect(!driver.viewIDs.contains("portraitView") && !driver.viewIDs.contains("portraitLabel"))
}

/// Device landscapeRight (interface landscapeLeft): landscapeView with transform −90.
@Test func swapperLandscapeLeftShowsLandscapeViewAtMinus90() {
    var driver = Driver("swapper")
    driver.rotate(.landscapeRight)
    let root = driver.layout.root
    #expect(root.id == "landscapeView")
    #expect(root.transform == -90)
    #expect(root.bounds == rect(0, 0, 568, 300))
    #expect(root.frame == rect(0, 20, 568, 300))
}

/// Turning straight from one landscape to the other swaps the transform from +90 to −90.
@Test func swapperLandscapeToLandscapeFlipsTransform() {
    var driver = Driver("swapper")
    driver.rotate(.landscapeLeft)
    driver.rotate(.landscapeRight)
    #expect(driver.layout.root.id == "landscapeView")
    #expect(driver.layout.root.transform == -90)
}

/// Back to portrait: portraitView with transform 0 and portrait bounds; landscapeView has left the tree.
@Test func swapperBackToPortraitShowsPortraitViewAt0() {
    var driver = Driver("swapper")
    driver.rotate(.landscapeLeft)
    driver.rotate(.portrait)
    let root = driver.layout.root
    #expect(root.id == "portraitView")
    #expect(root.transform == 0)
    #expect(root.bounds == rect(0, 0, 320, 548))
    #expect(root.frame == rect(0, 20, 320, 548))
    expectFrame(driver.view("portraitLabel")?.frame, rect(60, 272, 200, 44), "portraitLabel")
    #expect(!driver.viewIDs.contains("landscapeView") && !driver.viewIDs.contains("landscapeLabel"))
}

/// The swapper's definition with a controller that swaps views but never sets the transform.
func swapperWithoutTransform() -> AppDefinition {
    var definition = app("swapper")
    definition.controllers["ViewController"]?.behaviour = .viewSwap(ViewSwap(portraitView: "portraitView", landscapeView: "landscapeView", setsTransform: false))
    return definition
}

/// The problem seed 002 warns about: swapped in without a transform, landscapeView keeps 0° while the interface is landscape, so on screen it is the turned box, 300×568 centred in the 568×300 content area.
@Test func swappedViewWithoutTransformAppearsTurned() {
    var driver = Driver(swapperWithoutTransform())
    driver.rotate(.landscapeLeft)
    let root = driver.layout.root
    #expect(driver.layout.interfaceOrientation == .landscapeRight)
    #expect(root.id == "landscapeView")
    #expect(root.transform == 0)
    #expect(root.bounds == rect(0, 0, 568, 300))
    // Centre of the content area (0,20,568,300) is (284,170); the turned box is 300 wide, 568 high.
    #expect(root.frame == rect(284 - 150, 170 - 284, 300, 568))
    // Its label, centred in the view's 568×300 bounds at (184,128,200,44), turns with it: 44 wide, 200 high, around the same centre.
    let label = driver.view("landscapeLabel")
    expectFrame(label?.frame, rect(284 - 22, 170 - 100, 44, 200), "landscapeLabel")
    #expect(label?.transform == 0)
}

/// Without the transform in the other landscape the view is turned the other way: still 0°, the same turned box.
@Test func swappedViewWithoutTransformInLandscapeLeft() {
    var driver = Driver(swapperWithoutTransform())
    driver.rotate(.landscapeRight)
    let root = driver.layout.root
    #expect(driver.layout.interfaceOrientation == .landscapeLeft)
    #expect(root.transform == 0)
    #expect(root.frame == rect(134, -114, 300, 568))
}

/// Without the transform, back in portrait the portrait view at 0° is right again: the flaw only shows in landscape.
@Test func swappedViewWithoutTransformIsFineInPortrait() {
    var driver = Driver(swapperWithoutTransform())
    driver.rotate(.landscapeLeft)
    driver.rotate(.portrait)
    #expect(driver.layout.root.id == "portraitView")
    #expect(driver.layout.root.transform == 0)
    #expect(driver.layout.root.frame == rect(0, 20, 320, 548))
}

/// The turned view's subview is placed off the axis, not just re-centred: an off-centre label lands where a −90° turn puts it.
@Test func turnedViewPlacesOffCentreSubviews() {
    var definition = swapperWithoutTransform()
    // Put the landscape label in the top-left corner of the landscape view, fixed.
    definition.controllers["ViewController"]?.views["landscapeView"]?.children[0].frame = rect(0, 0, 200, 44)
    definition.controllers["ViewController"]?.views["landscapeView"]?.children[0].autoresizing = []
    var driver = Driver(definition)
    driver.rotate(.landscapeLeft) // interface landscapeRight: the 0° view is −90° from the interface
    // The view's box is (134,-114,300,568). Turning −90° (counter-clockwise on screen) takes
    // the view's top-left corner to the box's bottom-left: local (x, y) → (134 + y, -114 + 568 - x).
    // The label (0,0,200,44) → x 134 + 0, y -114 + 568 - 200, 44 wide, 200 high.
    expectFrame(driver.view("landscapeLabel")?.frame, rect(134, 254, 44, 200), "landscapeLabel")
}
