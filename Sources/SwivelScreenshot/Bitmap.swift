/// A drawn screenshot as pixels (`Screenshot.bitmap(of:scale:)`): rows top to bottom, each
/// pixel straight (not premultiplied) red, green, blue, alpha bytes.
public struct Bitmap: Sendable, Equatable {
    public let width: Int
    public let height: Int
    /// `width × height × 4` bytes, R G B A per pixel.
    public let rgba: [UInt8]

    /// One pixel's colour, for reading a drawing back.
    public struct Pixel: Sendable, Equatable, CustomStringConvertible {
        public var red: UInt8
        public var green: UInt8
        public var blue: UInt8
        public var alpha: UInt8

        public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
            self.red = red
            self.green = green
            self.blue = blue
            self.alpha = alpha
        }

        public var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }

        /// Whether every channel is within `tolerance` of `other`'s (antialiasing, blending).
        public func isClose(to other: Pixel, tolerance: Int = 8) -> Bool {
            abs(Int(red) - Int(other.red)) <= tolerance && abs(Int(green) - Int(other.green)) <= tolerance
                && abs(Int(blue) - Int(other.blue)) <= tolerance && abs(Int(alpha) - Int(other.alpha)) <= tolerance
        }
    }

    /// The pixel at column `x`, row `y` (pixels, not points), nil outside the picture.
    public func pixel(x: Int, y: Int) -> Pixel? {
        guard (0..<width).contains(x), (0..<height).contains(y) else { return nil }
        let at = (y * width + x) * 4
        return Pixel(red: rgba[at], green: rgba[at + 1], blue: rgba[at + 2], alpha: rgba[at + 3])
    }
}
