import RotationEngine
import RotationLayout
import Testing

let builtInAppIDs = ["alternate-landscape", "selective-rotation", "swapper", "exercise-timer", "lifecycle-logger"]

/// Apps whose interface turns upside down on iPad (iOS 6): every app but swapper (Info.plist
/// all but upside down) and selective-rotation (the forwarding container answers with Home's
/// all but upside down). No app turns upside down on a phone (Info.plist default).
let upsideDownOnPad: Set<String> = ["alternate-landscape", "exercise-timer", "lifecycle-logger"]

struct ScreenCase: Sendable, CustomTestStringConvertible {
    let app: String
    let device: Device
    let orientation: InterfaceOrientation
    var testDescription: String { "\(app) \(device.id) \(orientation.name)" }

    static let all: [ScreenCase] = builtInAppIDs.flatMap { app in
        Device.classic.flatMap { device in
            var orientations: [InterfaceOrientation] = [.portrait, .landscapeLeft, .landscapeRight]
            if device == .ipad && upsideDownOnPad.contains(app) { orientations.append(.portraitUpsideDown) }
            return orientations.map { ScreenCase(app: app, device: device, orientation: $0) }
        }
    }

    /// Launched in portrait, then the device turned (device landscapeLeft → interface landscapeRight).
    func drive() -> Driver {
        var driver = Driver(app, device: device)
        if orientation != .portrait { driver.rotate(deviceOrientation(for: orientation)) }
        return driver
    }
}

/// Window, status bar and root view: the window is the screen as the interface sees it, the root view fills it under the status bar with the interface's transform.
@Test(arguments: ScreenCase.all)
func windowStatusBarAndRootView(_ screen: ScreenCase) {
    let layout = screen.drive().layout
    let portrait = screen.device.screen
    let window = screen.orientation.isLandscape ? Size(width: portrait.height, height: portrait.width) : portrait
    let transform = [InterfaceOrientation.portrait: 0, .landscapeRight: 90, .landscapeLeft: -90, .portraitUpsideDown: 180][screen.orientation]
    #expect(layout.interfaceOrientation == screen.orientation)
    #expect(layout.window == window)
    #expect(layout.statusBarFrame == rect(0, 0, window.width, 20))
    #expect(layout.root.frame == rect(0, 20, window.width, window.height - 20))
    #expect(layout.root.bounds == rect(0, 0, window.width, window.height - 20))
    #expect(layout.root.transform == transform)
}

/// The navigation bar: 44 pt (32 pt on a phone in landscape) under the status bar with the top controller's title and no back button at the root; absent when hidden.
@Test(arguments: ScreenCase.all)
func navigationBar(_ screen: ScreenCase) {
    let layout = screen.drive().layout
    let expected = BuiltInExpectations.screen(app: screen.app, device: screen.device, landscape: screen.orientation.isLandscape, rotated: screen.orientation != .portrait)
    #expect(layout.navigationBar?.frame == expected.navigationBar)
    #expect(layout.navigationBar?.title == expected.title)
    #expect(layout.navigationBar?.backButton == nil)
}

/// Every view, in drawing order, at its hand-computed window frame, with bounds of its size and the interface's transform.
@Test(arguments: ScreenCase.all)
func viewFrames(_ screen: ScreenCase) {
    let layout = screen.drive().layout
    let expected = BuiltInExpectations.screen(app: screen.app, device: screen.device, landscape: screen.orientation.isLandscape, rotated: screen.orientation != .portrait).views
    let views = layout.allViews
    #expect(views.map(\.id) == expected.map(\.id))
    for (view, wanted) in zip(views, expected) {
        #expect(view.controller?.description == wanted.controller, "\(view.id)")
        expectFrame(view.frame, wanted.frame, "\(view.id) frame")
        expectFrame(view.bounds, rect(0, 0, wanted.frame.width, wanted.frame.height), "\(view.id) bounds")
        #expect(view.transform == screen.orientation.rootTransformDegrees, "\(view.id) transform")
    }
}

struct RefusedUpsideDown: Sendable, CustomTestStringConvertible {
    let app: String
    let device: Device
    var testDescription: String { "\(app) \(device.id)" }
    static let all: [RefusedUpsideDown] = builtInAppIDs.flatMap { app in
        Device.classic.compactMap { device in
            device == .ipad && upsideDownOnPad.contains(app) ? nil : RefusedUpsideDown(app: app, device: device)
        }
    }
}

/// Turning the device upside down where the app does not allow it leaves the portrait layout as it was.
@Test(arguments: RefusedUpsideDown.all)
func refusedUpsideDownKeepsPortraitLayout(_ screen: RefusedUpsideDown) {
    var driver = Driver(screen.app, device: screen.device)
    let before = driver.layout
    driver.rotate(.portraitUpsideDown)
    #expect(driver.layout == before)
    #expect(driver.layout.interfaceOrientation == .portrait)
}

/// Launching with the device already turned gives the same screen as launching in portrait and turning it (the app starts in portrait and is rotated, docs/semantics.md).
@Test(arguments: ScreenCase.all.filter { $0.orientation != .portrait })
func launchingTurnedMatchesTurningAfterLaunch(_ screen: ScreenCase) {
    let turned = screen.drive().layout
    let launched = Driver(screen.app, device: screen.device, orientation: deviceOrientation(for: screen.orientation)).layout
    #expect(launched.interfaceOrientation == turned.interfaceOrientation)
    #expect(launched.navigationBar == turned.navigationBar)
    let shape = { (layout: ResolvedLayout) in layout.allViews.map { "\($0.id) \(describe($0.frame)) \(describe($0.bounds)) \($0.transform)" } }
    #expect(shape(launched) == shape(turned))
}
