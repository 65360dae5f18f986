import RotationEngine

/// A view as the screen must show it: id, owning controller, frame in window coordinates.
struct ExpectedView: Sendable {
    let id: String
    let controller: String
    let frame: Rect
}

func v(_ id: String, _ controller: String, _ x: Double, _ y: Double, _ width: Double, _ height: Double) -> ExpectedView {
    ExpectedView(id: id, controller: controller, frame: rect(x, y, width, height))
}

/// What one built-in app shows on one device in portrait (upside down alike) or landscape
/// (left and right alike: frames are in interface coordinates, only transforms differ).
///
/// Hand-computed from `Config/apps/*.json`. Window frames add the view's superview origin:
/// the root view starts under the 20 pt status bar, a navigation child under the bar too
/// (44 pt, 32 pt on a phone in landscape). Content sizes (docs/semantics.md): root 320×460 / 480×300
/// (3.5"), 320×548 / 568×300 (4"), 768×1004 / 1024×748 (iPad); under a bar 320×416 /
/// 480×268, 320×504 / 568×268, 768×960 / 1024×704.
enum BuiltInExpectations {
    struct Screen: Sendable {
        /// nil when the bar is hidden.
        var navigationBar: Rect?
        var title: String?
        var views: [ExpectedView]
    }

    /// `rotated`: the interface turned since launch (seed 003 then shows its second child).
    static func screen(app: String, device: Device, landscape: Bool, rotated: Bool) -> Screen {
        switch app {
        case "alternate-landscape": alternateLandscape(device, landscape)
        case "selective-rotation": navigationContent(device, landscape, title: "Home", controller: "HomeViewController#1", container: "RotatingNavigationController#1", ids: ("homeView", "homeLabel", "showLocked"))
        case "lifecycle-logger": withRowsBelow(
            navigationContent(device, landscape, title: "Logger", controller: "LoggerViewController#1", container: "UINavigationController#1", ids: ("loggerView", "boundsLabel", "present")),
            ids: ["presentModally", "dismiss"]
        )
        case "swapper": swapper(device, landscape)
        case "exercise-timer": exerciseTimer(device, landscape, rotated: rotated)
        default: fatalError("no expectations for \(app)")
        }
    }

    // MARK: alternate-landscape (seed 000): bar hidden, A portrait or the pushed A landscape

    /// Portrait: `aPortraitView` designed 320×460; label (20,40,280,44) width+bottom flexible;
    /// showB (110,380,100,44) left+right+top flexible.
    /// Landscape: `aLandscapeView` designed 480×300; label (20,20,440,44) width+bottom;
    /// showB (360,236,100,44) left+top.
    static func alternateLandscape(_ device: Device, _ landscape: Bool) -> Screen {
        let nav = "UINavigationController#1", a = "APortraitViewController#1", al = "ALandscapeViewController#1"
        let views: [ExpectedView]
        switch (device, landscape) {
        case (.iphone35, false): // designed size: nothing moves
            views = [v("navigationView", nav, 0, 20, 320, 460), v("aPortraitView", a, 0, 20, 320, 460),
                     v("aPortraitLabel", a, 20, 60, 280, 44), v("showB", a, 110, 400, 100, 44)]
        case (.iphone4, false): // +88 high: only showB's top margin is flexible → y 380+88
            views = [v("navigationView", nav, 0, 20, 320, 548), v("aPortraitView", a, 0, 20, 320, 548),
                     v("aPortraitLabel", a, 20, 60, 280, 44), v("showB", a, 110, 488, 100, 44)]
        case (.ipad, false): // +448 wide: label width 728; showB margins 110:110 → x 334. +544 high: showB y 924
            views = [v("navigationView", nav, 0, 20, 768, 1004), v("aPortraitView", a, 0, 20, 768, 1004),
                     v("aPortraitLabel", a, 20, 60, 728, 44), v("showB", a, 334, 944, 100, 44)]
        case (.iphone35, true):
            views = [v("navigationView", nav, 0, 20, 480, 300), v("aLandscapeView", al, 0, 20, 480, 300),
                     v("aLandscapeLabel", al, 20, 40, 440, 44), v("showB", al, 360, 256, 100, 44)]
        case (.iphone4, true): // +88 wide: label width 528; showB left margin → x 448
            views = [v("navigationView", nav, 0, 20, 568, 300), v("aLandscapeView", al, 0, 20, 568, 300),
                     v("aLandscapeLabel", al, 20, 40, 528, 44), v("showB", al, 448, 256, 100, 44)]
        case (.ipad, true): // +544 wide, +448 high: label width 984; showB x 904, y 684
            views = [v("navigationView", nav, 0, 20, 1024, 748), v("aLandscapeView", al, 0, 20, 1024, 748),
                     v("aLandscapeLabel", al, 20, 40, 984, 44), v("showB", al, 904, 704, 100, 44)]
        default:
            preconditionFailure("\(device.id) is not a classic device: these expectations are iOS 5/6's")
        }
        return Screen(navigationBar: nil, title: nil, views: views)
    }

    // MARK: selective-rotation (seed 001) and lifecycle-logger (seed 004): bar shown

    /// The content view is designed 320×416 under the bar with two rows, (20,20,280,44) and
    /// (20,84,280,44), both width+bottom flexible: they widen and keep their top distance.
    static func navigationContent(_ device: Device, _ landscape: Bool, title: String, controller c: String, container: String, ids: (view: String, first: String, second: String)) -> Screen {
        let bar: Rect
        let views: [ExpectedView]
        switch (device, landscape) {
        case (.iphone35, false):
            bar = rect(0, 20, 320, 44)
            views = [v("navigationView", container, 0, 20, 320, 460), v(ids.view, c, 0, 64, 320, 416),
                     v(ids.first, c, 20, 84, 280, 44), v(ids.second, c, 20, 148, 280, 44)]
        case (.iphone4, false):
            bar = rect(0, 20, 320, 44)
            views = [v("navigationView", container, 0, 20, 320, 548), v(ids.view, c, 0, 64, 320, 504),
                     v(ids.first, c, 20, 84, 280, 44), v(ids.second, c, 20, 148, 280, 44)]
        case (.ipad, false):
            bar = rect(0, 20, 768, 44)
            views = [v("navigationView", container, 0, 20, 768, 1004), v(ids.view, c, 0, 64, 768, 960),
                     v(ids.first, c, 20, 84, 728, 44), v(ids.second, c, 20, 148, 728, 44)]
        case (.iphone35, true): // 32 pt bar: content from y 52
            bar = rect(0, 20, 480, 32)
            views = [v("navigationView", container, 0, 20, 480, 300), v(ids.view, c, 0, 52, 480, 268),
                     v(ids.first, c, 20, 72, 440, 44), v(ids.second, c, 20, 136, 440, 44)]
        case (.iphone4, true):
            bar = rect(0, 20, 568, 32)
            views = [v("navigationView", container, 0, 20, 568, 300), v(ids.view, c, 0, 52, 568, 268),
                     v(ids.first, c, 20, 72, 528, 44), v(ids.second, c, 20, 136, 528, 44)]
        case (.ipad, true): // 44 pt bar on iPad in landscape too
            bar = rect(0, 20, 1024, 44)
            views = [v("navigationView", container, 0, 20, 1024, 748), v(ids.view, c, 0, 64, 1024, 704),
                     v(ids.first, c, 20, 84, 984, 44), v(ids.second, c, 20, 148, 984, 44)]
        default:
            preconditionFailure("\(device.id) is not a classic device: these expectations are iOS 5/6's")
        }
        return Screen(navigationBar: bar, title: title, views: views)
    }

    /// lifecycle-logger's `presentModally` (20,148) and `dismiss` (20,212): more rows like the
    /// second, 64 pt apart, width+bottom flexible like it.
    static func withRowsBelow(_ screen: Screen, ids: [String]) -> Screen {
        var screen = screen
        guard let last = screen.views.last else { return screen }
        for (index, id) in ids.enumerated() {
            let frame = last.frame
            screen.views.append(v(id, last.controller, frame.x, frame.y + 64 * Double(index + 1), frame.width, frame.height))
        }
        return screen
    }

    // MARK: swapper (seed 002): portraitView, or landscapeView after the rotation

    /// Each view has one centred label with all four margins flexible (sizes fixed), so
    /// the margins on each axis are equal and share the change equally.
    /// portraitLabel (60,208,200,44) in 320×460; landscapeLabel (140,128,200,44) in 480×300.
    static func swapper(_ device: Device, _ landscape: Bool) -> Screen {
        let c = "ViewController#1"
        let views: [ExpectedView]
        switch (device, landscape) {
        case (.iphone35, false):
            views = [v("portraitView", c, 0, 20, 320, 460), v("portraitLabel", c, 60, 228, 200, 44)]
        case (.iphone4, false): // +88 high → +44 top
            views = [v("portraitView", c, 0, 20, 320, 548), v("portraitLabel", c, 60, 272, 200, 44)]
        case (.ipad, false): // +448 → +224 left; +544 → +272 top
            views = [v("portraitView", c, 0, 20, 768, 1004), v("portraitLabel", c, 284, 500, 200, 44)]
        case (.iphone35, true):
            views = [v("landscapeView", c, 0, 20, 480, 300), v("landscapeLabel", c, 140, 148, 200, 44)]
        case (.iphone4, true): // +88 wide → +44 left
            views = [v("landscapeView", c, 0, 20, 568, 300), v("landscapeLabel", c, 184, 148, 200, 44)]
        case (.ipad, true): // +544 → +272 left; +448 → +224 top
            views = [v("landscapeView", c, 0, 20, 1024, 748), v("landscapeLabel", c, 412, 372, 200, 44)]
        default:
            preconditionFailure("\(device.id) is not a classic device: these expectations are iOS 5/6's")
        }
        return Screen(navigationBar: nil, title: nil, views: views)
    }

    // MARK: exercise-timer (seed 003): master, child from the device's xib

    /// Portrait xibs: magenta (W,H,bottom), green (W,H,top,bottom) holding workoutLabel
    /// (10,10; W,H), orange (W,H,top), start (top,right), pause (top,left,right),
    /// reset (top,left). Landscape xibs: green (W,H,right,bottom), magenta (W,H,right,top),
    /// orange (W,H,left,bottom), buttons (left,bottom). The iPad xibs are designed at the
    /// iPad's size, the iPhone xibs at 320×460 / 480×300.
    static func exerciseTimer(_ device: Device, _ landscape: Bool, rotated: Bool) -> Screen {
        let m = "XTMOrientationMasterViewController#1"
        // Launched in portrait: the first child is #1; every rotation loads a new one.
        let c = rotated ? "XTMViewController#2" : "XTMViewController#1"
        let views: [ExpectedView]
        switch (device, landscape) {
        case (.iphone35, false):
            views = [v("masterView", m, 0, 20, 320, 460), v("timerView", c, 0, 20, 320, 460),
                     v("magenta", c, 20, 40, 280, 106), v("green", c, 20, 166, 280, 106), v("workoutLabel", c, 30, 176, 260, 86),
                     v("orange", c, 20, 292, 280, 106),
                     v("start", c, 20, 420, 80, 40), v("pause", c, 120, 420, 80, 40), v("reset", c, 220, 420, 80, 40)]
        case (.iphone4, false):
            // +88 high. magenta: height 106 and bottom 334 flexible → height +88·106/440 = +21.2.
            // green: top 146, height 106, bottom 208 → +88·146/460, +88·106/460; its label's height grows with it.
            // orange: top 272, height 106 (bottom 82 fixed) → +88·272/378, +88·106/378.
            // Buttons: top margin only → +88.
            let greenY = 146 + 88.0 * 146 / 460, greenGrowth = 88.0 * 106 / 460
            views = [v("masterView", m, 0, 20, 320, 548), v("timerView", c, 0, 20, 320, 548),
                     v("magenta", c, 20, 40, 280, 127.2),
                     v("green", c, 20, 20 + greenY, 280, 106 + greenGrowth),
                     v("workoutLabel", c, 30, 30 + greenY, 260, 86 + greenGrowth),
                     v("orange", c, 20, 20 + 272 + 88.0 * 272 / 378, 280, 106 + 88.0 * 106 / 378),
                     v("start", c, 20, 508, 80, 40), v("pause", c, 120, 508, 80, 40), v("reset", c, 220, 508, 80, 40)]
        case (.ipad, false):
            views = [v("masterView", m, 0, 20, 768, 1004), v("timerView", c, 0, 20, 768, 1004),
                     v("magenta", c, 20, 40, 728, 288), v("green", c, 20, 348, 728, 288), v("workoutLabel", c, 30, 358, 708, 268),
                     v("orange", c, 20, 656, 728, 288),
                     v("start", c, 20, 964, 229, 40), v("pause", c, 269, 964, 229, 40), v("reset", c, 518, 964, 229, 40)]
        case (.iphone35, true):
            views = [v("masterView", m, 0, 20, 480, 300), v("timerView", c, 0, 20, 480, 300),
                     v("green", c, 20, 40, 210, 120), v("workoutLabel", c, 30, 50, 190, 100),
                     v("magenta", c, 20, 180, 210, 120), v("orange", c, 250, 40, 210, 120),
                     v("start", c, 250, 180, 56, 40), v("pause", c, 326, 180, 56, 40), v("reset", c, 402, 180, 56, 40)]
        case (.iphone4, true):
            // +88 wide. green/magenta: left 20 fixed, width 210 and right 250 flexible → width +88·210/460.
            // orange: left 250 and width 210 flexible (right 20 fixed) → x +88·250/460, width +88·210/460.
            // Buttons: left margin only → +88.
            let growth = 88.0 * 210 / 460
            views = [v("masterView", m, 0, 20, 568, 300), v("timerView", c, 0, 20, 568, 300),
                     v("green", c, 20, 40, 210 + growth, 120), v("workoutLabel", c, 30, 50, 190 + growth, 100),
                     v("magenta", c, 20, 180, 210 + growth, 120), v("orange", c, 250 + 88.0 * 250 / 460, 40, 210 + growth, 120),
                     v("start", c, 338, 180, 56, 40), v("pause", c, 414, 180, 56, 40), v("reset", c, 490, 180, 56, 40)]
        case (.ipad, true):
            views = [v("masterView", m, 0, 20, 1024, 748), v("timerView", c, 0, 20, 1024, 748),
                     v("green", c, 20, 40, 482, 344), v("workoutLabel", c, 30, 50, 462, 324),
                     v("magenta", c, 20, 404, 482, 344), v("orange", c, 522, 40, 482, 344),
                     v("start", c, 522, 404, 147, 40), v("pause", c, 689, 404, 147, 40), v("reset", c, 856, 404, 147, 40)]
        default:
            preconditionFailure("\(device.id) is not a classic device: these expectations are iOS 5/6's")
        }
        return Screen(navigationBar: nil, title: nil, views: views)
    }
}
