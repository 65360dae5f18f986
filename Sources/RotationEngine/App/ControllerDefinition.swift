/// One view controller class of an app: how it answers the rotation questions, what its
/// views are, and which seed strategy (if any) it runs.
public struct ControllerDefinition: Sendable, Equatable {
    /// The fields live in one shared box (copy on write): the engine reads definitions on
    /// every callback, and a copy then costs one retain instead of one per field.
    struct Fields: Sendable, Equatable {
        var className: String
        var title: String?
        var supportedInterfaceOrientations: OrientationMask?
        var shouldAutorotate: Bool?
        var autorotation: LegacyAutorotation
        var view: ViewDefinition
        var landscapeView: ViewDefinition?
        var views: [String: ViewDefinition]
        var navigationBarHiddenOnAppear: Bool?
        var redrawsOnRotation: Bool
        var observesOrientation: Bool
        var behaviour: Behaviour?
        var designedFor: OrientationMask?
        var preferredPresentationOrientation: InterfaceOrientation?
        var attemptsRotationOnAppear: Bool
        var layoutIn: LayoutCallbacks?
        var wantsFullScreenLayout = false
        var extendedLayoutIncludesOpaqueBars = false
        var automaticallyAdjustsScrollViewInsets = true
        var largeTitleDisplayMode = LargeTitleDisplayMode.automatic
        var rotationCallbacks: RotationCallbacks?
        var navigationControllerSupportedInterfaceOrientations: OrientationMask?
        var source: SourceReference?
        var barItems = BarItems()
        var unwindActions: [String] = []
        var segues: [PerformableSegue] = []
        var preferredContentSize: Size?
    }

    private final class Box: @unchecked Sendable {
        // Mutated only while uniquely referenced (see `fields`), so sharing is safe — and
        // no access overlaps another, so the runtime's exclusivity check on each read (a
        // tenth of a tap's search for its element) is left out (BENCHMARKS.md, "Engine").
        @exclusivity(unchecked) var fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    private var box: Box

    private var fields: Fields {
        get { box.fields }
        _modify {
            if !isKnownUniquelyReferenced(&box) { box = Box(box.fields) }
            yield &box.fields
        }
    }

    public var className: String { get { box.fields.className } set { fields.className = newValue } }
    /// `preferredContentSize`: a popover's size (docs/semantics.md, "Popovers"); nil: 320 × 480.
    public var preferredContentSize: Size? { get { box.fields.preferredContentSize } set { fields.preferredContentSize = newValue } }
    public var title: String? { get { box.fields.title } set { fields.title = newValue } }
    /// iOS 6 `supportedInterfaceOrientations`; nil = UIKit's default (all but upside down
    /// on phone, all on pad).
    public var supportedInterfaceOrientations: OrientationMask? { get { box.fields.supportedInterfaceOrientations } set { fields.supportedInterfaceOrientations = newValue } }
    /// iOS 6 `shouldAutorotate`; nil = UIKit's default YES.
    public var shouldAutorotate: Bool? { get { box.fields.shouldAutorotate } set { fields.shouldAutorotate = newValue } }
    /// iOS 5 `shouldAutorotateToInterfaceOrientation:`.
    public var autorotation: LegacyAutorotation { get { box.fields.autorotation } set { fields.autorotation = newValue } }
    /// The main view: its root is the controller's `view`, designed at the root's frame size.
    public var view: ViewDefinition { get { box.fields.view } set { fields.view = newValue } }
    /// Per-orientation layouts replacing autoresizing (a xib per orientation), if any.
    public var landscapeView: ViewDefinition? { get { box.fields.landscapeView } set { fields.landscapeView = newValue } }
    /// Other views the controller owns (seed 002's `portraitView` / `landscapeView`), by id.
    public var views: [String: ViewDefinition] { get { box.fields.views } set { fields.views = newValue } }
    /// What `viewWillAppear:` asks of the navigation bar (seed 000's B un-hides it).
    public var navigationBarHiddenOnAppear: Bool? { get { box.fields.navigationBarHiddenOnAppear } set { fields.navigationBarHiddenOnAppear = newValue } }
    /// The view draws itself (`drawRect:`): when first displayed and on every rotation
    /// (seed 000's B; docs/semantics.md, "Drawing").
    public var redrawsOnRotation: Bool { get { box.fields.redrawsOnRotation } set { fields.redrawsOnRotation = newValue } }
    /// Registered for `UIDeviceOrientationDidChangeNotification` (`orientationChanged:`).
    public var observesOrientation: Bool { get { box.fields.observesOrientation } set { fields.observesOrientation = newValue } }
    public var behaviour: Behaviour? { get { box.fields.behaviour } set { fields.behaviour = newValue } }
    /// The interface orientations the controller's views were designed for (seed 000's
    /// portrait and landscape A, seed 001's portrait-only Locked). Changes no behaviour: the
    /// explorer reads it (`undesignedOrientation`); nil = designed for every orientation.
    public var designedFor: OrientationMask? { get { box.fields.designedFor } set { fields.designedFor = newValue } }

    /// iOS 6's `preferredInterfaceOrientationForPresentation`, if the controller implements it.
    public var preferredPresentationOrientation: InterfaceOrientation? { get { box.fields.preferredPresentationOrientation } set { fields.preferredPresentationOrientation = newValue } }
    /// Calls `attemptRotationToDeviceOrientation` at the end of its `viewDidAppear:`.
    public var attemptsRotationOnAppear: Bool { get { box.fields.attemptsRotationOnAppear } set { fields.attemptsRotationOnAppear = newValue } }

    /// Where the controller lays out its view's direct subviews (docs/semantics.md); nil: they follow
    /// their superview by autoresizing.
    public var layoutIn: LayoutCallbacks? { get { box.fields.layoutIn } set { fields.layoutIn = newValue } }

    /// iOS 5/6's `wantsFullScreenLayout`: as the window's root or presented full screen, its
    /// view covers the status bar's area too (Apple's *Alternate Views* landscape controller).
    public var wantsFullScreenLayout: Bool { get { box.fields.wantsFullScreenLayout } set { fields.wantsFullScreenLayout = newValue } }

    /// `automaticallyAdjustsScrollViewInsets` (iOS 7, UIKit's default YES): from iOS 7 to 10 its
    /// navigation or tab bar controller insets the content of its content scroll view (its view,
    /// else its view's first subview, when it scrolls) by its layout guides; from iOS 11 it only
    /// keeps `automatic`'s adjustment of a content scroll view in a navigation controller
    /// (docs/semantics.md, "Scroll view insets").
    public var automaticallyAdjustsScrollViewInsets: Bool {
        get { box.fields.automaticallyAdjustsScrollViewInsets }
        set { fields.automaticallyAdjustsScrollViewInsets = newValue }
    }

    /// `extendedLayoutIncludesOpaqueBars` (iOS 7 and later; UIKit's default NO): whether its
    /// view still extends under an opaque navigation bar, toolbar or tab bar, as it does under
    /// a translucent one (docs/semantics.md, "Opaque bars").
    public var extendedLayoutIncludesOpaqueBars: Bool {
        get { box.fields.extendedLayoutIncludesOpaqueBars }
        set { fields.extendedLayoutIncludesOpaqueBars = newValue }
    }
    /// Its `navigationItem.largeTitleDisplayMode` (iOS 11 and later; UIKit's default
    /// `automatic`): whether a navigation bar that prefers large titles shows its title large
    /// while it is the top controller (docs/semantics.md, "Large titles").
    public var largeTitleDisplayMode: LargeTitleDisplayMode {
        get { box.fields.largeTitleDisplayMode }
        set { fields.largeTitleDisplayMode = newValue }
    }
    /// The Interface Builder scene the controller was imported from, if any (informational).
    public var source: SourceReference? { get { box.fields.source } set { fields.source = newValue } }

    /// Its `navigationItem`'s left and right bar button items and its `toolbarItems`: elements
    /// of the bars, shown while it is the top of a navigation controller (docs/app-format.md).
    public var barItems: BarItems { get { box.fields.barItems } set { fields.barItems = newValue } }
    /// The unwind actions the class implements (`- (IBAction)unwindToX:(UIStoryboardSegue *)`):
    /// an `unwind` action stops at the nearest controller on the path back that has it.
    public var unwindActions: [String] { get { box.fields.unwindActions } set { fields.unwindActions = newValue } }
    /// The segues its code can perform by identifier (`performSegueWithIdentifier:sender:`), in
    /// the file's order: every identified segue of its scene (docs/semantics.md, "Segues performed in code").
    public var segues: [PerformableSegue] { get { box.fields.segues } set { fields.segues = newValue } }

    /// The action of the segue `identifier` its code can perform, if it has one.
    public func segue(_ identifier: String) -> ElementAction? {
        box.fields.segues.first { $0.identifier == identifier }?.action
    }

    /// Which rotation callbacks the controller gets on iOS 8 and later: the iOS 5/6 trio that
    /// `UIViewController`'s own `viewWillTransitionToSize:` forwards to, or none (it overrides
    /// `viewWillTransitionToSize:`). nil: by the app's deployment target (docs/semantics.md).
    public var rotationCallbacks: RotationCallbacks? { get { box.fields.rotationCallbacks } set { fields.rotationCallbacks = newValue } }

    /// As a navigation controller's delegate (iOS 7): what its
    /// `navigationControllerSupportedInterfaceOrientations:` answers for the navigation controller.
    public var navigationControllerSupportedInterfaceOrientations: OrientationMask? {
        get { box.fields.navigationControllerSupportedInterfaceOrientations }
        set { fields.navigationControllerSupportedInterfaceOrientations = newValue }
    }

    /// Whether any view the controller's nib holds (its view, per-orientation layout, other
    /// views) has Auto Layout constraints: iOS 5 cannot unarchive them.
    public var holdsConstraints: Bool {
        view.holdsConstraints || landscapeView?.holdsConstraints == true || views.values.contains { $0.holdsConstraints }
    }

    /// Whether any view the controller's nib holds is a stack view: before iOS 9 it cannot be
    /// unarchived.
    public var holdsStackViews: Bool {
        view.holdsStackViews || landscapeView?.holdsStackViews == true || views.values.contains { $0.holdsStackViews }
    }

    /// Whether the controller implements iOS 5's `shouldAutorotateToInterfaceOrientation:`.
    public var implementsLegacyAutorotation: Bool {
        if case .notImplemented = autorotation { return false }
        return true
    }

    public init(
        className: String, title: String? = nil, supportedInterfaceOrientations: OrientationMask? = nil,
        shouldAutorotate: Bool? = nil, autorotation: LegacyAutorotation = .notImplemented,
        view: ViewDefinition? = nil, landscapeView: ViewDefinition? = nil, views: [String: ViewDefinition] = [:],
        navigationBarHiddenOnAppear: Bool? = nil, redrawsOnRotation: Bool = false,
        observesOrientation: Bool = false, behaviour: Behaviour? = nil, designedFor: OrientationMask? = nil,
        preferredPresentationOrientation: InterfaceOrientation? = nil, attemptsRotationOnAppear: Bool = false,
        layoutIn: LayoutCallbacks? = nil
    ) {
        box = Box(Fields(
            className: className, title: title, supportedInterfaceOrientations: supportedInterfaceOrientations,
            shouldAutorotate: shouldAutorotate, autorotation: autorotation, view: view ?? ViewDefinition(id: "view"),
            landscapeView: landscapeView, views: views, navigationBarHiddenOnAppear: navigationBarHiddenOnAppear,
            redrawsOnRotation: redrawsOnRotation, observesOrientation: observesOrientation, behaviour: behaviour,
            designedFor: designedFor, preferredPresentationOrientation: preferredPresentationOrientation,
            attemptsRotationOnAppear: attemptsRotationOnAppear, layoutIn: layoutIn
        ))
    }

    public static func == (lhs: ControllerDefinition, rhs: ControllerDefinition) -> Bool {
        lhs.box === rhs.box || lhs.box.fields == rhs.box.fields
    }
}

/// What a controller implements for rotation on iOS 8 and later (docs/semantics.md).
public enum RotationCallbacks: String, Sendable, Equatable, CaseIterable {
    /// `willRotateToInterfaceOrientation:duration:`, `willAnimateRotation…` and
    /// `didRotateFromInterfaceOrientation:`, forwarded by UIKit's `viewWillTransitionToSize:`.
    case legacy
    /// It overrides `viewWillTransitionToSize:withTransitionCoordinator:`: the trio never comes.
    case sizeTransitions
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
    /// Apple's *Creating an Alternate Landscape Interface* (which seed 000 adapts): in
    /// `orientationChanged:`, present a new landscape controller full screen when the device is
    /// landscape and `isShowingLandscapeView` is NO; dismiss when it is portrait (upside down
    /// counts) and the flag is YES. The flag is set either way, as the sample code does.
    case alternateLandscapeModal(landscapeClass: String)
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

/// A segue a controller's code performs by identifier (`performSegueWithIdentifier:sender:`,
/// the `performSegue` event): what it does is an element action's transition — `push`, `show`,
/// `showDetail`, `present` or `unwind` (docs/semantics.md, "Segues performed in code"; docs/app-format.md, "The file's navigation").
public struct PerformableSegue: Sendable, Equatable {
    public var identifier: String
    public var action: ElementAction

    public init(identifier: String, action: ElementAction) {
        self.identifier = identifier
        self.action = action
    }

    /// Whether an action is a segue's transition (the kinds a `segues` entry may hold).
    public static func isTransition(_ action: ElementAction) -> Bool {
        switch action {
        case .push, .show, .showDetail, .present, .unwind: true
        case .pop, .dismiss, .attemptRotation, .setSupportedInterfaceOrientations, .requestGeometryUpdate, .setDeviceOrientation, .timer: false
        }
    }
}
