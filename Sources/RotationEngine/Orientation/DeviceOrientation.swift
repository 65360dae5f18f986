/// `UIDeviceOrientation`, with UIKit's raw values (docs/semantics.md).
public enum DeviceOrientation: Int, Sendable, Equatable, Hashable, CaseIterable {
    case unknown = 0
    case portrait = 1
    case portraitUpsideDown = 2
    case landscapeLeft = 3
    case landscapeRight = 4
    case faceUp = 5
    case faceDown = 6

    /// The orientation's place in `allCases` (declared in raw-value order), for tables made once
    /// per orientation.
    public var caseIndex: Int { rawValue }

    /// The name used everywhere in the API (orientations are never written as numbers).
    public var name: String {
        switch self {
        case .unknown: "unknown"
        case .portrait: "portrait"
        case .portraitUpsideDown: "portraitUpsideDown"
        case .landscapeLeft: "landscapeLeft"
        case .landscapeRight: "landscapeRight"
        case .faceUp: "faceUp"
        case .faceDown: "faceDown"
        }
    }

    public init?(name: String) {
        guard let match = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = match
    }

    /// The interface orientation this device orientation asks for. Turning the device left
    /// turns the content right, so landscape is swapped; face up/down and unknown ask for none.
    public var interfaceOrientation: InterfaceOrientation? {
        switch self {
        case .portrait: .portrait
        case .portraitUpsideDown: .portraitUpsideDown
        case .landscapeLeft: .landscapeRight
        case .landscapeRight: .landscapeLeft
        case .unknown, .faceUp, .faceDown: nil
        }
    }

    /// `UIDeviceOrientationIsLandscape`.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

    /// `UIDeviceOrientationIsPortrait`: upside down counts as portrait (seed 000 relies on it).
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
}
