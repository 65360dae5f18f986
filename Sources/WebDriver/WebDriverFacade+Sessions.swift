import HTTPServer
import SessionCore
import SwivelJSON

/// `/status` and the session commands (docs/webdriver.md): a WebDriver session is created as a Swivel
/// session from its capabilities and deleted with it.
extension WebDriverFacade {
    mutating func registerSessionRoutes() {
        add("GET", "/status") { _, _ in
            Self.value { writer in
                writer.beginObject()
                writer.key("ready"); writer.bool(true)
                writer.key("message"); writer.string("Swivel is ready to accept commands")
                writer.key("build")
                writer.beginObject()
                writer.key("name"); writer.string("Swivel")
                writer.key("version"); writer.string(SwivelVersion.current)
                writer.endObject()
                writer.key("os")
                writer.beginObject()
                writer.key("name"); writer.string("iOS")
                writer.key("sdkVersion"); writer.string("6.1")
                writer.endObject()
                writer.endObject()
            }
        }
        add("POST", "/session") { [sessions] request, _ throws(WebDriverError) in
            let candidates = try WebDriverCapabilities.candidates(.object(try Self.body(request).object))
            var firstProblem: WebDriverError?
            for candidate in candidates {
                do throws(WebDriverError) {
                    let capabilities = try WebDriverCapabilities.read(candidate, appIDs: sessions.catalog.ids)
                    return try Self.createSession(capabilities, sessions: sessions)
                } catch {
                    if firstProblem == nil { firstProblem = error }
                }
            }
            throw firstProblem ?? .sessionNotCreated("No capabilities were given.")
        }
        addSessionCommand("GET", "") { [self] _, id throws(WebDriverError) in
            let host = try host(id)
            return Self.value { Self.writeCapabilities(id: id, metadata: host.metadata, to: &$0) }
        }
        addSessionCommand("DELETE", "") { [sessions] _, id throws(WebDriverError) in
            Answer.completing({ sessions.delete(id, completion: $0) }) { result in
                switch result {
                case .success: Self.null
                case .failure(let error): WebDriverError(error).response
                }
            }
        }
        addSessionCommand("GET", "/timeouts") { [self] _, id throws(WebDriverError) in
            _ = try host(id)
            return Self.value { writer in
                writer.beginObject()
                writer.key("implicit"); writer.int(0)
                writer.key("pageLoad"); writer.int(300_000)
                writer.key("script"); writer.int(30_000)
                writer.endObject()
            }
        }
        // Swivel never waits: an element is on screen or not, so timeouts are accepted and moot.
        addSessionCommand("POST", "/timeouts") { [self] request, id throws(WebDriverError) in
            _ = try host(id)
            let body = try Self.body(request)
            try WebDriverError.reading { () throws(JSONFieldProblem) in
                for (_, field) in body.members where !field.value.isNull {
                    guard try field.number() >= 0 else { throw field.problem("must be a number of milliseconds ≥ 0 or null") }
                }
            }
            return Self.null
        }
    }

    /// Creates the Swivel session (stored like any other) and answers W3C's new-session value
    /// once it is stored.
    static func createSession(_ capabilities: WebDriverCapabilities, sessions: Sessions) throws(WebDriverError) -> Answer {
        let request: SessionRequest
        do throws(SwivelError) {
            request = try SessionRequest.decodeClientRequest(capabilities.sessionBody, catalog: sessions.catalog)
        } catch {
            throw .sessionNotCreated("The capabilities ask for a session Swivel cannot start: \(error.message)")
        }
        return Answer.completing({ sessions.create(id: sessions.newSessionID(), request: request, completion: $0) }) { result in
            switch result {
            case .success(let created):
                let id = created.host.id
                return value { writer in
                    writer.beginObject()
                    writer.key("sessionId"); writer.string(id)
                    writer.key("capabilities"); writeCapabilities(id: id, metadata: created.host.metadata, to: &writer)
                    writer.endObject()
                }
            case .failure(let error):
                return WebDriverError.sessionNotCreated(error.message).response
            }
        }
    }

    /// The session's capabilities, with Swivel's ids (not the names the client sent) and where
    /// the native API and the viewer show the same session.
    static func writeCapabilities(id: String, metadata: SessionMetadata, to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("platformName"); writer.string("iOS")
        writer.key("appium:automationName"); writer.string("XCUITest")
        writer.key("appium:app"); writer.string(metadata.appName)
        writer.key("appium:deviceName"); writer.string(metadata.deviceName)
        writer.key("appium:platformVersion"); writer.string(metadata.osName)
        writer.key("swivel:options"); writer.raw(metadata.optionsJSON)
        writer.key("swivel:session"); writer.string("/v1/sessions/\(id)")
        writer.key("swivel:viewer"); writer.string("/#/sessions/\(id)")
        writer.endObject()
    }
}
