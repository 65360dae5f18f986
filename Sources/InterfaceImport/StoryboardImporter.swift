import SwivelJSON

/// A parsed Interface Builder file with its objects indexed by id.
struct InterfaceDocument {
    var file: String
    var index: Int
    var kind: DocumentKind
    var root: MarkupElement
    /// Object id → the element's name (every element with an `id`; ids are unique per file).
    var objects: [String: String]
}

/// The storyboards of an import, read together: controller keys are unique across them.
struct StoryboardImporter {
    enum ControllerKind: Equatable {
        case content
        case navigation
        case tabBar
        case split
        case other
    }

    struct Scene {
        var document: Int
        var file: String
        var element: MarkupElement
        var controller: MarkupElement
        var kind: ControllerKind
        var objectID: String
        var key: String?
    }

    struct Segue {
        var element: MarkupElement
        var document: Int
        var file: String
        var scene: Int
        var owner: MarkupElement
        var fromController: Bool
        var kind: String
        var destinationScene: Int?
    }

    /// Element names of the scenes Swivel imports as content controllers; the first two are
    /// docs/interface-import.md's, the others are imported the same way with a note.
    static let contentControllers = ["viewController", "tableViewController", "collectionViewController", "pageViewController", "glkViewController", "avPlayerViewController", "hostingController"]

    let documents: [InterfaceDocument]
    var scenes: [Scene] = []
    var sceneByController: [ObjectRef: Int] = [:]
    /// Storyboard reference scene → the scene it stands for (docs/interface-import.md, "Storyboard references").
    var referenceTargets: [Int: Int] = [:]
    var segues: [Segue] = []
    /// Unwind actions guessed per controller key (docs/interface-import.md, "Unwind segues").
    var unwindActions: [String: [String]] = [:]
    /// Per controller key, the keys of the controllers whose segue leads to it, in segue order:
    /// made once, at the first unwind segue (`StoryboardNavigation.swift`).
    var leadingSourcesByKey: [String: [String]]?
    /// Navigation and tab bar scenes imported as presented containers.
    var presentedScenes: Set<Int> = []
    /// Element actions from segues, by the element's object; `actionOrder` keeps them in document order.
    var actions: [ObjectRef: JSONValue] = [:]
    var actionOrder: [(ref: ObjectRef, owner: MarkupElement, file: String)] = []
    var importedSegues: [ImportedSegue] = []
    /// The segues each controller's code can perform by identifier (its `segues`), by controller
    /// key, in document order.
    var codeSegues: [String: [(identifier: String, action: JSONObject)]] = [:]
    /// `actions` by document, object id → action (what a view tree of that file looks up).
    var actionsByDocument: [Int: [String: JSONValue]] = [:]
    /// `embeds` by document, container view id → the embedded controller's key, or
    /// `{"controller": root, "navigationController": {…}}` for a navigation controller
    /// (docs/interface-import.md, "Container views").
    var embedsByDocument: [Int: [String: JSONValue]] = [:]

    init(documents: [InterfaceDocument]) { self.documents = documents }

    // MARK: Scenes and keys

    /// Reads every scene, keys the content controllers (`customClass`, else
    /// `storyboardIdentifier`, else `Scene-<id>`; clashes get `-2`, `-3`…), taking `usedKeys`
    /// as already taken.
    mutating func readScenes(usedKeys: inout Set<String>, context: inout ImportContext) throws(InterfaceImportError) {
        var sceneCount = 0
        for document in documents {
            for scene in document.root.child("scenes")?.children("scene") ?? [] {
                sceneCount += 1
                guard sceneCount <= context.limits.maximumScenes else {
                    throw .invalid("more than \(context.limits.maximumScenes) scenes; Swivel imports at most \(context.limits.maximumScenes)", at: scene, file: document.file)
                }
                let objects = scene.child("objects")?.children ?? []
                guard let controller = objects.first(where: { $0["sceneMemberID"] == "viewController" })
                    ?? objects.first(where: { $0.name.hasSuffix("Controller") }) else {
                    context.note(document.file, scene["sceneID"], "a scene without a view controller; not imported")
                    continue
                }
                guard let objectID = controller["id"] else {
                    throw .invalid("a <\(controller.name)> without an id", at: controller, file: document.file)
                }
                let kind: ControllerKind
                switch controller.name {
                case let name where Self.contentControllers.contains(name): kind = .content
                case "navigationController": kind = .navigation
                case "tabBarController": kind = .tabBar
                case "splitViewController": kind = .split
                default: kind = .other
                }
                var entry = Scene(document: document.index, file: document.file, element: scene, controller: controller, kind: kind, objectID: objectID)
                if kind == .content {
                    let base = nonEmpty(controller["customClass"]) ?? nonEmpty(controller["storyboardIdentifier"]) ?? nonEmpty(controller["identifier"]) ?? "Scene-\(objectID)"
                    var key = base
                    var suffix = 2
                    while usedKeys.contains(key) {
                        key = "\(base)-\(suffix)"
                        suffix += 1
                    }
                    if key != base {
                        context.note(document.file, objectID, "another scene is already keyed \"\(base)\": this one is \"\(key)\"")
                    }
                    usedKeys.insert(key)
                    entry.key = key
                    if controller.name == "hostingController" {
                        context.note(document.file, objectID, "a hostingController is imported as a plain content controller: its SwiftUI view is code, which Swivel does not run")
                    } else if controller.name != "viewController" && controller.name != "tableViewController" {
                        context.note(document.file, objectID, "a \(controller.name) is imported as a plain content controller")
                    }
                } else if kind == .other && controller.name != "viewControllerPlaceholder" {
                    context.note(document.file, objectID, "a <\(controller.name)> scene is not imported")
                }
                for object in objects where object.name != "placeholder" && object.name != "exit" && object.name != "segue" && object["id"] != objectID {
                    context.note(document.file, object["id"], "top-level <\(object.name)> of the scene is not imported")
                }
                sceneByController[ObjectRef(file: document.index, id: objectID)] = scenes.count
                scenes.append(entry)
            }
        }
        resolveReferences(context: &context)
    }

    func nonEmpty(_ text: String?) -> String? {
        guard let text, !text.isEmpty else { return nil }
        return text
    }

    // MARK: Segues

    /// Every segue of every scene with its owner (the object whose `<connections>` holds it),
    /// destinations checked: a segue to an id no object of the file has is an error.
    mutating func readSegues() throws(InterfaceImportError) {
        for (sceneIndex, scene) in scenes.enumerated() {
            let document = documents[scene.document]
            var found: [(MarkupElement, MarkupElement)] = []
            for object in scene.element.child("objects")?.children ?? [] {
                if object.name == "segue" {
                    found.append((object, scene.controller))
                    continue
                }
                try object.forEachDescendant { (element: MarkupElement) throws(InterfaceImportError) in
                    for segue in element.child("connections")?.children("segue") ?? [] { found.append((segue, element)) }
                }
            }
            for (element, owner) in found {
                guard let destination = element["destination"] else {
                    throw .invalid("a segue without a destination", at: element, file: scene.file)
                }
                guard document.objects[destination] != nil else {
                    throw .invalid("segue \(element["identifier"].map { "\"\($0)\" " } ?? "")to \"\(destination)\": no object of this file has that id", at: element, file: scene.file)
                }
                segues.append(Segue(
                    element: element, document: scene.document, file: scene.file, scene: sceneIndex, owner: owner,
                    fromController: owner["id"] == scene.objectID, kind: element["kind"] ?? "",
                    destinationScene: sceneByController[ObjectRef(file: scene.document, id: destination)].map { referenceTargets[$0] ?? $0 }
                ))
            }
        }
    }

    /// The outermost navigation, tab bar or split view controller that holds `scene` through
    /// relationships (a navigation controller's root, a tab, a split view's column), else
    /// `scene` itself: where a storyboard without an initial view controller starts.
    func outermostContainer(holding scene: Int) -> Int {
        var current = scene
        var seen: Set<Int> = [scene]
        while let holder = segues.first(where: { segue in
            segue.kind == "relationship" && segue.destinationScene == current && segue.document == scenes[current].document
                && [.navigation, .tabBar, .split].contains(scenes[segue.scene].kind) && canBeRoot(segue.scene)
        })?.scene, seen.insert(holder).inserted {
            current = holder
        }
        return current
    }

    /// Whether `scene` can be the window's root: a content controller, a navigation controller
    /// with a content root, a tab bar controller with a tab, a split view controller whose two
    /// columns are content or navigation controllers (what `chooseStoryboardRoot` accepts).
    func canBeRoot(_ scene: Int) -> Bool {
        switch scenes[scene].kind {
        case .content, .navigation: return contentKey(scene) != nil
        case .tabBar: return !tabScenes(scene).isEmpty
        case .split:
            return SplitColumn.allCases.allSatisfy { column in
                relationship(column.relationship, from: scene)?.destinationScene.flatMap(contentKey) != nil
            }
        case .other: return false
        }
    }

    /// The first navigation, tab bar or split view controller of `document` that no segue or
    /// relationship leads to and that can be the root: where a storyboard without an initial
    /// view controller starts.
    func firstUnenteredContainer(in document: Int) -> Int? {
        let entered = Set(segues.compactMap { $0.kind == "unwind" ? nil : $0.destinationScene })
        return scenes.indices.first { index in
            scenes[index].document == document && [.navigation, .tabBar, .split].contains(scenes[index].kind) && !entered.contains(index)
                && canBeRoot(index)
        }
    }

    /// The first relationship segue of `scene` named `name` (`rootViewController`,
    /// `masterViewController`…).
    func relationship(_ name: String, from scene: Int) -> Segue? {
        segues.first { $0.scene == scene && $0.kind == "relationship" && $0.element["relationship"] == name }
    }

    /// The scene a navigation controller's `rootViewController` relationship names.
    func navigationRoot(_ scene: Int) -> Int? {
        relationship("rootViewController", from: scene)?.destinationScene
    }

    /// The controller key a segue to `scene` shows: its own, or a navigation controller's root's.
    func contentKey(_ scene: Int?) -> String? {
        guard let scene else { return nil }
        switch scenes[scene].kind {
        case .content: return scenes[scene].key
        case .navigation:
            guard let root = navigationRoot(scene), scenes[root].kind == .content else { return nil }
            return scenes[root].key
        default: return nil
        }
    }

    /// Turns segues into element actions, the `segues` list, the segues each controller's code
    /// can perform by identifier, and notes (docs/interface-import.md).
    mutating func mapSegues(context: inout ImportContext) {
        for segue in segues {
            let scene = scenes[segue.scene]
            let element = segue.element
            let segueID = element["id"]
            let identifier = element["identifier"]
            let kind = segue.kind
            let destinationName = segue.destinationScene.map { describe(scenes[$0]) } ?? documents[segue.document].objects[element["destination"] ?? ""].map { "<\($0)>" } ?? "?"
            if kind == "relationship" {
                if scene.kind == .content || scene.kind == .other {
                    context.note(segue.file, segueID, "a \(element["relationship"] ?? "") relationship from \(describe(scene)) is not imported")
                } else if scene.kind == .split && !Self.isSplitColumn(element["relationship"]) {
                    // Its master and detail relationships are its columns (StoryboardSplitView.swift).
                    context.note(segue.file, segueID, "split view relationship \(element["relationship"] ?? "") to \(destinationName) is not imported (a split view has a primary and a secondary column: masterViewController, detailViewController)")
                }
                continue
            }
            guard scene.kind == .content, let sourceKey = scene.key else {
                context.note(segue.file, segueID, "a \(kind) segue from \(describe(scene)) is not imported")
                continue
            }
            let destinationKey = kind == "unwind" ? nil : contentKey(segue.destinationScene)
            if segue.fromController {
                if kind == "embed" {
                    context.note(segue.file, segueID, "embed segue to \(destinationName) from the controller itself (not a container view) is not imported; \(destinationName) is imported as a controller of its own")
                    continue
                }
                if kind == "unwind" || destinationKey != nil {
                    importedSegues.append(ImportedSegue(identifier: identifier, kind: kind, source: sourceKey, destination: destinationKey))
                }
                guard let identifier else {
                    context.note(segue.file, segueID, destinationKey != nil || kind == "unwind"
                        ? "a \(kind) segue performed in code has no identifier: code cannot perform it"
                        : "a \(kind) segue performed in code to \(destinationName), which is not a content controller; not listed")
                    continue
                }
                switch transition(of: segue, from: sourceKey, ownerName: describe(scene), destinationKey: destinationKey, destinationName: destinationName, context: &context) {
                case .action(let action):
                    addCodeSegue(identifier, action, to: sourceKey, segue: segue, context: &context)
                case .notImported(let why?):
                    context.note(segue.file, segueID, "segue \"\(identifier)\" performed in code cannot be performed: \(why)")
                case .notImported(nil):
                    break
                }
                continue
            }
            guard let ownerID = segue.owner["id"] else { continue }
            // A cell's accessory segue belongs to its accessory button, an element of its own
            // (`TableCellImport.accessoryButton`), not to the row.
            let accessory = element["trigger"] == "accessoryAction"
            let ref = ObjectRef(file: segue.document, id: accessory ? TableCellImport.accessoryID(ofCell: ownerID) : ownerID)
            let owner = "\(ViewTreeImporter.className(of: segue.owner)) \(ownerID)"
            let ownerName = accessory ? "the accessory button of \(owner)" : owner
            if kind == "embed" {
                // A container view's child (docs/interface-import.md, "Container views").
                if segue.owner.name == "containerView", let embedded = embedded(segue.destinationScene) {
                    embedsByDocument[ref.file, default: [:]][ref.id] = embedded
                } else {
                    context.note(segue.file, segueID, "embed segue from \(ownerName) to \(destinationName), which is not a content controller or a navigation controller with a content root, is not imported; \(destinationName) is imported as a controller of its own")
                }
                continue
            }
            let isSecond = actions[ref] != nil && kind != "custom"
            // A second segue from the element without an identifier is noted and nothing else:
            // working out its transition would guess unwind actions and note styles for nothing.
            if isSecond && identifier == nil {
                context.note(segue.file, segueID, "a second segue from \(ownerName) is not imported (the first gives its action)")
                continue
            }
            let transition = transition(of: segue, from: sourceKey, ownerName: ownerName, destinationKey: destinationKey, destinationName: destinationName, context: &context)
            // The controller's code can perform it too, by its identifier (`performSegueWithIdentifier:sender:`).
            if let identifier, case .action(let action) = transition {
                addCodeSegue(identifier, action, to: sourceKey, segue: segue, context: &context)
            }
            if isSecond {
                context.note(segue.file, segueID, "a second segue from \(ownerName) is not imported as its action (the first gives it)\(identifier.map { "; code performs it as \"\($0)\"" } ?? "")")
                continue
            }
            switch transition {
            case .action(let action):
                actions[ref] = .object(action)
                actionsByDocument[ref.file, default: [:]][ref.id] = .object(action)
                actionOrder.append((ref, segue.owner, segue.file))
            case .notImported(let why) where kind == "custom":
                if let identifier, destinationKey != nil {
                    importedSegues.append(ImportedSegue(identifier: identifier, kind: kind, source: sourceKey, destination: destinationKey))
                    context.note(segue.file, segueID, "custom segue \"\(identifier)\" from \(ownerName) is listed in segues: give its element an action in the overlay")
                } else if let why {
                    context.note(segue.file, segueID, why)
                }
            case .notImported(let why):
                if let why { context.note(segue.file, segueID, why) }
            }
        }
    }

    /// What a container view embeds: a content controller's key, or a navigation controller with
    /// a content root (`{"controller", "navigationController"}`); nil for anything else.
    mutating func embedded(_ destination: Int?) -> JSONValue? {
        guard let destination else { return nil }
        switch scenes[destination].kind {
        case .content:
            return scenes[destination].key.map(JSONValue.string)
        case .navigation:
            guard let root = contentKey(destination) else { return nil }
            presentedScenes.insert(destination)
            return .object(["controller": .string(root), "navigationController": .object(navigationObject(scenes[destination]))])
        case .tabBar, .split, .other:
            return nil
        }
    }

    /// What a segue does, as an action, or why it is not imported (the note's text).
    enum SegueTransition {
        case action(JSONObject)
        /// Not imported; the note's text (nil: already noted).
        case notImported(String?)
    }

    /// The transition of a segue from `sourceKey`'s scene (`ownerName` names where it starts in
    /// notes): the same action whether an element's tap or the controller's code performs it.
    mutating func transition(of segue: Segue, from sourceKey: String, ownerName: String, destinationKey: String?, destinationName: String,
                             context: inout ImportContext) -> SegueTransition {
        let element = segue.element
        let kind = segue.kind
        let notContent = SegueTransition.notImported("\(kind) segue from \(ownerName) to \(destinationName), which is not a content controller; not imported")
        var action: JSONObject
        switch kind {
        case "push", "show":
            // A show segue adapts (pushed in a navigation controller, else presented); the
            // older push segue only pushes (docs/interface-import.md, "Segues").
            guard let destinationKey else { return notContent }
            action = ["type": .string(kind == "show" ? "show" : "push"), "controller": .string(destinationKey)]
        case "modal", "presentation":
            if let destination = segue.destinationScene, var presented = presentedContainerAction(to: destination, context: &context) {
                presented["style"] = .string(presentationStyle(element, destination: segue.destinationScene, file: segue.file, context: &context))
                action = presented
            } else if let destinationKey {
                action = ["type": "present", "controller": .string(destinationKey), "style": .string(presentationStyle(element, destination: segue.destinationScene, file: segue.file, context: &context))]
            } else {
                return notContent
            }
        case "unwind":
            // `unwindAction` notes why when there is none.
            guard let unwind = unwindAction(from: sourceKey, ownerName: ownerName, segue: segue, context: &context) else { return .notImported(nil) }
            action = unwind
        case "popover", "popoverPresentation":
            // docs/interface-import.md, "Popovers": the destination's freeformSize is its preferredContentSize.
            if let destination = segue.destinationScene, var presented = presentedContainerAction(to: destination, context: &context) {
                presented["style"] = "popover"
                action = presented
            } else if let destinationKey {
                action = ["type": "present", "controller": .string(destinationKey), "style": "popover"]
            } else {
                return notContent
            }
        case "showDetail":
            // docs/semantics.md "Split views": replaces the secondary, pushed while collapsed.
            guard let destinationKey else { return notContent }
            action = ["type": "showDetail", "controller": .string(destinationKey)]
        case "replace":
            return .notImported("replace segue from \(ownerName) to \(destinationName) is not imported (an iOS 5 split view segue: Xcode 6 and later draw it as showDetail)")
        case "custom":
            return .notImported("custom segue from \(ownerName) to \(destinationName) is not imported\(element["identifier"] == nil ? " (it has no identifier)" : " (its transition is the app's code: give it in the overlay)")")
        default:
            return .notImported("segue of kind \"\(kind)\" from \(ownerName) is not imported")
        }
        if element["animates"] == "NO" { action["animated"] = false }
        return .action(action)
    }

    /// Adds a segue the controller `key`'s code can perform by `identifier` (its `segues`); a
    /// second segue of the scene with the same identifier is noted, the first kept.
    mutating func addCodeSegue(_ identifier: String, _ action: JSONObject, to key: String, segue: Segue, context: inout ImportContext) {
        if codeSegues[key, default: []].contains(where: { $0.identifier == identifier }) {
            context.note(segue.file, segue.element["id"], "a second segue with identifier \"\(identifier)\" in \(key): code performs the first")
            return
        }
        codeSegues[key, default: []].append((identifier, action))
    }

    /// A scene in a note: its key, else its class and object id (`UINavigationController 30`).
    func describe(_ scene: Scene) -> String {
        if let key = scene.key { return key }
        return "\(ViewTreeImporter.className(of: scene.controller)) \(scene.objectID)"
    }

    /// `modalPresentationStyle` → `style`: the segue's, else the presented controller's (Xcode
    /// writes it on the controller when set in its inspector), else `automatic` — UIKit's default:
    /// full screen before iOS 13, a page sheet from 13 (docs/interface-import.md, "Segues").
    func presentationStyle(_ segue: MarkupElement, destination: Int?, file: String, context: inout ImportContext) -> String {
        let style = segue["modalPresentationStyle"] ?? destination.flatMap { scenes[$0].controller["modalPresentationStyle"] }
        switch style {
        case nil, "automatic"?: return "automatic"
        case "fullScreen"?: return "fullScreen"
        case "formSheet"?: return "formSheet"
        case "pageSheet"?: return "pageSheet"
        case let other?:
            context.note(file, segue["id"], "modalPresentationStyle \(other) is not a style Swivel models; presented fullScreen")
            return "fullScreen"
        }
    }

    // MARK: Controllers

    /// The controller of a content scene (docs/interface-import.md): title, designedFor,
    /// wantsFullScreenLayout, extendedLayoutIncludesOpaqueBars and its view.
    func controller(_ scene: Scene, context: inout ImportContext, used: inout Set<ObjectRef>, constrainedFiles: inout Set<Int>) throws(InterfaceImportError) -> JSONObject {
        let controller = scene.controller
        var object = JSONObject()
        if let title = nonEmpty(controller.child("navigationItem", key: "navigationItem")?["title"]) ?? nonEmpty(controller["title"]) {
            object["title"] = .string(title)
        }
        let rootView = controller.child(key: "view")
        if let designed = Self.designedFor(controller, rootView: rootView) { object["designedFor"] = .string(designed) }
        if controller.flag("wantsFullScreenLayout") { object["wantsFullScreenLayout"] = true }
        if controller["viewRespectsSystemMinimumLayoutMargins"] == "NO" {
            context.note(scene.file, scene.objectID, "viewRespectsSystemMinimumLayoutMargins NO is not imported: the root view's margins keep the system minimum (docs/semantics.md, \"Guides\")")
        }
        if controller.flag("extendedLayoutIncludesOpaqueBars") { object["extendedLayoutIncludesOpaqueBars"] = true }
        if controller["automaticallyAdjustsScrollViewInsets"] == "NO" { object["automaticallyAdjustsScrollViewInsets"] = false }
        if let size = controller.child("size", key: "freeformSize"), let width = size["width"].flatMap(Double.init), let height = size["height"].flatMap(Double.init), width >= 1, height >= 1 {
            object["preferredContentSize"] = ["width": .number(width), "height": .number(height)]
        }
        guard let rootView else {
            context.note(scene.file, scene.objectID, "\(describe(scene)) has no view in the storyboard (loaded from a xib or in code?); it gets an empty view")
            object["source"] = ImportSource.json(file: scene.file, object: scene.objectID)
            return object
        }
        var sources = ViewTreeSources(file: scene.file)
        sources.usesAutoLayout = documents.first { $0.index == scene.document }?.root.flag("useAutolayout") ?? false
        for outlet in controller.child("connections")?.children("outlet") ?? [] {
            if let destination = outlet["destination"], let property = outlet["property"], sources.outlets[destination] == nil || sources.outlets[destination] == "view" {
                sources.outlets[destination] = property
            }
        }
        for guide in controller.child("layoutGuides")?.children("viewControllerLayoutGuide") ?? [] {
            guard let id = guide["id"] else { continue }
            sources.layoutGuides[id] = guide["type"] == "bottom" ? "bottomLayoutGuide" : "topLayoutGuide"
        }
        sources.actions = actionsByDocument[scene.document] ?? [:]
        sources.embeds = embedsByDocument[scene.document] ?? [:]
        let tree = try ViewTreeImporter.importTree(rootView, sources: sources, context: &context)
        for id in tree.usedActions { used.insert(ObjectRef(file: scene.document, id: id)) }
        if tree.hasConstraints { constrainedFiles.insert(scene.document) }
        object["view"] = .object(tree.layout)
        var taken = tree.ids
        let (navigationItem, toolbarItems) = barItems(of: scene, outlets: sources.outlets, takenIDs: &taken, used: &used, context: &context)
        if let navigationItem { object["navigationItem"] = .object(navigationItem) }
        if !toolbarItems.isEmpty { object["toolbarItems"] = .array(toolbarItems) }
        if let key = scene.key, let actions = unwindActions[key] { object["unwindActions"] = .array(actions.map(JSONValue.string)) }
        if let key = scene.key, let performable = codeSegues[key] {
            object["segues"] = .object(JSONObject(performable.map { (key: $0.identifier, value: .object($0.action)) }))
        }
        object["source"] = ImportSource.json(file: scene.file, object: scene.objectID)
        return object
    }

    /// `landscape` when the simulated orientation is landscape, `portrait` for any other
    /// simulated orientation, nil without one.
    static func designedFor(_ controller: MarkupElement, rootView: MarkupElement?) -> String? {
        guard let metrics = controller.child("simulatedOrientationMetrics") ?? rootView?.child("simulatedOrientationMetrics") else { return nil }
        return (metrics["orientation"] ?? "").lowercased().contains("landscape") ? "landscape" : "portrait"
    }

    // MARK: Containers

    /// `navigationController` for a navigation scene: `class`, `navigationBarHidden`,
    /// `toolbarHidden`, `translucent` / `toolbarTranslucent` false for an opaque bar
    /// (`translucent="NO"`; docs/semantics.md, "Opaque bars"), and `prefersLargeTitles` for a
    /// bar with `largeTitles="YES"` ("Prefers Large Titles"; docs/semantics.md, "Large titles").
    func navigationObject(_ scene: Scene) -> JSONObject {
        var object = JSONObject()
        if let custom = nonEmpty(scene.controller["customClass"]) { object["class"] = .string(custom) }
        if scene.controller.flag("navigationBarHidden") { object["navigationBarHidden"] = true }
        // "Shows Toolbar" (UIKit's default hides it).
        if scene.controller["toolbarHidden"] == "NO" { object["toolbarHidden"] = false }
        let bar = scene.controller.child("navigationBar", key: "navigationBar")
        if bar?["translucent"] == "NO" { object["translucent"] = false }
        if bar?["largeTitles"] == "YES" { object["prefersLargeTitles"] = true }
        if scene.controller.child("toolbar", key: "toolbar")?["translucent"] == "NO" { object["toolbarTranslucent"] = false }
        object["source"] = ImportSource.json(file: scene.file, object: scene.objectID)
        return object
    }

    /// The tab bar item title of a tab's controller (or of a navigation tab's root).
    func tabTitle(_ scene: Int) -> String? {
        if let title = nonEmpty(scenes[scene].controller.child("tabBarItem", key: "tabBarItem")?["title"]) { return title }
        if scenes[scene].kind == .navigation, let root = navigationRoot(scene) {
            return nonEmpty(scenes[root].controller.child("tabBarItem", key: "tabBarItem")?["title"])
        }
        return nil
    }
}
