import TimerModel

/// A session state as the explorer compares states (SPEC §13): instance numbers renamed in
/// order of appearance; the trace, the clock, the event log and the warnings left out. Two
/// states with the same key behave the same under every later event.
extension SessionState {
    public func canonicalKey() -> [Int] {
        var key: [Int] = [
            deviceOrientation.rawValue, interfaceOrientation.rawValue, statusBarOrientation.rawValue,
            status.crash == nil ? 0 : 1, windowRoot, instances.count,
        ]
        key.reserveCapacity(8 + instances.count * 24)
        for ref in instances.refs {
            let instance = instances[ref]
            let flags = (instance.isViewLoaded ? 1 : 0) | (instance.isAttached ? 2 : 0) | (instance.navigationBarHidden ? 4 : 0)
                | (instance.hasDrawn ? 8 : 0) | (instance.isShowingLandscapeView ? 16 : 0) | (instance.laidOutLandscape ? 32 : 0)
            key += [
                -1, instance.classIndex, Self.roleCode(instance.role), flags, instance.selectedIndex,
                Int(instance.bounds.width * 2), Int(instance.bounds.height * 2),
                instance.parent ?? -1, instance.presented ?? -1, instance.presentedBy ?? -1,
                instance.presentationStyle.map { PresentationStyle.allCases.firstIndex(of: $0) ?? 0 } ?? -1,
                instance.viewTransform ?? 999, instance.landscapeController ?? -1,
                instance.laidOutFor.map { Int($0.width * 2) } ?? -1, instance.laidOutFor.map { Int($0.height * 2) } ?? -1,
                instance.swappedView?.hashValue ?? 0, instance.xib?.hashValue ?? 0, instance.tabIndex ?? -1,
            ]
            key += instance.children
        }
        for timer in timers.timers {
            key += [-2, IntervalTimer.State.allCases.firstIndex(of: timer.state) ?? 0, timer.elapsedMs]
        }
        return key
    }

    private static func roleCode(_ role: ControllerRole) -> Int {
        switch role {
        case .content: 0
        case .navigation: 1
        case .tabBar: 2
        }
    }

    /// The class name of an instance (what findings name, instance numbers aside).
    public func className(of ref: InstanceRef) -> String { instances[ref].id.className }
}
