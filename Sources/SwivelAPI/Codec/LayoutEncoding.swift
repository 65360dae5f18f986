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

    /// One view and its subtree. Written with key fragments (one append per member): a
    /// snapshot holds every view of the screen, so this is most of an event POST's answer.
    mutating func layoutView(_ view: LayoutView) {
        keyFragment("{\"id\":", opensObject: true); string(view.id)
        keyFragment(",\"controller\":"); optionalString(view.controller?.description)
        keyFragment(",\"kind\":"); string(view.kind.rawValue)
        keyFragment(",\"text\":"); optionalString(view.text)
        keyFragment(",\"frame\":"); rect(view.frame)
        keyFragment(",\"bounds\":"); rect(view.bounds)
        keyFragment(",\"transform\":"); int(view.transform)
        if let laidOutFor = view.laidOutFor {
            keyFragment(",\"laidOutFor\":"); size(laidOutFor)
            keyFragment(",\"stale\":"); bool(view.stale ?? false)
        }
        keyFragment(",\"children\":")
        beginArray()
        for child in view.children { layoutView(child) }
        endArray()
        endObject()
    }
}
