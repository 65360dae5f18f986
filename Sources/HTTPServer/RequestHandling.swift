import CMicroHTTPD

/// The access handler's logic, in Swift terms: read headers, accumulate the body within
/// the limit, then ask the responder and queue its answer.
enum RequestHandling {
    static func handle(
        context: ServerContext,
        state: RequestState,
        connection: OpaquePointer,
        method: UnsafePointer<CChar>?,
        version: UnsafePointer<CChar>?,
        uploadData: UnsafePointer<CChar>?,
        uploadSize: UnsafeMutablePointer<Int>?
    ) -> MHD_Result {
        if !state.headersSeen {
            // Keep-alive trap (docs/architecture.md, "libmicrohttpd"): answering on this first call makes libmicrohttpd 0.9.75
            // close the connection, so only refusals that must not read the body answer now.
            state.headersSeen = true
            state.watch?.waitingSince.store(0, ordering: .relaxed)  // headers are in: no header deadline
            // Read in place from libmicrohttpd's C strings: no String is built for these.
            let contentLength = headerValue(connection, "Content-Length")
            let hasTransferEncoding = headerValue(connection, "Transfer-Encoding") != nil
            if let problem = RequestFraming.problem(
                connection, version: version, hasContentLength: contentLength != nil,
                hasTransferEncoding: hasTransferEncoding, hasHost: headerValue(connection, "Host") != nil
            ) {
                return send(.badRequest(problem), method: method, state: state, connection: connection, context: context)
            }
            let decision = RequestBody.decide(
                declaredLength: contentLength.flatMap { RequestBody.declaredLength(ASCIIBytes.of(cString: $0)) },
                limit: context.maxBodyBytes
            )
            switch decision {
            case .refuseNow(let refusal):
                return send(refusal.response(limit: context.maxBodyBytes), method: method, state: state,
                            connection: connection, context: context)
            case .read(let mode):
                state.body = RequestBody(
                    limit: context.maxBodyBytes, mode: mode,
                    expected: contentLength.flatMap { RequestBody.declaredLength(ASCIIBytes.of(cString: $0)) }
                )
                return .YES
            }
        }

        if let uploadSize, uploadSize.pointee > 0 {
            // A body trickling past the deadline (slowloris): close the connection.
            if let deadline = context.requestDeadline, let arrived = state.arrived, ContinuousClock.now - arrived > deadline {
                return .NO
            }
            let chunk = UnsafeRawBufferPointer(start: uploadData, count: uploadData == nil ? 0 : uploadSize.pointee)
            let keepReading = state.body.receive(chunk, budget: context.bodyBudget)
            uploadSize.pointee = 0
            return keepReading ? .YES : .NO
        }

        // Called again after a deferred answer's resume: send it.
        if let pending = state.pending {
            guard let response = pending.answer() else { return .YES }
            return send(response, method: method, state: state, connection: connection, context: context)
        }
        let response = respond(context: context, state: state, connection: connection, method: method)
        if let pending = response.pending {
            // Answered later: park the connection (libmicrohttpd calls us again once resumed)
            // unless the answer is already there.
            state.pending = pending
            if context.stopping.load(ordering: .relaxed) { pending.complete(ServerContext.shuttingDown) }
            guard let ready = pending.answerOrSuspend(connection, context: context) else { return .YES }
            return send(ready, method: method, state: state, connection: connection, context: context)
        }
        return send(response, method: method, state: state, connection: connection, context: context)
    }

    /// The whole request has arrived: refuse it, or build the value and ask the responder.
    private static func respond(context: ServerContext, state: RequestState, connection: OpaquePointer,
                                method: UnsafePointer<CChar>?) -> HTTPResponse {
        if let refusal = state.body.refusal {
            return refusal.response(limit: context.maxBodyBytes)
        }
        guard let target = RequestTarget.parse(state.rawTarget) else {
            return .badRequest("The request target is not valid percent-encoded UTF-8")
        }
        let request = HTTPRequest(
            method: method.map(MethodName.of(cString:)) ?? "GET",
            path: target.path,
            query: target.query,
            headers: HTTPHeaders(live: LiveRequestHeaders(state: state)),
            body: state.body.bytes
        )
        return context.responder.respond(to: request)
    }

    /// Queues `response` (libmicrohttpd copies the body). Request logging is the API's
    /// middleware, not the transport's.
    private static func send(_ response: HTTPResponse, method: UnsafePointer<CChar>?, state: RequestState,
                             connection: OpaquePointer, context: ServerContext) -> MHD_Result {
        let response = response.rendered(with: context.renderFailure)
        let status = (100...999).contains(response.status) ? response.status : 500
        let created = response.body.withUnsafeBytes { buffer in
            MHD_create_response_from_buffer(buffer.count, UnsafeMutableRawPointer(mutating: buffer.baseAddress),
                                            .RESPMEM_MUST_COPY)
        }
        guard let mhdResponse = created else { return .NO }
        defer { MHD_destroy_response(mhdResponse) }
        ResponseHeaderWriting.add(response.headers, to: mhdResponse)
        return MHD_queue_response(connection, UInt32(status), mhdResponse)
    }

    /// A request header's value as libmicrohttpd holds it (valid during this callback only).
    /// `name` is a literal: it is passed as a static C string, never bridged.
    private static func headerValue(_ connection: OpaquePointer, _ name: StaticString) -> UnsafePointer<CChar>? {
        name.withUTF8Buffer { buffer in
            buffer.baseAddress.flatMap { start in
                MHD_lookup_connection_value(connection, .HEADER_KIND, UnsafeRawPointer(start).assumingMemoryBound(to: CChar.self))
            }
        }
    }
}
