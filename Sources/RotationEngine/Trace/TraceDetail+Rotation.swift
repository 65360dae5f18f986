/// The rotation callbacks' details, shared: a rotation sends `willRotate…`, `willAnimate…` and
/// `didRotate…` to every participant, and a shared detail costs a retain where a literal costs
/// an array allocation and its release (as `TraceDetail.animated`; BENCHMARKS.md, "Engine").
extension TraceDetail {
    /// `{orientation, duration}` of `willRotateToInterfaceOrientation:duration:` and
    /// `willAnimateRotationToInterfaceOrientation:duration:`.
    static func rotation(to orientation: InterfaceOrientation, duration: Double) -> TraceDetail {
        switch duration {
        case quarterTurn: return quarterTurns[orientation.caseIndex]
        case halfTurn: return halfTurns[orientation.caseIndex]
        default: return ["orientation": .string(orientation.name), "duration": .number(duration)]
        }
    }

    /// `{fromOrientation}` of `didRotateFromInterfaceOrientation:`.
    static func rotated(from orientation: InterfaceOrientation) -> TraceDetail {
        fromOrientations[orientation.caseIndex]
    }

    /// The durations `Run.rotationDuration(to:)` gives.
    private static let quarterTurn = 0.3
    private static let halfTurn = 0.6
    /// By `InterfaceOrientation.caseIndex`.
    private static let quarterTurns = byOrientation { ["orientation": .string($0.name), "duration": .number(quarterTurn)] }
    private static let halfTurns = byOrientation { ["orientation": .string($0.name), "duration": .number(halfTurn)] }
    private static let fromOrientations = byOrientation { ["fromOrientation": .string($0.name)] }

    private static func byOrientation(_ detail: (InterfaceOrientation) -> TraceDetail) -> [TraceDetail] {
        InterfaceOrientation.allCases.map(detail)
    }
}
