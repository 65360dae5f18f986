import RotationEngine

/// Where a view's own coordinate space lands in the window: its bounds of `size`, centred on
/// `center`, turned by `rotation` degrees (a multiple of 90) relative to the interface.
/// Frames in the layout are the boxes these cover in window coordinates.
struct Placement {
    var center: (x: Double, y: Double)
    var rotation: Int
    var size: Size

    init(frame: Rect, rotation: Int, size: Size? = nil) {
        center = (frame.x + frame.width / 2, frame.y + frame.height / 2)
        self.rotation = rotation
        let quarterTurned = Self.isQuarterTurn(rotation)
        self.size = size ?? (quarterTurned ? Size(width: frame.height, height: frame.width) : frame.size)
    }

    static func isQuarterTurn(_ degrees: Int) -> Bool {
        ((degrees % 180) + 180) % 180 == 90
    }

    /// The box covered on screen.
    var frame: Rect {
        let turned = Self.isQuarterTurn(rotation)
        let width = turned ? size.height : size.width
        let height = turned ? size.width : size.height
        return Rect(x: center.x - width / 2, y: center.y - height / 2, width: width, height: height)
    }

    /// Maps a point of this view's bounds to the window.
    func map(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
        let dx = x - size.width / 2
        let dy = y - size.height / 2
        switch ((rotation % 360) + 360) % 360 {
        case 90: return (center.x - dy, center.y + dx)
        case 180: return (center.x - dx, center.y - dy)
        case 270: return (center.x + dy, center.y - dx)
        default: return (center.x + dx, center.y + dy)
        }
    }

    /// A subview at `frame` (in this view's bounds) turns with this view.
    func child(_ frame: Rect) -> Placement {
        let c = map(frame.x + frame.width / 2, frame.y + frame.height / 2)
        var placement = Placement(frame: Rect(x: c.x, y: c.y, width: 0, height: 0), rotation: rotation, size: frame.size)
        placement.center = c
        return placement
    }

    /// The same slot with the content turned by `degrees` more, its bounds `size`.
    func rotated(by degrees: Int, size: Size) -> Placement {
        var placement = self
        placement.rotation += degrees
        placement.size = size
        return placement
    }
}
