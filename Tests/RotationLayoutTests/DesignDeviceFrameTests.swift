import AppCatalog
import Foundation
import InterfaceImport
import RotationEngine
import RotationLayout
import SwivelJSON
import Testing

/// Xcode's frames as the yardstick (docs/interface-import.md, "Design device"): a file imported
/// and run on its design device, in its design orientation, on a version of its era puts every
/// view where the file's saved frame says — relative to its superview, within half a point —
/// except the views Interface Builder marks `misplaced`. Fixtures are written for these tests
/// (Tests/InterfaceImportTests/Fixtures), their frames computed as Interface Builder saves them.
@Suite struct DesignDeviceFrameTests {
    /// What a fixture laid out on its design device gives: views compared, views that differ.
    struct Comparison {
        var designedOn: DesignedOn?
        var compared: [String] = []
        var differing: [String] = []
        var skipped: [String] = []
        var driver: Driver?
    }

    static func compare(_ name: String, controller key: String) throws -> Comparison {
        let url = ImportedStackLayoutTests.fixtures.appendingPathComponent(name)
        let bytes = [UInt8](try Data(contentsOf: url))
        let result = try InterfaceImporter.importFiles([InterfaceFile(name: name, bytes: bytes)])
        let definition = try AppCatalog.decodeFile(named: "imported", bytes: result.appBytes).definition
        var comparison = Comparison(designedOn: definition.designedOn)
        guard let design = definition.designedOn else { return comparison }
        let driver = Driver(definition, device: design.device, os: design.os, orientation: design.deviceOrientation)
        comparison.driver = driver
        let misplaced = Self.misplacedObjects(String(decoding: bytes, as: UTF8.self))
        let view = result.app["controllers"]?[key]?["view"]
        let shown = Set(driver.viewIDs)
        for element in Self.elements(view, parent: view?["id"]?.stringValue ?? "view") {
            if misplaced.contains(element.object) || element.conditional && !shown.contains(element.id) {
                comparison.skipped.append(element.id)
                continue
            }
            comparison.compared.append(element.id)
            guard let laidOut = driver.view(element.id)?.frame, let superview = driver.view(element.parent) else {
                comparison.differing.append("\(element.id): not laid out")
                continue
            }
            // UIKit's frame: in the superview's bounds, whose origin is a scroll view's content offset.
            let relative = Rect(
                x: laidOut.x - superview.frame.x + superview.bounds.x, y: laidOut.y - superview.frame.y + superview.bounds.y,
                width: laidOut.width, height: laidOut.height
            )
            let frame = element.frame
            let within = abs(relative.x - frame.x) <= 0.5 && abs(relative.y - frame.y) <= 0.5
                && abs(relative.width - frame.width) <= 0.5 && abs(relative.height - frame.height) <= 0.5
            if !within { comparison.differing.append("\(element.id): laid out at \(describe(relative)), the file says \(describe(frame))") }
        }
        return comparison
    }

    /// Every element of a layout's JSON: id, superview id, saved frame, IB object, and whether
    /// a size class decides if it is installed.
    static func elements(_ layout: JSONValue?, parent: String) -> [(id: String, parent: String, frame: Rect, object: String, conditional: Bool)] {
        var found: [(id: String, parent: String, frame: Rect, object: String, conditional: Bool)] = []
        for element in layout?["elements"]?.arrayValue ?? layout?["children"]?.arrayValue ?? [] {
            guard let id = element["id"]?.stringValue, let frame = element["frame"] else { continue }
            let rect = Rect(
                x: frame["x"]?.doubleValue ?? 0, y: frame["y"]?.doubleValue ?? 0,
                width: frame["width"]?.doubleValue ?? 0, height: frame["height"]?.doubleValue ?? 0
            )
            let conditional = element["installed"] != nil || element["when"] != nil
            found.append((id, parent, rect, element["source"]?["object"]?.stringValue ?? "", conditional))
            found += elements(element, parent: id)
        }
        return found
    }

    /// The object ids of the views Interface Builder marks `misplaced="YES"` (it writes one
    /// element's start tag on one line).
    static func misplacedObjects(_ text: String) -> Set<String> {
        var ids: Set<String> = []
        for line in text.split(separator: "\n") where line.contains(#"misplaced="YES""#) {
            guard let start = line.range(of: #" id=""#) else { continue }
            ids.insert(String(line[start.upperBound...].prefix { $0 != "\"" }))
        }
        return ids
    }

    /// Xcode 8 (trait collections, layout guides), iPhone 7 canvas: iphone-se on iOS 13, portrait,
    /// in a navigation controller whose top guide is 20 + 44; margins 16 on the root, 8 below.
    @Test func xcode8LayoutGuidesOnIPhone7() throws {
        let comparison = try Self.compare("Guides-Xcode8.storyboard", controller: "NotesViewController")
        #expect(comparison.designedOn == DesignedOn(device: DeviceCatalogue.device(id: "iphone-se")!, orientation: .portrait, os: OSVersion(major: 13)!))
        #expect(comparison.compared.count == 5)
        #expect(comparison.differing == [])
    }

    /// An opaque navigation bar (`translucent="NO"`) on Xcode 8's iPhone 7 canvas: iphone-se on
    /// iOS 13; the root view starts at 20 + 44 = 64 (375 × 603) and its top guide is 0 long, so the
    /// heading is 20 below the view's top, the button 20 above its bottom.
    @Test func xcode8OpaqueNavigationBar() throws {
        let comparison = try Self.compare("Opaque-Xcode8.storyboard", controller: "InboxViewController")
        #expect(comparison.designedOn == DesignedOn(device: DeviceCatalogue.device(id: "iphone-se")!, orientation: .portrait, os: OSVersion(major: 13)!))
        #expect(comparison.compared.count == 2)
        #expect(comparison.differing == [])
        let root = comparison.driver?.layout.allViews.first { $0.controller?.description == "InboxViewController#1" }
        #expect(root?.frame == Rect(x: 0, y: 64, width: 375, height: 603))
    }

    /// A navigation bar that prefers large titles on Xcode 10's iPhone X canvas: iPhone X on
    /// iOS 11; the bar is 44 + 96 = 140 from the top, so the shelf is 8 below it (148) and the
    /// footer on the safe area's bottom (812 − 34 − 44 = 734).
    @Test func xcode10LargeTitleOnIPhoneX() throws {
        let comparison = try Self.compare("LargeTitles-Xcode10.storyboard", controller: "LibraryViewController")
        #expect(comparison.designedOn == DesignedOn(device: DeviceCatalogue.device(id: "iphone-x")!, orientation: .portrait, os: .iOS11))
        #expect(comparison.compared.count == 2)
        #expect(comparison.differing == [])
        #expect(comparison.driver?.layout.navigationBar?.frame == Rect(x: 0, y: 44, width: 375, height: 96))
    }

    /// Xcode 10 safe areas on the iPhone X canvas: iPhone X on iOS 11; the band at the bottom has
    /// the home indicator's 34 pt as its own safe area; the misplaced label is not compared.
    @Test func xcode10SafeAreaOnIPhoneX() throws {
        let comparison = try Self.compare("SafeArea-Xcode10.storyboard", controller: "PlayerViewController")
        #expect(comparison.designedOn == DesignedOn(device: DeviceCatalogue.device(id: "iphone-x")!, orientation: .portrait, os: .iOS11))
        #expect(comparison.compared.count == 6)
        #expect(comparison.skipped == ["Moved"])
        #expect(comparison.differing == [])
    }

    /// An iPad Pro 11" canvas in landscape: iOS 12, the 24 pt status bar and 20 pt home indicator
    /// insets; the hint installed only in compact width is not in the layout.
    @Test func iPadLandscapeDesign() throws {
        let comparison = try Self.compare("Split-iPad-Landscape.storyboard", controller: "LibraryViewController")
        #expect(comparison.designedOn == DesignedOn(device: DeviceCatalogue.device(id: "ipad-pro-11")!, orientation: .landscapeRight, os: OSVersion(major: 12)!))
        #expect(comparison.compared.count == 3)
        #expect(comparison.skipped == ["Hint"])
        #expect(comparison.differing == [])
        #expect(comparison.driver?.layout.window == Size(width: 1194, height: 834))
    }

    /// Xcode 15's iPhone 15 Pro canvas: a stack view under the safe area, a card with its own
    /// margins that preserves its superview's, a button on the safe area's bottom; iOS 16.
    @Test func xcode15IPhone15Pro() throws {
        let comparison = try Self.compare("Modern-Xcode15.storyboard", controller: "SignUpViewController")
        #expect(comparison.designedOn == DesignedOn(device: iPhone15Pro, orientation: .portrait, os: .iOS16))
        #expect(comparison.compared.count == 7)
        #expect(comparison.differing == [])
        #expect(comparison.driver?.layout.constraints.unsatisfiable == [])
    }

    /// Xcode 14's `retina6_12` canvas is the 393 × 852 iPhone 15 Pro (59 pt safe top, 34 bottom),
    /// and a label or button saved with an empty text or title imports without one: the app
    /// decodes and every view sits where the file says.
    @Test func xcode14DynamicIslandCanvasWithBlankTexts() throws {
        let comparison = try Self.compare("Blank-Xcode14.storyboard", controller: "StatusViewController")
        #expect(comparison.designedOn == DesignedOn(device: iPhone15Pro, orientation: .portrait, os: .iOS16))
        #expect(comparison.compared.count == 3)
        #expect(comparison.differing == [])
        #expect(comparison.driver?.view("Detail")?.text == nil)
        #expect(comparison.driver?.view("Action")?.text == nil)
    }

    /// A static table on Xcode 15's iPhone 15 Pro canvas (iOS 16) whose rows pin their labels to
    /// the content view's margins: 11 points top and bottom, 16 at the sides (the root table's
    /// margins), 8 beside a disclosure indicator; both rows import as cells.
    @Test func xcode15TableRowsOnTheirCellMargins() throws {
        let comparison = try Self.compare("Cells-Xcode15.storyboard", controller: "SettingsTableViewController")
        #expect(comparison.designedOn == DesignedOn(device: iPhone15Pro, orientation: .portrait, os: .iOS16))
        #expect(comparison.compared.count == 6)
        #expect(comparison.differing == [])
        #expect(comparison.driver?.layout.allViews.filter { $0.kind == .cell }.map(\.id) == ["Set-cl-001", "Set-cl-002"])
    }

    /// Controls on Xcode 15's iPhone 15 Pro canvas (iOS 16), each where the file saved it and none
    /// ambiguous: a fixed-frame button (Interface Builder's build-time constraints), an
    /// equal-spacing stack with standard spacing (8) no constraint stretches along its axis (UIKit's
    /// canvas fit), its slider sticking out 2 points each side, a picker and a date picker sized by
    /// their content, a toolbar as tall as its content on the safe area's bottom.
    @Test func xcode15ControlsWhereTheFileSavedThem() throws {
        let comparison = try Self.compare("Controls-Xcode15.storyboard", controller: "ControlsViewController")
        #expect(comparison.designedOn == DesignedOn(device: iPhone15Pro, orientation: .portrait, os: .iOS16))
        #expect(comparison.compared.count == 7)
        #expect(comparison.differing == [])
        #expect(comparison.driver?.layout.constraints.ambiguous == [])
        #expect(comparison.driver?.view("Ctl-sv-001")?.frame.height == 68)
    }

    /// A settings screen of switches on Xcode 14's iPhone 15 Pro canvas (iOS 16): a switch 20
    /// inside the safe area's trailing edge, a row stack of a label and a switch, a fillEqually
    /// column of two switches (one of a custom class) 49 wide. Each switch's frame is 51 wide,
    /// 2 points past its alignment rectangle on the right, as Interface Builder saves it.
    @Test func xcode14SettingsSwitches() throws {
        let comparison = try Self.compare("Settings-Xcode14.storyboard", controller: "SettingsViewController")
        #expect(comparison.designedOn == DesignedOn(device: iPhone15Pro, orientation: .portrait, os: .iOS16))
        #expect(comparison.compared.count == 10)
        #expect(comparison.differing == [])
        #expect(comparison.driver?.layout.constraints.unsatisfiable == [])
        #expect(comparison.driver?.layout.constraints.ambiguous == [])
        #expect(comparison.driver?.view("WiFiSwitch")?.frame == Rect(x: 324, y: 116, width: 51, height: 31))
    }

    /// An Xcode 5 xib with iOS 6/7 deltas (the label 20 points lower on iOS 7, under the status
    /// bar its full-screen root view now covers): on its design device and era (3.5" iPhone,
    /// iOS 7) every view sits where the file saved it, label at y 40.
    @Test func xcode5DeltasLeaveTheSavedFramesOnIOS7() throws {
        let comparison = try Self.compare("Child-Xcode5.xib", controller: "ChildViewController")
        #expect(comparison.designedOn == DesignedOn(device: DeviceCatalogue.device(id: "iphone-3.5")!, orientation: .portrait, os: .iOS7))
        #expect(comparison.compared == ["timerLabel", "5"])
        #expect(comparison.differing == [])
        #expect(comparison.driver?.view("timerLabel")?.frame == Rect(x: 20, y: 40, width: 280, height: 60))
    }

    /// The same xib on iOS 6: the deltas move the label 20 up (y 40 → 20) in the 480-point design
    /// view, which then autoresizes to the 460 points below the status bar — the label keeps its
    /// top margin, the button its bottom one (400 → 380). With the root view at y 20, both are
    /// where iOS 7 shows them in the window — what the deltas are for.
    @Test func xcode5DeltasApplyOnIOS6() throws {
        let url = ImportedStackLayoutTests.fixtures.appendingPathComponent("Child-Xcode5.xib")
        let result = try InterfaceImporter.importFiles([InterfaceFile(name: "Child-Xcode5.xib", bytes: [UInt8](try Data(contentsOf: url)))])
        let definition = try AppCatalog.decodeFile(named: "imported", bytes: result.appBytes).definition
        let driver = Driver(definition, device: DeviceCatalogue.device(id: "iphone-3.5")!, os: .iOS6, orientation: .portrait)
        #expect(driver.view("portraitView")?.frame == Rect(x: 0, y: 20, width: 320, height: 460))
        #expect(driver.view("timerLabel")?.frame == Rect(x: 20, y: 40, width: 280, height: 60))
        #expect(driver.view("5")?.frame == Rect(x: 20, y: 400, width: 280, height: 44))
    }
}
