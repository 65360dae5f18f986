import HTTPServer
import RotationEngine
import RotationLayout
import SwivelJSON
import SessionCore

/// Page source, finding elements and reading them (docs/webdriver.md). Every read resolves the
/// session's layout now, so what a client reads is always what the screen shows.
extension WebDriverFacade {
    mutating func registerElementRoutes() {
        addSessionCommand("GET", "/source") { [self] request, id throws(WebDriverError) in
            let page = try page(id)
            switch request.query["format"] ?? "xml" {
            case "xml":
                let xml = page.tree.xmlDocument()
                return Self.value { $0.string(xml) }
            case "json":
                return Self.value { page.tree.writeJSON(to: &$0) }
            case let other:
                throw .invalidArgument("Page source format \"\(other)\" is not supported; use xml (the default) or json.")
            }
        }
        addSessionCommand("POST", "/element") { [self] request, id throws(WebDriverError) in
            let page = try page(id)
            let found = try Self.find(try Self.query(request), in: page.tree)
            guard let first = found.first else {
                throw .noSuchElement("No element matches \(Self.describe(request)) on screen now.")
            }
            return Self.value { Self.writeReference(first, to: &$0) }
        }
        addSessionCommand("POST", "/elements") { [self] request, id throws(WebDriverError) in
            let page = try page(id)
            let found = try Self.find(try Self.query(request), in: page.tree)
            return Self.value { writer in
                writer.beginArray()
                for element in found { Self.writeReference(element, to: &writer) }
                writer.endArray()
            }
        }
        addElementCommand("POST", "/element") { [self] request, target, _ throws(WebDriverError) in
            let (_, scope) = try element(target)
            let found = try Self.find(try Self.query(request), in: scope, includingRoot: false)
            guard let first = found.first else {
                throw .noSuchElement("No element below \(scope.name ?? scope.type) matches \(Self.describe(request)).")
            }
            return Self.value { Self.writeReference(first, to: &$0) }
        }
        addElementCommand("POST", "/elements") { [self] request, target, _ throws(WebDriverError) in
            let (_, scope) = try element(target)
            let found = try Self.find(try Self.query(request), in: scope, includingRoot: false)
            return Self.value { writer in
                writer.beginArray()
                for element in found { Self.writeReference(element, to: &writer) }
                writer.endArray()
            }
        }
        addElementRead("rect") { element, writer in element.writeRect(to: &writer) }
        addElementRead("text") { element, writer in writer.string(element.value ?? element.label ?? "") }
        addElementRead("name") { element, writer in writer.string(element.type) }
        addElementRead("displayed") { element, writer in writer.bool(element.visible) }
        addElementRead("enabled") { element, writer in writer.bool(element.enabled) }
        addElementRead("selected") { element, writer in writer.bool(element.selected) }
        addElementCommand("GET", "/attribute/{name}") { [self] _, target, parameters throws(WebDriverError) in
            let (_, element) = try element(target)
            let value = element.attribute(parameters.captured("name"))
            return Self.value { writer in
                if let value { writer.string(value) } else { writer.null() }
            }
        }
    }

    /// `GET /session/{id}/element/{element}/<property>`: the element on the page now, written
    /// as the command's value.
    private mutating func addElementRead(_ property: String, _ write: @escaping @Sendable (AccessibilityElement, inout JSONWriter) -> Void) {
        addElementCommand("GET", "/\(property)") { [self] _, target, _ throws(WebDriverError) in
            let (_, element) = try element(target)
            return Self.value { write(element, &$0) }
        }
    }

    /// The session's page now: its state, layout and accessibility tree.
    struct Page {
        var id: String
        var host: SessionHost
        var state: SessionState
        var layout: ResolvedLayout
        var tree: AccessibilityElement
    }

    /// The session's resolved layout now (commands that need no element tree).
    func layout(_ id: String) throws(WebDriverError) -> ResolvedLayout {
        LayoutResolver.resolve(try state(id).state)
    }

    func page(_ id: String) throws(WebDriverError) -> Page {
        let (host, state) = try state(id)
        let layout = LayoutResolver.resolve(state)
        return Page(id: id, host: host, state: state, layout: layout, tree: AccessibilityTree.build(layout, appTitle: state.app.title))
    }

    /// The element `{element}` names, on the page now: `no such element` for an id that is
    /// not Swivel's, `stale element reference` for one that has left the screen.
    func element(_ target: ElementPath) throws(WebDriverError) -> (Page, AccessibilityElement) {
        let page = try page(target.session)
        let id = target.element
        guard let key = ElementID.key(of: id) else {
            throw .noSuchElement("\"\(id)\" is not an element id this server gave out; find the element first.")
        }
        guard let element = page.tree.allElements().first(where: { $0.key == key }) else {
            throw .staleElementReference("The element \(Self.describeKey(key)) is no longer on screen; find it again.")
        }
        return (page, element)
    }

    static func query(_ request: HTTPRequest) throws(WebDriverError) -> ElementQuery {
        let body = try body(request)
        let (using, value) = try WebDriverError.reading { () throws(JSONFieldProblem) in
            (try body.required("using", "a locator strategy: \(ElementQuery.strategies.joined(separator: ", "))").string(),
             try body.required("value", "the selector").string(allowingEmpty: true))
        }
        return try ElementQuery.parse(using: using, value: value)
    }

    static func find(_ query: ElementQuery, in root: AccessibilityElement, includingRoot: Bool = true) throws(WebDriverError) -> [AccessibilityElement] {
        var elements = root.allElements()
        if !includingRoot { elements.removeFirst() }
        return query.found(among: elements)
    }

    /// `{"ELEMENT": id, "element-6066-…": id}` (the legacy key too, for older clients).
    static func writeReference(_ element: AccessibilityElement, to writer: inout JSONWriter) {
        let id = ElementID.make(element.key)
        writer.beginObject()
        writer.key("ELEMENT"); writer.string(id)
        writer.dynamicKey(ElementID.w3cKey); writer.string(id)
        writer.endObject()
    }

    static func describe(_ request: HTTPRequest) -> String {
        guard let body = try? body(request).object else { return "the locator" }
        return "\(body["using"]?.stringValue ?? "?") \"\(body["value"]?.stringValue ?? "?")\""
    }

    static func describeKey(_ key: String) -> String {
        if key.hasPrefix("view:") { return "\"\(key.dropFirst(5))\"" }
        return "\"\(key)\""
    }
}
