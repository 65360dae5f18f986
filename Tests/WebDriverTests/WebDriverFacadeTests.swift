import AppCatalog
import RotationEngine
import RotationLayout
import RotationTestSupport
import SwivelJSON
import Testing
@testable import WebDriver

/// The WebDriver facade's translation (docs/webdriver.md): the page as XCUITest sees it, locators,
/// element ids, hit-testing and pointer actions — without HTTP.
@Suite struct WebDriverFacadeTests {
    func page(_ driver: Driver) -> AccessibilityElement {
        AccessibilityTree.build(LayoutResolver.resolve(driver.state), appTitle: driver.state.app.title)
    }

    func find(_ strategy: String, _ value: String, in tree: AccessibilityElement) throws -> [String?] {
        let query = try ElementQuery.parse(using: strategy, value: value)
        return query.found(among: tree.allElements()).map(\.name)
    }

    /// In landscape the window is 568 × 320 and Show B sits at its landscape frame (not WDA's portrait one).
    @Test func landscapeSourceHasInterfaceCoordinates() {
        var driver = Driver("alternate-landscape")
        driver.rotate(.landscapeLeft)
        let tree = page(driver)
        #expect(tree.children[0].frame == Rect(x: 0, y: 0, width: 568, height: 320))
        let button = tree.allElements().first { $0.name == "showB" }
        #expect(button?.type == "XCUIElementTypeButton")
        #expect(button?.frame == Rect(x: 448, y: 256, width: 100, height: 44))
        #expect(tree.xmlDocument().contains(#"name="showB" label="Show B" enabled="true" visible="true" accessible="true" x="448" y="256" width="100" height="44" index="1"/>"#))
    }

    /// A panel hidden in compact height (`hiddenWhen`) lies over a button: on a 3.5" iPhone in
    /// landscape the panel and the button inside it are not visible, and a tap where they are
    /// reaches the button beneath; in portrait the panel's button is visible and hit.
    @Test func hiddenViewsAreNotVisibleNorHit() throws {
        let json = #"""
        {"id": "hiding", "root": "Root", "controllers": {"Root": {"supportedInterfaceOrientations": "all", "shouldAutorotateToInterfaceOrientation": "all",
          "view": {"id": "rootView", "size": {"width": 320, "height": 460}},
          "elements": [
            {"id": "under", "kind": "button", "text": "Under", "frame": {"x": 0, "y": 0, "width": 200, "height": 100}},
            {"id": "panel", "frame": {"x": 0, "y": 0, "width": 200, "height": 100}, "hiddenWhen": {"verticalSizeClass": "compact"},
             "children": [{"id": "over", "kind": "button", "text": "Over", "frame": {"x": 0, "y": 0, "width": 200, "height": 100}}]}]}}}
        """#
        let app = try AppCatalog.decodeFile(named: "hiding.json", bytes: Array(json.utf8)).definition
        var driver = Driver(app, device: .iphone35, os: .iOS9)
        var tree = page(driver)
        #expect(tree.allElements().first { $0.name == "over" }?.visible == true)
        #expect(AccessibilityTree.hitTest(LayoutResolver.resolve(driver.state), x: 50, y: 50)?.name == "over")
        driver.rotate(.landscapeLeft)
        tree = page(driver)
        #expect(tree.allElements().first { $0.name == "panel" }?.visible == false)
        #expect(tree.allElements().first { $0.name == "over" }?.visible == false, "inside a hidden view")
        #expect(AccessibilityTree.hitTest(LayoutResolver.resolve(driver.state), x: 50, y: 50)?.name == "under")
    }

    /// A navigation controller embedded in a container view of an iPad form sheet (docs/semantics.md, "Container views"): its bar is a navigation bar element named by its title, and a tap on its back button — above the bars, in the sheet's layer — is `back` in that navigation controller; on its title, nothing.
    @Test func embeddedBarInASheetGoesBack() throws {
        let json = #"""
        {"id": "sheet-embed", "root": "Home", "controllers": {
          "Home": {"elements": [{"id": "open", "kind": "button", "frame": {"x": 20, "y": 20, "width": 200, "height": 44}, "action": {"type": "present", "controller": "Sheet", "style": "formSheet"}}]},
          "Sheet": {"elements": [{"id": "box", "frame": {"x": 0, "y": 0, "width": 540, "height": 620}, "autoresizing": ["flexibleWidth", "flexibleHeight"],
                                  "embeds": {"controller": "List", "navigationController": {}}}]},
          "List": {"title": "List", "elements": [{"id": "more", "kind": "button", "frame": {"x": 10, "y": 100, "width": 100, "height": 44}, "action": {"type": "push", "controller": "Detail"}}]},
          "Detail": {"title": "Detail"}}}
        """#
        let app = try AppCatalog.decodeFile(named: "sheet-embed.json", bytes: Array(json.utf8)).definition
        var driver = Driver(app, device: .ipad, os: .iOS9)
        driver.tap("open")
        driver.tap("more")
        let bar = try #require(page(driver).allElements().first { $0.type == "XCUIElementTypeNavigationBar" })
        #expect(bar.name == "Detail")
        let back = try #require(bar.children.first { $0.type == "XCUIElementTypeButton" })
        #expect(back.name == "List")
        let layout = LayoutResolver.resolve(driver.state)
        #expect(AccessibilityTree.hitTest(layout, x: back.frame.x + 5, y: back.frame.y + 5)?.action == .backIn(navigation: "UINavigationController#1"))
        #expect(AccessibilityTree.hitTest(layout, x: bar.frame.x + bar.frame.width / 2, y: bar.frame.y + 5)?.action == nil)
        #expect(Taps.events(at: [Taps.Point(x: back.frame.x + 5, y: back.frame.y + 5)], from: driver.state) == [.backIn(navigation: "UINavigationController#1")])
    }

    /// A table row (kind `cell`) is an `XCUIElementTypeCell`, found as Appium suites find rows; a tap on it, or on its label, taps the row.
    @Test func tableRowsAreCells() throws {
        let json = #"""
        {"id": "rows", "root": "Settings", "controllers": {"Settings": {"view": {"id": "table", "class": "UITableView", "size": {"width": 320, "height": 460}},
          "elements": [{"id": "wifiRow", "kind": "cell", "frame": {"x": 0, "y": 35, "width": 320, "height": 44}, "action": {"type": "present", "controller": "WiFi"},
                        "children": [{"id": "wifiTitle", "kind": "label", "text": "Wi-Fi", "frame": {"x": 15, "y": 11, "width": 200, "height": 22}}]}]},
          "WiFi": {}}}
        """#
        let app = try AppCatalog.decodeFile(named: "rows.json", bytes: Array(json.utf8)).definition
        let driver = Driver(app, device: .iphone35, os: .iOS9)
        let tree = page(driver)
        #expect(try find("xpath", "//XCUIElementTypeCell", in: tree) == ["wifiRow"])
        #expect(try find("class name", "XCUIElementTypeCell", in: tree) == ["wifiRow"])
        // Paths of several steps, as suites write them: a descendant, a child, any type.
        #expect(try find("xpath", "//XCUIElementTypeCell[@name='wifiRow']//XCUIElementTypeStaticText", in: tree) == ["wifiTitle"])
        #expect(try find("xpath", "//XCUIElementTypeCell/XCUIElementTypeStaticText[@label='Wi-Fi']", in: tree) == ["wifiTitle"])
        #expect(try find("xpath", "//XCUIElementTypeWindow/*", in: tree) == ["table"])
        #expect(try find("xpath", "//XCUIElementTypeWindow/XCUIElementTypeCell", in: tree) == [], "a cell is no child of the window")
        #expect(try find("xpath", "//XCUIElementTypeWindow//XCUIElementTypeCell", in: tree) == ["wifiRow"])
        #expect(try find("xpath", "//*//*//XCUIElementTypeStaticText", in: tree) == ["wifiTitle"], "found once, whatever the paths to it")
        #expect(tree.allElements().first { $0.name == "wifiTitle" }?.type == "XCUIElementTypeStaticText")
        #expect(AccessibilityTree.hitTest(LayoutResolver.resolve(driver.state), x: 250, y: 60)?.action == .tap(element: "wifiRow"))
        // Its label takes no touch: a click on it, or where it is, taps the row.
        #expect(tree.allElements().first { $0.name == "wifiTitle" }?.action == .tap(element: "wifiRow"))
        #expect(AccessibilityTree.hitTest(LayoutResolver.resolve(driver.state), x: 100, y: 60)?.action == .tap(element: "wifiRow"))
    }

    /// UIKit's controls are their own XCUITest types by the class Interface Builder gave them, a
    /// custom control by the UIKit class it inherits from (`uikitClass`); a view of a custom class
    /// holding rows is a table, a collection view holding items stays a collection view; a stack
    /// view or a custom view is `Other`.
    @Test func controlsAreTheirOwnTypes() throws {
        let json = #"""
        {"id": "controls", "root": "Settings", "controllers": {"Settings": {"elements": [
          {"id": "darkMode", "class": "UISwitch", "frame": {"x": 250, "y": 20, "width": 51, "height": 31}},
          {"id": "nameField", "class": "UITextField", "frame": {"x": 20, "y": 60, "width": 200, "height": 34}},
          {"id": "avatar", "class": "UIImageView", "frame": {"x": 20, "y": 100, "width": 40, "height": 40}},
          {"id": "fields", "class": "UIStackView", "frame": {"x": 20, "y": 150, "width": 200, "height": 40}},
          {"id": "accounts", "class": "AccountsTableView", "frame": {"x": 0, "y": 200, "width": 320, "height": 200},
           "children": [{"id": "accountRow", "kind": "cell", "frame": {"x": 0, "y": 0, "width": 320, "height": 44}}]},
          {"id": "badge", "class": "BadgeView", "frame": {"x": 20, "y": 420, "width": 20, "height": 20}},
          {"id": "padded", "class": "PaddedTextField", "uikitClass": "UITextField", "frame": {"x": 20, "y": 445, "width": 200, "height": 34}},
          {"id": "gallery", "class": "GalleryView", "uikitClass": "UICollectionView", "frame": {"x": 0, "y": 0, "width": 320, "height": 20},
           "children": [{"id": "photoItem", "kind": "cell", "frame": {"x": 0, "y": 0, "width": 20, "height": 20}}]}]}}}
        """#
        let app = try AppCatalog.decodeFile(named: "controls.json", bytes: Array(json.utf8)).definition
        let tree = page(Driver(app, device: .iphone35, os: .iOS9))
        let types = Dictionary(uniqueKeysWithValues: tree.allElements().compactMap { element in element.name.map { ($0, element.type) } })
        #expect(types["darkMode"] == "XCUIElementTypeSwitch")
        #expect(types["nameField"] == "XCUIElementTypeTextField")
        #expect(types["avatar"] == "XCUIElementTypeImage")
        #expect(types["fields"] == "XCUIElementTypeOther")
        #expect(types["accounts"] == "XCUIElementTypeTable")
        #expect(types["accountRow"] == "XCUIElementTypeCell")
        #expect(types["badge"] == "XCUIElementTypeOther")
        #expect(types["padded"] == "XCUIElementTypeTextField")
        #expect(types["gallery"] == "XCUIElementTypeCollectionView")
        #expect(types["photoItem"] == "XCUIElementTypeCell")
        #expect(try find("class name", "XCUIElementTypeTextField", in: tree) == ["nameField", "padded"])
        #expect(try find("xpath", "//XCUIElementTypeTable/XCUIElementTypeCell", in: tree) == ["accountRow"])
        #expect(try find("class name", "XCUIElementTypeSwitch", in: tree) == ["darkMode"])
    }

    /// A table view controller's root view is its table: the layout gives the root its class, the
    /// facade reports a table, and its rows below the screen scroll (no layout defect).
    @Test func aRootTableIsATable() throws {
        let json = #"""
        {"id": "long-list", "root": "List", "controllers": {"List": {"view": {"id": "table", "class": "UITableView"}, "elements": [
          {"id": "first", "kind": "cell", "frame": {"x": 0, "y": 0, "width": 320, "height": 44}},
          {"id": "far", "kind": "cell", "frame": {"x": 0, "y": 900, "width": 320, "height": 44}}]}}}
        """#
        let app = try AppCatalog.decodeFile(named: "long-list.json", bytes: Array(json.utf8)).definition
        let driver = Driver(app, device: .iphone35, os: .iOS9)
        let layout = LayoutResolver.resolve(driver.state)
        #expect(layout.root.className == "UITableView")
        #expect(layout.root.scrolls)
        #expect(try find("xpath", "//XCUIElementTypeTable/XCUIElementTypeCell", in: page(driver)) == ["first", "far"])
    }

    /// The `rect` attribute is the frame as JSON text, as the `…/rect` command writes it; booleans read as WDA's "true"/"false"; an unknown attribute is absent.
    @Test func attributesReadAsText() {
        var driver = Driver("alternate-landscape")
        driver.rotate(.landscapeLeft)
        let button = page(driver).allElements().first { $0.name == "showB" }
        #expect(button?.attribute("rect") == #"{"x":448,"y":256,"width":100,"height":44}"#)
        #expect(button?.attribute("enabled") == "true")
        #expect(button?.attribute("label") == "Show B")
        #expect(button?.attribute("colour") == nil)
    }

    /// After pushing B, the navigation bar holds the back button named and labelled "A" and the title "B".
    @Test func navigationBarHoldsBackButtonAndTitle() {
        var driver = Driver("alternate-landscape")
        driver.tap("showB")
        let bar = page(driver).allElements().first { $0.type == "XCUIElementTypeNavigationBar" }
        #expect(bar?.name == "B")
        #expect(bar?.children.map(\.type) == ["XCUIElementTypeButton", "XCUIElementTypeStaticText"])
        #expect(bar?.children.first?.label == "A")
        #expect(bar?.children.first?.action == .back)
    }

    /// Each locator strategy finds what a suite expects on seed 000's first screen.
    @Test func locatorsFindByNameTypePredicateXPathAndCSS() throws {
        let tree = page(Driver("alternate-landscape"))
        #expect(try find("accessibility id", "showB", in: tree) == ["showB"])
        #expect(try find("class name", "XCUIElementTypeStaticText", in: tree) == ["aPortraitLabel"])
        #expect(try find("-ios predicate string", "type == 'XCUIElementTypeButton' AND label CONTAINS[c] 'show'", in: tree) == ["showB"])
        #expect(try find("-ios predicate string", "name BEGINSWITH 'aPortrait' && visible == 1", in: tree) == ["aPortraitView", "aPortraitLabel"])
        #expect(try find("xpath", "//XCUIElementTypeButton", in: tree) == ["showB"])
        #expect(try find("xpath", "//*[@label=\"A (portrait)\"]", in: tree) == ["aPortraitLabel"])
        #expect(try find("xpath", "//XCUIElementTypeOther[starts-with(@name, 'aPortrait') and @visible='true']", in: tree) == ["aPortraitView"])
        #expect(try find("css selector", "[id=\"showB\"]", in: tree) == ["showB"])
        #expect(try find("css selector", ".XCUIElementTypeButton", in: tree) == ["showB"])
    }

    /// Forms Swivel does not read are invalid selectors that list the forms it does.
    @Test func unsupportedLocatorsAreInvalidSelectors() {
        #expect(throws: WebDriverError.self) { try ElementQuery.parse(using: "xpath", value: "//XCUIElementTypeButton[2]") }
        #expect(throws: WebDriverError.self) { try ElementQuery.parse(using: "xpath", value: "/XCUIElementTypeApplication") }
        #expect(throws: WebDriverError.self) { try ElementQuery.parse(using: "-ios predicate string", value: "name MATCHES 'x'") }
        #expect(throws: WebDriverError.self) { try ElementQuery.parse(using: "xpath", value: "//a/b[1]") }
        #expect(throws: WebDriverError.self) { try ElementQuery.parse(using: "xpath", value: "//a/..") }
        #expect(throws: WebDriverError.self) { try ElementQuery.parse(using: "xpath", value: "//a/") }
        do {
            _ = try ElementQuery.parse(using: "xpath", value: "//a/following-sibling::b")
            Issue.record("an axis parsed")
        } catch {
            #expect(error.code == "invalid selector")
            #expect(error.message.contains("//XCUIElementTypeButton[@name="))
        }
    }

    /// Element ids are the element's key in hex: they round-trip, and ids not made here read as nil.
    @Test func elementIDsRoundTrip() {
        let key = "view:ALandscapeViewController#1/showB"
        let id = ElementID.make(key)
        #expect(id.hasPrefix("swivel-"))
        #expect(id.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" })
        #expect(ElementID.key(of: id) == key)
        #expect(ElementID.key(of: "swivel-zz") == nil)
        #expect(ElementID.key(of: "5d0b6c1e-uuid") == nil)
    }

    /// A tap hit-tests front to back: the button under the point, nothing on the status bar, the back button in the bar.
    @Test func hitTestingFindsTheFrontMostElement() {
        var driver = Driver("alternate-landscape")
        let layout = LayoutResolver.resolve(driver.state)
        let button = layout.allViews.first { $0.id == "showB" }!.frame
        #expect(AccessibilityTree.hitTest(layout, x: button.x + 1, y: button.y + 1)?.action == .tap(element: "showB"))
        #expect(AccessibilityTree.hitTest(layout, x: 5, y: 5) == nil)
        #expect(AccessibilityTree.hitTest(layout, x: -1, y: 100) == nil)
        driver.tap("showB")
        let pushed = LayoutResolver.resolve(driver.state)
        let back = pushed.navigationBar!.backButtonFrame!
        #expect(AccessibilityTree.hitTest(pushed, x: back.x + 2, y: back.y + 2)?.action == .back)
    }

    /// Two taps in one action: the second hit-tests the screen the first left (tap Show B, then back).
    @Test func tapsAreWorkedOutInOrder() {
        let driver = Driver("alternate-landscape")
        let layout = LayoutResolver.resolve(driver.state)
        let button = layout.allViews.first { $0.id == "showB" }!.frame
        let label = layout.allViews.first { $0.id == "aPortraitLabel" }!.frame
        let events = Taps.events(at: [
            Taps.Point(x: label.x + 2, y: label.y + 2),  // a label: nothing
            Taps.Point(x: button.x + 5, y: button.y + 5),
            Taps.Point(x: 20, y: 40),  // B's back button, there only after the push
        ], from: driver.state)
        #expect(events == [.tap(element: "showB"), .back])
    }

    /// W3C pointer actions: move, down, up at one place is a tap; a swipe is none.
    @Test func pointerActionsBecomeTaps() throws {
        func step(_ type: String, _ fields: JSONObject = JSONObject()) -> JSONValue {
            var object = fields
            object.members.insert((key: "type", value: .string(type)), at: 0)
            return .object(object)
        }
        let steps: [JSONValue] = [
            step("pointerMove", ["x": 100, "y": 200]), step("pointerDown"), step("pause", ["duration": 50]), step("pointerUp"),
            step("pointerMove", ["x": 10, "y": 10]), step("pointerDown"),
            step("pointerMove", ["x": 200, "y": 10, "origin": "viewport"]), step("pointerUp"),
        ]
        let source: JSONObject = ["type": "pointer", "id": "finger", "actions": .array(steps)]
        let body: JSONObject = ["actions": .array([.object(source)])]
        let taps = try PointerActions.taps(body) { (_: String) throws(WebDriverError) -> Taps.Point in Taps.Point(x: 0, y: 0) }
        #expect(taps == [Taps.Point(x: 100, y: 200)])
    }

    /// WDA's rotation table: the device orientation's triple, and back.
    @Test func rotationTableMatchesWDA() {
        #expect(WebDriverOrientation.rotation(of: .landscapeLeft) == (0, 0, 270))
        #expect(WebDriverOrientation.rotation(of: .faceDown) == (270, 0, 0))
        #expect(WebDriverOrientation.deviceOrientation(x: 0, y: 0, z: 90) == .landscapeRight)
        #expect(WebDriverOrientation.deviceOrientation(x: 0, y: 0, z: 45) == nil)
        #expect(WebDriverOrientation.deviceOrientation(named: "landscape") == .landscapeLeft)
        #expect(WebDriverOrientation.deviceOrientation(named: "UIA_DEVICE_ORIENTATION_PORTRAIT_UPSIDEDOWN") == .portraitUpsideDown)
    }
}
