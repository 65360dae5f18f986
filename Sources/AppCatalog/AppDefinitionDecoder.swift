import RotationEngine
import SwivelJSON
import TimerModel

/// Turns an app definition in JSON (the format of `Config/apps/*.json`, documented in
/// `docs/app-format.md`) into an ``AppDefinition``, reporting every problem with its path.
public enum AppDefinitionDecoder {
    /// Bounds that keep a posted definition from costing the server more than a session should.
    static let maximumControllers = 200
    static let maximumViews = 2_000
    static let maximumDepth = 16

    public static func decode(_ json: JSONValue) throws(InvalidAppDefinition) -> AppDefinition {
        var reader = DefinitionReader()
        let definition = read(json, &reader)
        if !reader.problems.isEmpty { throw InvalidAppDefinition(problems: reader.problems) }
        guard let definition else {
            throw InvalidAppDefinition(problems: [AppDefinitionProblem(path: "$", message: "expected an app definition object")])
        }
        return definition
    }

    static let topKeys = [
        "id", "title", "seed", "description", "infoPlist", "appDelegate", "window", "navigationController", "root",
        "controllers", "xibs", "timers",
    ]

    static func read(_ json: JSONValue, _ reader: inout DefinitionReader) -> AppDefinition? {
        guard let top = reader.object(json, "$", allowed: topKeys) else { return nil }
        let id = reader.string(top["id"], "$.id", required: true)
        if let id, id.count > 100 || id.contains("/") { reader.problem("$.id", "must be at most 100 characters with no '/'") }
        let title = reader.string(top["title"], "$.title") ?? id ?? ""
        let seed = reader.integer(top["seed"], "$.seed", minimum: 0, maximum: 999)
        _ = reader.string(top["description"], "$.description")
        let root = reader.string(top["root"], "$.root", required: true)

        var infoPlist = InfoPlist()
        if let plist = reader.object(top["infoPlist"], "$.infoPlist", allowed: ["supportedInterfaceOrientations", "supportedInterfaceOrientations~ipad"]) {
            infoPlist.supportedInterfaceOrientations = reader.mask(plist["supportedInterfaceOrientations"], "$.infoPlist.supportedInterfaceOrientations")
            infoPlist.supportedInterfaceOrientationsPad = reader.mask(plist["supportedInterfaceOrientations~ipad"], "$.infoPlist.supportedInterfaceOrientations~ipad")
        }

        // The app delegate's application:supportedInterfaceOrientationsForWindow: (SPEC §3).
        var windowMask: OrientationMask?
        if let delegate = reader.object(top["appDelegate"], "$.appDelegate", allowed: ["supportedInterfaceOrientationsForWindow"]) {
            windowMask = reader.mask(delegate["supportedInterfaceOrientationsForWindow"], "$.appDelegate.supportedInterfaceOrientationsForWindow")
        }
        // `"window": {"rootViewController": false}`: [window addSubview:] instead (seed 001).
        var hasRootViewController = true
        if let window = reader.object(top["window"], "$.window", allowed: ["rootViewController"]) {
            hasRootViewController = reader.bool(window["rootViewController"], "$.window.rootViewController") ?? true
        }

        let timers = readTimers(top["timers"], &reader)
        let timerIDs = Set(timers.map(\.id))

        var navigation: NavigationContainer?
        if let nav = reader.object(top["navigationController"], "$.navigationController", allowed: ["class", "forwarding", "navigationBarHidden", "delegate"]) {
            navigation = NavigationContainer(
                className: reader.string(nav["class"], "$.navigationController.class") ?? "UINavigationController",
                forwarding: reader.bool(nav["forwarding"], "$.navigationController.forwarding") ?? false,
                navigationBarHidden: reader.bool(nav["navigationBarHidden"], "$.navigationController.navigationBarHidden") ?? false,
                delegate: reader.string(nav["delegate"], "$.navigationController.delegate")
            )
        }

        var context = ViewContext(timerIDs: timerIDs, hasNavigation: navigation != nil)
        var controllers: [String: ControllerDefinition] = [:]
        if let value = top["controllers"], let object = reader.object(value, "$.controllers", allowed: (value.objectValue?.keys ?? [])) {
            if object.count > maximumControllers {
                reader.problem("$.controllers", "at most \(maximumControllers) controller classes")
            }
            for (className, body) in object.members {
                let path = "$.controllers.\(className)"
                if controllers[className] != nil { reader.problem(path, "defined twice") }
                if let controller = ControllerReader.read(className: className, body, path: path, context: &context, reader: &reader) {
                    controllers[className] = controller
                }
            }
        }

        var xibs: [String: ViewDefinition] = [:]
        if let value = top["xibs"], let object = reader.object(value, "$.xibs", allowed: value.objectValue?.keys ?? []) {
            for (name, body) in object.members {
                if let view = ViewReader.layout(body, "$.xibs.\(name)", defaultID: "view", context: &context, reader: &reader) {
                    xibs[name] = view
                }
            }
        }
        if context.viewCount > maximumViews { reader.problem("$", "at most \(maximumViews) views in all") }

        crossCheck(root: root, navigation: navigation, controllers: controllers, &reader)
        guard let id, let root else { return nil }
        return AppDefinition(
            id: id, title: title, seed: seed, infoPlist: infoPlist, navigation: navigation, root: root,
            controllers: controllers, xibs: xibs, timers: timers, supportedInterfaceOrientationsForWindow: windowMask,
            windowHasRootViewController: hasRootViewController
        )
    }

    static func readTimers(_ value: JSONValue?, _ reader: inout DefinitionReader) -> [TimerDefinition] {
        guard let value else { return [] }
        guard let array = value.arrayValue else {
            reader.problem("$.timers", "expected an array of {\"id\", \"durationMs\"}, got \(value.kindName)")
            return []
        }
        var timers: [TimerDefinition] = []
        for (index, element) in array.enumerated() {
            let path = "$.timers[\(index)]"
            guard let object = reader.object(element, path, allowed: ["id", "durationMs"]) else { continue }
            let id = reader.string(object["id"], path + ".id", required: true)
            let duration = reader.integer(object["durationMs"], path + ".durationMs", minimum: 0, maximum: 86_400_000 * 365)
            if object["durationMs"] == nil { reader.problem(path + ".durationMs", "is required (milliseconds)") }
            if let id, timers.contains(where: { $0.id == id }) { reader.problem(path + ".id", "timer \"\(id)\" is defined twice") }
            if let id, let duration { timers.append(TimerDefinition(id: id, durationMs: duration)) }
        }
        return timers
    }

    /// Checks that need the whole definition: references between classes.
    static func crossCheck(root: String?, navigation: NavigationContainer?, controllers: [String: ControllerDefinition], _ reader: inout DefinitionReader) {
        if let navigation, let delegate = navigation.delegate,
           delegate != root, delegate != navigation.className, controllers[delegate] == nil {
            reader.problem("$.navigationController.delegate", "no class \"\(delegate)\": name the root's class, a class under controllers (its bottom-most instance on the stack is the delegate) or the navigation controller's own class")
        }
        for (className, controller) in controllers.sorted(by: { $0.key < $1.key }) {
            let path = "$.controllers.\(className).behaviour"
            switch controller.behaviour {
            case .alternateLandscape(let landscapeClass):
                if navigation == nil { reader.problem(path, "alternateLandscape pushes and pops: it needs a navigationController") }
                if landscapeClass == className || controllers[landscapeClass]?.behaviour != nil {
                    reader.problem(path + ".landscapeController", "must be another class without a behaviour of its own (it would push itself without end)")
                }
            case .orientationMaster(let master):
                if master.childClass == className || controllers[master.childClass]?.behaviour != nil {
                    reader.problem(path + ".child", "must be another class without a behaviour of its own (it would load children without end)")
                }
            case .viewSwap, nil:
                break
            }
        }
    }
}

/// What view reading needs to know about the rest of the definition.
struct ViewContext {
    var timerIDs: Set<String>
    var hasNavigation: Bool
    var viewCount = 0
}
