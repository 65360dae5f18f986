/// `UIUserInterfaceIdiom`.
public enum Idiom: String, Sendable, Equatable {
    case phone, pad
}

/// A simulated device: its screen, what it runs, and where the system draws over content.
/// A value naming one row of the one table in `DeviceCatalogue.swift` (docs/semantics.md,
/// "Devices"), never spelled again elsewhere: the engine, the layout, the WebDriver facade, the
/// API and the viewer all take their facts from it (the viewer through `GET /v1/devices`).
///
/// The value is the row's index with the facts the engine reads on every callback (idiom,
/// screen, size classes, Home button) beside it: the engine makes a `ScreenGeometry` (device ×
/// version × orientation) several times per callback, and copying these few plain bytes costs
/// little where copying the row (its names, its safe areas) cost a memcpy and reading the table
/// a lazy-global check each time (BENCHMARKS.md, "Today's iOS").
public struct Device: Sendable {
    let index: UInt8
    public let idiom: Idiom
    /// Whether it has a Home button. A phone without one never turns its interface upside
    /// down (Apple's `supportedInterfaceOrientations` documentation).
    public let homeButton: Bool
    /// The screen in points, in the device's native portrait.
    public let screen: Size
    /// Full-screen size classes, by orientation (iOS 8 and later).
    public let sizeClasses: ByOrientation<SizeClasses>

    init(index: Int, facts: DeviceFacts) {
        self.index = UInt8(index)
        idiom = facts.idiom
        homeButton = facts.homeButton
        screen = facts.screen
        sizeClasses = facts.sizeClasses
    }

    private var facts: DeviceFacts { DeviceCatalogue.rows[Int(index)] }

    /// Swivel's id (`iphone-15-pro`).
    public var id: String { facts.id.description }
    /// The marketing name the id stands for (`iPhone 15 Pro`).
    public var name: String { facts.name.description }
    /// `UITraitCollection.displayScale`: pixels per point.
    public var scale: Int { facts.scale }
    /// The major iOS versions the device ran, first and last.
    public var os: ClosedRange<Int> { facts.os }
    /// The status bar's height in portrait (iOS 7 and later; iOS 5 and 6 draw 20 pt), on the
    /// device's latest iOS.
    public var statusBarHeight: Double { facts.statusBarHeight }
    /// The insets of the screen's safe area (iOS 11 and later), by orientation, on the device's
    /// latest iOS.
    public var safeArea: ByOrientation<EdgeInsets> { facts.safeArea }

    /// The status bar's height on `os` (nil: the latest): a device whose sensor housing's inset
    /// changed with an iOS version had the earlier one before it (`DeviceFacts.earlier`).
    public func statusBarHeight(on os: OSVersion?) -> Double {
        earlierFacts(on: os)?.statusBarHeight ?? facts.statusBarHeight
    }

    /// The safe area's insets on `os` (nil: the latest), as ``statusBarHeight(on:)``.
    public func safeArea(on os: OSVersion?) -> ByOrientation<EdgeInsets> {
        earlierFacts(on: os)?.safeArea ?? facts.safeArea
    }

    private func earlierFacts(on os: OSVersion?) -> DeviceFacts.Earlier? {
        guard let os, let earlier = facts.earlier, os.major <= earlier.through else { return nil }
        return earlier
    }
    /// Whether this is the device `id` names (no `String` made).
    public func has(id: String) -> Bool {
        facts.id.withUTF8Buffer { $0.elementsEqual(id.utf8) }
    }

    /// Whether the device ran `os`: its range (which holds iOS 5 and 6 for the three classic devices).
    public func runs(_ os: OSVersion) -> Bool { self.os.contains(os.major) }
}

extension Device: Hashable {
    /// One device per row: the index says which.
    public static func == (lhs: Device, rhs: Device) -> Bool { lhs.index == rhs.index }
    public func hash(into hasher: inout Hasher) { hasher.combine(index) }
}

/// One row of the device table: the facts a `Device` names. Its names are literals (no reference
/// counting when a row is read).
struct DeviceFacts: Sendable {
    let id: StaticString
    let name: StaticString
    let idiom: Idiom
    let screen: Size
    let scale: Int
    let os: ClosedRange<Int>
    let homeButton: Bool
    let statusBarHeight: Double
    let safeArea: ByOrientation<EdgeInsets>
    let sizeClasses: ByOrientation<SizeClasses>
    /// The status bar and safe area up to an iOS version, when they were other then than now.
    var earlier: Earlier? = nil

    /// What a device's top inset was through iOS `through` (docs/semantics.md, "Devices").
    struct Earlier: Sendable {
        let through: Int
        let statusBarHeight: Double
        let safeArea: ByOrientation<EdgeInsets>
    }
}

/// A value for portrait and one for landscape (both landscapes alike: a Face ID phone's safe
/// area is symmetric whichever side its sensor housing is on).
public struct ByOrientation<Value: Sendable & Hashable>: Sendable, Hashable {
    public let portrait: Value
    public let landscape: Value

    public init(portrait: Value, landscape: Value) {
        self.portrait = portrait
        self.landscape = landscape
    }

    public subscript(_ orientation: InterfaceOrientation) -> Value {
        orientation.isLandscape ? landscape : portrait
    }
}

/// `UIEdgeInsets`.
public struct EdgeInsets: Sendable, Hashable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = EdgeInsets()

    /// A view's safe area insets: how far the region these insets leave in a window reaches
    /// into the view's frame from each side (a view inside the region has none; Apple's
    /// `safeAreaInsets` documentation).
    public func clipped(to frame: Rect, in window: Size) -> EdgeInsets {
        EdgeInsets(
            top: max(0, top - frame.y), left: max(0, left - frame.x),
            bottom: max(0, frame.y + frame.height - (window.height - bottom)),
            right: max(0, frame.x + frame.width - (window.width - right))
        )
    }
}

/// `UIUserInterfaceSizeClass`.
public enum SizeClass: String, Sendable, Hashable {
    case compact, regular
}

/// A horizontal and a vertical size class.
public struct SizeClasses: Sendable, Hashable {
    public let horizontal: SizeClass
    public let vertical: SizeClass

    public init(_ horizontal: SizeClass, _ vertical: SizeClass) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
}

/// The traits a controller sees (`UITraitCollection`, iOS 8 and later).
public struct Traits: Sendable, Hashable {
    public let sizeClasses: SizeClasses
    public let displayScale: Int
    public let idiom: Idiom
}

extension Device {
    /// The three devices of iOS 5 and 6 (docs/semantics.md), by name for code and tests: the
    /// table's first three rows.
    public static let iphone35 = DeviceCatalogue.all[0]
    public static let iphone4 = DeviceCatalogue.all[1]
    public static let ipad = DeviceCatalogue.all[2]
}

extension Device {
    /// The devices of iOS 5 and 6, in the table's order.
    public static let classic: [Device] = [.iphone35, .iphone4, .ipad]
}
