import SwivelJSON

/// W3C `POST …/actions` read as taps (docs/webdriver.md): each `pointer` source's moves, downs and ups
/// are followed; a down and an up at (nearly) the same place are a tap there. Swipes, key and
/// wheel sources are accepted and do nothing (Swivel has nothing to scroll or type into).
/// The body is read first (through `JSONField`, problems named by their JSON path), then
/// followed.
enum PointerActions {
    /// How far a finger may move between down and up and still tap, in points.
    static let tapSlop = 10.0

    /// Where an `origin` other than the viewport or the pointer lies: the element's centre.
    typealias ElementCentre = (String) throws(WebDriverError) -> Taps.Point

    /// One step of a pointer source.
    enum Step: Equatable {
        case move(x: Double, y: Double, origin: Origin)
        case down
        case up
        case cancel
        case pause
    }

    enum Origin: Equatable {
        case viewport
        case pointer
        case element(String)
    }

    static let sourceTypes = ["pointer", "key", "wheel", "none"]
    static let stepTypes = ["pointerMove", "pointerDown", "pointerUp", "pause", "pointerCancel"]

    static func taps(_ body: JSONObject, elementCentre: ElementCentre) throws(WebDriverError) -> [Taps.Point] {
        let pointers = try WebDriverError.reading { () throws(JSONFieldProblem) in try pointerSources(JSONFields(object: body, path: .root)) }
        var taps: [Taps.Point] = []
        for steps in pointers { taps += try follow(steps, elementCentre: elementCentre) }
        return taps
    }

    /// The steps of every `pointer` source, in order; other sources are read and skipped.
    static func pointerSources(_ body: JSONFields) throws(JSONFieldProblem) -> [[Step]] {
        let sources = try body.required("actions", "a list of input sources, such as [{\"type\": \"pointer\", \"id\": \"finger1\", \"actions\": [pointerMove, pointerDown, pointerUp]}]")
            .array("a list of input sources")
        var pointers: [[Step]] = []
        for source in sources {
            let object = try source.object("an input source with a \"type\" (\(sourceTypes.joined(separator: ", ")))")
            let type = try object.required("type", sourceTypes.joined(separator: ", ")).name("input source type", oneOf: sourceTypes)
            let actions = try object.required("actions", "a list of actions").array("a list of actions")
            guard type == "pointer" else { continue }
            var steps: [Step] = []
            for action in actions { steps.append(try step(action)) }
            pointers.append(steps)
        }
        return pointers
    }

    static func step(_ field: JSONField) throws(JSONFieldProblem) -> Step {
        let object = try field.object("an action with a \"type\"")
        let type = try object.required("type", stepTypes.joined(separator: ", ")).name("pointer action", oneOf: stepTypes)
        switch type {
        case "pointerMove":
            let x = try object["x"]?.number() ?? 0
            let y = try object["y"]?.number() ?? 0
            return .move(x: x, y: y, origin: try origin(object["origin"]))
        case "pointerDown": return .down
        case "pointerUp": return .up
        case "pointerCancel": return .cancel
        default: return .pause
        }
    }

    /// `"viewport"` (the default), `"pointer"` or an element reference.
    static func origin(_ field: JSONField?) throws(JSONFieldProblem) -> Origin {
        guard let field else { return .viewport }
        switch field.value {
        case .string("viewport"): return .viewport
        case .string("pointer"): return .pointer
        case .object:
            let reference = try field.object()
            let id = try (reference[ElementID.w3cKey] ?? reference["ELEMENT"]).map { id throws(JSONFieldProblem) in try id.string(allowingEmpty: true) }
            guard let id else { throw field.problem("an element origin is {\"\(ElementID.w3cKey)\": id}") }
            return .element(id)
        default:
            throw field.expected("\"viewport\", \"pointer\" or an element reference")
        }
    }

    /// The taps one pointer source makes.
    static func follow(_ steps: [Step], elementCentre: ElementCentre) throws(WebDriverError) -> [Taps.Point] {
        var position = Taps.Point(x: 0, y: 0)
        var down: Taps.Point?
        var taps: [Taps.Point] = []
        for step in steps {
            switch step {
            case .move(let x, let y, .viewport):
                position = Taps.Point(x: x, y: y)
            case .move(let x, let y, .pointer):
                position = Taps.Point(x: position.x + x, y: position.y + y)
            case .move(let x, let y, .element(let id)):
                let centre = try elementCentre(id)
                position = Taps.Point(x: centre.x + x, y: centre.y + y)
            case .down:
                down = position
            case .up:
                if let start = down, abs(start.x - position.x) <= tapSlop, abs(start.y - position.y) <= tapSlop {
                    taps.append(position)
                }
                down = nil
            case .cancel:
                down = nil
            case .pause:
                break
            }
        }
        return taps
    }
}
