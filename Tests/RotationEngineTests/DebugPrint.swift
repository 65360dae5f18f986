import RotationEngine
import Testing
import Foundation

func dump(_ label: String, _ entries: [TraceEntry]) {
    print("--- \(label)")
    for entry in entries {
        let b = entry.bounds.map { "\(Int($0.width))x\(Int($0.height))" } ?? "-"
        let c = entry.boundsCorrect.map { "\($0)" } ?? "-"
        let d = entry.detail.map { $0.fields.map { "\($0.key)=\($0.value)" }.joined(separator: " ") } ?? ""
        print(entry.seq, entry.event.map(String.init) ?? "L", entry.step, b, c, d)
    }
}

/// Prints a scenario's trace (run with `--filter printScenario` while writing tests).
@Test func printScenario() throws {
    let which = ProcessInfo.processInfo.environment["SCEN"] ?? ""
    switch which {
    case "a1":
        var d = Driver("alternate-landscape")
        dump("launch", d.trace)
        d.rotate(.landscapeLeft); dump("rotate LL", d.lastTrace)
        try d.send(.tap(element: "showB")); dump("tap showB", d.lastTrace)
        d.rotate(.portrait); dump("rotate P", d.lastTrace)
        try d.send(.back); dump("back", d.lastTrace)
        print(d.stack, d.visible, d.state.navigationBarHidden, d.state.interfaceOrientation)
    case "a2":
        var d = Driver("alternate-landscape")
        d.rotate(.faceUp); dump("faceUp", d.lastTrace)
        d.rotate(.landscapeLeft); dump("LL", d.lastTrace)
        d.rotate(.portraitUpsideDown); dump("UD", d.lastTrace)
        print(d.stack, d.visible, d.state.navigationBarHidden, d.state.interfaceOrientation)
        d.rotate(.landscapeRight); dump("LR", d.lastTrace)
        print(d.stack, d.visible, d.state.navigationBarHidden, d.state.interfaceOrientation)
    case "a3":
        let d = Driver("alternate-landscape", orientation: .landscapeLeft)
        dump("launch LL", d.trace)
        print(d.stack, d.visible, d.state.navigationBarHidden, d.state.interfaceOrientation)
    case "s1":
        var d = Driver("selective-rotation")
        dump("launch", d.trace)
        try d.send(.tap(element: "showLocked")); dump("tap", d.lastTrace)
        d.rotate(.landscapeLeft); dump("LL", d.lastTrace)
        print(d.stack, d.visible, d.state.interfaceOrientation)
    case "s5":
        var d = Driver("selective-rotation", os: .iOS5)
        dump("launch", d.trace)
        d.rotate(.landscapeLeft); dump("LL", d.lastTrace)
        try d.send(.tap(element: "showLocked")); dump("tap", d.lastTrace)
        d.rotate(.portrait); dump("P", d.lastTrace)
        d.rotate(.landscapeRight); dump("LR", d.lastTrace)
        print(d.stack, d.visible, d.state.interfaceOrientation)
    case "w":
        var d = Driver("swapper")
        dump("launch", d.trace)
        d.rotate(.landscapeLeft); dump("LL", d.lastTrace)
        d.rotate(.landscapeRight); dump("LR", d.lastTrace)
        d.rotate(.portraitUpsideDown); dump("UD", d.lastTrace)
        d.rotate(.portrait); dump("P", d.lastTrace)
    case "x":
        var d = Driver("exercise-timer")
        dump("launch", d.trace)
        d.rotate(.landscapeLeft); dump("LL", d.lastTrace)
        d.rotate(.landscapeRight); dump("LR", d.lastTrace)
        try d.send(.tap(element: "start")); dump("start", d.lastTrace)
        print(d.stack, d.visible)
    case "xpad":
        var d = Driver("exercise-timer", device: .ipad)
        dump("launch", d.trace)
        d.rotate(.portraitUpsideDown); dump("UD", d.lastTrace)
        let e = Driver("exercise-timer", device: .ipad, orientation: .landscapeLeft)
        dump("launch pad LL", e.trace)
        let f = Driver("exercise-timer", device: .iphone35, orientation: .landscapeLeft)
        dump("launch phone LL", f.trace)
    case "l":
        var d = Driver("lifecycle-logger", os: .iOS5)
        dump("launch", d.trace)
        try d.send(.tap(element: "present")); dump("present", d.lastTrace)
        d.rotate(.landscapeLeft); dump("LL", d.lastTrace)
        try d.send(.back); dump("back", d.lastTrace)
    case "l2":
        let d = Driver("lifecycle-logger", orientation: .landscapeLeft)
        dump("launch LL", d.trace)
        let e = Driver("lifecycle-logger", device: .ipad, orientation: .landscapeLeft)
        dump("launch pad LL", e.trace)
        let f = Driver("lifecycle-logger", device: .ipad)
        dump("launch pad P", f.trace)
        let g = Driver("lifecycle-logger", os: .iOS5, orientation: .landscapeLeft)
        dump("launch ios5 LL", g.trace)
    default:
        break
    }
}
