import AppCatalog
import RotationEngine
import RotationLayout
import SwivelJSON

/// libFuzzer entry: bytes as an app definition. One the decoder accepts is launched on the three
/// classic devices with iOS 5 and 6 and on one device of each later era's kind (docs/semantics.md,
/// "iOS versions"), driven by a few events (rotations, a tap on each of its elements,
/// back, a tab, each segue its controllers perform in code) and laid out: no input may crash the engine, the layout or the decoder.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAppDecoder(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let json = try? JSONParser.parse(bytes), let app = try? AppDefinitionDecoder.decode(json) else { return 0 }
    var elements: [String] = []
    var segues: [String] = []
    for controller in app.controllers.values {
        elements += controller.view.allViews().map(\.id)
        segues += controller.segues.map(\.identifier)
    }
    for (device, os) in fuzzedConfigurations {
        do {
            var state = Engine.launch(SessionConfiguration(app: app, device: device, os: os, orientation: .landscapeLeft)).state
            _ = LayoutResolver.resolve(state)
            var events: [Event] = [.rotate(.portrait), .rotate(.portraitUpsideDown), .back, .selectTab(index: 1), .rotate(.landscapeRight)]
            events += elements.prefix(8).map { Event.tap(element: $0) }
            events += segues.prefix(4).map { Event.performSegue(identifier: $0, controller: nil) }
            for event in events {
                _ = try? Engine.apply(event, to: &state)
                _ = LayoutResolver.resolve(state)
            }
        }
    }
    return 0
}

/// Where each accepted app runs: every classic device on iOS 5 and 6, and the eras of today's
/// iOS on a phone with a Home button, one without, and an iPad.
let fuzzedConfigurations: [(Device, OSVersion)] = {
    var configurations: [(Device, OSVersion)] = []
    for device in Device.classic { for os in OSVersion.classic { configurations.append((device, os)) } }
    configurations.append((.iphone4, .iOS7))
    configurations.append((.iphone4, .iOS8))
    configurations.append((.ipad, .iOS9))
    for id in ["iphone-x", "ipad-pro-11"] { configurations.append((DeviceCatalogue.device(id: id)!, .iOS11)) }
    for id in ["iphone-15-pro", "ipad-pro-11"] { configurations.append((DeviceCatalogue.device(id: id)!, .iOS17)) }
    configurations.append((DeviceCatalogue.device(id: "iphone-15-pro-max")!, .iOS16))
    return configurations
}()
