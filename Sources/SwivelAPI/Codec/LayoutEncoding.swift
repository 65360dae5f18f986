import RotationEngine
import RotationLayout
import SwivelJSON

extension JSONWriter {
    /// Config/openapi.json's layout object.
    mutating func layout(_ layout: ResolvedLayout) {
        beginObject()
        key("window"); size(layout.window)
        key("interfaceOrientation"); string(layout.interfaceOrientation.name)
        key("statusBar")
        if let frame = layout.statusBarFrame {
            beginObject()
            key("frame"); rect(frame)
            endObject()
        } else {
            null()
        }
        key("navigationBar")
        if let bar = layout.navigationBar {
            beginObject()
            key("frame"); rect(bar.frame)
            key("backButton"); optionalString(bar.backButton)
            key("title"); optionalString(bar.title)
            // Only where a bar shows a large title: older layouts stay as they were.
            if bar.largeTitle { key("largeTitle"); bool(true) }
            // Bar button items only where a controller has some: older layouts stay as they were.
            if !bar.items.isEmpty { key("items"); barItems(bar.items) }
            endObject()
        } else {
            null()
        }
        if let toolbar = layout.toolbar {
            key("toolbar")
            beginObject()
            key("frame"); rect(toolbar.frame)
            key("items"); barItems(toolbar.items)
            endObject()
        }
        key("tabBar")
        if let bar = layout.tabBar {
            beginObject()
            key("frame"); rect(bar.frame)
            key("items")
            beginArray()
            for item in bar.items { string(item) }
            endArray()
            key("selectedIndex"); int(bar.selectedIndex)
            endObject()
        } else {
            null()
        }
        key("root"); layoutView(layout.root)
        key("stale")
        beginArray()
        for id in layout.stale { string(id) }
        endArray()
        key("constraints"); constraintReport(layout.constraints)
        endObject()
    }

    /// Bar button items (docs/semantics.md, "Bar button items"): `{id, title, placement, frame, controller}`.
    mutating func barItems(_ items: [ResolvedLayout.BarItem]) {
        beginArray()
        for item in items {
            beginObject()
            key("id"); string(item.id)
            key("title"); optionalString(item.title)
            key("placement"); string(item.placement.rawValue)
            key("frame"); rect(item.frame)
            key("controller"); string(item.controller.description)
            endObject()
        }
        endArray()
    }

    /// What Auto Layout broke, left ambiguous and noted (docs/semantics.md, "Auto Layout").
    mutating func constraintReport(_ report: ConstraintReport) {
        beginObject()
        key("unsatisfiable")
        beginArray()
        for breach in report.unsatisfiable {
            beginObject()
            key("controller"); optionalString(breach.controller?.description)
            key("bounds"); size(breach.bounds)
            key("broken"); constraintDescription(breach.broken)
            key("conflicting")
            beginArray()
            for constraint in breach.conflicting { constraintDescription(constraint) }
            endArray()
            endObject()
        }
        endArray()
        key("ambiguous")
        beginArray()
        for id in report.ambiguous { string(id) }
        endArray()
        key("notes")
        beginArray()
        for note in report.notes { string(note) }
        endArray()
        endObject()
    }

    mutating func constraintDescription(_ constraint: ConstraintDescription) {
        beginObject()
        key("id"); string(constraint.id)
        key("description"); string(constraint.description)
        endObject()
    }

    /// One view and its subtree: a snapshot holds every view of the screen, so this is most of
    /// an event POST's answer.
    mutating func layoutView(_ view: LayoutView) {
        withUnsafePointer(to: view) { layoutView(at: $0) }
    }

    /// `layoutView(_:)` on the view where it is: each child is read in place (iterating the
    /// children copied every view and destroyed the copy, ~1.2k instructions a full answer).
    private mutating func layoutView(at view: UnsafePointer<LayoutView>) {
        beginObject(); key("id"); string(view.pointee.id)
        key("controller"); optionalString(view.pointee.controller?.description)
        key("kind"); literalString(view.pointee.kind.staticName)
        if let className = view.pointee.className {
            key("class"); string(className)
        }
        if let uikitClass = view.pointee.uikitClass {
            key("uikitClass"); string(uikitClass)
        }
        key("text"); optionalString(view.pointee.text)
        key("frame"); rect(view.pointee.frame)
        key("bounds"); rect(view.pointee.bounds)
        key("transform"); int(view.pointee.transform)
        key("layoutBy"); literalString(view.pointee.layoutBy.staticName)
        if let ambiguous = view.pointee.ambiguous {
            key("ambiguous"); bool(ambiguous)
        }
        if let safeArea = view.pointee.safeAreaInsets {
            key("safeAreaInsets"); insets(safeArea)
        }
        if let margins = view.pointee.layoutMargins {
            key("layoutMargins"); insets(margins)
        }
        if let contentSize = view.pointee.contentSize {
            key("contentSize"); size(contentSize)
        }
        if let contentInset = view.pointee.contentInset {
            key("contentInset"); insets(contentInset)
        }
        if view.pointee.hidden == true {
            key("hidden"); bool(true)
        }
        if let laidOutFor = view.pointee.laidOutFor {
            key("laidOutFor"); size(laidOutFor)
            key("stale"); bool(view.pointee.stale ?? false)
        }
        key("children")
        beginArray()
        view.pointee.children.withUnsafeBufferPointer { children in
            guard let first = children.baseAddress else { return }
            for index in children.indices { layoutView(at: first + index) }
        }
        endArray()
        endObject()
    }
}

