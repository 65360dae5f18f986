import RotationEngine
import SwivelJSON

/// libFuzzer entry: bytes as an event POST body through the event decoder; every batch it
/// accepts is written in canonical form and decoded again to the same events, then applied to
/// a lifecycle-logger-like session (refusals are fine, crashes are not).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEventDecoder(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let json = try? JSONParser.parse(bytes), let events = try? EventDecoding.decodeBody(json) else { return 0 }
    for event in events {
        guard let canonical = try? JSONParser.parse(event.canonicalJSON),
              let again = try? EventDecoding.event(JSONField(canonical)), again == event
        else { fatalError("an event's canonical form does not decode to it") }
    }
    let app = AppDefinition(
        id: "fuzz", title: "fuzz", navigation: NavigationContainer(), root: "A",
        controllers: ["A": ControllerDefinition(className: "A", view: ViewDefinition(id: "v", children: [
            ViewDefinition(id: "go", kind: .button, frame: Rect(x: 0, y: 0, width: 10, height: 10), action: .push(className: "A", animated: true)),
        ]))]
    )
    var state = Engine.launch(SessionConfiguration(app: app)).state
    for event in events.prefix(64) { _ = try? Engine.apply(event, to: &state) }
    return 0
}
