/// How a stack view (`UIStackView`, iOS 9) arranges its subviews: the element key `stack`
/// (docs/app-format.md, "Stack views"); the element's children are its arranged subviews, in
/// order. The layout turns it into the constraints UIKit adds (docs/semantics.md, "Stack views").
public struct StackArrangement: Sendable, Equatable {
    /// `UILayoutConstraintAxis`: horizontal arranges in reading order, vertical top to bottom.
    public enum Axis: String, Sendable, Equatable, CaseIterable {
        case horizontal, vertical
    }

    /// `UIStackViewDistribution`: sizes and positions along the axis.
    public enum Distribution: String, Sendable, Equatable, CaseIterable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    /// `UIStackViewAlignment`: positions across the axis. UIKit gives `leading` and `top` one
    /// value, and `trailing` and `bottom` another, so each pair means the same on either axis;
    /// the baseline alignments are a horizontal stack's only.
    public enum Alignment: String, Sendable, Equatable, CaseIterable {
        case fill, leading, top, center, trailing, bottom, firstBaseline, lastBaseline

        /// Whether it aligns by baselines (which Swivel lays out as bottom edges).
        public var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }
    }

    public var axis: Axis
    public var distribution: Distribution
    public var alignment: Alignment
    /// The space between adjacent arranged views: exact for the fill distributions, a minimum
    /// for `equalSpacing` and `equalCentering`.
    public var spacing: Double
    /// `layoutMarginsRelativeArrangement`: arranged views sit inside the stack's layout
    /// margins (UIKit's default 8 points) rather than its edges.
    public var layoutMarginsRelative: Bool
    /// `baselineRelativeArrangement`: read and kept; spacing is still measured between edges
    /// (Swivel measures no fonts).
    public var baselineRelative: Bool
    /// What changes with the size classes (``arrangement(for:)``).
    public var variations: [Variation] = []

    /// UIKit's defaults: horizontal, fill, fill, spacing 0, edges, not baseline-relative.
    public init(
        axis: Axis = .horizontal, distribution: Distribution = .fill, alignment: Alignment = .fill,
        spacing: Double = 0, layoutMarginsRelative: Bool = false, baselineRelative: Bool = false
    ) {
        self.axis = axis
        self.distribution = distribution
        self.alignment = alignment
        self.spacing = spacing
        self.layoutMarginsRelative = layoutMarginsRelative
        self.baselineRelative = baselineRelative
    }
}

/// A stack view's arrangement for some size classes (Interface Builder's size-class variations
/// of `axis`, `distribution`, `alignment` and `spacing`; docs/app-format.md, "Stack views"):
/// the element key `stack.variations`. From iOS 8 the last variation whose `when` matches the
/// size classes sets the values it names; the others stay the stack's.
extension StackArrangement {
    public struct Variation: Sendable, Equatable {
        /// The size classes it is for: any condition may match.
        public var when: [SizeClassCondition]
        public var axis: Axis?
        public var distribution: Distribution?
        public var alignment: Alignment?
        public var spacing: Double?

        public init(when: [SizeClassCondition], axis: Axis? = nil, distribution: Distribution? = nil, alignment: Alignment? = nil, spacing: Double? = nil) {
            self.when = when
            self.axis = axis
            self.distribution = distribution
            self.alignment = alignment
            self.spacing = spacing
        }
    }

    /// The arrangement in these size classes (nil: before iOS 8, the stack's own), variations
    /// applied in order and then dropped.
    public func arrangement(for sizeClasses: SizeClasses?) -> StackArrangement {
        var arrangement = self
        arrangement.variations = []
        guard let sizeClasses else { return arrangement }
        for variation in variations where variation.when.contains(where: { $0.matches(sizeClasses) }) {
            arrangement.axis = variation.axis ?? arrangement.axis
            arrangement.distribution = variation.distribution ?? arrangement.distribution
            arrangement.alignment = variation.alignment ?? arrangement.alignment
            arrangement.spacing = variation.spacing ?? arrangement.spacing
        }
        return arrangement
    }
}
