/// One rotation decision (docs/semantics.md): what set the question off, who was asked whether the
/// interface rotates, what they answered, and what came of it. The engine works it out as
/// data, beside the trace (`Engine.Transition.decisions`); the decision calls themselves stay
/// out of the trace (docs/semantics.md). Its `reason` sentence is written only when asked for
/// (`writeReason(to:)`): recording a decision allocates nothing but the decision.
public struct RotationDecision: Sendable, Equatable {
    /// What made the engine decide.
    public enum Trigger: UInt8, Sendable, Equatable, CaseIterable {
        case launch, deviceOrientation, presentation, dismissal, attemptRotation
        /// iOS 16: the app called `setNeedsUpdateOfSupportedInterfaceOrientations`.
        case supportedOrientationsUpdate
        /// iOS 16: the app called `requestGeometryUpdate`.
        case geometryRequest

        public var name: String {
            switch self {
            case .launch: "launch"
            case .deviceOrientation: "deviceOrientation"
            case .presentation: "presentation"
            case .dismissal: "dismissal"
            case .attemptRotation: "attemptRotation"
            case .supportedOrientationsUpdate: "supportedOrientationsUpdate"
            case .geometryRequest: "geometryRequest"
            }
        }
    }

    /// Whose rules decided: iOS 5's `shouldAutorotateToInterfaceOrientation:`; iOS 6's
    /// `shouldAutorotate` and `supportedInterfaceOrientations` with the app's mask (iOS 6–15);
    /// iOS 16's, which no longer consults `shouldAutorotate`; or an iPad multitasking app's,
    /// which asks no controller (iOS 9 and later; docs/semantics.md).
    public enum Rule: UInt8, Sendable, Equatable, CaseIterable {
        case iOS5, iOS6, iOS16, multitasking

        public var name: String {
            switch self {
            case .iOS5: "iOS5"
            case .iOS6: "iOS6"
            case .iOS16: "iOS16"
            case .multitasking: "multitasking"
            }
        }
    }

    public enum Result: UInt8, Sendable, Equatable, CaseIterable {
        /// The interface turned (to `interfaceOrientation`).
        case rotated
        /// The interface stays where it is: it already was in the candidate (or, at a
        /// dismissal or an iOS 5 presentation, nothing made it turn).
        case unchanged
        /// The candidate was not allowed; the interface stays.
        case refused
        /// Nothing to decide: the device orientation maps to no interface orientation, or (iOS
        /// 6's window without a root view controller) no view controller is asked.
        case ignored
        /// UIKit's `UIApplicationInvalidInterfaceOrientation`: the session crashed.
        case crashed

        public var name: String {
            switch self {
            case .rotated: "rotated"
            case .unchanged: "unchanged"
            case .refused: "refused"
            case .ignored: "ignored"
            case .crashed: "crashed"
            }
        }
    }

    /// The app's mask and where it comes from: Info.plist, or the app delegate's
    /// `application:supportedInterfaceOrientationsForWindow:` (iOS 6, after launch).
    public struct AppMask: Sendable, Equatable {
        public enum Source: UInt8, Sendable, Equatable {
            case infoPlist, appDelegate

            public var name: String { self == .infoPlist ? "Info.plist" : "appDelegate" }
        }

        public var source: Source
        public var orientations: OrientationMask

        public init(source: Source, orientations: OrientationMask) {
            self.source = source
            self.orientations = orientations
        }
    }

    /// How the question reached the controller that answered it (what `reason` says of it).
    /// A plain enum, the container kept apart (`container`): a decision is copied as a few
    /// words and references, with no payload to switch over.
    public enum Route: UInt8, Sendable, Equatable {
        /// `asked` answered itself.
        case direct
        /// iOS 6: `asked`, a forwarding container (seed 001's subclass), answered with
        /// `answeredBy`'s values.
        case forwarding
        /// iOS 6: `asked`, a plain tab bar controller, answered what all of its tabs support.
        case everyTab
        /// iOS 7: `asked`, a navigation controller, answered with its delegate's
        /// `navigationControllerSupportedInterfaceOrientations:`.
        case navigationDelegate
        /// iOS 5: `container`, a navigation controller, forwarded the question to its top, `asked`.
        case navigation
        /// iOS 5: `container`, a tab bar controller, asked every tab and rotates only when all
        /// agree; `asked` is the tab that decided (the first to say NO, else the selected one).
        case tabs
    }

    /// Where the candidate comes from.
    public enum CandidateSource: UInt8, Sendable, Equatable {
        /// The interface orientation the device orientation maps to.
        case device
        /// iOS 6 presentation: the presented controller's `preferredInterfaceOrientationForPresentation`.
        case preferredForPresentation
        /// iOS 6 presentation without a preferred orientation: the status bar's.
        case statusBar
        /// iOS 5 presentation: the interface orientation it is presented in (asked, never turned to).
        case interface
        /// iOS 16 geometry request: the first requested orientation UIKit would turn to.
        case request
    }

    /// Counts from 1 in the session (the launch's decision is 1).
    public var seq: Int = 0
    /// Index (from 0) of the event in the session's log that made it; nil for the launch (as
    /// the trace numbers launch entries).
    public var event: Int?
    public var trigger: Trigger
    /// The device orientation when the decision was made.
    public var deviceOrientation: DeviceOrientation
    /// The interface orientation in question (see `CandidateSource`); nil when the device
    /// orientation maps to none (face up, face down, unknown).
    public var candidate: InterfaceOrientation?
    public var candidateSource: CandidateSource = .device
    public var rule: Rule
    /// iOS 6: the controller asked (the window's root, or the top-most full-screen presented
    /// one); iOS 5: the controller whose `shouldAutorotateToInterfaceOrientation:` decided.
    /// nil when nobody was asked.
    public var asked: ControllerID?
    /// The controller whose values were used: the top one through a forwarding container,
    /// else `asked`.
    public var answeredBy: ControllerID?
    public var route: Route = .direct
    /// iOS 5: the navigation or tab bar controller the question went through (`route`).
    public var container: ControllerID?
    /// iOS 5: `asked`'s answer for the candidate.
    public var answer: Bool?
    /// iOS 6: `shouldAutorotate`, nil when not asked (presentation, dismissal, iOS 16).
    public var shouldAutorotate: Bool?
    /// iOS 16: the deciding controller defines `shouldAutorotate` as NO, which is no longer
    /// consulted (the reason says so: seed 001's Locked screen rotates).
    public var ignoresShouldAutorotateNO = false
    /// The device has no Home button and upside down was wanted: the interface never turns
    /// there. The decision is `ignored` when upside down was the candidate of a rotation, a
    /// presentation or `attemptRotation`; at launch, a dismissal or a request the interface goes
    /// to another allowed orientation. The reason names the device.
    public var deviceWithoutHomeButton: String?
    /// iOS 6: `supportedInterfaceOrientations`, nil when not asked (`shouldAutorotate` NO).
    public var supportedInterfaceOrientations: OrientationMask?
    /// Whether that mask was synthesized from iOS 5's method (iOS 6 compatibility synthesis).
    public var synthesized = false
    /// The app's mask, when it took part (iOS 6; iOS 5's launch, which Info.plist limits).
    public var appMask: AppMask?
    /// The orientations the answers allow together (iOS 6: the app's mask ∩ the supported
    /// orientations, empty when `shouldAutorotate` is NO; iOS 5's launch: Info.plist ∩ the YES
    /// answers); nil where no mask was asked.
    public var allowed: OrientationMask?
    public var result: Result
    /// The interface orientation once the decision is carried out.
    public var interfaceOrientation: InterfaceOrientation

    public init(
        seq: Int = 0, event: Int? = nil, trigger: Trigger, deviceOrientation: DeviceOrientation, candidate: InterfaceOrientation?,
        candidateSource: CandidateSource = .device, rule: Rule, asked: ControllerID? = nil, answeredBy: ControllerID? = nil,
        route: Route = .direct, container: ControllerID? = nil, answer: Bool? = nil, shouldAutorotate: Bool? = nil, supportedInterfaceOrientations: OrientationMask? = nil,
        synthesized: Bool = false, appMask: AppMask? = nil, allowed: OrientationMask? = nil, result: Result,
        interfaceOrientation: InterfaceOrientation
    ) {
        self.seq = seq
        self.event = event
        self.trigger = trigger
        self.deviceOrientation = deviceOrientation
        self.candidate = candidate
        self.candidateSource = candidateSource
        self.rule = rule
        self.asked = asked
        self.answeredBy = answeredBy
        self.route = route
        self.container = container
        self.answer = answer
        self.shouldAutorotate = shouldAutorotate
        self.supportedInterfaceOrientations = supportedInterfaceOrientations
        self.synthesized = synthesized
        self.appMask = appMask
        self.allowed = allowed
        self.result = result
        self.interfaceOrientation = interfaceOrientation
    }
}

extension RotationDecision {
    /// `wanted` when `allowed` has it, else the first allowed in the launch fallback order,
    /// else portrait (docs/semantics.md; `SessionState.firstAllowed`).
    @usableFromInline
    static func firstAllowed(preferring wanted: InterfaceOrientation?, in allowed: OrientationMask) -> InterfaceOrientation {
        SessionState.firstAllowed(preferring: wanted, in: allowed)
    }
}

extension InterfaceOrientation {
    /// UIKit's raw-value order (the mask's bit order: portrait, portraitUpsideDown,
    /// landscapeRight, landscapeLeft), as docs/semantics.md's example lists a decision's masks. Made
    /// once (`allCases` builds a new array on every call).
    public static let rawOrder: [InterfaceOrientation] = [.portrait, .portraitUpsideDown, .landscapeRight, .landscapeLeft]
}

extension OrientationMask {
    /// The orientations in UIKit's raw-value order (`InterfaceOrientation.rawOrder`).
    public var orientationsInRawOrder: [InterfaceOrientation] {
        InterfaceOrientation.rawOrder.filter { contains($0) }
    }
}

/// Names written without building a `String`: a decision's JSON and its reason are made of
/// them (each `String` written costs a UTF-8 scan and an escaping check; a literal is copied).
extension InterfaceOrientation {
    public var staticName: StaticString {
        switch self {
        case .portrait: "portrait"
        case .portraitUpsideDown: "portraitUpsideDown"
        case .landscapeLeft: "landscapeLeft"
        case .landscapeRight: "landscapeRight"
        }
    }
}

extension DeviceOrientation {
    public var staticName: StaticString {
        switch self {
        case .unknown: "unknown"
        case .portrait: "portrait"
        case .portraitUpsideDown: "portraitUpsideDown"
        case .landscapeLeft: "landscapeLeft"
        case .landscapeRight: "landscapeRight"
        case .faceUp: "faceUp"
        case .faceDown: "faceDown"
        }
    }
}

extension RotationDecision.Trigger {
    public var staticName: StaticString {
        switch self {
        case .launch: "launch"
        case .deviceOrientation: "deviceOrientation"
        case .presentation: "presentation"
        case .dismissal: "dismissal"
        case .attemptRotation: "attemptRotation"
        case .supportedOrientationsUpdate: "supportedOrientationsUpdate"
        case .geometryRequest: "geometryRequest"
        }
    }
}

extension RotationDecision.Rule {
    public var staticName: StaticString {
        switch self {
        case .iOS5: "iOS5"
        case .iOS6: "iOS6"
        case .iOS16: "iOS16"
        case .multitasking: "multitasking"
        }
    }
}

extension RotationDecision.Result {
    public var staticName: StaticString {
        switch self {
        case .rotated: "rotated"
        case .unchanged: "unchanged"
        case .refused: "refused"
        case .ignored: "ignored"
        case .crashed: "crashed"
        }
    }
}

extension RotationDecision.AppMask.Source {
    public var staticName: StaticString { self == .infoPlist ? "Info.plist" : "appDelegate" }
}

extension OrientationMask {
    /// The mask's orientations in raw-value order, joined by `, ` (`portrait, landscapeRight`);
    /// `no orientation` when empty. One literal per mask (there are 16).
    public var listText: StaticString {
        switch rawValue & OrientationMask.all.rawValue {
        case 2: "portrait"
        case 4: "portraitUpsideDown"
        case 6: "portrait, portraitUpsideDown"
        case 8: "landscapeRight"
        case 10: "portrait, landscapeRight"
        case 12: "portraitUpsideDown, landscapeRight"
        case 14: "portrait, portraitUpsideDown, landscapeRight"
        case 16: "landscapeLeft"
        case 18: "portrait, landscapeLeft"
        case 20: "portraitUpsideDown, landscapeLeft"
        case 22: "portrait, portraitUpsideDown, landscapeLeft"
        case 24: "landscapeRight, landscapeLeft"
        case 26: "portrait, landscapeRight, landscapeLeft"
        case 28: "portraitUpsideDown, landscapeRight, landscapeLeft"
        case 30: "portrait, portraitUpsideDown, landscapeRight, landscapeLeft"
        default: "no orientation"
        }
    }

    /// The same as a JSON array of names (`["portrait","landscapeRight"]`), one literal per mask.
    public var jsonList: StaticString {
        switch rawValue & OrientationMask.all.rawValue {
        case 2: #"["portrait"]"#
        case 4: #"["portraitUpsideDown"]"#
        case 6: #"["portrait","portraitUpsideDown"]"#
        case 8: #"["landscapeRight"]"#
        case 10: #"["portrait","landscapeRight"]"#
        case 12: #"["portraitUpsideDown","landscapeRight"]"#
        case 14: #"["portrait","portraitUpsideDown","landscapeRight"]"#
        case 16: #"["landscapeLeft"]"#
        case 18: #"["portrait","landscapeLeft"]"#
        case 20: #"["portraitUpsideDown","landscapeLeft"]"#
        case 22: #"["portrait","portraitUpsideDown","landscapeLeft"]"#
        case 24: #"["landscapeRight","landscapeLeft"]"#
        case 26: #"["portrait","landscapeRight","landscapeLeft"]"#
        case 28: #"["portraitUpsideDown","landscapeRight","landscapeLeft"]"#
        case 30: #"["portrait","portraitUpsideDown","landscapeRight","landscapeLeft"]"#
        default: "[]"
        }
    }
}
