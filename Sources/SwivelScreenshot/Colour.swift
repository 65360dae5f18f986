/// An RGBA colour with components in 0…1, as cairo takes them.
struct Colour: Equatable {
    var red: Double
    var green: Double
    var blue: Double
    var alpha: Double

    static let white = Colour(red: 1, green: 1, blue: 1, alpha: 1)
    static let black = Colour(red: 0, green: 0, blue: 0, alpha: 1)
    /// The viewer's `--warn` (#b42318): stale views, broken constraints.
    static let warning = Colour(red: 180.0 / 255, green: 35.0 / 255, blue: 24.0 / 255, alpha: 1)
    /// The viewer's `--ambiguous` (#dc6803).
    static let ambiguous = Colour(red: 220.0 / 255, green: 104.0 / 255, blue: 3.0 / 255, alpha: 1)
    /// The viewer's `--constraint`: a quiet violet outline on views Auto Layout lays out.
    static let constraintLaid = Colour(red: 105.0 / 255, green: 65.0 / 255, blue: 198.0 / 255, alpha: 0.55)

    /// The viewer's per-controller hue (`hue()` in Public/js/device-view.js): the same text
    /// always gets the same hue, so a controller's views share a tint in both pictures.
    static func hue(of text: String) -> Double {
        var hue = 0
        for scalar in text.unicodeScalars { hue = (hue * 31 + Int(scalar.value)) % 360 }
        return Double(hue)
    }

    /// CSS `hsla(h, s, l, a)`.
    static func hsl(_ hue: Double, _ saturation: Double, _ lightness: Double, alpha: Double) -> Colour {
        let chroma = (1 - abs(2 * lightness - 1)) * saturation
        let sector = hue / 60
        let x = chroma * (1 - abs(sector.truncatingRemainder(dividingBy: 2) - 1))
        let (r, g, b): (Double, Double, Double) = switch Int(sector) % 6 {
        case 0: (chroma, x, 0)
        case 1: (x, chroma, 0)
        case 2: (0, chroma, x)
        case 3: (0, x, chroma)
        case 4: (x, 0, chroma)
        default: (chroma, 0, x)
        }
        let m = lightness - chroma / 2
        return Colour(red: r + m, green: g + m, blue: b + m, alpha: alpha)
    }

    /// Views named after a colour (seed 003's green, magenta and orange boxes) are filled with
    /// it, as in the viewer.
    static func named(_ id: String) -> Colour? {
        switch id.lowercased() {
        case "green": Colour(red: 0, green: 0.5, blue: 0, alpha: 0.85)
        case "magenta": Colour(red: 1, green: 0, blue: 1, alpha: 0.85)
        case "orange": Colour(red: 1, green: 0.647, blue: 0, alpha: 0.85)
        case "red": Colour(red: 1, green: 0, blue: 0, alpha: 0.85)
        case "blue": Colour(red: 0, green: 0, blue: 1, alpha: 0.85)
        case "yellow": Colour(red: 1, green: 1, blue: 0, alpha: 0.85)
        default: nil
        }
    }
}
