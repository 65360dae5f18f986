import AppCatalog
import Foundation
import InterfaceImport
import RotationEngine
import RotationLayout
import SwivelJSON
import Testing

/// An Interface Builder file with stack views, imported and laid out on its design device in
/// its design orientation, puts every view where the file's saved frame says (the yardstick for
/// modern files in docs/interface-import.md: within half a point, relative to its superview).
@Suite struct ImportedStackLayoutTests {
    static var fixtures: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("InterfaceImportTests").appendingPathComponent("Fixtures")
    }

    /// Every element of a layout's JSON with its superview's id, depth first.
    static func elements(_ layout: JSONValue?, parent: String) -> [(id: String, parent: String, frame: Rect)] {
        var found: [(id: String, parent: String, frame: Rect)] = []
        for element in layout?["elements"]?.arrayValue ?? layout?["children"]?.arrayValue ?? [] {
            guard let id = element["id"]?.stringValue, let frame = element["frame"] else { continue }
            let rect = Rect(
                x: frame["x"]?.doubleValue ?? 0, y: frame["y"]?.doubleValue ?? 0,
                width: frame["width"]?.doubleValue ?? 0, height: frame["height"]?.doubleValue ?? 0
            )
            found.append((id, parent, rect))
            found += elements(element, parent: id)
        }
        return found
    }

    /// Stack-Xcode10.storyboard (a row stack of two labels and a button, centred, the button
    /// stretching; below it a vertical stack of a switch and a label hugging its widest view),
    /// on its retina4_0 design device (Swivel's 4" iPhone, iOS 9: the first with stack views) in portrait: every view's frame in
    /// its superview is the file's, within 0.5 pt, and nothing is ambiguous or broken.
    @Test func framesMatchTheFile() throws {
        let bytes = [UInt8](try Data(contentsOf: Self.fixtures.appendingPathComponent("Stack-Xcode10.storyboard")))
        let result = try InterfaceImporter.importFiles([InterfaceFile(name: "Stack-Xcode10.storyboard", bytes: bytes)])
        let definition = try AppCatalog.decodeFile(named: "imported", bytes: result.appBytes).definition
        let driver = Driver(definition, device: .iphone4, os: .iOS9)
        let view = result.app["controllers"]?["FormViewController"]?["view"]
        let expected = Self.elements(view, parent: view?["id"]?.stringValue ?? "view")
        #expect(expected.count == 7)
        for (id, parent, frame) in expected {
            guard let laidOut = driver.view(id)?.frame, let superview = driver.view(parent)?.frame else { continue }
            let relative = Rect(x: laidOut.x - superview.x, y: laidOut.y - superview.y, width: laidOut.width, height: laidOut.height)
            let within = abs(relative.x - frame.x) <= 0.5 && abs(relative.y - frame.y) <= 0.5
                && abs(relative.width - frame.width) <= 0.5 && abs(relative.height - frame.height) <= 0.5
            #expect(within, "\(id): laid out at \(describe(relative)), the file says \(describe(frame))")
            #expect(driver.view(id)?.layoutBy == .constraints)
        }
        #expect(driver.layout.constraints.ambiguous.isEmpty)
        #expect(driver.layout.constraints.unsatisfiable.isEmpty)
    }
}
