import InterfaceImport
import SwivelJSON
import Testing

private let frame = #"<rect key="frame" x="0" y="0" width="10" height="10"/>"#

/// A button with one segue (`attributes` on it), in scene `vc1` of class HomeViewController.
private func button(_ id: String, to destination: String, _ attributes: String) -> String {
    #"<button id="\#(id)">\#(frame)<connections><segue destination="\#(destination)" \#(attributes) id="\#(id)-segue"/></connections></button>"#
}

/// A scene with an exit object, for unwind segues.
private func sceneWithExit(_ id: String, customClass: String, subviews: String) -> String {
    scene(id, customClass: customClass, subviews: subviews, objects: #"<exit id="\#(id)-exit" userLabel="Exit" sceneMemberID="exit"/>"#)
}

/// `pageSheet` is kept; a style Swivel does not model is fullScreen, noted; a segue without a
/// style takes the presented controller's, else `automatic` (full screen before iOS 13, a sheet
/// from 13); `animates="NO"` is `animated: false`; a `show` segue is a `show` action.
@Test func presentationStylesAndAnimation() throws {
    let result = try importing([("Main.storyboard", storyboard(scene(subviews: button("p", to: "d", #"kind="modal" modalPresentationStyle="pageSheet""#)
        + button("o", to: "d", #"kind="presentation" modalPresentationStyle="overFullScreen""#)
        + button("a", to: "d", #"kind="presentation""#)
        + button("f", to: "full", #"kind="presentation""#)
        + button("q", to: "d", #"kind="show" animates="NO""#)) + scene("d", customClass: "Detail")
        + scene("full", customClass: "Full").replacingOccurrences(of: #"sceneMemberID="viewController""#, with: #"modalPresentationStyle="fullScreen" sceneMemberID="viewController""#)))])
    #expect(compact(element(result, "HomeViewController", "p")?["action"]) == #"{"type":"present","controller":"Detail","style":"pageSheet"}"#)
    #expect(compact(element(result, "HomeViewController", "o")?["action"]) == #"{"type":"present","controller":"Detail","style":"fullScreen"}"#)
    #expect(compact(element(result, "HomeViewController", "a")?["action"]) == #"{"type":"present","controller":"Detail","style":"automatic"}"#)
    #expect(compact(element(result, "HomeViewController", "f")?["action"]) == #"{"type":"present","controller":"Full","style":"fullScreen"}"#)
    #expect(compact(element(result, "HomeViewController", "q")?["action"]) == #"{"type":"show","controller":"Detail","animated":false}"#)
    #expect(result.notes.map(\.message) == ["modalPresentationStyle overFullScreen is not a style Swivel models; presented fullScreen"])
}

/// An unwind becomes an `unwind` action with its selector whether or not a segue leads to its
/// controller; with none (a custom segue without identifier is not imported), the note says
/// the overlay must name who implements it.
@Test func unwindWithoutAKnownWay() throws {
    let result = try importing([("Main.storyboard", storyboard(
        scene(subviews: button("c", to: "b", #"kind="custom" customClass="Fade""#))
        + sceneWithExit("a", customClass: "Alone", subviews: button("ua", to: "a-exit", #"kind="unwind" unwindAction="back:""#))
        + sceneWithExit("b", customClass: "Faded", subviews: button("ub", to: "b-exit", #"kind="unwind" unwindAction="back:""#))))])
    #expect(compact(element(result, "Alone", "ua")?["action"]) == #"{"type":"unwind","action":"back:"}"#)
    #expect(compact(element(result, "Faded", "ub")?["action"]) == #"{"type":"unwind","action":"back:"}"#)
    #expect(result.notes.map(\.message) == [
        "custom segue from UIButton c to Faded is not imported (it has no identifier)",
        "unwind segue back: from UIButton ua: no segue leads to Alone and the controller implementing back: is code; give unwindActions in the overlay",
        "unwind segue back: from UIButton ub: no segue leads to Faded and the controller implementing back: is code; give unwindActions in the overlay",
    ])
}

/// An unwind reached by push and by presentation from one controller: that controller is given
/// the action (`unwindActions`), noted.
@Test func unwindReachedTwoWays() throws {
    let result = try importing([("Main.storyboard", storyboard(
        scene(subviews: button("m", to: "t", #"kind="modal""#) + button("p", to: "t", #"kind="push""#))
        + sceneWithExit("t", customClass: "Target", subviews: button("u", to: "t-exit", #"kind="unwind" unwindAction="back:""#))))])
    #expect(compact(element(result, "Target", "u")?["action"]) == #"{"type":"unwind","action":"back:"}"#)
    #expect(compact(result.app["controllers"]?["HomeViewController"]?["unwindActions"]) == #"["back:"]"#)
    #expect(hasNote(result, "unwind segue back: from UIButton u: the controller implementing it is code; HomeViewController (leading to Target) are given it in unwindActions; name the real ones in the overlay"))
}

/// A controller shown in a popover unwinds to the one that presented it: that one is given the
/// action.
@Test func unwindFromAPopover() throws {
    let result = try importing([("Main.storyboard", storyboard(
        scene(subviews: button("pop", to: "t", #"kind="popoverPresentation" popoverAnchorView="pop""#))
        + sceneWithExit("t", customClass: "Picker", subviews: button("u", to: "t-exit", #"kind="unwind" unwindAction="picked:""#))))])
    #expect(compact(result.app["controllers"]?["HomeViewController"]?["unwindActions"]) == #"["picked:"]"#)
}

/// An unwind segue performed in code is listed with a null destination; a push to a
/// navigation controller pushes its root.
@Test func controllerUnwindAndPushToNavigation() throws {
    let result = try importing([("Main.storyboard", storyboard(
        sceneWithExit("vc1", customClass: "HomeViewController", subviews: button("b", to: "nav", #"kind="push""#)).replacingOccurrences(
            of: "</viewController>", with: #"<connections><segue destination="vc1-exit" kind="unwind" identifier="back" unwindAction="back:" id="cu"/></connections></viewController>"#)
        + """
                <scene sceneID="n"><objects><navigationController id="nav" sceneMemberID="viewController">
                    <connections><segue destination="r" kind="relationship" relationship="rootViewController" id="nr"/></connections>
                </navigationController></objects></scene>
        """ + scene("r", customClass: "Root")))])
    #expect(result.segues == [ImportedSegue(identifier: "back", kind: "unwind", source: "HomeViewController", destination: nil)])
    #expect(compact(result.segues[0].json) == #"{"identifier":"back","kind":"unwind","source":"HomeViewController","destination":null}"#)
    #expect(compact(element(result, "HomeViewController", "b")?["action"]) == #"{"type":"push","controller":"Root"}"#)
}

/// A second segue from one button is noted; the first gives the action.
@Test func secondSegueFromOneElement() throws {
    let result = try importing([("Main.storyboard", storyboard(scene(subviews: """
        <button id="b">\(frame)<connections><segue destination="d" kind="push" id="s1"/><segue destination="d" kind="modal" id="s2"/></connections></button>
        """) + scene("d", customClass: "D")))])
    #expect(compact(element(result, "HomeViewController", "b")?["action"]) == #"{"type":"push","controller":"D"}"#)
    #expect(result.notes.map(\.message) == ["a second segue from UIButton b is not imported (the first gives its action)"])
}

/// A second segue from one button with an identifier is still one the controller's code performs;
/// the first gives the button its action.
@Test func secondSegueWithAnIdentifierIsPerformable() throws {
    let result = try importing([("Main.storyboard", storyboard(scene(subviews: """
        <button id="b">\(frame)<connections><segue destination="d" kind="push" id="s1"/><segue destination="d" kind="modal" identifier="Modal" id="s2"/></connections></button>
        """) + scene("d", customClass: "D")))])
    #expect(compact(element(result, "HomeViewController", "b")?["action"]) == #"{"type":"push","controller":"D"}"#)
    #expect(compact(result.app["controllers"]?["HomeViewController"]?["segues"]) == #"{"Modal":{"type":"present","controller":"D","style":"automatic"}}"#)
    #expect(result.notes.map(\.message) == [#"a second segue from UIButton b is not imported as its action (the first gives it); code performs it as "Modal""#])
}

/// A static cell's segue from its accessory (detail) button is not the row's action, even
/// before its selection segue in the file: a tap on the row shows D; the accessory button is an
/// element of the row (`cell-accessory`, "More Info", right of the 272-point content view the
/// file saved: 272–320) whose tap shows Info.
@Test func accessorySegueIsTheAccessoryButtonsAction() throws {
    let result = try importing([("Main.storyboard", storyboard(scene(subviews: """
        <tableView id="t" style="grouped">\(frame)<sections><tableViewSection id="sec"><cells>
          <tableViewCell id="cell" accessoryType="detailDisclosureButton" rowHeight="44"><rect key="frame" x="0" y="0" width="320" height="44"/><tableViewCellContentView key="contentView" id="cv"><rect key="frame" x="0" y="0" width="272" height="44"/></tableViewCellContentView>
            <connections><segue destination="info" kind="show" identifier="showInfo" trigger="accessoryAction" id="acc"/><segue destination="d" kind="show" id="sel"/></connections>
          </tableViewCell>
        </cells></tableViewSection></sections></tableView>
        """) + scene("d", customClass: "D") + scene("info", customClass: "Info")))])
    #expect(compact(element(result, "HomeViewController", "cell")?["action"]) == #"{"type":"show","controller":"D"}"#)
    let accessory = element(result, "HomeViewController", "cell-accessory")
    #expect(compact(accessory?["action"]) == #"{"type":"show","controller":"Info"}"#)
    #expect(compact(accessory?["kind"]) == #""button""#)
    #expect(compact(accessory?["text"]) == #""More Info""#)
    #expect(compact(accessory?["frame"]) == #"{"x":272,"y":0,"width":48,"height":44}"#)
    #expect(accessory?["source"]?["object"] == "cell")
    #expect(!result.notes.map(\.message).contains { $0.contains("accessory") })
}

/// A prototype cell's contents are left out, but a button a segue starts from inside them is
/// kept as the row's subview at its place in the cell (a stack view at (10, 5) holding it at
/// (0, 2): (10, 7)), without its constraints; a hidden one is not.
@Test func aSegueSourceInsideAPrototypeCellIsKept() throws {
    let result = try importing([("Main.storyboard", storyboard(scene(subviews: """
        <tableView id="t" dataMode="prototypes" rowHeight="60"><rect key="frame" x="0" y="0" width="320" height="460"/><prototypes>
          <tableViewCell id="proto" rowHeight="60"><rect key="frame" x="0" y="28" width="320" height="60"/>
            <tableViewCellContentView key="contentView" id="pcv"><rect key="frame" x="0" y="0" width="320" height="60"/><subviews>
              <label text="Title" id="title"><rect key="frame" x="16" y="8" width="200" height="20"/></label>
              <stackView id="stack" translatesAutoresizingMaskIntoConstraints="NO"><rect key="frame" x="10" y="5" width="100" height="40"/><subviews>
                <button id="info" translatesAutoresizingMaskIntoConstraints="NO"><rect key="frame" x="0" y="2" width="30" height="30"/>
                  <constraints><constraint firstAttribute="width" constant="30" id="w"/></constraints>
                  <connections><segue destination="d" kind="show" id="s1"/></connections></button>
                <button id="gone" hidden="YES"><rect key="frame" x="40" y="2" width="30" height="30"/>
                  <connections><segue destination="d" kind="show" id="s2"/></connections></button>
              </subviews></stackView>
            </subviews></tableViewCellContentView>
          </tableViewCell>
        </prototypes></tableView>
        """) + scene("d", customClass: "D")))])
    let info = element(result, "HomeViewController", "info")
    #expect(compact(info?["action"]) == #"{"type":"show","controller":"D"}"#)
    #expect(compact(info?["frame"]) == #"{"x":10,"y":7,"width":30,"height":30}"#)
    #expect(info?["constraints"] == nil)
    #expect(element(result, "HomeViewController", "title") == nil)
    #expect(element(result, "HomeViewController", "gone") == nil)
    #expect(element(result, "HomeViewController", "proto")?["children"]?.arrayValue?.compactMap { $0["id"]?.stringValue } == ["info"])
}

/// A bar button item is an element of the bar: its segue is its action, its title and source
/// kept; nothing is noted.
@Test func segueFromBarButtonItem() throws {
    let result = try importing([("Main.storyboard", storyboard(scene(extra: """
        <navigationItem key="navigationItem" title="T" id="ni"><barButtonItem key="rightBarButtonItem" title="Add" id="add">
          <connections><segue destination="d" kind="push" id="bs"/></connections></barButtonItem></navigationItem>
        """) + scene("d", customClass: "D")))])
    #expect(compact(result.app["controllers"]?["HomeViewController"]?["navigationItem"]) == #"{"right":[{"id":"add","title":"Add","action":{"type":"push","controller":"D"},"source":{"file":"Main.storyboard","object":"add"}}]}"#)
    #expect(result.notes.isEmpty)
}

/// A segue on the controller's root view (not an element) is noted, not applied.
@Test func segueFromTheRootView() throws {
    let result = try importing([("Main.storyboard", storyboard(scene().replacingOccurrences(
        of: "<subviews></subviews>", with: #"<subviews></subviews><connections><segue destination="d" kind="push" id="rs"/></connections>"#)
        + scene("d", customClass: "D")))])
    #expect(result.notes.map(\.message) == ["a segue from UIView vc1-view is not imported: the UIView is not an element of the app (Swivel's elements are a scene's visible subviews, its table and collection view cells and its bar button items; not its root view, a gesture recognizer, a hidden view, or a view inside a collection view's header or footer)"])
}

/// Xib: no File's Owner → a UIViewController with the view (noted), the root of a
/// storyboard-less import.
@Test func xibWithoutFilesOwner() throws {
    let result = try importing([("Panel.xib", #"""
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="5053" targetRuntime="iOS.CocoaTouch">
      <objects><view id="1"><rect key="frame" x="0" y="0" width="200" height="100"/></view></objects>
    </document>
    """#)])
    #expect(compact(withoutSources(result.app)) == compact(#"""
    {"id": "Panel", "description": "Imported from Panel.xib (swivel import)", "root": "UIViewController",
     "controllers": {"UIViewController": {"view": {"id": "view", "size": {"width": 200, "height": 100}}}},
     "xibs": {"Panel": {"id": "view", "size": {"width": 200, "height": 100}}}}
    """#))
    #expect(result.notes.map(\.message) == ["the xib has no File's Owner; its view is given to a UIViewController"])
}

private func xib(_ owner: String) -> String {
    #"""
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="5053" targetRuntime="iOS.CocoaTouch">
      <objects>
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="\#(owner)"/>
        <view id="1"><rect key="frame" x="0" y="0" width="320" height="460"/></view>
      </objects>
    </document>
    """#
}

/// Without a storyboard the Info.plist's NSMainNibFile picks the root xib's controller.
@Test func mainNibPicksTheRoot() throws {
    let result = try importing([
        ("First.xib", xib("FirstController")), ("Views/Second.xib", xib("SecondController")),
        ("Info.plist", #"<plist version="1.0"><dict><key>NSMainNibFile</key><string>Second</string></dict></plist>"#),
    ])
    #expect(result.app["root"] == "SecondController")
    #expect(result.app["id"] == "Second")
    #expect(result.app["xibs"]?.objectValue?.keys == ["First", "Second"])
}

/// With a storyboard, a xib whose owner class is a scene's key is only an entry of `xibs`;
/// a xib without a view is noted and left out.
@Test func xibBesideAStoryboard() throws {
    let result = try importing([
        ("Main.storyboard", storyboard(scene())), ("Home~ipad.xib", xib("HomeViewController")),
        ("Empty.xib", #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch"><objects><customObject id="o" customClass="Thing"/></objects></document>"#),
    ])
    #expect(result.app["root"] == "HomeViewController")
    #expect(result.app["xibs"]?.objectValue?.keys == ["Home~ipad"])
    #expect(result.notes.map(\.message) == [
        "HomeViewController already has a view (from an earlier file); this xib is only an entry of xibs",
        "top-level <customObject> of the xib is not imported",
        "the xib has no top-level view; not imported",
    ])
}

/// Every identified segue of a scene is one its code can perform (`segues`, in the file's
/// order): those performed in code — to a content controller, a navigation controller (presented
/// with its root) and a tab bar controller, which the `segues` list leaves out — and a
/// button's, which stays the button's action too. A second segue with one identifier is noted
/// (the first is kept), as is a custom segue code performs (its transition is the app's code).
@Test func identifiedSeguesArePerformableInCode() throws {
    let fromController = #"""
        <connections>
          <segue destination="d" kind="show" identifier="ShowD" id="c1"/>
          <segue destination="nav" kind="presentation" identifier="Compose" modalPresentationStyle="formSheet" id="c2"/>
          <segue destination="tabs" kind="presentation" identifier="Tabs" id="c3"/>
          <segue destination="d" kind="custom" customClass="Fade" identifier="Fade" id="c4"/>
          <segue destination="d" kind="presentation" identifier="ShowD" id="c5"/>
        </connections></viewController>
        """#
    let home = scene(subviews: button("b", to: "d", #"kind="show" identifier="FromButton""#))
        .replacingOccurrences(of: "</viewController>", with: fromController)
    let result = try importing([("Main.storyboard", storyboard(home + scene("d", customClass: "D") + """
            <scene sceneID="n"><objects><navigationController id="nav" sceneMemberID="viewController">
                <connections><segue destination="r" kind="relationship" relationship="rootViewController" id="nr"/></connections>
            </navigationController></objects></scene>
            <scene sceneID="t"><objects><tabBarController id="tabs" sceneMemberID="viewController">
                <connections><segue destination="r2" kind="relationship" relationship="viewControllers" id="tr"/></connections>
            </tabBarController></objects></scene>
        """ + scene("r", customClass: "Root") + scene("r2", customClass: "First")))])
    #expect(compact(result.app["controllers"]?["HomeViewController"]?["segues"]) == compact(#"""
        {"ShowD": {"type": "show", "controller": "D"},
         "Compose": {"type": "present", "controller": "Root", "navigationController": {"source": {"file": "Main.storyboard", "object": "nav"}}, "style": "formSheet"},
         "Tabs": {"type": "present", "tabBarController": {"tabs": [{"controller": "First"}], "source": {"file": "Main.storyboard", "object": "tabs"}}, "style": "automatic"},
         "FromButton": {"type": "show", "controller": "D"}}
        """#))
    #expect(compact(element(result, "HomeViewController", "b")?["action"]) == #"{"type":"show","controller":"D"}"#)
    let messages = result.notes.map(\.message)
    #expect(messages.contains("segue \"Fade\" performed in code cannot be performed: custom segue from HomeViewController to D is not imported (its transition is the app's code: give it in the overlay)"))
    #expect(messages.contains("a second segue with identifier \"ShowD\" in HomeViewController: code performs the first"))
}
