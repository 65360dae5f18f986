import RotationEngine
import Testing

// docs/semantics.md, tab bars: tabbed-rotation (seed 001's forwarding tab bar), selectTab, iOS 5's
// "every tab must agree", the plain tab bar's intersection, back within the selected tab.

/// tabbed-rotation launches on Home (a navigation tab) above the 49 pt tab bar: 320×455 on iphone-4; Video is created with the tab bar but not loaded; the stack lists every tab's controllers with their tab.
@Test func tabbedRotationLaunch() {
    let driver = Driver("tabbed-rotation")
    #expect(driver.steps == [
        "HomeViewController#1.loadView", "HomeViewController#1.viewDidLoad", "HomeViewController#1.viewWillAppear:",
        "HomeViewController#1.viewWillLayoutSubviews", "HomeViewController#1.layoutSubviews", "HomeViewController#1.viewDidLayoutSubviews",
        "HomeViewController#1.willAnimateRotationToInterfaceOrientation:duration:", "HomeViewController#1.viewDidAppear:",
    ])
    #expect(driver.instance("HomeViewController#1")?.bounds == size(320, 455))
    #expect(driver.stack == ["HomeViewController#1", "VideoViewController#1"])
    #expect(driver.state.stackListing.map(\.tab) == [0, 1])
    #expect(driver.state.stackListing.map(\.visible) == [true, false])
    #expect(driver.instance("VideoViewController#1")?.isViewLoaded == false)
    #expect(driver.instance("HomeViewController#1")?.parent.map { driver.state.instance($0).id.description } == "UINavigationController#1")
    #expect(driver.state.navigationBarHidden == false)
}

/// Selecting Video the first time: setSelectedViewController:, Video loads, appears with correct bounds, Home disappears, then Video's layout and appearance.
@Test func selectTabSequence() throws {
    var driver = Driver("tabbed-rotation")
    driver.rotate(.landscapeLeft)
    try driver.send(.selectTab(index: 1))
    #expect(driver.steps == [
        "RotatingTabBarController#1.setSelectedViewController:",
        "VideoViewController#1.loadView", "VideoViewController#1.viewDidLoad",
        "VideoViewController#1.viewWillAppear:",
        "HomeViewController#1.viewWillDisappear:",
        "VideoViewController#1.viewWillLayoutSubviews", "VideoViewController#1.layoutSubviews", "VideoViewController#1.viewDidLayoutSubviews",
        "HomeViewController#1.viewDidDisappear:",
        "VideoViewController#1.viewDidAppear:",
    ])
    #expect(driver.lastTrace[0].detail == ["index": 1, "viewController": "VideoViewController#1"])
    #expect(driver.lastTrace[3].bounds == size(568, 251))
    #expect(driver.visible == "VideoViewController#1")
    #expect(driver.state.navigationBarHidden == nil)
}

/// Switching tabs never rotates; the forwarding tab bar then asks Video (landscape only), so the device's return to portrait is refused; Home revealed later sees the bounds it missed in viewWillAppear:, with no rotation callbacks.
@Test func coveredTabIsRevealedWithCorrectBounds() throws {
    var driver = Driver("tabbed-rotation")
    try driver.send(.selectTab(index: 1))
    #expect(driver.state.interfaceOrientation == .portrait)
    driver.rotate(.landscapeLeft)
    #expect(driver.steps.first == "VideoViewController#1.willRotateToInterfaceOrientation:duration:")
    #expect(!driver.steps.contains { $0.hasPrefix("HomeViewController#1.") })
    driver.rotate(.portrait)
    #expect(driver.state.interfaceOrientation == .landscapeRight)
    try driver.send(.selectTab(index: 0))
    #expect(driver.lastTrace.first("HomeViewController#1.viewWillAppear:")?.bounds == size(568, 219))
    #expect(!driver.lastTrace.contains { $0.callback.contains("Rotat") })
}

/// The forwarding tab bar follows the Home navigation tab to its top: Locked (shouldAutorotate NO) stops rotation.
@Test func forwardingTabBarFollowsTheNavigationTabToItsTop() {
    var driver = Driver("tabbed-rotation")
    driver.tap("showLocked")
    driver.rotate(.landscapeLeft)
    #expect(driver.state.interfaceOrientation == .portrait)
    #expect(driver.steps == [])
}

/// back pops within the selected tab's navigation controller.
@Test func backPopsWithinTheSelectedTab() {
    var driver = Driver("tabbed-rotation")
    driver.tap("showLocked")
    #expect(driver.stack == ["HomeViewController#1", "LockedViewController#1", "VideoViewController#1"])
    #expect(driver.state.stackListing.map(\.tab) == [0, 0, 1])
    driver.back()
    #expect(driver.steps.first == "UINavigationController#1.popViewControllerAnimated:")
    #expect(driver.stack == ["HomeViewController#1", "VideoViewController#1"])
}

/// Tapping the selected navigation tab's item pops it to its root; tapping the selected content tab does nothing.
@Test func tappingTheSelectedItem() throws {
    var driver = Driver("tabbed-rotation")
    driver.tap("showLocked")
    try driver.send(.selectTab(index: 0))
    #expect(driver.steps == [
        "UINavigationController#1.popToRootViewControllerAnimated:",
        "LockedViewController#1.viewWillDisappear:",
        "HomeViewController#1.viewWillAppear:",
        "HomeViewController#1.viewWillLayoutSubviews", "HomeViewController#1.layoutSubviews", "HomeViewController#1.viewDidLayoutSubviews",
        "LockedViewController#1.viewDidDisappear:",
        "HomeViewController#1.viewDidAppear:",
    ])
    try driver.send(.selectTab(index: 1))
    try driver.send(.selectTab(index: 1))
    #expect(driver.steps == [])
}

/// selectTab is refused with an index out of range, and in an app with no tab bar.
@Test func selectTabRejections() {
    var tabbed = Driver("tabbed-rotation")
    #expect(tabbed.rejection(.selectTab(index: 2)) == .tabIndexOutOfRange(index: 2, count: 2))
    var logger = Driver("lifecycle-logger")
    #expect(logger.rejection(.selectTab(index: 0)) == .noTabBar)
}

/// iOS 5: every tab must agree. Video answers landscape only, so the tab bar launches in landscapeLeft (the fallback order) and refuses portrait; each tab is asked and logged.
@Test func iOS5TabBarNeedsEveryTabToAgree() {
    var driver = Driver("tabbed-rotation", os: .iOS5)
    #expect(driver.state.interfaceOrientation == .landscapeLeft)
    #expect(driver.steps[3...4] == ["HomeViewController#1.shouldAutorotateToInterfaceOrientation:", "VideoViewController#1.shouldAutorotateToInterfaceOrientation:"])
    driver.rotate(.portrait)
    #expect(driver.state.interfaceOrientation == .landscapeLeft)
}

/// The plain tab bar (option forwarding false) on iOS 6 rotates only where every tab's root agrees: the plain navigation tab's defaults ∩ Video's landscape.
@Test func plainTabBarIntersectsItsTabs() {
    var driver = Driver("tabbed-rotation", options: SessionOptions(forwarding: false))
    #expect(driver.state.interfaceOrientation == .landscapeLeft)
    #expect(driver.stack.first == "HomeViewController#1")
    #expect(driver.state.instance(driver.state.windowRoot).id.description == "UITabBarController#1")
    driver.rotate(.landscapeLeft)
    #expect(driver.state.interfaceOrientation == .landscapeRight)
    driver.rotate(.portrait)
    #expect(driver.state.interfaceOrientation == .landscapeRight)
}

/// The tab bar delegate's shouldSelect/didSelect wrap the switch.
@Test func tabBarDelegateCalls() throws {
    var definition = app("tabbed-rotation")
    definition.tabBar?.delegate = "RotatingTabBarController"
    var driver = Driver(app: definition)
    try driver.send(.selectTab(index: 1))
    #expect(driver.steps.first == "RotatingTabBarController#1.tabBarController:shouldSelectViewController:")
    #expect(driver.steps[1] == "RotatingTabBarController#1.setSelectedViewController:")
    #expect(driver.steps.last == "RotatingTabBarController#1.tabBarController:didSelectViewController:")
}
