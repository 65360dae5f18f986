/// One line of the lifecycle trace (docs/semantics.md): which callback ran on which controller
/// instance, with the bounds it saw.
public struct TraceEntry: Sendable, Equatable {
    /// Counts from 1 in the session.
    public var seq: Int
    /// Index (from 0) of the event in the session's log that caused it; nil for the launch.
    public var event: Int?
    public var controller: ControllerID?
    public var callback: String
    /// The controller's `view.bounds` at that moment.
    public var bounds: Rect?
    /// Whether `bounds` equals the bounds the view has once the event has settled.
    public var boundsCorrect: Bool?
    /// What the step chose or did (the xib picked, the controller pushed, `animated`, …).
    public var detail: TraceDetail?

    // No explicit initializer: with one (even inlined), appending a new entry to the trace
    // copied it and destroyed the original (two outlined calls, ~190 instructions an entry);
    // the synthesized memberwise one is moved in place (BENCHMARKS.md, "Today's iOS").
}

/// The ordered fields of a trace entry's `detail`.
public struct TraceDetail: Sendable, Equatable, ExpressibleByDictionaryLiteral {
    public var fields: [TraceField]

    /// Always inlined, so that where the compiler can, a literal's elements live on the stack and
    /// only `fields` is allocated (called, the literal cost a second array and a copy:
    /// BENCHMARKS.md, "Today's iOS"). It cannot everywhere — a replay's profile still showed the
    /// literals' tuple arrays — so the hottest details are shared values or made only when kept
    /// (`Run.kept`).
    @inline(__always)
    public init(dictionaryLiteral elements: (String, TraceValue)...) {
        fields = elements.map { TraceField(key: $0.0, value: $0.1) }
    }

    public init(_ fields: [TraceField]) {
        self.fields = fields
    }

    public subscript(key: String) -> TraceValue? {
        fields.first { $0.key == key }?.value
    }

    /// The commonest details, made once: an appearance callback's `{animated}` and a removed
    /// child's `{parent: null}` appear several times per event, and a shared value costs a
    /// retain where a literal costs an array allocation (BENCHMARKS.md, engine).
    static let animated = TraceDetail([TraceField(key: "animated", value: .bool(true))])
    static let notAnimated = TraceDetail([TraceField(key: "animated", value: .bool(false))])
    static let noParent = TraceDetail([TraceField(key: "parent", value: .null)])

    static func animated(_ animated: Bool) -> TraceDetail { animated ? Self.animated : Self.notAnimated }

    /// `viewWillTransitionToSize:`'s `{"size": "{852, 393}"}` (NSStringFromCGSize).
    static func size(_ size: Size) -> TraceDetail {
        ["size": .string("{" + LayoutConstraint.format(size.width) + ", " + LayoutConstraint.format(size.height) + "}")]
    }

    public static func == (lhs: TraceDetail, rhs: TraceDetail) -> Bool {
        lhs.fields.count == rhs.fields.count
            && zip(lhs.fields, rhs.fields).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    }
}

/// One field of a trace entry's `detail`, in the order the engine wrote it. A struct rather
/// than a `(key:value:)` tuple: an array of tuples is copied and destroyed through the
/// runtime's generic tuple witnesses, a few hundred instructions per trace entry
/// (BENCHMARKS.md, "Today's iOS").
public struct TraceField: Sendable, Equatable {
    public var key: String
    public var value: TraceValue

    public init(key: String, value: TraceValue) {
        self.key = key
        self.value = value
    }
}

public enum TraceValue: Sendable, Equatable, ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral {
    case string(String)
    case number(Double)
    case bool(Bool)
    case null
    case strings([String])

    public init(stringLiteral value: String) { self = .string(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }

    static func controller(_ id: ControllerID?) -> TraceValue {
        id.map { .string($0.description) } ?? .null
    }
}
