/// Which size classes a constraint or an element is installed in (docs/app-format.md, "Size
/// classes"): Interface Builder's "Installed" checkbox and its size-class variations.
public struct Installation: Sendable, Hashable {
    /// Installed in the base (Any, Any) set: what iOS 5–7, which have no size classes, use.
    public var base: Bool
    /// From iOS 8: installed exactly when the size classes match one of these; nil: as `base`.
    public var when: [SizeClassCondition]?

    public init(base: Bool = true, when: [SizeClassCondition]? = nil) {
        self.base = base
        self.when = when
    }

    public static let always = Installation()

    /// Whether it is installed for these size classes (nil: before iOS 8, the base set).
    public func isInstalled(in sizeClasses: SizeClasses?) -> Bool {
        guard let sizeClasses, let when else { return base }
        return when.contains { $0.matches(sizeClasses) }
    }
}

/// A size-class condition: each class it names must match (an absent one matches any).
public struct SizeClassCondition: Sendable, Hashable {
    public var horizontal: SizeClass?
    public var vertical: SizeClass?

    public init(horizontal: SizeClass? = nil, vertical: SizeClass? = nil) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public func matches(_ sizeClasses: SizeClasses) -> Bool {
        (horizontal.map { $0 == sizeClasses.horizontal } ?? true) && (vertical.map { $0 == sizeClasses.vertical } ?? true)
    }
}
