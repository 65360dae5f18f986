import RotationEngine

/// One view tree's Auto Layout as linear constraints, in the order they are added
/// (docs/semantics.md, "Auto Layout"): autoresizing-mask constraints, then intrinsic-size
/// constraints (views in document order), then the constraints stack views make for their
/// arranged subviews (stacks in document order, docs/semantics.md, "Stack views"), then each
/// holder's `constraints` (holders depth first, the view layout before its elements). Built once per tree; bounds only enter when
/// it is solved.
struct AutoLayoutPlan: Sendable {
    /// How a view of the tree gets its frame.
    enum Role: Sendable, Equatable {
        /// The tree's root: its bounds are the controller's view's.
        case root
        /// Laid out by the solver.
        case constraints
        /// Named by constraints but `translatesAutoresizingMaskIntoConstraints`: held where its
        /// autoresizing mask puts it, by required mask constraints.
        case autoresizingMask
        /// Not in the constraint system: autoresizing, as without Auto Layout.
        case autoresizing
    }

    struct Node: Sendable {
        var view: ViewDefinition
        var parent: Int?
        var role: Role
        /// The first of the node's four symbols (x, y, width, height), for solver-laid views:
        /// those of its alignment rectangle (docs/semantics.md, "Alignment rectangles").
        var symbol: Int?
        /// How far the frame of a view laid out by constraints sticks out of its alignment
        /// rectangle (``ViewDefinition/effectiveAlignmentRectInsets``); none for every other role.
        var alignment = EdgeInsets.zero
    }

    /// One linear constraint: `expression relation 0` at `priority`.
    struct Item: Sendable {
        enum Origin: Sendable, Equatable {
            /// NSAutoresizingMaskLayoutConstraint: the node, and which of midX/width/midY/height.
            case autoresizingMask(node: Int, attribute: String, flags: String)
            /// An intrinsic-size constraint: hugging (`<=`) or compression resistance (`>=`).
            case intrinsicSize(node: Int, attribute: String)
            /// One of the app's constraints.
            case app(LayoutConstraint)
            /// One a stack view makes for its arranged subviews.
            case stackView(StackOrigin)

            /// Whether the two describe the same constraint: a stack's constraint is described by
            /// its log notation, whatever its number (a stack numbers each set of arranged views'
            /// constraints on its own).
            func describesAlike(_ other: Origin) -> Bool {
                if case .stackView(let mine) = self, case .stackView(let theirs) = other { return mine.log == theirs.log }
                return self == other
            }
        }
        /// Says what it is, and with the plan's views, its id and log text (`AutoLayoutPlan.id(of:)`):
        /// made only for a breach's report.
        var origin: Origin
        var expression: LinearForm
        var relation: LayoutRelation
        var priority: Double
        /// The weight of its error within its priority level (stack views break ties by index).
        var weight = 1.0
        /// The size-class states it is installed in (docs/semantics.md, "Size classes").
        var activeIn = TraitStates.all
        var isRequired: Bool { priority >= LayoutConstraint.requiredPriority }

        /// Whether `other` is this constraint again: the same equation, relation, priority and
        /// weight, described alike (its id may differ: a stack numbers its constraints).
        func isSameConstraint(as other: Item) -> Bool {
            origin.describesAlike(other.origin) && expression == other.expression && relation == other.relation
                && priority == other.priority && weight == other.weight
        }
    }

    /// A stack view's constraint: the stack's node, its role and number there (its id), and how
    /// the log writes it, over nodes.
    struct StackOrigin: Sendable, Equatable {
        var stack: Int
        var role: StackConstraint.Role
        var number: Int
        var log: StackLog
    }

    /// A stack constraint's log notation over the nodes and attributes of its terms, at its
    /// priority: what makes two stack constraints "described alike".
    struct StackLog: Sendable, Equatable {
        struct Part: Sendable, Equatable {
            var node: Int
            var attribute: LayoutAttribute
        }
        var notation: StackConstraint.Notation
        var parts: [Part]
        var priority: Double
    }

    /// A view's guide (docs/semantics.md, "Guides"): its four insets are symbols the solver
    /// takes as given, top, left, bottom, right from `symbol`.
    struct GuideRef: Hashable, Sendable {
        var node: Int
        var guide: ViewGuide
    }

    /// A stay: a solver-laid view's frame part kept at its design value when nothing else
    /// decides it (width and height one level above x and y; a scroll view's content size
    /// below both, ScrollContent.swift).
    struct Stay: Sendable {
        var symbol: Int
        var designValue: Double
        var priority: Double
    }

    /// The item's id, as the log and a breach's report name it: the app's constraint id, or
    /// UIKit's name for a constraint it makes (`stack.UISV-spacing.1`,
    /// `label.contentHugging.width`, `view.autoresizing.midX`).
    func id(of item: Item) -> String {
        switch item.origin {
        case .app(let constraint):
            return constraint.id
        case .stackView(let origin):
            return nodes[origin.stack].view.id + "." + origin.role.name + "." + String(origin.number)
        case .autoresizingMask(let node, let attribute, _):
            return nodes[node].view.id + ".autoresizing." + attribute
        case .intrinsicSize(let node, let attribute):
            let kind = item.relation == .lessThanOrEqual ? ".contentHugging." : ".compressionResistance."
            return nodes[node].view.id + kind + attribute
        }
    }

    /// A stack view's constraint in UIKit's log notation (`b.leading == a.trailing + 10`).
    func logText(_ origin: StackOrigin) -> String {
        origin.log.notation.text(origin.log.parts.map { (nodes[$0.node].view.id, $0.attribute) }, priority: origin.log.priority)
    }

    /// Symbols 0 and 1 are the root's width and height.
    static let rootWidth = 0
    static let rootHeight = 1
    /// Stays sit below every priority an app can give (1…1000).
    static let sizeStayPriority = 0.5
    static let positionStayPriority = 0.25

    var nodes: [Node] = []
    var items: [Item] = []
    var stays: [Stay] = []
    var symbolCount = 2
    /// The guides the constraints name, each with its first symbol, in the order they were named.
    private(set) var guides: [(ref: GuideRef, symbol: Int)] = []
    private var guideIndex: [GuideRef: Int] = [:]
    /// The scroll views whose content area the constraints name, each with its first symbol
    /// (content width, then height), in the order they were named (ScrollContent.swift).
    var contents: [(node: Int, symbol: Int)] = []
    var contentIndex: [Int: Int] = [:]
    /// Per node, the size-class states it is in the view tree in (its own and its ancestors').
    private(set) var installedIn: [TraitStates] = []
    /// Whether the tree uses the iOS 8 margin attributes, `baseline`, or `leading`/`trailing`.
    var usesMargins = false
    var usesBaseline = false
    /// What the layout notes about its stack views (baselines laid out as bottom edges).
    var stackNotes: [String] = []
    /// x, y, width, height of each node's frame in its superview's coordinates.
    private var forms: [(x: LinearForm, y: LinearForm, width: LinearForm, height: LinearForm)] = []

    init(_ root: ViewDefinition) {
        addNode(root, parent: nil)
        let named = namedViews()
        for index in nodes.indices.dropFirst() {
            let view = nodes[index].view
            if let parent = nodes[index].parent, nodes[parent].view.stack != nil {
                // A stack view's arranged subviews never translate their masks: UIKit turns
                // translatesAutoresizingMaskIntoConstraints off when it arranges a view.
                nodes[index].role = .constraints
            } else if view.translatesAutoresizingMaskIntoConstraints == false {
                nodes[index].role = .constraints
            } else if named.contains(index) {
                nodes[index].role = view.translatesAutoresizingMaskIntoConstraints == true ? .autoresizingMask : .constraints
            }
            if nodes[index].role != .autoresizing {
                nodes[index].symbol = newSymbols(4)
            }
            if nodes[index].role == .constraints { nodes[index].alignment = view.effectiveAlignmentRectInsets }
        }
        for index in nodes.indices {
            forms.append(frameForms(of: index))
            let own = TraitStates(nodes[index].view.installation)
            installedIn.append(nodes[index].parent.map { installedIn[$0].intersection(own) } ?? own)
        }
        addMaskItems()
        addIntrinsicItems()
        addStackItems()
        addAppItems()
        addStays()
    }

    var root: ViewDefinition { nodes[0].view }

    private mutating func addNode(_ view: ViewDefinition, parent: Int?) {
        let index = nodes.count
        var kept = view
        if parent == nil {
            // The root's memo holds this plan: keeping the root itself would be a cycle (the
            // tree would never be freed). A copy without its subviews is a new tree.
            kept.children = []
        }
        nodes.append(Node(view: kept, parent: parent, role: parent == nil ? .root : .autoresizing))
        for child in view.children { addNode(child, parent: index) }
    }

    /// The node of each id (ids are unique within a tree, checked when the app is read).
    func node(_ id: String) -> Int? { nodes.firstIndex { $0.view.id == id } }

    /// Views the solver lays out because constraints name them: named by a constraint an
    /// ancestor holds, or naming their own width or height in a constraint they hold.
    private func namedViews() -> Set<Int> {
        var named: Set<Int> = []
        for (holder, node) in nodes.enumerated() {
            for constraint in node.view.constraints {
                for (item, attribute) in [(constraint.item, constraint.attribute), (constraint.toItem, constraint.toAttribute)] {
                    guard let item, let attribute else { continue }
                    if LayoutConstraint.viewGuide(item) != nil || LayoutConstraint.scrollViewGuide(item) != nil {
                        // A guide is the view's own rectangle (inset, or a scroll view's content
                        // area): naming it names the view.
                        if let index = self.node(LayoutConstraint.view(of: item)), index != holder { named.insert(index) }
                        continue
                    }
                    guard let index = self.node(item) else { continue }
                    if index != holder || attribute.isSize { named.insert(index) }
                }
            }
        }
        named.remove(0)
        return named
    }

    // MARK: Forms

    private func frameForms(of index: Int) -> (x: LinearForm, y: LinearForm, width: LinearForm, height: LinearForm) {
        let node = nodes[index]
        guard let parent = node.parent else {
            return (LinearForm(), LinearForm(), LinearForm(symbol: Self.rootWidth), LinearForm(symbol: Self.rootHeight))
        }
        if let symbol = node.symbol {
            let rect = (LinearForm(symbol: symbol), LinearForm(symbol: symbol + 1), LinearForm(symbol: symbol + 2), LinearForm(symbol: symbol + 3))
            guard node.alignment != .zero else { return rect }
            // The symbols are the alignment rectangle's: the frame is it grown by the insets.
            let insets = node.alignment
            return (rect.0 + (-insets.left), rect.1 + (-insets.top), rect.2 + (insets.left + insets.right), rect.3 + (insets.top + insets.bottom))
        }
        return autoresizingForms(of: index, in: parent)
    }

    /// Where the node's autoresizing mask puts it, as forms over its superview's size: UIKit
    /// shares a size change among the flexible parts in proportions fixed at design time, so
    /// origin and length are each `design + share × (superview length − designed length)`.
    func autoresizingForms(of index: Int, in parent: Int) -> (x: LinearForm, y: LinearForm, width: LinearForm, height: LinearForm) {
        let view = nodes[index].view
        let designed = nodes[parent].view.frame.size
        let mask = view.autoresizing
        func axis(_ origin: Double, _ length: Double, _ designedLength: Double, _ parentLength: LinearForm, _ start: Autoresizing, _ size: Autoresizing, _ end: Autoresizing) -> (LinearForm, LinearForm) {
            let grown = Autoresizing.resolveAxis(
                origin: origin, length: length, designed: designedLength, actual: designedLength + 1,
                flexibleStart: mask.contains(start), flexibleLength: mask.contains(size), flexibleEnd: mask.contains(end)
            )
            let change = parentLength + (-designedLength)
            return ((grown.0 - origin) * change + origin, (grown.1 - length) * change + length)
        }
        let (x, width) = axis(view.frame.x, view.frame.width, designed.width, forms[parent].width, .flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin)
        let (y, height) = axis(view.frame.y, view.frame.height, designed.height, forms[parent].height, .flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin)
        return (x, y, width, height)
    }

    /// The node's origin in the coordinates of `ancestor` (the sum of the frames' origins
    /// between them).
    func origin(of index: Int, in ancestor: Int, axis: LayoutAttribute.Axis) -> LinearForm {
        var form = LinearForm()
        var current = index
        while current != ancestor, let parent = nodes[current].parent {
            form = form + (axis == .horizontal ? forms[current].x : forms[current].y)
            current = parent
        }
        return form
    }

    /// `item.attribute` of an app's constraint whose other item is `other`, measured in the
    /// holder's bounds: a view (its margin attributes are its margins guide's edges; a scroll
    /// view's edges related to its own content are its content area's), a view's guide, a
    /// scroll view's guide, or a layout guide.
    mutating func appForm(_ item: String, _ attribute: LayoutAttribute, holder: Int, other: String? = nil) -> LinearForm {
        if LayoutConstraint.isLayoutGuide(item) {
            // The layout guides span the root view's safe area guide at the top and the bottom
            // (their lengths: nothing on iOS 5/6, the bars from iOS 7; docs/semantics.md, "Guides").
            let insets = guideSymbol(GuideRef(node: 0, guide: .safeArea))
            let isTop = item == LayoutConstraint.topLayoutGuide
            let length = LinearForm(symbol: insets + (isTop ? 0 : 2))
            if attribute.isSize { return length }
            let start = isTop ? LinearForm() : forms[0].height - length
            let fraction = attribute.withoutMargin.position?.fraction ?? 0
            return start + fraction * length - origin(of: holder, in: 0, axis: .vertical)
        }
        if let (view, guide) = LayoutConstraint.viewGuide(item), let index = node(view) {
            return guideForm(GuideRef(node: index, guide: guide), attribute.withoutMargin, holder: holder)
        }
        if let (view, guide) = LayoutConstraint.scrollViewGuide(item), let index = node(view) {
            return scrollGuideForm(index, guide, attribute.withoutMargin, holder: holder)
        }
        guard let index = node(item) else { return LinearForm() }
        if attendsToContent(index, attribute, other: other) {
            return contentForm(index, attribute, holder: holder)
        }
        if attribute.isMargin {
            return guideForm(GuideRef(node: index, guide: .margins), attribute.withoutMargin, holder: holder)
        }
        return form(node: index, attribute, holder: holder)
    }

    /// The first of a guide's four symbols, allocated when first named.
    mutating func guideSymbol(_ ref: GuideRef) -> Int {
        if let known = guideIndex[ref] { return guides[known].symbol }
        guideIndex[ref] = guides.count
        let first = newSymbols(4)
        guides.append((ref, first))
        return first
    }

    /// The first of `count` new consecutive solver symbols.
    mutating func newSymbols(_ count: Int) -> Int {
        defer { symbolCount += count }
        return symbolCount
    }

    /// `attribute` of a view's guide, measured in the holder's bounds: the view's rectangle
    /// inset by the guide's symbols.
    mutating func guideForm(_ ref: GuideRef, _ attribute: LayoutAttribute, holder: Int) -> LinearForm {
        let insets = guideSymbol(ref)
        let horizontal = attribute.axis == .horizontal
        let leading = LinearForm(symbol: insets + (horizontal ? 1 : 0))
        let trailing = LinearForm(symbol: insets + (horizontal ? 3 : 2))
        let length = (horizontal ? forms[ref.node].width : forms[ref.node].height) - leading - trailing
        guard let position = attribute.position else { return length }
        let start = (ref.node == holder ? LinearForm() : origin(of: ref.node, in: holder, axis: attribute.axis)) + leading
        return start + position.fraction * length
    }

    /// The node's frame in its superview's coordinates (the root's: its bounds) for the
    /// symbols' values.
    func frame(of index: Int, value: (Int) -> Double) -> Rect {
        let form = forms[index]
        return Rect(x: form.x.value(value), y: form.y.value(value), width: form.width.value(value), height: form.height.value(value))
    }

    /// A symbol's value at design time: the root's size as given, each solver-laid view's
    /// designed alignment rectangle (its designed frame shrunk by its alignment insets), a
    /// scroll view's content its designed size, guides' insets none.
    func designValue(_ symbol: Int, size: Size) -> Double {
        if symbol == Self.rootWidth { return size.width }
        if symbol == Self.rootHeight { return size.height }
        if let content = contents.first(where: { symbol == $0.symbol || symbol == $0.symbol + 1 }) {
            let frame = nodes[content.node].view.frame
            return symbol == content.symbol ? frame.width : frame.height
        }
        for node in nodes {
            guard let first = node.symbol, symbol >= first, symbol < first + 4 else { continue }
            let frame = Self.designRect(node)
            return [frame.x, frame.y, frame.width, frame.height][symbol - first]
        }
        return 0
    }

    /// The designed frame of a solver-laid view shrunk by its alignment insets (UIKit's
    /// `alignmentRect(forFrame:)`): where its symbols start.
    static func designRect(_ node: Node) -> Rect {
        node.alignment == .zero ? node.view.frame : AlignmentInsets.alignmentRect(forFrame: node.view.frame, insets: node.alignment)
    }

    /// The attribute of node `index` measured in the holder's bounds: of its alignment
    /// rectangle, which Auto Layout constrains (docs/semantics.md, "Alignment rectangles").
    func form(node index: Int, _ attribute: LayoutAttribute, holder: Int) -> LinearForm {
        let horizontal = attribute.axis == .horizontal
        let insets = nodes[index].alignment
        let (before, after) = horizontal ? (insets.left, insets.right) : (insets.top, insets.bottom)
        var length = horizontal ? forms[index].width : forms[index].height
        if (before, after) != (0, 0), let symbol = nodes[index].symbol { length = LinearForm(symbol: symbol + (horizontal ? 2 : 3)) }
        guard let position = attribute.position else { return length }
        var start = index == holder ? LinearForm() : origin(of: index, in: holder, axis: attribute.axis)
        if before != 0 { start = start + before }
        return start + position.fraction * length + position.offset
    }

    // MARK: Items

    private mutating func addMaskItems() {
        for index in nodes.indices where nodes[index].role == .autoresizingMask {
            guard let parent = nodes[index].parent, let symbol = nodes[index].symbol else { continue }
            let target = autoresizingForms(of: index, in: parent)
            let mask = nodes[index].view.autoresizing
            func flags(_ parts: [Autoresizing]) -> String { String(parts.map { mask.contains($0) ? "&" : "-" }) }
            let flagText = "h=" + flags([.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin])
                + " v=" + flags([.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin])
            let own = (x: LinearForm(symbol: symbol), y: LinearForm(symbol: symbol + 1), width: LinearForm(symbol: symbol + 2), height: LinearForm(symbol: symbol + 3))
            let parts: [(String, LinearForm, LinearForm)] = [
                ("midX", own.x + 0.5 * own.width, target.x + 0.5 * target.width),
                ("width", own.width, target.width),
                ("midY", own.y + 0.5 * own.height, target.y + 0.5 * target.height),
                ("height", own.height, target.height),
            ]
            for (attribute, value, wanted) in parts {
                items.append(Item(
                    origin: .autoresizingMask(node: index, attribute: attribute, flags: flagText),
                    expression: value - wanted, relation: .equal, priority: LayoutConstraint.requiredPriority, activeIn: installedIn[index]
                ))
            }
        }
    }

    private mutating func addIntrinsicItems() {
        // With stack variations (or arranged views hidden in some size classes only) the tie
        // weights may differ per size-class state: one set per state, and an item per weight,
        // active where it holds; without, one set for all.
        let varies = nodes.contains { $0.view.stack?.variations.isEmpty == false || $0.view.hiddenWhen != nil }
        let weightsByState = varies ? TraitStates.each.map { (states: $0, weights: stackTieWeights(in: $0)) } : [(states: TraitStates.all, weights: stackTieWeights())]
        for index in nodes.indices where nodes[index].role == .constraints {
            let view = nodes[index].view
            guard let intrinsic = view.effectiveIntrinsicContentSize, let symbol = nodes[index].symbol else { continue }
            let axes: [(String, Double?, Int, Double, Double)] = [
                ("width", intrinsic.width, symbol + 2, view.contentHuggingPriority.horizontal, view.contentCompressionResistancePriority.horizontal),
                ("height", intrinsic.height, symbol + 3, view.contentHuggingPriority.vertical, view.contentCompressionResistancePriority.vertical),
            ]
            for (attribute, size, lengthSymbol, hugging, resistance) in axes {
                guard let size else { continue }
                let expression = LinearForm(symbol: lengthSymbol) + (-size)
                var groups: [(weight: Double, states: TraitStates)] = []
                for (eachStates, weights) in weightsByState {
                    let states = installedIn[index].intersection(eachStates)
                    // (Without variations the one item is made even where nothing installs it, as before.)
                    guard !states.isEmpty || !varies else { continue }
                    let weight = weights[index].flatMap { $0.attribute == attribute ? $0.weight : nil } ?? 1
                    if let known = groups.firstIndex(where: { $0.weight == weight }) {
                        groups[known].states.formUnion(states)
                    } else {
                        groups.append((weight, states))
                    }
                }
                for (weight, states) in groups {
                    items.append(Item(
                        origin: .intrinsicSize(node: index, attribute: attribute),
                        expression: expression, relation: .lessThanOrEqual, priority: hugging, weight: weight, activeIn: states
                    ))
                    items.append(Item(
                        origin: .intrinsicSize(node: index, attribute: attribute),
                        expression: expression, relation: .greaterThanOrEqual, priority: resistance, weight: weight, activeIn: states
                    ))
                }
            }
        }
    }

    /// The arranged subviews of each stack view (by node), in order.
    private func arrangedNodes() -> [Int: [Int]] {
        var arranged: [Int: [Int]] = [:]
        for (index, node) in nodes.enumerated() {
            if let parent = node.parent, nodes[parent].view.stack != nil { arranged[parent, default: []].append(index) }
        }
        return arranged
    }

    /// Per arranged subview shown in a stack: the along-axis size attribute and the weight of
    /// its hugging and compression resistance there (ties broken by index), in a size-class
    /// state (the axis may vary with the size classes).
    private func stackTieWeights(in state: TraitStates = .base) -> [Int: (attribute: String, weight: Double)] {
        var weights: [Int: (attribute: String, weight: Double)] = [:]
        for (stack, arranged) in arrangedNodes() {
            guard let arrangement = nodes[stack].view.stack?.arrangement(for: state.sizeClasses) else { continue }
            let shown = arranged.filter { !nodes[$0].view.isHidden(in: state.sizeClasses) }
            let attribute = arrangement.axis == .horizontal ? "width" : "height"
            for (place, index) in shown.enumerated() {
                weights[index] = (attribute, StackViewConstraints.tieWeight(index: place, count: shown.count))
            }
        }
        return weights
    }

    /// The constraints each stack view makes for its arranged subviews, stacks in document order.
    private mutating func addStackItems() {
        let arranged = arrangedNodes()
        for stack in nodes.indices {
            guard let arrangement = nodes[stack].view.stack else { continue }
            let children = arranged[stack] ?? []
            usesMargins = usesMargins || arrangement.layoutMarginsRelative
            if arrangement.alignment.isBaseline || arrangement.baselineRelative {
                stackNotes.append("\(nodes[stack].view.id): stack baselines are laid out as bottom edges (Swivel measures no fonts)")
            }
            // A view not installed is no arranged view: each set of installed arranged views —
            // with those hidden there, and the arrangement the stack's size-class variations
            // make — gets its own constraints, active in the size-class states that have them.
            var patterns: [(arranged: [Int], hidden: [Int], arrangement: StackArrangement, states: TraitStates)] = []
            for state in TraitStates.each where installedIn[stack].contains(state) {
                let installed = children.filter { installedIn[$0].contains(state) }
                let hidden = installed.filter { nodes[$0].view.isHidden(in: state.sizeClasses) }
                let stateArrangement = arrangement.arrangement(for: state.sizeClasses)
                if let known = patterns.firstIndex(where: { $0.arranged == installed && $0.hidden == hidden && $0.arrangement == stateArrangement }) {
                    patterns[known].states.insert(state)
                } else {
                    patterns.append((installed, hidden, stateArrangement, state))
                }
            }
            // A constraint two sets make alike (the same views, the same equation) is one item
            // active in both, so a trait change adds and removes only what differs. One set makes
            // no constraint twice, so only the earlier sets' items are searched, each kept with its
            // log notation: compared first, it spares `isSameConstraint` taking the origin out of
            // its enum for every candidate (6 % of a build from scratch, BENCHMARKS.md).
            var earlier: [(log: StackLog, item: Int)] = []
            for (installed, hidden, stateArrangement, states) in patterns {
                let earlierCount = earlier.count
                for constraint in StackViewConstraints.constraints(for: stackView(stack, arranged: installed, hidden: hidden, arrangement: stateArrangement)) {
                    var expression = LinearForm(constant: constraint.constant)
                    var parts: [StackLog.Part] = []
                    parts.reserveCapacity(constraint.terms.count)
                    for term in constraint.terms {
                        let node: Int
                        switch term.item {
                        case .stack: node = stack
                        case .arranged(let place): node = installed[place]
                        }
                        expression.add(term.coefficient, stackForm(node, term.attribute, stack: stack))
                        parts.append(StackLog.Part(node: node, attribute: term.attribute))
                    }
                    let log = StackLog(notation: constraint.notation, parts: parts, priority: constraint.priority)
                    let item = Item(
                        origin: .stackView(StackOrigin(stack: stack, role: constraint.role, number: constraint.number, log: log)),
                        expression: expression, relation: constraint.relation, priority: constraint.priority, activeIn: states
                    )
                    let same = earlier.withUnsafeBufferPointer { earlier in
                        items.withUnsafeBufferPointer { items in
                            earlier[..<earlierCount].first { $0.log == log && items[$0.item].isSameConstraint(as: item) }?.item
                        }
                    }
                    if let same {
                        items[same].activeIn.formUnion(states)
                    } else {
                        if patterns.count > 1 { earlier.append((log, items.count)) }
                        items.append(item)
                    }
                }
            }
        }
    }

    /// A stack constraint's term: the stack's margin attributes measured with its margins guide
    /// (its own layout margins, as UIKit's stack arranges within them), any other as a view's.
    private mutating func stackForm(_ node: Int, _ attribute: LayoutAttribute, stack: Int) -> LinearForm {
        if node == stack && attribute.isMargin {
            return guideForm(GuideRef(node: stack, guide: .margins), attribute.withoutMargin, holder: stack)
        }
        return form(node: node, attribute, holder: stack)
    }

    /// The stack view of node `stack` with its arranged subviews (a node keeps its view
    /// without children only at the root, which is never arranged), those of them `hidden` in
    /// a size-class state hidden and the others not, and the arrangement of that state.
    private func stackView(_ stack: Int, arranged: [Int], hidden: [Int], arrangement: StackArrangement) -> ViewDefinition {
        var view = nodes[stack].view
        var rehidden = false
        let children = arranged.map { index in
            var child = nodes[index].view
            let hides = hidden.contains(index)
            if child.hidden != hides {
                child.hidden = hides
                rehidden = true
            }
            return child
        }
        if stack == 0 || rehidden || view.children.count != children.count { view.children = children }
        if view.stack != arrangement { view.stack = arrangement }
        return view
    }

    private mutating func addAppItems() {
        for holder in nodes.indices {
            for constraint in nodes[holder].view.constraints {
                usesMargins = usesMargins || constraint.attribute.isMargin || constraint.toAttribute?.isMargin == true
                usesBaseline = usesBaseline || constraint.attribute == .baseline || constraint.toAttribute == .baseline
                var rhs = LinearForm(constant: constraint.constant)
                var activeIn = installedIn[holder].intersection(TraitStates(constraint.installation))
                for item in [constraint.item, constraint.toItem] {
                    guard let item else { continue }
                    if let index = node(LayoutConstraint.view(of: item)) { activeIn = activeIn.intersection(installedIn[index]) }
                }
                if let toItem = constraint.toItem, let toAttribute = constraint.toAttribute {
                    rhs = constraint.multiplier * appForm(toItem, toAttribute, holder: holder, other: constraint.item) + constraint.constant
                }
                items.append(Item(
                    origin: .app(constraint),
                    expression: appForm(constraint.item, constraint.attribute, holder: holder, other: constraint.toItem) - rhs,
                    relation: constraint.relation, priority: constraint.priority, activeIn: activeIn
                ))
            }
        }
    }

    private mutating func addStays() {
        for node in nodes where node.role == .constraints {
            guard let symbol = node.symbol else { continue }
            let frame = Self.designRect(node)
            stays.append(Stay(symbol: symbol + 2, designValue: frame.width, priority: Self.sizeStayPriority))
            stays.append(Stay(symbol: symbol + 3, designValue: frame.height, priority: Self.sizeStayPriority))
            stays.append(Stay(symbol: symbol, designValue: frame.x, priority: Self.positionStayPriority))
            stays.append(Stay(symbol: symbol + 1, designValue: frame.y, priority: Self.positionStayPriority))
        }
        addContentStays()
    }
}
