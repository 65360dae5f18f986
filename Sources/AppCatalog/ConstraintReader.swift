import RotationEngine
import SwivelJSON

/// Reads Auto Layout: a view's `constraints` and its sizing keys (`intrinsicContentSize`,
/// `contentHuggingPriority`, `contentCompressionResistancePriority`,
/// `translatesAutoresizingMaskIntoConstraints`), then checks a whole view tree's constraints
/// against the views it has (docs/app-format.md, "Auto Layout").
enum ConstraintReader {
    static let keys = ["id", "item", "attribute", "relation", "toItem", "toAttribute", "multiplier", "constant", "priority"] + InstallationReader.keys
    /// A view tree holds at most this many constraints (a hostile definition is bounded).
    static let maximumPerView = 1_000

    /// The keys of `object` that Auto Layout reads, onto `view`.
    static func read(_ object: JSONObject, _ path: String, into view: inout ViewDefinition, reader: inout DefinitionReader) {
        if let value = object["constraints"] {
            view.constraints = constraints(value, path + ".constraints", holder: view.id, reader: &reader)
        }
        if let value = object["intrinsicContentSize"], let size = reader.object(value, path + ".intrinsicContentSize", allowed: ["width", "height"]) {
            func metric(_ key: String) -> Double? {
                guard let value = size[key], !value.isNull else { return nil }
                return reader.number(value, path + ".intrinsicContentSize." + key)
            }
            view.intrinsicContentSize = IntrinsicSize(width: metric("width"), height: metric("height"))
        }
        if let value = object["contentHuggingPriority"] {
            view.contentHuggingPriority = priorities(value, path + ".contentHuggingPriority", defaults: .defaultHugging, reader: &reader)
        }
        if let value = object["contentCompressionResistancePriority"] {
            view.contentCompressionResistancePriority = priorities(value, path + ".contentCompressionResistancePriority", defaults: .defaultCompressionResistance, reader: &reader)
        }
        view.translatesAutoresizingMaskIntoConstraints = reader.bool(object["translatesAutoresizingMaskIntoConstraints"], path + ".translatesAutoresizingMaskIntoConstraints")
        if let value = object["layoutMargins"], let margins = reader.object(value, path + ".layoutMargins", allowed: ["top", "left", "bottom", "right"]) {
            func inset(_ key: String) -> Double {
                reader.number(margins[key], path + ".layoutMargins." + key, minimum: -100_000) ?? LayoutAttribute.defaultMargin
            }
            view.layoutMargins = EdgeInsets(top: inset("top"), left: inset("left"), bottom: inset("bottom"), right: inset("right"))
        }
        view.insetsLayoutMarginsFromSafeArea = reader.bool(object["insetsLayoutMarginsFromSafeArea"], path + ".insetsLayoutMarginsFromSafeArea") ?? true
        view.preservesSuperviewLayoutMargins = reader.bool(object["preservesSuperviewLayoutMargins"], path + ".preservesSuperviewLayoutMargins") ?? false
        view.layoutMarginsFollowReadableWidth = reader.bool(object["layoutMarginsFollowReadableWidth"], path + ".layoutMarginsFollowReadableWidth") ?? false
    }

    static func priorities(_ value: JSONValue, _ path: String, defaults: AxisPriorities, reader: inout DefinitionReader) -> AxisPriorities {
        guard let object = reader.object(value, path, allowed: ["horizontal", "vertical"]) else { return defaults }
        return AxisPriorities(
            horizontal: reader.number(object["horizontal"], path + ".horizontal", minimum: 1, maximum: 1000) ?? defaults.horizontal,
            vertical: reader.number(object["vertical"], path + ".vertical", minimum: 1, maximum: 1000) ?? defaults.vertical
        )
    }

    static func constraints(_ value: JSONValue, _ path: String, holder: String, reader: inout DefinitionReader) -> [LayoutConstraint] {
        guard let array = reader.array(value, path, "an array of constraints") else { return [] }
        guard array.count <= maximumPerView else {
            reader.problem(path, "at most \(maximumPerView) constraints on one view, got \(array.count)")
            return []
        }
        return array.enumerated().compactMap { index, element in
            constraint(element, "\(path)[\(index)]", defaultID: "\(holder)#\(index)", reader: &reader)
        }
    }

    static func constraint(_ value: JSONValue, _ path: String, defaultID: String, reader: inout DefinitionReader) -> LayoutConstraint? {
        guard let object = reader.object(value, path, allowed: keys) else { return nil }
        let item = reader.string(object["item"], path + ".item", required: true)
        let attribute = self.attribute(object["attribute"], path + ".attribute", required: true, reader: &reader)
        var relation = LayoutRelation.equal
        if let value = object["relation"] {
            relation = reader.read(value, path + ".relation") { field throws(JSONFieldProblem) in
                try field.name("relation", names: LayoutRelation.allCases.map(\.rawValue)) { LayoutRelation(rawValue: $0) }
            } ?? .equal
        }
        let toItem = reader.string(object["toItem"], path + ".toItem")
        let toAttribute = self.attribute(object["toAttribute"], path + ".toAttribute", required: false, reader: &reader)
        if (object["toItem"] == nil) != (object["toAttribute"] == nil) {
            reader.problem(path, "give toItem and toAttribute together, or neither for a constant")
        }
        let multiplier = reader.number(object["multiplier"], path + ".multiplier", minimum: -100_000) ?? 1
        let constant = reader.number(object["constant"], path + ".constant", minimum: -100_000) ?? 0
        let priority = reader.number(object["priority"], path + ".priority", minimum: 1, maximum: 1000) ?? LayoutConstraint.requiredPriority
        let id = reader.string(object["id"], path + ".id") ?? defaultID
        guard let item, let attribute else { return nil }
        if attribute.position != nil {
            if object["toItem"] == nil {
                reader.problem(path, "\(attribute.rawValue) is a position: a constant needs width or height (UIKit: location attributes must be specified in pairs)")
            } else if multiplier == 0 {
                reader.problem(path + ".multiplier", "a multiplier of 0 on a position sets it to a constant: use width or height, or a non-zero multiplier")
            }
        }
        if let toAttribute {
            if attribute.isSize != toAttribute.isSize {
                reader.problem(path + ".toAttribute", "\(attribute.rawValue) cannot be related to \(toAttribute.rawValue): a size pairs with a size, a position with a position")
            } else if !attribute.isSize && attribute.axis != toAttribute.axis {
                reader.problem(path + ".toAttribute", "\(attribute.rawValue) cannot be related to \(toAttribute.rawValue): positions pair on one axis")
            }
        }
        var constraint = LayoutConstraint(
            id: id, item: item, attribute: attribute, relation: relation, toItem: toAttribute == nil ? nil : toItem,
            toAttribute: toItem == nil ? nil : toAttribute, multiplier: multiplier, constant: constant, priority: priority
        )
        constraint.installation = InstallationReader.read(object, path, reader: &reader)
        return constraint
    }

    static func attribute(_ value: JSONValue?, _ path: String, required: Bool, reader: inout DefinitionReader) -> LayoutAttribute? {
        guard let value else {
            if required { reader.problem(path, "is required (one of \(LayoutAttribute.allCases.map(\.rawValue).joined(separator: ", ")))") }
            return nil
        }
        return reader.read(value, path) { field throws(JSONFieldProblem) in
            try field.name("attribute", names: LayoutAttribute.allCases.map(\.rawValue)) { LayoutAttribute(rawValue: $0) }
        }
    }

    /// Checks every constraint of the tree rooted at `view` (whose own path is `path` and whose
    /// subviews' array is at `elementsPath`): each item is the holder, a view below it, or a
    /// layout guide — the holder is an ancestor of both items, as Interface Builder keeps it —
    /// and constraint ids are unique in the tree.
    static func check(_ view: ViewDefinition, _ path: String, elementsPath: String, reader: inout DefinitionReader) {
        var ids: Set<String> = []
        check(view, path, elementsPath: elementsPath, ids: &ids, reader: &reader)
    }

    /// A scroll view's guide names a `UIScrollView` at or below the holder (only it has
    /// `contentLayoutGuide` and `frameLayoutGuide`), by its edges, centres or size.
    private static func checkScrollViewGuide(
        _ scrollView: String, _ guide: ScrollViewGuide, attribute: LayoutAttribute?, path: String, holder: String,
        subtree: Set<String>, scrollViews: Set<String>, reader: inout DefinitionReader
    ) {
        if !subtree.contains(scrollView) {
            reader.problem(path, "no view \"\(scrollView)\" at or below \"\(holder)\" for its \(guide.rawValue) (the holder is an ancestor of both items)")
        } else if !scrollViews.contains(scrollView) {
            reader.problem(path, "\"\(scrollView)\" is not a UIScrollView (its class, or the UIKit class it inherits from, `uikitClass`, must be \(LayoutConstraint.scrollViewClass)): only a scroll view has a \(guide.rawValue)")
        } else if attribute?.isMargin == true {
            reader.problem(path, "a guide has no margin attributes; use its edges, centres, width or height")
        }
    }

    private static func check(_ view: ViewDefinition, _ path: String, elementsPath: String, ids: inout Set<String>, reader: inout DefinitionReader) {
        if !view.constraints.isEmpty {
            let subtree = Set(view.allViews().map(\.id))
            let scrollViews = Set(view.allViews().filter { $0.effectiveUIKitClass == LayoutConstraint.scrollViewClass }.map(\.id))
            for (index, constraint) in view.constraints.enumerated() {
                let constraintPath = "\(path).constraints[\(index)]"
                if !ids.insert(constraint.id).inserted {
                    reader.problem(constraintPath + ".id", "constraint id \"\(constraint.id)\" is used twice in this view tree")
                }
                for (key, item, attribute) in [("item", constraint.item, constraint.attribute), ("toItem", constraint.toItem, constraint.toAttribute)] {
                    guard let item else { continue }
                    if let (guideView, guide) = LayoutConstraint.viewGuide(item) {
                        if !subtree.contains(guideView) {
                            reader.problem("\(constraintPath).\(key)", "no view \"\(guideView)\" at or below \"\(view.id)\" for its \(guide.rawValue) guide (the holder is an ancestor of both items)")
                        } else if attribute?.isMargin == true {
                            reader.problem("\(constraintPath).\(key)", "a guide has no margin attributes; use its edges (\(item) is already inset)")
                        }
                    } else if let (scrollView, guide) = LayoutConstraint.scrollViewGuide(item) {
                        checkScrollViewGuide(scrollView, guide, attribute: attribute, path: "\(constraintPath).\(key)", holder: view.id, subtree: subtree, scrollViews: scrollViews, reader: &reader)
                    } else if LayoutConstraint.isLayoutGuide(item) {
                        if attribute?.axis == .horizontal {
                            reader.problem("\(constraintPath).\(key)", "\(item) has no horizontal attributes; use top, bottom, centerY or height")
                        }
                    } else if !subtree.contains(item) {
                        reader.problem("\(constraintPath).\(key)", "no view \"\(item)\" at or below \"\(view.id)\", which holds the constraint (the holder is an ancestor of both items, as Interface Builder keeps it)")
                    }
                }
            }
        }
        for (index, child) in view.children.enumerated() {
            check(child, "\(elementsPath)[\(index)]", elementsPath: "\(elementsPath)[\(index)].children", ids: &ids, reader: &reader)
        }
    }
}
