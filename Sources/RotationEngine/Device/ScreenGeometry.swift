/// Where things are on screen for a device, an iOS version and an interface orientation
/// (docs/semantics.md, "Devices" and "iOS versions"). Frames are in window coordinates as the
/// interface sees them.
///
/// iOS 5 and 6: status bar 20 pt, always shown; navigation bar 44 pt, 32 pt on a phone in
/// landscape, opaque (content starts below it); the window never rotates: the root view gets
/// the landscape bounds and a transform. iOS 7: the root view covers the whole window and
/// views extend under translucent bars. iOS 8: the window follows the interface (no
/// transform), the phone's status bar hides when the vertical size class is compact. iOS 11:
/// the device's safe area.
public struct ScreenGeometry: Sendable, Equatable {
    /// iOS 5 and 6's status bar (and iOS 7's on the classic devices).
    public static let statusBarHeight: Double = 20
    /// iOS 5 and 6's tab bar: 49 pt at the bottom in every orientation and idiom (docs/semantics.md).
    public static let tabBarHeight: Double = 49

    public let device: Device
    /// The era of the session's iOS version: every rule below asks it.
    public let era: OSEra
    public let orientation: InterfaceOrientation
    /// The session's iOS version, for the device facts that changed within an era (nil: the
    /// device's latest; `Device.statusBarHeight(on:)`).
    public let os: OSVersion?

    public init(device: Device, os: OSVersion = .iOS6, orientation: InterfaceOrientation) {
        self.init(device: device, era: os.era, orientation: orientation, os: os)
    }

    public init(device: Device, era: OSEra, orientation: InterfaceOrientation, os: OSVersion? = nil) {
        self.device = device
        self.era = era
        self.orientation = orientation
        self.os = os
        showsStatusBar = !(era.hasTraits && device.idiom == .phone && device.sizeClasses[orientation].vertical == .compact)
        statusBarShownHeight = showsStatusBar ? (era.extendsUnderBars ? device.statusBarHeight(on: os) : Self.statusBarHeight) : 0
        safeAreaInsets = era.hasSafeAreas ? device.safeArea(on: os)[orientation] : .zero
    }

    /// The screen as the interface sees it (568 × 320 on iphone-4 in landscape).
    public var window: Size {
        let screen = device.screen
        return orientation.isLandscape ? Size(width: screen.height, height: screen.width) : screen
    }

    /// The full-screen size classes in this orientation.
    public var sizeClasses: SizeClasses { device.sizeClasses[orientation] }

    /// The traits a full-screen controller sees; nil before iOS 8.
    public var traits: Traits? {
        era.hasTraits ? Traits(sizeClasses: sizeClasses, displayScale: device.scale, idiom: device.idiom) : nil
    }

    /// The rotation the root view carries: iOS 5–7 turn it inside the portrait window; from
    /// iOS 8 the window itself takes the interface's size and nothing turns.
    public var rootTransformDegrees: Int {
        switch era.rotation {
        case .rootTransform: orientation.rootTransformDegrees
        case .sizeTransition: 0
        }
    }

    /// Whether the status bar shows: always before iOS 8; from iOS 8 a phone hides it when the
    /// vertical size class is compact (`prefersStatusBarHidden`, apps linked on iOS 8 and later).
    /// This and the two facts below are worked out once, in `init`: the safe-area and bar
    /// insets read them several times per controller on every rotation (BENCHMARKS.md,
    /// "Today's iOS").
    public let showsStatusBar: Bool

    /// The status bar's height, 0 when hidden: 20 pt before iOS 7 (and on the classic
    /// devices), the device's from iOS 7.
    public let statusBarShownHeight: Double

    /// The status bar across the top of the interface; nil when hidden.
    public var statusBarFrame: Rect? {
        showsStatusBar ? Rect(x: 0, y: 0, width: window.width, height: statusBarShownHeight) : nil
    }

    /// The screen's safe area (iOS 11 and later; zero before).
    public let safeAreaInsets: EdgeInsets

    /// Where a navigation bar starts: under the status bar, or — from iOS 11 — under the
    /// sensor housing's inset when that is deeper (docs/semantics.md, chosen).
    public var barTop: Double {
        max(statusBarShownHeight, safeAreaInsets.top)
    }

    /// 44 pt, 32 pt when the vertical size class is compact (every phone in landscape).
    public var navigationBarHeight: Double {
        device.sizeClasses[orientation].vertical == .compact ? 32 : 44
    }

    /// What a large title adds below the standard bar (iOS 11 and later): 44 + 52 = 96 points
    /// (docs/semantics.md, "Large titles").
    public static let largeTitleHeight = 52.0

    /// A navigation bar's height at the top of a sheet from iOS 13 (a phone's card, an iPad's
    /// page or form sheet) while the vertical size class is regular: 56 points, 108 with a large
    /// title (docs/semantics.md, "Large titles").
    public static let sheetNavigationBarHeight = 56.0

    /// The navigation bar's height, its large title's included when it shows one. `inSheet`:
    /// the bar is at the top of a sheet its navigation controller is presented in.
    public func navigationBarHeight(largeTitle: Bool, inSheet: Bool = false) -> Double {
        let regularHeight = device.sizeClasses[orientation].vertical == .regular
        let bar = inSheet && regularHeight && era.hasTallSheetNavigationBars ? Self.sheetNavigationBarHeight : navigationBarHeight
        return bar + (largeTitle ? Self.largeTitleHeight : 0)
    }

    /// The tab bar's height: 49 pt before iOS 7; from iOS 7, 32 pt on a phone in vertically
    /// compact landscape, with the bottom safe inset below it from iOS 11.
    public var tabBarHeight: Double {
        guard era.extendsUnderBars else { return Self.tabBarHeight }
        let bar: Double = device.idiom == .phone && sizeClasses.vertical == .compact ? 32 : 49
        return bar + safeAreaInsets.bottom
    }

    /// The root view's frame in window coordinates: everything under the status bar before
    /// iOS 7, the whole window from iOS 7.
    public var rootFrame: Rect {
        if era.extendsUnderBars { return Rect(size: window) }
        return Rect(x: 0, y: Self.statusBarHeight, width: window.width, height: window.height - Self.statusBarHeight)
    }

    public var rootBounds: Rect { Rect(size: rootFrame.size) }

    /// How much of a container's view its navigation bar takes from its content: all of the
    /// bar before iOS 7 (opaque), nothing from iOS 7 (content extends under it).
    public func navigationBarInset(shown: Bool) -> Double {
        shown && !era.extendsUnderBars ? navigationBarHeight : 0
    }

    /// A navigation controller's toolbar: as tall as its navigation bar (44 pt, 32 pt when
    /// vertically compact), with the bottom safe inset below it from iOS 11 (chosen, as the tab
    /// bar; docs/semantics.md, "Bar button items").
    public var toolbarHeight: Double {
        navigationBarHeight + (era.hasSafeAreas ? safeAreaInsets.bottom : 0)
    }

    /// How much of a navigation controller's view its shown toolbar takes from its content:
    /// all of it before iOS 7 (opaque), nothing from iOS 7 (translucent, content under it).
    public func toolbarInset(shown: Bool) -> Double {
        shown && !era.extendsUnderBars ? toolbarHeight : 0
    }

    /// The toolbar's frame at the bottom of a navigation controller's view `slot`.
    public func toolbarFrame(in slot: Rect) -> Rect {
        Rect(x: slot.x, y: slot.y + slot.height - toolbarHeight, width: slot.width, height: toolbarHeight)
    }

    /// How much of a tab bar controller's view its tab bar takes from the selected tab's.
    public var tabBarInset: Double { era.extendsUnderBars ? 0 : Self.tabBarHeight }

    /// The navigation bar's frame in a container whose view is `slot` (window coordinates).
    public func navigationBarFrame(in slot: Rect, largeTitle: Bool = false, inSheet: Bool = false) -> Rect {
        let top = era.extendsUnderBars && slot.y == 0 ? barTop : 0
        return Rect(x: slot.x, y: slot.y + top, width: slot.width, height: navigationBarHeight(largeTitle: largeTitle, inSheet: inSheet))
    }

    /// How much an opaque navigation bar takes from the top of a child's view from iOS 7
    /// (Apple's `extendedLayoutIncludesOpaqueBars` and `UINavigationBar.isTranslucent`
    /// documentation; docs/semantics.md, "Opaque bars"): the child's view starts at the bar's
    /// bottom — under the status bar (or the sensor housing) too when the container's view is
    /// at the window's top (`atWindowTop`). `covered`: shown, opaque and the child does not
    /// extend under opaque bars. Before iOS 7 this is `navigationBarInset(shown:)`.
    public func navigationBarInset(shown: Bool, covered: Bool, atWindowTop: Bool, largeTitle: Bool = false, inSheet: Bool = false) -> Double {
        guard era.extendsUnderBars else { return navigationBarInset(shown: shown) }
        guard shown && covered else { return 0 }
        return (atWindowTop ? barTop : 0) + navigationBarHeight(largeTitle: largeTitle, inSheet: inSheet)
    }

    /// How much a shown toolbar takes from the bottom of a child's view: all of it before
    /// iOS 7; from iOS 7 all of it when `covered` (opaque, and the child does not extend under
    /// opaque bars), else nothing.
    public func toolbarInset(shown: Bool, covered: Bool) -> Double {
        guard era.extendsUnderBars else { return toolbarInset(shown: shown) }
        return shown && covered ? toolbarHeight : 0
    }

    /// How much a tab bar takes from the bottom of the selected tab's view: all of it before
    /// iOS 7 (49 pt); from iOS 7 all of it (`tabBarHeight`) when `covered`, else nothing.
    public func tabBarInset(covered: Bool) -> Double {
        guard era.extendsUnderBars else { return tabBarInset }
        return covered ? tabBarHeight : 0
    }

    /// The frame of a navigation controller's content, below the bar when it is shown.
    public func contentFrame(navigationBarShown: Bool) -> Rect {
        let inset = navigationBarInset(shown: navigationBarShown)
        return Rect(x: rootFrame.x, y: rootFrame.y + inset, width: rootFrame.width, height: rootFrame.height - inset)
    }

    /// Where an iPad sheet sits in the window (docs/semantics.md): `pageSheet` 768 wide (at
    /// most the window's width) and full height under the status bar, `formSheet` 540 × 620
    /// centred; full screen otherwise.
    public func sheetFrame(_ style: PresentationStyle) -> Rect {
        if device.idiom == .phone && style != .fullScreen {
            // iOS 13's card: the window's width, 10 pt below the top inset (chosen).
            let top = barTop + 10
            return Rect(x: 0, y: top, width: window.width, height: window.height - top)
        }
        switch style {
        case .fullScreen, .automatic: return rootFrame
        case .popover: return popoverFrame(size: Size(width: 320, height: 480), anchor: nil)
        case .pageSheet:
            // Never wider than the window (the iPad mini's portrait 744 points; chosen).
            let top = statusBarShownHeight
            let width = min(768, window.width)
            return Rect(x: (window.width - width) / 2, y: top, width: width, height: window.height - top)
        case .formSheet:
            return Rect(x: (window.width - 540) / 2, y: (window.height - 620) / 2, width: 540, height: 620)
        }
    }

    /// The tab bar's frame at the bottom of a slot.
    public func tabBarFrame(in slot: Rect) -> Rect {
        let height = tabBarHeight
        return Rect(x: slot.x, y: slot.y + slot.height - height, width: slot.width, height: height)
    }

    /// The safe area insets of a full-window controller's root view (iOS 11 and later): the
    /// screen's, with a shown navigation bar's and tab bar's heights added (Apple's
    /// `safeAreaInsets` documentation); nil before iOS 11.
    public func rootSafeAreaInsets(navigationBarShown: Bool, tabBarShown: Bool, toolbarShown: Bool = false) -> EdgeInsets? {
        guard era.hasSafeAreas else { return nil }
        return rootGuideInsets(navigationBarShown: navigationBarShown, tabBarShown: tabBarShown, toolbarShown: toolbarShown)
    }

    /// What the bars and the screen take from a full-window controller's root view, from
    /// iOS 7 (its views extend under the bars): the layout guides' lengths at the top and the
    /// bottom — the status bar and a shown navigation bar, a shown tab bar or toolbar — and from
    /// iOS 11 the device's safe area too (the safe area guide; docs/semantics.md, "Guides"). nil
    /// before iOS 7, whose guides have no length.
    ///
    /// `barPosition`: where a shown navigation bar is — under the status bar, or at the top of
    /// the sheet or popover its navigation controller is presented in.
    public func rootGuideInsets(
        navigationBarShown: Bool, largeTitle: Bool = false, barPosition: NavigationBarPosition = .window, tabBarShown: Bool, toolbarShown: Bool = false
    ) -> EdgeInsets? {
        guard era.extendsUnderBars else { return nil }
        var insets = safeAreaInsets
        insets.top = max(insets.top, statusBarShownHeight)
        if navigationBarShown {
            switch barPosition {
            case .window: insets.top = barTop + navigationBarHeight(largeTitle: largeTitle)
            case .sheet(let top): insets.top = top + navigationBarHeight(largeTitle: largeTitle, inSheet: true)
            case .popover(let top): insets.top = top + navigationBarHeight(largeTitle: largeTitle)
            }
        }
        if tabBarShown { insets.bottom = tabBarHeight }
        // A toolbar sits on the tab bar when both show, else on the screen's bottom inset.
        if toolbarShown { insets.bottom = (tabBarShown ? tabBarHeight : safeAreaInsets.bottom) + navigationBarHeight }
        return insets
    }

    /// A controller root view's layout margins (iOS 11 and later): its safe area, with the
    /// system minimum margins inside it — 20 pt leading and trailing in a regular width or a
    /// window at least ``wideMarginsWidth`` wide, else 16; 0 top and bottom
    /// (`systemMinimumLayoutMargins`; docs/semantics.md, "Guides").
    public func rootLayoutMargins(safeArea: EdgeInsets) -> EdgeInsets {
        let side: Double = sizeClasses.horizontal == .regular || window.width >= Self.wideMarginsWidth ? 20 : 16
        return EdgeInsets(top: safeArea.top, left: safeArea.left + side, bottom: safeArea.bottom, right: safeArea.right + side)
    }

    /// The narrowest window whose root view gets 20-point side margins in a compact width: a
    /// Plus or Max phone in portrait (414 pt and wider), any phone in landscape. Apple says only
    /// "16 or 20 points"; Interface Builder saves root-margin constraints 20 points in on a
    /// 414-point canvas (Xcode 14) and 16 on 375 and 393, and the iPhone 6 Plus's wider margins
    /// were reported from devices (docs/semantics.md, "Guides", chosen).
    public static let wideMarginsWidth: Double = 414
}

/// Where a shown navigation bar sits in the window (`ScreenGeometry.rootGuideInsets`): under the
/// status bar (or the sensor housing) for a container at the window's top, at the top of the
/// sheet or popover its navigation controller is presented in (docs/semantics.md, "Large
/// titles" and "Popovers").
public enum NavigationBarPosition: Sendable, Equatable {
    case window
    /// The sheet's top in the window: the bar is 56 points tall there from iOS 13.
    case sheet(top: Double)
    /// The popover's top in the window, known once the layout has placed the popover.
    case popover(top: Double)
}
