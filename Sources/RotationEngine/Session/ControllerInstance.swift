/// A controller instance id, `ClassName#n` (n counts instances of that class in the
/// session, from 1: seed 000 creates a new landscape controller on every push).
///
/// A class (immutable), so that copying an instance or a trace entry retains one object rather
/// than both of its strings: entries are copied on their way from the engine to the encoder.
public final class ControllerID: Sendable, Equatable, Hashable, CustomStringConvertible {
    public let className: String
    public let number: Int
    /// `ClassName#n`, made once per instance: every trace entry and layout view names its
    /// controller, so formatting it per use would allocate on the hot path.
    public let description: String

    public init(className: String, number: Int) {
        self.className = className
        self.number = number
        description = Self.format(className, number)
    }

    /// `ClassName#n` written straight into a string of its exact size: interpolation built it
    /// in steps (the number's own string, a small string grown, then copied), ~1.2k of the
    /// ~9k instructions of an alternate-landscape event, which creates a controller each
    /// turn (BENCHMARKS.md, "Engine").
    static func format(_ className: String, _ number: Int) -> String {
        String(unsafeUninitializedCapacity: className.utf8.count + 1 + DecimalText.count(number)) { buffer in
            let end = buffer.initialize(fromContentsOf: className.utf8)
            buffer[end] = UInt8(ascii: "#")
            return DecimalText.write(number, into: buffer, at: end + 1)
        }
    }

    public static func == (lhs: ControllerID, rhs: ControllerID) -> Bool {
        lhs.number == rhs.number && lhs.className == rhs.className
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(className)
        hasher.combine(number)
    }
}

/// Reference of an instance in ``SessionState/instances``; never reused within a session.
public typealias InstanceRef = Int

/// What a controller instance is in the hierarchy: a content controller, or one of UIKit's
/// containers (whose `children` are a navigation stack, bottom first, the tabs in order, or a
/// split view's primary and secondary columns).
public enum ControllerRole: Sendable, Equatable {
    case content, navigation, tabBar, split
}

/// One view controller instance and the state of its view.
public struct ControllerInstance: Sendable, Equatable {
    public let id: ControllerID
    public internal(set) var role: ControllerRole = .content
    /// `view.bounds` as the controller sees it now: {0,0,0,0} until its view is laid out.
    public internal(set) var bounds: Rect = .zero
    public internal(set) var isViewLoaded = false
    /// The containing controller (navigation controller or orientation master), nil for the
    /// window's root and for controllers that left the hierarchy.
    public internal(set) var parent: InstanceRef?
    public internal(set) var children: [InstanceRef] = []
    /// Still in the hierarchy (a popped or removed controller is not).
    public internal(set) var isAttached = true
    /// The view the controller shows when it swapped `view` (seed 002), by id.
    public internal(set) var swappedView: String?
    /// The transform the app set on its view (seed 002), in degrees; nil = the system's.
    public internal(set) var viewTransform: Int?
    /// The container view (by id, in its parent's view) an embedded child fills
    /// (docs/semantics.md, "Container views"); nil for every other controller.
    public internal(set) var containerViewID: String?
    /// A popover's source element (the tapped element's id), which it is anchored below.
    public internal(set) var popoverAnchor: String?
    /// The xib a child was loaded from (seed 003).
    public internal(set) var xib: String?
    /// That xib's view, kept with the instance: looking it up by name in the app's xibs on each
    /// of the layout's reads of the view was 3 % of seed 003's events (BENCHMARKS.md, "Engine").
    var xibView: ViewDefinition?
    /// For a controller that lays out its own subviews (docs/semantics.md): the size its view had in the
    /// most recent layout callback, and whether the interface was landscape then (which of
    /// its per-orientation layouts it applied). nil: not laid out yet (designed frames).
    public internal(set) var laidOutFor: Size?
    public internal(set) var laidOutLandscape = false
    /// Whether a view that draws itself has drawn once (its first display, docs/semantics.md "Drawing").
    public internal(set) var hasDrawn = false
    /// Whether the view has been in the window (its first appearance is over): iOS 8–12 send
    /// `traitCollectionDidChange:` when a view first enters the window.
    public internal(set) var hasEnteredWindow = false
    /// Whether a controller whose views hold constraints has had `updateViewConstraints`
    /// (once, before its first layout; docs/semantics.md, "Auto Layout").
    public internal(set) var hasUpdatedConstraints = false
    /// A navigation controller's bar state (`navigationBarHidden`).
    public internal(set) var navigationBarHidden = false
    /// A navigation controller's toolbar state (`toolbarHidden`; UIKit's default YES).
    public internal(set) var toolbarHidden = true
    /// The definition a presented container follows (nil: the app's root containers', by role).
    public internal(set) var container: PresentedContainer?
    /// A tab bar controller's `selectedIndex`.
    public internal(set) var selectedIndex = 0
    /// The tab this controller is (a tab's navigation controller or content controller); for
    /// a navigation controller it also says whose definition it follows (nil: the app's).
    public internal(set) var tabIndex: Int?
    /// The controller this one presents (docs/semantics.md), and the one presenting this one.
    public internal(set) var presented: InstanceRef?
    public internal(set) var presentedBy: InstanceRef?
    public internal(set) var presentationStyle: PresentationStyle?
    /// Apple's alternate-landscape sample's `isShowingLandscapeView` flag.
    public internal(set) var isShowingLandscapeView = false
    /// A split view controller's state (docs/semantics.md, "Split views"); nil for every other controller.
    public internal(set) var split: SplitState?
    /// Seed 000's `landscapeViewController` property: the last landscape instance pushed.
    public internal(set) var landscapeController: InstanceRef?
    /// What the app set its `supportedInterfaceOrientations` to at run time (the
    /// `setSupportedInterfaceOrientations` action), nil while it answers its class's value.
    public internal(set) var supportedOverride: OrientationMask?

    /// The class's index in the session's class table.
    let classIndex: Int

    init(id: ControllerID, classIndex: Int) {
        self.id = id
        self.classIndex = classIndex
    }
}

/// What a split view controller instance is now: collapsed or expanded, whether its primary
/// shows as an overlay (`showPrimary`), and — while collapsed onto a navigation primary —
/// where the secondary's controllers start on the primary's stack and the secondary's
/// navigation controller set aside meanwhile (docs/semantics.md, "Split views").
public struct SplitState: Sendable, Equatable {
    /// `UISplitViewController.collapsed`.
    public internal(set) var collapsed = false
    /// The primary shown over the secondary after a `showPrimary` event, until the next one
    /// or a rotation (`UISplitViewControllerDisplayModePrimaryOverlay`).
    public internal(set) var primaryOverlay = false
    /// Whether it last laid its columns out for a landscape interface (`automatic` shows the
    /// primary beside the secondary there): set at launch and when a rotation adapts it, so
    /// the columns change with the rotation's callbacks, not before.
    public internal(set) var landscape = false
    /// While collapsed onto a navigation primary: the stack index of the secondary's first
    /// controller on the primary's stack.
    public internal(set) var collapsedBase: Int?
    /// While collapsed onto a navigation primary: the secondary column's navigation
    /// controller, out of the hierarchy (its controllers are on the primary's stack).
    public internal(set) var stashedSecondary: InstanceRef?
}
