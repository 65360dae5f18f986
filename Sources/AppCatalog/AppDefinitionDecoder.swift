import RotationEngine
import SwivelJSON
import TimerModel

/// Turns an app definition in JSON (the format of `Config/apps/*.json`, documented in
/// `docs/app-format.md`) into an ``AppDefinition``, reporting every problem with its path.
public enum AppDefinitionDecoder {
    /// Bounds that keep a posted definition from costing the server more than a session should.
    /// They are the Interface Builder import's (`ImportLimits`: 2,000 scenes, 20,000 views,
    /// nested 100 deep), so that a file that imports registers (docs/interface-import.md).
    /// Controllers are made only when shown, so their number costs a session little; what one
    /// screen costs to lay out is bounded by the views of one controller or xib.
    static let maximumControllers = 2_000
    static let maximumViews = 20_000
    static let maximumViewsPerController = 2_000
    static let maximumDepth = 100
    static let maximumXibs = 200
    static let maximumTimers = 100

    public static func decode(_ json: JSONValue) throws(InvalidAppDefinition) -> AppDefinition {
        var reader = DefinitionReader()
        let definition = read(json, &reader)
        if !reader.problems.isEmpty { throw InvalidAppDefinition(problems: reader.report) }
        guard let definition else {
            throw InvalidAppDefinition(problems: [AppDefinitionProblem(path: "$", message: "expected an app definition object")])
        }
        return definition
    }

    /// One controller's views (its view, landscape view, named views and bar items together) or
    /// one xib's: a bound on what that controller's screens may have to lay out.
    static func checkViewsOfOneScreen(_ count: Int, _ path: String, _ reader: inout DefinitionReader) {
        guard count > maximumViewsPerController else { return }
        reader.problem(path, "at most \(maximumViewsPerController) views in one controller or xib, got \(count)")
    }

    static let topKeys = [
        "id", "title", "seed", "description", "deploymentTarget", "designedOn", "infoPlist", "appDelegate", "window",
        "navigationController", "tabBarController", "splitViewController", "root", "controllers", "xibs", "timers",
    ]

    static func read(_ json: JSONValue, _ reader: inout DefinitionReader) -> AppDefinition? {
        guard let top = reader.object(json, "$", allowed: topKeys) else { return nil }
        let id = reader.string(top["id"], "$.id", required: true)
        if let id, id.count > 100 || id.contains("/") { reader.problem("$.id", "must be at most 100 characters with no '/'") }
        let title = reader.string(top["title"], "$.title") ?? id ?? ""
        let seed = reader.integer(top["seed"], "$.seed", minimum: 0, maximum: 999)
        _ = reader.string(top["description"], "$.description")
        let tabBar = readTabBar(top["tabBarController"], "$.tabBarController", &reader)
        let split = SplitViewReader.read(top["splitViewController"], "$.splitViewController", &reader)
        var root = reader.string(top["root"], "$.root", required: tabBar == nil && top["splitViewController"] == nil)
        if let split, tabBar == nil, top["navigationController"] == nil {
            // With a split view at the root, the window's root is the split view controller.
            if let named = root, named != split.className {
                reader.problem("$.root", "with a splitViewController, root is the split view controller's class \"\(split.className)\"; leave it out or name that class")
            }
            root = split.className
        }
        if let tabBar {
            // With a tab bar, the window's root is the tab bar controller: `root` may name its class.
            if let named = root, named != tabBar.className, top["tabBarController"]?["class"] != nil {
                reader.problem("$.root", "with a tabBarController, root is the tab bar controller's class \"\(tabBar.className)\"; leave it out or name that class")
            }
            root = top["tabBarController"]?["class"] == nil ? (root ?? tabBar.className) : tabBar.className
        }
        var deploymentTarget: OSVersion?
        if let target = reader.string(top["deploymentTarget"], "$.deploymentTarget") {
            deploymentTarget = OSVersion(rawValue: target)
            if deploymentTarget == nil { reader.problem("$.deploymentTarget", "unknown iOS version \"\(target)\"; use \"5\" … \"26\"") }
        }

        let designedOn = DesignedOnReader.read(top["designedOn"], reader: &reader)

        var infoPlist = InfoPlist()
        if let plist = reader.object(top["infoPlist"], "$.infoPlist", allowed: ["supportedInterfaceOrientations", "supportedInterfaceOrientations~ipad", "requiresFullScreen"]) {
            infoPlist.requiresFullScreen = reader.bool(plist["requiresFullScreen"], "$.infoPlist.requiresFullScreen") ?? false
            infoPlist.supportedInterfaceOrientations = reader.mask(plist["supportedInterfaceOrientations"], "$.infoPlist.supportedInterfaceOrientations")
            infoPlist.supportedInterfaceOrientationsPad = reader.mask(plist["supportedInterfaceOrientations~ipad"], "$.infoPlist.supportedInterfaceOrientations~ipad")
        }

        // The app delegate's application:supportedInterfaceOrientationsForWindow: (docs/semantics.md).
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

        let navigation = readNavigation(top["navigationController"], "$.navigationController", &reader)
        if navigation != nil && tabBar != nil {
            reader.problem("$.navigationController", "give either a navigationController or a tabBarController at the root, not both (a tab may have its own navigationController)")
        }
        if top["splitViewController"] != nil && (navigation != nil || tabBar != nil) {
            reader.problem("$.splitViewController", "give one container at the root: a splitViewController, a navigationController or a tabBarController (a tab may hold a splitViewController; a column may have its own navigationController)")
        }

        // A presented or embedded navigation controller counts too: its root may push.
        let hasNavigation = navigation != nil || tabBar?.tabs.contains { $0.navigation != nil || $0.split?.hasNavigation == true } == true
            || split?.hasNavigation == true
            || top["controllers"].map(presentsNavigation) == true
        var context = ViewContext(timerIDs: timerIDs, hasNavigation: hasNavigation)
        var controllers: [String: ControllerDefinition] = [:]
        if let object = reader.map(top["controllers"], "$.controllers", limit: maximumControllers, what: "controller classes") {
            for (className, body) in object.members {
                let path = "$.controllers.\(className)"
                if controllers[className] != nil { reader.problem(path, "defined twice") }
                let viewsBefore = context.viewCount
                if let controller = ControllerReader.read(className: className, body, path: path, context: &context, reader: &reader) {
                    controllers[className] = controller
                }
                checkViewsOfOneScreen(context.viewCount - viewsBefore, path, &reader)
            }
        }

        var xibs: [String: ViewDefinition] = [:]
        if let object = reader.map(top["xibs"], "$.xibs", limit: maximumXibs, what: "xibs") {
            for (name, body) in object.members {
                let viewsBefore = context.viewCount
                if let view = ViewReader.layout(body, "$.xibs.\(name)", defaultID: "view", context: &context, reader: &reader) {
                    ConstraintReader.check(view, "$.xibs.\(name)", elementsPath: "$.xibs.\(name).elements", reader: &reader)
                    xibs[name] = view
                }
                checkViewsOfOneScreen(context.viewCount - viewsBefore, "$.xibs.\(name)", &reader)
            }
        }
        if context.viewCount > maximumViews { reader.problem("$", "at most \(maximumViews) views in all, got \(context.viewCount)") }

        crossCheck(root: root, navigation: navigation, tabBar: tabBar, controllers: controllers, &reader)
        guard let id, let root else { return nil }
        var definition = AppDefinition(
            id: id, title: title, seed: seed, infoPlist: infoPlist, navigation: navigation, tabBar: tabBar, root: root,
            controllers: controllers, xibs: xibs, timers: timers, supportedInterfaceOrientationsForWindow: windowMask,
            windowHasRootViewController: hasRootViewController, deploymentTarget: deploymentTarget
        )
        definition.designedOn = designedOn
        definition.split = tabBar == nil && navigation == nil ? split : nil
        return definition
    }

    static func readNavigation(_ value: JSONValue?, _ path: String, _ reader: inout DefinitionReader) -> NavigationContainer? {
        guard let nav = reader.object(value, path, allowed: ["class", "forwarding", "navigationBarHidden", "toolbarHidden", "delegate", "source", "translucent", "toolbarTranslucent", "prefersLargeTitles"]) else { return nil }
        var container = NavigationContainer(
            className: reader.string(nav["class"], path + ".class") ?? "UINavigationController",
            forwarding: reader.bool(nav["forwarding"], path + ".forwarding") ?? false,
            navigationBarHidden: reader.bool(nav["navigationBarHidden"], path + ".navigationBarHidden") ?? false,
            delegate: reader.string(nav["delegate"], path + ".delegate")
        )
        container.source = reader.source(nav["source"], path + ".source")
        container.toolbarHidden = reader.bool(nav["toolbarHidden"], path + ".toolbarHidden") ?? true
        container.translucent = reader.bool(nav["translucent"], path + ".translucent") ?? true
        container.toolbarTranslucent = reader.bool(nav["toolbarTranslucent"], path + ".toolbarTranslucent") ?? true
        container.prefersLargeTitles = reader.bool(nav["prefersLargeTitles"], path + ".prefersLargeTitles") ?? false
        return container
    }

    /// `tabBarController`: `class`, `forwarding`, `selectedIndex`, `delegate` and `tabs`, each
    /// tab `{title, controller, navigationController}` (docs/semantics.md).
    static func readTabBar(_ value: JSONValue?, _ path: String, _ reader: inout DefinitionReader) -> TabBarContainer? {
        guard let object = reader.object(value, path, allowed: ["class", "forwarding", "selectedIndex", "delegate", "tabs", "source", "translucent"]) else { return nil }
        var tabs: [TabBarContainer.Tab] = []
        if let list = object["tabs"] {
            if let array = reader.array(list, path + ".tabs", "an array of tabs") {
                if array.isEmpty || array.count > maximumTabs {
                    reader.problem(path + ".tabs", "give 1 to \(maximumTabs) tabs")
                }
                for (index, element) in array.prefix(maximumTabs).enumerated() {
                    let tabPath = "\(path).tabs[\(index)]"
                    guard let tab = reader.object(element, tabPath, allowed: ["title", "controller", "navigationController", "splitViewController"]) else { continue }
                    let split = SplitViewReader.read(tab["splitViewController"], tabPath + ".splitViewController", &reader)
                    let named = reader.string(tab["controller"], tabPath + ".controller", required: tab["splitViewController"] == nil)
                    let navigation = readNavigation(tab["navigationController"], tabPath + ".navigationController", &reader)
                    if tab["splitViewController"] != nil && tab["navigationController"] != nil {
                        reader.problem(tabPath + ".splitViewController", "a tab holds a splitViewController or a navigationController, not both (a column may have its own navigationController)")
                    }
                    if let split, let named, named != split.className {
                        reader.problem(tabPath + ".controller", "with a splitViewController, a tab's controller is the split view controller's class \"\(split.className)\"; leave it out or name that class")
                    }
                    if let controller = split?.className ?? named {
                        let title = reader.string(tab["title"], tabPath + ".title")
                        tabs.append(TabBarContainer.Tab(title: title, controller: controller, navigation: split == nil ? navigation : nil, split: split))
                    }
                }
            }
        } else {
            reader.problem(path + ".tabs", "is required (an array of {\"title\", \"controller\", \"navigationController\"})")
        }
        let selected = reader.integer(object["selectedIndex"], path + ".selectedIndex", minimum: 0, maximum: max(tabs.count - 1, 0)) ?? 0
        var container = TabBarContainer(
            className: reader.string(object["class"], path + ".class") ?? "UITabBarController",
            forwarding: reader.bool(object["forwarding"], path + ".forwarding") ?? false,
            tabs: tabs, selectedIndex: selected, delegate: reader.string(object["delegate"], path + ".delegate")
        )
        container.source = reader.source(object["source"], path + ".source")
        container.translucent = reader.bool(object["translucent"], path + ".translucent") ?? true
        return container
    }

    static let maximumTabs = 8

    /// Whether a JSON value holds a `present` action that presents a navigation controller (or
    /// a tab bar controller with a navigation tab), or a container view that embeds one: searched before the controllers are read,
    /// since a push may come before the presentation that makes it possible.
    static func presentsNavigation(_ value: JSONValue) -> Bool {
        switch value {
        case .object(let object):
            if object["type"]?.stringValue == "present" {
                if object["navigationController"] != nil { return true }
                let tabs = object["tabBarController"]?["tabs"]?.arrayValue ?? []
                if tabs.contains(where: { $0["navigationController"] != nil }) { return true }
            }
            // A container view's embedded navigation controller (docs/app-format.md, `embeds` under "View layouts and elements").
            if object["embeds"]?["navigationController"] != nil { return true }
            return object.members.contains { presentsNavigation($0.value) }
        case .array(let array):
            return array.contains(where: presentsNavigation)
        default:
            return false
        }
    }

    static func readTimers(_ value: JSONValue?, _ reader: inout DefinitionReader) -> [TimerDefinition] {
        guard let value else { return [] }
        guard let array = reader.array(value, "$.timers", "an array of {\"id\", \"durationMs\"}") else { return [] }
        guard array.count <= maximumTimers else {
            reader.problem("$.timers", "at most \(maximumTimers) timers, got \(array.count)")
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
    static func crossCheck(root: String?, navigation: NavigationContainer?, tabBar: TabBarContainer?, controllers: [String: ControllerDefinition], _ reader: inout DefinitionReader) {
        if let navigation, let delegate = navigation.delegate,
           delegate != root, delegate != navigation.className, controllers[delegate] == nil {
            reader.problem("$.navigationController.delegate", "no class \"\(delegate)\": name the root's class, a class under controllers (its bottom-most instance on the stack is the delegate) or the navigation controller's own class")
        }
        if let tabBar, let delegate = tabBar.delegate,
           delegate != tabBar.className, !tabBar.tabs.contains(where: { $0.controller == delegate }) {
            reader.problem("$.tabBarController.delegate", "no tab of class \"\(delegate)\": name a tab's controller class or the tab bar controller's own class")
        }
        checkEmbedCycles(controllers, &reader)
        for (className, controller) in controllers.sorted(by: { $0.key < $1.key }) {
            let path = "$.controllers.\(className).behaviour"
            switch controller.behaviour {
            case .alternateLandscape(let landscapeClass):
                if navigation == nil && tabBar?.tabs.contains(where: { $0.navigation != nil }) != true {
                    reader.problem(path, "alternateLandscape pushes and pops: it needs a navigationController")
                }
                if landscapeClass == className || controllers[landscapeClass]?.behaviour != nil {
                    reader.problem(path + ".landscapeController", "must be another class without a behaviour of its own (it would push itself without end)")
                }
            case .alternateLandscapeModal(let landscapeClass):
                if landscapeClass == className || controllers[landscapeClass]?.behaviour != nil {
                    reader.problem(path + ".landscapeController", "must be another class without a behaviour of its own (it would present itself without end)")
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
