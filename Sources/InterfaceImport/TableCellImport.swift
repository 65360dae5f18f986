/// Table view cells as rows (docs/interface-import.md, "Table cells"): a static table's cells
/// become rows laid out at their designed heights, their content views and subviews as in any
/// view; each prototype cell becomes one row at its designed height — the element its segues
/// start from — its contents left out (they need data the file does not have).
enum TableCellImport {
    struct Row {
        var cell: MarkupElement
        var prototype: Bool
        /// Where the row sits when the file saved no frame for it (older files): below the rows
        /// before it, as wide as the table, at the cell's (else the table's, else 44 pt) row height.
        var fallbackFrame: (x: Double, y: Double, width: Double, height: Double)
    }

    /// The rows of a `tableView`: its static cells (every section's, in order), else its
    /// prototype cells.
    static func rows(of table: MarkupElement, tableFrame: (x: Double, y: Double, width: Double, height: Double)?) -> [Row] {
        let staticCells = (table.child("sections")?.children("tableViewSection") ?? []).flatMap { $0.child("cells")?.children("tableViewCell") ?? [] }
        let prototype = staticCells.isEmpty
        let cells = prototype ? table.child("prototypes")?.children("tableViewCell") ?? [] : staticCells
        let tableRowHeight = table["rowHeight"].flatMap(Double.init) ?? 44
        var y = 0.0
        return cells.map { cell in
            let height = cell["rowHeight"].flatMap(Double.init) ?? tableRowHeight
            defer { y += height }
            return Row(cell: cell, prototype: prototype, fallbackFrame: (x: 0, y: y, width: tableFrame?.width ?? 320, height: height))
        }
    }

    /// A cell's subviews: its content view (which holds what Interface Builder draws in it).
    static func contentView(of cell: MarkupElement) -> MarkupElement? {
        cell.child(key: "contentView") ?? cell.child("tableViewCellContentView")
    }

    /// The object id the import gives a cell's accessory button (`<cell id>-accessory`): not an
    /// object of the file, whose cells draw the button themselves.
    static func accessoryID(ofCell cellID: String) -> String { cellID + "-accessory" }

    /// On an element the import makes (an accessory button), the object of the file its
    /// `source` names: the cell that draws it.
    static let sourceObjectAttribute = "swivel.sourceObject"

    /// A cell's detail button as an element of its own when a segue starts from it
    /// (`trigger="accessoryAction"`; docs/interface-import.md, "Table cells"): a button titled as
    /// UIKit's detail button reads ("More Info"), over the part of the row right of the content
    /// view the file saved (else the row's last 44 points), its full height, kept at the row's
    /// trailing edge as the row's width changes. Nil for a cell without such a segue.
    static func accessoryButton(of cell: MarkupElement, rowFrame: (x: Double, y: Double, width: Double, height: Double)) -> MarkupElement? {
        guard let cellID = cell["id"],
              cell.child("connections")?.children("segue").contains(where: { $0["trigger"] == "accessoryAction" }) == true else { return nil }
        let contentWidth = contentView(of: cell)?.child("rect", key: "frame")?["width"].flatMap(Double.init)
        let start = contentWidth.flatMap { $0 < rowFrame.width ? $0 : nil } ?? max(0, rowFrame.width - 44)
        let attributes = [MarkupAttribute(name: "id", value: accessoryID(ofCell: cellID)), MarkupAttribute(name: sourceObjectAttribute, value: cellID)]
        return MarkupElement(name: "button", attributes: attributes, children: [
            MarkupElement(name: "rect", attributes: [
                MarkupAttribute(name: "key", value: "frame"), MarkupAttribute(name: "x", value: String(start)), MarkupAttribute(name: "y", value: "0"),
                MarkupAttribute(name: "width", value: String(rowFrame.width - start)), MarkupAttribute(name: "height", value: String(rowFrame.height)),
            ], line: cell.line, column: cell.column),
            MarkupElement(name: "autoresizingMask", attributes: [MarkupAttribute(name: "key", value: "autoresizingMask"), MarkupAttribute(name: "flexibleMinX", value: "YES")]),
            MarkupElement(name: "state", attributes: [MarkupAttribute(name: "key", value: "normal"), MarkupAttribute(name: "title", value: "More Info")]),
        ], line: cell.line, column: cell.column)
    }

    /// The views a segue starts from inside a prototype cell's content view, whose other contents
    /// the import leaves out (they need data): each kept as the cell's own subview at its saved
    /// place in the cell (its frame offset by its superviews' within the cell), without
    /// constraints or subviews of its own, so that its segue is reached by a tap
    /// (docs/interface-import.md, "Table cells").
    static func segueSources(inContentOf cell: MarkupElement) -> [MarkupElement] {
        guard let content = contentView(of: cell) else { return [] }
        var found: [MarkupElement] = []
        var pending: [(element: MarkupElement, x: Double, y: Double)] = [(content, 0, 0)]
        while let (element, x, y) = pending.popLast() {
            let rect = element.child("rect", key: "frame")
            let left = x + ViewTreeImporter.number(rect?["x"]), top = y + ViewTreeImporter.number(rect?["y"])
            guard !element.flag("hidden") else { continue }
            if element.name != content.name,
               element.child("connections")?.children("segue").contains(where: { $0["trigger"] != "accessoryAction" }) == true {
                var kept = element
                kept.attributes.removeAll { $0.name == "translatesAutoresizingMaskIntoConstraints" }
                kept.children = element.children.compactMap { child in
                    if child.name == "constraints" || child.name == "subviews" { return nil }
                    guard child.name == "rect", child["key"] == "frame" else { return child }
                    var moved = child
                    moved.attributes = moved.attributes.map { attribute in
                        switch attribute.name {
                        case "x": MarkupAttribute(name: "x", value: String(left))
                        case "y": MarkupAttribute(name: "y", value: String(top))
                        default: attribute
                        }
                    }
                    return moved
                }
                found.append(kept)
                continue
            }
            for subview in (element.child("subviews")?.children ?? []).reversed() { pending.append((subview, left, top)) }
        }
        return found
    }

    /// UIKit sizes every row to the table's width and the content view to its cell: the parts
    /// the file's (usually empty) masks leave out.
    static func impliedAutoresizing(_ element: MarkupElement) -> [String] {
        switch element.name {
        case "tableViewCell": ["flexibleWidth"]
        case "tableViewCellContentView": ["flexibleWidth", "flexibleHeight"]
        default: []
        }
    }
}
