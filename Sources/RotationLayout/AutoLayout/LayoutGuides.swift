import RotationEngine

/// UIKit's rules for the insets of a view's guides (docs/semantics.md, "Guides"), evaluated
/// for the frames a solve gave: the safe area a view overlaps, its layout margins, its
/// readable content width. They depend on where the view is, so the solver takes them as
/// given and the layout solves again until they stop changing (``AutoLayout``).
struct LayoutGuides {
    /// The readable content guide's widest (chosen: UIKit ties it to the Dynamic Type size;
    /// 672 points is its width at the default size on an iPad).
    static let readableWidth = 672.0

    let plan: AutoLayoutPlan
    let environment: LayoutEnvironment
    let value: (Int) -> Double
    private var inRoot: [Int: Rect] = [:]
    private var safe: [Int: EdgeInsets] = [:]
    private var margin: [Int: EdgeInsets] = [:]

    init(plan: AutoLayoutPlan, environment: LayoutEnvironment, value: @escaping (Int) -> Double) {
        self.plan = plan
        self.environment = environment
        self.value = value
    }

    /// The values of every guide symbol of the plan, in its order (top, left, bottom, right).
    static func values(_ plan: AutoLayoutPlan, environment: LayoutEnvironment, value: @escaping (Int) -> Double) -> [Double] {
        guard !plan.guides.isEmpty else { return [] }
        var guides = LayoutGuides(plan: plan, environment: environment, value: value)
        var values: [Double] = []
        for (ref, _) in plan.guides {
            let insets = guides.insets(ref)
            values += [insets.top, insets.left, insets.bottom, insets.right]
        }
        return values
    }

    mutating func insets(_ ref: AutoLayoutPlan.GuideRef) -> EdgeInsets {
        switch ref.guide {
        case .safeArea: safeArea(ref.node)
        case .margins: margins(ref.node)
        case .readableContent: readableContent(ref.node)
        }
    }

    /// The node's frame in the root view's coordinates.
    mutating func frameInRoot(_ node: Int) -> Rect {
        if let known = inRoot[node] { return known }
        var frame = plan.frame(of: node, value: value)
        if let parent = plan.nodes[node].parent {
            let origin = frameInRoot(parent)
            frame.x += origin.x
            frame.y += origin.y
        } else {
            frame.x = 0
            frame.y = 0
        }
        inRoot[node] = frame
        return frame
    }

    /// The root's safe area as the environment gives it; any other view's, the part of the
    /// root's unsafe region it overlaps (Apple's `safeAreaInsets`: a view inside the safe area
    /// has none).
    mutating func safeArea(_ node: Int) -> EdgeInsets {
        if let known = safe[node] { return known }
        let region = environment.safeArea
        var insets = region
        if node != 0 {
            let root = frameInRoot(0)
            let frame = frameInRoot(node)
            func clamp(_ value: Double, _ length: Double) -> Double { min(max(value, 0), max(length, 0)) }
            insets = EdgeInsets(
                top: clamp(region.top - frame.y, frame.height), left: clamp(region.left - frame.x, frame.width),
                bottom: clamp(frame.y + frame.height - (root.height - region.bottom), frame.height),
                right: clamp(frame.x + frame.width - (root.width - region.right), frame.width)
            )
        }
        safe[node] = insets
        return insets
    }

    /// The root's margins as the environment gives them; any other view's: its own (8 points
    /// by default), measured from its safe area from iOS 11 (`insetsLayoutMarginsFromSafeArea`,
    /// added to it: chosen), and reaching at least as far in as its superview's where it
    /// preserves them (`preservesSuperviewLayoutMargins`, iOS 8).
    mutating func margins(_ node: Int) -> EdgeInsets {
        if let known = margin[node] { return known }
        guard node != 0, let parent = plan.nodes[node].parent else { return environment.margins }
        let view = plan.nodes[node].view
        var insets = view.layoutMargins ?? LayoutEnvironment.defaultMargins
        if environment.cellMarginsFollowTable && plan.nodes[parent].view.kind == .cell {
            insets = cellContentMargins(node, own: insets, cell: parent)
            margin[node] = insets
            return insets
        }
        if environment.marginsFromSafeArea && view.insetsLayoutMarginsFromSafeArea {
            let area = safeArea(node)
            insets = EdgeInsets(top: insets.top + area.top, left: insets.left + area.left, bottom: insets.bottom + area.bottom, right: insets.right + area.right)
        }
        if environment.preservesMargins && view.preservesSuperviewLayoutMargins {
            insets = Self.reaching(insets, margins(parent), frame: plan.frame(of: node, value: value), in: plan.frame(of: parent, value: value).size)
        }
        if environment.marginsFollowReadableWidth && view.layoutMarginsFollowReadableWidth {
            insets = Self.followingReadableWidth(insets, width: plan.frame(of: node, value: value).width)
        }
        margin[node] = insets
        return insets
    }

    /// `own` margins of a view whose frame in its superview's bounds (`size`) is `frame`,
    /// reaching at least as far in as the superview's `outer` margins less the view's distance
    /// from each edge (UIKit's `preservesSuperviewLayoutMargins` rule).
    static func reaching(_ own: EdgeInsets, _ outer: EdgeInsets, frame: Rect, in size: Size) -> EdgeInsets {
        EdgeInsets(
            top: max(own.top, outer.top - frame.y), left: max(own.left, outer.left - frame.x),
            bottom: max(own.bottom, outer.bottom - (size.height - frame.y - frame.height)),
            right: max(own.right, outer.right - (size.width - frame.x - frame.width))
        )
    }

    /// A table cell's subview — its content view — from iOS 11 (every subview of an element of
    /// kind `cell` is taken for one): its own margins (UIKit's 8 points unless the file gives
    /// others) reaching at least as far in as the cell's — 11 points from its top and bottom,
    /// its table's side margins from its sides (a row inset from the table's edges, as an
    /// inset-grouped table's are, too) — where it touches them (UIKit sets a cell's margins from
    /// its table's). Its own `insetsLayoutMarginsFromSafeArea`, `preservesSuperviewLayoutMargins`
    /// and `layoutMarginsFollowReadableWidth` are not read, and the table's vertical safe area is
    /// not added: a table keeps its rows out of it by its content inset (docs/semantics.md,
    /// "Table cells" and "Scroll view insets", have the rules and their evidence).
    private mutating func cellContentMargins(_ node: Int, own: EdgeInsets, cell: Int) -> EdgeInsets {
        var side = EdgeInsets(top: Self.cellVerticalMargin, left: 0, bottom: Self.cellVerticalMargin, right: 0)
        if let table = plan.nodes[cell].parent {
            let outer = tableMargins(table)
            side.left = outer.left
            side.right = outer.right
        }
        return Self.reaching(own, side, frame: plan.frame(of: node, value: value), in: plan.frame(of: cell, value: value).size)
    }

    /// A cell's top and bottom margin from iOS 11 (docs/semantics.md, "Table cells").
    static let cellVerticalMargin = 11.0

    /// The margins a table gives its cells: its own, reaching at least as far in as its
    /// superview's, as if it preserved them (docs/semantics.md, "Table cells").
    private mutating func tableMargins(_ table: Int) -> EdgeInsets {
        let own = margins(table)
        guard table != 0, let parent = plan.nodes[table].parent else { return own }
        return Self.reaching(own, margins(parent), frame: plan.frame(of: table, value: value), in: plan.frame(of: parent, value: value).size)
    }

    /// `insets` widened equally on the left and right so that at most ``readableWidth`` lies
    /// between them in a view `width` wide (`layoutMarginsFollowReadableWidth`, iOS 9).
    static func followingReadableWidth(_ insets: EdgeInsets, width: Double) -> EdgeInsets {
        let extra = max(0, (width - insets.left - insets.right - readableWidth) / 2)
        return EdgeInsets(top: insets.top, left: insets.left + extra, bottom: insets.bottom, right: insets.right + extra)
    }

    /// The margins guide, at most ``readableWidth`` wide and centred in it (chosen).
    mutating func readableContent(_ node: Int) -> EdgeInsets {
        Self.followingReadableWidth(margins(node), width: plan.frame(of: node, value: value).width)
    }
}
