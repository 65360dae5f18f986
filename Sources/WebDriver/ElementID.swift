/// The facade's element ids (W3C web element references). An id is the element's key
/// (`AccessibilityElement.key`: which view of which controller instance, or which bar control)
/// written in hex, so it is safe in a URL path and means the same element for as long as the
/// session lives — after an eviction, a restart or a replay too: the facade keeps no table of
/// ids, the session's state is all there is (docs/webdriver.md, "Element ids").
enum ElementID {
    /// W3C's key for a web element reference in JSON.
    static let w3cKey = "element-6066-11e4-a52e-4f735466cecf"
    private static let prefix = "swivel-"

    static func make(_ key: String) -> String {
        var id = prefix
        id.reserveCapacity(prefix.count + key.utf8.count * 2)
        for byte in key.utf8 {
            id.append(hexDigit(byte >> 4))
            id.append(hexDigit(byte & 0x0F))
        }
        return id
    }

    /// The key an id stands for; nil when it is not one of ours.
    static func key(of id: String) -> String? {
        guard id.hasPrefix(prefix) else { return nil }
        let hex = Array(id.utf8.dropFirst(prefix.utf8.count))
        guard hex.count % 2 == 0, !hex.isEmpty else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(hex.count / 2)
        var index = 0
        while index < hex.count {
            guard let high = value(hex[index]), let low = value(hex[index + 1]) else { return nil }
            bytes.append(high << 4 | low)
            index += 2
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hexDigit(_ nibble: UInt8) -> Character {
        Character(Unicode.Scalar(nibble < 10 ? nibble + 48 : nibble + 87))
    }

    private static func value(_ digit: UInt8) -> UInt8? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - 48
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - 87
        default: nil
        }
    }
}
