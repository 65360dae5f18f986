import RotationEngine
import RotationLayout
import Testing

// docs/semantics.md and docs/semantics.md in the layout: transforms compose with the superview's, and iOS 6's window
// without a root view controller turns only its status bar.

/// A seed 002 swapper under a navigation controller (interface landscapeRight, +90°): the app's +90° turns on top of the root's, so the landscape view shows at 180°, a tall turned box centred in the content area.
@Test func viewSwapInsideAContainerComposesWithTheInterfaceRotation() {
    var driver = Driver(app: nestedSwapper)
    driver.rotate(.landscapeLeft)
    let view = driver.view("landscapeView")
    #expect(view?.transform == 180)
    #expect(view?.bounds == rect(0, 0, 568, 268))
    expectFrame(view?.frame, rect(150, -98, 268, 568), "landscapeView")
    // Its subviews turn with it.
    #expect(driver.view("landscapeLabel")?.transform == 180)
}

/// The same in interface landscapeLeft: −90° on top of −90° is a half turn, reported as 180.
@Test func viewSwapInsideAContainerInLandscapeLeft() {
    var driver = Driver(app: nestedSwapper)
    driver.rotate(.landscapeRight)
    let view = driver.view("landscapeView")
    #expect(view?.transform == 180)
    expectFrame(view?.frame, rect(150, -98, 268, 568), "landscapeView")
}

/// Back to portrait the swapped-in portrait view has 0° on top of 0°: upright again.
@Test func viewSwapInsideAContainerBackInPortrait() {
    var driver = Driver(app: nestedSwapper)
    driver.rotate(.landscapeLeft)
    driver.rotate(.portrait)
    let view = driver.view("portraitView")
    #expect(view?.transform == 0)
    expectFrame(view?.frame, rect(0, 64, 320, 504), "portraitView")
}

/// The window's root view keeps seed 002's behaviour: the app's angle is the whole turn, so the swapper looks right.
@Test func viewSwapOnTheWindowsRootViewIsTheWholeTurn() {
    var driver = Driver("swapper")
    driver.rotate(.landscapeLeft)
    let view = driver.view("landscapeView")
    #expect(view?.transform == 90)
    expectFrame(view?.frame, rect(0, 20, 568, 300), "landscapeView")
}

/// iOS 6 root-less window after device landscapeLeft: the status bar runs down the right edge of the portrait window, over the unturned root view.
@Test func rootlessWindowStatusBarTurnsOverUnturnedViews() {
    var driver = Driver(app: rootless)
    driver.rotate(.landscapeLeft)
    let layout = driver.layout
    #expect(layout.interfaceOrientation == .portrait)
    #expect(layout.window == Size(width: 320, height: 568))
    expectFrame(layout.statusBarFrame, rect(300, 0, 20, 568), "status bar")
    expectFrame(layout.root.frame, rect(0, 20, 320, 548), "root view")
    #expect(layout.root.transform == 0)
}

/// iOS 6 root-less window after device landscapeRight (interface landscapeLeft): the status bar runs down the left edge.
@Test func rootlessWindowStatusBarOnTheLeftEdge() {
    var driver = Driver(app: rootless)
    driver.rotate(.landscapeRight)
    expectFrame(driver.layout.statusBarFrame, rect(0, 0, 20, 568), "status bar")
}

let nestedSwapper = posted("""
{"id": "nested-swapper", "root": "Swap", "navigationController": {},
 "controllers": {"Swap": {
   "supportedInterfaceOrientations": "allButUpsideDown",
   "behaviour": {"type": "viewSwap", "portraitView": "portraitView", "landscapeView": "landscapeView"},
   "view": {"id": "portraitView", "size": {"width": 320, "height": 504}},
   "views": {"landscapeView": {"size": {"width": 568, "height": 268},
     "elements": [{"id": "landscapeLabel", "kind": "label", "text": "Landscape", "frame": {"x": 184, "y": 112, "width": 200, "height": 44}}]}}
 }}}
""")

let rootless = posted("""
{"id": "rootless", "root": "Home", "window": {"rootViewController": false}}
""")
