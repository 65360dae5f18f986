import Foundation
import RotationEngine
@_spi(Benchmarks) import RotationLayout

/// `swivel-bench stacks [--repeat N]`: a 50-view screen of nested stack views with size-class
/// variations (docs/semantics.md, "Stack views" and "Size classes") on an iPhone 15 Pro Max
/// turning between portrait (compact width, regular height) and landscape (regular width,
/// compact height): the re-solve of a trait change into a state whose rotation system is kept,
/// the first trait change into a state (a copy of the first system, items added and removed
/// rather than rebuilt), and the same screen laid out from scratch.
enum StackScreenBenchmark {
    static let device = DeviceCatalogue.device(id: "iphone-15-pro-max")!
    /// Portrait: compact width, regular height, 430 × 932; landscape: regular, compact, 932 × 430.
    static let portrait = ScreenGeometry(device: device, era: OSVersion.iOS17.era, orientation: .portrait)
    static let landscape = ScreenGeometry(device: device, era: OSVersion.iOS17.era, orientation: .landscapeLeft)

    static func run(arguments: [String]) {
        let repeats = Int(EngineBenchmark.value(after: "--repeat", in: arguments) ?? "") ?? 2_000
        let tree = screen()
        let probe = AutoLayoutProbe(tree, geometry: portrait)
        var held = 0
        for index in 0..<2 {
            let side = index % 2 == 0 ? landscape : portrait
            if probe.traitChangeHolds(in: side) { held += 1 }
        }
        var frames = 0
        let start = DispatchTime.now().uptimeNanoseconds
        for index in 0..<repeats {
            let side = index % 2 == 0 ? landscape : portrait
            frames += probe.solve(in: side)
        }
        let traitMicros = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e3 / Double(repeats)
        let builds = max(repeats / 10, 1)
        // A state not seen yet: a fresh tree's systems in portrait, timed turning to landscape.
        var firstMicros = 0.0
        for _ in 0..<builds {
            let fresh = AutoLayoutProbe(tree, geometry: portrait)
            let firstStart = DispatchTime.now().uptimeNanoseconds
            frames += fresh.solve(in: landscape)
            firstMicros += Double(DispatchTime.now().uptimeNanoseconds - firstStart) / 1e3
        }
        firstMicros /= Double(builds)
        let buildStart = DispatchTime.now().uptimeNanoseconds
        for index in 0..<builds {
            let side = index % 2 == 0 ? landscape : portrait
            frames += AutoLayoutProbe.solveFromScratch(tree, in: side)
        }
        let buildMicros = Double(DispatchTime.now().uptimeNanoseconds - buildStart) / 1e3 / Double(builds)
        print("stack screen: \(tree.allViews().count) views (6 horizontal stacks in a vertical one, every third label regular-width only), iphone-15-pro-max")
        print(String(format: "  trait change into a state seen before              %.1f µs  (%d of 2 switches held)", traitMicros, held))
        print(String(format: "  trait change into a new state (items moved)        %.1f µs", firstMicros))
        print(String(format: "  laid out from scratch                              %.1f µs", buildMicros), frames > 0 ? "" : "!")
    }

    /// The root, a vertical stack pinned to its margins and safe area (40 points further in on
    /// a regular width), six horizontal stacks of seven labels of intrinsic sizes; every third
    /// label is installed in a regular width only.
    static func screen() -> ViewDefinition {
        var root = ViewDefinition(id: "screen", frame: Rect(x: 0, y: 0, width: 430, height: 932), autoresizing: [.flexibleWidth, .flexibleHeight])
        var outer = ViewDefinition(id: "outer", frame: Rect(x: 16, y: 59, width: 398, height: 400))
        outer.stack = StackArrangement(axis: .vertical, distribution: .fill, alignment: .fill, spacing: 8)
        outer.translatesAutoresizingMaskIntoConstraints = false
        var label = 0
        for row in 0..<6 {
            var stack = ViewDefinition(id: "row\(row)", frame: Rect(x: 0, y: Double(row) * 37, width: 398, height: 29))
            stack.stack = StackArrangement(axis: .horizontal, distribution: row % 2 == 0 ? .fillEqually : .fill, alignment: .center, spacing: 8)
            for column in 0..<7 {
                var view = ViewDefinition(id: "label\(label)", kind: .label, text: "L\(label)", frame: Rect(x: Double(column) * 50, y: 4, width: 42, height: 21))
                view.intrinsicContentSize = IntrinsicSize(width: Double(30 + (label * 7) % 25), height: 21)
                if column % 3 == 2 { view.installation = Installation(base: true, when: [SizeClassCondition(horizontal: .regular)]) }
                stack.children.append(view)
                label += 1
            }
            outer.children.append(stack)
        }
        root.children = [outer]
        var regularInset = LayoutConstraint(id: "outer.leading.regular", item: "outer", attribute: .leading, toItem: "screen.margins", toAttribute: .leading, constant: 40)
        regularInset.installation = Installation(base: false, when: [SizeClassCondition(horizontal: .regular)])
        var compactInset = LayoutConstraint(id: "outer.leading.compact", item: "outer", attribute: .leading, toItem: "screen.margins", toAttribute: .leading)
        compactInset.installation = Installation(base: true, when: [SizeClassCondition(horizontal: .compact)])
        root.constraints = [
            regularInset, compactInset,
            LayoutConstraint(id: "outer.trailing", item: "outer", attribute: .trailing, toItem: "screen.margins", toAttribute: .trailing),
            LayoutConstraint(id: "outer.top", item: "outer", attribute: .top, toItem: "screen.safeArea", toAttribute: .top),
            LayoutConstraint(id: "outer.bottom", item: "outer", attribute: .bottom, relation: .lessThanOrEqual, toItem: "screen.safeArea", toAttribute: .bottom),
        ]
        return root
    }
}
