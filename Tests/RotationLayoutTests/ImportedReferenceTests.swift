import AppCatalog
import Foundation
import InterfaceImport
import RotationEngine
import RotationTestSupport
import Testing

/// References-Main.storyboard and References-Settings.storyboard imported together and driven
/// (docs/interface-import.md, "Storyboard references").
@Suite struct ImportedReferenceTests {
    static func imported() throws -> AppDefinition {
        let folder = ImportedStackLayoutTests.fixtures
        let files = try [("Main.storyboard", "References-Main.storyboard"), ("Settings.storyboard", "References-Settings.storyboard")].map { name, fixture in
            InterfaceFile(name: name, bytes: [UInt8](try Data(contentsOf: folder.appendingPathComponent(fixture))))
        }
        return try AppDefinitionDecoder.decode(try InterfaceImporter.importFiles(files).app)
    }

    /// Preferences pushes Settings' Prefs scene; back, About presents Settings' initial scene.
    @Test func referencedScenesAreReachedByTaps() throws {
        var driver = Driver(try Self.imported())
        #expect(driver.visible == "HomeViewController#1")
        driver.tap("prefs")
        #expect(driver.stack == ["HomeViewController#1", "PrefsViewController#1"])
        driver.back()
        driver.tap("about")
        #expect(driver.visible == "AboutViewController#1")
    }
}
