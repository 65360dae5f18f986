import TimerModel

/// A session state as the explorer compares states (docs/semantics.md): instance numbers renamed in
/// order of appearance; the trace, the clock, the event log and the warnings left out. Two
/// states with the same key behave the same under every later event.
extension SessionState {
    public func canonicalKey() -> [Int] {
        var key: [Int] = []
        key.reserveCapacity(8 + instances.count * 24 + timers.timers.count * 3)
        key.append(deviceOrientation.rawValue)
        key.append(interfaceOrientation.rawValue)
        key.append(statusBarOrientation.rawValue)
        key.append(status.crash == nil ? 0 : 1)
        key.append(windowRoot)
        key.append(instances.count)
        // Read each instance in place (no copy of its fields, no temporary arrays): the explorer
        // builds one key per transition (BENCHMARKS.md, "Explorer").
        instances.storage.withUnsafeBufferPointer { table in
            guard let first = table.baseAddress else { return }
            for offset in table.indices {
                Self.appendKey(of: first + offset, to: &key)
            }
        }
        for timer in timers.timers {
            key.append(-2)
            key.append(IntervalTimer.State.allCases.firstIndex(of: timer.state) ?? 0)
            key.append(timer.elapsedMs)
        }
        return key
    }

    private static func appendKey(of pointer: UnsafePointer<ControllerInstance>, to key: inout [Int]) {
        let flags = (pointer.pointee.isViewLoaded ? 1 : 0) | (pointer.pointee.isAttached ? 2 : 0) | (pointer.pointee.navigationBarHidden ? 4 : 0)
            | (pointer.pointee.hasDrawn ? 8 : 0) | (pointer.pointee.isShowingLandscapeView ? 16 : 0) | (pointer.pointee.laidOutLandscape ? 32 : 0)
            | (pointer.pointee.hasUpdatedConstraints ? 64 : 0)
        key.append(-1)
        key.append(pointer.pointee.classIndex)
        key.append(roleCode(pointer.pointee.role))
        key.append(flags)
        key.append(pointer.pointee.selectedIndex)
        key.append(Int(pointer.pointee.bounds.width * 2))
        key.append(Int(pointer.pointee.bounds.height * 2))
        key.append(pointer.pointee.parent ?? -1)
        key.append(pointer.pointee.presented ?? -1)
        key.append(pointer.pointee.presentedBy ?? -1)
        key.append(pointer.pointee.presentationStyle.map { PresentationStyle.allCases.firstIndex(of: $0) ?? 0 } ?? -1)
        key.append(pointer.pointee.viewTransform ?? 999)
        key.append(pointer.pointee.landscapeController ?? -1)
        key.append(pointer.pointee.laidOutFor.map { Int($0.width * 2) } ?? -1)
        key.append(pointer.pointee.laidOutFor.map { Int($0.height * 2) } ?? -1)
        key.append(pointer.pointee.swappedView?.hashValue ?? 0)
        key.append(pointer.pointee.xib?.hashValue ?? 0)
        key.append(pointer.pointee.containerViewID?.hashValue ?? 0)
        key.append(pointer.pointee.tabIndex ?? -1)
        key.append(pointer.pointee.supportedOverride?.rawValue ?? -1)
        if let split = pointer.pointee.split {
            key.append((split.collapsed ? 1 : 0) | (split.primaryOverlay ? 2 : 0) | (split.landscape ? 4 : 0))
            key.append(split.collapsedBase ?? -1)
            key.append(split.stashedSecondary ?? -1)
        }
        key.append(contentsOf: pointer.pointee.children)
    }

    private static func roleCode(_ role: ControllerRole) -> Int {
        switch role {
        case .content: 0
        case .navigation: 1
        case .tabBar: 2
        case .split: 3
        }
    }

    /// The class name of an instance (what findings name, instance numbers aside).
    public func className(of ref: InstanceRef) -> String { instances[ref].id.className }
}
