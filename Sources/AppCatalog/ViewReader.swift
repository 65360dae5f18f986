import RotationEngine
import SwivelJSON
import TimerModel

/// Reads views: a layout (`{"id", "size", "elements"}`, a controller's view or a xib) and
/// elements (`{"id", "kind", "text", "frame", "autoresizing", "action", "timer", "children"}`).
enum ViewReader {
    /// The size a view was designed at when the definition does not say: the 3.5" iPhone's
    /// portrait root view, where the seeds' xibs were drawn.
    static let defaultDesignSize = Size(width: 320, height: 460)

    static func layout(_ value: JSONValue, _ path: String, defaultID: String, context: inout ViewContext, reader: inout DefinitionReader) -> ViewDefinition? {
        guard let object = reader.object(value, path, allowed: ["id", "kind", "text", "size", "elements", "class", "uikitClass", "source"] + autoLayoutKeys + ScrollBehaviourReader.keys) else { return nil }
        context.viewCount += 1
        var view = ViewDefinition(id: reader.string(object["id"], path + ".id") ?? defaultID)
        view.kind = kind(object["kind"], path + ".kind", reader: &reader) ?? .view
        view.text = reader.string(object["text"], path + ".text")
        var size = defaultDesignSize
        if let sizeObject = reader.object(object["size"], path + ".size", allowed: ["width", "height"]) {
            size.width = reader.number(sizeObject["width"], path + ".size.width", minimum: 1) ?? size.width
            size.height = reader.number(sizeObject["height"], path + ".size.height", minimum: 1) ?? size.height
        }
        view.frame = Rect(size: size)
        view.autoresizing = [.flexibleWidth, .flexibleHeight]
        view.className = reader.string(object["class"], path + ".class")
        view.uikitClass = reader.string(object["uikitClass"], path + ".uikitClass")
        view.source = reader.source(object["source"], path + ".source")
        ScrollBehaviourReader.read(object, path, into: &view, reader: &reader)
        ConstraintReader.read(object, path, into: &view, reader: &reader)
        if let elements = object["elements"] {
            view.children = self.elements(elements, path + ".elements", depth: 1, context: &context, reader: &reader)
        }
        checkUniqueIDs(view, path, reader: &reader)
        return view
    }

    static func elements(_ value: JSONValue, _ path: String, depth: Int, context: inout ViewContext, reader: inout DefinitionReader) -> [ViewDefinition] {
        guard let array = reader.array(value, path, "an array of views") else { return [] }
        guard depth <= AppDefinitionDecoder.maximumDepth else {
            reader.problem(path, "views nest at most \(AppDefinitionDecoder.maximumDepth) deep")
            return []
        }
        return array.enumerated().compactMap { index, element in
            self.element(element, "\(path)[\(index)]", depth: depth, context: &context, reader: &reader)
        }
    }

    /// The Auto Layout keys a view layout or element may have (ConstraintReader reads them).
    static let autoLayoutKeys = [
        "constraints", "intrinsicContentSize", "contentHuggingPriority", "contentCompressionResistancePriority",
        "translatesAutoresizingMaskIntoConstraints", "layoutMargins", "insetsLayoutMarginsFromSafeArea", "preservesSuperviewLayoutMargins",
        "layoutMarginsFollowReadableWidth",
    ]
    static let elementKeys = ["id", "kind", "text", "frame", "autoresizing", "action", "timer", "children", "class", "uikitClass", "source", "stack", "hidden", "hiddenWhen", "embeds", "alignmentRectInsets", "ios6Deltas"]
        + autoLayoutKeys + InstallationReader.keys + ScrollBehaviourReader.keys

    static func element(_ value: JSONValue, _ path: String, depth: Int, context: inout ViewContext, reader: inout DefinitionReader) -> ViewDefinition? {
        guard let object = reader.object(value, path, allowed: elementKeys) else { return nil }
        context.viewCount += 1
        let id = reader.string(object["id"], path + ".id", required: true)
        var view = ViewDefinition(id: id ?? "")
        view.kind = kind(object["kind"], path + ".kind", reader: &reader) ?? .view
        view.text = reader.string(object["text"], path + ".text")
        view.frame = frame(object["frame"], path + ".frame", reader: &reader)
        view.autoresizing = autoresizing(object["autoresizing"], path + ".autoresizing", reader: &reader)
        view.action = action(object["action"], path + ".action", context: context, reader: &reader)
        if let timer = reader.string(object["timer"], path + ".timer") {
            if !context.timerIDs.contains(timer) { reader.problem(path + ".timer", "no timer \"\(timer)\" in $.timers") }
            view.timer = timer
        }
        if view.kind == .timerLabel && view.timer == nil { reader.problem(path + ".timer", "a timerLabel names the timer it shows") }
        view.className = reader.string(object["class"], path + ".class")
        view.uikitClass = reader.string(object["uikitClass"], path + ".uikitClass")
        view.source = reader.source(object["source"], path + ".source")
        ScrollBehaviourReader.read(object, path, into: &view, reader: &reader)
        if let value = object["alignmentRectInsets"] {
            view.alignmentRectInsets = alignmentRectInsets(value, path + ".alignmentRectInsets", reader: &reader)
        }
        if let value = object["ios6Deltas"] {
            view.ios6Deltas = ios6Deltas(value, path + ".ios6Deltas", reader: &reader)
        }
        if let stack = object["stack"] { view.stack = StackReader.read(stack, path + ".stack", reader: &reader) }
        view.hidden = reader.bool(object["hidden"], path + ".hidden") ?? false
        if let value = object["hiddenWhen"] {
            view.hiddenWhen = InstallationReader.conditions(value, path + ".hiddenWhen", reader: &reader)
        }
        if let embedded = object["embeds"] { embeds(embedded, path + ".embeds", into: &view, reader: &reader) }
        view.installation = InstallationReader.read(object, path, reader: &reader)
        ConstraintReader.read(object, path, into: &view, reader: &reader)
        if let children = object["children"] {
            view.children = elements(children, path + ".children", depth: depth + 1, context: &context, reader: &reader)
        }
        return id == nil ? nil : view
    }

    /// `embeds`: a content class, or `{"controller": Class, "navigationController": {…}}` — a
    /// navigation controller embedded with that root (docs/app-format.md, `embeds` under "View layouts and elements").
    static func embeds(_ value: JSONValue, _ path: String, into view: inout ViewDefinition, reader: inout DefinitionReader) {
        if case .string = value {
            view.embeds = reader.string(value, path)
            return
        }
        guard let object = reader.object(value, path, "a controller class, or {\"controller\", \"navigationController\"}") else { return }
        guard reader.object(value, path, allowed: ["controller", "navigationController"]) != nil else { return }
        view.embeds = reader.string(object["controller"], path + ".controller", required: true)
        if object["navigationController"] == nil {
            reader.problem(path + ".navigationController", "is required in the object form (a content class alone is a string)")
        }
        view.embeddedNavigation = AppDefinitionDecoder.readNavigation(object["navigationController"], path + ".navigationController", &reader)
    }

    static func kind(_ value: JSONValue?, _ path: String, reader: inout DefinitionReader) -> ViewKind? {
        guard let name = reader.string(value, path) else { return nil }
        guard let kind = ViewKind(rawValue: name) else {
            reader.problem(path, "unknown kind \"\(name)\"; use one of \(ViewKind.allCases.map(\.rawValue).joined(separator: ", "))")
            return nil
        }
        return kind
    }

    static func frame(_ value: JSONValue?, _ path: String, reader: inout DefinitionReader) -> Rect {
        guard let value else {
            reader.problem(path, "is required ({\"x\", \"y\", \"width\", \"height\"} in the superview at design size)")
            return .zero
        }
        guard let object = reader.object(value, path, allowed: ["x", "y", "width", "height"]) else { return .zero }
        for key in ["x", "y", "width", "height"] where object[key] == nil { reader.problem(path + "." + key, "is required") }
        return Rect(
            x: reader.number(object["x"], path + ".x", minimum: -100_000) ?? 0,
            y: reader.number(object["y"], path + ".y", minimum: -100_000) ?? 0,
            width: reader.number(object["width"], path + ".width") ?? 0,
            height: reader.number(object["height"], path + ".height") ?? 0
        )
    }

    /// `ios6Deltas` (docs/app-format.md): Xcode 5's ΔX, ΔY, ΔW, ΔH, added to the frame on
    /// iOS 5 and 6; a part left out is 0.
    static func ios6Deltas(_ value: JSONValue, _ path: String, reader: inout DefinitionReader) -> FrameDeltas? {
        guard let object = reader.object(value, path, allowed: ["x", "y", "width", "height"]) else { return nil }
        func delta(_ key: String) -> Double {
            reader.number(object[key], path + "." + key, minimum: -100_000, maximum: 100_000) ?? 0
        }
        return FrameDeltas(x: delta("x"), y: delta("y"), width: delta("width"), height: delta("height"))
    }

    /// `alignmentRectInsets` (docs/app-format.md): UIKit's sign, a positive inset puts the
    /// alignment rectangle's edge inside the frame; a side left out is 0.
    static func alignmentRectInsets(_ value: JSONValue, _ path: String, reader: inout DefinitionReader) -> EdgeInsets? {
        guard let object = reader.object(value, path, allowed: ["top", "left", "bottom", "right"]) else { return nil }
        func inset(_ key: String) -> Double {
            reader.number(object[key], path + "." + key, minimum: -100_000) ?? 0
        }
        return EdgeInsets(top: inset("top"), left: inset("left"), bottom: inset("bottom"), right: inset("right"))
    }

    static func autoresizing(_ value: JSONValue?, _ path: String, reader: inout DefinitionReader) -> Autoresizing {
        guard let value else { return [] }
        guard let array = reader.array(value, path, "an array of flexible parts") else { return [] }
        var mask: Autoresizing = []
        for (index, element) in array.enumerated() {
            guard let name = reader.string(element, "\(path)[\(index)]") else { continue }
            guard let part = Autoresizing.named.first(where: { $0.name == name }) else {
                reader.problem("\(path)[\(index)]", "unknown autoresizing part \"\(name)\"; use \(Autoresizing.named.map(\.name).joined(separator: ", "))")
                continue
            }
            mask.insert(part.value)
        }
        return mask
    }

    static let actionTypes = "push, show, pop, showDetail, timer, present, dismiss, unwind, attemptRotation, setSupportedInterfaceOrientations, requestGeometryUpdate, setDeviceOrientation"

    static func action(_ value: JSONValue?, _ path: String, context: ViewContext, reader: inout DefinitionReader) -> ElementAction? {
        guard let value else { return nil }
        guard let object = reader.object(value, path, "an object with a \"type\" (\(actionTypes))") else { return nil }
        switch object["type"]?.stringValue {
        case let type? where ["push", "show", "showDetail"].contains(type):
            // A new instance of `controller`: pushed (needs a navigation controller), shown (a
            // show segue: pushed in a navigation controller, else presented) or shown as detail
            // (a showDetail segue, docs/app-format.md); neither of the last two needs one.
            guard let body = reader.object(value, path, allowed: ["type", "controller", "animated"]) else { return nil }
            if type == "push", !context.hasNavigation { reader.problem(path, "push needs a navigationController") }
            guard let controller = reader.string(body["controller"], path + ".controller", required: true) else { return nil }
            let animated = reader.bool(body["animated"], path + ".animated") ?? true
            switch type {
            case "push": return .push(className: controller, animated: animated)
            case "show": return .show(className: controller, animated: animated)
            default: return .showDetail(className: controller, animated: animated)
            }
        case "pop":
            guard let body = reader.object(value, path, allowed: ["type", "animated"]) else { return nil }
            if !context.hasNavigation { reader.problem(path, "pop needs a navigationController") }
            return .pop(animated: reader.bool(body["animated"], path + ".animated") ?? true)
        case "present":
            guard let body = reader.object(value, path, allowed: ["type", "controller", "style", "animated", "navigationController", "tabBarController"]) else { return nil }
            // A presented container (docs/app-format.md): a navigation controller with `controller`
            // as its root, or a tab bar controller with its tabs (`controller` is then optional).
            var container: PresentedContainer?
            if body["navigationController"] != nil && body["tabBarController"] != nil {
                reader.problem(path, "present either a navigationController or a tabBarController, not both")
            }
            if let navigation = AppDefinitionDecoder.readNavigation(body["navigationController"], path + ".navigationController", &reader) {
                container = .navigation(navigation)
            }
            if let tabBar = AppDefinitionDecoder.readTabBar(body["tabBarController"], path + ".tabBarController", &reader) {
                container = .tabBar(tabBar)
            }
            let named = reader.string(body["controller"], path + ".controller", required: !(body["tabBarController"] != nil))
            var tabBarClass: String?
            if case .tabBar(let tabBar)? = container { tabBarClass = tabBar.className }
            guard let controller = named ?? tabBarClass else { return nil }
            var style = PresentationStyle.automatic
            if let name = reader.string(body["style"], path + ".style") {
                guard let named = PresentationStyle(rawValue: name) else {
                    reader.problem(path + ".style", "unknown presentation style \"\(name)\"; use automatic, fullScreen, pageSheet, formSheet or popover")
                    return nil
                }
                style = named
            }
            return .present(className: controller, style: style, animated: reader.bool(body["animated"], path + ".animated") ?? true, container: container)
        case "unwind":
            guard let body = reader.object(value, path, allowed: ["type", "action", "animated"]) else { return nil }
            guard let action = reader.string(body["action"], path + ".action", required: true) else { return nil }
            return .unwind(action: action, animated: reader.bool(body["animated"], path + ".animated") ?? true)
        case "dismiss":
            guard let body = reader.object(value, path, allowed: ["type", "animated"]) else { return nil }
            return .dismiss(animated: reader.bool(body["animated"], path + ".animated") ?? true)
        case "attemptRotation":
            guard reader.object(value, path, allowed: ["type"]) != nil else { return nil }
            return .attemptRotation
        case "setSupportedInterfaceOrientations":
            guard let body = reader.object(value, path, allowed: ["type", "controller", "orientations", "then"]) else { return nil }
            let controller = reader.string(body["controller"], path + ".controller", required: true)
            let mask = reader.mask(body["orientations"], path + ".orientations")
            if body["orientations"] == nil { reader.problem(path + ".orientations", "is required (a mask name or an array of orientations)") }
            var then = OrientationUpdate.setNeedsUpdate
            if let name = reader.string(body["then"], path + ".then") {
                guard let named = OrientationUpdate(rawValue: name) else {
                    reader.problem(path + ".then", "unknown value \"\(name)\"; use setNeedsUpdate, attemptRotation or nothing")
                    return nil
                }
                then = named
            }
            guard let controller, let mask else { return nil }
            return .setSupportedInterfaceOrientations(className: controller, orientations: mask, then: then)
        case "requestGeometryUpdate":
            guard let body = reader.object(value, path, allowed: ["type", "orientations"]) else { return nil }
            if body["orientations"] == nil { reader.problem(path + ".orientations", "is required (a mask name or an array of orientations)") }
            guard let mask = reader.mask(body["orientations"], path + ".orientations") else { return nil }
            return .requestGeometryUpdate(orientations: mask)
        case "setDeviceOrientation":
            guard let body = reader.object(value, path, allowed: ["type", "orientation"]) else { return nil }
            guard let name = reader.string(body["orientation"], path + ".orientation", required: true) else { return nil }
            guard let orientation = DeviceOrientation(name: name) else {
                reader.problem(path + ".orientation", "unknown device orientation \"\(name)\"; use one of \(DeviceOrientation.allCases.map(\.name).joined(separator: ", "))")
                return nil
            }
            return .setDeviceOrientation(orientation)
        case "timer":
            guard let body = reader.object(value, path, allowed: ["type", "timer", "action"]) else { return nil }
            let timer = reader.string(body["timer"], path + ".timer", required: true)
            if let timer, !context.timerIDs.contains(timer) { reader.problem(path + ".timer", "no timer \"\(timer)\" in $.timers") }
            let actionName = reader.string(body["action"], path + ".action", required: true)
            let action = actionName.flatMap(TimerAction.init(rawValue:))
            if let actionName, action == nil {
                reader.problem(path + ".action", "unknown timer action \"\(actionName)\"; use start, pause or reset")
            }
            guard let timer, let action else { return nil }
            return .timer(id: timer, action: action)
        case let other:
            reader.problem(path + ".type", "unknown action \(other.map { "\"\($0)\"" } ?? "(missing)"); use one of \(actionTypes)")
            return nil
        }
    }

    /// A controller's bar button items (`navigationItem` left/right, `toolbarItems`): each
    /// `{"id", "title", "action", "source"}`, kept as a button element the bar places.
    static func barItems(_ value: JSONValue?, _ path: String, context: inout ViewContext, reader: inout DefinitionReader) -> [ViewDefinition] {
        guard let value, let array = reader.array(value, path, "an array of bar button items {\"id\", \"title\", \"action\"}") else { return [] }
        return array.enumerated().compactMap { index, element in
            let itemPath = "\(path)[\(index)]"
            guard let object = reader.object(element, itemPath, allowed: ["id", "title", "action", "source"]) else { return nil }
            context.viewCount += 1
            guard let id = reader.string(object["id"], itemPath + ".id", required: true) else { return nil }
            var item = ViewDefinition(id: id, kind: .button, text: reader.string(object["title"], itemPath + ".title"))
            item.action = action(object["action"], itemPath + ".action", context: context, reader: &reader)
            item.source = reader.source(object["source"], itemPath + ".source")
            return item
        }
    }

    /// Taps find elements by id, so ids must be unique within one view tree.
    static func checkUniqueIDs(_ view: ViewDefinition, _ path: String, reader: inout DefinitionReader) {
        var seen: Set<String> = []
        for descendant in view.allViews() where !seen.insert(descendant.id).inserted {
            reader.problem(path, "view id \"\(descendant.id)\" is used twice in this view tree")
        }
    }
}
