import SwivelJSON

/// Storyboards, xibs and an Info.plist → a Swivel app definition (docs/interface-import.md).
///
/// Pure: bytes in, an `ImportResult` or an `InterfaceImportError` out; no file system, no
/// Foundation. The same files in the same order give byte-identical JSON.
public enum InterfaceImporter {
    /// Imports `files` (storyboards, xibs and at most one Info.plist, told apart by their root
    /// element). The app's `id` is `id`, else the stem of the file the root comes from.
    public static func importFiles(_ files: [InterfaceFile], id: String? = nil, limits: ImportLimits = ImportLimits()) throws(InterfaceImportError) -> ImportResult {
        guard let firstFile = files.first else {
            throw InterfaceImportError(.invalidInterfaceFile, file: "", message: "no files to import: give storyboards, xibs and an Info.plist")
        }
        var context = ImportContext(limits: limits)
        var documents: [InterfaceDocument] = []
        var plist: InfoPlistSettings?
        for file in files {
            if file.bytes.starts(with: Array("bplist".utf8)) {
                _ = try PropertyListReader.read(file.bytes, file: file.name, limits: limits.markup)
            }
            let root = try MarkupReader.parse(file.bytes, file: file.name, limits: limits.markup)
            let kind = try DocumentKind.of(root, file: file.name)
            if kind == .infoPlist {
                if let first = plist {
                    throw .invalid("a second Info.plist (the first is \(first.file)); import one at a time", at: root, file: file.name)
                }
                let value = try PropertyListReader.read(root: root, file: file.name)
                plist = try InfoPlistSettings.read(value, root: root, file: file.name, context: &context)
                continue
            }
            let objects = try objectIndex(root, file: file.name)
            documents.append(InterfaceDocument(file: file.name, index: documents.count, kind: kind, root: root, objects: objects))
        }
        guard !documents.isEmpty else {
            throw InterfaceImportError(.invalidInterfaceFile, file: firstFile.name, message: "no storyboard or xib among the files")
        }
        var builder = AppBuilder(documents: documents, plist: plist)
        try builder.build(context: &context)
        var app = JSONObject()
        app["id"] = .string(appID(id ?? builder.rootFileStem ?? InterfaceFile.stem(of: documents[0].file)))
        app["description"] = .string("Imported from \(files.map { lastComponent($0.name) }.joined(separator: ", ")) (swivel import)")
        if let designedOn = builder.designedOn(context: &context) { app["designedOn"] = designedOn }
        if let infoPlist = builder.infoPlistJSON() { app["infoPlist"] = .object(infoPlist) }
        if let navigation = builder.rootNavigation { app["navigationController"] = .object(navigation) }
        if let tabBar = builder.rootTabBar { app["tabBarController"] = .object(tabBar) }
        if let split = builder.rootSplit { app["splitViewController"] = .object(split) }
        if let root = builder.rootKey { app["root"] = .string(root) }
        app["controllers"] = .object(builder.controllers)
        if !builder.xibs.isEmpty { app["xibs"] = .object(builder.xibs) }
        return ImportResult(app: .object(app), notes: context.notes, segues: builder.storyboards.importedSegues)
    }

    static func lastComponent(_ name: String) -> String {
        guard let slash = name.lastIndex(of: "/") else { return name }
        return String(name[name.index(after: slash)...])
    }

    /// An id the app format accepts: no `/`, at most 100 characters, not empty.
    static func appID(_ candidate: String) -> String {
        let cleaned = String(candidate.map { $0 == "/" ? "-" : $0 }.prefix(100))
        return cleaned.isEmpty ? "imported" : cleaned
    }

    /// Every object id of an Interface Builder file, each used once (Xcode never writes one
    /// twice: a file that does was edited by hand or merged badly).
    static func objectIndex(_ root: MarkupElement, file: String) throws(InterfaceImportError) -> [String: String] {
        var objects: [String: String] = [:]
        var firstSeen: [String: (line: Int, column: Int)] = [:]
        try root.forEachDescendant { (element: MarkupElement) throws(InterfaceImportError) in
            guard let id = element["id"] else { return }
            if let first = firstSeen[id] {
                throw .invalid("object id \"\(id)\" is used twice (first at line \(first.line), column \(first.column)); fix the file in Xcode", at: element, file: file)
            }
            firstSeen[id] = (element.line, element.column)
            objects[id] = element.name
        }
        return objects
    }
}

/// Puts the app together from the storyboards and xibs.
struct AppBuilder {
    let documents: [InterfaceDocument]
    let plist: InfoPlistSettings?
    var storyboards: StoryboardImporter
    var controllers = JSONObject()
    var xibs = JSONObject()
    var rootKey: String?
    var rootNavigation: JSONObject?
    var rootTabBar: JSONObject?
    var rootSplit: JSONObject?
    var rootFileStem: String?
    /// The file the root comes from (the main storyboard, else the root's xib).
    var mainDocument: Int?

    init(documents: [InterfaceDocument], plist: InfoPlistSettings?) {
        self.documents = documents
        self.plist = plist
        storyboards = StoryboardImporter(documents: documents.filter { $0.kind == .storyboard })
    }

    mutating func build(context: inout ImportContext) throws(InterfaceImportError) {
        var usedKeys: Set<String> = []
        try storyboards.readScenes(usedKeys: &usedKeys, context: &context)
        try storyboards.readSegues()
        storyboards.mapSegues(context: &context)
        var usedActions: Set<ObjectRef> = []
        var constrainedFiles: Set<Int> = []
        for scene in storyboards.scenes where scene.kind == .content {
            let controller = try storyboards.controller(scene, context: &context, used: &usedActions, constrainedFiles: &constrainedFiles)
            // Keys are unique (readScenes made them so): appending skips JSONObject's lookup.
            controllers.members.append((key: scene.key ?? scene.objectID, value: .object(controller)))
        }
        for (ref, owner, file) in storyboards.actionOrder where !usedActions.contains(ref) {
            context.note(file, ref.id, "a segue from \(ViewTreeImporter.className(of: owner)) \(ref.id) is not imported: the \(ViewTreeImporter.className(of: owner)) is not an element of the app (Swivel's elements are a scene's visible subviews, its table and collection view cells and its bar button items; not its root view, a gesture recognizer, a hidden view, or a view inside a collection view's header or footer)")
        }
        for document in storyboards.documents where constrainedFiles.contains(document.index) {
            context.note(document.file, nil, "views hold Auto Layout constraints: on iOS 5 a session crashes loading them, as iOS 5 did (NSLayoutConstraint)")
        }
        try chooseStoryboardRoot(context: &context)

        var firstXib: XibImport?
        var xibByStem: [String: XibImport] = [:]
        for document in documents where document.kind == .xib {
            let xib = try XibImport.read(document, context: &context)
            if xib.hasConstraints {
                context.note(document.file, nil, "views hold Auto Layout constraints: on iOS 5 a session crashes loading them, as iOS 5 did (NSLayoutConstraint)")
            }
            guard let layout = xib.layout else { continue }
            if xibs[xib.stem] != nil {
                context.note(document.file, nil, "another file is already the xib \"\(xib.stem)\"; this one is not imported")
                continue
            }
            xibs[xib.stem] = .object(layout)
            xibByStem[xib.stem] = xib
            if firstXib == nil { firstXib = xib }
            if usedKeys.contains(xib.ownerClass) {
                context.note(document.file, nil, "\(xib.ownerClass) already has a view (from an earlier file); this xib is only an entry of xibs")
                continue
            }
            usedKeys.insert(xib.ownerClass)
            var controller = JSONObject()
            if let designedFor = xib.designedFor { controller["designedFor"] = .string(designedFor) }
            controller["view"] = .object(layout)
            if !xib.otherViews.isEmpty {
                controller["views"] = .object(JSONObject(xib.otherViews.map { (key: $0.id, value: JSONValue.object($0.layout)) }))
            }
            // The controller is File's Owner: its placeholder's id is the object to go back to.
            if let owner = xib.ownerObjectID { controller["source"] = ImportSource.json(file: document.file, object: owner) }
            controllers[xib.ownerClass] = .object(controller)
        }
        if storyboards.documents.isEmpty {
            // No storyboard: the xib Info.plist's NSMainNibFile names, else the first one.
            var chosen = firstXib
            if let name = plist?.mainNib ?? plist?.mainNibPad {
                if let named = xibByStem[name] {
                    chosen = named
                } else {
                    context.note(plist?.file ?? "", nil, "NSMainNibFile \(name) is not among the files; the root is the first xib's controller")
                }
            }
            if let chosen {
                rootKey = chosen.ownerClass
                rootFileStem = chosen.stem
                mainDocument = documents.first { $0.file == chosen.file }?.index
            }
        }
    }

    /// The main storyboard (`UIMainStoryboardFile`, its `~ipad` variant, else the first) and
    /// its initial view controller as the window's root.
    mutating func chooseStoryboardRoot(context: inout ImportContext) throws(InterfaceImportError) {
        let candidates = storyboards.documents
        guard var main = candidates.first else { return }
        let named = plist?.mainStoryboard ?? plist?.mainStoryboardPad
        if let named {
            if let match = candidates.first(where: { InterfaceFile.stem(of: $0.file) == named }) {
                main = match
            } else {
                context.note(plist?.file ?? "", nil, "UIMainStoryboardFile \(named) is not among the files; the first storyboard, \(main.file), is the main one")
            }
            if let pad = plist?.mainStoryboardPad, let phone = plist?.mainStoryboard, pad != phone {
                context.note(plist?.file ?? "", nil, "UIMainStoryboardFile~ipad \(pad) differs from UIMainStoryboardFile \(phone): the app's root comes from \(phone) (a definition has one root)")
            }
        } else if candidates.count > 1 {
            context.note(main.file, nil, "several storyboards and no UIMainStoryboardFile: the first, \(main.file), is the main one")
        }
        rootFileStem = InterfaceFile.stem(of: main.file)
        mainDocument = main.index
        let scenes = storyboards.scenes
        var rootScene: Int?
        if let initial = main.root["initialViewController"] {
            guard let index = storyboards.sceneByController[ObjectRef(file: main.index, id: initial)] else {
                throw .invalid("initialViewController \"\(initial)\" is not a view controller of this storyboard", at: main.root, file: main.file)
            }
            // A storyboard reference leads to its scene in a storyboard among the files (one not
            // given stays a placeholder, which cannot be the root).
            rootScene = storyboards.referenceTargets[index] ?? index
            if let target = storyboards.referenceTargets[index] {
                context.note(main.file, initial, "the initial view controller is a storyboard reference: the window's root is \(storyboards.describe(scenes[target])) of \(scenes[target].file)")
            }
        } else if let entry = storyboards.firstUnenteredContainer(in: main.index) {
            // Code opens such a storyboard by identifier; a container nothing leads to is where
            // it most likely starts (docs/interface-import.md, "Scenes and controllers").
            rootScene = entry
            context.note(main.file, scenes[entry].objectID, "the storyboard has no initial view controller: \(storyboards.describe(scenes[entry])), its first navigation, tab bar or split view controller that no segue leads to, is the root")
        } else if let found = scenes.indices.first(where: { scenes[$0].document == main.index && storyboards.canBeRoot($0) })
                    ?? scenes.indices.first(where: { scenes[$0].document == main.index }) {
            // (A storyboard reference — followed to its scene when its storyboard is given — or
            // a scene that cannot be the root is the root only when nothing else is.) Held by a
            // container (a navigation controller's root, a tab, a split view's column), the first
            // scene is the root in it: alone, its push segues would have no navigation controller
            // and the definition would be refused.
            let first = storyboards.referenceTargets[found] ?? found
            let holder = storyboards.outermostContainer(holding: first)
            rootScene = holder
            let inContainer = holder == first ? "" : ", in the \(storyboards.describe(scenes[holder])) that holds it"
            context.note(main.file, scenes[first].objectID, "the storyboard has no initial view controller: its first scene's, \(storyboards.describe(scenes[first])), is the root\(inContainer)")
        } else {
            context.note(main.file, nil, "the storyboard has no scenes: the app has no root")
        }
        // The navigation and split scenes the root holds (a tab's, a split view's columns).
        var heldScenes: Set<Int> = []
        var rootTabBarScene: Int?
        if let rootScene {
            let scene = scenes[rootScene]
            switch scene.kind {
            case .content:
                rootKey = scene.key
            case .navigation:
                rootNavigation = storyboards.navigationObject(scene)
                heldScenes.insert(rootScene)
                rootKey = rootOfNavigation(rootScene, context: &context)
            case .tabBar:
                rootTabBarScene = rootScene
                let (tabBar, tabScenes) = storyboards.tabBarObject(rootScene, context: &context)
                heldScenes.formUnion(tabScenes)
                rootTabBar = tabBar
            case .split:
                guard let (split, navigationScenes) = storyboards.splitViewObject(rootScene, context: &context) else {
                    throw InterfaceImportError(.unsupportedRoot, file: scene.file, line: scene.controller.line, column: scene.controller.column,
                                               message: "the initial view controller is a split view controller without both columns Swivel needs: give it a masterViewController and a detailViewController relationship, each to a content controller or a navigation controller with a root")
                }
                heldScenes.insert(rootScene)
                heldScenes.formUnion(navigationScenes)
                rootSplit = split
            case .other:
                throw InterfaceImportError(.unsupportedRoot, file: scene.file, line: scene.controller.line, column: scene.controller.column,
                                           message: "the initial view controller is a <\(scene.controller.name)>, which Swivel cannot make the window's root")
            }
        }
        for (index, scene) in scenes.enumerated() where !storyboards.presentedScenes.contains(index) {
            switch scene.kind {
            case .navigation where !heldScenes.contains(index):
                let root = storyboards.contentKey(index).map { "; its root \($0) is imported as a controller" } ?? ""
                context.note(scene.file, scene.objectID, "\(storyboards.describe(scene)) is not the window's root or a tab's\(root)")
            case .tabBar where index != rootTabBarScene:
                context.note(scene.file, scene.objectID, "\(storyboards.describe(scene)) is not the window's root; its tabs' controllers are imported as controllers")
            case .split where !heldScenes.contains(index):
                context.note(scene.file, scene.objectID, "\(storyboards.describe(scene)) is not the window's root or a tab's; its columns' controllers are imported as controllers")
            default:
                break
            }
        }
    }

    /// `designedOn` from the main file and the view of the controller the window shows first
    /// (the root, else the first tab's; a split view's secondary).
    func designedOn(context: inout ImportContext) -> JSONValue? {
        guard let index = mainDocument else { return nil }
        let document = documents[index]
        let firstTab = rootTabBar?["tabs"]?.arrayValue?.first
        let split = rootSplit ?? firstTab?["splitViewController"]?.objectValue
        let secondary = split?["secondary"]
        let shownFirst = rootKey ?? firstTab?["controller"]?.stringValue ?? secondary?.stringValue ?? secondary?["controller"]?.stringValue
        let controller = shownFirst.flatMap { controllers[$0] }
        var rootSize: (width: Double, height: Double)?
        if let size = controller?["view"]?["size"], let width = size["width"]?.doubleValue, let height = size["height"]?.doubleValue {
            rootSize = (width, height)
        }
        return DesignDeviceImport.designedOn(document.root, file: document.file, rootSize: rootSize, designedFor: controller?["designedFor"]?.stringValue, context: &context)
    }

    /// The key of a navigation controller's root content controller, noting when it has none.
    func rootOfNavigation(_ scene: Int, context: inout ImportContext) -> String? {
        let navigation = storyboards.scenes[scene]
        guard let key = storyboards.contentKey(scene) else {
            context.note(navigation.file, navigation.objectID, "\(storyboards.describe(navigation)) has no rootViewController relationship to a content controller")
            return nil
        }
        return key
    }

    /// `infoPlist` from the Info.plist's orientation lists and `UIRequiresFullScreen`.
    func infoPlistJSON() -> JSONObject? {
        guard let plist else { return nil }
        var object = JSONObject()
        if let phone = plist.orientations { object["supportedInterfaceOrientations"] = .array(phone.map(JSONValue.string)) }
        if let pad = plist.orientationsPad { object["supportedInterfaceOrientations~ipad"] = .array(pad.map(JSONValue.string)) }
        if plist.requiresFullScreen { object["requiresFullScreen"] = true }
        return object.isEmpty ? nil : object
    }
}
