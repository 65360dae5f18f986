import SwivelJSON

/// Split view controllers (docs/interface-import.md, "Split views"): a `splitViewController`
/// scene becomes the app format's `splitViewController` (docs/app-format.md) — at the window's
/// root when it is the initial view controller, in a tab when a tab's relationship names it.
extension StoryboardImporter {
    /// A split view's columns, by the relationship Interface Builder writes for each
    /// (`UISplitViewController.viewControllers`: the master first, the detail second).
    enum SplitColumn: CaseIterable {
        case primary
        case secondary

        /// The relationship segue's `relationship` attribute.
        var relationship: String {
            switch self {
            case .primary: "masterViewController"
            case .secondary: "detailViewController"
            }
        }

        /// The key of the app format's `splitViewController`.
        var key: String {
            switch self {
            case .primary: "primary"
            case .secondary: "secondary"
            }
        }
    }

    /// Whether a split view's relationship names one of its columns (others are noted).
    static func isSplitColumn(_ relationship: String?) -> Bool {
        SplitColumn.allCases.contains { $0.relationship == relationship }
    }

    /// `splitViewController` for a split scene: `class` (`customClass`), `primary` and
    /// `secondary` (each a content controller's key, or `{"controller", "navigationController"}`
    /// for a navigation column, as a tab), `source`; and the navigation scenes its columns hold.
    /// `preferredDisplayMode` and `primaryColumnWidth` are left to their defaults (the file
    /// does not say them). Nil, noted, when a column is missing or cannot be imported.
    func splitViewObject(_ sceneIndex: Int, context: inout ImportContext) -> (object: JSONObject, navigationScenes: [Int])? {
        let scene = scenes[sceneIndex]
        var object = JSONObject()
        if let custom = nonEmpty(scene.controller["customClass"]) { object["class"] = .string(custom) }
        var navigationScenes: [Int] = []
        for column in SplitColumn.allCases {
            let segue = relationship(column.relationship, from: sceneIndex)
            guard let segue else {
                context.note(scene.file, scene.objectID, "\(describe(scene)) has no \(column.relationship) relationship (its \(column.key) column); it is not imported")
                return nil
            }
            guard let destination = segue.destinationScene else {
                context.note(scene.file, segue.element["id"], "the \(column.key) column of \(describe(scene)) is not a controller of the files given; the split view is not imported")
                return nil
            }
            guard let held = heldController(destination, context: &context) else {
                if scenes[destination].kind != .navigation {
                    context.note(scene.file, segue.element["id"], "the \(column.key) column of \(describe(scene)) is \(describe(scenes[destination])), not a content or navigation controller; the split view is not imported")
                }
                return nil
            }
            if let navigation = held.navigation {
                navigationScenes.append(destination)
                object[column.key] = ["controller": .string(held.controller), "navigationController": .object(navigation)]
            } else {
                object[column.key] = .string(held.controller)
            }
        }
        object["source"] = ImportSource.json(file: scene.file, object: scene.objectID)
        return (object, navigationScenes)
    }

    /// What a tab or a split view column holds: a content scene's key, or a navigation scene's
    /// root with its `navigationController` (a navigation scene without a content root is
    /// noted); nil for any other scene (the caller notes it in its own words).
    func heldController(_ scene: Int, context: inout ImportContext) -> (controller: String, navigation: JSONObject?)? {
        switch scenes[scene].kind {
        case .content:
            return scenes[scene].key.map { ($0, nil) }
        case .navigation:
            guard let root = contentKey(scene) else {
                context.note(scenes[scene].file, scenes[scene].objectID, "\(describe(scenes[scene])) has no rootViewController relationship to a content controller")
                return nil
            }
            return (root, navigationObject(scenes[scene]))
        case .tabBar, .split, .other:
            return nil
        }
    }
}
