import CMicroHTTPD

// libmicrohttpd's callbacks must be plain C function pointers: these closures capture
// nothing and reach their state through the `cls` pointers (an unretained ServerContext,
// a retained RequestState per request).

/// Called once per request with the raw target: creates the request's state.
let swivelURILog: swivel_mhd_uri_log_callback = { cls, uri, connection in
    guard let cls else { return nil }
    let context = Unmanaged<ServerContext>.fromOpaque(cls).takeUnretainedValue()
    let target = uri.map { String(cString: $0) } ?? "/"
    context.inFlight.add(1, ordering: .relaxed)
    let state = RequestState(rawTarget: target, connection: connection, bodyLimit: context.maxBodyBytes,
                             deadline: context.requestDeadline)
    if context.headerDeadline != nil, let connection, let watched = swivel_mhd_socket_context(connection) {
        state.watch = Unmanaged<HeaderDeadline.Watched>.fromOpaque(watched).takeUnretainedValue()
    }
    return Unmanaged.passRetained(state).toOpaque()
}

/// Called when a connection opens and when it closes: the header deadline watches it in
/// between (`HeaderDeadline`; the watch lives in the connection's socket context).
let swivelConnectionNotify: MHD_NotifyConnectionCallback = { cls, connection, socketContext, code in
    guard let cls, let socketContext else { return }
    let context = Unmanaged<ServerContext>.fromOpaque(cls).takeUnretainedValue()
    guard let deadline = context.headerDeadline else { return }
    // MHD_CONNECTION_NOTIFY_STARTED (0) and MHD_CONNECTION_NOTIFY_CLOSED (1).
    switch code.rawValue {
    case 0:
        guard let connection else { return }
        let watched = deadline.opened(socket: Int32(swivel_mhd_connection_fd(connection)))
        socketContext.pointee = Unmanaged.passRetained(watched).toOpaque()
    case 1:
        guard let raw = socketContext.pointee else { return }
        socketContext.pointee = nil
        let watched = Unmanaged<HeaderDeadline.Watched>.fromOpaque(raw)
        deadline.closed(watched.takeUnretainedValue())
        watched.release()
    default:
        return
    }
}

/// Called when libmicrohttpd is done with a request (answered, aborted or timed out).
let swivelRequestCompleted: MHD_RequestCompletedCallback = { cls, _, reqCls, _ in
    guard let reqCls, let raw = reqCls.pointee else { return }
    reqCls.pointee = nil
    let state = Unmanaged<RequestState>.fromOpaque(raw)
    // The connection's pool is about to be reset: headers can no longer be read.
    let request = state.takeUnretainedValue()
    request.headersReadable.store(false, ordering: .relaxed)
    if let cls {
        let context = Unmanaged<ServerContext>.fromOpaque(cls).takeUnretainedValue()
        // The connection now waits for its next request's headers (keep-alive).
        if let deadline = context.headerDeadline { request.watch?.waitingSince.store(deadline.now(), ordering: .relaxed) }
        request.lifecycle.finished(budget: context.bodyBudget)
        context.inFlight.subtract(1, ordering: .relaxed)
    }
    state.release()
}

/// The access handler: called for the headers, then for each piece of body, then once more.
let swivelAccessHandler: MHD_AccessHandlerCallback = { cls, connection, _, method, version, uploadData, uploadSize, reqCls in
    guard let cls, let connection, let reqCls, let raw = reqCls.pointee else { return .NO }
    let context = Unmanaged<ServerContext>.fromOpaque(cls).takeUnretainedValue()
    let state = Unmanaged<RequestState>.fromOpaque(raw).takeUnretainedValue()
    return RequestHandling.handle(
        context: context, state: state, connection: connection,
        method: method, version: version, uploadData: uploadData, uploadSize: uploadSize
    )
}

/// Collects request headers (MHD_get_connection_values' iterator; `cls` is a HeaderSink).
let swivelCollectHeader: MHD_KeyValueIterator = { cls, _, key, value in
    guard let cls, let key else { return .YES }
    let sink = Unmanaged<HeaderSink>.fromOpaque(cls).takeUnretainedValue()
    sink.headers.append((name: String(cString: key), value: value.map { String(cString: $0) } ?? ""))
    return .YES
}

/// Box the header iterator appends to.
final class HeaderSink {
    var headers: [(name: String, value: String)] = []
}
