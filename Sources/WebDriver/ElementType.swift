import RotationEngine

/// The XCUITest element type of a view of the layout (docs/webdriver.md, "Page source"): by its
/// kind, and for a plain view by the UIKit class Interface Builder gave it, as XCUITest reports
/// UIKit's controls. One rule, read by the page source and by the Appium scripts Swivel exports.
public enum ElementType {
    /// UIKit classes XCUITest reports as their own element type; any other view is `Other`
    /// (a stack view included, and a custom class that names no UIKit class it inherits from).
    static let byClass: [String: String] = [
        "UITableView": "XCUIElementTypeTable", "UICollectionView": "XCUIElementTypeCollectionView",
        "UIScrollView": "XCUIElementTypeScrollView", "UITextView": "XCUIElementTypeTextView",
        "UITextField": "XCUIElementTypeTextField", "UISearchBar": "XCUIElementTypeSearchField",
        "UISwitch": "XCUIElementTypeSwitch", "UISlider": "XCUIElementTypeSlider",
        "UISegmentedControl": "XCUIElementTypeSegmentedControl", "UIStepper": "XCUIElementTypeStepper",
        "UIPageControl": "XCUIElementTypePageIndicator", "UIProgressView": "XCUIElementTypeProgressIndicator",
        "UIActivityIndicatorView": "XCUIElementTypeActivityIndicator", "UIImageView": "XCUIElementTypeImage",
        "UIPickerView": "XCUIElementTypePicker", "UIDatePicker": "XCUIElementTypeDatePicker",
        "UIToolbar": "XCUIElementTypeToolbar", "WKWebView": "XCUIElementTypeWebView", "UIWebView": "XCUIElementTypeWebView",
        "MKMapView": "XCUIElementTypeMap", "UINavigationBar": "XCUIElementTypeNavigationBar",
    ]

    /// The type of a view of `kind` whose class is `className` (a custom one inheriting from
    /// `uikitClass`: a `PaddedTextField` is a text field, as XCUITest reports it); `holdsCells`
    /// when a subview is a cell: a table's row (a table of a custom class is still a table), or
    /// a collection view's item (a view whose class is, or inherits from, `UICollectionView`).
    public static func of(kind: ViewKind, className: String?, uikitClass: String? = nil, holdsCells: Bool) -> String {
        switch kind {
        case .button: "XCUIElementTypeButton"
        case .label, .timerLabel: "XCUIElementTypeStaticText"
        case .cell: "XCUIElementTypeCell"
        case .drawing: "XCUIElementTypeOther"
        case .view:
            if let known = className.flatMap({ byClass[$0] }) ?? uikitClass.flatMap({ byClass[$0] }),
               known == "XCUIElementTypeCollectionView" || !holdsCells {
                known
            } else {
                holdsCells ? "XCUIElementTypeTable" : "XCUIElementTypeOther"
            }
        }
    }
}
