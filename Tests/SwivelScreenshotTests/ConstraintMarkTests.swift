import AppCatalog
import RotationEngine
import RotationLayout
import RotationTestSupport
import SwivelScreenshot
import Testing

/// The viewer's Auto Layout marks in screenshots (docs/semantics.md, "Auto Layout"): constraint-laid views outlined in
/// violet, ambiguous ones dashed in orange, and the views a broken constraint names drawn in
/// the warning colour (the viewer's `--warn`, #b42318).
@Suite struct ConstraintMarkTests {
    static let warning = Bitmap.Pixel(red: 180, green: 35, blue: 24)
    static let ambiguous = Bitmap.Pixel(red: 220, green: 104, blue: 3)

    /// constraint-form in landscape breaks `signUp.bottom <= formView.bottom - 20`: the form's edge
    /// is drawn in the warning colour, and the Sign up button, pushed below the screen, gets a
    /// warning tab on the window's bottom edge under it. In portrait nothing is.
    @Test func brokenConstraintIsDrawnInTheWarningColour() throws {
        var driver = Driver("constraint-form")
        driver.rotate(.landscapeLeft)
        let layout = LayoutResolver.resolve(driver.state)
        #expect(layout.constraints.unsatisfiable.map(\.broken.id) == ["signUp.bottomMargin"])
        let signUp = try #require(layout.allViews.first { $0.id == "signUp" }).frame
        #expect(signUp.y >= layout.window.height, "the button is below the window: \(signUp)")
        let bitmap = try Screenshot.bitmap(of: layout)
        #expect(bitmap.width == 568 && bitmap.height == 320)

        // formView (0, 52, 568 × 268), the broken constraint's toItem: a 2-point outline inside its edges.
        for (x, y) in [(0, 200), (1, 150), (567, 200), (10, 319)] {
            let pixel = try #require(bitmap.pixel(x: x, y: y))
            #expect(pixel.isClose(to: Self.warning), "formView's edge at (\(x), \(y)) is \(pixel)")
        }
        // The Sign up button's tab: warning colour across the bottom band under the button.
        let underButton = (Int(signUp.x) + 3..<Int(signUp.x + signUp.width) - 3).filter { x in
            bitmap.pixel(x: x, y: 310).map { $0.isClose(to: Self.warning) } == true
        }
        #expect(underButton.count >= 60, "the off-screen tab spans \(underButton.count) points of the bottom edge")
        #expect(underButton.contains(Int(signUp.x + signUp.width / 2)), "the tab is centred under the button")

        driver.rotate(.portrait)
        let portrait = LayoutResolver.resolve(driver.state)
        #expect(portrait.constraints.unsatisfiable.isEmpty)
        let calm = try Screenshot.bitmap(of: portrait)
        #expect(!warningPixels(in: calm), "nothing is drawn in the warning colour once the constraint holds")
    }

    /// Constraint-laid views get the viewer's thin violet outline over their own border: the
    /// same layout with `name` said to be autoresizing draws that edge without the violet.
    @Test func constraintLaidViewsAreOutlined() throws {
        let layout = LayoutResolver.resolve(Driver("constraint-form").state)
        let name = try #require(layout.allViews.first { $0.id == "name" })
        #expect(name.layoutBy == .constraints)
        var unmarked = layout
        let index = try #require(unmarked.root.children.first?.children.firstIndex { $0.id == "name" })
        unmarked.root.children[0].children[index].layoutBy = .autoresizing
        let at = (x: Int(name.frame.x), y: Int(name.frame.y + name.frame.height / 2))
        let edge = try #require(Screenshot.bitmap(of: layout).pixel(x: at.x, y: at.y))
        let plain = try #require(Screenshot.bitmap(of: unmarked).pixel(x: at.x, y: at.y))
        let violet = Bitmap.Pixel(red: 105, green: 65, blue: 198)
        #expect(distance(edge, violet) < distance(plain, violet), "marked \(edge), unmarked \(plain)")
        #expect(!edge.isClose(to: plain, tolerance: 10))
        let inside = try #require(Screenshot.bitmap(of: layout).pixel(x: at.x + 10, y: at.y))
        let insidePlain = try #require(Screenshot.bitmap(of: unmarked).pixel(x: at.x + 10, y: at.y))
        #expect(inside == insidePlain, "only the edge is outlined")
    }

    /// A label held by a lone centerX constraint is ambiguous (its y is open): its outline is
    /// orange and dashed — some pixels along its left edge are orange, some are not.
    @Test func ambiguousViewIsDashedOrange() throws {
        let json = """
        {"id": "ambiguous", "root": "Root", "controllers": {"Root": {
          "supportedInterfaceOrientations": "all", "shouldAutorotateToInterfaceOrientation": "all",
          "view": {"id": "rootView", "constraints": [
            {"item": "hello", "attribute": "centerX", "toItem": "rootView", "toAttribute": "centerX"}]},
          "elements": [{"id": "hello", "kind": "label", "text": "Hello", "frame": {"x": 0, "y": 200, "width": 120, "height": 60}}]}}}
        """
        let definition = try AppCatalog.decodeFile(named: "ambiguous.json", bytes: Array(json.utf8)).definition
        let layout = LayoutResolver.resolve(Driver(definition).state)
        #expect(layout.constraints.ambiguous == ["hello"])
        let frame = try #require(layout.allViews.first { $0.id == "hello" }).frame
        let bitmap = try Screenshot.bitmap(of: layout)
        let column = (Int(frame.y) + 14..<Int(frame.y + frame.height) - 14).compactMap { bitmap.pixel(x: Int(frame.x), y: $0) }
        let orange = column.filter { $0.isClose(to: Self.ambiguous, tolerance: 12) }
        #expect(!orange.isEmpty && orange.count < column.count, "dashed: \(orange.count) of \(column.count) pixels orange")
        #expect(!warningPixels(in: bitmap), "an ambiguous view is not a broken one")
    }

    /// The marks are part of the picture: the same layout still gives the same bytes.
    @Test func markedDrawingIsDeterministic() throws {
        var driver = Driver("constraint-form")
        driver.rotate(.landscapeRight)
        let layout = LayoutResolver.resolve(driver.state)
        #expect(try Screenshot.png(of: layout, scale: 2) == Screenshot.png(of: layout, scale: 2))
    }

    func distance(_ a: Bitmap.Pixel, _ b: Bitmap.Pixel) -> Int {
        abs(Int(a.red) - Int(b.red)) + abs(Int(a.green) - Int(b.green)) + abs(Int(a.blue) - Int(b.blue))
    }

    func warningPixels(in bitmap: Bitmap) -> Bool {
        for y in stride(from: 0, to: bitmap.height, by: 1) {
            for x in stride(from: 0, to: bitmap.width, by: 1) where bitmap.pixel(x: x, y: y)?.isClose(to: Self.warning, tolerance: 4) == true {
                return true
            }
        }
        return false
    }
}
