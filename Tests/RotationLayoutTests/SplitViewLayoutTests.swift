import RotationEngine
import RotationLayout
import RotationTestSupport
import Testing

// docs/semantics.md, "Split views": where the columns go.

private func splitDefinition(_ mode: String) -> AppDefinition {
    posted("""
    {"id": "split-layout", "splitViewController": {"primary": {"controller": "Inbox", "navigationController": {}}, "secondary": "Message",
     "preferredDisplayMode": "\(mode)", "primaryColumnWidth": 300}}
    """)
}

/// Expanded beside (iPad iOS 9 landscape): the split view fills the window, the primary's navigation view 300 × 768 at x = 0, Message 724 × 768 at x = 300.
@Test func splitColumnsSideBySide() {
    let driver = Driver(splitDefinition("automatic"), device: .ipad, os: .iOS9, orientation: .landscapeLeft)
    let root = LayoutResolver.resolve(driver.state).root
    #expect(root.id == "splitView")
    #expect(root.frame == Rect(x: 0, y: 0, width: 1024, height: 768))
    #expect(root.children.map(\.id) == ["navigationView", "view"])
    #expect(root.children[0].frame == Rect(x: 0, y: 0, width: 300, height: 768))
    #expect(root.children[0].children.first?.frame == Rect(x: 0, y: 0, width: 300, height: 768))
    #expect(root.children[1].frame == Rect(x: 300, y: 0, width: 724, height: 768))
    #expect(root.children[1].controller?.description == "Message#1")
}

/// secondaryOnly shows Message over the whole window; oneOverSecondary puts the primary (300 wide) in front of the full-window secondary.
@Test func splitSecondaryOnlyAndOverlay() {
    let only = LayoutResolver.resolve(Driver(splitDefinition("secondaryOnly"), device: .ipad, os: .iOS9, orientation: .landscapeLeft).state).root
    #expect(only.children.map { $0.frame } == [Rect(x: 0, y: 0, width: 1024, height: 768)])
    let over = LayoutResolver.resolve(Driver(splitDefinition("oneOverSecondary"), device: .ipad, os: .iOS9).state).root
    #expect(over.children.map(\.frame) == [Rect(x: 0, y: 0, width: 768, height: 1024), Rect(x: 0, y: 0, width: 300, height: 1024)])
    #expect(over.children.map(\.id) == ["view", "navigationView"])
}
