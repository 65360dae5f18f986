import InterfaceImport
import SwivelJSON
import Testing

// docs/interface-import.md, "Split views": a splitViewController scene → the app format's
// splitViewController (docs/app-format.md); showDetail segues → showDetail actions.

/// An initial split view controller is the app's splitViewController: its class, a navigation primary as a tab's navigation column, a plain secondary, each part's source; no root key.
@Test func initialSplitViewIsTheAppsSplitViewController() throws {
    let result = try InterfaceImporter.importFiles([Fixtures.file("SplitMail-Xcode10.storyboard")])
    #expect(result.app.objectValue?.keys == ["id", "description", "designedOn", "splitViewController", "controllers"])
    #expect(compact(result.app["splitViewController"]) == compact(#"""
    {"class": "MailSplitViewController",
     "primary": {"controller": "FoldersViewController",
                 "navigationController": {"source": {"file": "SplitMail-Xcode10.storyboard", "object": "Nav-00-001"}}},
     "secondary": "WelcomeViewController",
     "source": {"file": "SplitMail-Xcode10.storyboard", "object": "Spl-00-001"}}
    """#))
    #expect(result.app.objectValue?.keys.contains("root") == false)
    #expect(result.app.objectValue?["controllers"]?.objectValue?.keys == ["FoldersViewController", "WelcomeViewController", "MessageViewController", "ComposeViewController"])
    #expect(compact(result.app["designedOn"]) == #"{"device":"ipad","orientation":"landscape","os":"8"}"#)
    #expect(result.notes.map(\.message) == [
        "1 prototype cell(s) of UITableView become one row each at the designed height, the source of their segues; their contents are not laid out (they need data)",
    ])
}

/// showDetail segues become showDetail actions: the prototype cell's, the bar button item's (animates NO → animated false); the controller's own is listed in segues.
@Test func showDetailSeguesBecomeShowDetailActions() throws {
    let result = try InterfaceImporter.importFiles([Fixtures.file("SplitMail-Xcode10.storyboard")])
    #expect(compact(element(result, "FoldersViewController", "FolderCell")) == compact(#"""
    {"id": "FolderCell", "kind": "cell", "class": "UITableViewCell", "frame": {"x": 0, "y": 28, "width": 320, "height": 44},
     "autoresizing": ["flexibleWidth"], "action": {"type": "showDetail", "controller": "MessageViewController"},
     "source": {"file": "SplitMail-Xcode10.storyboard", "object": "Fol-cl-001"}}
    """#))
    #expect(compact(controller(result, "FoldersViewController")?["navigationItem"]) == compact(#"""
    {"right": [{"id": "Compose", "title": "Compose", "action": {"type": "showDetail", "controller": "ComposeViewController", "animated": false},
                "source": {"file": "SplitMail-Xcode10.storyboard", "object": "Fol-bb-001"}}]}
    """#))
    #expect(compact(result.json["segues"]) == compact(#"""
    [{"identifier": "showMessage", "kind": "showDetail", "source": "FoldersViewController", "destination": "MessageViewController"}]
    """#))
}

/// A split view a tab's relationship names is that tab's splitViewController (its title from the split view's tab bar item; a navigation secondary); nothing about it is noted.
@Test func splitViewInATabIsTheTabsSplitViewController() throws {
    let result = try importing([("Main.storyboard", storyboard(initial: "tabs", """
            <scene sceneID="tabs-scene"><objects>
                <tabBarController id="tabs" sceneMemberID="viewController">
                    <connections>
                        <segue destination="split" kind="relationship" relationship="viewControllers" id="t1"/>
                        <segue destination="vc1" kind="relationship" relationship="viewControllers" id="t2"/>
                    </connections>
                </tabBarController>
            </objects></scene>
            <scene sceneID="split-scene"><objects>
                <splitViewController id="split" sceneMemberID="viewController">
                    <tabBarItem key="tabBarItem" title="Mail" id="split-item"/>
                    <connections>
                        <segue destination="inbox" kind="relationship" relationship="masterViewController" id="s1"/>
                        <segue destination="nav" kind="relationship" relationship="detailViewController" id="s2"/>
                    </connections>
                </splitViewController>
            </objects></scene>
            <scene sceneID="nav-scene"><objects>
                <navigationController id="nav" navigationBarHidden="YES" sceneMemberID="viewController">
                    <connections><segue destination="message" kind="relationship" relationship="rootViewController" id="n1"/></connections>
                </navigationController>
            </objects></scene>
    \(scene("inbox", customClass: "InboxViewController"))
    \(scene("message", customClass: "MessageViewController"))
    \(scene())
    """))])
    #expect(compact(withoutSources(result.app["tabBarController"])) == compact(#"""
    {"tabs": [
      {"title": "Mail", "splitViewController": {"primary": "InboxViewController",
                                                 "secondary": {"controller": "MessageViewController", "navigationController": {"navigationBarHidden": true}}}},
      {"controller": "HomeViewController"}
    ]}
    """#))
    #expect(compact(result.app["tabBarController"]?["tabs"]?.arrayValue?.first?["splitViewController"]?["source"]) == #"{"file":"Main.storyboard","object":"split"}"#)
    #expect(result.notes.map(\.message) == [])
}

/// A split view relationship that is not a column is noted; a split view whose column is a tab bar controller is noted and left out of its tab (the tab too).
@Test func splitViewsSwivelCannotImportAreNoted() throws {
    let result = try importing([("Main.storyboard", storyboard(initial: "tabs", """
            <scene sceneID="tabs-scene"><objects>
                <tabBarController id="tabs" sceneMemberID="viewController">
                    <connections>
                        <segue destination="split" kind="relationship" relationship="viewControllers" id="t1"/>
                        <segue destination="vc1" kind="relationship" relationship="viewControllers" id="t2"/>
                    </connections>
                </tabBarController>
            </objects></scene>
            <scene sceneID="split-scene"><objects>
                <splitViewController id="split" sceneMemberID="viewController">
                    <connections>
                        <segue destination="inner" kind="relationship" relationship="masterViewController" id="s1"/>
                        <segue destination="vc1" kind="relationship" relationship="detailViewController" id="s2"/>
                        <segue destination="vc1" kind="relationship" relationship="supplementaryViewController" id="s3"/>
                    </connections>
                </splitViewController>
            </objects></scene>
            <scene sceneID="inner-scene"><objects>
                <tabBarController id="inner" sceneMemberID="viewController"/>
            </objects></scene>
    \(scene())
    """))])
    #expect(compact(withoutSources(result.app["tabBarController"])) == #"{"tabs":[{"controller":"HomeViewController"}]}"#)
    #expect(result.notes.map(\.message) == [
        "split view relationship supplementaryViewController to HomeViewController is not imported (a split view has a primary and a secondary column: masterViewController, detailViewController)",
        "the primary column of UISplitViewController split is UITabBarController inner, not a content or navigation controller; the split view is not imported",
        "UISplitViewController split is not the window's root or a tab's; its columns' controllers are imported as controllers",
        "UITabBarController inner is not the window's root; its tabs' controllers are imported as controllers",
    ])
}

/// An iOS 5 replace segue is noted, naming what Xcode 6 draws instead.
@Test func replaceSegueIsNoted() throws {
    let button = #"<button id="b" userLabel="Open"><rect key="frame" x="0" y="0" width="10" height="10"/><connections><segue destination="vc2" kind="replace" splitViewControllerTargetIndex="1" id="r"/></connections></button>"#
    let result = try importing([("Main.storyboard", storyboard(scene(subviews: button) + scene("vc2", customClass: "DetailViewController")))])
    #expect(element(result, "HomeViewController", "Open")?["action"] == nil)
    #expect(result.notes.map(\.message).contains("replace segue from UIButton b to DetailViewController is not imported (an iOS 5 split view segue: Xcode 6 and later draw it as showDetail)"))
}
