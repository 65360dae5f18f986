import Synchronization
import TimerModel

/// A view as an app designs it: an id, a kind, a text, a frame at design time and the
/// autoresizing mask that resolves it at other sizes (docs/app-format.md), or the Auto Layout
/// constraints it holds and the sizing it offers them.
public struct ViewDefinition: Sendable, Equatable {
    /// The fields live in one shared box (copy on write): views are read on every tap and
    /// layout, and a copy then costs one retain.
    struct Fields: Sendable, Equatable {
        var id: String {
            didSet { tap = TapNames(id) }
        }
        /// What a tap on the view writes to the trace, made with the id (a tap formatted the
        /// selector and built the detail each time; BENCHMARKS.md, "Engine").
        var tap = TapNames.unset
        var kind: ViewKind
        var text: String?
        var frame: Rect
        var autoresizing: Autoresizing
        var action: ElementAction?
        var timer: String?
        var children: [ViewDefinition] {
            // Kept beside the children (a set-only property: `children[i].x = …` sets it whole).
            didSet {
                someChildConditional = children.contains { $0.installation != .always }
                someDescendantScrolls = children.contains { $0.holdsScrollViews }
            }
        }
        /// Whether a view below this one scrolls (a content inset to adjust; kept as
        /// `someChildConditional` is).
        var someDescendantScrolls = false
        /// Whether a child is installed only for some size classes (or not in the base set):
        /// the layout filters children only then (BENCHMARKS.md, "Today's iOS").
        var someChildConditional = false
        var className: String? {
            didSet { scrolls = ViewDefinition.scrolls(uikitClass ?? className) }
        }
        var uikitClass: String? {
            didSet { scrolls = ViewDefinition.scrolls(uikitClass ?? className) }
        }
        /// Whether the view is one of UIKit's scrolling views, kept beside its classes: the
        /// layout asks it of every view it resolves from iOS 7 (docs/semantics.md, "Scroll view insets").
        var scrolls = false
        var scrollBehaviour = ScrollBehaviour()
        var constraints: [LayoutConstraint] = []
        var intrinsicContentSize: IntrinsicSize?
        var contentHuggingPriority = AxisPriorities.defaultHugging
        var contentCompressionResistancePriority = AxisPriorities.defaultCompressionResistance
        var translatesAutoresizingMaskIntoConstraints: Bool?
        var source: SourceReference?
        var stack: StackArrangement?
        var hidden = false
        var hiddenWhen: [SizeClassCondition]? {
            didSet { shownAsHiddenSays = hiddenWhen == nil && installation == .always }
        }
        /// Whether `hidden` alone says if a tap can reach the view, in every size class (no
        /// `hiddenWhen`, installed everywhere): a tap's search reads this one flag per view.
        var shownAsHiddenSays = true
        var layoutMargins: EdgeInsets?
        var alignmentRectInsets: EdgeInsets?
        var insetsLayoutMarginsFromSafeArea = true
        var preservesSuperviewLayoutMargins = false
        var layoutMarginsFollowReadableWidth = false
        var installation = Installation.always {
            didSet { shownAsHiddenSays = hiddenWhen == nil && installation == .always }
        }
        var embeds: String?
        var embeddedNavigation: NavigationContainer?
        var ios6Deltas: FrameDeltas?
    }

    private final class Box: @unchecked Sendable {
        // Mutated only while uniquely referenced (see `fields`), so sharing is safe — and
        // no access overlaps another, so the runtime's exclusivity check on each read (a
        // tenth of a tap's search for its element) is left out (BENCHMARKS.md, "Engine").
        @exclusivity(unchecked) var fields: Fields
        /// What the layout worked out from this tree (its solved constraints), dropped
        /// whenever the tree changes.
        let memo = LayoutMemo()
        init(_ fields: Fields) { self.fields = fields }
    }

    private var box: Box

    private var fields: Fields {
        get { box.fields }
        _modify {
            if !isKnownUniquelyReferenced(&box) { box = Box(box.fields) } else { box.memo.reset() }
            yield &box.fields
        }
    }

    public var id: String { get { box.fields.id } set { fields.id = newValue } }
    /// `<id>Tapped:` and its `{element}` detail.
    var tap: TapNames { box.fields.tap }
    public var kind: ViewKind { get { box.fields.kind } set { fields.kind = newValue } }
    public var text: String? { get { box.fields.text } set { fields.text = newValue } }
    /// Frame in the superview at design time; for a controller's root view, its size is the
    /// size the view was designed at (its origin is ignored).
    public var frame: Rect { get { box.fields.frame } set { fields.frame = newValue } }
    public var autoresizing: Autoresizing { get { box.fields.autoresizing } set { fields.autoresizing = newValue } }
    /// What tapping does (buttons).
    public var action: ElementAction? { get { box.fields.action } set { fields.action = newValue } }
    /// The timer a timer label shows.
    public var timer: String? { get { box.fields.timer } set { fields.timer = newValue } }
    public var children: [ViewDefinition] { get { box.fields.children } set { fields.children = newValue } }
    /// Whether some child is installed only for some size classes, or not in the base set.
    public var hasConditionalChildren: Bool { box.fields.someChildConditional }
    /// The UIKit class Interface Builder gave the view (`UITableView`): shown, and the source
    /// of the view's default alignment rectangle insets (``AlignmentInsets``).
    public var className: String? { get { box.fields.className } set { fields.className = newValue } }
    /// The UIKit class a custom `className` inherits from (`UITextField` for a
    /// `PaddedTextField`; the import writes it): the element type XCUITest reports, whether it
    /// scrolls, its default alignment insets (docs/app-format.md). Nil: `className` is UIKit's.
    public var uikitClass: String? { get { box.fields.uikitClass } set { fields.uikitClass = newValue } }
    /// The UIKit class behind the view: `uikitClass`, else `className`.
    public var effectiveUIKitClass: String? { uikitClass ?? className }

    /// UIKit's scrolling views: their content may run past them, and from iOS 7 their content
    /// inset makes room for the bars (docs/semantics.md, "Scroll view insets").
    public static let scrollingClasses: Set<String> = ["UIScrollView", "UITableView", "UICollectionView", "UITextView"]
    static func scrolls(_ uikitClass: String?) -> Bool { uikitClass.map { scrollingClasses.contains($0) } ?? false }
    /// Whether the view is one of ``scrollingClasses`` (by ``effectiveUIKitClass``).
    public var scrolls: Bool { box.fields.scrolls }
    /// Whether the view or one below it scrolls.
    public var holdsScrollViews: Bool { box.fields.scrolls || box.fields.someDescendantScrolls }
    /// How its content inset follows the bars and the safe area, when it scrolls.
    public var scrollBehaviour: ScrollBehaviour { get { box.fields.scrollBehaviour } set { fields.scrollBehaviour = newValue } }
    /// The Auto Layout constraints this view holds (docs/app-format.md, "Auto Layout").
    public var constraints: [LayoutConstraint] { get { box.fields.constraints } set { fields.constraints = newValue } }
    /// The intrinsic content size the definition gives; nil: the kind's default
    /// (``defaultIntrinsicContentSize``).
    public var intrinsicContentSize: IntrinsicSize? { get { box.fields.intrinsicContentSize } set { fields.intrinsicContentSize = newValue } }
    public var contentHuggingPriority: AxisPriorities { get { box.fields.contentHuggingPriority } set { fields.contentHuggingPriority = newValue } }
    public var contentCompressionResistancePriority: AxisPriorities { get { box.fields.contentCompressionResistancePriority } set { fields.contentCompressionResistancePriority = newValue } }
    /// `translatesAutoresizingMaskIntoConstraints` as the definition sets it; nil: UIKit's
    /// default for how the view is laid out (docs/semantics.md, "Auto Layout").
    public var translatesAutoresizingMaskIntoConstraints: Bool? { get { box.fields.translatesAutoresizingMaskIntoConstraints } set { fields.translatesAutoresizingMaskIntoConstraints = newValue } }

    /// The Interface Builder object the view was imported from, if any (informational).
    public var source: SourceReference? { get { box.fields.source } set { fields.source = newValue } }

    /// Set on a stack view (`UIStackView`): its children are its arranged subviews.
    public var stack: StackArrangement? { get { box.fields.stack } set { fields.stack = newValue } }
    /// UIKit's `hidden`: a tap does not reach the view or its subviews, and as a stack view's
    /// arranged subview it takes no space (docs/app-format.md).
    public var hidden: Bool { get { box.fields.hidden } set { fields.hidden = newValue } }
    /// From iOS 8: hidden exactly when the size classes match one of these (Interface
    /// Builder's `hidden` size-class variations, docs/app-format.md "Size classes"); nil:
    /// `hidden` in every size class. `hidden` alone holds before iOS 8.
    public var hiddenWhen: [SizeClassCondition]? { get { box.fields.hiddenWhen } set { fields.hiddenWhen = newValue } }

    /// Whether the view is hidden for these size classes (nil: before iOS 8).
    /// (`sizeClasses` is worked out only for a view whose `hidden` varies: the layout asks
    /// this of every view it resolves.)
    public func isHidden(in sizeClasses: @autoclosure () -> SizeClasses?) -> Bool {
        guard let when = box.fields.hiddenWhen, let sizeClasses = sizeClasses() else { return box.fields.hidden }
        return when.contains { $0.matches(sizeClasses) }
    }

    /// Whether a tap can reach the view for these size classes: it is installed and not hidden.
    public func isShown(in sizeClasses: @autoclosure () -> SizeClasses?) -> Bool {
        if box.fields.shownAsHiddenSays { return !box.fields.hidden }
        let sizeClasses = sizeClasses()
        return !isHidden(in: sizeClasses) && box.fields.installation.isInstalled(in: sizeClasses)
    }

    /// UIKit's `layoutMargins` as the definition sets them; nil: UIKit's default (8 points on
    /// each side, a controller's root view its system minimum; docs/semantics.md, "Guides").
    public var layoutMargins: EdgeInsets? { get { box.fields.layoutMargins } set { fields.layoutMargins = newValue } }
    /// UIKit's `alignmentRectInsets` as the definition sets them; nil: the class's
    /// (``effectiveAlignmentRectInsets``).
    public var alignmentRectInsets: EdgeInsets? { get { box.fields.alignmentRectInsets } set { fields.alignmentRectInsets = newValue } }
    /// The insets from the frame to the alignment rectangle, the rectangle Auto Layout's
    /// constraints, intrinsic sizes and stack views act on: the definition's, else the class's
    /// default (``AlignmentInsets/byClass``: UISwitch's), else none (docs/semantics.md,
    /// "Alignment rectangles").
    public var effectiveAlignmentRectInsets: EdgeInsets {
        alignmentRectInsets ?? AlignmentInsets.defaults(forClass: effectiveUIKitClass)
    }
    /// `insetsLayoutMarginsFromSafeArea` (iOS 11, default true): the margins lie inside the safe area.
    public var insetsLayoutMarginsFromSafeArea: Bool { get { box.fields.insetsLayoutMarginsFromSafeArea } set { fields.insetsLayoutMarginsFromSafeArea = newValue } }
    /// `preservesSuperviewLayoutMargins` (iOS 8, default false): the margins reach at least as
    /// far in as the superview's where the view is near its superview's edge.
    public var preservesSuperviewLayoutMargins: Bool { get { box.fields.preservesSuperviewLayoutMargins } set { fields.preservesSuperviewLayoutMargins = newValue } }
    /// `layoutMarginsFollowReadableWidth` (iOS 9, default false): the margins widen to keep
    /// what lies between them within the readable width.
    public var layoutMarginsFollowReadableWidth: Bool { get { box.fields.layoutMarginsFollowReadableWidth } set { fields.layoutMarginsFollowReadableWidth = newValue } }
    /// The size classes the view is installed in: a view not installed is not in the view tree
    /// (docs/app-format.md, "Size classes").
    public var installation: Installation { get { box.fields.installation } set { fields.installation = newValue } }

    /// A container view's embedded controller class (`containerView` + `embed` segue): an
    /// instance is created when the owning controller's view loads, its view filling this
    /// view (docs/semantics.md, "Container views").
    public var embeds: String? { get { box.fields.embeds } set { fields.embeds = newValue } }

    /// The navigation controller a container view embeds, `embeds` being its root class (an
    /// `embed` segue to a `UINavigationController`; docs/semantics.md, "Container views"); nil
    /// when it embeds the content controller itself.
    public var embeddedNavigation: NavigationContainer? { get { box.fields.embeddedNavigation } set { fields.embeddedNavigation = newValue } }

    /// Xcode 5's "iOS 6/7 Deltas": how the frame differs on iOS 6 and earlier, where it is
    /// applied at launch (docs/app-format.md; `ViewDefinition+IOS6Deltas.swift`).
    public var ios6Deltas: FrameDeltas? { get { box.fields.ios6Deltas } set { fields.ios6Deltas = newValue } }

    /// The container views of this tree that embed a controller, depth first (installed or not).
    public var containerViews: [ViewDefinition] {
        (embeds != nil ? [self] : []) + children.flatMap(\.containerViews)
    }

    /// The memo the layout keeps for this tree; a new tree (any change) starts empty.
    package var layoutMemo: LayoutMemo { box.memo }

    /// The intrinsic content size the view offers Auto Layout, the size of its alignment
    /// rectangle: the definition's, else a label's or button's designed size (Swivel measures
    /// no text; its designed frame shrunk by its alignment insets), else none.
    public var effectiveIntrinsicContentSize: IntrinsicSize? {
        if let intrinsicContentSize { return intrinsicContentSize }
        switch kind {
        case .label, .button:
            let insets = effectiveAlignmentRectInsets
            guard insets != .zero else { return IntrinsicSize(width: frame.width, height: frame.height) }
            let rect = AlignmentInsets.alignmentRect(forFrame: frame, insets: insets)
            return IntrinsicSize(width: rect.width, height: rect.height)
        case .view, .timerLabel, .drawing, .cell: return nil
        }
    }

    /// Whether this view or any view below it holds a constraint (iOS 5 cannot load such a
    /// tree; iOS 6 sends `updateViewConstraints` before its first layout). A stack view holds
    /// the constraints it makes for its arranged subviews, as UIKit's does.
    /// Whether the tree holds a stack view (`UIStackView`, iOS 9).
    public var holdsStackViews: Bool {
        stack != nil || children.contains { $0.holdsStackViews }
    }

    public var holdsConstraints: Bool {
        !constraints.isEmpty || stack != nil || children.contains { $0.holdsConstraints }
    }

    public init(
        id: String, kind: ViewKind = .view, text: String? = nil, frame: Rect = .zero,
        autoresizing: Autoresizing = [], action: ElementAction? = nil, timer: String? = nil,
        children: [ViewDefinition] = []
    ) {
        box = Box(Fields(id: id, kind: kind, text: text, frame: frame, autoresizing: autoresizing, action: action, timer: timer, children: children))
        box.fields.tap = TapNames(id)
        box.fields.someChildConditional = children.contains { $0.installation != .always }
        box.fields.someDescendantScrolls = children.contains { $0.holdsScrollViews }
    }

    public static func == (lhs: ViewDefinition, rhs: ViewDefinition) -> Bool {
        lhs.box === rhs.box || lhs.box.fields == rhs.box.fields
    }

    /// This view and every view below it that is installed and not hidden for these size
    /// classes (nor inside a view that is not), depth first: the views a tap can reach.
    public func shownViews(in sizeClasses: SizeClasses?) -> [ViewDefinition] {
        var result: [ViewDefinition] = []
        appendShownViews(to: &result, in: sizeClasses)
        return result
    }

    /// Appends `shownViews(in:)` to `views` (one array for the whole walk).
    func appendShownViews(to views: inout [ViewDefinition], in sizeClasses: SizeClasses?) {
        guard isShown(in: sizeClasses) else { return }
        views.append(self)
        for child in children { child.appendShownViews(to: &views, in: sizeClasses) }
    }

    /// This view and every view below it, depth first.
    public func allViews() -> [ViewDefinition] {
        var result = [self]
        for child in children { result += child.allViews() }
        return result
    }
}

public enum ViewKind: String, Sendable, Equatable, CaseIterable {
    /// `cell`: a table view's row (`UITableViewCell`): laid out as a view; the subview that is its
    /// content view takes UIKit's cell margins (docs/semantics.md, "Table cells").
    case view, label, button, timerLabel, drawing, cell

    /// The name as a literal, for writers that copy it without building a `String` (as
    /// `InterfaceOrientation.staticName`): every view of every snapshot names its kind.
    public var staticName: StaticString {
        switch self {
        case .view: "view"
        case .label: "label"
        case .button: "button"
        case .timerLabel: "timerLabel"
        case .drawing: "drawing"
        case .cell: "cell"
        }
    }
}

/// A slot where the layout keeps what it worked out from one view tree (the solved Auto Layout
/// of each bounds it was asked for), so a tree is solved once per bounds rather than once per
/// request. Visible to the package only: a cache, not part of the model.
package final class LayoutMemo: Sendable {
    private let slot = Mutex<(any AnyObject & Sendable)?>(nil)

    package init() {}

    /// The memo's value of type `T`, made by `make` the first time.
    package func value<T: AnyObject & Sendable>(_ make: () -> T) -> T {
        slot.withLock { current in
            if let existing = current as? T { return existing }
            let made = make()
            current = made
            return made
        }
    }

    func reset() { slot.withLock { $0 = nil } }
}

/// `UIViewAutoresizing`: the six flexible parts.
public struct Autoresizing: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let flexibleLeftMargin = Autoresizing(rawValue: 1 << 0)
    public static let flexibleWidth = Autoresizing(rawValue: 1 << 1)
    public static let flexibleRightMargin = Autoresizing(rawValue: 1 << 2)
    public static let flexibleTopMargin = Autoresizing(rawValue: 1 << 3)
    public static let flexibleHeight = Autoresizing(rawValue: 1 << 4)
    public static let flexibleBottomMargin = Autoresizing(rawValue: 1 << 5)

    public static let named: [(name: String, value: Autoresizing)] = [
        ("flexibleLeftMargin", .flexibleLeftMargin), ("flexibleWidth", .flexibleWidth),
        ("flexibleRightMargin", .flexibleRightMargin), ("flexibleTopMargin", .flexibleTopMargin),
        ("flexibleHeight", .flexibleHeight), ("flexibleBottomMargin", .flexibleBottomMargin),
    ]
    public var names: [String] { Self.named.filter { contains($0.value) }.map(\.name) }
}

/// What tapping an element does.
public enum ElementAction: Sendable, Equatable {
    /// Push a new instance of the class (a push segue or `pushViewController:animated:`).
    case push(className: String, animated: Bool)
    /// `showViewController:sender:` of a new instance of the class (a `show` segue, iOS 8):
    /// pushed when the element's controller is in a navigation controller, presented
    /// (`UIModalPresentationAutomatic`) when it is not (docs/semantics.md, "Push and pop").
    case show(className: String, animated: Bool)
    /// `popViewControllerAnimated:`.
    case pop(animated: Bool)
    /// `showDetailViewController:sender:` of a new instance of the class (a `showDetail`
    /// segue): it replaces a split view's secondary, or is pushed while the split view is
    /// collapsed (docs/semantics.md, "Split views").
    case showDetail(className: String, animated: Bool)
    /// Start, pause or reset a timer of the timer model (through the master, seed 003).
    case timer(id: String, action: TimerAction)
    /// `presentViewController:animated:completion:` of a new instance of the class (docs/semantics.md);
    /// with a container, of a new navigation controller with that root or of a tab bar
    /// controller (the class is then the tab bar controller's).
    case present(className: String, style: PresentationStyle, animated: Bool, container: PresentedContainer? = nil)
    /// An unwind segue: the nearest controller on the path back whose class implements the
    /// action gets it, then what covers it is dismissed and its navigation controller pops to it
    /// (docs/semantics.md, "Unwind segues").
    case unwind(action: String, animated: Bool)
    /// `dismissViewControllerAnimated:completion:` on the element's controller.
    case dismiss(animated: Bool)
    /// `[UIViewController attemptRotationToDeviceOrientation]` (seed 001's stuck-landscape fix).
    case attemptRotation
    /// The app changes what a controller class answers to `supportedInterfaceOrientations`,
    /// then tells UIKit (docs/app-format.md, "Orientation requests").
    case setSupportedInterfaceOrientations(className: String, orientations: OrientationMask, then: OrientationUpdate)
    /// iOS 16's `UIWindowScene.requestGeometryUpdate(.iOS(interfaceOrientations:))`.
    case requestGeometryUpdate(orientations: OrientationMask)
    /// The key-value hack `[[UIDevice currentDevice] setValue:@(orientation) forKey:@"orientation"]`.
    case setDeviceOrientation(DeviceOrientation)
}

extension ElementAction {
    /// The action's `type` in the app format (docs/app-format.md).
    public var name: String {
        switch self {
        case .push: "push"
        case .show: "show"
        case .pop: "pop"
        case .showDetail: "showDetail"
        case .timer: "timer"
        case .present: "present"
        case .unwind: "unwind"
        case .dismiss: "dismiss"
        case .attemptRotation: "attemptRotation"
        case .setSupportedInterfaceOrientations: "setSupportedInterfaceOrientations"
        case .requestGeometryUpdate: "requestGeometryUpdate"
        case .setDeviceOrientation: "setDeviceOrientation"
        }
    }
}

/// How an app tells UIKit that its supported orientations changed.
public enum OrientationUpdate: String, Sendable, Equatable, CaseIterable {
    /// `setNeedsUpdateOfSupportedInterfaceOrientations` (iOS 16).
    case setNeedsUpdate
    /// `attemptRotationToDeviceOrientation` (iOS 5; deprecated on 16 but working).
    case attemptRotation
    /// Nothing: the change waits for the next question.
    case nothing
}

/// The trace entry a tap on a view makes: the action method `<id>Tapped:` with `{element: id}`.
struct TapNames: Sendable, Equatable {
    let callback: String
    let detail: TraceDetail

    init(_ id: String) {
        callback = id + "Tapped:"
        detail = ["element": .string(id)]
    }

    /// Before the id is set (one shared value, not an allocation per view).
    static let unset = TapNames("")
}
