import RotationEngine

/// Where the bars' own controls sit: the back button at the navigation bar's leading edge and
/// the tab bar's items side by side. UIKit sizes the back button to its title; Swivel uses a
/// fixed-width-per-character estimate (no font metrics in the pure layout), so screenshots and
/// the WebDriver facade's element rects and hit-testing share one answer (docs/webdriver.md).
extension ResolvedLayout.NavigationBar {
    /// The bar's top row, where its buttons sit: all of a standard bar, the part above the
    /// large title of one showing it (docs/semantics.md, "Large titles").
    public var buttonRow: Rect {
        guard largeTitle else { return frame }
        return Rect(x: frame.x, y: frame.y, width: frame.width, height: frame.height - ScreenGeometry.largeTitleHeight)
    }

    /// Where the title is drawn: the button row's middle, or below it when it is large.
    public var titleFrame: Rect {
        guard largeTitle else { return frame }
        let row = buttonRow
        return Rect(x: frame.x, y: row.y + row.height, width: frame.width, height: frame.height - row.height)
    }

    /// The back button's frame in window coordinates, nil when there is no back button.
    public var backButtonFrame: Rect? {
        guard let title = backButton else { return nil }
        let row = buttonRow
        let width = min(max(Double(title.count) * 7 + 24, 50), row.width * 0.4)
        return Rect(x: row.x + 5, y: row.y + 7, width: width, height: max(row.height - 14, 0))
    }
}

extension ResolvedLayout.TabBar {
    /// Each item's frame in window coordinates, in tab order: equal widths across the bar.
    public var itemFrames: [Rect] {
        guard !items.isEmpty else { return [] }
        let gap = 4.0
        let width = (frame.width - gap * Double(items.count + 1)) / Double(items.count)
        return items.indices.map { index in
            Rect(x: frame.x + gap + Double(index) * (width + gap), y: frame.y + 2, width: max(width, 0), height: max(frame.height - 4, 0))
        }
    }
}

/// Where bar button items sit (docs/semantics.md, "Bar button items"). Like the back button,
/// an item is as wide as its title by a fixed estimate per character (no font metrics in the
/// pure layout): left items from the bar's leading edge, right items from its trailing edge
/// (the first one outermost, as `rightBarButtonItems`), toolbar items left to right.
enum BarItemPlacement {
    static let margin = 5.0
    static let gap = 8.0

    static func width(of title: String?) -> Double {
        max(Double((title ?? "").count) * 7 + 24, 44)
    }

    static func navigationItems(_ items: BarItems, in bar: ResolvedLayout.NavigationBar, owner: ControllerID) -> [ResolvedLayout.BarItem] {
        let frame = bar.buttonRow
        let height = max(frame.height - 14, 0)
        var placed: [ResolvedLayout.BarItem] = []
        var x = frame.x + margin
        for item in items.left {
            let width = width(of: item.text)
            placed.append(.init(id: item.id, title: item.text, placement: .left, frame: Rect(x: x, y: frame.y + 7, width: width, height: height), controller: owner))
            x += width + gap
        }
        var trailing = frame.x + frame.width - margin
        for item in items.right {
            let width = width(of: item.text)
            trailing -= width
            placed.append(.init(id: item.id, title: item.text, placement: .right, frame: Rect(x: trailing, y: frame.y + 7, width: width, height: height), controller: owner))
            trailing -= gap
        }
        return placed
    }

    static func toolbarItems(_ items: [ViewDefinition], in frame: Rect, owner: ControllerID) -> [ResolvedLayout.BarItem] {
        var x = frame.x + gap
        return items.map { item in
            let width = width(of: item.text)
            defer { x += width + gap }
            return .init(id: item.id, title: item.text, placement: .toolbar, frame: Rect(x: x, y: frame.y + 6, width: width, height: max(min(32, frame.height - 12), 0)), controller: owner)
        }
    }
}
