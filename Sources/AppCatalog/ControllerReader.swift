import RotationEngine
import SwivelJSON

/// Reads one entry of `controllers`.
enum ControllerReader {
    static let keys = [
        "title", "supportedInterfaceOrientations", "shouldAutorotate", "shouldAutorotateToInterfaceOrientation",
        "view", "elements", "landscapeView", "views", "navigationBarHidden", "redrawsOnRotation",
        "observesOrientation", "behaviour", "designedFor", "preferredInterfaceOrientationForPresentation",
        "attemptsRotationOnAppear", "layoutIn", "wantsFullScreenLayout", "rotationCallbacks",
        "navigationControllerSupportedInterfaceOrientations", "source", "navigationItem", "toolbarItems", "unwindActions",
        "preferredContentSize", "extendedLayoutIncludesOpaqueBars", "segues", "automaticallyAdjustsScrollViewInsets",
    ]
    /// The most segues one controller's code may perform (hostile input stays bounded).
    static let maximumSegues = 256

    static func read(className: String, _ value: JSONValue, path: String, context: inout ViewContext, reader: inout DefinitionReader) -> ControllerDefinition? {
        guard let object = reader.object(value, path, allowed: keys) else { return nil }
        var definition = ControllerDefinition(className: className)
        definition.title = reader.string(object["title"], path + ".title")
        definition.supportedInterfaceOrientations = reader.mask(object["supportedInterfaceOrientations"], path + ".supportedInterfaceOrientations")
        definition.shouldAutorotate = reader.bool(object["shouldAutorotate"], path + ".shouldAutorotate")
        definition.designedFor = reader.mask(object["designedFor"], path + ".designedFor")
        definition.navigationControllerSupportedInterfaceOrientations = reader.mask(
            object["navigationControllerSupportedInterfaceOrientations"], path + ".navigationControllerSupportedInterfaceOrientations")
        if let name = reader.string(object["preferredInterfaceOrientationForPresentation"], path + ".preferredInterfaceOrientationForPresentation") {
            definition.preferredPresentationOrientation = InterfaceOrientation(name: name)
            if definition.preferredPresentationOrientation == nil {
                let names = InterfaceOrientation.allCases.map(\.name).joined(separator: ", ")
                reader.problem(path + ".preferredInterfaceOrientationForPresentation", "unknown orientation \"\(name)\"; use one of \(names)")
            }
        }
        if let name = reader.string(object["rotationCallbacks"], path + ".rotationCallbacks") {
            definition.rotationCallbacks = RotationCallbacks(rawValue: name)
            if definition.rotationCallbacks == nil {
                reader.problem(path + ".rotationCallbacks", "unknown value \"\(name)\"; use \"legacy\" or \"sizeTransitions\"")
            }
        }
        if let size = reader.object(object["preferredContentSize"], path + ".preferredContentSize", allowed: ["width", "height"]) {
            let width = reader.number(size["width"], path + ".preferredContentSize.width", minimum: 1)
            let height = reader.number(size["height"], path + ".preferredContentSize.height", minimum: 1)
            if let width, let height { definition.preferredContentSize = Size(width: width, height: height) }
            else { reader.problem(path + ".preferredContentSize", "give both width and height") }
        }
        definition.attemptsRotationOnAppear = reader.bool(object["attemptsRotationOnAppear"], path + ".attemptsRotationOnAppear") ?? false
        definition.layoutIn = layoutIn(object["layoutIn"], path + ".layoutIn", reader: &reader)
        if let legacy = object["shouldAutorotateToInterfaceOrientation"] {
            let legacyPath = path + ".shouldAutorotateToInterfaceOrientation"
            if legacy.stringValue == "infoPlist" {
                definition.autorotation = .infoPlist
            } else if let name = legacy.stringValue, OrientationMask(name: name) == nil {
                // The generic mask message would not mention "infoPlist", which is valid here.
                let masks = OrientationMask.named.map(\.name).joined(separator: ", ")
                reader.problem(legacyPath, "unknown value \"\(name)\"; use \"infoPlist\", a mask name (\(masks)) or an array of orientations")
            } else if let mask = reader.mask(legacy, legacyPath) {
                definition.autorotation = .orientations(mask)
            }
        }

        // The main view: `view` (id, size, …) with its subviews in `elements` (docs/app-format.md key),
        // or in `view.elements`.
        var main = ViewReader.layout(object["view"] ?? .object(JSONObject()), path + ".view", defaultID: "view", context: &context, reader: &reader)
            ?? ViewDefinition(id: "view")
        if let elements = object["elements"] {
            if object["view"]?["elements"] != nil {
                reader.problem(path + ".elements", "give the subviews either here or in view.elements, not both")
            }
            main.children = ViewReader.elements(elements, path + ".elements", depth: 1, context: &context, reader: &reader)
        }
        definition.view = main
        let elementsPath = object["elements"] != nil ? path + ".elements" : path + ".view.elements"
        ConstraintReader.check(main, path + ".view", elementsPath: elementsPath, reader: &reader)
        if let landscape = object["landscapeView"] {
            definition.landscapeView = ViewReader.layout(landscape, path + ".landscapeView", defaultID: main.id, context: &context, reader: &reader)
            if let landscapeView = definition.landscapeView {
                ConstraintReader.check(landscapeView, path + ".landscapeView", elementsPath: path + ".landscapeView.elements", reader: &reader)
            }
        }
        if let viewsObject = reader.map(object["views"], path + ".views", limit: AppDefinitionDecoder.maximumViewsPerController, what: "views") {
            for (id, body) in viewsObject.members {
                if var view = ViewReader.layout(body, path + ".views.\(id)", defaultID: id, context: &context, reader: &reader) {
                    view.id = id
                    ConstraintReader.check(view, path + ".views.\(id)", elementsPath: path + ".views.\(id).elements", reader: &reader)
                    definition.views[id] = view
                }
            }
        }
        if let hidden = object["navigationBarHidden"] {
            definition.navigationBarHiddenOnAppear = reader.bool(hidden, path + ".navigationBarHidden")
            if !context.hasNavigation { reader.problem(path + ".navigationBarHidden", "needs a navigationController") }
        }
        definition.redrawsOnRotation = reader.bool(object["redrawsOnRotation"], path + ".redrawsOnRotation") ?? false
        definition.observesOrientation = reader.bool(object["observesOrientation"], path + ".observesOrientation") ?? false
        definition.wantsFullScreenLayout = reader.bool(object["wantsFullScreenLayout"], path + ".wantsFullScreenLayout") ?? false
        definition.extendedLayoutIncludesOpaqueBars = reader.bool(object["extendedLayoutIncludesOpaqueBars"], path + ".extendedLayoutIncludesOpaqueBars") ?? false
        definition.automaticallyAdjustsScrollViewInsets = reader.bool(object["automaticallyAdjustsScrollViewInsets"], path + ".automaticallyAdjustsScrollViewInsets") ?? true
        definition.behaviour = behaviour(object["behaviour"], path + ".behaviour", definition: definition, reader: &reader)
        definition.source = reader.source(object["source"], path + ".source")
        // Bar button items and unwind actions (docs/app-format.md, "The file's navigation").
        if let item = reader.object(object["navigationItem"], path + ".navigationItem", allowed: ["left", "right", "largeTitleDisplayMode"]) {
            definition.barItems.left = ViewReader.barItems(item["left"], path + ".navigationItem.left", context: &context, reader: &reader)
            definition.barItems.right = ViewReader.barItems(item["right"], path + ".navigationItem.right", context: &context, reader: &reader)
            // docs/semantics.md, "Large titles".
            let modePath = path + ".navigationItem.largeTitleDisplayMode"
            if let mode: LargeTitleDisplayMode = StackReader.name(item["largeTitleDisplayMode"], modePath, "large title display mode", reader: &reader) {
                definition.largeTitleDisplayMode = mode
            }
        }
        definition.barItems.toolbar = ViewReader.barItems(object["toolbarItems"], path + ".toolbarItems", context: &context, reader: &reader)
        if let value = object["unwindActions"], let actions = reader.array(value, path + ".unwindActions", "an array of selector names (\"unwindToFirst:\")") {
            definition.unwindActions = actions.enumerated().compactMap { reader.string($1, "\(path).unwindActions[\($0)]") }
        }
        definition.segues = segues(object["segues"], path + ".segues", context: context, reader: &reader)
        checkBarItemIDs(definition, path, reader: &reader)
        return definition
    }

    /// `segues`: identifier → a transition action (docs/app-format.md, "The file's navigation";
    /// docs/semantics.md, "Segues performed in code"), in the object's order.
    static func segues(_ value: JSONValue?, _ path: String, context: ViewContext, reader: inout DefinitionReader) -> [PerformableSegue] {
        guard let object = reader.map(value, path, limit: maximumSegues, what: "segues") else { return [] }
        var segues: [PerformableSegue] = []
        for (identifier, body) in object.members {
            guard !identifier.isEmpty else {
                reader.problem(path, "a segue identifier is a non-empty string")
                continue
            }
            guard !segues.contains(where: { $0.identifier == identifier }) else {
                reader.problem("\(path).\(identifier)", "given twice: a controller has one segue per identifier")
                continue
            }
            guard let action = ViewReader.action(body, "\(path).\(identifier)", context: context, reader: &reader) else { continue }
            guard PerformableSegue.isTransition(action) else {
                reader.problem("\(path).\(identifier).type", "a segue is a push, show, showDetail, present or unwind")
                continue
            }
            segues.append(PerformableSegue(identifier: identifier, action: action))
        }
        return segues
    }

    /// A bar item is tapped by id like the view's elements: its id must not repeat one of them.
    static func checkBarItemIDs(_ definition: ControllerDefinition, _ path: String, reader: inout DefinitionReader) {
        var seen = Set(definition.view.allViews().map(\.id))
        let items = definition.barItems
        for item in items.left + items.right + items.toolbar where !seen.insert(item.id).inserted {
            reader.problem(path, "bar button item id \"\(item.id)\" is used twice in this controller (its view or another item)")
        }
    }

    /// `layoutIn`: the callbacks the controller lays out its subviews in (docs/semantics.md), a
    /// non-empty list of their names.
    static func layoutIn(_ value: JSONValue?, _ path: String, reader: inout DefinitionReader) -> LayoutCallbacks? {
        guard let value else { return nil }
        let names = LayoutCallbacks.named.map(\.name).joined(separator: ", ")
        guard let array = reader.array(value, path, "a non-empty array of callback names (\(names))") else { return nil }
        guard !array.isEmpty else {
            reader.problem(path, "name at least one callback: \(names)")
            return nil
        }
        var callbacks: LayoutCallbacks = []
        for (index, element) in array.enumerated() {
            let callback = reader.read(element, "\(path)[\(index)]") { field throws(JSONFieldProblem) in
                try field.name("layout callback", names: LayoutCallbacks.named.map(\.name)) { LayoutCallbacks(name: $0) }
            }
            if let callback { callbacks.insert(callback) }
        }
        return callbacks
    }

    static func behaviour(_ value: JSONValue?, _ path: String, definition: ControllerDefinition, reader: inout DefinitionReader) -> Behaviour? {
        guard let value else { return nil }
        guard let object = reader.object(value, path, "an object with a \"type\"") else { return nil }
        let types = ["alternateLandscape", "alternateLandscapeModal", "viewSwap", "orientationMaster"]
        switch object["type"]?.stringValue {
        case "alternateLandscapeModal":
            guard let body = reader.object(value, path, allowed: ["type", "landscapeController"]),
                  let landscape = reader.string(body["landscapeController"], path + ".landscapeController", required: true)
            else { return nil }
            if !definition.observesOrientation {
                reader.problem(path, "alternateLandscapeModal runs in orientationChanged:: set observesOrientation to true")
            }
            return .alternateLandscapeModal(landscapeClass: landscape)
        case "alternateLandscape":
            guard let body = reader.object(value, path, allowed: ["type", "landscapeController"]),
                  let landscape = reader.string(body["landscapeController"], path + ".landscapeController", required: true)
            else { return nil }
            return .alternateLandscape(landscapeClass: landscape)
        case "viewSwap":
            guard let body = reader.object(value, path, allowed: ["type", "portraitView", "landscapeView", "setsTransform"]) else { return nil }
            let portrait = reader.string(body["portraitView"], path + ".portraitView", required: true)
            let landscape = reader.string(body["landscapeView"], path + ".landscapeView", required: true)
            let setsTransform = reader.bool(body["setsTransform"], path + ".setsTransform") ?? true
            for (key, id) in [("portraitView", portrait), ("landscapeView", landscape)] {
                if let id, id != definition.view.id && definition.views[id] == nil {
                    reader.problem(path + "." + key, "no view \"\(id)\": name the main view's id or a key of views")
                }
            }
            guard let portrait, let landscape else { return nil }
            return .viewSwap(ViewSwap(portraitView: portrait, landscapeView: landscape, setsTransform: setsTransform))
        case "orientationMaster":
            guard let body = reader.object(value, path, allowed: ["type", "child", "callsWillAnimateOnPadLaunch"]),
                  let child = reader.string(body["child"], path + ".child", required: true)
            else { return nil }
            let padLaunch = reader.bool(body["callsWillAnimateOnPadLaunch"], path + ".callsWillAnimateOnPadLaunch") ?? true
            return .orientationMaster(OrientationMaster(childClass: child, callsWillAnimateOnPadLaunch: padLaunch))
        case let other:
            reader.problem(path + ".type", "unknown behaviour \(other.map { "\"\($0)\"" } ?? "(missing)"); use one of \(types.joined(separator: ", "))")
            return nil
        }
    }
}
