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
    /// `viewWillTransitionToSize:`'s detail for the screen's portrait and landscape sizes
    /// (every full-screen controller's on a rotation), made once per session rather than
    /// formatted per rotation (BENCHMARKS.md, "Today's iOS"); empty before iOS 8.
    let screenSizeDetails: [(size: Size, detail: TraceDetail)]
    /// Whether the app targets a version before iOS 8, so that its controllers keep the iOS 5/6
    /// rotation callbacks by default (`Run.receivesLegacyRotationCallbacks`); read per
    /// controller on every rotation, where reading the app's definition copied it.
    let targetsLegacyRotation: Bool

    init(configuration: SessionConfiguration) {
        self.configuration = configuration
        classes = ClassTable(app: configuration.app, layoutIn: configuration.options.layoutIn)
        era = configuration.os.era
        rule = Self.rule(configuration)
        switch (configuration.app.deploymentTarget ?? configuration.os).era.rotation {
        case .rootTransform: targetsLegacyRotation = true
        case .sizeTransition: targetsLegacyRotation = false
        }
        switch era.rotation {
        case .rootTransform:
            screenSizeDetails = []
        case .sizeTransition:
            let portrait = configuration.device.screen
            let landscape = Size(width: portrait.height, height: portrait.width)
            screenSizeDetails = [portrait, landscape].map { (size: $0, detail: TraceDetail.size($0)) }
        }
    }

    /// `{"size": "{852, 393}"}`, the shared value when `size` is the screen's.
    func sizeDetail(_ size: Size) -> TraceDetail {
        for cached in screenSizeDetails where cached.size == size { return cached.detail }
        return TraceDetail.size(size)
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
