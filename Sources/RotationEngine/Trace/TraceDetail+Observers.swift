/// The details of seed 000's and 004's orientation observers, shared: every rotation of such an
/// app sends `orientationChanged:` and `swapControllersIfNeeded` with one of a handful of values,
/// and a shared detail costs a retain where a literal costs an allocation and its release
/// (BENCHMARKS.md, "Replaying a long session").
extension TraceDetail {
    /// What seed 000's `swapControllersIfNeeded` did.
    enum SwapAction: Int, CaseIterable {
        case push, pop, none

        var name: String {
            switch self {
            case .push: "push"
            case .pop: "pop"
            case .none: "none"
            }
        }
    }

    /// `{deviceOrientation, action}` of `swapControllersIfNeeded`.
    static func swap(_ orientation: DeviceOrientation, _ action: SwapAction) -> TraceDetail {
        swaps[orientation.caseIndex][action.rawValue]
    }

    /// `{deviceOrientation}` of `orientationChanged:`, and seed 004's with
    /// `isShowingLandscapeView`.
    static func orientationChanged(_ orientation: DeviceOrientation, isShowingLandscapeView: Bool? = nil) -> TraceDetail {
        switch isShowingLandscapeView {
        case nil: orientationsChanged[orientation.caseIndex]
        case false?: orientationsChangedShowingPortrait[orientation.caseIndex]
        case true?: orientationsChangedShowingLandscape[orientation.caseIndex]
        }
    }

    /// By `DeviceOrientation.caseIndex` (then `SwapAction.rawValue`).
    private static let swaps: [[TraceDetail]] = byDeviceOrientation { orientation in
        SwapAction.allCases.map { ["deviceOrientation": .string(orientation.name), "action": .string($0.name)] }
    }
    private static let orientationsChanged: [TraceDetail] = byDeviceOrientation { ["deviceOrientation": .string($0.name)] }
    private static let orientationsChangedShowingPortrait: [TraceDetail] = byDeviceOrientation {
        ["deviceOrientation": .string($0.name), "isShowingLandscapeView": .bool(false)]
    }
    private static let orientationsChangedShowingLandscape: [TraceDetail] = byDeviceOrientation {
        ["deviceOrientation": .string($0.name), "isShowingLandscapeView": .bool(true)]
    }

    private static func byDeviceOrientation<Value>(_ value: (DeviceOrientation) -> Value) -> [Value] {
        DeviceOrientation.allCases.map(value)
    }
}
