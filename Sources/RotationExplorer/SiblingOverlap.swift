import RotationEngine
import RotationLayout

/// The overlap half of docs/semantics.md's `layoutDefect`: two sibling views of one controller that
/// cover each other on screen although every design that holds both as siblings (the main
/// view, its landscape layout, the controller's other views, the app's xibs) keeps them apart
/// — a label under a button after a rotation, say. Siblings the design overlaps on purpose,
/// and views no design places side by side, are left alone.
enum SiblingOverlap {
    /// Calls `report(view, sibling)` for each such pair, depth first.
    static func find(in view: LayoutView, app: AppDefinition, report: (LayoutView, LayoutView) -> Void) {
        let children = view.children
        if children.count > 1 {
            for first in children.indices {
                for second in children.indices where second > first {
                    let a = children[first], b = children[second]
                    guard a.hidden != true, b.hidden != true, let owner = a.controller, owner == b.controller, owner == view.controller,
                          a.transform == b.transform, overlaps(a.frame, b.frame),
                          designedApart(a.id, b.id, definition: app.controller(owner.className), app: app) else { continue }
                    report(b, a)
                }
            }
        }
        for child in children where child.hidden != true { find(in: child, app: app, report: report) }
    }

    /// Positive area in common (touching edges and sub-point slivers do not count).
    static func overlaps(_ a: Rect, _ b: Rect) -> Bool {
        let width = min(a.x + a.width, b.x + b.width) - max(a.x, b.x)
        let height = min(a.y + a.height, b.y + b.height) - max(a.y, b.y)
        return width > 0.5 && height > 0.5
    }

    /// True when at least one design holds both views as siblings and none of those overlaps them.
    static func designedApart(_ first: String, _ second: String, definition: ControllerDefinition, app: AppDefinition) -> Bool {
        var designs = [definition.view]
        if let landscape = definition.landscapeView { designs.append(landscape) }
        designs.append(contentsOf: definition.views.values)
        designs.append(contentsOf: app.xibs.values)
        var seenApart = false
        for design in designs {
            switch siblingsIn(design, first, second) {
            case .overlapping: return false
            case .apart: seenApart = true
            case .notSiblings: continue
            }
        }
        return seenApart
    }

    enum Design { case overlapping, apart, notSiblings }

    static func siblingsIn(_ view: ViewDefinition, _ first: String, _ second: String) -> Design {
        let children = view.children
        if let a = children.first(where: { $0.id == first }), let b = children.first(where: { $0.id == second }) {
            return overlaps(a.frame, b.frame) ? .overlapping : .apart
        }
        var result = Design.notSiblings
        for child in children {
            switch siblingsIn(child, first, second) {
            case .overlapping: return .overlapping
            case .apart: result = .apart
            case .notSiblings: continue
            }
        }
        return result
    }
}
