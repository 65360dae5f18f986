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
        // The parts summed in their order (start, size, end), as a fold over them did: the
        // same bits. No arrays: one per axis was ~1.2k instructions a view in an event
        // answer's layout (BENCHMARKS.md, "The yardstick since", thirteenth session).
        let total = (flexibleStart ? start : 0) + (flexibleLength ? size : 0) + (flexibleEnd ? end : 0)
        let flexibleCount = Double((flexibleStart ? 1 : 0) + (flexibleLength ? 1 : 0) + (flexibleEnd ? 1 : 0))
        func share(_ flexible: Bool, _ part: Double) -> Double {
            guard flexible else { return 0 }
            return total > 0 ? delta * part / total : delta / flexibleCount
        }
        return (origin + share(flexibleStart, start), length + share(flexibleLength, size))
    }
}
