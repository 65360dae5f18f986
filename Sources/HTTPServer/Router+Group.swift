/// Routes under one prefix that captures a path parameter, e.g. `/v1/sessions/{id}`: each
/// handler is given that parameter's value, so no route reads it by name or makes up a default.
///
///     router.group("/v1/sessions/{id}") { session in
///         session.add("GET", "/stack") { _, id in try stack(id) }
///     }
public struct RouteGroup {
    public typealias Handler = @Sendable (HTTPRequest, String) throws -> HTTPResponse
    public typealias HandlerWithParameters = @Sendable (HTTPRequest, String, PathParameters) throws -> HTTPResponse
    /// Handlers that may answer later (`Answer.later`).
    public typealias AnsweringHandler = @Sendable (HTTPRequest, String) throws -> Answer
    public typealias AnsweringHandlerWithParameters = @Sendable (HTTPRequest, String, PathParameters) throws -> Answer

    let prefix: String
    /// The prefix's last `{name}`: the value handlers are given.
    let parameter: String
    var routes: [(method: String, pattern: String, handler: Router.Handler)] = []

    /// `method` on the prefix followed by `suffix` (`""` for the prefix itself).
    public mutating func add(_ method: String, _ suffix: String, _ handler: @escaping Handler) {
        add(method, suffix) { request, value, _ in try handler(request, value) }
    }

    /// The same for a route that captures more (`/findings/{n}/session`): all captures too.
    public mutating func add(_ method: String, _ suffix: String, _ handler: @escaping HandlerWithParameters) {
        add(method, suffix) { request, value, parameters throws -> Answer in .now(try handler(request, value, parameters)) }
    }

    /// `method` on the prefix followed by `suffix`, for a handler that may answer later.
    public mutating func add(_ method: String, _ suffix: String, _ handler: @escaping AnsweringHandler) {
        add(method, suffix) { request, value, _ throws -> Answer in try handler(request, value) }
    }

    /// The same with all captures.
    public mutating func add(_ method: String, _ suffix: String, _ handler: @escaping AnsweringHandlerWithParameters) {
        let name = parameter
        routes.append((method, prefix + suffix, { request, parameters in
            try handler(request, parameters.captured(name), parameters)
        }))
    }
}

extension Router {
    /// Adds the routes `register` declares under `prefix`, which must capture a parameter.
    public mutating func group(_ prefix: String, _ register: (inout RouteGroup) -> Void) {
        let names = RouteSegment.parse(prefix).compactMap(\.parameterName)
        precondition(!names.isEmpty, "a route group's prefix captures a parameter, like /v1/sessions/{id}")
        var group = RouteGroup(prefix: prefix, parameter: names[names.count - 1])
        register(&group)
        for route in group.routes { add(route.method, route.pattern, route.handler) }
    }
}
