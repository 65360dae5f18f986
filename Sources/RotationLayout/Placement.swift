import RotationEngine

/// Where a view's own coordinate space lands in the window: the box (`frame`) its bounds of
/// `size` cover, turned by `rotation` degrees (a multiple of 90) relative to the interface.
/// Frames in the layout are these boxes, in window coordinates.
///
/// Subview boxes are mapped corner to corner from the parent's box (not rebuilt from a
/// centre), so a frame UIKit would give in whole points comes out in whole points: going
/// through `centre − size / 2` turned a top of 40 into 39.99999999999999 next to a
/// fractional height.
struct Placement {
    var frame: Rect
    var rotation: Int
    var size: Size

    /// The view with bounds `size` (by default the frame's, turned when `rotation` is a
    /// quarter turn) centred on `frame`.
    init(frame: Rect, rotation: Int, size: Size? = nil) {
        let quarterTurned = Self.isQuarterTurn(rotation)
        let size = size ?? (quarterTurned ? Size(width: frame.height, height: frame.width) : frame.size)
        self.rotation = rotation
        self.size = size
        self.frame = Self.box(centredOn: frame, size: size, quarterTurned: quarterTurned)
    }

    private init(box: Rect, rotation: Int, size: Size) {
        frame = box
        self.rotation = rotation
        self.size = size
    }

    static func isQuarterTurn(_ degrees: Int) -> Bool {
        ((degrees % 180) + 180) % 180 == 90
    }

    /// The box a view of bounds `size` covers when centred on `frame`; `frame` itself when
    /// the sizes agree.
    static func box(centredOn frame: Rect, size: Size, quarterTurned: Bool) -> Rect {
        let width = quarterTurned ? size.height : size.width
        let height = quarterTurned ? size.width : size.height
        if width == frame.width && height == frame.height { return frame }
        return Rect(x: frame.x + (frame.width - width) / 2, y: frame.y + (frame.height - height) / 2, width: width, height: height)
    }

    /// A subview at `local` (in this view's bounds) turns with this view. A turn of +90°
    /// (clockwise on screen) takes the bounds' point (x, y) to (box.x + height − y, box.y + x);
    /// 180° to (box.x + width − x, box.y + height − y); −90° to (box.x + y, box.y + width − x).
    func child(_ local: Rect) -> Placement {
        let box: Rect
        switch ((rotation % 360) + 360) % 360 {
        case 90:
            box = Rect(x: frame.x + size.height - (local.y + local.height), y: frame.y + local.x, width: local.height, height: local.width)
        case 180:
            box = Rect(x: frame.x + size.width - (local.x + local.width), y: frame.y + size.height - (local.y + local.height), width: local.width, height: local.height)
        case 270:
            box = Rect(x: frame.x + local.y, y: frame.y + size.width - (local.x + local.width), width: local.height, height: local.width)
        default:
            box = Rect(x: frame.x + local.x, y: frame.y + local.y, width: local.width, height: local.height)
        }
        return Placement(box: box, rotation: rotation, size: local.size)
    }

    /// The same slot with the content turned by `degrees` more and bounds `size`, centred
    /// where the slot is (seed 002: a swapped view whose transform differs from the interface's).
    func rotated(by degrees: Int, size: Size) -> Placement {
        Placement(frame: frame, rotation: rotation + degrees, size: size)
    }
}
