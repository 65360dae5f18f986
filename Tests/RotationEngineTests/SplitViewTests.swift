import RotationEngine
import RotationTestSupport
import Testing

// docs/semantics.md, "Split views": UISplitViewController expanded on an iPad and on a Plus/Max
// phone in landscape, collapsed where the width is compact, showPrimary, showDetail.

let iPhone15ProMax = DeviceCatalogue.device(id: "iphone-15-pro-max")!

/// A mail-like split view: Inbox (a navigation column) and Message; `open` shows a detail.
func splitApp(secondary: String = #""Message""#, primary: String = #"{"controller": "Inbox", "navigationController": {}}"#, mode: String = "automatic") -> AppDefinition {
    posted("""
    {"id": "mail", "splitViewController": {"primary": \(primary), "secondary": \(secondary), "preferredDisplayMode": "\(mode)"},
     "controllers": {
       "Inbox": {"title": "Inbox", "elements": [{"id": "open", "kind": "button", "frame": {"x": 0, "y": 100, "width": 320, "height": 44},
                                                  "action": {"type": "showDetail", "controller": "Reader"}}]},
       "Message": {"title": "Message"}, "Reader": {"title": "Reader"}
     }}
    """)
}

/// iPad landscape (iOS 9) launches expanded: Inbox 320 pt wide beside Message (704 × 768), both load and appear together.
@Test func splitLaunchesExpandedOnIPadLandscape() {
    let driver = Driver(splitApp(), device: .ipad, os: .iOS9, orientation: .landscapeLeft)
    #expect(driver.steps == [
        "Inbox#1.loadView", "Inbox#1.viewDidLoad", "Message#1.loadView", "Message#1.viewDidLoad",
        "Inbox#1.viewWillAppear:", "Message#1.viewWillAppear:",
        "Inbox#1.traitCollectionDidChange:", "Message#1.traitCollectionDidChange:",
        "Inbox#1.viewWillLayoutSubviews", "Inbox#1.layoutSubviews", "Inbox#1.viewDidLayoutSubviews",
        "Message#1.viewWillLayoutSubviews", "Message#1.layoutSubviews", "Message#1.viewDidLayoutSubviews",
        "Inbox#1.viewDidAppear:", "Message#1.viewDidAppear:",
    ])
    #expect(driver.instance("Inbox#1")?.bounds == size(320, 768))
    #expect(driver.instance("Message#1")?.bounds == size(704, 768))
    #expect(driver.state.visibleControllers.map { driver.state.instance($0).id.description } == ["Inbox#1", "Message#1"])
    #expect(driver.stack == ["Inbox#1", "Message#1"])
    #expect(driver.visible == "Message#1")
}

/// iPad portrait with automatic: the secondary alone (768 × 1024); the primary neither loads nor appears until showPrimary shows it over the secondary, 320 pt wide.
@Test func splitAutomaticHidesThePrimaryInIPadPortraitUntilShowPrimary() throws {
    var driver = Driver(splitApp(), device: .ipad, os: .iOS9)
    #expect(driver.instance("Inbox#1")?.isViewLoaded == false)
    #expect(driver.instance("Message#1")?.bounds == size(768, 1024))
    #expect(driver.state.visibleControllers.map { driver.state.instance($0).id.description } == ["Message#1"])
    try driver.send(.showPrimary)
    #expect(driver.steps == [
        "UISplitViewController#1.showColumn:", "Inbox#1.loadView", "Inbox#1.viewDidLoad", "Inbox#1.viewWillAppear:",
        "Inbox#1.traitCollectionDidChange:", "Inbox#1.viewWillLayoutSubviews", "Inbox#1.layoutSubviews", "Inbox#1.viewDidLayoutSubviews", "Inbox#1.viewDidAppear:",
    ])
    #expect(driver.instance("Inbox#1")?.bounds == size(320, 1024))
    #expect(driver.visible == "Inbox#1")
    #expect(driver.rejection(.showPrimary) == .noHiddenPrimary)
}

/// Rotating the iPad from landscape to portrait hides the automatic primary: viewWillDisappear: before the size transition, viewDidDisappear: after; only Message transitions.
@Test func splitIPadRotationToPortraitHidesThePrimary() {
    var driver = Driver(splitApp(), device: .ipad, os: .iOS9, orientation: .landscapeLeft)
    driver.rotate(.portrait)
    #expect(driver.steps == [
        "Inbox#1.viewWillDisappear:", "Message#1.viewWillTransitionToSize:withTransitionCoordinator:",
        "Message#1.viewWillLayoutSubviews", "Message#1.layoutSubviews", "Message#1.viewDidLayoutSubviews", "Inbox#1.viewDidDisappear:",
    ])
    #expect(driver.instance("Message#1")?.bounds == size(768, 1024))
}

/// A Max phone in portrait launches collapsed: the primary navigation controller pushes Message onto Inbox; only Message appears, full screen (430 × 932).
@Test func splitLaunchesCollapsedOnAMaxPhoneInPortrait() {
    let driver = Driver(splitApp(), device: iPhone15ProMax, os: .iOS17)
    #expect(driver.steps == [
        "UINavigationController#1.collapseSecondaryViewController:forSplitViewController:", "UINavigationController#1.pushViewController:animated:",
        "Message#1.loadView", "Message#1.viewDidLoad", "Message#1.viewWillAppear:", "Message#1.viewIsAppearing:",
        "Message#1.viewWillLayoutSubviews", "Message#1.layoutSubviews", "Message#1.viewDidLayoutSubviews", "Message#1.viewDidAppear:",
    ])
    #expect(driver.stack == ["Inbox#1", "Message#1"])
    #expect(driver.visible == "Message#1")
    #expect(driver.state.backButtonTitle == "Inbox")
    #expect(driver.instance("Message#1")?.bounds == size(430, 932))
    #expect(driver.instance("Inbox#1")?.isViewLoaded == false)
}

/// Turning the Max phone to landscape expands it: Message is popped out of Inbox's stack into the secondary column (612 × 430), Inbox loads and appears beside it (320 × 430); turning back collapses it again.
@Test func splitExpandsAndCollapsesAsAMaxPhoneTurns() {
    var driver = Driver(splitApp(), device: iPhone15ProMax, os: .iOS17)
    driver.rotate(.landscapeLeft)
    #expect(driver.steps == [
        "UINavigationController#1.separateSecondaryViewControllerForSplitViewController:", "UINavigationController#1.popToViewController:animated:",
        "Inbox#1.loadView", "Inbox#1.viewDidLoad", "Inbox#1.viewWillAppear:",
        "Inbox#1.willTransitionToTraitCollection:withTransitionCoordinator:", "Message#1.willTransitionToTraitCollection:withTransitionCoordinator:",
        "Inbox#1.viewWillTransitionToSize:withTransitionCoordinator:", "Message#1.viewWillTransitionToSize:withTransitionCoordinator:",
        "Inbox#1.traitCollectionDidChange:", "Message#1.traitCollectionDidChange:",
        "Inbox#1.viewSafeAreaInsetsDidChange", "Message#1.viewSafeAreaInsetsDidChange",
        "Inbox#1.viewWillLayoutSubviews", "Inbox#1.layoutSubviews", "Inbox#1.viewDidLayoutSubviews",
        "Message#1.viewWillLayoutSubviews", "Message#1.layoutSubviews", "Message#1.viewDidLayoutSubviews",
        "Inbox#1.viewDidAppear:",
    ])
    #expect(driver.instance("Inbox#1")?.bounds == size(320, 430))
    #expect(driver.instance("Message#1")?.bounds == size(612, 430))
    #expect(driver.state.instance(driver.state.windowRoot).split?.collapsed == false)
    #expect(driver.state.backButtonTitle == nil)

    driver.rotate(.portrait)
    #expect(driver.steps == [
        "UINavigationController#1.collapseSecondaryViewController:forSplitViewController:", "UINavigationController#1.pushViewController:animated:",
        "Inbox#1.viewWillDisappear:",
        "Message#1.willTransitionToTraitCollection:withTransitionCoordinator:", "Message#1.viewWillTransitionToSize:withTransitionCoordinator:",
        "Message#1.traitCollectionDidChange:", "Message#1.viewSafeAreaInsetsDidChange",
        "Message#1.viewWillLayoutSubviews", "Message#1.layoutSubviews", "Message#1.viewDidLayoutSubviews",
        "Inbox#1.viewDidDisappear:",
    ])
    #expect(driver.stack == ["Inbox#1", "Message#1"])
    #expect(driver.instance("Message#1")?.bounds == size(430, 932))
}

/// A plain (non-navigation) primary collapses to itself: UIKit's default collapse does nothing, Inbox alone shows and Message stays aside; expanding shows Message again.
@Test func splitWithAPlainPrimaryCollapsesToThePrimaryAlone() {
    var driver = Driver(splitApp(primary: #""Inbox""#), device: iPhone15ProMax, os: .iOS17)
    #expect(driver.steps.first == "Inbox#1.collapseSecondaryViewController:forSplitViewController:")
    #expect(driver.state.visibleControllers.map { driver.state.instance($0).id.description } == ["Inbox#1"])
    #expect(driver.stack == ["Inbox#1", "Message#1"])
    #expect(driver.state.stackListing.map(\.visible) == [true, false])
    #expect(driver.instance("Inbox#1")?.bounds == size(430, 932))
    driver.rotate(.landscapeLeft)
    #expect(driver.lastTrace.first("Message#1.viewWillAppear:")?.bounds == size(612, 430))
    #expect(driver.state.visibleControllers.map { driver.state.instance($0).id.description } == ["Inbox#1", "Message#1"])
}

/// showDetail replaces the secondary when expanded (Message disappears, Reader appears at 704 × 768) and is pushed on the primary's stack when collapsed.
@Test func splitShowDetailReplacesWhenExpandedAndPushesWhenCollapsed() {
    var expanded = Driver(splitApp(), device: .ipad, os: .iOS9, orientation: .landscapeLeft)
    expanded.tap("open")
    #expect(expanded.steps == [
        "Inbox#1.openTapped:", "UISplitViewController#1.showDetailViewController:sender:",
        "Reader#1.loadView", "Reader#1.viewDidLoad", "Message#1.viewWillDisappear:", "Reader#1.viewWillAppear:",
        "Reader#1.traitCollectionDidChange:", "Reader#1.viewWillLayoutSubviews", "Reader#1.layoutSubviews", "Reader#1.viewDidLayoutSubviews",
        "Message#1.viewDidDisappear:", "Reader#1.viewDidAppear:",
    ])
    #expect(expanded.stack == ["Inbox#1", "Reader#1"])
    #expect(expanded.instance("Reader#1")?.bounds == size(704, 768))

    var collapsed = Driver(splitApp(), device: iPhone15ProMax, os: .iOS17)
    collapsed.back()
    collapsed.tap("open")
    #expect(collapsed.steps.prefix(3) == [
        "Inbox#1.openTapped:", "UISplitViewController#1.showDetailViewController:sender:", "UINavigationController#1.pushViewController:animated:",
    ])
    #expect(collapsed.stack == ["Inbox#1", "Reader#1"])
    #expect(collapsed.visible == "Reader#1")
}

/// A navigation secondary collapses its whole stack onto the primary's (its navigation controller set aside) and gets it back when the phone turns to landscape.
@Test func splitNavigationSecondaryMovesBetweenColumns() {
    var driver = Driver(splitApp(secondary: #"{"controller": "Message", "navigationController": {}}"#), device: iPhone15ProMax, os: .iOS17)
    #expect(driver.stack == ["Inbox#1", "Message#1"])
    #expect(driver.state.instance(driver.state.windowRoot).children.count == 1)
    driver.rotate(.landscapeLeft)
    let root = driver.state.instance(driver.state.windowRoot)
    #expect(root.children.map { driver.state.instance($0).id.description } == ["UINavigationController#1", "UINavigationController#2"])
    #expect(driver.instance("Message#1")?.parent.map { driver.state.instance($0).id.description } == "UINavigationController#2")
    #expect(driver.instance("Message#1")?.bounds == size(612, 430))
}

/// A split view in a tab: the tab shows both columns on an iPad in landscape (from iOS 7 views extend under the tab bar).
@Test func splitInATab() {
    let definition = posted("""
    {"id": "tabbed-split", "tabBarController": {"tabs": [
        {"title": "Mail", "splitViewController": {"primary": "Inbox", "secondary": "Message", "preferredDisplayMode": "oneBesideSecondary"}},
        {"title": "Other", "controller": "Other"}]}}
    """)
    let driver = Driver(definition, device: .ipad, os: .iOS9, orientation: .landscapeLeft)
    #expect(driver.state.visibleControllers.map { driver.state.instance($0).id.description } == ["Inbox#1", "Message#1"])
    #expect(driver.instance("Inbox#1")?.bounds == size(320, 768))
    #expect(driver.instance("Message#1")?.bounds == size(704, 768))
    #expect(driver.stack == ["Inbox#1", "Message#1", "Other#1"])
}

/// Before iOS 8 a split view is iPad only: a phone session crashes at launch with UIKit's exception; an iOS 6 iPad runs it expanded (Inbox under its 44 pt navigation bar, below the 20 pt status bar).
@Test func splitBeforeIOS8IsIPadOnly() {
    let phone = Driver(splitApp(), device: .iphone4, os: .iOS6)
    #expect(phone.state.status.crash?.reason == "UISplitViewController is only supported when running under UIUserInterfaceIdiomPad")
    let pad = Driver(splitApp(mode: "oneBesideSecondary"), device: .ipad, os: .iOS6)
    #expect(pad.state.status == .running)
    #expect(pad.instance("Inbox#1")?.bounds == size(320, 960))
    #expect(pad.instance("Message#1")?.bounds == size(448, 1004))
}
