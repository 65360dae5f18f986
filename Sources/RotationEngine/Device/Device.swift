/// `UIUserInterfaceIdiom`.
public enum Idiom: String, Sendable, Equatable {
    case phone, pad
}

/// A simulated device: its screen, what it runs, and where the system draws over content.
/// A value, read from the one table in `DeviceCatalogue.swift` (docs/semantics.md, "Devices"),
/// never spelled again elsewhere: the engine, the layout, the WebDriver facade, the API and
/// the viewer all take their facts from it (the viewer through `GET /v1/devices`).
public struct Device: Sendable, Hashable {
    // The names are literals of the table: a device is copied with every `ScreenGeometry` the
    // engine makes (several per callback), and a literal costs no reference counting where a
    // `String` would (BENCHMARKS.md, "Today's iOS").
    private let staticID: StaticString
    private let staticName: StaticString
    /// Swivel's id (`iphone-15-pro`).
    public var id: String { staticID.description }
    /// The marketing name the id stands for (`iPhone 15 Pro`).
    public var name: String { staticName.description }
    public let idiom: Idiom
    /// The screen in points, in the device's native portrait.
    public let screen: Size
    /// `UITraitCollection.displayScale`: pixels per point.
    public let scale: Int
    /// The major iOS versions the device ran, first and last.
    public let os: ClosedRange<Int>
    /// Whether it has a Home button. A phone without one never turns its interface upside
    /// down (Apple's `supportedInterfaceOrientations` documentation).
    public let homeButton: Bool
    /// The status bar's height in portrait (iOS 7 and later; iOS 5 and 6 draw 20 pt).
    public let statusBarHeight: Double
    /// The insets of the screen's safe area (iOS 11 and later), by orientation.
    public let safeArea: ByOrientation<EdgeInsets>
    /// Full-screen size classes, by orientation (iOS 8 and later).
    public let sizeClasses: ByOrientation<SizeClasses>

    init(id: StaticString, name: StaticString, idiom: Idiom, screen: Size, scale: Int, os: ClosedRange<Int>, homeButton: Bool,
         statusBarHeight: Double, safeArea: ByOrientation<EdgeInsets>, sizeClasses: ByOrientation<SizeClasses>) {
        staticID = id
        staticName = name
        self.idiom = idiom
        self.screen = screen
        self.scale = scale
        self.os = os
        self.homeButton = homeButton
        self.statusBarHeight = statusBarHeight
        self.safeArea = safeArea
        self.sizeClasses = sizeClasses
    }

    /// Whether this is the device `id` names (no `String` made).
    public func has(id: String) -> Bool {
        staticID.withUTF8Buffer { $0.elementsEqual(id.utf8) }
    }

    public static func == (lhs: Device, rhs: Device) -> Bool {
        lhs.staticID.withUTF8Buffer { left in rhs.staticID.withUTF8Buffer { left.elementsEqual($0) } }
    }
    public func hash(into hasher: inout Hasher) { staticID.withUTF8Buffer { hasher.combine(bytes: UnsafeRawBufferPointer($0)) } }

    /// Whether the device ran `os`: its range, and — as they always have — iOS 5 and 6 on the
    /// three classic devices.
    public func runs(_ os: OSVersion) -> Bool { self.os.contains(os.major) }
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
    /// The three devices of iOS 5 and 6 (docs/semantics.md), by name for code and tests.
    public static let iphone35 = DeviceCatalogue.iphone35
    public static let iphone4 = DeviceCatalogue.iphone4
    public static let ipad = DeviceCatalogue.ipad
}

extension Device {
    /// The devices of iOS 5 and 6, in the table's order.
    public static let classic: [Device] = [.iphone35, .iphone4, .ipad]
}
