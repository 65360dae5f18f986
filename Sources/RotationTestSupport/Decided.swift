import RotationEngine

/// A rotation decision as the API writes it (docs/semantics.md), every field by its JSON name and
/// value, the reason included: what the scenario tests compare whole.
public struct Decided: Equatable, CustomStringConvertible, Sendable {
    public struct AppMask: Equatable, Sendable {
        public var source: String
        public var orientations: [String]
        public init(_ source: String, _ orientations: [String]) {
            self.source = source
            self.orientations = orientations
        }
    }

    public var seq: Int
    public var event: Int?
    public var trigger: String
    public var deviceOrientation: String
    public var candidate: String?
    public var rule: String
    public var asked: String?
    public var answeredBy: String?
    public var answer: Bool?
    public var shouldAutorotate: Bool?
    public var supportedInterfaceOrientations: [String]?
    public var synthesized: Bool
    public var appMask: AppMask?
    public var allowed: [String]?
    public var result: String
    public var interfaceOrientation: String
    public var reason: String

    public init(
        seq: Int, event: Int?, trigger: String, deviceOrientation: String, candidate: String?, rule: String,
        asked: String?, answeredBy: String?, answer: Bool?, shouldAutorotate: Bool?, supportedInterfaceOrientations: [String]?,
        synthesized: Bool, appMask: AppMask?, allowed: [String]?, result: String, interfaceOrientation: String, reason: String
    ) {
        self.seq = seq
        self.event = event
        self.trigger = trigger
        self.deviceOrientation = deviceOrientation
        self.candidate = candidate
        self.rule = rule
        self.asked = asked
        self.answeredBy = answeredBy
        self.answer = answer
        self.shouldAutorotate = shouldAutorotate
        self.supportedInterfaceOrientations = supportedInterfaceOrientations
        self.synthesized = synthesized
        self.appMask = appMask
        self.allowed = allowed
        self.result = result
        self.interfaceOrientation = interfaceOrientation
        self.reason = reason
    }

    public init(_ decision: RotationDecision) {
        func names(_ mask: OrientationMask?) -> [String]? { mask.map { $0.orientationsInRawOrder.map(\.name) } }
        self.init(
            seq: decision.seq, event: decision.event, trigger: decision.trigger.name, deviceOrientation: decision.deviceOrientation.name,
            candidate: decision.candidate?.name, rule: decision.rule.name, asked: decision.asked?.description,
            answeredBy: decision.answeredBy?.description, answer: decision.answer, shouldAutorotate: decision.shouldAutorotate,
            supportedInterfaceOrientations: names(decision.supportedInterfaceOrientations), synthesized: decision.synthesized,
            appMask: decision.appMask.map { AppMask($0.source.name, names($0.orientations) ?? []) }, allowed: names(decision.allowed),
            result: decision.result.name, interfaceOrientation: decision.interfaceOrientation.name, reason: decision.reason
        )
    }

    public var description: String {
        func text(_ value: String?) -> String { value.map { "\"\($0)\"" } ?? "nil" }
        func text(_ value: Bool?) -> String { value.map { "\($0)" } ?? "nil" }
        func text(_ value: [String]?) -> String { value.map { "[" + $0.map { "\"\($0)\"" }.joined(separator: ", ") + "]" } ?? "nil" }
        let mask = appMask.map { ".init(\"\($0.source)\", \(text($0.orientations)))" } ?? "nil"
        return "Decided(seq: \(seq), event: \(event.map(String.init) ?? "nil"), trigger: \"\(trigger)\", deviceOrientation: \"\(deviceOrientation)\", "
            + "candidate: \(text(candidate)), rule: \"\(rule)\", asked: \(text(asked)), answeredBy: \(text(answeredBy)), answer: \(text(answer)), "
            + "shouldAutorotate: \(text(shouldAutorotate)), supportedInterfaceOrientations: \(text(supportedInterfaceOrientations)), "
            + "synthesized: \(synthesized), appMask: \(mask), allowed: \(text(allowed)), result: \"\(result)\", "
            + "interfaceOrientation: \"\(interfaceOrientation)\", reason: \"\(reason)\")"
    }
}

extension Driver {
    /// The decisions of the launch or the last event, as the API writes them.
    public var decided: [Decided] { lastDecisions.map(Decided.init) }
}
