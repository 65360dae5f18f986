import SwivelJSON

/// The file's navigation beyond buttons (docs/interface-import.md, "The file's navigation"):
/// bar button items as elements of the bars, presented navigation and tab bar controllers
/// with their own stacks, and unwind segues to the controller that implements the action.
extension StoryboardImporter {
    // MARK: Bar button items

    /// `navigationItem` (`{"left", "right"}`) and `toolbarItems` of a controller scene: each
    /// `barButtonItem` becomes `{"id", "title", "action", "source"}`, its id by the element id
    /// rules (accessibility identifier, outlet, `userLabel`, object id) and unique beside
    /// `takenIDs` (the view tree's); a segue from it is its action.
    func barItems(of scene: Scene, outlets: [String: String], takenIDs: inout Set<String>, used: inout Set<ObjectRef>, context: inout ImportContext) -> (navigationItem: JSONObject?, toolbarItems: [JSONValue]) {
        let controller = scene.controller
        let navigationItem = controller.child("navigationItem", key: "navigationItem")
        func items(_ single: String, _ list: String) -> [MarkupElement] {
            guard let navigationItem else { return [] }
            let one = navigationItem.children("barButtonItem").filter { $0["key"] == single }
            return one + (navigationItem.child(list)?.children("barButtonItem") ?? [])
        }
        func convert(_ elements: [MarkupElement]) -> [JSONValue] {
            elements.map { element in
                var item = JSONObject()
                let objectID = element["id"]
                var base = nonEmpty(element.child("accessibility", key: "accessibilityConfiguration")?["identifier"])
                    ?? objectID.flatMap { outlets[$0] } ?? nonEmpty(element["userLabel"]?.filter { !$0.isWhitespace }) ?? objectID ?? "barButtonItem"
                if base.isEmpty { base = "barButtonItem" }
                var id = base
                var suffix = 2
                while takenIDs.contains(id) {
                    id = "\(base)-\(suffix)"
                    suffix += 1
                }
                if id != base { context.note(scene.file, objectID, "a bar button item would have id \"\(base)\", taken in \(describe(scene)): it is \"\(id)\"") }
                takenIDs.insert(id)
                item["id"] = .string(id)
                if let title = Self.barItemTitle(element) { item["title"] = .string(title) }
                if let objectID, let action = actionsByDocument[scene.document]?[objectID] {
                    item["action"] = action
                    used.insert(ObjectRef(file: scene.document, id: objectID))
                }
                for action in element.child("connections")?.children("action") ?? [] {
                    context.note(scene.file, objectID, "bar button item \(id) sends \(action["selector"] ?? "(no selector)") to code: give it an action in the overlay")
                }
                if let objectID { item["source"] = ImportSource.json(file: scene.file, object: objectID) }
                return .object(item)
            }
        }
        var navigation = JSONObject()
        let left = convert(items("leftBarButtonItem", "leftBarButtonItems"))
        let right = convert(items("rightBarButtonItem", "rightBarButtonItems"))
        if !left.isEmpty { navigation["left"] = .array(left) }
        if !right.isEmpty { navigation["right"] = .array(right) }
        // "Large Title" Always or Never (docs/semantics.md, "Large titles"); Automatic is the default.
        if let mode = navigationItem?["largeTitleDisplayMode"], mode == "always" || mode == "never" {
            navigation["largeTitleDisplayMode"] = .string(mode)
        }
        let toolbar = convert(controller.child("toolbarItems")?.children("barButtonItem") ?? [])
        return (navigation.isEmpty ? nil : navigation, toolbar)
    }

    /// A bar button item's title: its `title`, else its system item's name (`add` → "Add"),
    /// else its image's name.
    static func barItemTitle(_ element: MarkupElement) -> String? {
        if let title = element["title"], !title.isEmpty { return title }
        if let system = element["systemItem"], let first = system.first { return first.uppercased() + system.dropFirst() }
        if let image = element["image"], !image.isEmpty { return image }
        return nil
    }

    // MARK: Presented containers

    /// The content keys a segue to `scene` shows: its own; a navigation controller's root; a
    /// tab bar controller's tabs' (roots of navigation tabs).
    func contentKeys(_ scene: Int?) -> [String] {
        guard let scene else { return [] }
        switch scenes[scene].kind {
        case .content, .navigation: return contentKey(scene).map { [$0] } ?? []
        case .tabBar: return tabScenes(scene).compactMap { contentKey($0) }
        case .split, .other: return []
        }
    }

    /// The scenes of a tab bar controller's `viewControllers` relationships, in order.
    func tabScenes(_ scene: Int) -> [Int] {
        segues.filter { $0.scene == scene && $0.kind == "relationship" && $0.element["relationship"] == "viewControllers" }.compactMap(\.destinationScene)
    }

    /// `tabBarController` for a tab bar scene (`class`, `tabs` with titles, each a content
    /// controller, a navigation controller with its root, or a split view controller), and the
    /// container scenes it holds (navigation and split scenes, a split view's navigation columns).
    func tabBarObject(_ sceneIndex: Int, context: inout ImportContext) -> (object: JSONObject, heldScenes: [Int]) {
        let scene = scenes[sceneIndex]
        var tabBar = JSONObject()
        if let custom = nonEmpty(scene.controller["customClass"]) { tabBar["class"] = .string(custom) }
        var tabs: [JSONValue] = []
        var heldScenes: [Int] = []
        for segue in segues where segue.scene == sceneIndex && segue.kind == "relationship" && segue.element["relationship"] == "viewControllers" {
            guard let destination = segue.destinationScene else {
                context.note(scene.file, segue.element["id"], "a tab whose controller is not in this storyboard is not imported")
                continue
            }
            var tab = JSONObject()
            if let title = tabTitle(destination) { tab["title"] = .string(title) }
            switch scenes[destination].kind {
            case .content, .navigation:
                guard let held = heldController(destination, context: &context) else { continue }
                tab["controller"] = .string(held.controller)
                if let navigation = held.navigation {
                    heldScenes.append(destination)
                    tab["navigationController"] = .object(navigation)
                }
            case .split:
                // docs/app-format.md: a tab holding a split view is {"title", "splitViewController"}.
                guard let (split, navigationScenes) = splitViewObject(destination, context: &context) else { continue }
                heldScenes.append(destination)
                heldScenes += navigationScenes
                tab["splitViewController"] = .object(split)
            case .tabBar, .other:
                context.note(scenes[destination].file, scenes[destination].objectID, "a tab holding \(describe(scenes[destination])) is not imported (a tab holds a content, navigation or split view controller)")
                continue
            }
            tabs.append(.object(tab))
        }
        tabBar["tabs"] = .array(tabs)
        // An opaque tab bar (`translucent="NO"`; docs/semantics.md, "Opaque bars").
        if scene.controller.child("tabBar", key: "tabBar")?["translucent"] == "NO" { tabBar["translucent"] = false }
        tabBar["source"] = ImportSource.json(file: scene.file, object: scene.objectID)
        return (tabBar, heldScenes)
    }

    /// The `present` action of a modal segue to a container: a navigation controller with its
    /// root, or a tab bar controller with its tabs; nil when the destination is a content
    /// controller (or has no content to show). Records the scenes it imports.
    mutating func presentedContainerAction(to destination: Int, context: inout ImportContext) -> JSONObject? {
        switch scenes[destination].kind {
        case .navigation:
            guard let root = contentKey(destination) else { return nil }
            presentedScenes.insert(destination)
            return ["type": "present", "controller": .string(root), "navigationController": .object(navigationObject(scenes[destination]))]
        case .tabBar:
            let (object, heldScenes) = tabBarObject(destination, context: &context)
            guard object["tabs"]?.arrayValue?.isEmpty == false else { return nil }
            presentedScenes.insert(destination)
            presentedScenes.formUnion(heldScenes)
            return ["type": "present", "tabBarController": .object(object)]
        case .content, .split, .other:
            return nil
        }
    }

    // MARK: Unwind segues

    /// Per controller key, the controllers whose push, show, modal, presentation, showDetail or
    /// popover segue shows it (through a navigation controller's root or a tab bar controller's tabs),
    /// in segue order. Made in two passes over the segues the first time an unwind asks (asked
    /// per unwind, the walk was cubic in the segues: a 200 KB file of 400 unwinds took 52 s).
    mutating func leadingSources() -> [String: [String]] {
        if let known = leadingSourcesByKey { return known }
        var roots: [Int: Int] = [:]
        var tabs: [Int: [Int]] = [:]
        for segue in segues where segue.kind == "relationship" {
            guard let destination = segue.destinationScene else { continue }
            switch segue.element["relationship"] {
            case "rootViewController"?: if roots[segue.scene] == nil { roots[segue.scene] = destination }
            case "viewControllers"?: tabs[segue.scene, default: []].append(destination)
            default: break
            }
        }
        // `contentKeys(_:)`, with the relationships looked up rather than searched for.
        func key(_ scene: Int) -> String? {
            switch scenes[scene].kind {
            case .content: return scenes[scene].key
            case .navigation: return roots[scene].flatMap { scenes[$0].kind == .content ? scenes[$0].key : nil }
            default: return nil
            }
        }
        func keys(_ scene: Int?) -> [String] {
            guard let scene else { return [] }
            switch scenes[scene].kind {
            case .content, .navigation: return key(scene).map { [$0] } ?? []
            case .tabBar: return (tabs[scene] ?? []).compactMap(key)
            case .split, .other: return []
            }
        }
        var sources: [String: [String]] = [:]
        for segue in segues where ["push", "show", "modal", "presentation", "showDetail", "popover", "popoverPresentation"].contains(segue.kind) {
            guard let source = scenes[segue.scene].key else { continue }
            for shown in keys(segue.destinationScene) where !(sources[shown] ?? []).contains(source) {
                sources[shown, default: []].append(source)
            }
        }
        leadingSourcesByKey = sources
        return sources
    }

    /// An unwind segue from a view: `{"type": "unwind", "action": selector}`. Which class
    /// implements the action is code, not in the file: the controllers that lead to the source
    /// by a segue are given it (`unwindActions`, chosen) and a note says so, so the unwind goes
    /// back one step until the overlay names the real implementers.
    mutating func unwindAction(from key: String, ownerName: String, segue: Segue, context: inout ImportContext) -> JSONObject? {
        let segueID = segue.element["id"]
        guard let selector = nonEmpty(segue.element["unwindAction"]) else {
            context.note(segue.file, segueID, "unwind segue from \(ownerName) has no unwindAction; not imported")
            return nil
        }
        let leading = leadingSources()[key] ?? []
        for source in leading where !(unwindActions[source] ?? []).contains(selector) {
            unwindActions[source, default: []].append(selector)
        }
        if leading.isEmpty {
            context.note(segue.file, segueID, "unwind segue \(selector) from \(ownerName): no segue leads to \(key) and the controller implementing \(selector) is code; give unwindActions in the overlay")
        } else {
            context.note(segue.file, segueID, "unwind segue \(selector) from \(ownerName): the controller implementing it is code; \(leading.joined(separator: ", ")) (leading to \(key)) are given it in unwindActions; name the real ones in the overlay")
        }
        return ["type": "unwind", "action": .string(selector)]
    }
}
