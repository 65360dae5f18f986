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
