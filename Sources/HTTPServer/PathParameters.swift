/// Values captured by `{name}` segments of a route pattern.
///
/// Routes capture one value or two: the first is kept inline and the rest in a small array,
/// so matching a route allocates nothing beyond the captured strings (a dictionary here cost
/// an allocation, a resize and two hashes per request).
public struct PathParameters: Sendable {
    private var first: (name: String, value: String)?
    private var rest: [(name: String, value: String)] = []

    /// No captures (a literal route's answer; also the start of every match).
    public init() {}

    /// The value captured as `name`; for a name captured twice, the last one (as before).
    public subscript(name: String) -> String? {
        if let capture = rest.last(where: { $0.name == name }) { return capture.value }
        if let first, first.name == name { return first.value }
        return nil
    }

    /// The value captured as `name`, which the matched route's pattern declares: the router
    /// calls a handler only once every `{name}` of its pattern matched, so asking for a name the
    /// pattern does not have is a mistake in the route's code, not in the request.
    public func captured(_ name: String) -> String {
        guard let value = self[name] else { preconditionFailure("the route's pattern captures no {\(name)}") }
        return value
    }

    /// Adds a capture after the others.
    mutating func append(name: String, value: String) {
        if first == nil {
            first = (name, value)
        } else {
            rest.append((name, value))
        }
    }
}
