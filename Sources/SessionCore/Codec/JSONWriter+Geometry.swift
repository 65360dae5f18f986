import RotationEngine
import SwivelJSON

extension JSONWriter {
    /// `{"x":…,"y":…,"width":…,"height":…}`: every trace entry and every laid-out view has one.
    /// Written in one reservation when every member is a small whole number (`numberObject`).
    @inlinable public mutating func rect(_ rect: Rect) {
        numberObject("x", rect.x, "y", rect.y, "width", rect.width, "height", rect.height)
    }

    /// `{"width":…,"height":…}`.
    @inlinable public mutating func size(_ size: Size) {
        numberObject("width", size.width, "height", size.height)
    }

    /// `{"top", "left", "bottom", "right"}` (Config/openapi.json's EdgeInsets).
    public mutating func insets(_ insets: EdgeInsets) {
        numberObject("top", insets.top, "left", insets.left, "bottom", insets.bottom, "right", insets.right)
    }
}
