/// `UIUserInterfaceIdiom`.
public enum Idiom: String, Sendable, Equatable {
    case phone, pad
}

/// The simulated devices of docs/semantics.md.
public enum Device: String, Sendable, Equatable, Hashable, CaseIterable {
    case iphone35 = "iphone-3.5"
    case iphone4 = "iphone-4"
    case ipad = "ipad"

    public var id: String { rawValue }

    public var idiom: Idiom {
        switch self {
        case .iphone35, .iphone4: .phone
        case .ipad: .pad
        }
    }

    /// The screen in points, in the device's native portrait.
    public var screen: Size {
        switch self {
        case .iphone35: Size(width: 320, height: 480)
        case .iphone4: Size(width: 320, height: 568)
        case .ipad: Size(width: 768, height: 1024)
        }
    }
}

/// The iOS version whose rotation rules the session follows.
public enum OSVersion: String, Sendable, Equatable, CaseIterable {
    case iOS5 = "5"
    case iOS6 = "6"
}
