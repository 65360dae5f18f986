/// `UIInterfaceOrientation`, with UIKit's raw values (docs/semantics.md).
public enum InterfaceOrientation: Int, Sendable, Equatable, Hashable, CaseIterable {
    case portrait = 1
    case portraitUpsideDown = 2
    case landscapeRight = 3
    case landscapeLeft = 4

    /// The orientation's place in `allCases` (declared in raw-value order), for tables made once
    /// per orientation and read on every rotation.
    public var caseIndex: Int { rawValue - 1 }

    public var name: String {
        switch self {
        case .portrait: "portrait"
        case .portraitUpsideDown: "portraitUpsideDown"
        case .landscapeLeft: "landscapeLeft"
        case .landscapeRight: "landscapeRight"
        }
    }

    public init?(name: String) {
        guard let match = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = match
    }

    /// `UIInterfaceOrientationIsLandscape`.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

    /// The mask bit of this orientation (`1 << rawValue`, as `UIInterfaceOrientationMask`).
    public var mask: OrientationMask { OrientationMask(rawValue: 1 << rawValue) }

    /// The rotation iOS 5/6 give the root view: the window never rotates (docs/semantics.md).
    public var rootTransformDegrees: Int {
        switch self {
        case .portrait: 0
        case .landscapeRight: 90
        case .landscapeLeft: -90
        case .portraitUpsideDown: 180
        }
    }

    /// The order UIKit falls back through when the launch orientation is not allowed.
    static let launchPreference: [InterfaceOrientation] = [.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown]
}
