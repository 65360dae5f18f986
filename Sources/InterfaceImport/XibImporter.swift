import SwivelJSON

/// One xib (docs/interface-import.md): its top-level view is an entry of `xibs` named by the file's stem, and
/// its File's Owner's class (else `UIViewController`) a controller with that view. Other
/// top-level views go to that controller's `views` (seed 002 keeps its landscape view there).
struct XibImport {
    var file: String
    var stem: String
    var ownerClass: String
    /// File's Owner's placeholder id, when the xib has one.
    var ownerObjectID: String?
    var layout: JSONObject?
    var otherViews: [(id: String, layout: JSONObject)] = []
    var designedFor: String?
    var hasConstraints = false

    static func read(_ document: InterfaceDocument, context: inout ImportContext) throws(InterfaceImportError) -> XibImport {
        let file = document.file
        let objects = document.root.child("objects")?.children ?? []
        let owner = objects.first { $0.name == "placeholder" && $0["placeholderIdentifier"] == "IBFilesOwner" }
        var result = XibImport(file: file, stem: InterfaceFile.stem(of: file), ownerClass: nonEmpty(owner?["customClass"]) ?? "UIViewController", ownerObjectID: owner?["id"])
        var sources = ViewTreeSources(file: file)
        sources.usesAutoLayout = document.root.flag("useAutolayout")
        for outlet in owner?.child("connections")?.children("outlet") ?? [] {
            if let destination = outlet["destination"], let property = outlet["property"], sources.outlets[destination] == nil || sources.outlets[destination] == "view" {
                sources.outlets[destination] = property
            }
        }
        var views: [MarkupElement] = []
        for object in objects where object.name != "placeholder" {
            if isView(object.name) {
                if object.flag("hidden") {
                    context.note(file, object["id"], "hidden top-level \(ViewTreeImporter.className(of: object)) is imported all the same (a xib's top-level views are shown by code)")
                }
                views.append(object)
            } else {
                context.note(file, object["id"], "top-level <\(object.name)> of the xib is not imported")
            }
        }
        // The view File's Owner's `view` outlet names comes first; the others keep their order.
        if let main = views.firstIndex(where: { $0["id"].flatMap { sources.outlets[$0] } == "view" }), main > 0 {
            views.insert(views.remove(at: main), at: 0)
        }
        guard let mainView = views.first else {
            context.note(file, nil, "the xib has no top-level view; not imported")
            return result
        }
        if owner == nil {
            context.note(file, nil, "the xib has no File's Owner; its view is given to a UIViewController")
        }
        result.designedFor = StoryboardImporter.designedFor(mainView, rootView: mainView)
        var usedIDs: Set<String> = []
        for (index, view) in views.enumerated() {
            let tree = try ViewTreeImporter.importTree(view, sources: sources, context: &context)
            if tree.hasConstraints { result.hasConstraints = true }
            if index == 0 {
                result.layout = tree.layout
                usedIDs.insert(tree.rootID)
                continue
            }
            var id = tree.rootID
            var suffix = 2
            while usedIDs.contains(id) {
                id = "\(tree.rootID)-\(suffix)"
                suffix += 1
            }
            usedIDs.insert(id)
            var layout = tree.layout
            layout["id"] = .string(id)
            result.otherViews.append((id, layout))
            context.note(file, view["id"], "top-level view \"\(id)\" is one of \(result.ownerClass)'s views (not the xib's main view)")
        }
        return result
    }

    static func isView(_ name: String) -> Bool {
        guard name != "tableViewCell", name != "collectionViewCell", name != "window" else { return false }
        return ViewTreeImporter.knownClasses[name] != nil || name.hasSuffix("View")
    }

    static func nonEmpty(_ text: String?) -> String? {
        guard let text, !text.isEmpty else { return nil }
        return text
    }
}
