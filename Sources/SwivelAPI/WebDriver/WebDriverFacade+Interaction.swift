import Foundation
import HTTPServer
import RotationEngine
import RotationLayout
import SwivelJSON
import SwivelScreenshot

/// Clicks, back, pointer taps, the window's size and screenshots (SPEC §12).
extension WebDriverFacade {
    mutating func registerInteractionRoutes() {
        add("POST", "/session/{id}/element/{element}/click") { [self] _, parameters throws(WebDriverError) in
            let (page, element) = try element(parameters)
            let events = Taps.events(at: [Taps.centre(of: element)], from: page.state, layout: page.layout)
            return try perform(events, id: page.id, host: page.host, state: page.state)
        }
        add("POST", "/session/{id}/back") { [self] _, parameters throws(WebDriverError) in
            let (id, host, state) = try state(parameters)
            // The back button if there is one on screen; without one, nothing happens.
            let events: [Event] = (try? Engine.apply(.back, to: state)) == nil ? [] : [.back]
            return try perform(events, id: id, host: host, state: state)
        }
        add("POST", "/session/{id}/actions") { [self] request, parameters throws(WebDriverError) in
            let page = try page(parameters)
            let points = try PointerActions.taps(try Self.body(request)) { (id: String) throws(WebDriverError) -> Taps.Point in
                guard let key = ElementID.key(of: id) else { throw .noSuchElement("\"\(id)\" is not an element id this server gave out.") }
                guard let element = page.tree.allElements().first(where: { $0.key == key }) else {
                    throw .staleElementReference("The element \(Self.describeKey(key)) is no longer on screen; find it again.")
                }
                return Taps.centre(of: element)
            }
            let events = Taps.events(at: points, from: page.state, layout: page.layout)
            return try perform(events, id: page.id, host: page.host, state: page.state)
        }
        add("DELETE", "/session/{id}/actions") { [self] _, parameters throws(WebDriverError) in
            _ = try host(parameters)
            return Self.null
        }
        add("GET", "/session/{id}/window/rect") { [self] _, parameters throws(WebDriverError) in
            let window = try layout(parameters).window
            return Self.value { writer in
                writer.beginObject()
                writer.key("x"); writer.int(0)
                writer.key("y"); writer.int(0)
                writer.key("width"); writer.double(window.width)
                writer.key("height"); writer.double(window.height)
                writer.endObject()
            }
        }
        for path in ["/session/{id}/window/size", "/session/{id}/window/current/size"] {
            add("GET", path) { [self] _, parameters throws(WebDriverError) in
                let window = try layout(parameters).window
                return Self.value { writer in
                    writer.beginObject()
                    writer.key("width"); writer.double(window.width)
                    writer.key("height"); writer.double(window.height)
                    writer.endObject()
                }
            }
        }
        add("GET", "/session/{id}/screenshot") { [self] _, parameters throws(WebDriverError) in
            let layout = try layout(parameters)
            let png: [UInt8]
            do throws(ScreenshotError) {
                png = try Screenshot.png(of: layout)
            } catch {
                throw .unknownError(error.description)
            }
            let encoded = Data(png).base64EncodedString()
            return Self.value { $0.string(encoded) }
        }
    }
}
