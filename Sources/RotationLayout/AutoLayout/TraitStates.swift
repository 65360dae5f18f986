import RotationEngine

/// A set of the five states installation can be in (docs/semantics.md, "Size classes"): the
/// base Any/Any set of iOS 5–7, and each pair of horizontal and vertical size classes of
/// iOS 8 on. A constraint or view is installed in a set of them, so the plan is built once
/// and a trait change only adds and removes what differs.
struct TraitStates: OptionSet, Sendable, Hashable {
    let rawValue: UInt8

    static let base = TraitStates(rawValue: 1 << 0)
    static let all = TraitStates(rawValue: 0b11111)
    /// Each state on its own, the base first.
    static let each: [TraitStates] = (0..<5).map { TraitStates(rawValue: 1 << $0) }

    /// The one state of these size classes (nil: the base set).
    init(_ sizeClasses: SizeClasses?) {
        guard let sizeClasses else {
            self = .base
            return
        }
        let index = (sizeClasses.horizontal == .regular ? 2 : 0) + (sizeClasses.vertical == .regular ? 1 : 0)
        self.init(rawValue: 1 << (1 + index))
    }

    init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The size classes of a single state (nil: the base set).
    var sizeClasses: SizeClasses? {
        guard self != .base else { return nil }
        let index = rawValue.trailingZeroBitCount - 1
        return SizeClasses(index >= 2 ? .regular : .compact, index % 2 == 1 ? .regular : .compact)
    }

    /// The states an installation installs in.
    init(_ installation: Installation) {
        var states: TraitStates = installation.base ? .base : []
        for horizontal in [SizeClass.compact, .regular] {
            for vertical in [SizeClass.compact, .regular] {
                let classes = SizeClasses(horizontal, vertical)
                if installation.isInstalled(in: classes) { states.insert(TraitStates(classes)) }
            }
        }
        self = states
    }
}
