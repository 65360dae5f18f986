import AppCatalog
import Foundation
import InterfaceImport
import RotationEngine
import RotationTestSupport
import Testing

/// An imported split view driven by taps (docs/interface-import.md, "Split views";
/// docs/semantics.md, "Split views"): SplitMail-Xcode10.storyboard's split view holds Folders
/// (a navigation column) and Welcome; its prototype cell shows Message with a showDetail segue.
@Suite struct ImportedSplitViewTests {
    static func imported() throws -> AppDefinition {
        let name = "SplitMail-Xcode10.storyboard"
        let url = ImportedStackLayoutTests.fixtures.appendingPathComponent(name)
        let result = try InterfaceImporter.importFiles([InterfaceFile(name: name, bytes: [UInt8](try Data(contentsOf: url)))])
        return try AppDefinitionDecoder.decode(result.app)
    }

    static func bounds(_ driver: Driver, _ id: String) -> Rect? {
        driver.state.instances.first { $0.id.description == id }?.bounds
    }

    /// Expanded on an iPad in landscape (iOS 9): tapping the cell replaces Welcome with Message in the secondary column, 704 × 768 beside Folders.
    @Test func showDetailReplacesTheSecondaryOnAnIPad() throws {
        var driver = Driver(try Self.imported(), device: .ipad, os: .iOS9, orientation: .landscapeLeft)
        #expect(driver.stack == ["FoldersViewController#1", "WelcomeViewController#1"])
        driver.tap("FolderCell")
        #expect(driver.steps == [
            "FoldersViewController#1.FolderCellTapped:", "MailSplitViewController#1.showDetailViewController:sender:",
            "MessageViewController#1.loadView", "MessageViewController#1.viewDidLoad",
            "WelcomeViewController#1.viewWillDisappear:", "MessageViewController#1.viewWillAppear:",
            "MessageViewController#1.traitCollectionDidChange:", "MessageViewController#1.viewWillLayoutSubviews", "MessageViewController#1.layoutSubviews", "MessageViewController#1.viewDidLayoutSubviews",
            "WelcomeViewController#1.viewDidDisappear:", "MessageViewController#1.viewDidAppear:",
        ])
        #expect(driver.stack == ["FoldersViewController#1", "MessageViewController#1"])
        #expect(driver.state.visibleControllers.map { driver.state.instance($0).id.description } == ["FoldersViewController#1", "MessageViewController#1"])
        #expect(Self.bounds(driver, "MessageViewController#1") == size(704, 768))
    }

    /// Collapsed on a phone in portrait (iOS 17): Welcome starts pushed on Folders; back, then the cell pushes Message on the primary's navigation controller.
    @Test func showDetailPushesOnAPhone() throws {
        let phone = try #require(DeviceCatalogue.device(id: "iphone-15-pro-max"))
        var driver = Driver(try Self.imported(), device: phone, os: .iOS17)
        #expect(driver.stack == ["FoldersViewController#1", "WelcomeViewController#1"])
        driver.back()
        #expect(driver.visible == "FoldersViewController#1")
        driver.tap("FolderCell")
        #expect(Array(driver.steps.prefix(3)) == [
            "FoldersViewController#1.FolderCellTapped:", "MailSplitViewController#1.showDetailViewController:sender:",
            "UINavigationController#1.pushViewController:animated:",
        ])
        #expect(driver.stack == ["FoldersViewController#1", "MessageViewController#1"])
        #expect(driver.visible == "MessageViewController#1")
    }

    /// The Compose bar button item's showDetail is not animated (animates="NO"): expanded, Compose replaces Welcome.
    @Test func composeBarButtonItemShowsItsDetail() throws {
        var driver = Driver(try Self.imported(), device: .ipad, os: .iOS9, orientation: .landscapeLeft)
        driver.tap("Compose")
        #expect(driver.stack == ["FoldersViewController#1", "ComposeViewController#1"])
        #expect(driver.visible == "ComposeViewController#1")
    }
}
