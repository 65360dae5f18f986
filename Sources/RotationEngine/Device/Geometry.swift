/// A size in points.
public struct Size: Sendable, Equatable, Hashable {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
    public static let zero = Size(width: 0, height: 0)
}

/// A rectangle in points (`CGRect`).
public struct Rect: Sendable, Equatable, Hashable {
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
    public init(origin x: Double = 0, _ y: Double = 0, size: Size) {
        self.init(x: x, y: y, width: size.width, height: size.height)
    }
    public var size: Size { Size(width: width, height: height) }
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)
}
