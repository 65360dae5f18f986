import SwivelJSON

/// Interface Builder's size-class variations (Xcode 6 on; docs/interface-import.md, "Size
/// classes"): `<variation key="default|widthClass=…|heightClass=…|heightClass=…-widthClass=…">`
/// holding `<mask key="constraints|subviews">` with `<include reference>` / `<exclude reference>`.
/// For each object they name, the import works out where it is installed: in the base
/// (Any, Any) set, and for each of the four pairs of size classes, where the most specific
/// variation that names it decides (a pair's over one class's, over the default).
struct SizeClassVariations {
    /// A variation's key: the classes it is for (nil: any).
    struct Key: Equatable {
        var width: String?
        var height: String?
        var specificity: Int { (width == nil ? 0 : 1) + (height == nil ? 0 : 1) }

        func matches(width: String, height: String) -> Bool {
            (self.width ?? width) == width && (self.height ?? height) == height
        }
    }

    /// Per referenced object id, what each variation says of it, in document order.
    private var rules: [String: [(key: Key, include: Bool)]] = [:]

    static let sizeClasses = ["compact", "regular"]
    /// Every pair of size classes, compact width first.
    static let allPairs: [(width: String, height: String)] = sizeClasses.flatMap { width in sizeClasses.map { (width: width, height: $0) } }

    /// Reads the variations of one view, noting the ones Swivel does not read (a layout's root
    /// view, `isRoot`, has no `hidden` in the format).
    mutating func read(_ element: MarkupElement, isRoot: Bool, file: String, context: inout ImportContext) throws(InterfaceImportError) {
        for variation in element.children("variation") {
            try context.countVariation(variation, file: file)
            let written = variation["key"] ?? ""
            guard let key = Self.key(written) else {
                context.note(file, element["id"], "variation \(written.isEmpty ? "(unnamed)" : written) is not a size-class variation; not imported")
                continue
            }
            for mask in variation.children("mask") {
                for rule in mask.children {
                    guard let reference = rule["reference"], rule.name == "include" || rule.name == "exclude" else { continue }
                    rules[reference, default: []].append((key, rule.name == "include"))
                }
            }
            // A stack view's arrangement varies (`StackViewImport.variations`), and any view's
            // `hidden` (`hiddenWhen`); any other property a variation changes, as an attribute
            // or a child, is noted, never dropped silently.
            let read = ["key"] + (isRoot ? [] : ["hidden"]) + (element.name == "stackView" ? StackViewImport.variedAttributes + ["spacingType"] : [])
            let changed = variation.attributes.map(\.name).filter { !read.contains($0) } + variation.children.filter { $0.name != "mask" }.map(\.name)
            if !changed.isEmpty {
                context.note(file, element["id"], "variation \(written) also changes properties (\(changed.joined(separator: ", "))), which are not imported")
            }
        }
    }

    /// `default`, or `widthClass=…` and `heightClass=…` joined by `-`; nil for anything else.
    static func key(_ written: String) -> Key? {
        if written == "default" { return Key() }
        var key = Key()
        for part in written.split(separator: "-") {
            let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
            guard pair.count == 2, sizeClasses.contains(pair[1]) else { return nil }
            switch pair[0] {
            case "widthClass" where key.width == nil: key.width = pair[1]
            case "heightClass" where key.height == nil: key.height = pair[1]
            default: return nil
            }
        }
        return key.specificity == 0 ? nil : key
    }

    /// Whether the base set installs the object.
    func installedByDefault(_ reference: String) -> Bool {
        rules[reference]?.last(where: { $0.key.specificity == 0 })?.include ?? true
    }

    /// `installed` and `when` for an object (docs/app-format.md, "Size classes"), nil when it
    /// is installed everywhere.
    func installation(_ reference: String?) -> (installed: Bool, when: JSONValue?)? {
        guard let reference, rules[reference] != nil else { return nil }
        let (base, installed) = installedPairs(reference)
        if base && installed.count == 4 { return nil }
        return (base, Self.conditions(installed))
    }

    /// Whether the base set installs an object, and the pairs of size classes that do.
    func installedPairs(_ reference: String?) -> (base: Bool, pairs: [(width: String, height: String)]) {
        guard let reference, let named = rules[reference] else { return (true, Self.allPairs) }
        let base = installedByDefault(reference)
        // Less specific first, so the most specific variation has the last word; of two
        // one-class variations the height's comes last (chosen), then file order.
        let ordered = named.enumerated().filter { $0.element.key.specificity > 0 }
            .sorted { Self.precedes(($0.element.key, $0.offset), ($1.element.key, $1.offset)) }
        let installed = Self.allPairs.filter { pair in
            ordered.last { $0.element.key.matches(width: pair.width, height: pair.height) }?.element.include ?? base
        }
        return (base, installed)
    }

    /// `hidden` and `hiddenWhen` for a view whose size-class variations change its `hidden`
    /// (docs/app-format.md, "Size classes"): hidden in the base set as the view says, and from
    /// iOS 8 in the pairs where the most specific variation that sets `hidden` (else the view
    /// itself) says so; nil when no variation sets it.
    static func hidden(_ element: MarkupElement) -> (base: Bool, when: JSONValue, shownSomewhere: Bool)? {
        var written: [(key: Key, order: Int, hidden: Bool)] = []
        for (order, variation) in element.children("variation").enumerated() {
            guard let value = variation["hidden"], let key = key(variation["key"] ?? ""), key.specificity > 0 else { continue }
            written.append((key, order, value == "YES"))
        }
        guard !written.isEmpty else { return nil }
        let base = element.flag("hidden")
        let ordered = written.sorted { precedes(($0.key, $0.order), ($1.key, $1.order)) }
        let hiddenPairs = allPairs.filter { pair in
            ordered.last { $0.key.matches(width: pair.width, height: pair.height) }?.hidden ?? base
        }
        return (base, hiddenPairs.isEmpty ? .array([]) : conditions(hiddenPairs), hiddenPairs.count < allPairs.count)
    }

    /// `pairs` grouped by the value each has (nil: the pair is left out), the groups in the
    /// order of their first pair: what a property's variations make of each pair of size
    /// classes, one group per value (`StackViewImport.variations`, a constraint's constant).
    static func grouped<Value: Equatable>(
        _ pairs: [(width: String, height: String)], by value: (_ width: String, _ height: String) -> Value?
    ) -> [(value: Value, pairs: [(width: String, height: String)])] {
        var groups: [(value: Value, pairs: [(width: String, height: String)])] = []
        for pair in pairs {
            guard let found = value(pair.width, pair.height) else { continue }
            if let known = groups.firstIndex(where: { $0.value == found }) {
                groups[known].pairs.append(pair)
            } else {
                groups.append((found, [pair]))
            }
        }
        return groups
    }

    /// Orders written variations as installation does: less specific first, of two one-class
    /// variations the height's last, then file order — so the most specific has the last word.
    static func precedes(_ a: (key: Key, order: Int), _ b: (key: Key, order: Int)) -> Bool {
        (a.key.specificity, a.key.height == nil ? 0 : 1, a.order) < (b.key.specificity, b.key.height == nil ? 0 : 1, b.order)
    }

    /// The fewest conditions naming exactly these pairs: a whole class, else each pair.
    static func conditions(_ pairs: [(width: String, height: String)]) -> JSONValue {
        if pairs.count == 4 { return .array([.object(JSONObject())]) }
        var conditions: [JSONValue] = []
        var covered: [(width: String, height: String)] = []
        for width in sizeClasses where pairs.filter({ $0.width == width }).count == 2 {
            conditions.append(["horizontalSizeClass": .string(width)])
            covered += pairs.filter { $0.width == width }
        }
        for height in sizeClasses where pairs.filter({ $0.height == height }).count == 2 {
            conditions.append(["verticalSizeClass": .string(height)])
            covered += pairs.filter { $0.height == height }
        }
        for pair in pairs where !covered.contains(where: { $0 == pair }) {
            conditions.append(["horizontalSizeClass": .string(pair.width), "verticalSizeClass": .string(pair.height)])
        }
        return .array(conditions)
    }
}
