import RotationEngine
import RotationLayout
import Testing

// A controller may define a landscape layout (a xib per orientation): in landscape it
// replaces the main view, and each design is autoresized from the size it was designed at.

/// One controller, portrait design 320×460 with a bottom-pinned button, landscape design 480×300 with a right-pinned one.
func perOrientationApp() -> AppDefinition {
    let portrait = ViewDefinition(id: "portraitDesign", frame: rect(0, 0, 320, 460), children: [
        ViewDefinition(id: "go", kind: .button, text: "Go", frame: rect(20, 400, 280, 40), autoresizing: [.flexibleWidth, .flexibleTopMargin]),
    ])
    let landscape = ViewDefinition(id: "landscapeDesign", frame: rect(0, 0, 480, 300), children: [
        ViewDefinition(id: "go", kind: .button, text: "Go", frame: rect(380, 20, 80, 260), autoresizing: [.flexibleLeftMargin, .flexibleHeight]),
    ])
    let controller = ControllerDefinition(className: "Main", autorotation: .infoPlist, view: portrait, landscapeView: landscape)
    return AppDefinition(id: "per-orientation", title: "Per orientation", root: "Main", controllers: ["Main": controller])
}

/// Portrait uses the portrait design: on iphone-4 the button keeps its height and moves down 88.
@Test func perOrientationPortraitDesign() {
    let driver = Driver(perOrientationApp())
    #expect(driver.viewIDs == ["portraitDesign", "go"])
    #expect(driver.view("go")?.frame == rect(20, 20 + 488, 280, 40))
}

/// Landscape replaces it with the landscape design, autoresized from 480×300: on iphone-4 the button moves right 88.
@Test func perOrientationLandscapeDesign() {
    var driver = Driver(perOrientationApp())
    driver.rotate(.landscapeRight)
    #expect(driver.viewIDs == ["landscapeDesign", "go"])
    #expect(driver.layout.root.transform == -90)
    #expect(driver.view("go")?.frame == rect(468, 40, 80, 260))
}

/// On iPad the phone's landscape design stretches: +544 wide to the left margin, +448 high to the height.
@Test func perOrientationLandscapeDesignOnPad() {
    var driver = Driver(perOrientationApp(), device: .ipad)
    driver.rotate(.landscapeLeft)
    #expect(driver.view("go")?.frame == rect(924, 40, 80, 708))
}

/// Back in portrait the portrait design returns.
@Test func perOrientationBackToPortrait() {
    var driver = Driver(perOrientationApp())
    driver.rotate(.landscapeRight)
    driver.rotate(.portrait)
    #expect(driver.viewIDs == ["portraitDesign", "go"])
}
