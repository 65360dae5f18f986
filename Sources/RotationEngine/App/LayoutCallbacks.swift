/// Where a controller lays out its subviews (docs/semantics.md, seed 004): the callbacks whose bounds
/// its code reads. A controller without them leaves its subviews to autoresizing.
public struct LayoutCallbacks: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let viewDidLoad = LayoutCallbacks(rawValue: 1 << 0)
    public static let viewWillAppear = LayoutCallbacks(rawValue: 1 << 1)
    public static let viewWillLayoutSubviews = LayoutCallbacks(rawValue: 1 << 2)
    /// The view's own `layoutSubviews` (seed 004's first approach).
    public static let layoutSubviews = LayoutCallbacks(rawValue: 1 << 3)
    public static let viewDidLayoutSubviews = LayoutCallbacks(rawValue: 1 << 4)
    public static let willAnimateRotation = LayoutCallbacks(rawValue: 1 << 5)
    public static let didRotate = LayoutCallbacks(rawValue: 1 << 6)
    public static let viewDidAppear = LayoutCallbacks(rawValue: 1 << 7)

    /// Each callback by the name the trace gives it.
    public static let named: [(name: String, callback: LayoutCallbacks)] = [
        ("viewDidLoad", .viewDidLoad), ("viewWillAppear:", .viewWillAppear),
        ("viewWillLayoutSubviews", .viewWillLayoutSubviews), ("layoutSubviews", .layoutSubviews),
        ("viewDidLayoutSubviews", .viewDidLayoutSubviews),
        ("willAnimateRotationToInterfaceOrientation:duration:", .willAnimateRotation),
        ("didRotateFromInterfaceOrientation:", .didRotate), ("viewDidAppear:", .viewDidAppear),
    ]

    public init?(name: String) {
        guard let match = Self.named.first(where: { $0.name == name }) else { return nil }
        self = match.callback
    }

    public var names: [String] { Self.named.filter { contains($0.callback) }.map(\.name) }
}
