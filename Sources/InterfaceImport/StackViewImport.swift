import SwivelJSON

/// `<stackView>` → the element key `stack` (docs/interface-import.md, "Stack views"): the
/// attributes Interface Builder writes, each left out when it is UIKit's default (horizontal,
/// fill, fill, spacing 0), as the app format's defaults are the same.
enum StackViewImport {
    /// IB's `alignment` names are UIKit's (`UIStackViewAlignment`), as the app format's are.
    static let alignments: Set<String> = ["fill", "leading", "top", "center", "trailing", "bottom", "firstBaseline", "lastBaseline"]
    static let distributions: Set<String> = ["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"]

    static func stack(_ element: MarkupElement, file: String, context: inout ImportContext) -> JSONValue {
        let objectID = element["id"]
        var stack = JSONObject()
        let vertical = element["axis"] == "vertical"
        if vertical { stack["axis"] = "vertical" }
        if let distribution = element["distribution"], distribution != "fill" {
            if distributions.contains(distribution) {
                stack["distribution"] = .string(distribution)
            } else {
                context.note(file, objectID, "stack view distribution \"\(distribution)\" is unknown: imported as fill")
            }
        }
        if let alignment = element["alignment"], alignment != "fill" {
            if !alignments.contains(alignment) {
                context.note(file, objectID, "stack view alignment \"\(alignment)\" is unknown: imported as fill")
            } else if vertical && (alignment == "firstBaseline" || alignment == "lastBaseline") {
                context.note(file, objectID, "\(alignment) alignment of a vertical stack view (UIKit documents it for horizontal stacks only): imported as fill")
            } else {
                stack["alignment"] = .string(alignment)
            }
        }
        if let written = element["spacing"] {
            if let spacing = Double(written), spacing.isFinite, abs(spacing) <= 100_000 {
                if spacing != 0 { stack["spacing"] = .number(spacing) }
            } else {
                context.note(file, objectID, "stack view spacing \"\(written)\" is not a number: imported as 0")
            }
        } else if element["spacingType"] == "standard" {
            // Interface Builder's "Standard" spacing (UIStackView.spacingUseSystem, iOS 11): the
            // system spacing between sibling views, 8 points between standard controls as the
            // files save them (docs/interface-import.md, "Stack views").
            stack["spacing"] = .number(systemSpacing)
        }
        if element.flag("layoutMarginsRelativeArrangement") {
            stack["layoutMarginsRelative"] = true
        } else if let margins = ViewTreeImporter.layoutMargins(element) {
            // Interface Builder writes no flag for a stack that arranges within its margins
            // (docs/interface-import.md, "Stack views"): its saved frames say whether it does.
            if arrangesWithin(margins, element) {
                stack["layoutMarginsRelative"] = true
                context.note(file, objectID, "stack view arranges within its layout margins (inferred from its arranged views' saved frames; the file has no flag)")
            } else {
                context.note(file, objectID, "layout margins of a stack view whose arranged views are saved outside them: arranged at its edges")
            }
        }
        if element.flag("baselineRelativeArrangement") { stack["baselineRelative"] = true }
        if let variations = variations(element, own: stack, file: file, context: &context) { stack["variations"] = variations }
        return .object(stack)
    }

    /// Whether every arranged view's saved frame lies inside the stack's `margins` (within half
    /// a point) and one of them reaches in by a margin: what a margins-relative arrangement
    /// saves. A stack without saved frames does not say so.
    static func arrangesWithin(_ margins: JSONValue, _ stack: MarkupElement) -> Bool {
        guard let bounds = stack.child("rect", key: "frame") else { return false }
        let width = ViewTreeImporter.number(bounds["width"]), height = ViewTreeImporter.number(bounds["height"])
        let top = margins["top"]?.doubleValue ?? 0, left = margins["left"]?.doubleValue ?? 0
        let bottom = margins["bottom"]?.doubleValue ?? 0, right = margins["right"]?.doubleValue ?? 0
        guard top != 0 || left != 0 || bottom != 0 || right != 0 else { return false }
        let frames = (stack.child("subviews")?.children ?? []).compactMap { $0.child("rect", key: "frame") }
        guard !frames.isEmpty else { return false }
        var reaches = false
        for rect in frames {
            let x = ViewTreeImporter.number(rect["x"]), y = ViewTreeImporter.number(rect["y"])
            let maxX = x + ViewTreeImporter.number(rect["width"]), maxY = y + ViewTreeImporter.number(rect["height"])
            guard x >= left - 0.5, y >= top - 0.5, maxX <= width - right + 0.5, maxY <= height - bottom + 0.5 else { return false }
            if abs(x - left) <= 0.5 || abs(y - top) <= 0.5 || abs(maxX - (width - right)) <= 0.5 || abs(maxY - (height - bottom)) <= 0.5 {
                reaches = true
            }
        }
        return reaches
    }

    /// The system spacing `spacingType="standard"` stands for (chosen: 8 points, UIKit's
    /// standard spacing between sibling views, as Interface Builder saves such stacks).
    static let systemSpacing = 8.0

    /// The attributes of a stack view a size-class variation may change, with UIKit's defaults
    /// (which `stack` leaves out).
    static let variedAttributes = ["axis", "distribution", "alignment", "spacing"]
    static let variedDefaults: [String: JSONValue] = ["axis": "horizontal", "distribution": "fill", "alignment": "fill", "spacing": 0]

    /// `<variation key="heightClass=compact" axis="horizontal"/>` and the like → `variations`:
    /// for each pair of size classes the values the most specific variations give (the order
    /// of `SizeClassVariations`), kept where they differ from the stack's own, pairs with the
    /// same values in one variation (so at most four); nil when no variation changes anything.
    /// `own` is the stack's `stack` as imported.
    static func variations(_ element: MarkupElement, own: JSONObject, file: String, context: inout ImportContext) -> JSONValue? {
        var written: [(key: SizeClassVariations.Key, order: Int, values: [String: JSONValue])] = []
        for (order, variation) in element.children("variation").enumerated() {
            guard let key = SizeClassVariations.key(variation["key"] ?? ""), key.specificity > 0 else { continue }
            var values: [String: JSONValue] = [:]
            if let axis = variation["axis"] { values["axis"] = .string(axis == "vertical" ? "vertical" : "horizontal") }
            if let distribution = variation["distribution"] {
                if distributions.contains(distribution) { values["distribution"] = .string(distribution) } else {
                    context.note(file, element["id"], "stack view variation's distribution \"\(distribution)\" is unknown; left out")
                }
            }
            if let alignment = variation["alignment"] {
                if alignments.contains(alignment) { values["alignment"] = .string(alignment) } else {
                    context.note(file, element["id"], "stack view variation's alignment \"\(alignment)\" is unknown; left out")
                }
            }
            if let text = variation["spacing"] {
                if let spacing = Double(text), spacing.isFinite, abs(spacing) <= 100_000 { values["spacing"] = .number(spacing) } else {
                    context.note(file, element["id"], "stack view variation's spacing \"\(text)\" is not a number; left out")
                }
            } else if variation["spacingType"] == "standard" {
                values["spacing"] = .number(systemSpacing)
            }
            if !values.isEmpty { written.append((key, order, values)) }
        }
        guard !written.isEmpty else { return nil }
        let ordered = written.sorted { SizeClassVariations.precedes(($0.key, $0.order), ($1.key, $1.order)) }
        let groups = SizeClassVariations.grouped(SizeClassVariations.allPairs) { width, height -> [String: JSONValue]? in
            var values: [String: JSONValue] = [:]
            for variation in ordered where variation.key.matches(width: width, height: height) {
                values.merge(variation.values) { $1 }
            }
            values = values.filter { (own[$0.key] ?? variedDefaults[$0.key]) != $0.value }
            return values.isEmpty ? nil : values
        }
        guard !groups.isEmpty else { return nil }
        return .array(groups.map { group in
            var variation = JSONObject()
            variation["when"] = SizeClassVariations.conditions(group.pairs)
            for name in variedAttributes { if let value = group.value[name] { variation[name] = value } }
            return .object(variation)
        })
    }

    /// Controls whose intrinsic content size is their content's, which Swivel does not measure:
    /// Interface Builder's saved frame stands for it (labels and buttons get theirs from the
    /// app format's default).
    static let measuredKinds: Set<String> = [
        "imageView", "switch", "segmentedControl", "textField", "activityIndicatorView", "stepper", "pageControl", "datePicker",
    ]

    /// Controls with an intrinsic height and no intrinsic width (UIKit's slider, progress view,
    /// search bar, picker view and bars: a navigation bar, toolbar or tab bar placed as a view):
    /// the saved frame's height stands for their content's.
    /// (Interface Builder calls a picker constrained only in width and position unambiguous:
    /// its height is its content's.)
    static let heightOnlyKinds: Set<String> = ["slider", "progressView", "searchBar", "pickerView", "navigationBar", "toolbar", "tabBar"]

    /// `intrinsicContentSize` for the element: IB's placeholder values when the file gives them
    /// (a value that is not a number is no intrinsic metric), else the saved frame's size for
    /// the kinds above in a file that uses Auto Layout — shrunk by the alignment insets of the
    /// element's UIKit class `base`, as the intrinsic size is the alignment rectangle's (a
    /// switch saved 51 × 31 is 49 × 31); nil otherwise.
    static func intrinsicSize(_ element: MarkupElement, frame: (width: Double, height: Double), usesAutoLayout: Bool, base: String? = nil) -> JSONValue? {
        if element["placeholderIntrinsicWidth"] != nil || element["placeholderIntrinsicHeight"] != nil {
            func metric(_ name: String, saved: Double) -> JSONValue {
                guard let text = element[name] else { return .number(saved) }
                guard let value = Double(text), value.isFinite, value >= 0 else { return .null }
                return .number(value)
            }
            return ["width": metric("placeholderIntrinsicWidth", saved: frame.width), "height": metric("placeholderIntrinsicHeight", saved: frame.height)]
        }
        if usesAutoLayout, heightOnlyKinds.contains(element.name) {
            // A bar-like control is as tall as its content and as wide as it is made: no
            // intrinsic width (UIViewNoIntrinsicMetric).
            let insets = base.flatMap { AlignmentInsetsImport.byClass[$0] }
            return ["width": .null, "height": .number(max(frame.height - (insets?.top ?? 0) - (insets?.bottom ?? 0), 0))]
        }
        guard usesAutoLayout, measuredKinds.contains(element.name) else { return nil }
        guard let base, let insets = AlignmentInsetsImport.byClass[base] else {
            return ["width": .number(frame.width), "height": .number(frame.height)]
        }
        return [
            "width": .number(max(frame.width - insets.left - insets.right, 0)),
            "height": .number(max(frame.height - insets.top - insets.bottom, 0)),
        ]
    }
}
