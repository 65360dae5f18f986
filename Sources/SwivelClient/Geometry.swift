/// A rectangle in points: a view's `frame` (window coordinates, absolute) or `bounds`
/// (docs/semantics.md, "Where a controller lays out").
public struct Rect: Codable, Sendable, Hashable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// "(x 20, y 72, width 528, height 228)", as the expectation helpers print it.
    public var description: String {
        "(x \(Number.text(x)), y \(Number.text(y)), width \(Number.text(width)), height \(Number.text(height)))"
    }
}

/// A width and height in points: the window, a device's screen.
public struct Size: Codable, Sendable, Hashable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// UIKit's `UIEdgeInsets`: a safe area or layout margins (iOS 11+, docs/semantics.md).
public struct EdgeInsets: Codable, Sendable, Hashable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
}

/// Numbers written as the API writes them: whole ones without a fraction.
enum Number {
    static func text(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
