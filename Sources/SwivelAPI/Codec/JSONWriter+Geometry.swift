import RotationEngine
import SwivelJSON

extension JSONWriter {
    /// `{"x":…,"y":…,"width":…,"height":…}`: every trace entry and every laid-out view has one.
    mutating func rect(_ rect: Rect) {
        beginObject(); key("x"); double(rect.x)
        key("y"); double(rect.y)
        key("width"); double(rect.width)
        key("height"); double(rect.height)
        endObject()
    }

    mutating func size(_ size: Size) {
        beginObject()
        key("width"); double(size.width)
        key("height"); double(size.height)
        endObject()
    }

    mutating func optionalString(_ value: String?) {
        if let value { string(value) } else { null() }
    }
}

extension JSONWriter {
    mutating func optionalBool(_ value: Bool?) {
        if let value { bool(value) } else { null() }
    }
}
