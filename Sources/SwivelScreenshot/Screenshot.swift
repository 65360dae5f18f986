import CCairo
import RotationEngine
import RotationLayout

/// A PNG of a resolved layout, drawn as the viewer draws it (docs/webdriver.md screenshots): the views'
/// boxes and labels, the navigation and tab bars, a sheet's dimming view and sheet, the status
/// bar — in the interface's orientation (the layout's window, 568 × 320 on `iphone-4` in
/// landscape), without device chrome, `scale` pixels per point. Drawing order is
/// `ResolvedLayout.drawingLayers` (docs/webdriver.md, "Screenshots").
///
/// The viewer's marks are drawn too (`ViewMarks`): a stale view's dashed warning outline
/// (docs/semantics.md); a thin violet outline on views Auto Layout lays out, an orange dashed one and an
/// "ambiguous" tag on ambiguous views, and the warning colour with a "broken constraint" tag on
/// the views a broken constraint names (docs/semantics.md) — with a tab on the window's edge for such a
/// view pushed wholly outside the window (`constraint-form`'s button in landscape).
public enum Screenshot {
    /// The scales a screenshot may be taken at (pixels per point).
    public static let scales: ClosedRange<Double> = 1...3

    public static func png(of layout: ResolvedLayout, scale: Double = 1) throws(ScreenshotError) -> [UInt8] {
        try draw(layout, scale: scale).pngBytes()
    }

    /// The same picture as pixels, for reading colours back (tests, hit checks).
    public static func bitmap(of layout: ResolvedLayout, scale: Double = 1) throws(ScreenshotError) -> Bitmap {
        try draw(layout, scale: scale).bitmap()
    }

    private static func draw(_ layout: ResolvedLayout, scale: Double) throws(ScreenshotError) -> CairoCanvas {
        guard scales.contains(scale), scale == scale.rounded() else { throw .scaleOutOfRange(scale) }
        let width = Int((layout.window.width * scale).rounded())
        let height = Int((layout.window.height * scale).rounded())
        let canvas = try CairoCanvas(width: max(width, 1), height: max(height, 1), scale: scale)
        Painter(context: canvas.context, marks: ViewMarks(layout)).draw(layout)
        try canvas.checkStatus()
        return canvas
    }
}

/// The drawing itself, in points. Colours follow the viewer's style sheet.
private struct Painter {
    let context: OpaquePointer
    let marks: ViewMarks

    func draw(_ layout: ResolvedLayout) {
        fill(Rect(x: 0, y: 0, width: layout.window.width, height: layout.window.height), .white)
        let layers = layout.drawingLayers
        for view in layers.belowBars { drawView(view, sheetRoot: false) }
        if let bar = layout.navigationBar { drawNavigationBar(bar) }
        if let toolbar = layout.toolbar { drawToolbar(toolbar) }
        if let bar = layout.tabBar { drawTabBar(bar) }
        // A sheet's own views: the dimming view's later siblings, drawn as an opaque card.
        let children = layout.root.children
        let sheetRoots = children.lastIndex(where: \.isDimmingView).map { Set(children[($0 + 1)...].map(\.key)) } ?? []
        for view in layers.aboveBars { drawView(view, sheetRoot: sheetRoots.contains(view.key)) }
        // Above the views and bars, below the status bar (the viewer's z-order).
        for view in layout.root.shownViews() { drawOffscreenMarker(view, window: layout.window) }
        if let statusBar = layout.statusBarFrame { drawStatusBar(statusBar) }
    }

    // MARK: Views

    func drawView(_ view: LayoutView, sheetRoot: Bool) {
        let frame = view.frame
        guard frame.width > 0, frame.height > 0 else { return }
        if view.isDimmingView {
            fill(frame, Colour(red: 0, green: 0, blue: 0, alpha: 0.45))
            return
        }
        let hue = Colour.hue(of: view.controller?.description ?? view.id)
        switch view.kind {
        case .button:
            roundedRect(frame.inset(0.5), radius: 8)
            setColour(Colour(red: 0.933, green: 0.949, blue: 0.973, alpha: 1))
            cairo_fill_preserve(context)
            setColour(Colour(red: 0.541, green: 0.608, blue: 0.722, alpha: 1))
            cairo_set_line_width(context, 1)
            cairo_stroke(context)
            text(view.text ?? view.id, in: frame, size: 15, bold: true, colour: Colour(red: 0.196, green: 0.310, blue: 0.522, alpha: 1))
        case .label, .timerLabel:
            stroke(frame, Colour.hsl(hue, 0.45, 0.40, alpha: 0.55), dashed: true)
            text(view.text ?? "", in: frame, size: view.kind == .timerLabel ? 22 : 15, bold: false,
                 colour: Colour(red: 0.1, green: 0.1, blue: 0.1, alpha: 1), monospace: view.kind == .timerLabel)
        case .view, .drawing, .cell:
            if sheetRoot { fill(frame, .white) }
            fill(frame, Colour.named(view.id) ?? Colour.hsl(hue, 0.70, 0.60, alpha: view.kind == .drawing ? 0.16 : 0.08))
            stroke(frame, Colour.hsl(hue, 0.45, 0.40, alpha: 0.55), dashed: false)
            if let caption = view.text { text(caption, in: frame, size: 15, bold: false, colour: Colour(red: 0.1, green: 0.1, blue: 0.1, alpha: 1)) }
        }
        tag(view.id, at: frame, colour: Colour.hsl(hue, 0.45, 0.30, alpha: 0.9))
        drawMarks(view)
    }

    // MARK: Marks (the viewer's `.stale`, `.by-constraints`, `.ambiguous`, `.broken`)

    /// The outlines sit inside the box, as the viewer's CSS outlines with a negative offset;
    /// one wins, as in the style sheet: broken, then ambiguous, then constraint-laid; stale
    /// views (laid out by code) are never constraint-laid.
    func drawMarks(_ view: LayoutView) {
        let frame = view.frame
        let radius = view.kind == .button ? 8.0 : 0
        let ambiguous = marks.isAmbiguous(view)
        if !marks.brokenConstraints(of: view).isEmpty {
            outline(frame, .warning, width: 2, dashed: ambiguous, radius: radius)
            label("broken constraint", in: frame, top: true, background: .warning)
        } else if ambiguous {
            outline(frame, .ambiguous, width: 2, dashed: true, radius: radius)
        } else if view.layoutBy == .constraints {
            outline(frame, .constraintLaid, width: 1, dashed: false, radius: radius)
        }
        if ambiguous { label("ambiguous", in: frame, top: false, background: .ambiguous) }
        if marks.isStale(view) {
            outline(frame, .warning, width: 2, dashed: true, radius: radius)
            let size = view.laidOutFor.map { "laid out for \(Int($0.width))×\(Int($0.height))" } ?? "stale"
            label(size, in: frame, top: false, background: .warning)
        }
    }

    /// A broken-constraint view wholly outside the window: a tab on the edge it went past,
    /// across the part of that edge it faces ("signUp ↓ off screen").
    func drawOffscreenMarker(_ view: LayoutView, window: Size) {
        guard !marks.brokenConstraints(of: view).isEmpty else { return }
        let f = view.frame
        let side: (arrow: String, edge: Edge)
        if f.y >= window.height { side = ("↓", .bottom) }
        else if f.y + f.height <= 0 { side = ("↑", .top) }
        else if f.x >= window.width { side = ("→", .right) }
        else if f.x + f.width <= 0 { side = ("←", .left) }
        else { return }
        let caption = "\(view.id) \(side.arrow) off screen"
        let size = textSize(caption, size: 10, bold: true, monospace: true)
        let width = size.width + 12, height = 14.0
        let midX = min(max(f.x + f.width / 2, 0), window.width), midY = min(max(f.y + f.height / 2, 0), window.height)
        let tab = switch side.edge {
        case .bottom: Rect(x: midX - width / 2, y: window.height - height, width: width, height: height)
        case .top: Rect(x: midX - width / 2, y: 0, width: width, height: height)
        case .right: Rect(x: window.width - width, y: midY - height / 2, width: width, height: height)
        case .left: Rect(x: 0, y: midY - height / 2, width: width, height: height)
        }
        roundedRect(tab, radius: 4)
        setColour(.warning)
        cairo_fill(context)
        text(caption, in: tab, size: 10, bold: true, colour: .white, monospace: true)
    }

    enum Edge { case top, bottom, left, right }

    /// A CSS-like outline `width` wide inside `rect`.
    func outline(_ rect: Rect, _ colour: Colour, width: Double, dashed: Bool, radius: Double) {
        guard rect.width > width * 2, rect.height > width * 2 else { return }
        cairo_save(context)
        if dashed {
            var dashes: [Double] = [2 * width, 2 * width]
            cairo_set_dash(context, &dashes, 2, 0)
        }
        cairo_set_line_width(context, width)
        let inner = rect.inset(width / 2)
        if radius > 0 { roundedRect(inner, radius: radius) } else { cairo_rectangle(context, inner.x, inner.y, inner.width, inner.height) }
        setColour(colour)
        cairo_stroke(context)
        cairo_restore(context)
    }

    /// The viewer's small white-on-colour tag in a box's top-right or bottom-right corner.
    func label(_ caption: String, in frame: Rect, top: Bool, background: Colour) {
        let size = textSize(caption, size: 9, bold: true, monospace: true)
        let width = min(size.width + 6, frame.width - 4), height = 11.25
        guard width > 6, frame.height > height + 2 else { return }
        let box = Rect(x: frame.x + frame.width - 2 - width, y: top ? frame.y + 1 : frame.y + frame.height - 1 - height,
                       width: width, height: height)
        roundedRect(box, radius: 3)
        setColour(background)
        cairo_fill(context)
        text(caption, in: box, size: 9, bold: true, colour: .white, monospace: true)
    }

    // MARK: Bars

    func drawNavigationBar(_ bar: ResolvedLayout.NavigationBar) {
        verticalGradient(bar.frame, top: Colour(red: 0.702, green: 0.761, blue: 0.839, alpha: 1), bottom: Colour(red: 0.427, green: 0.518, blue: 0.635, alpha: 1))
        fill(Rect(x: bar.frame.x, y: bar.frame.y + bar.frame.height - 1, width: bar.frame.width, height: 1), Colour(red: 0.176, green: 0.247, blue: 0.341, alpha: 1))
        if let title = bar.title {
            // A large title sits below the buttons' row, larger (docs/semantics.md, "Large titles").
            text(title, in: bar.titleFrame, size: bar.largeTitle ? 30 : 17, bold: true, colour: .white)
        }
        if let back = bar.backButton, let button = bar.backButtonFrame {
            roundedRect(button, radius: 5)
            setColour(Colour(red: 0.345, green: 0.439, blue: 0.565, alpha: 1))
            cairo_fill(context)
            text(back, in: button, size: 12, bold: true, colour: .white)
        }
        for item in bar.items { drawBarItem(item) }
    }

    /// A bar button item: a bordered button with its title (docs/semantics.md, "Bar button items").
    func drawBarItem(_ item: ResolvedLayout.BarItem) {
        roundedRect(item.frame, radius: 5)
        setColour(Colour(red: 0.345, green: 0.439, blue: 0.565, alpha: 1))
        cairo_fill(context)
        text(item.title ?? item.id, in: item.frame, size: 12, bold: true, colour: .white)
    }

    func drawToolbar(_ toolbar: ResolvedLayout.Toolbar) {
        verticalGradient(toolbar.frame, top: Colour(red: 0.702, green: 0.761, blue: 0.839, alpha: 1), bottom: Colour(red: 0.427, green: 0.518, blue: 0.635, alpha: 1))
        for item in toolbar.items { drawBarItem(item) }
    }

    func drawTabBar(_ bar: ResolvedLayout.TabBar) {
        verticalGradient(bar.frame, top: Colour(red: 0.239, green: 0.239, blue: 0.239, alpha: 1), bottom: .black)
        for (index, item) in bar.itemFrames.enumerated() {
            let selected = index == bar.selectedIndex
            if selected {
                roundedRect(item, radius: 4)
                setColour(Colour(red: 1, green: 1, blue: 1, alpha: 0.16))
                cairo_fill(context)
            }
            text(bar.items[index], in: item, size: 11, bold: true,
                 colour: selected ? Colour(red: 0.45, green: 0.75, blue: 1, alpha: 1) : Colour(red: 0.65, green: 0.65, blue: 0.65, alpha: 1))
        }
    }

    func drawStatusBar(_ frame: Rect) {
        guard frame.width > 0, frame.height > 0 else { return }
        fill(frame, .black)
        let inner = frame.inset(6, 0)
        text("●●●●○ Swivel", in: inner, size: 11, bold: true, colour: .white, alignment: .left)
        text("9:41", in: frame, size: 11, bold: true, colour: .white)
        text("100% ▮", in: inner, size: 11, bold: true, colour: .white, alignment: .right)
    }

    // MARK: Primitives

    enum Alignment { case left, center, right }

    func setColour(_ colour: Colour) {
        cairo_set_source_rgba(context, colour.red, colour.green, colour.blue, colour.alpha)
    }

    func fill(_ rect: Rect, _ colour: Colour) {
        cairo_rectangle(context, rect.x, rect.y, rect.width, rect.height)
        setColour(colour)
        cairo_fill(context)
    }

    func stroke(_ rect: Rect, _ colour: Colour, dashed: Bool) {
        cairo_save(context)
        if dashed {
            var dashes: [Double] = [4, 3]
            cairo_set_dash(context, &dashes, 2, 0)
        }
        cairo_set_line_width(context, 1)
        let inner = rect.inset(0.5)
        cairo_rectangle(context, inner.x, inner.y, inner.width, inner.height)
        setColour(colour)
        cairo_stroke(context)
        cairo_restore(context)
    }

    func roundedRect(_ rect: Rect, radius: Double) {
        let r = min(radius, rect.width / 2, rect.height / 2)
        cairo_new_sub_path(context)
        cairo_arc(context, rect.x + rect.width - r, rect.y + r, r, -.pi / 2, 0)
        cairo_arc(context, rect.x + rect.width - r, rect.y + rect.height - r, r, 0, .pi / 2)
        cairo_arc(context, rect.x + r, rect.y + rect.height - r, r, .pi / 2, .pi)
        cairo_arc(context, rect.x + r, rect.y + r, r, .pi, 3 * .pi / 2)
        cairo_close_path(context)
    }

    func verticalGradient(_ rect: Rect, top: Colour, bottom: Colour) {
        guard let gradient = cairo_pattern_create_linear(0, rect.y, 0, rect.y + rect.height) else { return }
        defer { cairo_pattern_destroy(gradient) }
        cairo_pattern_add_color_stop_rgba(gradient, 0, top.red, top.green, top.blue, top.alpha)
        cairo_pattern_add_color_stop_rgba(gradient, 1, bottom.red, bottom.green, bottom.blue, bottom.alpha)
        cairo_rectangle(context, rect.x, rect.y, rect.width, rect.height)
        cairo_set_source(context, gradient)
        cairo_fill(context)
    }

    /// `string` in `rect` (clipped to it), vertically centred, in DejaVu Sans (Debian's
    /// fonts-dejavu-core) through cairo's text API.
    func text(_ string: String, in rect: Rect, size: Double, bold: Bool, colour: Colour,
              alignment: Alignment = .center, monospace: Bool = false) {
        guard !string.isEmpty, rect.width > 0, rect.height > 0 else { return }
        cairo_save(context)
        defer { cairo_restore(context) }
        cairo_rectangle(context, rect.x, rect.y, rect.width, rect.height)
        cairo_clip(context)
        cairo_select_font_face(context, monospace ? "DejaVu Sans Mono" : "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL,
                               bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(context, min(size, max(rect.height - 2, 6)))
        var extents = cairo_text_extents_t()
        cairo_text_extents(context, string, &extents)
        var fontExtents = cairo_font_extents_t()
        cairo_font_extents(context, &fontExtents)
        let x: Double
        switch alignment {
        case .left: x = rect.x
        case .center: x = rect.x + max((rect.width - extents.x_advance) / 2, 2)
        case .right: x = rect.x + rect.width - extents.x_advance
        }
        let y = rect.y + (rect.height + fontExtents.ascent - fontExtents.descent) / 2
        cairo_move_to(context, x, y)
        setColour(colour)
        cairo_show_text(context, string)
    }

    /// How wide and tall `string` is in the font `text` would use.
    func textSize(_ string: String, size: Double, bold: Bool, monospace: Bool) -> Size {
        cairo_save(context)
        defer { cairo_restore(context) }
        cairo_select_font_face(context, monospace ? "DejaVu Sans Mono" : "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL,
                               bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(context, size)
        var extents = cairo_text_extents_t()
        cairo_text_extents(context, string, &extents)
        return Size(width: extents.x_advance, height: extents.height)
    }

    /// The small id in a view's top-left corner (the viewer's "view tag").
    func tag(_ id: String, at frame: Rect, colour: Colour) {
        guard frame.width > 16, frame.height > 12 else { return }
        text(id, in: Rect(x: frame.x + 2, y: frame.y + 1, width: frame.width - 4, height: 11), size: 9, bold: false,
             colour: colour, alignment: .left)
    }
}

extension LayoutView {
    /// Which controller's which view: view ids repeat across instances of one class.
    var key: String { "\(controller?.description ?? "")/\(id)" }
}

extension Rect {
    func inset(_ dx: Double, _ dy: Double? = nil) -> Rect {
        let dy = dy ?? dx
        return Rect(x: x + dx, y: y + dy, width: max(width - 2 * dx, 0), height: max(height - 2 * dy, 0))
    }
}
