import RotationEngine
import SwivelJSON

/// `GET /session/{id}/source` in WDA's two forms (docs/webdriver.md): its XML, and with
/// `?format=json` its JSON tree.
extension AccessibilityElement {
    /// WDA's XML page source: one element per node named by its type, attributes `type`,
    /// `name`, `label`, `value` (left out when absent), `enabled`, `visible`, `accessible`,
    /// `x`, `y`, `width`, `height`, `index`.
    func xmlDocument() -> String {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        appendXML(to: &xml, index: 0, depth: 0)
        return xml
    }

    private func appendXML(to xml: inout String, index: Int, depth: Int) {
        xml += String(repeating: "  ", count: depth)
        xml += "<\(type) type=\"\(type)\""
        if let name { xml += " name=\"\(Self.escapeXML(name))\"" }
        if let label { xml += " label=\"\(Self.escapeXML(label))\"" }
        if let value { xml += " value=\"\(Self.escapeXML(value))\"" }
        xml += " enabled=\"\(enabled)\" visible=\"\(visible)\" accessible=\"\(isAccessible)\""
        xml += " x=\"\(Self.coordinate(frame.x))\" y=\"\(Self.coordinate(frame.y))\""
        xml += " width=\"\(Self.coordinate(frame.width))\" height=\"\(Self.coordinate(frame.height))\" index=\"\(index)\""
        if children.isEmpty {
            xml += "/>\n"
            return
        }
        xml += ">\n"
        for (childIndex, child) in children.enumerated() { child.appendXML(to: &xml, index: childIndex, depth: depth + 1) }
        xml += String(repeating: "  ", count: depth) + "</\(type)>\n"
    }

    /// Buttons and texts are accessibility elements; containers are not (as in UIKit).
    var isAccessible: Bool {
        type == "XCUIElementTypeButton" || type == "XCUIElementTypeStaticText"
    }

    /// WDA's JSON page source: `type` without its prefix, `name`, `label`, `value`,
    /// `rect`, `frame` as UIKit prints a CGRect, `isEnabled`/`isVisible` as "1"/"0", children.
    func writeJSON(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("type"); writer.string(shortType)
        writer.key("name"); optional(name, &writer)
        writer.key("label"); optional(label, &writer)
        writer.key("value"); optional(value, &writer)
        writer.key("rawIdentifier"); optional(name, &writer)
        writer.key("rect"); writeRect(to: &writer)
        writer.key("frame")
        writer.string("{{\(Self.coordinate(frame.x)), \(Self.coordinate(frame.y))}, {\(Self.coordinate(frame.width)), \(Self.coordinate(frame.height))}}")
        writer.key("isEnabled"); writer.string(enabled ? "1" : "0")
        writer.key("isVisible"); writer.string(visible ? "1" : "0")
        writer.key("isAccessible"); writer.string(isAccessible ? "1" : "0")
        if !children.isEmpty {
            writer.key("children")
            writer.beginArray()
            for child in children { child.writeJSON(to: &writer) }
            writer.endArray()
        }
        writer.endObject()
    }

    /// `{x, y, width, height}` in points.
    func writeRect(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("x"); writer.double(frame.x)
        writer.key("y"); writer.double(frame.y)
        writer.key("width"); writer.double(frame.width)
        writer.key("height"); writer.double(frame.height)
        writer.endObject()
    }

    private func optional(_ text: String?, _ writer: inout JSONWriter) {
        if let text { writer.string(text) } else { writer.null() }
    }

    /// Whole points print without a fraction (`320`, not `320.0`), as WDA prints them.
    static func coordinate(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    static func escapeXML(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&apos;"
            case "\n": escaped += "&#10;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
