import CMicroHTTPD

/// The thin shell around `RequestLifecycle` (docs/architecture.md, "The event path"): reads each
/// call of libmicrohttpd's access handler as an event, and carries the action the lifecycle
/// returns out on the connection. Every libmicrohttpd call of the access handler is here.
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
        var action: RequestLifecycle.Action
        if state.lifecycle.phase == .awaitingHeaders {
            state.watch?.waitingSince.store(0, ordering: .relaxed)  // headers are in: no header deadline
            action = state.lifecycle.headersArrived(headers(connection, version: version, context: context))
        } else if let uploadSize, uploadSize.pointee > 0 {
            let chunk = UnsafeRawBufferPointer(start: uploadData, count: uploadData == nil ? 0 : uploadSize.pointee)
            action = state.lifecycle.bodyArrived(chunk, at: .now, budget: context.bodyBudget)
            uploadSize.pointee = 0
        } else {
            action = state.lifecycle.called(refusalLimit: context.maxBodyBytes)
        }
        // Actions that report back loop here; the others end the call.
        while true {
            switch action {
            case .continueReading:
                return .YES
            case .close:
                return .NO
            case .queue(let response):
                return queue(response, connection: connection, context: context)
            case .ask:
                let answer = respond(context: context, state: state, method: method)
                action = state.lifecycle.answered(answer, stopping: context.stopping.load(ordering: .relaxed))
            case .park(let pending, let shuttingDown):
                if shuttingDown { pending.complete(ServerContext.shuttingDown) }
                action = state.lifecycle.parked(pending.answerOrSuspend(connection, context: context))
            case .collect(let pending):
                action = state.lifecycle.collected(pending.answer())
            }
        }
    }

    /// The headers as the lifecycle needs them, read in place from libmicrohttpd's C strings
    /// (no String is built): a refusal that must not read the body, or how to read it.
    private static func headers(_ connection: OpaquePointer, version: UnsafePointer<CChar>?,
                                context: ServerContext) -> RequestLifecycle.Headers {
        let declared = headerValue(connection, "Content-Length")
        if let problem = RequestFraming.problem(
            connection, version: version, hasContentLength: declared != nil,
            hasTransferEncoding: headerValue(connection, "Transfer-Encoding") != nil,
            hasHost: headerValue(connection, "Host") != nil
        ) {
            return .refuse(.badRequest(problem))
        }
        let length = declared.flatMap { RequestBody.declaredLength(ASCIIBytes.of(cString: $0)) }
        switch RequestBody.decide(declaredLength: length, limit: context.maxBodyBytes) {
        case .refuseNow(let refusal):
            return .refuse(refusal.response(limit: context.maxBodyBytes))
        case .read(let mode):
            return .read(RequestBody(limit: context.maxBodyBytes, mode: mode, expected: length))
        }
    }

    /// The whole request has arrived: build the value and ask the responder.
    private static func respond(context: ServerContext, state: RequestState, method: UnsafePointer<CChar>?) -> Answer {
        guard let target = RequestTarget.parse(state.rawTarget) else {
            return .now(.badRequest("The request target is not valid percent-encoded UTF-8"))
        }
        let request = HTTPRequest(
            method: method.map(MethodName.of(cString:)) ?? "GET",
            path: target.path,
            query: target.query,
            headers: HTTPHeaders(live: LiveRequestHeaders(state: state)),
            body: state.lifecycle.body.bytes
        )
        return context.responder.respond(to: request)
    }

    /// Queues `response` (libmicrohttpd copies the body). Request logging is the API's
    /// middleware, not the transport's.
    private static func queue(_ response: HTTPResponse, connection: OpaquePointer, context: ServerContext) -> MHD_Result {
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
