import RotationEngine

/// A scroll view's content area in the plan (docs/semantics.md, "Scroll views"), as Apple's
/// *Auto Layout Guide* ("Working with Scroll Views") and Technical Note TN2154 describe it:
/// constraints between a `UIScrollView`'s edges (or margins) and the content inside it attach to
/// its content area, whose origin is the scroll view's bounds origin (Swivel never scrolls: the
/// content offset is 0, so a subview's frame is where it sits in the content) and whose width
/// and height — the content size — are two symbols of their own. Width, height and centres stay
/// on the frame, as do constraints to views outside the scroll view. `contentLayoutGuide` is the
/// content area whatever it is related to, `frameLayoutGuide` the frame.
extension AutoLayoutPlan {
    /// Content sizes no constraint decides (UIKit: "Scrollable Content Size Ambiguity") stay at
    /// the scroll view's design size, below every other stay: the content's own frames decide
    /// the content size, never the reverse (chosen).
    static let contentSizeStayPriority = 0.1

    /// Whether node `index` is a scroll view whose content constraints lay out.
    func isScrollView(_ index: Int) -> Bool {
        nodes[index].view.effectiveUIKitClass == LayoutConstraint.scrollViewClass
    }

    /// Whether node `ancestor` is above node `index` in the tree (not the node itself).
    func isDescendant(_ index: Int, of ancestor: Int) -> Bool {
        var current = nodes[index].parent
        while let parent = current {
            if parent == ancestor { return true }
            current = nodes[parent].parent
        }
        return false
    }

    /// Whether `attribute` of node `index` is its content area's: the node is a scroll view,
    /// the attribute an edge or edge margin (not a size or a centre, which stay on the frame),
    /// and the constraint's other item is inside it (a subview, a subview's descendant, or one's guide).
    func attendsToContent(_ index: Int, _ attribute: LayoutAttribute, other: String?) -> Bool {
        guard isScrollView(index), let fraction = attribute.withoutMargin.position?.fraction, fraction != 0.5 else { return false }
        guard let other, let otherIndex = node(LayoutConstraint.view(of: other)) else { return false }
        return isDescendant(otherIndex, of: index)
    }

    /// The first of a scroll view's two content symbols (width, height), allocated when first named.
    mutating func contentSymbol(_ scroll: Int) -> Int {
        if let known = contentIndex[scroll] { return contents[known].symbol }
        contentIndex[scroll] = contents.count
        let first = newSymbols(2)
        contents.append((scroll, first))
        return first
    }

    /// `attribute` of a scroll view's content area measured in the holder's bounds: it starts
    /// at the scroll view's bounds origin and is as large as the content size. A margin
    /// attribute is the content area inset by the scroll view's layout margins.
    mutating func contentForm(_ scroll: Int, _ attribute: LayoutAttribute, holder: Int) -> LinearForm {
        let horizontal = attribute.axis == .horizontal
        let length = LinearForm(symbol: contentSymbol(scroll) + (horizontal ? 0 : 1))
        guard let position = attribute.withoutMargin.position else { return length }
        let start = scroll == holder ? LinearForm() : origin(of: scroll, in: holder, axis: attribute.axis)
        guard attribute.isMargin else { return start + position.fraction * length }
        let insets = guideSymbol(GuideRef(node: scroll, guide: .margins))
        let leading = LinearForm(symbol: insets + (horizontal ? 1 : 0))
        let trailing = LinearForm(symbol: insets + (horizontal ? 3 : 2))
        return start + leading + position.fraction * (length - leading - trailing)
    }

    /// `attribute` of a scroll view's `contentLayoutGuide` (the content area: its width and
    /// height are the content size) or `frameLayoutGuide` (the frame), in the holder's bounds.
    mutating func scrollGuideForm(_ scroll: Int, _ guide: ScrollViewGuide, _ attribute: LayoutAttribute, holder: Int) -> LinearForm {
        switch guide {
        case .contentLayoutGuide: contentForm(scroll, attribute, holder: holder)
        case .frameLayoutGuide: form(node: scroll, attribute, holder: holder)
        }
    }

    /// The stays of the content sizes the constraints name (``contentSizeStayPriority``).
    mutating func addContentStays() {
        for (scroll, symbol) in contents {
            let frame = nodes[scroll].view.frame
            stays.append(Stay(symbol: symbol, designValue: frame.width, priority: Self.contentSizeStayPriority))
            stays.append(Stay(symbol: symbol + 1, designValue: frame.height, priority: Self.contentSizeStayPriority))
        }
    }
}

/// What a layout's `notes` say about a scroll view's content size.
enum ScrollContentNotes {
    /// Interface Builder's "Scrollable Content Size Ambiguity", for the axes no constraint
    /// decides: the size kept there is the scroll view's design size (docs/semantics.md,
    /// "Scroll views").
    static func ambiguity(of scrollView: ViewDefinition, size: Size, width: Bool, height: Bool) -> [String] {
        let axes = [width ? "width" : nil, height ? "height" : nil].compactMap { $0 }
        guard !axes.isEmpty else { return [] }
        let kept = axes.map { $0 == "width" ? "width \(LayoutConstraint.format(size.width))" : "height \(LayoutConstraint.format(size.height))" }
        return ["\(scrollView.id): scrollable content size ambiguity: no constraint decides its content \(axes.joined(separator: " or ")), kept at the scroll view's design \(kept.joined(separator: " and "))"]
    }
}
