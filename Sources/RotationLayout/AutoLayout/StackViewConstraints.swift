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

    /// What it does, by UIKit's name for it (the `UISV-` part of the ids UIKit's stack views
    /// give their constraints).
    enum Role: Int, CaseIterable, Sendable {
        case hiding, canvasConnection, spacing, fillEqually, fillProportionally, distributing, alignment, spanningBoundary, spanningFit, canvasFit

        var name: String {
            switch self {
            case .hiding: "UISV-hiding"
            case .canvasConnection: "UISV-canvas-connection"
            case .spacing: "UISV-spacing"
            case .fillEqually: "UISV-fill-equally"
            case .fillProportionally: "UISV-fill-proportionally"
            case .distributing: "UISV-distributing"
            case .alignment: "UISV-alignment"
            case .spanningBoundary: "UISV-spanning-boundary"
            case .spanningFit: "UISV-spanning-fit"
            case .canvasFit: "UISV-canvas-fit"
            }
        }
    }

    /// How UIKit's log writes it, over its terms' items and attributes. Kept as parts and
    /// written out only when a breach is reported: formatting every synthesized constraint's
    /// text was a tenth of a stack screen's build (BENCHMARKS.md, "Modern Interface Builder files").
    enum Notation: Equatable, Sendable {
        /// `first relation multiplier × second + constant` (NSLayoutConstraint's equation): the
        /// first term, then the second when there is one.
        case equation(LayoutRelation, multiplier: Double, constant: Double)
        /// `t0 - t1 == t2 - t3`: equal gaps or centre steps.
        case equalDifferences
        /// `t0 == share*(t1 - t2) - share × spacing`: a proportional size of the length between
        /// a margins-relative stack's margins (`t1` its end margin, `t2` its start margin).
        case shareOfMargins(share: Double, spacing: Double)

        /// The text, for the terms' items named and their attributes, at `priority`.
        func text(_ parts: [(name: String, attribute: LayoutAttribute)], priority: Double) -> String {
            switch self {
            case .equation(let relation, let multiplier, let constant):
                let second = parts.count > 1 ? parts[1] : nil
                return LayoutConstraint(
                    id: "", item: parts[0].name, attribute: parts[0].attribute, relation: relation, toItem: second?.name,
                    toAttribute: second?.attribute, multiplier: multiplier, constant: constant, priority: priority
                ).logDescription
            case .equalDifferences:
                let named = parts.map { $0.name + "." + $0.attribute.rawValue }
                // A required one is written without its priority, as NSLayoutConstraint's log does.
                let suffix = priority >= LayoutConstraint.requiredPriority ? "" : " @\(LayoutConstraint.format(priority))"
                return "\(named[0]) - \(named[1]) == \(named[2]) - \(named[3])" + suffix
            case .shareOfMargins(let share, let spacing):
                let named = parts.map { $0.name + "." + $0.attribute.rawValue }
                let taken = share * spacing
                return "\(named[0]) == \(LayoutConstraint.format(share))*(\(named[1]) - \(named[2]))"
                    + (taken > 0 ? " - \(LayoutConstraint.format(taken))" : "") + " @\(LayoutConstraint.format(priority))"
            }
        }
    }

    /// With the stack's id and `number`, counted per role, its id: `<stack id>.UISV-spacing.2`.
    var role: Role
    var number: Int
    var terms: [Term]
    var constant: Double
    var relation: LayoutRelation
    var priority: Double
    var notation: Notation
}

/// The constraints UIKit's `UIStackView` adds for its documented rules (docs/semantics.md,
/// "Stack views", after Apple's UIStackView documentation), for one stack of an app
/// definition. Pure: the plan turns them into linear forms.
///
/// Along the axis, the first and last shown arranged views are pinned to the stack's edges (its
/// margins when `layoutMarginsRelative`); adjacent ones are `spacing` apart (exactly for the
/// fill distributions, at least for `equalSpacing` and `equalCentering`, whose gaps are equal —
/// required — or whose centre steps are equal at ``centeringPriority(after:)``, and whose stack
/// is as short along the axis as that allows at ``canvasFitPriority``); `fillEqually` makes them one size and
/// `fillProportionally` sizes them in proportion to their intrinsic sizes at
/// ``proportionalPriority``. Across the axis each is aligned; unless it fills, the stack spans
/// its tallest (widest) view at ``spanningFitPriority``. A hidden arranged view is zero long at
/// its place in the row and gets no spacing.
enum StackViewConstraints {
    /// `equalCentering`'s equal centre steps (Swivel's `UISV-distributing`; UIKit equates gap
    /// guides, as `UISV-fill-equally`): the step after the arranged view at `index`, counted
    /// among all arranged views, hidden ones included, is wanted equal to the first at
    /// 150 − index, at least 50 — below the default hugging priority, so intrinsic sizes beat
    /// equal centring, as Apple documents. `equalSpacing`'s equal gaps are required
    /// (docs/semantics.md, "Stack views": UIKit's priorities).
    static func centeringPriority(after index: Int) -> Double {
        max(150 - Double(index), 50)
    }
    /// `UISV-canvas-fit`: an `equalSpacing` or `equalCentering` stack's length along its axis is
    /// wanted zero at 49, so a stack no constraint stretches keeps its gaps at `spacing`, as
    /// UIKit does and Interface Builder saves such stacks (docs/semantics.md, "Stack views").
    static let canvasFitPriority = 49.0
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
        init(horizontal: Bool, marginsRelative: Bool) {
            start = horizontal ? .leading : .top
            end = horizontal ? .trailing : .bottom
            size = horizontal ? .width : .height
            center = horizontal ? .centerX : .centerY
            if marginsRelative {
                stackStart = horizontal ? .leadingMargin : .topMargin
                stackEnd = horizontal ? .trailingMargin : .bottomMargin
                stackCenter = horizontal ? .centerXWithinMargins : .centerYWithinMargins
            } else {
                stackStart = start
                stackEnd = end
                stackCenter = center
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
        var builder = Builder()
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
                builder.relate(.hiding, (.arranged(index), along.size), .equal, nil, constant: 0)
                let place: (StackConstraint.Item, LayoutAttribute) = previousShown.map { (.arranged($0), along.end) } ?? (.stack, along.stackStart)
                builder.relate(.hiding, (.arranged(index), along.start), .equal, place, constant: 0)
            } else {
                previousShown = index
            }
        }
        guard let first = shown.first, let last = shown.last else { return }
        builder.relate(.canvasConnection, (.arranged(first), along.start), .equal, (.stack, along.stackStart), constant: 0)
        builder.relate(.canvasConnection, (.stack, along.stackEnd), .equal, (.arranged(last), along.end), constant: 0)
        let minimumOnly = stack.distribution == .equalSpacing || stack.distribution == .equalCentering
        for (a, b) in zip(shown, shown.dropFirst()) {
            builder.relate(.spacing, (.arranged(b), along.start), minimumOnly ? .greaterThanOrEqual : .equal, (.arranged(a), along.end), constant: stack.spacing)
        }
        switch stack.distribution {
        case .fill:
            break
        case .fillEqually:
            for other in shown.dropFirst() {
                builder.relate(.fillEqually, (.arranged(other), along.size), .equal, (.arranged(first), along.size), constant: 0)
            }
        case .fillProportionally:
            let horizontal = along.size == .width
            let lengths = shown.map { proportionalLength(children[$0], horizontal: horizontal) }
            let total = lengths.reduce(0, +)
            // With no lengths to share in proportion, the views fill as `fill` does (chosen).
            guard total > 0 else { break }
            let spacing = stack.spacing * Double(shown.count - 1)
            for (index, length) in zip(shown, lengths) {
                let share = length / total
                if stack.layoutMarginsRelative {
                    // The length between the margins, whatever they are (the stack's own, its
                    // safe area, its superview's: "Guides").
                    builder.shareOfMargins((.arranged(index), along.size), between: along.stackStart, and: along.stackEnd, share: share, spacing: spacing)
                } else {
                    builder.relate(.fillProportionally, (.arranged(index), along.size), .equal, (.stack, along.size),
                                   multiplier: share, constant: -share * spacing, priority: proportionalPriority)
                }
            }
        case .equalSpacing:
            // Every gap equals the first: (b.start − a.end) − (second.start − first.end) == 0.
            let pairs = Array(zip(shown, shown.dropFirst()))
            for (a, b) in pairs.dropFirst() {
                let (a0, b0) = pairs[0]
                builder.equalDifferences(.distributing, [
                    (.arranged(b), along.start, 1), (.arranged(a), along.end, -1),
                    (.arranged(b0), along.start, -1), (.arranged(a0), along.end, 1),
                ], priority: LayoutConstraint.requiredPriority)
            }
        case .equalCentering:
            // Every centre step equals the first: (b.center − a.center) − (second − first) == 0.
            let pairs = Array(zip(shown, shown.dropFirst()))
            for (a, b) in pairs.dropFirst() {
                let (a0, b0) = pairs[0]
                builder.equalDifferences(.distributing, [
                    (.arranged(b), along.center, 1), (.arranged(a), along.center, -1),
                    (.arranged(b0), along.center, -1), (.arranged(a0), along.center, 1),
                ], priority: centeringPriority(after: a))
            }
        }
        if minimumOnly {
            builder.relate(.canvasFit, (.stack, along.size), .equal, nil, constant: 0, priority: canvasFitPriority)
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
                builder.relate(.alignment, (view, across.start), .equal, (.stack, across.stackStart), constant: 0)
                builder.relate(.alignment, (view, across.end), .equal, (.stack, across.stackEnd), constant: 0)
            case .leading, .top:
                builder.relate(.alignment, (view, across.start), .equal, (.stack, across.stackStart), constant: 0)
                if bounded { builder.relate(.spanningBoundary, (view, across.end), .lessThanOrEqual, (.stack, across.stackEnd), constant: 0) }
            case .trailing, .bottom, .firstBaseline, .lastBaseline:
                // A baseline is a view's bottom edge (Swivel measures no fonts).
                builder.relate(.alignment, (view, across.end), .equal, (.stack, across.stackEnd), constant: 0)
                if bounded { builder.relate(.spanningBoundary, (view, across.start), .greaterThanOrEqual, (.stack, across.stackStart), constant: 0) }
            case .center:
                builder.relate(.alignment, (view, across.center), .equal, (.stack, across.stackCenter), constant: 0)
                if bounded {
                    builder.relate(.spanningBoundary, (view, across.start), .greaterThanOrEqual, (.stack, across.stackStart), constant: 0)
                    builder.relate(.spanningBoundary, (view, across.end), .lessThanOrEqual, (.stack, across.stackEnd), constant: 0)
                }
            }
        }
        if stack.alignment != .fill && !shown.isEmpty {
            builder.relate(.spanningFit, (.stack, across.size), .lessThanOrEqual, nil, constant: 0, priority: spanningFitPriority)
        }
    }

    // MARK: Building

    /// Collects constraints, numbered per role.
    struct Builder {
        var constraints: [StackConstraint] = []
        /// How many of each role it has made, by the role's raw value.
        var counts = [Int](repeating: 0, count: StackConstraint.Role.allCases.count)

        mutating func nextNumber(_ role: StackConstraint.Role) -> Int {
            counts[role.rawValue] += 1
            return counts[role.rawValue]
        }

        /// `first relation multiplier × second + constant` (NSLayoutConstraint's equation), or
        /// `first relation constant` without `second`.
        mutating func relate(
            _ role: StackConstraint.Role, _ first: (StackConstraint.Item, LayoutAttribute), _ relation: LayoutRelation,
            _ second: (StackConstraint.Item, LayoutAttribute)?, multiplier: Double = 1, constant: Double,
            priority: Double = LayoutConstraint.requiredPriority
        ) {
            var terms = [StackConstraint.Term(item: first.0, attribute: first.1, coefficient: 1)]
            if let second { terms.append(StackConstraint.Term(item: second.0, attribute: second.1, coefficient: -multiplier)) }
            constraints.append(StackConstraint(
                role: role, number: nextNumber(role), terms: terms, constant: -constant, relation: relation, priority: priority,
                notation: .equation(relation, multiplier: multiplier, constant: constant)
            ))
        }

        /// `view == share × (end − start) − share × spacing` at the proportional priority: a
        /// margins-relative stack's arranged view sized in proportion to what lies between its
        /// margins.
        mutating func shareOfMargins(
            _ view: (StackConstraint.Item, LayoutAttribute), between start: LayoutAttribute, and end: LayoutAttribute, share: Double, spacing: Double
        ) {
            let terms = [
                StackConstraint.Term(item: view.0, attribute: view.1, coefficient: 1),
                StackConstraint.Term(item: .stack, attribute: end, coefficient: -share),
                StackConstraint.Term(item: .stack, attribute: start, coefficient: share),
            ]
            constraints.append(StackConstraint(
                role: .fillProportionally, number: nextNumber(.fillProportionally), terms: terms, constant: share * spacing,
                relation: .equal, priority: proportionalPriority, notation: .shareOfMargins(share: share, spacing: spacing)
            ))
        }

        /// `t0 - t1 == t2 - t3` (coefficients 1, −1, −1, 1) at `priority`.
        mutating func equalDifferences(_ role: StackConstraint.Role, _ parts: [(StackConstraint.Item, LayoutAttribute, Double)], priority: Double) {
            constraints.append(StackConstraint(
                role: role, number: nextNumber(role), terms: parts.map { StackConstraint.Term(item: $0.0, attribute: $0.1, coefficient: $0.2) },
                constant: 0, relation: .equal, priority: priority, notation: .equalDifferences
            ))
        }
    }
}
