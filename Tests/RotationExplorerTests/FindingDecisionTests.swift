import RotationEngine
import RotationExplorer
import Testing

// docs/semantics.md, "Rotation decisions": the explorer's unsupportedOrientation and stuckOrientation findings carry the last
// rotation decision of their sequence, which says why the interface is where it is.

/// Seed 001's Locked shown in landscape: the finding carries the decision of the rotation before the push (Home allowed landscape; pushing decides nothing).
@Test func unsupportedOrientationCarriesTheLastDecision() {
    let found = finding(explore("selective-rotation"), .unsupportedOrientation, "LockedViewController")
    #expect(found.map { Decided($0.decision!) } == Decided(
        seq: 2, event: 0, trigger: "deviceOrientation", deviceOrientation: "landscapeLeft", candidate: "landscapeRight",
        rule: "iOS6", asked: "RotatingNavigationController#1", answeredBy: "HomeViewController#1", answer: nil,
        shouldAutorotate: true, supportedInterfaceOrientations: ["portrait", "landscapeRight", "landscapeLeft"],
        synthesized: false, appMask: .init("Info.plist", ["portrait", "landscapeRight", "landscapeLeft"]),
        allowed: ["portrait", "landscapeRight", "landscapeLeft"], result: "rotated", interfaceOrientation: "landscapeRight",
        reason: "HomeViewController#1 (through RotatingNavigationController#1's forwarding) answered YES to shouldAutorotate and portrait, landscapeRight, landscapeLeft to supportedInterfaceOrientations; with Info.plist (portrait, landscapeRight, landscapeLeft) that allows landscapeRight"
    ))
}

/// Seed 001 stuck after popping Locked: the finding carries Locked's refusal (shouldAutorotate NO), the last decision before the pop.
@Test func stuckOrientationCarriesTheRefusal() {
    let stuck = finding(explore("selective-rotation"), .stuckOrientation, "HomeViewController")
    #expect(stuck.map { Decided($0.decision!) } == Decided(
        seq: 2, event: 1, trigger: "deviceOrientation", deviceOrientation: "landscapeLeft", candidate: "landscapeRight",
        rule: "iOS6", asked: "RotatingNavigationController#1", answeredBy: "LockedViewController#1", answer: nil,
        shouldAutorotate: false, supportedInterfaceOrientations: nil, synthesized: false,
        appMask: .init("Info.plist", ["portrait", "landscapeRight", "landscapeLeft"]), allowed: [], result: "refused",
        interfaceOrientation: "portrait",
        reason: "LockedViewController#1 (through RotatingNavigationController#1's forwarding) answered NO to shouldAutorotate"
    ))
}

/// Other kinds carry no decision.
@Test func otherFindingsCarryNoDecision() {
    let findings = explore("alternate-landscape")
    #expect(findings.contains { $0.kind == .barLeak })
    for found in findings where found.kind != .unsupportedOrientation && found.kind != .stuckOrientation {
        #expect(found.decision == nil, "\(found.kind)")
    }
}
