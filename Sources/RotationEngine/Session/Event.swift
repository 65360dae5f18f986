import TimerModel

/// What a client can do to a session (Config/openapi.json).
public enum Event: Sendable, Equatable {
    /// The device turns to a new **device** orientation.
    case rotate(DeviceOrientation)
    /// A tap on the element with this id.
    case tap(element: String)
    /// A tap on the navigation bar's back button: the window's, or — when it shows none — that
    /// of the front-most navigation controller embedded in a container view in front.
    case back
    /// A tap on the back button of the navigation controller `navigation` (an instance id,
    /// `UINavigationController#2`, or its class): an embedded one's bar in front, or the window's
    /// (docs/semantics.md, "Container views").
    case backIn(navigation: String)
    /// A timer action sent directly to the timer model.
    case timer(id: String, action: TimerAction)
    /// The virtual clock moves forward.
    case advance(ms: Int)
    /// A tap on the tab bar's item `index` (docs/semantics.md).
    case selectTab(index: Int)
    /// The split view's display mode button: the hidden primary column shows over the
    /// secondary (docs/semantics.md, "Split views").
    case showPrimary
    /// The app's code performs a segue by its identifier (`performSegueWithIdentifier:sender:`):
    /// ``performSegue(identifier:controller:)``.
    case performSegue(SegueRequest)

    /// The app's code performs the segue `identifier` (`performSegueWithIdentifier:sender:`) from
    /// the front-most controller in front that has it, or from the one named by `controller` (a
    /// class name or an instance id, `Class#n`) (docs/semantics.md, "Segues performed in code").
    public static func performSegue(identifier: String, controller: String?) -> Event {
        .performSegue(SegueRequest(identifier: identifier, controller: controller))
    }
    /// The app's code runs an action — an element action's grammar: a push, a presentation, a
    /// dismissal, iOS 16's `requestGeometryUpdate`… — from the front-most controller in front, or
    /// from the one named (docs/semantics.md, "Actions performed in code").
    case perform(CodeAction)
}

/// What a `perform` event runs, with the action's JSON as the client sent it, serialized (what
/// the log keeps; the engine reads `action` only). A class, as ``SegueRequest``: `Event` stays
/// one reference wide.
public final class CodeAction: Sendable, Equatable {
    public let action: ElementAction
    public let json: [UInt8]
    public let controller: String?

    public init(action: ElementAction, json: [UInt8], controller: String?) {
        self.action = action
        self.json = json
        self.controller = controller
    }

    public static func == (lhs: CodeAction, rhs: CodeAction) -> Bool {
        lhs.action == rhs.action && lhs.json == rhs.json && lhs.controller == rhs.controller
    }
}

/// What a `performSegue` event names. A class: the event stays one reference wide, so the events
/// every app sends (rotations, taps) are copied as cheaply as before it existed — two strings
/// inline made every `Event` copy go through the runtime's value witnesses (BENCHMARKS.md, "Engine").
public final class SegueRequest: Sendable, Equatable {
    public let identifier: String
    public let controller: String?

    public init(identifier: String, controller: String?) {
        self.identifier = identifier
        self.controller = controller
    }

    public static func == (lhs: SegueRequest, rhs: SegueRequest) -> Bool {
        lhs.identifier == rhs.identifier && lhs.controller == rhs.controller
    }
}

/// Why an event was refused; nothing changed. Each case carries what the client can fix.
public enum EventRejection: Error, Sendable, Equatable {
    /// The session crashed earlier; it only answers reads.
    case sessionCrashed
    /// The element is not on screen; `onScreen` lists the ids that are.
    case elementNotOnScreen(element: String, onScreen: [String])
    /// The element is on screen but tapping it does nothing.
    case elementNotTappable(element: String)
    /// No back button: the bar is hidden or nothing is below the top controller.
    case noBackButton(navigationBarHidden: Bool, depth: Int)
    /// `backIn` named no navigation controller whose bar is in front; `inFront` lists those that are.
    case noSuchNavigation(navigation: String, inFront: [String])
    /// `perform` named no controller in front; `inFront` lists those that are, front-most first.
    case noSuchController(controller: String, inFront: [String])
    /// The app has no timer with this id.
    case unknownTimer(id: String, known: [String])
    /// `advance` needs a non-negative number of milliseconds.
    case negativeAdvance(ms: Int)
    /// `selectTab` needs a tab bar on screen in front (none, or covered by a presentation).
    case noTabBar
    /// `selectTab` named a tab the tab bar does not have.
    case tabIndexOutOfRange(index: Int, count: Int)
    /// `showPrimary` needs a split view in front whose primary column is hidden.
    case noHiddenPrimary
    /// The tap would push onto a navigation stack, or present over a chain, already this deep.
    case tooDeep(what: String, limit: Int)
    /// No controller in front (or none named `controller`) has a segue `identifier`; `available`
    /// lists, for each controller in front, front-most first, the segues its code can perform.
    case unknownSegue(identifier: String, controller: String?, available: [AvailableSegues])
}

/// The segues a controller in front can perform in code (an `unknownSegue` refusal lists them).
public struct AvailableSegues: Sendable, Equatable {
    /// The controller's instance id (`Class#n`).
    public let controller: String
    public let identifiers: [String]

    public init(controller: String, identifiers: [String]) {
        self.controller = controller
        self.identifiers = identifiers
    }
}

/// Why a session crashed (docs/semantics.md; docs/app-format.md): the exception UIKit or the app raised.
public struct Crash: Sendable, Equatable {
    public var exception: String
    public var reason: String
    public init(exception: String, reason: String) {
        self.exception = exception
        self.reason = reason
    }

    static let invalidInterfaceOrientation = Crash(
        exception: "UIApplicationInvalidInterfaceOrientation",
        reason: "Supported orientations has no common orientation with the application, and shouldAutorotate is returning YES"
    )
    /// Before iOS 8 a split view controller exists on iPad only (`UISplitViewController`
    /// reference: "only supported when running under UIUserInterfaceIdiomPad").
    static let splitViewOnPhone = Crash(
        exception: "NSInvalidArgumentException",
        reason: "UISplitViewController is only supported when running under UIUserInterfaceIdiomPad"
    )
    static let missingXib = Crash(exception: "NSInternalInconsistencyException", reason: "Missing xib")
    static let invalidPresentationOrientation = Crash(
        exception: "UIApplicationInvalidInterfaceOrientation",
        reason: "preferredInterfaceOrientationForPresentation must return a supported interface orientation!"
    )
    /// iOS 5 has no Auto Layout: unarchiving a nib with constraints fails (the error iOS 5
    /// users of Xcode 4.5 storyboards met).
    static let constraintsOnIOS5 = Crash(
        exception: "NSInvalidUnarchiveOperationException",
        reason: "Could not instantiate class named NSLayoutConstraint"
    )
    /// `UIStackView` came with iOS 9: an earlier version cannot unarchive a nib holding one.
    static let stackViewBeforeIOS9 = Crash(
        exception: "NSInvalidUnarchiveOperationException",
        reason: "Could not instantiate class named UIStackView"
    )
    /// A selector the session's iOS version does not have (an iOS 16 call on iOS 15, say).
    static func unrecognizedSelector(_ selector: String, on receiver: String) -> Crash {
        Crash(exception: "NSInvalidArgumentException", reason: "-[\(receiver) \(selector)]: unrecognized selector sent to instance")
    }
    /// Not UIKit's: the app definition looped (e.g. pushed or reloaded controllers without end).
    static let runaway = Crash(
        exception: "SwivelRunawayApp",
        reason: "One event produced more than \(Run.entryBudget) trace entries: the app definition loops (a controller pushing or reloading controllers without end)"
    )
}

public enum SessionStatus: Sendable, Equatable {
    case running
    case crashed(Crash)

    public var name: String {
        switch self {
        case .running: "running"
        case .crashed: "crashed"
        }
    }

    public var crash: Crash? {
        switch self {
        case .running: nil
        case .crashed(let crash): crash
        }
    }
}
