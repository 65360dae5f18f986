import RotationEngine
import RotationLayout
import Testing

/// UIKit's autoresizing: the superview's size change along an axis is shared among
/// that axis' flexible parts in proportion to their sizes.
///
/// The fixture is chosen so every share is a whole (or half) number:
/// - horizontal: superview designed 120 wide; the view at x 20, width 40, so the parts are
///   left margin 20, width 40, right margin 60;
/// - vertical: superview designed 240 high; the view at y 40, height 80, so the parts are
///   top margin 40, height 80, bottom margin 120.
/// Growing goes to 240 × 480 (+120, +240); shrinking to 90 × 180 (−30, −60).
enum AutoresizingFixture {
    static let frame = rect(20, 40, 40, 80)
    static let designed = Size(width: 120, height: 240)
    static let grown = Size(width: 240, height: 480)
    static let shrunk = Size(width: 90, height: 180)

    /// (x, width) after growing by 120, by the horizontal flexible parts (left, width, right):
    /// the shares are 120 × part / (sum of the flexible parts).
    static func horizontalGrown(left: Bool, width: Bool, right: Bool) -> (Double, Double) {
        switch (left, width, right) {
        case (false, false, false): (20, 40)   // nothing flexible: keeps its left distance and width
        case (true, false, false): (140, 40)   // left margin takes all 120
        case (false, true, false): (20, 160)   // width takes all 120
        case (false, false, true): (20, 40)    // right margin takes it: nothing visible moves
        case (true, true, false): (60, 120)    // 20:40 of 120 → +40, +80
        case (true, false, true): (50, 40)     // 20:60 of 120 → left +30
        case (false, true, true): (20, 88)     // 40:60 of 120 → width +48
        case (true, true, true): (40, 80)      // 20:40:60 of 120 → +20, +40
        }
    }

    /// (x, width) after shrinking by 30.
    static func horizontalShrunk(left: Bool, width: Bool, right: Bool) -> (Double, Double) {
        switch (left, width, right) {
        case (false, false, false): (20, 40)
        case (true, false, false): (-10, 40)   // the left margin goes negative: off the left edge
        case (false, true, false): (20, 10)
        case (false, false, true): (20, 40)
        case (true, true, false): (10, 20)     // 20:40 of −30 → −10, −20
        case (true, false, true): (12.5, 40)   // 20:60 of −30 → −7.5
        case (false, true, true): (20, 28)     // 40:60 of −30 → −12
        case (true, true, true): (15, 30)      // 20:40:60 of −30 → −5, −10
        }
    }

    /// (y, height) after growing by 240, by the vertical flexible parts (top, height, bottom).
    static func verticalGrown(top: Bool, height: Bool, bottom: Bool) -> (Double, Double) {
        switch (top, height, bottom) {
        case (false, false, false): (40, 80)
        case (true, false, false): (280, 80)
        case (false, true, false): (40, 320)
        case (false, false, true): (40, 80)
        case (true, true, false): (120, 240)   // 40:80 of 240 → +80, +160
        case (true, false, true): (100, 80)    // 40:120 of 240 → +60
        case (false, true, true): (40, 176)    // 80:120 of 240 → +96
        case (true, true, true): (80, 160)     // 40:80:120 of 240 → +40, +80
        }
    }

    /// (y, height) after shrinking by 60.
    static func verticalShrunk(top: Bool, height: Bool, bottom: Bool) -> (Double, Double) {
        switch (top, height, bottom) {
        case (false, false, false): (40, 80)
        case (true, false, false): (-20, 80)
        case (false, true, false): (40, 20)
        case (false, false, true): (40, 80)
        case (true, true, false): (20, 40)     // 40:80 of −60 → −20, −40
        case (true, false, true): (25, 80)     // 40:120 of −60 → −15
        case (false, true, true): (40, 56)     // 80:120 of −60 → −24
        case (true, true, true): (30, 60)      // 40:80:120 of −60 → −10, −20
        }
    }

    static func expected(_ mask: Autoresizing, growing: Bool) -> Rect {
        let l = mask.contains(.flexibleLeftMargin), w = mask.contains(.flexibleWidth), r = mask.contains(.flexibleRightMargin)
        let t = mask.contains(.flexibleTopMargin), h = mask.contains(.flexibleHeight), b = mask.contains(.flexibleBottomMargin)
        let (x, width) = growing ? horizontalGrown(left: l, width: w, right: r) : horizontalShrunk(left: l, width: w, right: r)
        let (y, height) = growing ? verticalGrown(top: t, height: h, bottom: b) : verticalShrunk(top: t, height: h, bottom: b)
        return rect(x, y, width, height)
    }
}

/// All 64 masks: the six flexible parts are the low six bits of `UIViewAutoresizing`.
let allMasks: [Autoresizing] = (0..<64).map { Autoresizing(rawValue: $0) }

extension Autoresizing: CustomTestStringConvertible {
    public var testDescription: String { names.isEmpty ? "none" : names.joined(separator: "+") }
}

/// Growing the superview shares the growth among the flexible parts in proportion to their sizes.
@Test(arguments: allMasks)
func growingSharesTheChangeProportionally(mask: Autoresizing) {
    let resolved = mask.resolve(AutoresizingFixture.frame, designed: AutoresizingFixture.designed, actual: AutoresizingFixture.grown)
    #expect(resolved == AutoresizingFixture.expected(mask, growing: true))
}

/// Shrinking the superview takes the loss from the flexible parts in proportion to their sizes.
@Test(arguments: allMasks)
func shrinkingSharesTheChangeProportionally(mask: Autoresizing) {
    let resolved = mask.resolve(AutoresizingFixture.frame, designed: AutoresizingFixture.designed, actual: AutoresizingFixture.shrunk)
    #expect(resolved == AutoresizingFixture.expected(mask, growing: false))
}

/// At the size it was designed at, a view keeps its frame whatever its mask.
@Test(arguments: allMasks)
func unchangedSuperviewKeepsTheFrame(mask: Autoresizing) {
    #expect(mask.resolve(AutoresizingFixture.frame, designed: AutoresizingFixture.designed, actual: AutoresizingFixture.designed) == AutoresizingFixture.frame)
}

/// Resolving in two steps (designed → portrait → landscape) gives what one step gives: the shares keep their ratio.
@Test(arguments: allMasks)
func resolvingInStepsMatchesOneStep(mask: Autoresizing) {
    let frame = AutoresizingFixture.frame
    let middle = Size(width: 200, height: 300)
    let once = mask.resolve(frame, designed: AutoresizingFixture.designed, actual: AutoresizingFixture.grown)
    let twice = mask.resolve(mask.resolve(frame, designed: AutoresizingFixture.designed, actual: middle), designed: middle, actual: AutoresizingFixture.grown)
    #expect(close(once, twice), "\(describe(once)) vs \(describe(twice))")
}

/// With no flexible part the view keeps its distance from the top and left and its size, growing or shrinking.
@Test func noFlexiblePartKeepsTopLeftDistance() {
    let frame = rect(30, 50, 100, 60)
    let mask: Autoresizing = []
    #expect(mask.resolve(frame, designed: Size(width: 320, height: 460), actual: Size(width: 568, height: 300)) == frame)
    #expect(mask.resolve(frame, designed: Size(width: 568, height: 300), actual: Size(width: 320, height: 460)) == frame)
}

/// Flexible margins on both sides of a view that fills the axis (both zero) share the change equally.
@Test func zeroSizedMarginsShareEqually() {
    let mask: Autoresizing = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin]
    let resolved = mask.resolve(rect(0, 0, 120, 240), designed: Size(width: 120, height: 240), actual: Size(width: 240, height: 180))
    // +120 wide: 60 to each side; −60 high: −30 to each side.
    #expect(resolved == rect(60, -30, 120, 240))
}

/// A zero-sized flexible margin and a zero-sized flexible size share the change equally.
@Test func zeroSizedMarginAndSizeShareEqually() {
    let mask: Autoresizing = [.flexibleLeftMargin, .flexibleWidth, .flexibleTopMargin, .flexibleHeight]
    // Left margin 0 and width 0 (right margin 120); top margin 0 and height 0 (bottom margin 240).
    let resolved = mask.resolve(rect(0, 0, 0, 0), designed: Size(width: 120, height: 240), actual: Size(width: 200, height: 300))
    #expect(resolved == rect(40, 30, 40, 30))
}

/// A lone zero-sized flexible part takes the whole change.
@Test func zeroSizedLonePartTakesAll() {
    let mask: Autoresizing = [.flexibleLeftMargin, .flexibleHeight]
    let resolved = mask.resolve(rect(0, 40, 120, 0), designed: Size(width: 120, height: 240), actual: Size(width: 150, height: 260))
    #expect(resolved == rect(30, 40, 120, 20))
}

/// When only some flexible parts are zero-sized, the others take the whole change (proportional, not equal).
@Test func zeroSizedPartBesideSizedPartGetsNothing() {
    let mask: Autoresizing = [.flexibleLeftMargin, .flexibleWidth]
    // Left margin 0, width 40: the width takes all of +80.
    let resolved = mask.resolve(rect(0, 0, 40, 240), designed: Size(width: 120, height: 240), actual: Size(width: 200, height: 240))
    #expect(resolved == rect(0, 0, 120, 240))
}

/// The axis rule gives the same bits as the proportional share written as a fold over the three
/// parts (how it was first written): every combination of flexible parts, on origins, lengths
/// and sizes that are not whole numbers, negative or zero.
@Test func autoresizingAxisMatchesTheFoldOverItsParts() {
    func folded(_ origin: Double, _ length: Double, _ designed: Double, _ actual: Double, _ flexible: (Bool, Bool, Bool)) -> (Double, Double) {
        let delta = actual - designed
        guard delta != 0, flexible.0 || flexible.1 || flexible.2 else { return (origin, length) }
        let parts = [(flexible.0, max(0, origin)), (flexible.1, max(0, length)), (flexible.2, max(0, designed - origin - length))]
        let total = parts.reduce(0.0) { $0 + ($1.0 ? $1.1 : 0) }
        let count = Double(parts.filter(\.0).count)
        func share(_ part: (Bool, Double)) -> Double { part.0 ? (total > 0 ? delta * part.1 / total : delta / count) : 0 }
        return (origin + share(parts[0]), length + share(parts[1]))
    }
    let values: [Double] = [0, -0.0, 1, 20, 33.3, -12.5, 0.1, 320, 1e-9, 767.75]
    for mask in 0..<8 {
        let flexible = (mask & 1 != 0, mask & 2 != 0, mask & 4 != 0)
        for origin in values { for length in values { for designed in values { for actual in values.map({ $0 * 1.5 }) {
            let mine = Autoresizing.resolveAxis(origin: origin, length: length, designed: designed, actual: actual,
                                                flexibleStart: flexible.0, flexibleLength: flexible.1, flexibleEnd: flexible.2)
            let expected = folded(origin, length, designed, actual, flexible)
            if mine.0.bitPattern != expected.0.bitPattern || mine.1.bitPattern != expected.1.bitPattern {
                Issue.record("origin \(origin) length \(length) designed \(designed) actual \(actual) flexible \(flexible): \(mine) ≠ \(expected)")
            }
        } } } }
    }
}
