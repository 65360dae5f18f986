// Checks for rotation tests: the order UIKit's callbacks ran in, and where a view is. They
// throw `ExpectationFailure` with the whole picture (what matched, what did not, the actual
// sequence or frame), so a failing test says what the app did instead.
//
// Why throw and not `Issue.record`: this library depends on Foundation only, so that an app's
// test target (Swift Testing or XCTest) can use it without more; both frameworks fail a test
// on an error it throws and print the error's description.

/// A check that did not hold; `description` says what the app did instead.
public struct ExpectationFailure: Error, Sendable, Hashable, CustomStringConvertible {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }
}

/// One expected callback: "viewWillAppear:" (any controller), "BViewController#1 viewWillAppear:",
/// or a controller and a callback. A controller without "#n" ("BViewController") matches every
/// instance of that class.
public struct CallbackStep: Sendable, Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
    public var controller: String?
    public var callback: String

    public init(_ controller: String?, _ callback: String) {
        self.controller = controller
        self.callback = callback
    }

    public init(stringLiteral value: String) {
        if let space = value.lastIndex(of: " ") {
            self.init(String(value[..<space]), String(value[value.index(after: space)...]))
        } else {
            self.init(nil, value)
        }
    }

    public var description: String { "\(controller ?? "*") \(callback)" }

    func matches(_ entry: TraceEntry) -> Bool {
        entry.callback == callback && Expectations.controller(controller, matches: entry.controller)
    }
}

/// Expects the trace's callbacks to contain `steps` in this order (others may come between),
/// or with `exact` to be exactly `steps`. `controller` first keeps only that controller's (or
/// class's) entries. Returns the entries compared.
@discardableResult
public func expectCallbackOrder(_ trace: [TraceEntry], _ steps: [CallbackStep], exact: Bool = false,
                                controller: String? = nil) throws(ExpectationFailure) -> [TraceEntry] {
    let entries = trace.filter { Expectations.controller(controller, matches: $0.controller) }
    if exact {
        var matched = 0
        while matched < min(steps.count, entries.count), steps[matched].matches(entries[matched]) { matched += 1 }
        if matched != steps.count || entries.count != steps.count {
            throw ExpectationFailure(Expectations.orderReport("exactly", steps, entries, matched: matched))
        }
        return entries
    }
    var matched = 0
    for entry in entries where matched < steps.count && steps[matched].matches(entry) { matched += 1 }
    if matched < steps.count {
        throw ExpectationFailure(Expectations.orderReport("in this order", steps, entries, matched: matched))
    }
    return entries
}

/// The same of what one event did (`try await session.rotate(…)`'s answer).
@discardableResult
public func expectCallbackOrder(_ answer: EventResult, _ steps: [CallbackStep], exact: Bool = false,
                                controller: String? = nil) throws(ExpectationFailure) -> [TraceEntry] {
    try expectCallbackOrder(answer.trace, steps, exact: exact, controller: controller)
}

/// The same of a session's whole trace.
@discardableResult
public func expectCallbackOrder(_ session: Session, _ steps: [CallbackStep], exact: Bool = false,
                                controller: String? = nil) async throws -> [TraceEntry] {
    try expectCallbackOrder(try await session.trace(), steps, exact: exact, controller: controller)
}

/// Expects a view's frame (window coordinates): all of `expected` and/or the parts given, each
/// within `tolerance` points. A view id that two controllers share needs `controller`.
/// Returns the frame.
@discardableResult
public func expectFrame(_ layout: Layout, _ id: String, _ expected: Rect? = nil, x: Double? = nil, y: Double? = nil,
                        width: Double? = nil, height: Double? = nil, controller: String? = nil,
                        tolerance: Double = 0) throws(ExpectationFailure) -> Rect {
    let view: LayoutView
    do {
        view = try Expectations.view(in: layout, id: id, controller: controller)
    } catch {
        throw ExpectationFailure(error.message)
    }
    let actual = view.frame
    var wanted: [(name: String, expected: Double, actual: Double)] = []
    if let expected {
        wanted = [("x", expected.x, actual.x), ("y", expected.y, actual.y),
                  ("width", expected.width, actual.width), ("height", expected.height, actual.height)]
    }
    for (name, value, real) in [("x", x, actual.x), ("y", y, actual.y), ("width", width, actual.width), ("height", height, actual.height)] {
        if let value { wanted.removeAll { $0.name == name }; wanted.append((name, value, real)) }
    }
    guard !wanted.isEmpty else {
        throw ExpectationFailure("expectFrame needs the expected frame or at least one of x, y, width, height")
    }
    let wrong = wanted.filter { abs($0.actual - $0.expected) > tolerance }
    if !wrong.isEmpty {
        let parts = wrong.map { "\($0.name) \(Number.text($0.expected)) (is \(Number.text($0.actual)))" }.joined(separator: ", ")
        throw ExpectationFailure("view \"\(id)\" of \(view.controller ?? "no controller") has frame \(actual) in "
                                 + "\(layout.interfaceOrientation.rawValue); expected \(parts)")
    }
    return actual
}

/// The same of a snapshot's layout.
@discardableResult
public func expectFrame(_ snapshot: Snapshot, _ id: String, _ expected: Rect? = nil, x: Double? = nil, y: Double? = nil,
                        width: Double? = nil, height: Double? = nil, controller: String? = nil,
                        tolerance: Double = 0) throws(ExpectationFailure) -> Rect {
    guard let layout = snapshot.layout else {
        throw ExpectationFailure("the session has no layout (status \(snapshot.status.rawValue))")
    }
    return try expectFrame(layout, id, expected, x: x, y: y, width: width, height: height, controller: controller, tolerance: tolerance)
}

/// The same of a session's layout now.
@discardableResult
public func expectFrame(_ session: Session, _ id: String, _ expected: Rect? = nil, x: Double? = nil, y: Double? = nil,
                        width: Double? = nil, height: Double? = nil, controller: String? = nil,
                        tolerance: Double = 0) async throws -> Rect {
    try expectFrame(try await session.layout(), id, expected, x: x, y: y, width: width, height: height,
                    controller: controller, tolerance: tolerance)
}

/// The trace as "controller callback" lines (what to paste into `expectCallbackOrder`).
public func callbacks(_ trace: [TraceEntry]) -> [String] {
    trace.map { "\($0.controller ?? "nil") \($0.callback)" }
}

enum Expectations {
    static func controller(_ wanted: String?, matches actual: String?) -> Bool {
        guard let wanted else { return true }
        guard let actual else { return false }
        return wanted.contains("#") ? actual == wanted : actual.split(separator: "#").first.map(String.init) == wanted
    }

    /// The one view `id` (of `controller` when given); `view_not_found` names the views there
    /// are, `ambiguous_view` the controllers that share the id.
    static func view(in layout: Layout, id: String, controller: String?) throws(SwivelError) -> LayoutView {
        let found = layout.views(id: id, controller: controller)
        if found.count == 1 { return found[0] }
        let whose = controller.map { " of \($0)" } ?? ""
        if found.isEmpty {
            let known = Set(layout.views.map(\.id)).sorted().joined(separator: ", ")
            throw SwivelError(status: 0, code: "view_not_found",
                              message: "no view \"\(id)\"\(whose) on screen; the views are: \(known.isEmpty ? "none (no layout)" : known)")
        }
        let owners = found.map { $0.controller ?? "nil" }.joined(separator: ", ")
        throw SwivelError(status: 0, code: "ambiguous_view",
                          message: "\(found.count) views are \"\(id)\" (of \(owners)); pass controller: to choose one")
    }

    static func orderReport(_ how: String, _ steps: [CallbackStep], _ entries: [TraceEntry], matched: Int) -> String {
        var lines = ["the callbacks did not run \(how): \(matched) of \(steps.count) expected steps matched", "expected:"]
        for (index, step) in steps.enumerated() {
            let mark = index < matched ? "ok  " : (index == matched ? "MISS" : "    ")
            lines.append("  \(mark) \(step)")
        }
        lines.append("actual (\(entries.count) entries):")
        for entry in entries {
            let seq = String(entry.seq)
            lines.append("  \(String(repeating: " ", count: max(0, 4 - seq.count)))\(seq) \(entry.controller ?? "nil") \(entry.callback)")
        }
        return lines.joined(separator: "\n")
    }
}
