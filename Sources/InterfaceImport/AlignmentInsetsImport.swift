import SwivelJSON

/// UIKit's `alignmentRectInsets` for the elements the importer writes (docs/interface-import.md,
/// "Alignment rectangles").
public enum AlignmentInsetsImport {
    /// The insets by UIKit class (top, left, bottom, right; a positive inset puts the alignment
    /// rectangle's edge inside the frame): the importer's copy of the engine's
    /// `AlignmentInsets.byClass` (it writes JSON and knows no engine types; a test keeps the
    /// two alike).
    public static let byClass: [String: (top: Double, left: Double, bottom: Double, right: Double)] = [
        "UISwitch": (0, 0, 0, 2),
        "UISlider": (0, 2, 1, 2),
    ]

    /// The `alignmentRectInsets` to write for an element of UIKit class `base` written with
    /// class `written` (its custom class, if any): the base class's insets when the written
    /// class's default is not already them; nil otherwise.
    static func written(base: String, written: String) -> JSONValue? {
        guard let insets = byClass[base] else { return nil }
        if let implied = byClass[written], implied == insets { return nil }
        return ["top": .number(insets.top), "left": .number(insets.left), "bottom": .number(insets.bottom), "right": .number(insets.right)]
    }
}
