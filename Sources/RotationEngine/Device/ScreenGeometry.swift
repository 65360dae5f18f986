/// Where things are on screen for a device in an interface orientation (SPEC §2).
///
/// Status bar 20 pt, always shown; navigation bar 44 pt, 32 pt on a phone in landscape,
/// opaque (content starts below it). The window never rotates: the root view gets the
/// landscape bounds and a transform.
public struct ScreenGeometry: Sendable, Equatable {
    public static let statusBarHeight: Double = 20

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

    public var navigationBarFrame: Rect {
        Rect(x: 0, y: Self.statusBarHeight, width: window.width, height: navigationBarHeight)
    }

    /// The frame of a navigation controller's content, below the bar when it is shown.
    public func contentFrame(navigationBarShown: Bool) -> Rect {
        guard navigationBarShown else { return rootFrame }
        let top = Self.statusBarHeight + navigationBarHeight
        return Rect(x: 0, y: top, width: window.width, height: window.height - top)
    }

    public func contentBounds(navigationBarShown: Bool) -> Rect {
        Rect(size: contentFrame(navigationBarShown: navigationBarShown).size)
    }
}
