import SwivelJSON

/// W3C `POST …/actions` read as taps (SPEC §12): each `pointer` source's moves, downs and ups
/// are followed; a down and an up at (nearly) the same place are a tap there. Swipes, key and
/// wheel sources are accepted and do nothing (Swivel has nothing to scroll or type into).
enum PointerActions {
    /// How far a finger may move between down and up and still tap, in points.
    static let tapSlop = 10.0

    /// Where an `origin` other than the viewport or the pointer lies: the element's centre.
    typealias ElementCentre = (String) throws(WebDriverError) -> Taps.Point

    static func taps(_ body: JSONObject, elementCentre: ElementCentre) throws(WebDriverError) -> [Taps.Point] {
        guard let sources = body["actions"]?.arrayValue else {
            throw .invalidArgument("Send {\"actions\": [{\"type\": \"pointer\", \"id\": \"finger1\", \"actions\": [pointerMove, pointerDown, pointerUp]}]}.")
        }
        var taps: [Taps.Point] = []
        for (sourceIndex, source) in sources.enumerated() {
            guard let object = source.objectValue, let type = object["type"]?.stringValue else {
                throw .invalidArgument("$.actions[\(sourceIndex)] must be an object with a \"type\" (pointer, key, wheel or none).")
            }
            guard let steps = object["actions"]?.arrayValue else {
                throw .invalidArgument("$.actions[\(sourceIndex)].actions must be a list of actions.")
            }
            switch type {
            case "pointer":
                taps += try pointerTaps(steps, path: "$.actions[\(sourceIndex)]", elementCentre: elementCentre)
            case "key", "wheel", "none":
                continue
            default:
                throw .invalidArgument("$.actions[\(sourceIndex)].type \"\(type)\" is not pointer, key, wheel or none.")
            }
        }
        return taps
    }

    private static func pointerTaps(_ steps: [JSONValue], path: String, elementCentre: ElementCentre) throws(WebDriverError) -> [Taps.Point] {
        var position = Taps.Point(x: 0, y: 0)
        var down: Taps.Point?
        var taps: [Taps.Point] = []
        for (index, step) in steps.enumerated() {
            let where_ = "\(path).actions[\(index)]"
            guard let action = step.objectValue, let type = action["type"]?.stringValue else {
                throw .invalidArgument("\(where_) must be an object with a \"type\".")
            }
            switch type {
            case "pointerMove":
                guard let x = action["x"]?.doubleValue ?? (action["x"] == nil ? 0 : nil),
                      let y = action["y"]?.doubleValue ?? (action["y"] == nil ? 0 : nil) else {
                    throw .invalidArgument("\(where_): x and y must be numbers.")
                }
                switch action["origin"] {
                case nil, .string("viewport")?:
                    position = Taps.Point(x: x, y: y)
                case .string("pointer")?:
                    position = Taps.Point(x: position.x + x, y: position.y + y)
                case .object(let reference)?:
                    guard let id = (reference[ElementID.w3cKey] ?? reference["ELEMENT"])?.stringValue else {
                        throw .invalidArgument("\(where_).origin: an element origin is {\"\(ElementID.w3cKey)\": id}.")
                    }
                    let centre = try elementCentre(id)
                    position = Taps.Point(x: centre.x + x, y: centre.y + y)
                default:
                    throw .invalidArgument("\(where_).origin must be \"viewport\", \"pointer\" or an element reference.")
                }
            case "pointerDown":
                down = position
            case "pointerUp":
                if let start = down, abs(start.x - position.x) <= tapSlop, abs(start.y - position.y) <= tapSlop {
                    taps.append(position)
                }
                down = nil
            case "pause", "pointerCancel":
                if type == "pointerCancel" { down = nil }
            default:
                throw .invalidArgument("\(where_).type \"\(type)\" is not a pointer action (pointerMove, pointerDown, pointerUp, pause, pointerCancel).")
            }
        }
        return taps
    }
}
