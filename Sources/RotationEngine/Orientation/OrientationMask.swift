/// `UIInterfaceOrientationMask` (docs/semantics.md): portrait=2, landscapeLeft=16, landscapeRight=8,
/// portraitUpsideDown=4, landscape=24, all=30, allButUpsideDown=26.
public struct OrientationMask: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let portrait = OrientationMask(rawValue: 2)
    public static let portraitUpsideDown = OrientationMask(rawValue: 4)
    public static let landscapeRight = OrientationMask(rawValue: 8)
    public static let landscapeLeft = OrientationMask(rawValue: 16)
    public static let landscape: OrientationMask = [.landscapeLeft, .landscapeRight]
    public static let all: OrientationMask = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
    public static let allButUpsideDown: OrientationMask = [.portrait, .landscapeLeft, .landscapeRight]

    /// The mask names the API accepts, with their values.
    public static let named: [(name: String, mask: OrientationMask)] = [
        ("portrait", .portrait), ("portraitUpsideDown", .portraitUpsideDown),
        ("landscapeLeft", .landscapeLeft), ("landscapeRight", .landscapeRight),
        ("landscape", .landscape), ("all", .all), ("allButUpsideDown", .allButUpsideDown),
    ]

    public init?(name: String) {
        guard let match = Self.named.first(where: { $0.name == name }) else { return nil }
        self = match.mask
    }

    public init(_ orientations: [InterfaceOrientation]) {
        self = orientations.reduce(into: []) { $0.formUnion($1.mask) }
    }

    public func contains(_ orientation: InterfaceOrientation) -> Bool {
        contains(orientation.mask)
    }

    /// The orientations in the mask: portrait, upside down, landscapeLeft, landscapeRight.
    public var orientations: [InterfaceOrientation] {
        [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight].filter { contains($0) }
    }

    /// The mask's name when it has one, else nil.
    public var name: String? {
        Self.named.first { $0.mask == self }?.name
    }
}
