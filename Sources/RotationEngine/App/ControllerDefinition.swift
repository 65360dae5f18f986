/// One view controller class of an app: how it answers the rotation questions, what its
/// views are, and which seed strategy (if any) it runs.
public struct ControllerDefinition: Sendable, Equatable {
    public var className: String
    public var title: String?
    /// iOS 6 `supportedInterfaceOrientations`; nil = UIKit's default (all but upside down
    /// on phone, all on pad).
    public var supportedInterfaceOrientations: OrientationMask?
    /// iOS 6 `shouldAutorotate`; nil = UIKit's default YES.
    public var shouldAutorotate: Bool?
    /// iOS 5 `shouldAutorotateToInterfaceOrientation:`.
    public var autorotation: LegacyAutorotation
    /// The main view: its root is the controller's `view`, designed at the root's frame size.
    public var view: ViewDefinition
    /// Per-orientation layouts replacing autoresizing (a xib per orientation), if any.
    public var landscapeView: ViewDefinition?
    /// Other views the controller owns (seed 002's `portraitView` / `landscapeView`), by id.
    public var views: [String: ViewDefinition]
    /// What `viewWillAppear:` asks of the navigation bar (seed 000's B un-hides it).
    public var navigationBarHiddenOnAppear: Bool?
    /// The view redraws itself (`drawRect:`) when rotated (seed 000's B).
    public var redrawsOnRotation: Bool
    /// Registered for `UIDeviceOrientationDidChangeNotification` (`orientationChanged:`).
    public var observesOrientation: Bool
    public var behaviour: Behaviour?

    public init(
        className: String, title: String? = nil, supportedInterfaceOrientations: OrientationMask? = nil,
        shouldAutorotate: Bool? = nil, autorotation: LegacyAutorotation = .notImplemented,
        view: ViewDefinition? = nil, landscapeView: ViewDefinition? = nil, views: [String: ViewDefinition] = [:],
        navigationBarHiddenOnAppear: Bool? = nil, redrawsOnRotation: Bool = false,
        observesOrientation: Bool = false, behaviour: Behaviour? = nil
    ) {
        self.className = className
        self.title = title
        self.supportedInterfaceOrientations = supportedInterfaceOrientations
        self.shouldAutorotate = shouldAutorotate
        self.autorotation = autorotation
        self.view = view ?? ViewDefinition(id: "view")
        self.landscapeView = landscapeView
        self.views = views
        self.navigationBarHiddenOnAppear = navigationBarHiddenOnAppear
        self.redrawsOnRotation = redrawsOnRotation
        self.observesOrientation = observesOrientation
        self.behaviour = behaviour
    }
}

/// How a controller answers iOS 5's `shouldAutorotateToInterfaceOrientation:`.
public enum LegacyAutorotation: Sendable, Equatable {
    /// Not implemented: UIKit's default answers YES for portrait only.
    case notImplemented
    /// Answers with the app's Info.plist orientations (the built-in apps' controllers).
    case infoPlist
    /// Answers YES for exactly these orientations.
    case orientations(OrientationMask)
}

/// The seed strategies, as named behaviours a controller can run.
public enum Behaviour: Sendable, Equatable {
    /// Seed 000: push a new landscape controller on landscape, pop it on portrait
    /// (`swapControllersIfNeeded`, run on every orientation notification and every
    /// `didShowViewController`).
    case alternateLandscape(landscapeClass: String)
    /// Seed 002: in `didRotateFromInterfaceOrientation:` swap `view` for the landscape or
    /// portrait view, set its transform (±90°/0°) and restore the bounds.
    case viewSwap(ViewSwap)
    /// Seed 003: in `willAnimateRotationToInterfaceOrientation:` replace the child
    /// controller with a new one loaded from the xib `xibNameForDeviceAndRotation:` picks.
    case orientationMaster(OrientationMaster)
}

public struct ViewSwap: Sendable, Equatable {
    public var portraitView: String
    public var landscapeView: String
    /// The seed sets the transform; false shows the problem it warns about.
    public var setsTransform: Bool
    public init(portraitView: String, landscapeView: String, setsTransform: Bool = true) {
        self.portraitView = portraitView
        self.landscapeView = landscapeView
        self.setsTransform = setsTransform
    }
}

public struct OrientationMaster: Sendable, Equatable {
    /// The child class (`XTMViewController`), also the stem of the xib names.
    public var childClass: String
    /// On iPad, call `willAnimateRotation…` from `viewDidAppear:` (iPads don't send it at launch).
    public var callsWillAnimateOnPadLaunch: Bool
    public init(childClass: String, callsWillAnimateOnPadLaunch: Bool = true) {
        self.childClass = childClass
        self.callsWillAnimateOnPadLaunch = callsWillAnimateOnPadLaunch
    }
}
