/// Where a decision's reason is written, piece by piece: into a `String` (`reason`), or
/// straight into an encoder's buffer, so that writing a decision's JSON builds no string.
public protocol ReasonSink {
    /// A piece of the sentence's own wording.
    mutating func write(_ literal: StaticString)
    /// A name: a controller id, an orientation.
    mutating func write(_ text: String)
}

struct StringReasonSink: ReasonSink {
    var text = ""
    mutating func write(_ literal: StaticString) { text += literal.description }
    mutating func write(_ text: String) { self.text += text }
}

/// The reason: one sentence naming the controller, the method that decided
/// (`shouldAutorotate`, `supportedInterfaceOrientations`,
/// `shouldAutorotateToInterfaceOrientation:`, or the app's mask) and its answer (docs/semantics.md).
/// docs/semantics.md ("Rotation decisions") lists the sentences.
extension RotationDecision {
    public var reason: String {
        var sink = StringReasonSink()
        writeReason(to: &sink)
        return sink.text
    }

    /// Writes the reason piece by piece. Inlinable, so that an encoder in another module gets
    /// it specialized for its sink (unspecialized, every piece went through witness tables:
    /// ~6,500 instructions a sentence under callgrind, against a few hundred specialized).
    @inlinable
    public func writeReason<Sink: ReasonSink>(to sink: inout Sink) {
        // Both borrowed through pointers for the length of the sentence: copying the decision
        // would retain each of its controller ids.
        withUnsafePointer(to: self) { decision in
            withUnsafeMutablePointer(to: &sink) { pointer in
                var out = ReasonWriter(sink: pointer, decisionPointer: decision)
                out.sentence()
            }
        }
    }
}

/// Writes one decision's sentence; see `RotationDecision.reason`.
@usableFromInline
struct ReasonWriter<Sink: ReasonSink> {
    @usableFromInline let sink: UnsafeMutablePointer<Sink>
    @usableFromInline let decisionPointer: UnsafePointer<RotationDecision>

    @inlinable
    init(sink: UnsafeMutablePointer<Sink>, decisionPointer: UnsafePointer<RotationDecision>) {
        self.sink = sink
        self.decisionPointer = decisionPointer
    }

    @inlinable
    var decision: RotationDecision {
        _read { yield decisionPointer.pointee }
    }

    @inlinable
    mutating func w(_ literal: StaticString) { sink.pointee.write(literal) }
    @inlinable
    mutating func w(_ text: String) { sink.pointee.write(text) }
    @inlinable
    mutating func w(_ id: ControllerID?) { sink.pointee.write(id?.description ?? "-") }
    @inlinable
    mutating func w(_ orientation: InterfaceOrientation?) { sink.pointee.write(orientation?.staticName ?? "none") }

    /// `portrait, landscapeRight` (raw-value order), or `no orientation`.
    @inlinable
    mutating func list(_ mask: OrientationMask?) {
        w((mask ?? []).listText)
    }

    @inlinable
    mutating func yesNo(_ answer: Bool?) { w(answer == true ? "YES" : "NO") }

    @inlinable
    var isRootless: Bool { (decision.rule == .iOS6 || decision.rule == .iOS16) && decision.asked == nil && decision.appMask != nil }

    @inlinable
    mutating func sentence() {
        if decision.candidate == nil && (decision.trigger == .deviceOrientation || decision.trigger == .attemptRotation) {
            w(decision.deviceOrientation.staticName); w(" maps to no interface orientation: nothing is asked and the interface stays in ")
            return w(decision.interfaceOrientation)
        }
        if let device = decision.deviceWithoutHomeButton, decision.result == .ignored {
            w(device); w(" has no Home button: its interface never turns upside down")
            return
        }
        if isRootless { return rootless() }
        decidingSentence()
        // Upside down was allowed but left out by the device (a launch, a dismissal, a request).
        if let device = decision.deviceWithoutHomeButton {
            w("; "); w(device); w(" has no Home button: its interface never turns upside down")
        }
    }

    /// The sentence of the rule and trigger that decided.
    @inlinable
    mutating func decidingSentence() {
        switch decision.trigger {
        case .geometryRequest: w("requestGeometryUpdate: ")
        case .supportedOrientationsUpdate: w("setNeedsUpdateOfSupportedInterfaceOrientations: ")
        case .launch, .deviceOrientation, .presentation, .dismissal, .attemptRotation: break
        }
        switch (decision.trigger, decision.rule) {
        case (.presentation, .iOS5): legacyPresentation()
        case (.presentation, .iOS6), (.presentation, .iOS16): presentation()
        case (.presentation, .multitasking): multitaskingPresentation()
        case (.dismissal, .multitasking):
            multitaskingRule(); w(": the interface stays in "); w(decision.interfaceOrientation)
        case (.dismissal, _): dismissal()
        case (.launch, .iOS5): legacyLaunch()
        case (.launch, .iOS6), (.launch, .iOS16): launch()
        case (.launch, .multitasking):
            multitaskingRule(); w(": the app launches in "); w(decision.interfaceOrientation)
        case (_, .iOS5): legacyRotation()
        case (_, .iOS6), (_, .iOS16): rotation()
        case (_, .multitasking): multitasking()
        }
    }

    /// An iPad multitasking app (iOS 9 and later): no controller is asked.
    @inlinable
    mutating func multitasking() {
        multitaskingRule()
        if decision.result == .unchanged { w("; the interface is already in "); w(decision.candidate) }
    }

    /// The multitasking rule's own words, for every trigger.
    @inlinable
    mutating func multitaskingRule() {
        w("The app supports iPad multitasking (Info.plist allows all four orientations and does not set UIRequiresFullScreen), ")
        w("so supportedInterfaceOrientations is not called and every orientation is allowed")
    }

    /// A full-screen presentation in a multitasking app: the presented controller's preferred
    /// orientation, or the status bar's, is allowed.
    @inlinable
    mutating func multitaskingPresentation() {
        multitaskingRule()
        // (No controller is the decision's `asked` here: none is asked for its orientations.)
        if decision.candidateSource == .preferredForPresentation {
            w("; the presented controller answered "); w(decision.candidate); w(" to preferredInterfaceOrientationForPresentation")
        } else {
            w("; the presented controller has no preferredInterfaceOrientationForPresentation (so the status bar's "); w(decision.candidate); w(")")
        }
        w(decision.result == .rotated ? ": the interface turns to " : ": the interface is already in "); w(decision.candidate)
    }

    // MARK: iOS 6

    /// `X#1` or `Top#1 (through Nav#1's forwarding)`.
    @inlinable
    mutating func who() {
        w(decision.answeredBy)
        if decision.route == .forwarding {
            w(" (through "); w(decision.asked); w("'s forwarding)")
        }
        if decision.route == .navigationDelegate {
            w(" (its delegate's navigationControllerSupportedInterfaceOrientations:)")
        }
    }

    /// `; X#1's shouldAutorotate returns NO, which iOS 16 no longer consults` where it does.
    @inlinable
    mutating func ignoredShouldAutorotate() {
        guard decision.ignoresShouldAutorotateNO else { return }
        w("; "); w(decision.answeredBy); w("'s shouldAutorotate returns NO, which iOS 16 no longer consults")
    }

    /// `answered portrait, landscapeRight to supportedInterfaceOrientations` with what the
    /// answer came from (without `answered ` after another answer).
    @inlinable
    mutating func supportedAnswer(verb: Bool = true) {
        if verb { w("answered ") }
        list(decision.supportedInterfaceOrientations); w(" to supportedInterfaceOrientations")
        if decision.synthesized { w(" (synthesized from shouldAutorotateToInterfaceOrientation:)") }
        if decision.route == .everyTab { w(" (what all of its tabs support)") }
    }

    /// `Info.plist (portrait, landscapeRight)` or the app delegate's answer.
    @inlinable
    mutating func appMask() {
        guard let mask = decision.appMask else { return w("no app mask") }
        switch mask.source {
        case .infoPlist: w("Info.plist (")
        case .appDelegate: w("the app delegate's application:supportedInterfaceOrientationsForWindow: (")
        }
        list(mask.orientations); w(")")
    }

    @inlinable
    mutating func invalidInterfaceOrientation() {
        who(); w(" answered YES to shouldAutorotate and ")
        list(decision.supportedInterfaceOrientations); w(" to supportedInterfaceOrientations")
        if decision.synthesized { w(" (synthesized from shouldAutorotateToInterfaceOrientation:)") }
        if decision.route == .everyTab { w(" (what all of its tabs support)") }
        w(", which has no orientation in common with "); appMask(); w(": UIApplicationInvalidInterfaceOrientation")
    }

    /// `; the interface is already in landscapeRight` for a decision whose candidate is where
    /// the interface is.
    @inlinable
    mutating func alreadyThere() {
        if decision.result == .unchanged { w("; the interface is already in "); w(decision.candidate) }
    }

    @inlinable
    mutating func rotation() {
        if decision.result == .crashed { return invalidInterfaceOrientation() }
        guard let candidate = decision.candidate else { return }
        if decision.shouldAutorotate == false {
            who(); w(" answered NO to shouldAutorotate")
            return alreadyThere()
        }
        let supported = decision.supportedInterfaceOrientations ?? []
        if !supported.contains(candidate) {
            who(); w(" "); supportedAnswer(); w(", which leaves out "); w(candidate)
            alreadyThere()
            return ignoredShouldAutorotate()
        }
        if let mask = decision.appMask, !mask.orientations.contains(candidate) {
            who(); w(" supports "); w(candidate); w(", but ")
            switch mask.source {
            case .infoPlist: w("Info.plist ("); list(mask.orientations); w(") leaves it out")
            case .appDelegate:
                w("the app delegate answered "); list(mask.orientations)
                w(" to application:supportedInterfaceOrientationsForWindow:, which leaves it out")
            }
            return alreadyThere()
        }
        who()
        if decision.shouldAutorotate == true { w(" answered YES to shouldAutorotate and ") } else { w(" answered ") }
        list(supported); w(" to supportedInterfaceOrientations")
        if decision.synthesized { w(" (synthesized from shouldAutorotateToInterfaceOrientation:)") }
        if decision.route == .everyTab { w(" (what all of its tabs support)") }
        w("; with "); appMask(); w(" that allows "); w(candidate)
        if decision.result == .unchanged { w(", where the interface already is") }
        ignoredShouldAutorotate()
    }

    /// `, the first allowed in the launch fallback order` (or that nothing is allowed).
    @inlinable
    mutating func fallback() {
        if decision.allowed?.contains(decision.interfaceOrientation) == true {
            w(", the first allowed in the launch fallback order")
        } else {
            w(" (nothing is allowed)")
        }
    }

    @inlinable
    mutating func launch() {
        if decision.result == .crashed { return invalidInterfaceOrientation() }
        who(); w(" "); supportedAnswer(); w("; with "); appMask(); w(" that allows "); list(decision.allowed)
        guard let candidate = decision.candidate else {
            w(", and "); w(decision.deviceOrientation.staticName); w(" maps to no interface orientation: the app launches in ")
            w(decision.interfaceOrientation)
            return fallback()
        }
        if decision.allowed?.contains(candidate) == true {
            // (Not the candidate only where the device never turns upside down.)
            w(": the app launches in "); w(decision.interfaceOrientation)
        } else {
            w(", which leaves out "); w(candidate); w(": the app launches in "); w(decision.interfaceOrientation)
            fallback()
        }
    }

    @inlinable
    mutating func presentation() {
        let candidate = decision.candidate
        w(decision.asked)
        if decision.candidateSource == .preferredForPresentation {
            w(" answered "); w(candidate); w(" to preferredInterfaceOrientationForPresentation and ")
            supportedAnswer(verb: false)
        } else {
            w(" has no preferredInterfaceOrientationForPresentation (so the status bar's "); w(candidate); w(") and ")
            supportedAnswer()
        }
        w("; with "); appMask(); w(" that allows "); list(decision.allowed)
        switch decision.result {
        case .crashed:
            w(", which leaves out "); w(candidate); w(": UIApplicationInvalidInterfaceOrientation")
        case .rotated:
            w(": the interface turns to "); w(candidate)
        default:
            w(": the interface is already in "); w(candidate)
        }
    }

    @inlinable
    mutating func dismissal() {
        who(); w(" "); supportedAnswer(); w("; with "); appMask(); w(" that allows "); list(decision.allowed)
        if decision.result == .rotated {
            w(", which leaves out the orientation the interface was in: it turns to "); w(decision.interfaceOrientation)
            if decision.interfaceOrientation == decision.candidate {
                w(", the device's")
            } else {
                fallback()
            }
        } else if decision.allowed?.contains(decision.interfaceOrientation) == true {
            w(", the current "); w(decision.interfaceOrientation); w(" included: the interface stays")
        } else {
            w(", which leaves out the current "); w(decision.interfaceOrientation); w(", but nothing else is allowed: the interface stays")
        }
    }

    /// iOS 6's window without a root view controller (QA1688): no controller is asked; the
    /// status bar alone follows the device within the app's mask.
    @inlinable
    mutating func rootless() {
        w("The window has no root view controller, so no view controller is asked (QA1688) and the views stay in ")
        w(decision.interfaceOrientation); w("; ")
        let mask = decision.appMask?.orientations ?? []
        if decision.trigger == .launch {
            w("with "); appMask(); w(" the status bar shows ")
            w(RotationDecision.firstAllowed(preferring: decision.candidate, in: mask))
        } else if let candidate = decision.candidate, mask.contains(candidate) {
            w("the status bar turns to "); w(candidate); w(", which "); appMask(); w(" allows")
        } else {
            appMask(); w(" leaves out "); w(decision.candidate); w(", so the status bar stays")
        }
    }

    // MARK: iOS 5

    /// `Top#1 (the top of Nav#1)`, or as a tab of a tab bar controller.
    @inlinable
    mutating func legacyWho() {
        guard decision.asked != nil else { return w("No view controller") }
        w(decision.asked)
        switch decision.route {
        case .navigation:
            w(" (the top of "); w(decision.container); w(")")
        case .tabs:
            if decision.answer == true {
                w(", like every tab of "); w(decision.container); w(",")
            } else {
                w(" (a tab of "); w(decision.container); w(", which rotates only when every tab agrees)")
            }
        default:
            break
        }
    }

    @inlinable
    mutating func legacyAnswer() {
        legacyWho(); w(" answered "); yesNo(decision.answer); w(" to shouldAutorotateToInterfaceOrientation: (")
        w(decision.candidate); w(")")
    }

    @inlinable
    mutating func legacyRotation() {
        legacyAnswer()
        alreadyThere()
    }

    @inlinable
    mutating func legacyLaunch() {
        guard let candidate = decision.candidate else {
            w(decision.deviceOrientation.staticName); w(" maps to no interface orientation: the app launches in "); w(decision.interfaceOrientation)
            return fallback()
        }
        legacyAnswer()
        if decision.answer != true {
            w(": the app launches in "); w(decision.interfaceOrientation)
            return fallback()
        }
        if decision.appMask?.orientations.contains(candidate) == true {
            w(" and Info.plist allows it: the app launches in "); w(candidate)
        } else {
            w(", but "); appMask(); w(" leaves it out: the app launches in "); w(decision.interfaceOrientation)
            fallback()
        }
    }

    @inlinable
    mutating func legacyPresentation() {
        legacyAnswer()
        w(" as it was presented; a presentation does not turn the interface on iOS 5, so it stays in "); w(decision.candidate)
    }
}
