import AppCatalog
import Foundation
import InterfaceImport
import RotationEngine
import RotationLayout
import RotationTestSupport
import SwivelJSON
import Testing

/// Containers-Xcode10.storyboard imported and driven (docs/interface-import.md, "Container
/// views"): Dashboard's container view embeds Panel, whose Open button presents Detail.
@Suite struct ImportedContainerTests {
    static func imported() throws -> AppDefinition {
        let url = ImportedStackLayoutTests.fixtures.appendingPathComponent("Containers-Xcode10.storyboard")
        let result = try InterfaceImporter.importFiles([InterfaceFile(name: "Containers-Xcode10.storyboard", bytes: [UInt8](try Data(contentsOf: url)))])
        return try AppDefinitionDecoder.decode(result.app)
    }

    /// On the 4-inch iOS 6 phone Panel is embedded at launch, sized as the container
    /// (375 → 320 wide, 547 + (548 − 667) = 428 high), and its Open button presents Detail.
    @Test func embeddedPanelIsReachedByTaps() throws {
        var driver = Driver(try Self.imported())
        #expect(driver.stack == ["DashboardViewController#1", "PanelViewController#1"])
        #expect(driver.state.instance(driver.state.ref(of: "PanelViewController#1")!).bounds == size(320, 428))
        expectFrame(driver.view("open")?.frame, rect(16, 156, 120, 44), "open")
        driver.tap("open")
        #expect(driver.visible == "DetailViewController#1")
        #expect(driver.steps.contains("PanelViewController#1.viewWillDisappear:"))
    }
}
