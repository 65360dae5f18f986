/// Where things are on screen for a device in an interface orientation (docs/semantics.md).
///
/// Status bar 20 pt, always shown; navigation bar 44 pt, 32 pt on a phone in landscape,
/// opaque (content starts below it). The window never rotates: the root view gets the
/// landscape bounds and a transform.
public struct ScreenGeometry: Sendable, Equatable {
    public static let statusBarHeight: Double = 20
    /// A tab bar is 49 pt at the bottom in every orientation and idiom (docs/semantics.md).
    public static let tabBarHeight: Double = 49

    public let device: Device
    public let orientation: InterfaceOrientation

    public init(device: Device, orientation: InterfaceOrientation) {
        self.device = device
        self.orientation = orientation
    }

    /// The screen as the interface sees it (568 × 320 on iphone-4 in landscape).
    public var window: Size {
        let screen = device.screen
        return orientation.isLandscape ? Size(width: screen.height, height: screen.width) : screen
    }

    public var statusBarFrame: Rect {
        Rect(x: 0, y: 0, width: window.width, height: Self.statusBarHeight)
    }

    public var navigationBarHeight: Double {
        device.idiom == .phone && orientation.isLandscape ? 32 : 44
    }

    /// The root view's frame in window coordinates: everything under the status bar.
    public var rootFrame: Rect {
        Rect(x: 0, y: Self.statusBarHeight, width: window.width, height: window.height - Self.statusBarHeight)
    }

    public var rootBounds: Rect { Rect(size: rootFrame.size) }

    /// The frame of a navigation controller's content, below the bar when it is shown.
    public func contentFrame(navigationBarShown: Bool) -> Rect {
        guard navigationBarShown else { return rootFrame }
        let top = Self.statusBarHeight + navigationBarHeight
        return Rect(x: 0, y: top, width: window.width, height: window.height - top)
    }

    /// Where an iPad sheet sits in the window (docs/semantics.md): `pageSheet` 768 wide and full
    /// height under the status bar, `formSheet` 540 × 620 centred; full screen otherwise.
    public func sheetFrame(_ style: PresentationStyle) -> Rect {
        switch style {
        case .fullScreen: return rootFrame
        case .pageSheet:
            return Rect(x: (window.width - 768) / 2, y: Self.statusBarHeight, width: 768, height: window.height - Self.statusBarHeight)
        case .formSheet:
            return Rect(x: (window.width - 540) / 2, y: (window.height - 620) / 2, width: 540, height: 620)
        }
    }

    /// The tab bar's frame at the bottom of a slot.
    public func tabBarFrame(in slot: Rect) -> Rect {
        Rect(x: slot.x, y: slot.y + slot.height - Self.tabBarHeight, width: slot.width, height: Self.tabBarHeight)
    }
}
