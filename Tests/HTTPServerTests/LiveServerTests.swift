import Foundation
import Logging
import Testing
@testable import HTTPServer

/// Tiny blocking HTTP/1.1 client over a loopback socket: enough to check what the real
/// libmicrohttpd-backed server sends (status line, headers, Content-Length body, keep-alive).
private final class LoopbackClient {
    private let descriptor: Int32

    init(port: Int) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var timeout = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        // On failure deinit still runs (every property is set) and closes the socket once.
        guard connected == 0 else { throw POSIXError(.ECONNREFUSED) }
    }

    deinit { close(descriptor) }

    func send(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    }

    /// Reads one response; nil when the connection closed first.
    func receive() -> (status: Int, headers: [String: String], body: String)? {
        var buffer: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        func more() -> Bool {
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { return false }
            buffer.append(contentsOf: chunk[0..<count])
            return true
        }
        let separator = Array("\r\n\r\n".utf8)
        var headEnd: Int?
        while headEnd == nil {
            if let range = buffer.firstRange(of: separator) { headEnd = range.upperBound; break }
            guard more() else { return nil }
        }
        guard let headEnd else { return nil }
        let head = String(decoding: buffer[..<headEnd], as: UTF8.self).split(separator: "\r\n")
        let status = Int(head.first?.split(separator: " ").dropFirst().first ?? "") ?? 0
        var headers: [String: String] = [:]
        for line in head.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        let length = Int(headers["content-length"] ?? "0") ?? 0
        while buffer.count - headEnd < length {
            guard more() else { break }
        }
        return (status, headers, String(decoding: buffer[headEnd...], as: UTF8.self))
    }
}

private struct EchoResponder: HTTPResponder {
    func respond(to request: HTTPRequest) -> HTTPResponse {
        let summary = "\(request.method) \(request.path) \(request.query.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: "&")) \(request.body.count) \(request.headers["X-Test"] ?? "-")"
        return HTTPResponse(status: 200, headers: [("Content-Type", "text/plain")], body: Array(summary.utf8))
    }
}

private func startServer(maxBodyBytes: Int = 1 << 20) throws -> HTTPServer {
    var logger = Logger(label: "test")
    logger.logLevel = .warning
    return try HTTPServer(
        configuration: HTTPServerConfiguration(port: 0, threads: 2, maxBodyBytes: maxBodyBytes),
        responder: EchoResponder(), logger: logger)
}

/// Port 0 binds a real free port, and the request reaches the responder as a decoded value.
@Test func liveServerDeliversDecodedRequest() throws {
    let server = try startServer()
    defer { server.stop() }
    #expect(server.port > 0)
    let client = try LoopbackClient(port: server.port)
    client.send("GET /a%20b?x=1+2&y=%26 HTTP/1.1\r\nHost: t\r\nX-Test: yes\r\n\r\n")
    let response = try #require(client.receive())
    #expect(response.status == 200)
    #expect(response.body == "GET /a b x=1 2&y=& 0 yes")
}

/// Several requests share one connection (the keep-alive trap is avoided).
@Test func liveServerKeepsConnectionsAlive() throws {
    let server = try startServer()
    defer { server.stop() }
    let client = try LoopbackClient(port: server.port)
    for index in 0..<3 {
        client.send("GET /n\(index) HTTP/1.1\r\nHost: t\r\n\r\n")
        let response = try #require(client.receive())
        #expect(response.status == 200)
        #expect(response.headers["connection"]?.lowercased() != "close")
    }
}

/// A JSON body within the limit reaches the responder whole.
@Test func liveServerDeliversBody() throws {
    let server = try startServer(maxBodyBytes: 100)
    defer { server.stop() }
    let client = try LoopbackClient(port: server.port)
    client.send("POST /b HTTP/1.1\r\nHost: t\r\nContent-Type: application/json\r\nContent-Length: 11\r\n\r\n{\"a\":[1,2]}")
    #expect(client.receive()?.body == "POST /b  11 -")
}

/// A declared body over the limit gets the 413 envelope before the body is sent.
@Test func liveServerRefusesOversizedBodyEarly() throws {
    let server = try startServer(maxBodyBytes: 100)
    defer { server.stop() }
    let client = try LoopbackClient(port: server.port)
    client.send("POST /b HTTP/1.1\r\nHost: t\r\nContent-Type: application/json\r\nContent-Length: 101\r\n\r\n")
    let response = try #require(client.receive())
    #expect(response.status == 413)
    #expect(response.body.contains(#""code":"payload_too_large""#))
}

/// After stop() the port no longer accepts connections, and stopping twice is harmless.
@Test func liveServerStops() throws {
    let server = try startServer()
    let port = server.port
    server.stop()
    server.stop()
    #expect(throws: (any Error).self) { try LoopbackClient(port: port) }
}

/// A port that is already taken is a thrown error, not a crash.
@Test func liveServerReportsPortInUse() throws {
    let first = try startServer()
    defer { first.stop() }
    #expect(throws: HTTPServerError.self) {
        try HTTPServer(configuration: HTTPServerConfiguration(port: first.port), responder: EchoResponder(), logger: Logger(label: "t"))
    }
}
