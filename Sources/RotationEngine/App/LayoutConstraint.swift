/// One Auto Layout constraint as an app definition holds it (docs/app-format.md, "Auto
/// Layout"): NSLayoutConstraint's equation
/// `item.attribute relation multiplier × toItem.toAttribute + constant`, at a priority.
///
/// Positions are measured in the bounds of the view that holds the constraint, as UIKit's
/// engine measures them in the constraint's common ancestor (docs/semantics.md, "Auto Layout").
public struct LayoutConstraint: Sendable, Equatable {
    /// The constraint's id (given, or `<holder>#<index>`): what reports and findings name.
    public var id: String
    /// An element id of the holder's subtree, the holder itself, or a layout guide.
    public var item: String
    public var attribute: LayoutAttribute
    public var relation: LayoutRelation
    /// nil for a constant (`width == 100`).
    public var toItem: String?
    public var toAttribute: LayoutAttribute?
    public var multiplier: Double
    public var constant: Double
    /// 1000 is required; 1–999 optional (UIKit's `UILayoutPriority`).
    public var priority: Double
    /// The size classes it is installed in (docs/app-format.md, "Size classes").
    public var installation = Installation.always

    public static let requiredPriority = 1000.0

    public init(
        id: String, item: String, attribute: LayoutAttribute, relation: LayoutRelation = .equal,
        toItem: String? = nil, toAttribute: LayoutAttribute? = nil, multiplier: Double = 1, constant: Double = 0,
        priority: Double = LayoutConstraint.requiredPriority
    ) {
        self.id = id
        self.item = item
        self.attribute = attribute
        self.relation = relation
        self.toItem = toItem
        self.toAttribute = toAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
    }

    public var isRequired: Bool { priority >= Self.requiredPriority }

    /// UIKit's log notation, as "Unable to simultaneously satisfy constraints" prints it:
    /// `title.leading == rootView.leading + 20 @750` (priority only when optional).
    public var logDescription: String {
        var text = item + "." + attribute.rawValue + " " + relation.symbol + " "
        if let toItem, let toAttribute {
            if multiplier != 1 { text += LayoutConstraint.format(multiplier) + "*" }
            text += toItem + "." + toAttribute.rawValue
            if constant > 0 { text += " + " + LayoutConstraint.format(constant) }
            if constant < 0 { text += " - " + LayoutConstraint.format(-constant) }
        } else {
            text += LayoutConstraint.format(constant)
        }
        if !isRequired { text += " @" + LayoutConstraint.format(priority) }
        return text
    }

    /// A number as the log prints it: whole numbers without a fraction.
    public static func format(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }

    /// The names layout guides go by (iOS 7's `topLayoutGuide` / `bottomLayoutGuide`).
    public static let topLayoutGuide = "topLayoutGuide"
    public static let bottomLayoutGuide = "bottomLayoutGuide"
    public static func isLayoutGuide(_ item: String) -> Bool { item == topLayoutGuide || item == bottomLayoutGuide }

    /// A view's guide named as an item, `"<view id>.safeArea"`, `"<view id>.margins"` or
    /// `"<view id>.readableContent"` (docs/app-format.md, "Guides"); nil for anything else.
    public static func viewGuide(_ item: String) -> (view: String, guide: ViewGuide)? {
        guard let dot = item.lastIndex(of: "."), let guide = ViewGuide(rawValue: String(item[item.index(after: dot)...])) else { return nil }
        let view = String(item[..<dot])
        return view.isEmpty ? nil : (view, guide)
    }
}

/// The guides every view has (UIKit's `safeAreaLayoutGuide`, `layoutMarginsGuide`,
/// `readableContentGuide`).
public enum ViewGuide: String, Sendable, Hashable, CaseIterable {
    case safeArea, margins, readableContent
}

/// NSLayoutRelation.
public enum LayoutRelation: String, Sendable, Equatable, CaseIterable {
    case equal, lessThanOrEqual, greaterThanOrEqual

    public var symbol: String {
        switch self {
        case .equal: "=="
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        }
    }
}

/// NSLayoutAttribute, by the names the app format uses. `leading`/`trailing` are `left`/
/// `right` (Swivel's locale is left-to-right), `baseline` is `bottom` (Swivel measures no
/// fonts), and the iOS 8 margin attributes sit UIKit's default 8 points inside the edges.
public enum LayoutAttribute: String, Sendable, Equatable, CaseIterable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY, baseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins

    public enum Axis: Sendable, Equatable { case horizontal, vertical }

    /// UIKit's default layout margins (iOS 8).
    public static let defaultMargin = 8.0

    public var axis: Axis {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
             .leadingMargin, .trailingMargin, .centerXWithinMargins:
            .horizontal
        case .top, .bottom, .height, .centerY, .baseline, .topMargin, .bottomMargin, .centerYWithinMargins:
            .vertical
        }
    }

    /// `width` and `height`: sizes, not positions.
    public var isSize: Bool { self == .width || self == .height }

    /// The iOS 8 margin attributes (a session on iOS 5/6 warns about them).
    public var isMargin: Bool {
        switch self {
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
             .centerXWithinMargins, .centerYWithinMargins:
            true
        default:
            false
        }
    }

    /// The edge or centre a margin attribute stands for (`leadingMargin` → `leading`); the
    /// attribute itself otherwise.
    public var withoutMargin: LayoutAttribute {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: self
        }
    }

    /// Where along its axis the attribute sits, as `origin + fraction × length + offset`
    /// (`right` is 1 × width, `centerX` ½ × width, `leftMargin` 0 × width + 8); nil for sizes.
    public var position: (fraction: Double, offset: Double)? {
        switch self {
        case .left, .leading, .top: (0, 0)
        case .right, .trailing, .bottom, .baseline: (1, 0)
        case .centerX, .centerY, .centerXWithinMargins, .centerYWithinMargins: (0.5, 0)
        case .leftMargin, .leadingMargin, .topMargin: (0, Self.defaultMargin)
        case .rightMargin, .trailingMargin, .bottomMargin: (1, -Self.defaultMargin)
        case .width, .height: nil
        }
    }
}

/// A view's intrinsic content size: nil on an axis is `UIViewNoIntrinsicMetric`.
public struct IntrinsicSize: Sendable, Equatable {
    public var width: Double?
    public var height: Double?
    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }
}

/// A priority per axis (content hugging, compression resistance).
public struct AxisPriorities: Sendable, Equatable {
    public var horizontal: Double
    public var vertical: Double
    public init(horizontal: Double, vertical: Double) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// UIKit's defaults: hugging 250, compression resistance 750.
    public static let defaultHugging = AxisPriorities(horizontal: 250, vertical: 250)
    public static let defaultCompressionResistance = AxisPriorities(horizontal: 750, vertical: 750)
}
