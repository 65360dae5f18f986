/// The parts of a session that are fixed at launch: the configuration it was created with and
/// the class table built from its app. One immutable object shared by every `SessionState`
/// of the session, so copying a state retains it once.
final class SessionContext: Sendable, Equatable {
    let configuration: SessionConfiguration
    let classes: ClassTable
    /// The era of the session's iOS version and the rule that decides rotations: fixed at
    /// launch, read on every callback (worked out once here rather than per read).
    let era: OSEra
    let rule: RotationDecision.Rule

    init(configuration: SessionConfiguration) {
        self.configuration = configuration
        classes = ClassTable(app: configuration.app, layoutIn: configuration.options.layoutIn)
        era = configuration.os.era
        rule = Self.rule(configuration)
    }

    /// The era's rule, or on an iPad from iOS 9 a multitasking app's (docs/semantics.md).
    private static func rule(_ configuration: SessionConfiguration) -> RotationDecision.Rule {
        let era = configuration.os.era
        let rule = era.decisionRule
        guard rule != .iOS5, configuration.device.idiom == .pad, era.hasMultitasking,
              configuration.app.infoPlist.declaresMultitasking else { return rule }
        return .multitasking
    }

    static func == (lhs: SessionContext, rhs: SessionContext) -> Bool {
        lhs === rhs || (lhs.configuration == rhs.configuration && lhs.classes == rhs.classes)
    }
}
