import RotationEngine
import RotationLayout
import SwivelJSON

extension JSONWriter {
    /// SPEC §7's layout object.
    mutating func layout(_ layout: ResolvedLayout) {
        beginObject()
        key("window"); size(layout.window)
        key("interfaceOrientation"); string(layout.interfaceOrientation.name)
        key("statusBar")
        beginObject()
        key("frame"); rect(layout.statusBarFrame)
        endObject()
        key("navigationBar")
        if let bar = layout.navigationBar {
            beginObject()
            key("frame"); rect(bar.frame)
            key("backButton"); optionalString(bar.backButton)
            key("title"); optionalString(bar.title)
            endObject()
        } else {
            null()
        }
        key("root"); layoutView(layout.root)
        endObject()
    }

    mutating func layoutView(_ view: LayoutView) {
        beginObject()
        key("id"); string(view.id)
        key("controller"); optionalString(view.controller?.description)
        key("kind"); string(view.kind.rawValue)
        key("text"); optionalString(view.text)
        key("frame"); rect(view.frame)
        key("bounds"); rect(view.bounds)
        key("transform"); int(view.transform)
        key("children")
        beginArray()
        for child in view.children { layoutView(child) }
        endArray()
        endObject()
    }
}
