import RotationLayout

/// The marks the viewer puts on views (Public/js/device-view.js, constraints-view.js), worked
/// out once per layout: stale views (docs/semantics.md), and Auto Layout's (docs/semantics.md) — views the solver
/// lays out, ambiguous ones, and those a broken constraint names as its item or toItem.
struct ViewMarks {
    /// "controller/id" (`LayoutView.key`) → the ids of the broken constraints naming the view.
    private(set) var broken: [String: [String]] = [:]
    private let ambiguousIDs: Set<String>
    private let staleIDs: Set<String>

    init(_ layout: ResolvedLayout) {
        ambiguousIDs = Set(layout.constraints.ambiguous)
        staleIDs = Set(layout.stale)
        for breach in layout.constraints.unsatisfiable {
            let (item, toItem) = Self.items(of: breach.broken.description)
            for id in Set([item, toItem].compactMap(\.self)) {
                broken["\(breach.controller?.description ?? "")/\(id)", default: []].append(breach.broken.id)
            }
        }
    }

    func brokenConstraints(of view: LayoutView) -> [String] { broken[view.key] ?? [] }

    /// `ambiguous` on the view wins; a view without it is ambiguous when the layout lists it.
    func isAmbiguous(_ view: LayoutView) -> Bool { view.ambiguous ?? ambiguousIDs.contains(view.id) }

    /// `stale` on the view wins; a view without it is stale when the layout lists it.
    func isStale(_ view: LayoutView) -> Bool { view.stale ?? staleIDs.contains(view.id) }

    /// The items a description in UIKit's log notation names (`constraintItems` in
    /// constraints-view.js): `item.attribute relation [multiplier*]toItem.toAttribute [± constant]
    /// [@priority]`, possibly after an autoresizing mask's `h=--& v=--& ` flags; ids may hold
    /// dots (the attribute follows the last one); a constant names no second item.
    static func items(of description: String) -> (item: String?, toItem: String?) {
        var text = Substring(description)
        if text.hasPrefix("h="), let flags = text.firstRange(of: " v="),
           let end = text[flags.upperBound...].firstIndex(of: " ") {
            text = text[text.index(after: end)...]
        }
        guard let relation = [" == ", " <= ", " >= "].compactMap({ text.firstRange(of: $0) }).min(by: { $0.lowerBound < $1.lowerBound })
        else { return (nil, nil) }
        var right = text[relation.upperBound...]
        // An intrinsic size's " (content hugging)", then " @priority", then " ± constant".
        if right.hasSuffix(")"), let open = right.lastIndex(of: "("), open > right.startIndex,
           right[right.index(before: open)] == " " {
            right = right[..<right.index(before: open)]
        }
        var tokens = right.split(separator: " ", omittingEmptySubsequences: false)
        if let last = tokens.last, last.hasPrefix("@"), isNumber(last.dropFirst()) { tokens.removeLast() }
        if tokens.count >= 3, let last = tokens.last, isNumber(last), ["+", "-"].contains(tokens[tokens.count - 2]) {
            tokens.removeLast(2)
        }
        right = Substring(tokens.joined(separator: " "))
        if let star = right.firstIndex(of: "*"), isNumber(right[..<star]) { right = right[right.index(after: star)...] }
        return (owner(text[..<relation.lowerBound]), isNumber(right) ? nil : owner(right))
    }

    /// What precedes an `id.attribute`'s last dot, nil when there is none.
    private static func owner(_ side: Substring) -> String? {
        guard let dot = side.lastIndex(of: "."), dot > side.startIndex else { return nil }
        return String(side[..<dot])
    }

    private static func isNumber(_ text: Substring) -> Bool {
        !text.isEmpty && text.allSatisfy { $0.isNumber || "-+.e".contains($0) }
    }
}
