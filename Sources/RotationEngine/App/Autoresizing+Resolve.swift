extension Autoresizing {
    /// UIKit's autoresizing: when the superview's size changes from `designed` to `actual`,
    /// the change along each axis is shared among that axis' flexible parts (margins and
    /// size) in proportion to their current sizes; with no flexible part the view keeps its
    /// distance from the top/left and its size. When every flexible part is zero-sized the
    /// change is shared equally (a proportional share of nothing would lose it).
    public func resolve(_ frame: Rect, designed: Size, actual: Size) -> Rect {
        let (x, width) = Self.resolveAxis(
            origin: frame.x, length: frame.width, designed: designed.width, actual: actual.width,
            flexibleStart: contains(.flexibleLeftMargin), flexibleLength: contains(.flexibleWidth),
            flexibleEnd: contains(.flexibleRightMargin)
        )
        let (y, height) = Self.resolveAxis(
            origin: frame.y, length: frame.height, designed: designed.height, actual: actual.height,
            flexibleStart: contains(.flexibleTopMargin), flexibleLength: contains(.flexibleHeight),
            flexibleEnd: contains(.flexibleBottomMargin)
        )
        return Rect(x: x, y: y, width: width, height: height)
    }

    public static func resolveAxis(origin: Double, length: Double, designed: Double, actual: Double, flexibleStart: Bool, flexibleLength: Bool, flexibleEnd: Bool) -> (Double, Double) {
        let delta = actual - designed
        guard delta != 0, flexibleStart || flexibleLength || flexibleEnd else { return (origin, length) }
        let start = max(0, origin)
        let end = max(0, designed - origin - length)
        let size = max(0, length)
        let parts = [(flexibleStart, start), (flexibleLength, size), (flexibleEnd, end)]
        let total = parts.reduce(0.0) { $0 + ($1.0 ? $1.1 : 0) }
        let flexibleCount = Double(parts.filter(\.0).count)
        func share(_ part: (Bool, Double)) -> Double {
            guard part.0 else { return 0 }
            return total > 0 ? delta * part.1 / total : delta / flexibleCount
        }
        return (origin + share(parts[0]), length + share(parts[1]))
    }
}
