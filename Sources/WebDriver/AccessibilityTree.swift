import RotationEngine
import RotationLayout

/// The page as XCUITest would see it (docs/webdriver.md "source"): WDA's element types over Swivel's
/// resolved layout, every frame in the interface's coordinates — right in landscape, where
/// WebDriverAgent reports portrait ones (WDA #856, #798).
///
/// Application › Window › the view tree (each view as its `ElementType`: buttons, labels as
/// `XCUIElementTypeStaticText`, table rows as cells, UIKit's controls as theirs, others
/// `Other`), then the navigation bar (its back button, named and labelled with its title as on
/// a device, and its title) and the tab bar with its items.
struct AccessibilityElement: Sendable, Equatable {
    var type: String
    var name: String?
    var label: String?
    var value: String?
    var frame: Rect
    var enabled = true
    var visible = true
    var selected = false
    /// Which element this is, stable while it stays on screen (the facade's element ids).
    var key: String
    /// What a tap on it does, if anything.
    var action: TapAction?
    var children: [AccessibilityElement] = []

    /// `XCUIElementTypeButton` → `Button` (WDA's JSON source drops the prefix).
    var shortType: String {
        type.hasPrefix("XCUIElementType") ? String(type.dropFirst("XCUIElementType".count)) : type
    }

    /// This element and every element below it, in document order.
    func allElements() -> [AccessibilityElement] {
        var result = [self]
        for child in children { result += child.allElements() }
        return result
    }
}

/// What tapping an element does in Swivel's event vocabulary (Config/openapi.json events).
enum TapAction: Sendable, Equatable {
    case tap(element: String)
    case back
    /// The back button of an embedded navigation controller's bar (docs/semantics.md, "Container views").
    case backIn(navigation: String)
    case selectTab(index: Int)

    var event: Event {
        switch self {
        case .tap(let element): .tap(element: element)
        case .back: .back
        case .backIn(let navigation): .backIn(navigation: navigation)
        case .selectTab(let index): .selectTab(index: index)
        }
    }
}

enum AccessibilityTree {
    /// The whole page for `layout`, under an application named after the app.
    static func build(_ layout: ResolvedLayout, appTitle: String) -> AccessibilityElement {
        let window = Rect(x: 0, y: 0, width: layout.window.width, height: layout.window.height)
        var windowElement = AccessibilityElement(type: "XCUIElementTypeWindow", frame: window, key: "window")
        windowElement.children.append(element(for: layout.root))
        if let bar = layout.navigationBar { windowElement.children.append(navigationBar(bar)) }
        if let bar = layout.tabBar { windowElement.children.append(tabBar(bar)) }
        var application = AccessibilityElement(type: "XCUIElementTypeApplication", name: appTitle, label: appTitle, frame: window, key: "application")
        application.children = [windowElement]
        return application
    }

    /// `insideHidden`: the view is a subview of a hidden one, so not visible either. `row`: the
    /// table row (kind `cell`) the view is in: a label or plain view there is tapped as the row,
    /// as UIKit's take no touches and the row is selected (a button keeps its own tap).
    static func element(for view: LayoutView, insideHidden: Bool = false, row: String? = nil, inBar: Bool = false) -> AccessibilityElement {
        let hidden = insideHidden || view.hidden == true
        let type = ElementType.of(kind: view.kind, className: view.className, uikitClass: view.uikitClass, holdsCells: view.children.contains { $0.kind == .cell })
        var label = view.text
        var value: String?
        var target = view.id
        switch view.kind {
        case .button: label = view.text ?? view.id
        case .label, .timerLabel:
            value = view.text
            target = row ?? view.id
        case .view, .drawing: target = row ?? view.id
        case .cell: break
        }
        // A navigation bar drawn as a view (a navigation controller embedded in a container
        // view, `LayoutResolver.barView`): its back button goes back, its title takes no tap.
        let isBar = view.uikitClass == "UINavigationBar"
        let isBackButton = inBar && view.kind == .button && view.id.hasSuffix("/backButton")
        var action: TapAction? = view.isDimmingView || isBar ? nil : .tap(element: target)
        // The back button of its own navigation controller (the bar's owner).
        if isBackButton, let navigation = view.controller { action = .backIn(navigation: navigation.description) }
        if inBar && view.kind == .label { action = nil }
        // Named as the window's bar, back button and title are: by the title they show.
        let shownName = isBar ? view.children.first { $0.kind == .label }?.text : (isBackButton || (inBar && view.kind == .label)) ? view.text : view.id
        var element = AccessibilityElement(
            type: type, name: shownName,
            label: isBar ? nil : label, value: value, frame: view.frame,
            visible: !hidden && view.frame.width > 0 && view.frame.height > 0,
            key: viewKey(view), action: action
        )
        let childRow = view.kind == .cell ? view.id : row
        element.children = view.children.map { Self.element(for: $0, insideHidden: hidden, row: childRow, inBar: isBar) }
        return element
    }

    /// `view:<controller>/<id>`: view ids repeat across instances of one class.
    static func viewKey(_ view: LayoutView) -> String {
        "view:\(view.controller?.description ?? "")/\(view.id)"
    }

    static func navigationBar(_ bar: ResolvedLayout.NavigationBar) -> AccessibilityElement {
        var element = AccessibilityElement(type: "XCUIElementTypeNavigationBar", name: bar.title, label: bar.title, frame: bar.frame, key: "navigationBar")
        if let back = bar.backButton, let frame = bar.backButtonFrame {
            element.children.append(AccessibilityElement(
                type: "XCUIElementTypeButton", name: back, label: back, frame: frame, key: "navigationBar/back", action: .back
            ))
        }
        if let title = bar.title {
            // A large title sits below the buttons' row (docs/semantics.md, "Large titles").
            element.children.append(AccessibilityElement(
                type: "XCUIElementTypeStaticText", name: title, label: title, value: title, frame: bar.titleFrame, key: "navigationBar/title"
            ))
        }
        return element
    }

    static func tabBar(_ bar: ResolvedLayout.TabBar) -> AccessibilityElement {
        var element = AccessibilityElement(type: "XCUIElementTypeTabBar", name: "Tab Bar", label: "Tab Bar", frame: bar.frame, key: "tabBar")
        for (index, frame) in bar.itemFrames.enumerated() {
            var item = AccessibilityElement(
                type: "XCUIElementTypeButton", name: bar.items[index], label: bar.items[index], value: index == bar.selectedIndex ? "1" : nil,
                frame: frame, key: "tabBar/\(index)", action: .selectTab(index: index)
            )
            item.selected = index == bar.selectedIndex
            element.children.append(item)
        }
        return element
    }

    /// What a tap at `point` reaches: the front-most element under it, in the reverse of the
    /// drawing order (`ResolvedLayout.drawingLayers`): a sheet and its dimming view, then the
    /// bars' controls, then the views beneath, the last drawn first. The status bar answers
    /// nothing. Nil when the point is outside the window.
    static func hitTest(_ layout: ResolvedLayout, x: Double, y: Double) -> AccessibilityElement? {
        guard x >= 0, y >= 0, x < layout.window.width, y < layout.window.height else { return nil }
        if let statusBar = layout.statusBarFrame, contains(statusBar, x, y) { return nil }
        let layers = layout.drawingLayers
        if let hit = layers.aboveBars.reversed().first(where: { contains($0.frame, x, y) }) {
            let (row, inBar) = surroundings(of: hit, in: layout)
            return element(for: hit, row: row, inBar: inBar)
        }
        if let bar = layout.tabBar, contains(bar.frame, x, y) {
            let element = tabBar(bar)
            return element.children.first { contains($0.frame, x, y) } ?? element
        }
        if let bar = layout.navigationBar, contains(bar.frame, x, y) {
            let element = navigationBar(bar)
            return element.children.first { $0.action != nil && contains($0.frame, x, y) } ?? element
        }
        return layers.belowBars.reversed().first(where: { contains($0.frame, x, y) }).map {
            let (row, inBar) = surroundings(of: $0, in: layout)
            return element(for: $0, row: row, inBar: inBar)
        }
    }

    /// Where a hit view lies, found in one walk of the layout: the id of the table row (kind
    /// `cell`) it is in, if any — what a tap on a label or plain view there selects — and
    /// whether its superview is a navigation bar drawn as a view (an embedded navigation
    /// controller's, `LayoutResolver.barView`), whose back button goes back.
    private static func surroundings(of view: LayoutView, in layout: ResolvedLayout) -> (row: String?, inBar: Bool) {
        let key = viewKey(view)
        func search(_ node: LayoutView, _ row: String?, _ inBar: Bool) -> (row: String?, inBar: Bool)? {
            if viewKey(node) == key { return (row, inBar) }
            let inner = node.kind == .cell ? node.id : row
            for child in node.children {
                if let found = search(child, inner, node.uikitClass == "UINavigationBar") { return found }
            }
            return nil
        }
        for root in layout.drawingLayers.aboveBars + [layout.root] {
            if let found = search(root, nil, false) { return found }
        }
        return (nil, false)
    }

    private static func contains(_ rect: Rect, _ x: Double, _ y: Double) -> Bool {
        rect.width > 0 && rect.height > 0 && x >= rect.x && y >= rect.y && x < rect.x + rect.width && y < rect.y + rect.height
    }
}
