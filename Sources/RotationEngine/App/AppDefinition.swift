/// A simulated app: its Info.plist, its container, its controller classes and the xibs it
/// ships (docs/app-format.md). Built-in apps and posted apps are the same data; `AppCatalog` reads
/// them from JSON, the engine only ever sees this value.
public struct AppDefinition: Sendable, Equatable {
    public var id: String
    public var title: String
    /// The seed article the app comes from (0–4), nil for posted apps.
    public var seed: Int?
    public var infoPlist: InfoPlist
    public var navigation: NavigationContainer?
    /// A tab bar controller at the window's root (then `root` is its class and `navigation` is nil).
    public var tabBar: TabBarContainer?
    /// A split view controller at the window's root (then `root` is its class; docs/semantics.md,
    /// "Split views").
    public var split: SplitViewContainer?
    /// Class name of the root content controller (the navigation controller's root when
    /// there is one, else the window's root view controller); the tab bar controller's class
    /// when there is a tab bar.
    public var root: String
    /// Controller classes by name; a class with no entry behaves as a plain `UIViewController`.
    public var controllers: [String: ControllerDefinition]
    /// The xibs the app ships, by name (seed 003 looks them up with `pathForResource:`).
    public var xibs: [String: ViewDefinition]
    /// The timers of the app's timer model.
    public var timers: [TimerDefinition]
    /// The app delegate's `application:supportedInterfaceOrientationsForWindow:`, if it
    /// implements it: on iOS 6 it replaces the Info.plist mask in every decision after launch
    /// (docs/semantics.md, "The app's mask").
    public var supportedInterfaceOrientationsForWindow: OrientationMask?
    /// The iOS version the app's code targets: an iOS 5 app spells presentation
    /// `presentModalViewController:animated:` (docs/semantics.md). nil = the session's version.
    public var deploymentTarget: OSVersion?
    /// The device, orientation and iOS version the app's Interface Builder files were laid
    /// out on (imported apps): a session that names neither device nor version runs there.
    public var designedOn: DesignedOn?
    /// Whether launch sets `window.rootViewController` (true) or only adds the root
    /// controller's view to the window (`[window addSubview:]`, seed 001's warning; docs/semantics.md,
    /// "A window with no root view controller").
    public var windowHasRootViewController: Bool

    public init(
        id: String, title: String, seed: Int? = nil, infoPlist: InfoPlist = InfoPlist(),
        navigation: NavigationContainer? = nil, tabBar: TabBarContainer? = nil, root: String,
        controllers: [String: ControllerDefinition] = [:], xibs: [String: ViewDefinition] = [:],
        timers: [TimerDefinition] = [], supportedInterfaceOrientationsForWindow: OrientationMask? = nil,
        windowHasRootViewController: Bool = true, deploymentTarget: OSVersion? = nil
    ) {
        self.id = id
        self.title = title
        self.seed = seed
        self.infoPlist = infoPlist
        self.navigation = navigation
        self.tabBar = tabBar
        self.root = root
        self.controllers = controllers
        self.xibs = xibs
        self.timers = timers
        self.supportedInterfaceOrientationsForWindow = supportedInterfaceOrientationsForWindow
        self.windowHasRootViewController = windowHasRootViewController
        self.deploymentTarget = deploymentTarget
    }

    /// The definition of `className`, or a plain `UIViewController`'s.
    public func controller(_ className: String) -> ControllerDefinition {
        controllers[className] ?? ControllerDefinition(className: className)
    }
}

/// `UISupportedInterfaceOrientations` (and `~ipad`). Absent keys take UIKit's template
/// defaults: all but upside down on phone, all on pad; an iPad without the `~ipad` key uses
/// the generic key, as iOS does.
public struct InfoPlist: Sendable, Equatable {
    public var supportedInterfaceOrientations: OrientationMask?
    public var supportedInterfaceOrientationsPad: OrientationMask?
    /// `UIRequiresFullScreen`: the iPad app opts out of multitasking (iOS 9 and later).
    public var requiresFullScreen: Bool

    public init(supportedInterfaceOrientations: OrientationMask? = nil, supportedInterfaceOrientationsPad: OrientationMask? = nil, requiresFullScreen: Bool = false) {
        self.supportedInterfaceOrientations = supportedInterfaceOrientations
        self.supportedInterfaceOrientationsPad = supportedInterfaceOrientationsPad
        self.requiresFullScreen = requiresFullScreen
    }

    /// Whether an iPad runs the app as a multitasking app: Info.plist declares all four
    /// orientations (for iPad) and does not require full screen (Apple's
    /// `supportedInterfaceOrientations` documentation; docs/semantics.md). An app that declares
    /// no orientations is not one (chosen: a multitasking app must declare them).
    public var declaresMultitasking: Bool {
        (supportedInterfaceOrientationsPad ?? supportedInterfaceOrientations) == .all && !requiresFullScreen
    }

    public func mask(for idiom: Idiom) -> OrientationMask {
        switch idiom {
        case .phone: supportedInterfaceOrientations ?? .allButUpsideDown
        case .pad: supportedInterfaceOrientationsPad ?? supportedInterfaceOrientations ?? .all
        }
    }
}

/// A `UINavigationController` wrapping the root content controller.
public struct NavigationContainer: Sendable, Equatable {
    /// `UINavigationController`, or the app's subclass.
    public var className: String
    /// Seed 001's subclass: answers iOS 6's questions with its top controller's values.
    public var forwarding: Bool
    /// "Shows Navigation Bar" unchecked in the storyboard (seed 000).
    public var navigationBarHidden: Bool
    /// The class whose instance is the navigation controller's delegate, if any: a content
    /// class (its bottom-most instance on the stack; seed 000's `APortraitViewController`) or
    /// the navigation controller's own class.
    public var delegate: String?
    /// The Interface Builder scene it was imported from, if any (informational).
    public var source: SourceReference?
    /// Whether the toolbar is hidden (UIKit's default, YES; "Shows Toolbar" in Interface
    /// Builder clears it): shown, it holds the top controller's `toolbarItems`.
    public var toolbarHidden = true
    /// `navigationBar.isTranslucent` (UIKit's default from iOS 7, YES): an opaque bar (NO)
    /// keeps a child's view below it unless the child sets `extendedLayoutIncludesOpaqueBars`
    /// (docs/semantics.md, "Opaque bars"). Bars before iOS 7 are always opaque.
    public var translucent = true
    /// `toolbar.isTranslucent` (default YES): an opaque toolbar keeps a child's view above it.
    public var toolbarTranslucent = true
    /// `navigationBar.prefersLargeTitles` (iOS 11 and later; default NO): the bar shows its top
    /// item's title large, 52 points taller, where that item's `largeTitleDisplayMode` allows
    /// (docs/semantics.md, "Large titles").
    public var prefersLargeTitles = false

    public init(className: String = "UINavigationController", forwarding: Bool = false, navigationBarHidden: Bool = false, delegate: String? = nil) {
        self.className = className
        self.forwarding = forwarding
        self.navigationBarHidden = navigationBarHidden
        self.delegate = delegate
    }
}

/// A timer of the app's timer model (seed 003's `workout`).
public struct TimerDefinition: Sendable, Equatable {
    public var id: String
    public var durationMs: Int
    public init(id: String, durationMs: Int) {
        self.id = id
        self.durationMs = durationMs
    }
}
