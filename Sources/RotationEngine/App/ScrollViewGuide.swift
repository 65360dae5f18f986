/// UIScrollView's own layout guides (iOS 11: `contentLayoutGuide`, `frameLayoutGuide`), named
/// as constraint items `"<scroll view id>.contentLayoutGuide"` and
/// `"<scroll view id>.frameLayoutGuide"` (docs/app-format.md, "Scroll views"). The content guide
/// is the scroll view's content area (its edges, width and height are the content size); the
/// frame guide is the scroll view's frame (docs/semantics.md, "Scroll views").
public enum ScrollViewGuide: String, Sendable, Hashable, CaseIterable {
    case contentLayoutGuide, frameLayoutGuide
}

extension LayoutConstraint {
    /// The class whose content constraints lay out (Apple's *Auto Layout Guide*, "Working with
    /// Scroll Views"). Table, collection and text views scroll too, but their content is not
    /// laid out by constraints here (docs/semantics.md, "Scroll views").
    public static let scrollViewClass = "UIScrollView"

    /// A scroll view's guide named as an item, `"<view id>.contentLayoutGuide"` or
    /// `"<view id>.frameLayoutGuide"`; nil for anything else.
    public static func scrollViewGuide(_ item: String) -> (view: String, guide: ScrollViewGuide)? {
        guard let dot = item.lastIndex(of: "."), let guide = ScrollViewGuide(rawValue: String(item[item.index(after: dot)...])) else { return nil }
        let view = String(item[..<dot])
        return view.isEmpty ? nil : (view, guide)
    }

    /// The view an item stands for: the view whose guide it names, or the item itself (a view
    /// id, or a layout guide).
    public static func view(of item: String) -> String {
        viewGuide(item)?.view ?? scrollViewGuide(item)?.view ?? item
    }
}
