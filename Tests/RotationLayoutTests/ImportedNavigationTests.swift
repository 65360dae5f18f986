import AppCatalog
import Foundation
import InterfaceImport
import RotationEngine
import RotationLayout
import RotationTestSupport
import SwivelJSON
import Testing

/// The file's navigation, imported and driven by taps (docs/interface-import.md, "The file's
/// navigation"): Navigation-Xcode10.storyboard draws a segue from each kind of source — a
/// static cell, a prototype cell, a bar button item, a toolbar item, buttons — to pushed
/// controllers, a presented navigation controller and a presented tab bar controller, and
/// unwinds from each of those.
@Suite struct ImportedNavigationTests {
    static func imported(overlay: String? = nil) throws -> AppDefinition {
        let url = ImportedStackLayoutTests.fixtures.appendingPathComponent("Navigation-Xcode10.storyboard")
        let result = try InterfaceImporter.importFiles([InterfaceFile(name: "Navigation-Xcode10.storyboard", bytes: [UInt8](try Data(contentsOf: url)))])
        var app = result.app
        if let overlay { app = try ImportOverlay.merge(Array(overlay.utf8), into: app) }
        return try AppDefinitionDecoder.decode(app)
    }

    /// Every scene the file draws is reached by taps: the static cell pushes Detail, its
    /// prototype row pushes Item, Item's unwind goes back to Detail (the controller leading to
    /// it is given the action), the Add bar item presents the Compose navigation controller,
    /// whose Next pushes inside it, Done and Cancel unwind; the Tabs toolbar item presents the
    /// tab bar controller, both tabs show, Close unwinds home.
    @Test func everySceneIsReachedByTaps() throws {
        var driver = Driver(try Self.imported())
        #expect(driver.visible == "HomeTableViewController#1")
        driver.tap("DetailCell")
        #expect(driver.visible == "DetailViewController#1")
        driver.tap("Det-cl-001")
        #expect(driver.visible == "ItemViewController#1")
        driver.tap("Unwind")
        #expect(driver.steps == [
            "ItemViewController#1.UnwindTapped:", "ItemViewController#1.unwind", "DetailViewController#1.unwindToHome:",
            "UINavigationController#1.popToViewController:animated:", "ItemViewController#1.viewWillDisappear:",
            "DetailViewController#1.viewWillAppear:", "DetailViewController#1.viewWillLayoutSubviews",
            "DetailViewController#1.layoutSubviews", "DetailViewController#1.viewDidLayoutSubviews",
            "ItemViewController#1.viewDidDisappear:", "DetailViewController#1.viewDidAppear:",
        ])
        driver.back()
        #expect(driver.visible == "HomeTableViewController#1")

        driver.tap("Add")
        #expect(driver.stack == ["HomeTableViewController#1", "ComposeViewController#1"])
        #expect(driver.state.frontNavigation.map { driver.state.instance($0).id.description } == "UINavigationController#2")
        driver.tap("Next")
        #expect(driver.stack == ["HomeTableViewController#1", "ComposeViewController#1", "ComposeStepViewController#1"])
        #expect(driver.state.hasBackButton)
        driver.tap("Done")
        #expect(driver.visible == "ComposeViewController#1")
        driver.tap("Cancel")
        #expect(driver.visible == "HomeTableViewController#1")
        #expect(driver.stack == ["HomeTableViewController#1"])

        driver.tap("Tabs")
        #expect(driver.visible == "FirstTabViewController#1")
        try driver.send(.selectTab(index: 1))
        #expect(driver.visible == "SecondTabViewController#1")
        try driver.send(.selectTab(index: 0))
        driver.tap("Close")
        #expect(driver.visible == "HomeTableViewController#1")
        #expect(driver.stack == ["HomeTableViewController#1"])
    }

    /// An unwind goes to the nearest controller on the path back whose class implements the
    /// action, at any depth: with the overlay naming only Home, Done on the step pushed inside
    /// the presented navigation controller pops nothing it can see — the presented stack
    /// leaves with the dismissal, Home appears once.
    @Test func unwindCrossesAPresentation() throws {
        let overlay = #"{"controllers": {"ComposeViewController": {"unwindActions": null}}}"#
        var driver = Driver(try Self.imported(overlay: overlay))
        driver.tap("Add")
        driver.tap("Next")
        driver.tap("Done")
        #expect(driver.steps == [
            "ComposeStepViewController#1.DoneTapped:", "ComposeStepViewController#1.unwind", "HomeTableViewController#1.unwindToHome:",
            "HomeTableViewController#1.dismissViewControllerAnimated:completion:", "ComposeStepViewController#1.viewWillDisappear:",
            "HomeTableViewController#1.viewWillAppear:", "HomeTableViewController#1.viewWillLayoutSubviews",
            "HomeTableViewController#1.layoutSubviews", "HomeTableViewController#1.viewDidLayoutSubviews",
            "ComposeStepViewController#1.viewDidDisappear:", "HomeTableViewController#1.viewDidAppear:",
        ])
        #expect(driver.stack == ["HomeTableViewController#1"])
    }

    /// The static rows lie at their designed heights in the table, the prototype is one row
    /// of 50 pt with no contents, the home screen's bars show the Add item on the right and
    /// the Tabs item in the toolbar (iPhone 4-inch, iOS 6: a 44 pt toolbar above the screen's
    /// bottom, the table 44 pt shorter).
    @Test func rowsAndBarItemsAreLaidOut() throws {
        var driver = Driver(try Self.imported())
        #expect(driver.view("DetailCell")?.frame == Rect(x: 0, y: 64 + 18, width: 320, height: 44))
        #expect(driver.view("aboutRow")?.frame == Rect(x: 0, y: 64 + 62, width: 320, height: 60))
        #expect(driver.view("DetailTitle")?.frame == Rect(x: 16, y: 64 + 18 + 11, width: 145, height: 21))
        let bar = try #require(driver.layout.navigationBar)
        #expect(bar.items.map(\.id) == ["Add"])
        #expect(bar.items.first?.frame == Rect(x: 320 - 5 - 45, y: 20 + 7, width: 45, height: 30))
        let toolbar = try #require(driver.layout.toolbar)
        #expect(toolbar.frame == Rect(x: 0, y: 568 - 44, width: 320, height: 44))
        #expect(toolbar.items.map(\.title) == ["Tabs"])
        #expect(driver.view("view")?.frame == Rect(x: 0, y: 64, width: 320, height: 568 - 64 - 44))
        driver.tap("DetailCell")
        #expect(driver.view("Det-cl-001")?.frame == Rect(x: 0, y: 64 + 64 + 28, width: 320, height: 50))
        #expect(driver.view("Det-cl-001")?.children.isEmpty == true)
        #expect(driver.layout.toolbar?.items.isEmpty == true)
    }

    /// A collection view's prototype items are elements at their saved frames, without their
    /// contents: on the design device (iphone-15-pro, iOS 17) the gallery's root view fills the
    /// window and, a navigation controller's content scroll view, insets its content by its safe
    /// area (103 = 59 + the 44-point bar at the top, 34 at the bottom): the first item at its
    /// content's top left (0, 0, 128 × 128; on screen at y 103), the second beside it at 138;
    /// tapping the first follows its show segue to Photo, pushed.
    @Test func aCollectionViewItemFollowsItsSegue() throws {
        let url = ImportedStackLayoutTests.fixtures.appendingPathComponent("Collection-Xcode15.storyboard")
        let result = try InterfaceImporter.importFiles([InterfaceFile(name: "Collection-Xcode15.storyboard", bytes: [UInt8](try Data(contentsOf: url)))])
        var driver = Driver(try AppDefinitionDecoder.decode(result.app), device: iPhone15Pro, os: .iOS17)
        #expect(driver.visible == "GalleryViewController#1")
        let gallery = try #require(driver.layout.root.allViews().first { $0.controller?.description == "GalleryViewController#1" })
        #expect(gallery.contentInset == EdgeInsets(top: 103, left: 0, bottom: 34, right: 0))
        #expect(gallery.bounds == Rect(x: 0, y: -103, width: 393, height: 852))
        #expect(driver.view("Gal-cl-001")?.frame == Rect(x: 0, y: 103, width: 128, height: 128))
        #expect(driver.view("Gal-cl-001")?.children.isEmpty == true)
        #expect(driver.view("Gal-cl-002")?.frame == Rect(x: 138, y: 103, width: 128, height: 128))
        driver.tap("Gal-cl-001")
        #expect(driver.stack == ["GalleryViewController#1", "PhotoViewController#1"])
        #expect(result.notes.map(\.message).contains("2 prototype cell(s) of UICollectionView become one item each at the designed frame, the source of their segues; their contents are not laid out (they need data)"))
    }

    /// A static row with a detail button: the row's tap pushes Detail, the accessory button's
    /// (`acc-cell-accessory`, right of the 272-point content view, kept at the row's trailing
    /// edge) pushes Info; on iphone-4 / iOS 6 the row is 320 wide, the button at 272–320.
    @Test func anAccessoryButtonFollowsItsOwnSegue() throws {
        let file = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14460" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="nav">
            <scenes>
                <scene sceneID="n"><objects><navigationController id="nav" sceneMemberID="viewController">
                    <connections><segue destination="home" kind="relationship" relationship="rootViewController" id="r"/></connections>
                </navigationController></objects></scene>
                <scene sceneID="h"><objects><tableViewController id="home" customClass="HomeViewController" sceneMemberID="viewController">
                    <tableView key="view" style="grouped" dataMode="static" rowHeight="44" id="table"><rect key="frame" x="0" y="0" width="320" height="504"/>
                        <sections><tableViewSection id="sec"><cells>
                            <tableViewCell accessoryType="detailDisclosureButton" id="acc-cell"><rect key="frame" x="0" y="0" width="320" height="44"/>
                                <tableViewCellContentView key="contentView" id="content"><rect key="frame" x="0" y="0" width="272" height="44"/></tableViewCellContentView>
                                <connections>
                                    <segue destination="detail" kind="show" id="select"/>
                                    <segue destination="info" kind="show" trigger="accessoryAction" id="accessory"/>
                                </connections>
                            </tableViewCell>
                        </cells></tableViewSection></sections>
                    </tableView>
                </tableViewController></objects></scene>
                <scene sceneID="d"><objects><viewController id="detail" customClass="DetailViewController" sceneMemberID="viewController">
                    <view key="view" id="dv"><rect key="frame" x="0" y="0" width="320" height="504"/></view>
                </viewController></objects></scene>
                <scene sceneID="i"><objects><viewController id="info" customClass="InfoViewController" sceneMemberID="viewController">
                    <view key="view" id="iv"><rect key="frame" x="0" y="0" width="320" height="504"/></view>
                </viewController></objects></scene>
            </scenes>
        </document>
        """
        let result = try InterfaceImporter.importFiles([InterfaceFile(name: "Accessory.storyboard", bytes: Array(file.utf8))])
        var driver = Driver(try AppDefinitionDecoder.decode(result.app))
        let row = try #require(driver.view("acc-cell")?.frame)
        #expect(driver.view("acc-cell-accessory")?.frame == Rect(x: 272, y: row.y, width: 48, height: 44))
        driver.tap("acc-cell-accessory")
        #expect(driver.stack == ["HomeViewController#1", "InfoViewController#1"])
        driver.back()
        driver.tap("acc-cell")
        #expect(driver.stack == ["HomeViewController#1", "DetailViewController#1"])
    }
}
