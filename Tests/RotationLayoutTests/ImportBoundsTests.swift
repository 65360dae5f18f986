import AppCatalog
import InterfaceImport
import RotationEngine
import Testing

/// A file the Interface Builder import takes is one the app format takes: the bounds are the
/// same (docs/interface-import.md, "Bounds"; docs/app-format.md).
@Suite struct ImportBoundsTests {
    /// A storyboard of 250 scenes (once past the app format's 200 controllers) imports and decodes, each scene a controller.
    @Test func aStoryboardOfTwoHundredFiftyScenesRegisters() throws {
        let scenes = (0..<250).map { index in
            """
            <scene sceneID="s\(index)"><objects><viewController id="c\(index)" customClass="Screen\(index)ViewController" sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" id="v\(index)"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/></view></viewController></objects></scene>
            """
        }.joined(separator: "\n")
        let file = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="c0">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <scenes>
        \(scenes)
        </scenes>
        </document>
        """
        let result = try InterfaceImporter.importFiles([InterfaceFile(name: "Main.storyboard", bytes: Array(file.utf8))])
        let app = try AppDefinitionDecoder.decode(result.app)
        #expect(app.controllers.count == 250)
        #expect(app.root == "Screen0ViewController")
    }
}
