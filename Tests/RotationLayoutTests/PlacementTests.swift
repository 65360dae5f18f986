import RotationEngine
@testable import RotationLayout
import Testing

// Placement maps a view's bounds to its box in the window. The parent here: bounds 568×300
// placed in the box (134,-114,300,568) (seed 002's turned view on iphone-4), and a subview
// at (10,20,100,40) in those bounds: 10 from the left, 20 from the top, 458 from the right,
// 240 from the bottom.

let parentBox = rect(134, -114, 300, 568)
let parentSize = Size(width: 568, height: 300)
let local = rect(10, 20, 100, 40)

/// Unturned, a subview's box is its frame offset by the parent's origin.
@Test func placementUnturnedOffsetsByOrigin() {
    let parent = Placement(frame: rect(0, 20, 568, 300), rotation: 0)
    #expect(parent.child(local).frame == rect(10, 40, 100, 40))
    #expect(parent.child(local).size == local.size)
}

/// +90° (clockwise): the bounds' top edge runs down the box's right side, so the subview is 20 from the box's right and 10 from its top.
@Test func placementQuarterTurnClockwise() {
    let parent = Placement(frame: parentBox, rotation: 90, size: parentSize)
    #expect(parent.frame == parentBox)
    // x = 134 + 300 − 20 − 40, y = −114 + 10; 40 wide, 100 high.
    #expect(parent.child(local).frame == rect(374, -104, 40, 100))
}

/// −90° (counter-clockwise): the bounds' top edge runs up the box's left side, so the subview is 20 from the box's left and 10 from its bottom.
@Test func placementQuarterTurnCounterClockwise() {
    let parent = Placement(frame: parentBox, rotation: -90, size: parentSize)
    // x = 134 + 20, y = −114 + 568 − 10 − 100; 40 wide, 100 high.
    #expect(parent.child(local).frame == rect(154, 344, 40, 100))
}

/// 180°: the subview is 10 from the box's right and 20 from its bottom.
@Test func placementHalfTurn() {
    let parent = Placement(frame: rect(0, 20, 568, 300), rotation: 180)
    // x = 568 − 10 − 100, y = 20 + 300 − 20 − 40.
    #expect(parent.child(local).frame == rect(458, 260, 100, 40))
}

/// A view whose bounds do not match its slot is centred on it, turned boxes included.
@Test func placementCentresOtherSizes() {
    let slot = Placement(frame: rect(0, 20, 568, 300), rotation: 0)
    #expect(slot.rotated(by: -90, size: parentSize).frame == parentBox)
    #expect(Placement(frame: rect(0, 20, 568, 300), rotation: 0, size: Size(width: 500, height: 200)).frame == rect(34, 70, 500, 200))
}

/// Turns compose: a subview of a turned subview is placed through both turns (+90 then +90 is the half turn).
@Test func placementTurnsCompose() {
    let half = Placement(frame: rect(0, 20, 568, 300), rotation: 180)
    let twice = Placement(frame: rect(0, 20, 568, 300), rotation: 0).rotated(by: 90, size: Size(width: 300, height: 568)).rotated(by: 90, size: Size(width: 568, height: 300))
    #expect(twice.frame == half.frame)
    #expect(twice.child(local).frame == half.child(local).frame)
}

/// The swapper's `else` branch in upside down (where an app allows it): the portrait view gets 0° while the interface is at 180°, so it shows upside down; an off-centre subview lands mirrored.
@Test func swapperUpsideDownViewShowsUpsideDown() {
    var definition = app("swapper")
    definition.infoPlist = InfoPlist(supportedInterfaceOrientations: .all)
    definition.controllers["ViewController"]?.supportedInterfaceOrientations = .all
    definition.controllers["ViewController"]?.view.children[0].frame = rect(10, 20, 100, 40)
    definition.controllers["ViewController"]?.view.children[0].autoresizing = []
    var driver = Driver(definition, device: .ipad)
    driver.rotate(.portraitUpsideDown)
    #expect(driver.layout.interfaceOrientation == .portraitUpsideDown)
    #expect(driver.layout.root.id == "portraitView")
    #expect(driver.layout.root.transform == 0)
    #expect(driver.layout.root.frame == rect(0, 20, 768, 1004))
    // Upright it would be at (10, 40); turned 180° in the 768×1004 box: 10 from the right, 20 from the bottom.
    #expect(driver.view("portraitLabel")?.frame == rect(768 - 10 - 100, 20 + 1004 - 20 - 40, 100, 40))
}
