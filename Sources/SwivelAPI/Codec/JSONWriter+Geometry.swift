import RotationEngine
import SwivelJSON

extension JSONWriter {
    mutating func rect(_ rect: Rect) {
        beginObject()
        key("x"); double(rect.x)
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
