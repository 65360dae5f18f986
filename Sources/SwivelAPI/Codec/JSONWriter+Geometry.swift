import RotationEngine
import SwivelJSON

extension JSONWriter {
    /// `{"x":…,"y":…,"width":…,"height":…}`, with key fragments: every trace entry and every
    /// laid-out view has one.
    mutating func rect(_ rect: Rect) {
        keyFragment("{\"x\":", opensObject: true); double(rect.x)
        keyFragment(",\"y\":"); double(rect.y)
        keyFragment(",\"width\":"); double(rect.width)
        keyFragment(",\"height\":"); double(rect.height)
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
