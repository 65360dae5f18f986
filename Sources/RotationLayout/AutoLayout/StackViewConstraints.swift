import RotationEngine

/// One constraint a stack view makes for its arranged subviews:
/// `Σ coefficient × item.attribute + constant  relation  0`, measured in the stack's bounds.
struct StackConstraint: Sendable {
    /// The stack itself, or its arranged subview at this index of its children.
    enum Item: Sendable, Equatable {
        case stack
        case arranged(Int)
    }

    struct Term: Sendable {
        var item: Item
        var attribute: LayoutAttribute
        var coefficient: Double
    }

    /// `<stack id>.UISV-<role>.<n>`: named like the constraints UIKit's stack views add.
    var id: String
    var terms: [Term]
    var constant: Double
    var relation: LayoutRelation
    var priority: Double
    /// In UIKit's log notation (`b.leading == a.trailing + 8`).
    var description: String
}

/// The constraints UIKit's `UIStackView` adds for its documented rules (docs/semantics.md,
/// "Stack views", after Apple's UIStackView documentation), for one stack of an app
/// definition. Pure: the plan turns them into linear forms.
///
/// Along the axis, the first and last shown arranged views are pinned to the stack's edges (its
/// margins when `layoutMarginsRelative`); adjacent ones are `spacing` apart (exactly for the
/// fill distributions, at least for `equalSpacing` and `equalCentering`, whose equal gaps or
/// centre steps are wanted at ``distributingPriority``); `fillEqually` makes them one size and
/// `fillProportionally` sizes them in proportion to their intrinsic sizes at
/// ``proportionalPriority``. Across the axis each is aligned; unless it fills, the stack spans
/// its tallest (widest) view at ``spanningFitPriority``. A hidden arranged view is zero long at
/// its place in the row and gets no spacing.
enum StackViewConstraints {
    /// Chosen (UIKit does not document it): below the default hugging priority (250), so
    /// intrinsic sizes beat equal gaps and centres, as Apple's documentation of
    /// `equalCentering` says.
    static let distributingPriority = 149.0
    /// Chosen: proportional sizes beat every optional constraint an app writes by default,
    /// and give way to required ones.
    static let proportionalPriority = 999.0
    /// Chosen: the stack hugs its largest arranged view across the axis, below every content
    /// priority UIKit uses by default.
    static let spanningFitPriority = 49.0
    /// How much the weight of an arranged view's hugging and compression resistance grows per
    /// place before the last (ties broken by index: the later view stretches or shrinks first).
    static let tieWeightStep = 0.01

    /// The weight within its priority level of the along-axis hugging and compression
    /// resistance of the arranged view `index` of `count` shown ones: the last weighs 1, each
    /// earlier one a little more, so among equal priorities the later view gives way.
    static func tieWeight(index: Int, count: Int) -> Double {
        1 + tieWeightStep * Double(max(count - 1 - index, 0))
    }

    /// The attributes of one axis: start and end edges, size and centre, for the stack's
    /// arranged views and for the stack (its margins when margins-relative).
    struct Edges {
        var start: LayoutAttribute
        var end: LayoutAttribute
        var size: LayoutAttribute
        var center: LayoutAttribute
        var stackStart: LayoutAttribute
        var stackEnd: LayoutAttribute
        var stackCenter: LayoutAttribute
        /// How much of the stack's length the margins take (both of them).
        var margins: Double

        init(horizontal: Bool, marginsRelative: Bool) {
            start = horizontal ? .leading : .top
            end = horizontal ? .trailing : .bottom
            size = horizontal ? .width : .height
            center = horizontal ? .centerX : .centerY
            if marginsRelative {
                stackStart = horizontal ? .leadingMargin : .topMargin
                stackEnd = horizontal ? .trailingMargin : .bottomMargin
                stackCenter = horizontal ? .centerXWithinMargins : .centerYWithinMargins
                margins = 2 * LayoutAttribute.defaultMargin
            } else {
                stackStart = start
                stackEnd = end
                stackCenter = center
                margins = 0
            }
        }
    }

    /// The length along `axis` an arranged view offers `fillProportionally`: its intrinsic
    /// size, else (chosen) its designed alignment rectangle's length.
    static func proportionalLength(_ view: ViewDefinition, horizontal: Bool) -> Double {
        let intrinsic = view.effectiveIntrinsicContentSize
        if let length = horizontal ? intrinsic?.width : intrinsic?.height { return max(length, 0) }
        let insets = view.effectiveAlignmentRectInsets
        let designed = insets == .zero ? view.frame : AlignmentInsets.alignmentRect(forFrame: view.frame, insets: insets)
        return max(horizontal ? designed.width : designed.height, 0)
    }

    static func constraints(for stackView: ViewDefinition) -> [StackConstraint] {
        guard let stack = stackView.stack else { return [] }
        var builder = Builder(stackID: stackView.id, arranged: stackView.children.map(\.id))
        let horizontal = stack.axis == .horizontal
        let along = Edges(horizontal: horizontal, marginsRelative: stack.layoutMarginsRelative)
        let across = Edges(horizontal: !horizontal, marginsRelative: stack.layoutMarginsRelative)
        let shown = stackView.children.indices.filter { !stackView.children[$0].hidden }
        alongAxis(stack, stackView, shown: shown, along: along, into: &builder)
        acrossAxis(stack, stackView, shown: shown, across: across, into: &builder)
        return builder.constraints
    }

    // MARK: Along the axis

    static func alongAxis(_ stack: StackArrangement, _ stackView: ViewDefinition, shown: [Int], along: Edges, into builder: inout Builder) {
        let children = stackView.children
        // A hidden view: zero long where it sits in the row (UIKit's "hiding" constraint).
        var previousShown: Int?
        for index in children.indices {
            if children[index].hidden {
                builder.relate("UISV-hiding", (.arranged(index), along.size), .equal, nil, constant: 0)
                let place: (StackConstraint.Item, LayoutAttribute) = previousShown.map { (.arranged($0), along.end) } ?? (.stack, along.stackStart)
                builder.relate("UISV-hiding", (.arranged(index), along.start), .equal, place, constant: 0)
            } else {
                previousShown = index
            }
        }
        guard let first = shown.first, let last = shown.last else { return }
        builder.relate("UISV-canvas-connection", (.arranged(first), along.start), .equal, (.stack, along.stackStart), constant: 0)
        builder.relate("UISV-canvas-connection", (.stack, along.stackEnd), .equal, (.arranged(last), along.end), constant: 0)
        let minimumOnly = stack.distribution == .equalSpacing || stack.distribution == .equalCentering
        for (a, b) in zip(shown, shown.dropFirst()) {
            builder.relate("UISV-spacing", (.arranged(b), along.start), minimumOnly ? .greaterThanOrEqual : .equal, (.arranged(a), along.end), constant: stack.spacing)
        }
        switch stack.distribution {
        case .fill:
            break
        case .fillEqually:
            for other in shown.dropFirst() {
                builder.relate("UISV-fill-equally", (.arranged(other), along.size), .equal, (.arranged(first), along.size), constant: 0)
            }
        case .fillProportionally:
            let horizontal = along.size == .width
            let lengths = shown.map { proportionalLength(children[$0], horizontal: horizontal) }
            let total = lengths.reduce(0, +)
            // With no lengths to share in proportion, the views fill as `fill` does (chosen).
            guard total > 0 else { break }
            let taken = along.margins + stack.spacing * Double(shown.count - 1)
            for (index, length) in zip(shown, lengths) {
                let share = length / total
                builder.relate("UISV-fill-proportionally", (.arranged(index), along.size), .equal, (.stack, along.size),
                               multiplier: share, constant: -share * taken, priority: proportionalPriority)
            }
        case .equalSpacing:
            // Every gap equals the first: (b.start − a.end) − (second.start − first.end) == 0.
            let pairs = Array(zip(shown, shown.dropFirst()))
            for (a, b) in pairs.dropFirst() {
                let (a0, b0) = pairs[0]
                builder.general("UISV-distributing", [
                    (.arranged(b), along.start, 1), (.arranged(a), along.end, -1),
                    (.arranged(b0), along.start, -1), (.arranged(a0), along.end, 1),
                ], description: "\(builder.name(.arranged(b), along.start)) - \(builder.name(.arranged(a), along.end)) == \(builder.name(.arranged(b0), along.start)) - \(builder.name(.arranged(a0), along.end)) @\(LayoutConstraint.format(distributingPriority))")
            }
        case .equalCentering:
            // Every centre step equals the first: (b.center − a.center) − (second − first) == 0.
            let pairs = Array(zip(shown, shown.dropFirst()))
            for (a, b) in pairs.dropFirst() {
                let (a0, b0) = pairs[0]
                builder.general("UISV-distributing", [
                    (.arranged(b), along.center, 1), (.arranged(a), along.center, -1),
                    (.arranged(b0), along.center, -1), (.arranged(a0), along.center, 1),
                ], description: "\(builder.name(.arranged(b), along.center)) - \(builder.name(.arranged(a), along.center)) == \(builder.name(.arranged(b0), along.center)) - \(builder.name(.arranged(a0), along.center)) @\(LayoutConstraint.format(distributingPriority))")
            }
        }
    }

    // MARK: Across the axis

    static func acrossAxis(_ stack: StackArrangement, _ stackView: ViewDefinition, shown: [Int], across: Edges, into builder: inout Builder) {
        let spans = Set(shown)
        for index in stackView.children.indices {
            let view = StackConstraint.Item.arranged(index)
            // Hidden views are aligned but do not stretch the stack (UIKit's spanning skips them).
            let bounded = spans.contains(index)
            switch stack.alignment {
            case .fill:
                builder.relate("UISV-alignment", (view, across.start), .equal, (.stack, across.stackStart), constant: 0)
                builder.relate("UISV-alignment", (view, across.end), .equal, (.stack, across.stackEnd), constant: 0)
            case .leading, .top:
                builder.relate("UISV-alignment", (view, across.start), .equal, (.stack, across.stackStart), constant: 0)
                if bounded { builder.relate("UISV-spanning-boundary", (view, across.end), .lessThanOrEqual, (.stack, across.stackEnd), constant: 0) }
            case .trailing, .bottom, .firstBaseline, .lastBaseline:
                // A baseline is a view's bottom edge (Swivel measures no fonts).
                builder.relate("UISV-alignment", (view, across.end), .equal, (.stack, across.stackEnd), constant: 0)
                if bounded { builder.relate("UISV-spanning-boundary", (view, across.start), .greaterThanOrEqual, (.stack, across.stackStart), constant: 0) }
            case .center:
                builder.relate("UISV-alignment", (view, across.center), .equal, (.stack, across.stackCenter), constant: 0)
                if bounded {
                    builder.relate("UISV-spanning-boundary", (view, across.start), .greaterThanOrEqual, (.stack, across.stackStart), constant: 0)
                    builder.relate("UISV-spanning-boundary", (view, across.end), .lessThanOrEqual, (.stack, across.stackEnd), constant: 0)
                }
            }
        }
        if stack.alignment != .fill && !shown.isEmpty {
            builder.relate("UISV-spanning-fit", (.stack, across.size), .lessThanOrEqual, nil, constant: 0, priority: spanningFitPriority)
        }
    }

    // MARK: Building

    /// Collects constraints with ids numbered per role and descriptions in UIKit's notation.
    struct Builder {
        let stackID: String
        let arranged: [String]
        var constraints: [StackConstraint] = []
        var counts: [String: Int] = [:]

        init(stackID: String, arranged: [String]) {
            self.stackID = stackID
            self.arranged = arranged
        }

        func name(_ item: StackConstraint.Item) -> String {
            switch item {
            case .stack: stackID
            case .arranged(let index): arranged[index]
            }
        }

        func name(_ item: StackConstraint.Item, _ attribute: LayoutAttribute) -> String { name(item) + "." + attribute.rawValue }

        mutating func nextID(_ role: String) -> String {
            let count = counts[role, default: 0] + 1
            counts[role] = count
            return "\(stackID).\(role).\(count)"
        }

        /// `first relation multiplier × second + constant` (NSLayoutConstraint's equation), or
        /// `first relation constant` without `second`.
        mutating func relate(
            _ role: String, _ first: (StackConstraint.Item, LayoutAttribute), _ relation: LayoutRelation,
            _ second: (StackConstraint.Item, LayoutAttribute)?, multiplier: Double = 1, constant: Double,
            priority: Double = LayoutConstraint.requiredPriority
        ) {
            var terms = [StackConstraint.Term(item: first.0, attribute: first.1, coefficient: 1)]
            if let second { terms.append(StackConstraint.Term(item: second.0, attribute: second.1, coefficient: -multiplier)) }
            let id = nextID(role)
            let logged = LayoutConstraint(
                id: id, item: name(first.0), attribute: first.1, relation: relation, toItem: second.map { name($0.0) },
                toAttribute: second?.1, multiplier: multiplier, constant: constant, priority: priority
            )
            constraints.append(StackConstraint(id: id, terms: terms, constant: -constant, relation: relation, priority: priority, description: logged.logDescription))
        }

        /// `Σ coefficient × item.attribute == 0` at the distributing priority.
        mutating func general(_ role: String, _ parts: [(StackConstraint.Item, LayoutAttribute, Double)], description: String) {
            constraints.append(StackConstraint(
                id: nextID(role), terms: parts.map { StackConstraint.Term(item: $0.0, attribute: $0.1, coefficient: $0.2) },
                constant: 0, relation: .equal, priority: distributingPriority, description: description
            ))
        }
    }
}
