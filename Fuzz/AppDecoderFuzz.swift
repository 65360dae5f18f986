import AppCatalog
import RotationEngine
import RotationLayout
import SwivelJSON

/// libFuzzer entry: bytes as an app definition. One the decoder accepts is launched on every
/// device and iOS version, driven by a few events (rotations, a tap on each of its elements,
/// back, a tab) and laid out: no input may crash the engine, the layout or the decoder.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAppDecoder(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let json = try? JSONParser.parse(bytes), let app = try? AppDefinitionDecoder.decode(json) else { return 0 }
    var elements: [String] = []
    for controller in app.controllers.values { elements += controller.view.allViews().map(\.id) }
    for device in Device.allCases {
        for os in OSVersion.allCases {
            var state = Engine.launch(SessionConfiguration(app: app, device: device, os: os, orientation: .landscapeLeft)).state
            _ = LayoutResolver.resolve(state)
            var events: [Event] = [.rotate(.portrait), .rotate(.portraitUpsideDown), .back, .selectTab(index: 1), .rotate(.landscapeRight)]
            events += elements.prefix(8).map { Event.tap(element: $0) }
            for event in events {
                _ = try? Engine.apply(event, to: &state)
                _ = LayoutResolver.resolve(state)
            }
        }
    }
    return 0
}
