import AppCatalog
import RotationEngine
import RotationLayout
import Testing

/// Table cells (docs/semantics.md, "Table cells"): from iOS 11 a cell's content view has 11
/// points of margin at its top and bottom and its table's margins at its sides, so a label
/// pinned to the content view's margins sits where Interface Builder draws it. Frames are
/// hand-computed: the table is the controller's root view, the row 44 tall at y 35 in it.
@Suite struct TableCellMarginTests {
    /// A root table view (`tableWidth` wide) holding one row whose content view (`contentWidth`
    /// wide: narrower when an accessory takes the rest) has a label pinned to its four margins.
    /// With `inset`, the table is a subview of a plain root view, that far in from its sides; with
    /// `rowInset`, the row is that far in from the table's (an inset-grouped table's rows).
    static func app(tableWidth: Double, contentWidth: Double? = nil, inset: Double? = nil, rowInset: Double = 0) -> AppDefinition {
        let rowWidth = tableWidth - 2 * rowInset
        let content = contentWidth ?? rowWidth
        let pinned = """
        [{"item": "title", "attribute": "leading", "toItem": "content", "toAttribute": "leadingMargin"},
         {"item": "title", "attribute": "top", "toItem": "content", "toAttribute": "topMargin"},
         {"item": "content", "attribute": "trailingMargin", "toItem": "title", "toAttribute": "trailing"},
         {"item": "content", "attribute": "bottomMargin", "toItem": "title", "toAttribute": "bottom"}]
        """
        let row = """
        {"id": "row", "kind": "cell", "class": "SettingsCell", "frame": {"x": \(rowInset), "y": 35, "width": \(rowWidth), "height": 44},
         "autoresizing": ["flexibleWidth"], "children": [
          {"id": "content", "class": "UITableViewCellContentView", "frame": {"x": 0, "y": 0, "width": \(content), "height": 44},
           "autoresizing": ["flexibleWidth", "flexibleHeight"], "translatesAutoresizingMaskIntoConstraints": true,
           "constraints": \(pinned), "children": [
            {"id": "title", "kind": "label", "text": "Wi-Fi", "frame": {"x": 1, "y": 1, "width": 1, "height": 1}}]}]}
        """
        let view: String
        let elements: String
        if let inset {
            view = #"{"id": "rootView", "size": {"width": \#(tableWidth + 2 * inset), "height": 600}}"#
            elements = """
            [{"id": "table", "class": "UITableView", "frame": {"x": \(inset), "y": 0, "width": \(tableWidth), "height": 600},
              "autoresizing": ["flexibleWidth", "flexibleHeight"], "children": [\(row)]}]
            """
        } else {
            view = #"{"id": "table", "class": "UITableView", "size": {"width": \#(tableWidth), "height": 600}}"#
            elements = "[\(row)]"
        }
        let json = """
        {"id": "cells", "root": "Settings", "controllers": {"Settings": {
          "supportedInterfaceOrientations": "all", "view": \(view), "elements": \(elements)}}}
        """
        do {
            return try AppCatalog.decodeFile(named: "cells.json", bytes: Array(json.utf8)).definition
        } catch {
            fatalError("test app does not decode: \(error)")
        }
    }

    /// The label's frame relative to the content view.
    static func titleInContent(_ driver: Driver) -> Rect? {
        guard let title = driver.view("title")?.frame, let content = driver.view("content")?.frame else { return nil }
        return Rect(x: title.x - content.x, y: title.y - content.y, width: title.width, height: title.height)
    }

    /// iPhone SE (375 points, compact width) on iOS 17: 16 points at the sides, 11 at the top and
    /// bottom — the label 375 − 32 = 343 wide and 44 − 22 = 22 tall.
    @Test func rowOnA375PointPhone() {
        let driver = Driver(Self.app(tableWidth: 375), device: DeviceCatalogue.device(id: "iphone-se")!, os: OSVersion(major: 17)!)
        expectFrame(Self.titleInContent(driver), rect(16, 11, 343, 22), "16 at the sides, 11 top and bottom")
        #expect(driver.layout.constraints.unsatisfiable.isEmpty)
    }

    /// iPhone 8 Plus (414 points) on iOS 15: its root views' 20-point margins reach the row too.
    @Test func rowOnA414PointPhone() {
        let driver = Driver(Self.app(tableWidth: 414), device: DeviceCatalogue.device(id: "iphone-8-plus")!, os: OSVersion(major: 15)!)
        expectFrame(Self.titleInContent(driver), rect(20, 11, 374, 22), "20 at the sides: 414 − 40")
    }

    /// An accessory narrows the content view to 341 points: its trailing edge no longer touches the
    /// table's margin, so it keeps its own 8 points there.
    @Test func accessoryLeavesTheContentViewItsOwnTrailingMargin() {
        let driver = Driver(Self.app(tableWidth: 375, contentWidth: 341), device: DeviceCatalogue.device(id: "iphone-se")!, os: OSVersion(major: 17)!)
        expectFrame(Self.titleInContent(driver), rect(16, 11, 341 - 16 - 8, 22), "16 leading, 8 trailing")
    }

    /// A table inside a plain root view, spanning it, gives its rows the root's 16 points; one 30
    /// points in from each side gives them no more than its own 8.
    @Test func tableInsideARootView() {
        var driver = Driver(Self.app(tableWidth: 375, inset: 0), device: DeviceCatalogue.device(id: "iphone-se")!, os: OSVersion(major: 17)!)
        expectFrame(Self.titleInContent(driver), rect(16, 11, 343, 22), "spanning the root: its 16 points")
        driver = Driver(Self.app(tableWidth: 315, inset: 30), device: DeviceCatalogue.device(id: "iphone-se")!, os: OSVersion(major: 17)!)
        expectFrame(Self.titleInContent(driver), rect(8, 11, 315 - 16, 22), "30 points in: the table's own 8")
    }

    /// A row of an inset-grouped table, 20 points in from the table's sides (414 points): its
    /// content keeps the table's 20-point margins from the row's own edges.
    @Test func insetGroupedRowTakesTheMarginsFromItsOwnEdges() {
        let driver = Driver(Self.app(tableWidth: 414, rowInset: 20), device: DeviceCatalogue.device(id: "iphone-8-plus")!, os: OSVersion(major: 15)!)
        expectFrame(Self.titleInContent(driver), rect(20, 11, 374 - 40, 22), "20 from the row's edges")
    }

    /// Before iOS 11 the content view has a view's 8-point margins, as before: the iPhone 5 on
    /// iOS 10 lays the label out 320 − 16 wide and 44 − 16 tall.
    @Test func beforeIOS11TheContentViewKeepsEightPoints() {
        let driver = Driver(Self.app(tableWidth: 320), device: .iphone4, os: OSVersion(major: 10)!)
        expectFrame(Self.titleInContent(driver), rect(8, 8, 304, 28), "8 on every side")
    }

    /// The row turns with the phone: in landscape (667 wide, 20-point margins from the 414-point
    /// rule) the label is 667 − 40 wide.
    @Test func rowFollowsTheTableInLandscape() {
        var driver = Driver(Self.app(tableWidth: 375), device: DeviceCatalogue.device(id: "iphone-se")!, os: OSVersion(major: 17)!)
        driver.rotate(.landscapeLeft)
        expectFrame(Self.titleInContent(driver), rect(20, 11, 627, 22), "landscape: 20 at the sides")
    }
}
