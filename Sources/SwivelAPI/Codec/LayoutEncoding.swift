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
        key("tabBar")
        if let bar = layout.tabBar {
            beginObject()
            key("frame"); rect(bar.frame)
            key("items")
            beginArray()
            for item in bar.items { string(item) }
            endArray()
            key("selectedIndex"); int(bar.selectedIndex)
            endObject()
        } else {
            null()
        }
        key("root"); layoutView(layout.root)
        key("stale")
        beginArray()
        for id in layout.stale { string(id) }
        endArray()
        endObject()
    }

    /// One view and its subtree: a snapshot holds every view of the screen, so this is most of
    /// an event POST's answer.
    mutating func layoutView(_ view: LayoutView) {
        beginObject(); key("id"); string(view.id)
        key("controller"); optionalString(view.controller?.description)
        key("kind"); string(view.kind.rawValue)
        key("text"); optionalString(view.text)
        key("frame"); rect(view.frame)
        key("bounds"); rect(view.bounds)
        key("transform"); int(view.transform)
        if let laidOutFor = view.laidOutFor {
            key("laidOutFor"); size(laidOutFor)
            key("stale"); bool(view.stale ?? false)
        }
        key("children")
        beginArray()
        for child in view.children { layoutView(child) }
        endArray()
        endObject()
    }
}
