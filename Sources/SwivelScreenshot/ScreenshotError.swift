/// Why a screenshot could not be made.
public enum ScreenshotError: Error, Sendable, Equatable, CustomStringConvertible {
    /// cairo failed (out of memory, an image too large); the text is cairo's own.
    case cairo(String)
    /// libpng could not encode the picture; the text is libpng's own.
    case encoding(String)
    /// The scale asked for is outside 1…3.
    case scaleOutOfRange(Double)

    public var description: String {
        switch self {
        case .cairo(let detail): "cairo could not draw the screenshot: \(detail)"
        case .encoding(let detail): "the screenshot could not be encoded as PNG: \(detail)"
        case .scaleOutOfRange(let scale): "scale must be 1, 2 or 3 (pixels per point), got \(scale)"
        }
    }
}
