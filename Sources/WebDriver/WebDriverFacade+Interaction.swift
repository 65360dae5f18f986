import Foundation
import HTTPServer
import RotationEngine
import RotationLayout
import SessionCore
import SwivelJSON
import SwivelScreenshot

/// Clicks, back, pointer taps, the window's size and screenshots (docs/webdriver.md).
extension WebDriverFacade {
    mutating func registerInteractionRoutes() {
        addElementCommand("POST", "/click") { [self] _, target, _ throws(WebDriverError) in
            let (page, element) = try element(target)
            let events = Taps.events(at: [Taps.centre(of: element)], from: page.state, layout: page.layout)
            return try perform(events, id: page.id, host: page.host, state: page.state)
        }
        addSessionCommand("POST", "/back") { [self] _, id throws(WebDriverError) in
            let (host, state) = try state(id)
            // The back button if there is one on screen; without one, nothing happens.
            let events: [Event] = (try? Engine.apply(.back, to: state)) == nil ? [] : [.back]
            return try perform(events, id: id, host: host, state: state)
        }
        addSessionCommand("POST", "/actions") { [self] request, id throws(WebDriverError) in
            let page = try page(id)
            let points = try PointerActions.taps(try Self.body(request).object) { (id: String) throws(WebDriverError) -> Taps.Point in
                guard let key = ElementID.key(of: id) else { throw .noSuchElement("\"\(id)\" is not an element id this server gave out.") }
                guard let element = page.tree.allElements().first(where: { $0.key == key }) else {
                    throw .staleElementReference("The element \(Self.describeKey(key)) is no longer on screen; find it again.")
                }
                return Taps.centre(of: element)
            }
            let events = Taps.events(at: points, from: page.state, layout: page.layout)
            return try perform(events, id: page.id, host: page.host, state: page.state)
        }
        // `mobile: performSegue` {identifier, controller?}: the segue the app's code performs
        // (docs/webdriver.md); no other script runs here.
        addSessionCommand("POST", "/execute/sync") { [self] request, id throws(WebDriverError) in
            let (host, state) = try state(id)
            let event = try Self.mobileCommand(try Self.body(request))
            return try perform([event], id: id, host: host, state: state)
        }
        addSessionCommand("DELETE", "/actions") { [self] _, id throws(WebDriverError) in
            _ = try host(id)
            return Self.null
        }
        addSessionCommand("GET", "/window/rect") { [self] _, id throws(WebDriverError) in
            let window = try layout(id).window
            return Self.value { writer in
                writer.beginObject()
                writer.key("x"); writer.int(0)
                writer.key("y"); writer.int(0)
                writer.key("width"); writer.double(window.width)
                writer.key("height"); writer.double(window.height)
                writer.endObject()
            }
        }
        for suffix in ["/window/size", "/window/current/size"] {
            addSessionCommand("GET", suffix) { [self] _, id throws(WebDriverError) in
                let window = try layout(id).window
                return Self.value { writer in
                    writer.beginObject()
                    writer.key("width"); writer.double(window.width)
                    writer.key("height"); writer.double(window.height)
                    writer.endObject()
                }
            }
        }
        addSessionCommand("GET", "/screenshot") { [self] _, id throws(WebDriverError) in
            let state = try state(id).state
            let png: [UInt8]
            do throws(ScreenshotError) {
                // As a simulator's: the window in the interface's orientation, in the device's pixels.
                png = try Screenshot.png(of: LayoutResolver.resolve(state), scale: Double(state.device.scale))
            } catch {
                throw .unknownError(error.description)
            }
            let encoded = Data(png).base64EncodedString()
            return Self.value { $0.string(encoded) }
        }
    }
}

extension WebDriverFacade {
    /// The `mobile:` commands `execute/sync` runs: only `mobile: performSegue` with
    /// `{"identifier", "controller"?}` (Appium's `driver.execute_script("mobile: performSegue",
    /// {"identifier": "SignedIn"})`). Any other script is an unknown command, as before.
    static func mobileCommand(_ body: JSONFields) throws(WebDriverError) -> Event {
        let script = body["script"]?.value.stringValue?.trimmingCharacters(in: .whitespaces)
        guard script == "mobile: performSegue" else {
            throw .unknownCommand("Swivel runs no scripts but `mobile: performSegue` (docs/webdriver.md); got \(script.map { "\"\($0)\"" } ?? "no script").")
        }
        return try WebDriverError.reading { () throws(JSONFieldProblem) in
            let argumentsField = try body.required("args", "an array with one object: {\"identifier\", \"controller\"}")
            let arguments = try argumentsField.array("an array with one object")
            guard let first = arguments.first, arguments.count == 1 else {
                throw argumentsField.problem("`mobile: performSegue` takes one argument, {\"identifier\": …, \"controller\": …}")
            }
            // The argument is a `performSegue` event without its type: the event decoder reads it.
            let options = try first.object("{\"identifier\": …, \"controller\": …}")
            if let unknown = options.unknownKeys(allowed: ["identifier", "controller"]).first { throw unknown }
            let event = JSONObject([(key: "type", value: .string("performSegue"))] + options.object.members)
            return try EventDecoding.event(JSONField(.object(event), at: first.path))
        }
    }
}
