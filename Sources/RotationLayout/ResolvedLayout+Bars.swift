import RotationEngine

/// Where the bars' own controls sit: the back button at the navigation bar's leading edge and
/// the tab bar's items side by side. UIKit sizes the back button to its title; Swivel uses a
/// fixed-width-per-character estimate (no font metrics in the pure layout), so screenshots and
/// the WebDriver facade's element rects and hit-testing share one answer (docs/webdriver.md).
extension ResolvedLayout.NavigationBar {
    /// The back button's frame in window coordinates, nil when there is no back button.
    public var backButtonFrame: Rect? {
        guard let title = backButton else { return nil }
        let width = min(max(Double(title.count) * 7 + 24, 50), frame.width * 0.4)
        return Rect(x: frame.x + 5, y: frame.y + 7, width: width, height: max(frame.height - 14, 0))
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
