import RotationEngine
import RotationLayout
import Testing

// docs/semantics.md in the layout: the tab bar, a navigation tab's bar, a full-screen presented view
// as the window's root view, and an iPad sheet over a dimming view.

/// tabbed-rotation on iphone-4 in portrait: the 49 pt tab bar at the bottom with both items, Home's navigation bar under the status bar, Home's view between them.
@Test func tabBarLayoutInPortrait() {
    let driver = Driver("tabbed-rotation")
    let layout = driver.layout
    #expect(layout.tabBar == ResolvedLayout.TabBar(frame: rect(0, 519, 320, 49), items: ["Home", "Video"], selectedIndex: 0))
    expectFrame(layout.navigationBar?.frame, rect(0, 20, 320, 44), "navigation bar")
    #expect(layout.root.id == "tabBarView")
    expectFrame(layout.root.frame, rect(0, 20, 320, 548), "tabBarView")
    expectFrame(driver.view("navigationView")?.frame, rect(0, 20, 320, 499), "navigationView")
    expectFrame(driver.view("homeView")?.frame, rect(0, 64, 320, 455), "homeView")
}

/// In landscape the tab bar keeps 49 pt at the bottom of the 568 × 320 window and the phone's bar is 32 pt.
@Test func tabBarLayoutInLandscape() throws {
    var driver = Driver("tabbed-rotation")
    driver.rotate(.landscapeLeft)
    try driver.send(.selectTab(index: 1))
    let layout = driver.layout
    #expect(layout.tabBar?.frame == rect(0, 271, 568, 49))
    #expect(layout.tabBar?.selectedIndex == 1)
    #expect(layout.navigationBar == nil)
    expectFrame(driver.view("videoView")?.frame, rect(0, 20, 568, 251), "videoView")
}

/// A full-screen presented controller's view is the window's root view: under the status bar, no navigation bar, carrying the interface's transform.
@Test func fullScreenPresentedViewIsTheRootView() {
    var driver = Driver("lifecycle-logger")
    driver.tap("presentModally")
    driver.rotate(.landscapeLeft)
    let layout = driver.layout
    #expect(layout.navigationBar == nil)
    #expect(layout.root.controller?.description == "LoggerViewController#2")
    #expect(layout.root.transform == 90)
    expectFrame(layout.root.frame, rect(0, 20, 568, 300), "presented view")
}

/// An iPad formSheet: the presenter's screen stays, a dimming view covers the window, the 540 × 620 sheet is centred (portrait and landscape).
@Test func formSheetSitsOverADimmingView() {
    var definition = app("lifecycle-logger")
    definition.controllers["LoggerViewController"]?.view.children[2].action = .present(className: "Sheet", style: .formSheet, animated: true)
    var driver = Driver(app: definition, device: .ipad)
    driver.tap("presentModally")
    var ids = driver.layout.root.children.map(\.id)
    #expect(ids == ["loggerView", "dimmingView", "view"])
    expectFrame(driver.view("dimmingView")?.frame, rect(0, 0, 768, 1024), "dimming view")
    expectFrame(driver.layout.root.children.last?.frame, rect(114, 202, 540, 620), "sheet")
    #expect(driver.layout.navigationBar?.frame == rect(0, 20, 768, 44))
    driver.rotate(.landscapeLeft)
    ids = driver.layout.root.children.map(\.id)
    #expect(ids == ["loggerView", "dimmingView", "view"])
    expectFrame(driver.layout.root.children.last?.frame, rect(242, 74, 540, 620), "sheet in landscape")
}
