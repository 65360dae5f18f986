import SwivelJSON

/// What a view tree's ids and actions come from, besides the views themselves: the owning
/// controller (or File's Owner) and the storyboard's segues.
struct ViewTreeSources {
    var file: String
    /// Object id → the outlet property the controller connects to it: the first one, except
    /// that any other outlet beats UIViewController's own `view` (`portraitView` says more).
    var outlets: [String: String] = [:]
    /// Object id of a `viewControllerLayoutGuide` → `topLayoutGuide` / `bottomLayoutGuide`.
    var layoutGuides: [String: String] = [:]
    /// Object id of a view → the `action` its segue gives it.
    var actions: [String: JSONValue] = [:]
    /// Object id of a container view → the class its embed segue's destination is keyed as.
    var embeds: [String: JSONValue] = [:]
    /// Whether the file uses Auto Layout (`useAutolayout="YES"`): intrinsic sizes matter then.
    var usesAutoLayout = false

    init(file: String) { self.file = file }
}

/// A root view imported as a view layout (`{"id", "size", "elements", "constraints"}`).
struct ImportedViewTree {
    var layout: JSONObject
    var rootID: String
    /// The object ids whose segue action was given to an element.
    var usedActions: Set<String>
    /// Whether any view of the tree holds constraints (iOS 5 cannot load it).
    var hasConstraints: Bool
    /// Every element id of the tree (bar button items must not repeat one).
    var ids: Set<String> = []
}

/// Views → elements (docs/interface-import.md): ids, kinds, text, frames (iOS 6 deltas applied),
/// autoresizing, constraints with their items resolved, hugging and compression resistance.
struct ViewTreeImporter {
    struct Node {
        var element: MarkupElement
        var objectID: String?
        var parent: Int?
        var children: [Int] = []
        var id = ""
        /// A hidden arranged subview of a stack view, kept (it takes no space).
        var hidden = false
    }

    let sources: ViewTreeSources
    var nodes: [Node] = []
    var nodeByObject: [String: Int] = [:]
    /// A view's `safeArea` / `layoutMarginsGuide` object id → the view's node.
    var safeAreas: [String: Int] = [:]
    var marginGuides: [String: Int] = [:]
    /// Frames of table rows the file saved none for, by node (docs/interface-import.md, "Table cells").
    var fallbackFrames: [Int: (x: Double, y: Double, width: Double, height: Double)] = [:]
    /// A view's `readableContentGuide` object id → the view's node.
    var readableGuides: [String: Int] = [:]
    /// A scroll view's `contentLayoutGuide` / `frameLayoutGuide` object id → the scroll view's
    /// node and which guide (docs/interface-import.md, "Scroll views").
    /// The guide's key is its name in the app format (`<scroll view id>.contentLayoutGuide`).
    var scrollGuides: [String: (node: Int, guide: String)] = [:]
    static let scrollGuideKeys: Set<String> = ["contentLayoutGuide", "frameLayoutGuide"]
    /// Where the size-class variations install constraints and subviews.
    var variations = SizeClassVariations()

    var file: String { sources.file }

    static func importTree(_ root: MarkupElement, sources: ViewTreeSources, context: inout ImportContext) throws(InterfaceImportError) -> ImportedViewTree {
        var importer = ViewTreeImporter(sources: sources)
        try importer.collect(root, context: &context)
        importer.assignIDs(context: &context)
        return importer.build(context: &context)
    }

    // MARK: Collecting the views

    /// The root and its visible subviews in document order (preorder), without recursion.
    mutating func collect(_ root: MarkupElement, context: inout ImportContext) throws(InterfaceImportError) {
        var pending: [(element: MarkupElement, parent: Int?, depth: Int)] = [(root, nil, 0)]
        var pendingRows: [String: TableCellImport.Row] = [:]
        while let (element, parent, depth) = pending.popLast() {
            guard depth <= context.limits.maximumViewDepth else {
                throw .invalid("views nest more than \(context.limits.maximumViewDepth) deep", at: element, file: file)
            }
            if parent != nil { try context.countElement(element, file: file) }
            let index = nodes.count
            nodes.append(Node(element: element, objectID: element["id"], parent: parent))
            if let parent { nodes[parent].children.append(index) }
            if let objectID = element["id"] { nodeByObject[objectID] = index }
            if parent.map({ nodes[$0].element.name == "stackView" }) == true && element.flag("hidden") { nodes[index].hidden = true }
            for guide in element.children("viewLayoutGuide") {
                guard let guideID = guide["id"] else { continue }
                if guide["key"] == "safeArea" { safeAreas[guideID] = index }
                if guide["key"] == "layoutMarginsGuide" { marginGuides[guideID] = index }
                if guide["key"] == "readableContentGuide" { readableGuides[guideID] = index }
                if let key = guide["key"], Self.scrollGuideKeys.contains(key) { scrollGuides[guideID] = (index, key) }
            }
            try variations.read(element, isRoot: parent == nil, file: file, context: &context)
            noteUnimportedParts(of: element, context: &context)
            var visible: [MarkupElement] = []
            let arranges = element.name == "stackView"
            for subview in element.child("subviews")?.children ?? [] {
                let subviewID = subview["id"]
                guard subview.flag("hidden") else {
                    visible.append(subview)
                    continue
                }
                let shownSomewhere = SizeClassVariations.hidden(subview)?.shownSomewhere == true
                if arranges {
                    // A stack view's hidden arranged view takes no space; kept, it says so.
                    let kept = shownSomewhere ? "imported with hidden: true and the size classes it is hidden in (hiddenWhen): it takes no space there" : "imported with hidden: true (it takes no space)"
                    context.note(file, subviewID, "hidden \(Self.className(of: subview)) is an arranged view of a stack view: \(kept)")
                    visible.append(subview)
                } else if shownSomewhere {
                    // Shown in some size classes: kept, with where it is hidden (`hiddenWhen`).
                    visible.append(subview)
                } else {
                    context.note(file, subviewID, "hidden \(Self.className(of: subview)) left out (with its subviews)")
                }
            }
            if element.name == "tableView" {
                // Table cells come after the table's own subviews (docs/interface-import.md).
                for row in TableCellImport.rows(of: element, tableFrame: frame(of: element)).reversed() {
                    pendingRows[row.cell["id"] ?? ""] = row
                    pending.append((row.cell, index, depth + 1))
                }
            }
            if element.name == "collectionView" {
                // Prototype items after the collection view's own subviews, each at its saved
                // frame, its contents left out (they need data), as a table's prototype rows.
                for cell in (element.child("cells")?.children("collectionViewCell") ?? []).reversed() {
                    pending.append((cell, index, depth + 1))
                }
            }
            if element.name == "collectionViewCell" {
                // A view a segue starts from inside it is kept, as in a prototype row.
                for source in TableCellImport.segueSources(inContentOf: element).reversed() { pending.append((source, index, depth + 1)) }
            }
            if element.name == "tableViewCell", let row = pendingRows[element["id"] ?? ""] {
                fallbackFrames[index] = row.fallbackFrame
                // Its accessory button (when a segue starts from it) after its contents.
                let rowFrame = frame(of: element) ?? row.fallbackFrame
                if let accessory = TableCellImport.accessoryButton(of: element, rowFrame: rowFrame) {
                    pending.append((accessory, index, depth + 1))
                }
                // A prototype row's contents need data, but a view a segue starts from is kept; a
                // static row's are laid out as any view's.
                if !row.prototype, let content = TableCellImport.contentView(of: element) {
                    pending.append((content, index, depth + 1))
                } else if row.prototype {
                    for source in TableCellImport.segueSources(inContentOf: element).reversed() { pending.append((source, index, depth + 1)) }
                }
            }
            for subview in visible.reversed() { pending.append((subview, index, depth + 1)) }
        }
    }

    /// Parts of a view the format has no place for, noted once per view.
    func noteUnimportedParts(of element: MarkupElement, context: inout ImportContext) {
        let objectID = element["id"]
        if Self.scrollingElements.contains(element.name), let behaviour = element["contentInsetAdjustmentBehavior"], !Self.contentInsetAdjustmentBehaviors.contains(behaviour) {
            context.note(file, objectID, "contentInsetAdjustmentBehavior \"\(behaviour)\" is not imported: the scroll view keeps automatic")
        }
        let hasStaticCells = element.child("sections")?.children.isEmpty == false
        if let prototypes = element.child("prototypes"), !prototypes.children.isEmpty {
            if hasStaticCells {
                context.note(file, objectID, "\(prototypes.children.count) prototype cell(s) of \(Self.className(of: element)) beside its static cells are not imported")
            } else {
                context.note(file, objectID, "\(prototypes.children.count) prototype cell(s) of \(Self.className(of: element)) become one row each at the designed height, the source of their segues; their contents are not laid out (they need data)")
            }
        }
        if element.name == "collectionView", let cells = element.child("cells")?.children("collectionViewCell"), !cells.isEmpty {
            context.note(file, objectID, "\(cells.count) prototype cell(s) of \(Self.className(of: element)) become one item each at the designed frame, the source of their segues; their contents are not laid out (they need data)")
        }
        for action in element.child("connections")?.children("action") ?? [] {
            let selector = action["selector"] ?? "(no selector)"
            context.note(file, objectID, "\(Self.className(of: element)) sends \(selector) to code\(action["eventType"].map { " on \($0)" } ?? ""): give its element an action in the overlay")
        }
    }

    // MARK: Ids

    /// Accessibility identifier → the controller's outlet name → `userLabel` without spaces →
    /// the object id (the root: `view`); unique in the tree, clashes get `-2`, `-3`…
    mutating func assignIDs(context: inout ImportContext) {
        var used: Set<String> = []
        for index in nodes.indices {
            let element = nodes[index].element
            let objectID = nodes[index].objectID
            var base: String
            if let identifier = element.child("accessibility", key: "accessibilityConfiguration")?["identifier"], !identifier.isEmpty {
                base = identifier
            } else if let objectID, let outlet = sources.outlets[objectID] {
                base = outlet
            } else if let label = element["userLabel"]?.filter({ !$0.isWhitespace }), !label.isEmpty {
                base = label
            } else if index == 0 {
                base = "view"
            } else {
                base = objectID ?? "view"
            }
            var id = base
            var suffix = 2
            while used.contains(id) {
                id = "\(base)-\(suffix)"
                suffix += 1
            }
            if id != base {
                context.note(file, objectID, "two views of one tree would have id \"\(base)\": this one is \"\(id)\"")
            }
            used.insert(id)
            nodes[index].id = id
        }
    }

    // MARK: Building the JSON

    mutating func build(context: inout ImportContext) -> ImportedViewTree {
        var constraintsByHolder: [[JSONValue]] = Array(repeating: [], count: nodes.count)
        var hasConstraints = false
        // Stacks are read forwards, with the constraints, so their notes come in document order.
        var stacks: [Int: JSONValue] = [:]
        for index in nodes.indices {
            if nodes[index].element.name == "stackView" {
                if index > 0 {
                    stacks[index] = StackViewImport.stack(nodes[index].element, file: file, context: &context)
                } else {
                    // A view layout has no `stack` (docs/app-format.md): only elements arrange.
                    context.note(file, nodes[index].objectID, "a stack view as the root view does not arrange its subviews here: they keep their designed frames")
                }
            }
            constraintsByHolder[index] = constraints(of: index, context: &context)
            if !constraintsByHolder[index].isEmpty { hasConstraints = true }
        }
        for (index, node) in nodes.enumerated().dropFirst() where node.element.child("rect", key: "frame") == nil && fallbackFrames[index] == nil {
            context.note(file, node.objectID, "\(Self.className(of: node.element)) \"\(node.id)\" has no frame in the file: 0, 0, 0, 0 (constraints that name it still place it)")
        }
        var usedActions: Set<String> = []
        var built: [JSONValue] = Array(repeating: .null, count: nodes.count)
        // Children come after their parent in preorder: building backwards finds them built.
        for index in nodes.indices.reversed() where index > 0 {
            built[index] = element(index, constraints: constraintsByHolder[index], stack: stacks[index], children: nodes[index].children.map { built[$0] }, usedActions: &usedActions)
        }
        let root = nodes[0]
        var layout = JSONObject()
        layout["id"] = .string(root.id)
        // A root that is not a plain UIView says its class, as elements do (for display).
        if root.element.name != "view" || root.element["customClass"] != nil {
            layout["class"] = .string(Self.className(of: root.element))
            if let base = Self.inheritedUIKitClass(of: root.element) { layout["uikitClass"] = .string(base) }
        }
        if let margins = Self.layoutMargins(root.element) { layout["layoutMargins"] = margins }
        // As on any element (a root view's own settings; its controller may still add its
        // system minimum margins).
        if root.element["insetsLayoutMarginsFromSafeArea"] == "NO" { layout["insetsLayoutMarginsFromSafeArea"] = false }
        if root.element.flag("preservesSuperviewLayoutMargins") { layout["preservesSuperviewLayoutMargins"] = true }
        if root.element.flag("layoutMarginsFollowReadableWidth") { layout["layoutMarginsFollowReadableWidth"] = true }
        Self.scrollBehaviour(of: root.element, into: &layout)
        if let frame = frame(of: root.element) {
            layout["size"] = ["width": .number(frame.width), "height": .number(frame.height)]
            if Self.ios6Deltas(of: root.element) != nil {
                context.note(file, root.objectID, "the root view's iOS 6 deltas are left out: its controller sizes the root view")
            }
        } else {
            context.note(file, root.objectID, "the root view has no frame in the file: the layout gets the default design size (320 × 460)")
        }
        if !root.children.isEmpty { layout["elements"] = .array(root.children.map { built[$0] }) }
        if !constraintsByHolder[0].isEmpty { layout["constraints"] = .array(constraintsByHolder[0]) }
        if let objectID = root.objectID { layout["source"] = ImportSource.json(file: file, object: objectID) }
        return ImportedViewTree(layout: layout, rootID: root.id, usedActions: usedActions, hasConstraints: hasConstraints, ids: Set(nodes.map(\.id)))
    }

    func element(_ index: Int, constraints: [JSONValue], stack: JSONValue?, children: [JSONValue], usedActions: inout Set<String>) -> JSONValue {
        let node = nodes[index]
        let element = node.element
        var object = JSONObject()
        object["id"] = .string(node.id)
        switch element.name {
        case "label":
            object["kind"] = "label"
            if let text = Self.labelText(element), !text.isEmpty { object["text"] = .string(text) }
        case "button":
            object["kind"] = "button"
            if let title = Self.buttonTitle(element), !title.isEmpty { object["text"] = .string(title) }
        default:
            object["kind"] = element.name == "tableViewCell" || element.name == "collectionViewCell" ? "cell" : "view"
            object["class"] = .string(Self.className(of: element))
            if let base = Self.inheritedUIKitClass(of: element) { object["uikitClass"] = .string(base) }
        }
        let rect = frame(of: element) ?? fallbackFrames[index] ?? (x: 0, y: 0, width: 0, height: 0)
        object["frame"] = ["x": .number(rect.x), "y": .number(rect.y), "width": .number(rect.width), "height": .number(rect.height)]
        if let deltas = Self.ios6Deltas(of: element) { object["ios6Deltas"] = deltas }
        if let varied = SizeClassVariations.hidden(element) {
            if varied.base { object["hidden"] = true }
            object["hiddenWhen"] = varied.when
        } else if node.hidden {
            object["hidden"] = true
        }
        let saved = Self.autoresizing(element)
        let parts = saved + TableCellImport.impliedAutoresizing(element).filter { !saved.contains($0) }
        if !parts.isEmpty { object["autoresizing"] = .array(parts.map(JSONValue.string)) }
        if let objectID = node.objectID, let action = sources.actions[objectID] {
            object["action"] = action
            usedActions.insert(objectID)
        }
        if let objectID = node.objectID, let embedded = sources.embeds[objectID] { object["embeds"] = embedded }
        if element.flag("fixedFrame") && element["translatesAutoresizingMaskIntoConstraints"] == "NO"
            && !(node.parent.map { nodes[$0].element.name == "stackView" } ?? false) {
            // A view Interface Builder lays out by its frame, translation off, gets constraints
            // fixing its left, top, width and height when the app is built ("IB auto generated
            // at build time for view with fixed frame"), whatever its mask says: a mask of fixed
            // margins on the left and top, translated (docs/interface-import.md, "Fixed frames").
            // One that translates its mask keeps it.
            object["translatesAutoresizingMaskIntoConstraints"] = true
            object["autoresizing"] = ["flexibleRightMargin", "flexibleBottomMargin"]
        } else if let translates = element["translatesAutoresizingMaskIntoConstraints"] {
            object["translatesAutoresizingMaskIntoConstraints"] = .bool(translates == "YES")
        }
        if let hugging = Self.priorities(element, horizontal: "horizontalHuggingPriority", vertical: "verticalHuggingPriority", default: 250) {
            object["contentHuggingPriority"] = hugging
        }
        if let resistance = Self.priorities(element, horizontal: "horizontalCompressionResistancePriority", vertical: "verticalCompressionResistancePriority", default: 750) {
            object["contentCompressionResistancePriority"] = resistance
        }
        // The UIKit class behind the element (a custom class inherits its alignment insets).
        let base = Self.knownClasses[element.name]
        if let base, case .string(let written)? = object["class"], let insets = AlignmentInsetsImport.written(base: base, written: written) {
            object["alignmentRectInsets"] = insets
        }
        if let intrinsic = StackViewImport.intrinsicSize(element, frame: (rect.width, rect.height), usesAutoLayout: sources.usesAutoLayout, base: base) {
            object["intrinsicContentSize"] = intrinsic
        }
        if let stack { object["stack"] = stack }
        if let margins = Self.layoutMargins(element) { object["layoutMargins"] = margins }
        if element["insetsLayoutMarginsFromSafeArea"] == "NO" { object["insetsLayoutMarginsFromSafeArea"] = false }
        if element.flag("preservesSuperviewLayoutMargins") { object["preservesSuperviewLayoutMargins"] = true }
        if element.flag("layoutMarginsFollowReadableWidth") { object["layoutMarginsFollowReadableWidth"] = true }
        Self.scrollBehaviour(of: element, into: &object)
        if let installation = variations.installation(node.objectID) {
            object["installed"] = .bool(installation.installed)
            if let when = installation.when { object["when"] = when }
        }
        if !constraints.isEmpty { object["constraints"] = .array(constraints) }
        if !children.isEmpty { object["children"] = .array(children) }
        if let objectID = element[TableCellImport.sourceObjectAttribute] ?? node.objectID { object["source"] = ImportSource.json(file: file, object: objectID) }
        return .object(object)
    }

    /// `rect key="frame"`, as saved: the frame on iOS 7 and later (Xcode 5's iOS 6 deltas are
    /// the element's `ios6Deltas`, ``ios6Deltas(of:)``).
    func frame(of element: MarkupElement) -> (x: Double, y: Double, width: Double, height: Double)? {
        guard let rect = element.child("rect", key: "frame") else { return nil }
        return (x: Self.number(rect["x"]), y: Self.number(rect["y"]), width: Self.number(rect["width"]), height: Self.number(rect["height"]))
    }

    /// `insetFor6xAndEarlier` (Xcode 5's "iOS 6/7 Deltas") as `ios6Deltas`: on iOS 6 the frame
    /// is the saved one outset by the inset, ΔX = −minX, ΔY = −minY, ΔW = minX + maxX,
    /// ΔH = minY + maxY; nil when there is none or it moves nothing.
    static func ios6Deltas(of element: MarkupElement) -> JSONValue? {
        guard let inset = element.child("inset", key: "insetFor6xAndEarlier") else { return nil }
        let minX = number(inset["minX"]), minY = number(inset["minY"])
        let maxX = number(inset["maxX"]), maxY = number(inset["maxY"])
        let deltas = [("x", -minX), ("y", -minY), ("width", minX + maxX), ("height", minY + maxY)]
        guard deltas.contains(where: { $0.1 != 0 }) else { return nil }
        var object = JSONObject()
        for (key, value) in deltas where value != 0 { object[key] = .number(value + 0) }
        return .object(object)
    }

    static func number(_ text: String?) -> Double {
        guard let text, let value = Double(text), value.isFinite else { return 0 }
        return value
    }

    // MARK: Constraints

    static let attributes: Set<String> = [
        "left", "right", "top", "bottom", "leading", "trailing", "width", "height", "centerX", "centerY", "baseline",
        "leftMargin", "rightMargin", "topMargin", "bottomMargin", "leadingMargin", "trailingMargin",
        "centerXWithinMargins", "centerYWithinMargins",
    ]

    static let marginAttributes: [String: String] = [
        "left": "leftMargin", "right": "rightMargin", "top": "topMargin", "bottom": "bottomMargin",
        "leading": "leadingMargin", "trailing": "trailingMargin", "centerX": "centerXWithinMargins", "centerY": "centerYWithinMargins",
    ]

    /// The constraints (docs/app-format.md, "Auto Layout") held by node `holder`, in document order.
    func constraints(of holder: Int, context: inout ImportContext) -> [JSONValue] {
        let element = nodes[holder].element
        var result: [JSONValue] = []
        for constraint in element.child("constraints")?.children("constraint") ?? [] {
            let constraintID = constraint["id"]
            if constraint.flag("placeholder") { continue }
            switch convert(constraint, holder: holder) {
            case .success(var json):
                let variants = constantVariants(of: constraint, json: json)
                if let variants {
                    result += variants
                } else {
                    if let installation = variations.installation(constraintID) { json = Self.installed(json, installation) }
                    result.append(json)
                }
                for variation in constraint.children("variation") {
                    let changed = variation.attributes.map(\.name).filter { name in
                        name != "key" && !(variants != nil && Self.variedValue(name, of: variation) != nil)
                    }
                    guard !changed.isEmpty else { continue }
                    context.note(file, constraintID, "variation \(variation["key"] ?? "(unnamed)") changes the constraint's \(changed.joined(separator: ", ")), which is not imported: the constraint keeps its own in every size class")
                }
                if constraint["firstAttribute"] == "firstBaseline" || constraint["secondAttribute"] == "firstBaseline" {
                    context.note(file, constraintID, "firstBaseline is imported as baseline (Swivel measures no text: a baseline is the view's bottom)")
                }
            case .failure(let reason): context.note(file, constraintID, "constraint left out: \(reason.message)")
            }
        }
        return result
    }

    /// A constraint whose size-class variations change its `constant` or its `priority`
    /// (`<variation key="heightClass=compact" constant="100"/>`, `priority="750"`) as one
    /// constraint per pair of values, each installed in the pairs of size classes that give it
    /// those values (for each property the most specific variation that sets it wins, as for
    /// installation): the file's own keeps its id, each other is `<id>@<variation keys>`, not in
    /// the base set. The file's own values hold in the base set (iOS 5–7) even where no pair of
    /// size classes keeps them (`when: []`). Nil when there is no such variation.
    func constantVariants(of constraint: MarkupElement, json: JSONValue) -> [JSONValue]? {
        struct Values: Equatable {
            var constant: Double
            var priority: Double
        }
        var written: [(key: SizeClassVariations.Key, order: Int, text: String, constant: Double?, priority: Double?)] = []
        for (order, variation) in constraint.children("variation").enumerated() {
            guard let text = variation["key"], let key = SizeClassVariations.key(text), key.specificity > 0 else { continue }
            let constant = Self.variedValue("constant", of: variation)
            let priority = Self.variedValue("priority", of: variation)
            guard constant != nil || priority != nil else { continue }
            written.append((key, order, text, constant, priority))
        }
        guard !written.isEmpty, case .object(let object) = json else { return nil }
        let own = Values(constant: object["constant"]?.doubleValue ?? 0, priority: object["priority"]?.doubleValue ?? 1000)
        let ordered = written.sorted { SizeClassVariations.precedes(($0.key, $0.order), ($1.key, $1.order)) }
        // For each pair of size classes, the variation that decides each property (nil: the
        // file's own value).
        func deciding(_ width: String, _ height: String) -> (constant: Int?, priority: Int?) {
            (ordered.lastIndex { $0.constant != nil && $0.key.matches(width: width, height: height) },
             ordered.lastIndex { $0.priority != nil && $0.key.matches(width: width, height: height) })
        }
        func values(_ width: String, _ height: String) -> Values {
            let (constant, priority) = deciding(width, height)
            return Values(constant: constant.flatMap { ordered[$0].constant } ?? own.constant, priority: priority.flatMap { ordered[$0].priority } ?? own.priority)
        }
        let (base, pairs) = variations.installedPairs(constraint["id"])
        var groups = SizeClassVariations.grouped(pairs, by: values)
        guard groups.contains(where: { $0.value != own }) else { return nil }
        let id = object["id"]?.stringValue ?? ""
        // The file's own values first (in the base set, even where no pair of size classes
        // keeps them), then the others in the order of their first pair.
        if base && !groups.contains(where: { $0.value == own }) { groups.insert((own, []), at: 0) }
        groups = groups.filter { $0.value == own } + groups.filter { $0.value != own }
        var usedIDs: Set<String> = [id]
        return groups.map { group in
            var copy = object
            if group.value == own {
                copy["installed"] = .bool(base)
            } else {
                // Named by the variations that give this copy a value of its own, in file order.
                var deciders: Set<Int> = []
                for pair in group.pairs {
                    let (constant, priority) = deciding(pair.width, pair.height)
                    if let constant, group.value.constant != own.constant { deciders.insert(ordered[constant].order) }
                    if let priority, group.value.priority != own.priority { deciders.insert(ordered[priority].order) }
                }
                let keys = written.filter { deciders.contains($0.order) }.map(\.text)
                var variantID = "\(id)@\(keys.joined(separator: ","))"
                var suffix = 2
                while usedIDs.contains(variantID) {
                    variantID = "\(id)@\(keys.joined(separator: ","))-\(suffix)"
                    suffix += 1
                }
                usedIDs.insert(variantID)
                copy["id"] = .string(variantID)
                copy["constant"] = .number(group.value.constant)
                copy["priority"] = .number(group.value.priority)
                copy["installed"] = false
            }
            copy["when"] = SizeClassVariations.conditions(group.pairs)
            return .object(copy)
        }
    }

    /// A constraint variation's `constant` (a finite number) or `priority` (1 to 1000), nil
    /// when it sets none or one the import cannot use (then noted as not imported).
    static func variedValue(_ name: String, of variation: MarkupElement) -> Double? {
        guard name == "constant" || name == "priority", let value = variation[name].flatMap(Double.init) else { return nil }
        return name == "constant" ? (value.isFinite ? value : nil) : ((1...1000).contains(value) ? value : nil)
    }

    struct Skip: Error { var message: String }

    func convert(_ constraint: MarkupElement, holder: Int) -> Result<JSONValue, Skip> {
        guard let firstAttribute = constraint["firstAttribute"] else { return .failure(Skip(message: "it has no firstAttribute")) }
        let first: (item: String, attribute: String)
        switch item(constraint["firstItem"], attribute: firstAttribute, holder: holder) {
        case .success(let resolved): first = resolved
        case .failure(let skip): return .failure(skip)
        }
        var second: (item: String, attribute: String)?
        if let secondAttribute = constraint["secondAttribute"], secondAttribute != "notAnAttribute" {
            switch item(constraint["secondItem"], attribute: secondAttribute, holder: holder) {
            case .success(let resolved): second = resolved
            case .failure(let skip): return .failure(skip)
            }
        } else if let secondItem = constraint["secondItem"] {
            return .failure(Skip(message: "secondItem \(secondItem) has no secondAttribute"))
        }
        let relation = constraint["relation"] ?? "equal"
        guard ["equal", "lessThanOrEqual", "greaterThanOrEqual"].contains(relation) else {
            return .failure(Skip(message: "unknown relation \"\(relation)\""))
        }
        var multiplier = 1.0
        if let written = constraint["multiplier"] {
            guard let value = Self.multiplier(written) else { return .failure(Skip(message: "multiplier \"\(written)\" is not a number, a:b or a/b")) }
            multiplier = value
        }
        var constant = 0.0
        if let written = constraint["constant"] {
            guard let value = Double(written), value.isFinite else { return .failure(Skip(message: "constant \"\(written)\" is not a number")) }
            constant = value
        }
        var priority = 1000.0
        if let written = constraint["priority"] {
            guard let value = Double(written), value >= 1, value <= 1000 else { return .failure(Skip(message: "priority \"\(written)\" is not from 1 to 1000")) }
            priority = value
        }
        var object = JSONObject()
        if let id = constraint["identifier"] ?? constraint["id"] { object["id"] = .string(id) }
        object["item"] = .string(first.item)
        object["attribute"] = .string(first.attribute)
        object["relation"] = .string(relation)
        if let second {
            object["toItem"] = .string(second.item)
            object["toAttribute"] = .string(second.attribute)
        }
        object["multiplier"] = .number(multiplier)
        object["constant"] = .number(constant)
        object["priority"] = .number(priority)
        return .success(.object(object))
    }

    /// `"0.5"`, `"1:2"` (width:height, so 0.5) or `"1/3"`.
    static func multiplier(_ written: String) -> Double? {
        let text = written.filter { !$0.isWhitespace }
        for separator in [":", "/"] as [Character] where text.contains(separator) {
            let parts = text.split(separator: separator, omittingEmptySubsequences: false)
            guard parts.count == 2, let a = Double(parts[0]), let b = Double(parts[1]), b != 0 else { return nil }
            let value = a / b
            return value.isFinite ? value : nil
        }
        guard let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// An item of a constraint: a view of this tree (the holder when omitted), a layout guide,
    /// a view's safe area, layout margins or readable content guide (`<view id>.safeArea`,
    /// `.margins`, `.readableContent`), or a scroll view's content or frame layout guide.
    func item(_ reference: String?, attribute written: String, holder: Int) -> Result<(item: String, attribute: String), Skip> {
        var attribute = written
        if attribute == "lastBaseline" || attribute == "firstBaseline" { attribute = "baseline" }
        guard Self.attributes.contains(attribute) else { return .failure(Skip(message: "attribute \"\(written)\" has no equivalent in the app format's Auto Layout")) }
        guard let reference else { return .success((nodes[holder].id, attribute)) }
        if let node = nodeByObject[reference] { return .success((nodes[node].id, attribute)) }
        if let guide = sources.layoutGuides[reference] { return .success((guide, attribute)) }
        let guides = [(safeAreas, "safeArea"), (marginGuides, "margins"), (readableGuides, "readableContent")]
        for (owners, guide) in guides {
            guard let owner = owners[reference] else { continue }
            guard Self.marginAttributes[attribute] != nil || attribute == "width" || attribute == "height" else {
                return .failure(Skip(message: "a guide's \(attribute) has no equivalent (a guide has edges, centres and a size)"))
            }
            return .success(("\(nodes[owner].id).\(guide)", attribute))
        }
        if let (owner, guide) = scrollGuides[reference] {
            return scrollGuideItem(owner, guide, attribute: attribute)
        }
        return .failure(Skip(message: "it names \(reference), which is not a view of this tree (hidden, not installed, or another scene's)"))
    }

    /// A scroll view's `contentLayoutGuide` or `frameLayoutGuide` (Xcode 11's "Content Layout
    /// Guides"): the item `<scroll view id>.contentLayoutGuide` / `.frameLayoutGuide`. Only a
    /// `UIScrollView` has them in the app format: a subclass's (a `customClass`) are left out.
    func scrollGuideItem(_ owner: Int, _ guide: String, attribute: String) -> Result<(item: String, attribute: String), Skip> {
        let className = Self.className(of: nodes[owner].element)
        guard className == "UIScrollView" else {
            return .failure(Skip(message: "it names the \(guide) of a \(className), and Swivel lays out the content of a UIScrollView only"))
        }
        guard Self.marginAttributes[attribute] != nil || attribute == "width" || attribute == "height" else {
            return .failure(Skip(message: "a guide's \(attribute) has no equivalent (a guide has edges, centres and a size)"))
        }
        return .success(("\(nodes[owner].id).\(guide)", attribute))
    }

    // MARK: Element properties

    /// A constraint's JSON with where it is installed (docs/app-format.md, "Size classes").
    static func installed(_ json: JSONValue, _ installation: (installed: Bool, when: JSONValue?)) -> JSONValue {
        guard case .object(var object) = json else { return json }
        object["installed"] = .bool(installation.installed)
        if let when = installation.when { object["when"] = when }
        return .object(object)
    }

    /// `layoutMargins` from `<edgeInsets key="layoutMargins">` or (Xcode 9 on)
    /// `<directionalEdgeInsets key="directionalLayoutMargins">`, leading and trailing as left
    /// and right (Swivel's locale is left-to-right).
    static func layoutMargins(_ element: MarkupElement) -> JSONValue? {
        if let insets = element.child("edgeInsets", key: "layoutMargins") {
            return ["top": .number(number(insets["top"])), "left": .number(number(insets["left"])),
                    "bottom": .number(number(insets["bottom"])), "right": .number(number(insets["right"]))]
        }
        if let insets = element.child("directionalEdgeInsets", key: "directionalLayoutMargins") {
            return ["top": .number(number(insets["top"])), "left": .number(number(insets["leading"])),
                    "bottom": .number(number(insets["bottom"])), "right": .number(number(insets["trailing"]))]
        }
        return nil
    }

    /// `autoresizingMask` → `autoresizing`, in the app format's order.
    static func autoresizing(_ element: MarkupElement) -> [String] {
        guard let mask = element.child("autoresizingMask", key: "autoresizingMask") else { return [] }
        let parts = [
            ("flexibleMinX", "flexibleLeftMargin"), ("widthSizable", "flexibleWidth"), ("flexibleMaxX", "flexibleRightMargin"),
            ("flexibleMinY", "flexibleTopMargin"), ("heightSizable", "flexibleHeight"), ("flexibleMaxY", "flexibleBottomMargin"),
        ]
        return parts.filter { mask.flag($0.0) }.map(\.1)
    }

    /// `{"horizontal", "vertical"}` when the view gives either (the other takes UIKit's default).
    static func priorities(_ element: MarkupElement, horizontal: String, vertical: String, default value: Double) -> JSONValue? {
        guard element[horizontal] != nil || element[vertical] != nil else { return nil }
        func read(_ name: String) -> Double {
            guard let text = element[name], let number = Double(text), number.isFinite else { return value }
            return number
        }
        return ["horizontal": .number(read(horizontal)), "vertical": .number(read(vertical))]
    }

    /// A label's `text`, else its `<string key="text">`, else its attributed text's fragments.
    static func labelText(_ element: MarkupElement) -> String? {
        if let text = element["text"] { return text }
        if let string = element.child("string", key: "text") { return string.text }
        return attributedText(element.child("attributedString", key: "attributedText"))
    }

    /// A button's normal-state title (Xcode 4 to 12: `<state key="normal" title>`; Xcode 13's
    /// `<buttonConfiguration title>`).
    static func buttonTitle(_ element: MarkupElement) -> String? {
        if let state = element.children("state").first(where: { $0["key"] == "normal" }) {
            if let title = state["title"] { return title }
            if let string = state.child("string", key: "title") { return string.text }
            if let attributed = attributedText(state.child("attributedString", key: "attributedTitle")) { return attributed }
        }
        return element.child("buttonConfiguration", key: "configuration")?["title"]
    }

    static func attributedText(_ attributed: MarkupElement?) -> String? {
        guard let attributed else { return nil }
        let fragments = attributed.children("fragment")
        guard !fragments.isEmpty else { return nil }
        return fragments.map { $0["content"] ?? $0.child("string", key: "content")?.text ?? "" }.joined()
    }

    /// The UIKit class a custom class inherits from, when it says more than `UIView` does
    /// (`<textField customClass="PaddedTextField">` → `UITextField`): the element type XCUITest
    /// reports, whether it scrolls, its alignment insets (docs/interface-import.md).
    static func inheritedUIKitClass(of element: MarkupElement) -> String? {
        guard let custom = element["customClass"], !custom.isEmpty, let base = knownClasses[element.name], base != "UIView", base != custom else { return nil }
        return base
    }

    /// The UIKit class an Interface Builder element name stands for (`customClass` first).
    static func className(of element: MarkupElement) -> String {
        if let custom = element["customClass"], !custom.isEmpty { return custom }
        if let known = knownClasses[element.name] { return known }
        guard let first = element.name.first else { return "UIView" }
        return "UI" + first.uppercased() + element.name.dropFirst()
    }

    /// A scrolling view's content-inset settings (docs/interface-import.md, "Scroll view insets"):
    /// `contentInsetAdjustmentBehavior` as saved; the bounce flags as saved — a table view
    /// without `alwaysBounceVertical="YES"` does not bounce (Xcode writes the flag on every
    /// table that does, UIKit's default for tables).
    /// (Another behaviour is noted by `noteUnimportedParts`.)
    static func scrollBehaviour(of element: MarkupElement, into object: inout JSONObject) {
        guard scrollingElements.contains(element.name) else { return }
        if let behaviour = element["contentInsetAdjustmentBehavior"], behaviour != "automatic", contentInsetAdjustmentBehaviors.contains(behaviour) {
            object["contentInsetAdjustmentBehavior"] = .string(behaviour)
        }
        if element.name == "tableView" {
            if !element.flag("alwaysBounceVertical") { object["alwaysBounceVertical"] = false }
        } else if element.flag("alwaysBounceVertical") {
            object["alwaysBounceVertical"] = true
        }
        if element.flag("alwaysBounceHorizontal") { object["alwaysBounceHorizontal"] = true }
    }

    static let contentInsetAdjustmentBehaviors: Set<String> = ["automatic", "scrollableAxes", "never", "always"]

    /// The elements of UIKit's scrolling views (the app format's scrolling classes).
    static let scrollingElements: Set<String> = ["scrollView", "tableView", "collectionView", "textView"]

    static let knownClasses: [String: String] = [
        "view": "UIView", "containerView": "UIView", "mapView": "MKMapView", "wkWebView": "WKWebView",
        "glkView": "GLKView", "mtkView": "MTKView", "sceneKitView": "SCNView", "skView": "SKView",
        "arscnView": "ARSCNView", "arskView": "ARSKView", "adBannerView": "ADBannerView",
        "imageView": "UIImageView", "tableView": "UITableView", "textField": "UITextField", "textView": "UITextView",
        "switch": "UISwitch", "slider": "UISlider", "segmentedControl": "UISegmentedControl",
        "activityIndicatorView": "UIActivityIndicatorView", "progressView": "UIProgressView",
        "pickerView": "UIPickerView", "datePicker": "UIDatePicker", "webView": "UIWebView",
        "scrollView": "UIScrollView", "navigationBar": "UINavigationBar", "toolbar": "UIToolbar",
        "tabBar": "UITabBar", "searchBar": "UISearchBar", "collectionView": "UICollectionView",
        "stackView": "UIStackView", "pageControl": "UIPageControl", "stepper": "UIStepper",
        "visualEffectView": "UIVisualEffectView", "label": "UILabel", "button": "UIButton",
        "tableViewCell": "UITableViewCell", "collectionViewCell": "UICollectionViewCell",
        "navigationController": "UINavigationController", "tabBarController": "UITabBarController",
        "splitViewController": "UISplitViewController", "viewControllerPlaceholder": "UIStoryboard reference",
    ]
}
