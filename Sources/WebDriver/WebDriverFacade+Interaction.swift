import Foundation
import HTTPServer
import RotationEngine
import RotationLayout
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
