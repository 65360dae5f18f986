import RotationEngine
import SwivelJSON

extension JSONWriter {
    /// `{"x":…,"y":…,"width":…,"height":…}`: every trace entry and every laid-out view has one.
    @inlinable public mutating func rect(_ rect: Rect) {
        beginObject(); key("x"); double(rect.x)
        key("y"); double(rect.y)
        key("width"); double(rect.width)
        key("height"); double(rect.height)
        endObject()
    }

    @inlinable public mutating func size(_ size: Size) {
        beginObject()
        key("width"); double(size.width)
        key("height"); double(size.height)
        endObject()
    }
}
