import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// HTTP to one Swivel server: JSON in and out, the bearer token on every request, and every
/// failure as a `SwivelError` with the API's code (README, "Security" for the token).
struct Transport: Sendable {
    let url: URL
    let token: String?
    let timeout: TimeInterval
    let session: URLSession

    init(url: URL, token: String?, timeout: TimeInterval) {
        self.url = url
        self.token = token
        self.timeout = timeout
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        session = URLSession(configuration: configuration)
    }

    /// Sends one request and answers its body; a status of 400 or more throws.
    func send(_ method: String, _ path: String, query: [String: String] = [:], body: Data? = nil,
              headers: [String: String] = [:]) async throws(SwivelError) -> Data {
        let described = "\(method) \(path)"
        // The path is appended as text: its segments are already escaped (`Swivel.segment`).
        var base = url.absoluteString
        while base.hasSuffix("/") { base.removeLast() }
        var components = URLComponents(string: base + path)
        if !query.isEmpty {
            components?.queryItems = query.sorted { $0.key < $1.key }.map { URLQueryItem(name: $0.key, value: $0.value) }
        }
        guard let address = components?.url else {
            throw SwivelError(status: 0, code: "bad_url", message: "cannot make a URL of \(url) and \(path)", request: described)
        }
        var request = URLRequest(url: address, timeoutInterval: timeout)
        request.httpMethod = method
        request.httpBody = body
        if body != nil { request.setValue("application/json", forHTTPHeaderField: "Content-Type") }
        if let token { request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        let (data, response) = try await exchange(request, described: described)
        guard response.statusCode < 400 else {
            throw Self.error(status: response.statusCode, body: data, request: described)
        }
        return data
    }

    /// The answer decoded as `T`.
    func json<T: Decodable>(_ type: T.Type, _ method: String, _ path: String, query: [String: String] = [:],
                            body: (any Encodable)? = nil, headers: [String: String] = [:]) async throws(SwivelError) -> T {
        let data = try await send(method, path, query: query, body: try encoded(body, request: "\(method) \(path)"), headers: headers)
        do {
            return try SwivelJSONCoding.decoder.decode(T.self, from: data)
        } catch {
            throw SwivelError(status: 200, code: "undecodable_answer",
                              message: "the answer is not a \(T.self): \(error)", request: "\(method) \(path)")
        }
    }

    private func encoded(_ body: (any Encodable)?, request: String) throws(SwivelError) -> Data? {
        guard let body else { return nil }
        do {
            return try SwivelJSONCoding.encoder.encode(body)
        } catch {
            throw SwivelError(status: 0, code: "unencodable_body", message: "\(error)", request: request)
        }
    }

    /// One round trip; no answer at all is status 0 (`unreachable` or `timeout`).
    private func exchange(_ request: URLRequest, described: String) async throws(SwivelError) -> (Data, HTTPURLResponse) {
        let outcome: Result<(Data, URLResponse), any Error> = await withCheckedContinuation { continuation in
            // The completion-handler form: the same on macOS and on Linux's FoundationNetworking.
            let task = session.dataTask(with: request) { data, response, error in
                if let error {
                    continuation.resume(returning: .failure(error))
                } else if let response {
                    continuation.resume(returning: .success((data ?? Data(), response)))
                } else {
                    continuation.resume(returning: .failure(URLError(.badServerResponse)))
                }
            }
            task.resume()
        }
        switch outcome {
        case .success(let (data, response as HTTPURLResponse)):
            return (data, response)
        case .success:
            throw SwivelError(status: 0, code: "unreachable", message: "Swivel at \(url) answered no HTTP", request: described)
        case .failure(let error as URLError) where error.code == .timedOut:
            throw SwivelError(status: 0, code: "timeout", message: "Swivel at \(url) did not answer within \(timeout) s", request: described)
        case .failure(let error):
            throw SwivelError(status: 0, code: "unreachable", message: "cannot reach Swivel at \(url) (\(error.localizedDescription))",
                              request: described)
        }
    }

    /// The API's error envelope as a `SwivelError`; a body that is not one keeps its status
    /// and its first words (`http_<status>`).
    static func error(status: Int, body: Data, request: String) -> SwivelError {
        let envelope = try? SwivelJSONCoding.decoder.decode(JSONValue.self, from: body)
        if let error = envelope?["error"], let code = error["code"]?.stringValue {
            return SwivelError(status: status, code: code, message: error["message"]?.stringValue ?? "", details: error, request: request)
        }
        let text = String(decoding: body.prefix(200), as: UTF8.self)
        return SwivelError(status: status, code: "http_\(status)", message: text, request: request)
    }
}
