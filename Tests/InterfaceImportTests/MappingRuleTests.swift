import InterfaceImport
import SwivelJSON
import Testing

private func rect(_ x: Int = 0, _ y: Int = 0, _ width: Int = 10, _ height: Int = 10) -> String {
    #"<rect key="frame" x="\#(x)" y="\#(y)" width="\#(width)" height="\#(height)"/>"#
}

/// Controller keys: `customClass`, else `storyboardIdentifier`, else `Scene-<object id>`.
@Test func controllerKeys() throws {
    let result = try importing([("Main.storyboard", storyboard(initial: "b", scene("a") + scene("b", customClass: nil)
        + scene("c", customClass: nil).replacingOccurrences(of: #"id="c" "#, with: #"id="c" storyboardIdentifier="Chooser" "#)))], id: "keys")
    #expect(result.app["controllers"]?.objectValue?.keys == ["HomeViewController", "Scene-b", "Chooser"])
    #expect(result.app["root"] == "Scene-b")
    #expect(result.app["id"] == "keys")
}

/// Two scenes with one key: the second is `-2`, the third `-3`, each noted.
@Test func duplicateControllerKeys() throws {
    let result = try importing([("Main.storyboard", storyboard(initial: "a", scene("a") + scene("b") + scene("c")))])
    #expect(result.app["controllers"]?.objectValue?.keys == ["HomeViewController", "HomeViewController-2", "HomeViewController-3"])
    #expect(result.notes.map(\.message) == [
        "another scene is already keyed \"HomeViewController\": this one is \"HomeViewController-2\"",
        "another scene is already keyed \"HomeViewController\": this one is \"HomeViewController-3\"",
    ])
}

/// Element ids: accessibility identifier, else outlet, else userLabel without spaces, else
/// object id; a clash in the tree gets `-2`, noted.
@Test func elementIDPrecedence() throws {
    let result = try importing([("Main.storyboard", storyboard(scene(subviews: """
        <view id="o1" userLabel="Big Box">\(rect())<accessibility key="accessibilityConfiguration" identifier="box"/></view>
        <view id="o2" userLabel="Big Box">\(rect())</view>
        <view id="o3" userLabel="Big Box">\(rect())</view>
        <view id="o4">\(rect())</view>
        <view id="o5" userLabel="box">\(rect())</view>
        """, extra: #"<connections><outlet property="panel" destination="o2" id="out1"/></connections>"#)))])
    let ids = controller(result, "HomeViewController")?["view"]?["elements"]?.arrayValue?.compactMap { $0["id"]?.stringValue }
    #expect(ids == ["box", "panel", "BigBox", "o4", "box-2"])
    #expect(result.notes.map(\.message) == ["two views of one tree would have id \"box\": this one is \"box-2\""])
}

/// Labels, buttons and other views: kinds, text and titles, `class` (customClass first) on
/// views only, nested subviews as `children`; a switch's intrinsic size is its saved frame less
/// UISwitch's 2-point trailing alignment inset.
@Test func elementKinds() throws {
    let result = try importing([("Main.storyboard", storyboard(scene(subviews: """
        <label id="l" text="Hi">\(rect())</label>
        <button id="b">\(rect())<state key="normal" title="Go"/><state key="highlighted" title="Going"/></button>
        <mapView id="m">\(rect())</mapView>
        <view id="v" customClass="GaugeView">\(rect())<subviews><switch id="s">\(rect(1, 2, 3, 4))</switch></subviews></view>
        <label id="a">\(rect())<attributedString key="attributedText"><fragment content="At"/><fragment content="tributed"/></attributedString></label>
        """)))])
    let elements = controller(result, "HomeViewController")?["view"]?["elements"]
    let frame = #""frame":{"x":0,"y":0,"width":10,"height":10}"#
    #expect(compact(withoutSources(elements)) == """
    [{"id":"l","kind":"label","text":"Hi",\(frame)},\
    {"id":"b","kind":"button","text":"Go",\(frame)},\
    {"id":"m","kind":"view","class":"MKMapView",\(frame)},\
    {"id":"v","kind":"view","class":"GaugeView",\(frame),"children":[{"id":"s","kind":"view","class":"UISwitch","frame":{"x":1,"y":2,"width":3,"height":4},"intrinsicContentSize":{"width":1,"height":4}}]},\
    {"id":"a","kind":"label","text":"Attributed",\(frame)}]
    """)
}

/// Every autoresizing flag maps to the app format's name, in its order.
@Test func autoresizingMaskNames() throws {
    let result = try importing([("Main.storyboard", storyboard(scene(subviews: """
        <view id="v">\(rect())<autoresizingMask key="autoresizingMask" flexibleMaxY="YES" heightSizable="YES" flexibleMinY="YES" flexibleMaxX="YES" widthSizable="YES" flexibleMinX="YES"/></view>
        """)))])
    #expect(compact(element(result, "HomeViewController", "v")?["autoresizing"])
        == #"["flexibleLeftMargin","flexibleWidth","flexibleRightMargin","flexibleTopMargin","flexibleHeight","flexibleBottomMargin"]"#)
}

/// A hidden view is left out with its subviews (noted), and a constraint naming it is left
/// out (noted).
@Test func hiddenViewsAndTheirConstraints() throws {
    let result = try importing([("Main.storyboard", storyboard(scene(subviews: """
        <view id="gone" hidden="YES">\(rect())<subviews><label id="inner" text="x">\(rect())</label></subviews></view>
        <view id="kept">\(rect())</view>
        """, constraints: #"<constraint firstItem="kept" firstAttribute="top" secondItem="gone" secondAttribute="bottom" id="c1"/>"#)))])
    let ids = controller(result, "HomeViewController")?["view"]?["elements"]?.arrayValue?.compactMap { $0["id"]?.stringValue }
    #expect(ids == ["kept"])
    #expect(controller(result, "HomeViewController")?["view"]?["constraints"] == nil)
    #expect(result.notes.map(\.message) == [
        "hidden UIView left out (with its subviews)",
        "constraint left out: it names gone, which is not a view of this tree (hidden, not installed, or another scene's)",
    ])
}

/// Xcode 5's iOS 6/7 deltas become `ios6Deltas` beside the frame as saved (iOS 7's):
/// ΔX = −minX, ΔY = −minY, ΔW = minX + maxX, ΔH = minY + maxY; an inset that moves nothing
/// gives none.
@Test func insetFor6xAndEarlierBecomesIOS6Deltas() throws {
    let result = try importing([("Main.storyboard", storyboard(scene(subviews: """
        <view id="v"><rect key="frame" x="100" y="200" width="50" height="60"/><inset key="insetFor6xAndEarlier" minX="-50" minY="-100" maxX="-50" maxY="300"/></view>
        <view id="w"><rect key="frame" x="0" y="0" width="10" height="10"/><inset key="insetFor6xAndEarlier" minX="0.0" minY="0.0" maxX="0.0" maxY="0.0"/></view>
        """)))])
    #expect(compact(element(result, "HomeViewController", "v")?["frame"]) == #"{"x":100,"y":200,"width":50,"height":60}"#)
    #expect(compact(element(result, "HomeViewController", "v")?["ios6Deltas"]) == #"{"x":50,"y":100,"width":-100,"height":200}"#)
    #expect(element(result, "HomeViewController", "w")?["ios6Deltas"] == nil)
}

/// Multipliers as a decimal, a ratio (`a:b`) and a fraction (`a/b`); one that is none of
/// these drops its constraint with a note.
@Test func multiplierSpellings() throws {
    let result = try importing([("Main.storyboard", storyboard(scene(subviews: #"<view id="v">\#(rect())</view>"#, constraints: """
        <constraint firstItem="v" firstAttribute="width" secondItem="vc1-view" secondAttribute="width" multiplier="0.25" id="m1"/>
        <constraint firstItem="v" firstAttribute="height" secondItem="v" secondAttribute="width" multiplier="4:3" id="m2"/>
        <constraint firstItem="v" firstAttribute="height" secondItem="vc1-view" secondAttribute="height" multiplier="1/4" id="m3"/>
        <constraint firstItem="v" firstAttribute="height" secondItem="vc1-view" secondAttribute="height" multiplier="1:0" id="m4"/>
        """)))])
    let multipliers = controller(result, "HomeViewController")?["view"]?["constraints"]?.arrayValue?.map { compact($0["multiplier"]) }
    #expect(multipliers == ["0.25", "1.3333333333333333", "0.25"])
    #expect(result.notes.map(\.message) == ["constraint left out: multiplier \"1:0\" is not a number, a:b or a/b", "views hold Auto Layout constraints: on iOS 5 a session crashes loading them, as iOS 5 did (NSLayoutConstraint)"])
}

/// An omitted firstItem is the holding view, on an element as on the root; `placeholder`
/// constraints are dropped silently.
@Test func omittedFirstItemAndPlaceholders() throws {
    let result = try importing([("Main.storyboard", storyboard(scene(subviews: """
        <view id="v">\(rect())<constraints><constraint firstAttribute="width" constant="80" id="w"/><constraint firstAttribute="height" constant="9" placeholder="YES" id="p"/></constraints></view>
        """, constraints: #"<constraint firstAttribute="height" relation="lessThanOrEqual" constant="500" priority="250" id="h"/>"#)))])
    #expect(compact(element(result, "HomeViewController", "v")?["constraints"])
        == #"[{"id":"w","item":"v","attribute":"width","relation":"equal","multiplier":1,"constant":80,"priority":1000}]"#)
    #expect(compact(controller(result, "HomeViewController")?["view"]?["constraints"])
        == #"[{"id":"h","item":"view","attribute":"height","relation":"lessThanOrEqual","multiplier":1,"constant":500,"priority":250}]"#)
    #expect(result.notes.map(\.message) == ["views hold Auto Layout constraints: on iOS 5 a session crashes loading them, as iOS 5 did (NSLayoutConstraint)"])
}

/// Xcode 5–8 layout guides (`viewControllerLayoutGuide`) are `topLayoutGuide` and
/// `bottomLayoutGuide`; an attribute §14 lacks drops its constraint with a note.
@Test func viewControllerLayoutGuides() throws {
    let result = try importing([("Main.storyboard", storyboard(scene(subviews: #"<view id="v">\#(rect())</view>"#, constraints: """
        <constraint firstItem="v" firstAttribute="top" secondItem="g-top" secondAttribute="bottom" constant="8" id="c1"/>
        <constraint firstItem="g-bottom" firstAttribute="top" secondItem="v" secondAttribute="bottom" id="c2"/>
        <constraint firstItem="v" firstAttribute="depth" secondItem="g-bottom" secondAttribute="top" id="c3"/>
        """, extra: """
        <layoutGuides><viewControllerLayoutGuide type="top" id="g-top"/><viewControllerLayoutGuide type="bottom" id="g-bottom"/></layoutGuides>
        """)))])
    let pairs = controller(result, "HomeViewController")?["view"]?["constraints"]?.arrayValue?.map {
        "\($0["item"]?.stringValue ?? "").\($0["attribute"]?.stringValue ?? "")=\($0["toItem"]?.stringValue ?? "").\($0["toAttribute"]?.stringValue ?? "")"
    }
    #expect(pairs == ["v.top=topLayoutGuide.bottom", "bottomLayoutGuide.top=v.bottom"])
    #expect(result.notes.map(\.message) == ["constraint left out: attribute \"depth\" has no equivalent in the app format's Auto Layout", "views hold Auto Layout constraints: on iOS 5 a session crashes loading them, as iOS 5 did (NSLayoutConstraint)"])
}

/// A subview's own safe area is its guide, `<id>.safeArea`, with the attribute IB wrote.
@Test func subviewSafeAreaIsItsGuide() throws {
    let result = try importing([("Main.storyboard", storyboard(scene(subviews: """
        <view id="panel">\(rect())<subviews><view id="inner">\(rect())</view></subviews>
          <constraints><constraint firstItem="inner" firstAttribute="top" secondItem="panel-safe" secondAttribute="top" id="c1"/></constraints>
          <viewLayoutGuide key="safeArea" id="panel-safe"/></view>
        """)))])
    #expect(compact(element(result, "HomeViewController", "panel")?["constraints"]?.arrayValue?.first?["toItem"]) == #""panel.safeArea""#)
    #expect(compact(element(result, "HomeViewController", "panel")?["constraints"]?.arrayValue?.first?["toAttribute"]) == #""top""#)
}

/// A scroll view's `contentLayoutGuide` and `frameLayoutGuide` are the items `<id>.contentLayoutGuide` and
/// `<id>.frameLayoutGuide`; a UIScrollView subclass's are left out with a note (only a UIScrollView has them in the format).
@Test func scrollViewLayoutGuidesAreItsGuideItems() throws {
    let result = try importing([("Main.storyboard", storyboard(scene(subviews: """
        <scrollView id="scroller">\(rect())<subviews><view id="content">\(rect())</view></subviews>
          <constraints>
            <constraint firstItem="content" firstAttribute="top" secondItem="scroller-content" secondAttribute="top" id="c1"/>
            <constraint firstItem="content" firstAttribute="width" secondItem="scroller-frame" secondAttribute="width" id="c2"/>
          </constraints>
          <viewLayoutGuide key="contentLayoutGuide" id="scroller-content"/><viewLayoutGuide key="frameLayoutGuide" id="scroller-frame"/></scrollView>
        <scrollView id="custom" customClass="PagingScrollView">\(rect())<subviews><view id="page">\(rect())</view></subviews>
          <constraints><constraint firstItem="page" firstAttribute="top" secondItem="custom-content" secondAttribute="top" id="c3"/></constraints>
          <viewLayoutGuide key="contentLayoutGuide" id="custom-content"/></scrollView>
        """)))])
    let constraints = element(result, "HomeViewController", "scroller")?["constraints"]?.arrayValue ?? []
    #expect(constraints.map { compact($0["toItem"]) } == [#""scroller.contentLayoutGuide""#, #""scroller.frameLayoutGuide""#])
    #expect(constraints.map { compact($0["toAttribute"]) } == [#""top""#, #""width""#])
    #expect(element(result, "HomeViewController", "custom")?["constraints"] == nil)
    #expect(result.notes.map(\.message).contains("constraint left out: it names the contentLayoutGuide of a PagingScrollView, and Swivel lays out the content of a UIScrollView only"))
}

/// `translatesAutoresizingMaskIntoConstraints` is kept either way it is written.
@Test func translatesAutoresizingMask() throws {
    let result = try importing([("Main.storyboard", storyboard(scene(subviews: """
        <view id="yes" translatesAutoresizingMaskIntoConstraints="YES">\(rect())</view><view id="no" translatesAutoresizingMaskIntoConstraints="NO">\(rect())</view>
        """)))])
    #expect(compact(element(result, "HomeViewController", "yes")?["translatesAutoresizingMaskIntoConstraints"]) == "true")
    #expect(compact(element(result, "HomeViewController", "no")?["translatesAutoresizingMaskIntoConstraints"]) == "false")
}

/// A subview the default size class does not install is kept with `installed: false`; one a
/// compact-height variation includes gets `when` that size class.
@Test func subviewNotInstalledByDefault() throws {
    let result = try importing([("Main.storyboard", storyboard(scene(subviews: #"<view id="x">\#(rect())</view><view id="y">\#(rect())</view>"#).replacingOccurrences(
        of: "<constraints></constraints>",
        with: #"<constraints/><variation key="default"><mask key="subviews"><exclude reference="x"/></mask></variation><variation key="heightClass=compact"><mask key="subviews"><include reference="x"/></mask></variation>"#)))])
    #expect(controller(result, "HomeViewController")?["view"]?["elements"]?.arrayValue?.compactMap { $0["id"]?.stringValue } == ["x", "y"])
    #expect(compact(element(result, "HomeViewController", "x")?["installed"]) == "false")
    #expect(compact(element(result, "HomeViewController", "x")?["when"]) == #"[{"verticalSizeClass":"compact"}]"#)
    #expect(element(result, "HomeViewController", "y")?["installed"] == nil)
    #expect(result.notes.isEmpty)
}

/// A root view without a frame: no `size` (the format's default), noted.
@Test func rootViewWithoutFrame() throws {
    let result = try importing([("Main.storyboard", storyboard(scene().replacingOccurrences(of: #"<rect key="frame" x="0.0" y="0.0" width="320" height="460"/>"#, with: "")))])
    #expect(compact(withoutSources(controller(result, "HomeViewController")?["view"])) == #"{"id":"view"}"#)
    #expect(result.notes.map(\.message) == ["the root view has no frame in the file: the layout gets the default design size (320 × 460)"])
}

/// Title from the navigation item (else the controller's `title`), `designedFor` portrait for
/// a simulated orientation that is not landscape, `wantsFullScreenLayout`.
@Test func controllerProperties() throws {
    let result = try importing([("Main.storyboard", storyboard(
        scene("a", extra: #"<navigationItem key="navigationItem" title="From Item" id="ni"/><simulatedOrientationMetrics key="simulatedOrientationMetrics" orientation="portraitUpsideDown"/>"#)
        + scene("b", customClass: "Other").replacingOccurrences(of: #"<viewController id="b""#, with: #"<viewController title="Own Title" wantsFullScreenLayout="YES" id="b""#)
    ).replacingOccurrences(of: #"initialViewController="vc1""#, with: #"initialViewController="a""#))])
    #expect(compact(controller(result, "HomeViewController")?["title"]) == #""From Item""#)
    #expect(compact(controller(result, "HomeViewController")?["designedFor"]) == #""portrait""#)
    #expect(compact(controller(result, "Other")?["title"]) == #""Own Title""#)
    #expect(compact(controller(result, "Other")?["wantsFullScreenLayout"]) == "true")
    #expect(controller(result, "HomeViewController")?["wantsFullScreenLayout"] == nil)
}

/// Without an initialViewController the first scene's controller is the root, noted.
@Test func noInitialViewController() throws {
    let result = try importing([("Main.storyboard", storyboard(initial: nil, scene("a", customClass: "First") + scene("b", customClass: "Second")))])
    #expect(result.app["root"] == "First")
    #expect(result.notes.map(\.message) == ["the storyboard has no initial view controller: its first scene's, First, is the root"])
}

/// Without an initialViewController, the first navigation controller no segue leads to is the
/// root (code opens such a storyboard by identifier), so its root's push segues have one, noted.
@Test func noInitialViewControllerStartsInTheFirstNavigationControllerNothingLeadsTo() throws {
    let result = try importing([("Main.storyboard", storyboard(initial: nil, scene("a", customClass: "First") + scene("b", customClass: "Second") + navigation("nav", root: "b")))])
    #expect(result.app["root"] == "Second")
    #expect(result.app["navigationController"] != nil)
    #expect(result.notes.map(\.message).first == "the storyboard has no initial view controller: UINavigationController nav, its first navigation, tab bar or split view controller that no segue leads to, is the root")
}

/// Without an initialViewController, a storyboard reference first in the file is passed over:
/// the first controller scene is the root.
@Test func noInitialViewControllerPassesOverAReference() throws {
    let reference = #"<scene sceneID="r"><objects><viewControllerPlaceholder storyboardName="Elsewhere" id="ref" sceneMemberID="viewController"/></objects></scene>"#
    let result = try importing([("Main.storyboard", storyboard(initial: nil, reference + scene("a", customClass: "First")))])
    #expect(result.app["root"] == "First")
}

/// Without an initialViewController, a container that cannot be the root (a split view without
/// its columns, a navigation controller without a root) is passed over for the first scene.
@Test func noInitialViewControllerPassesOverContainersThatCannotBeTheRoot() throws {
    let split = #"<scene sceneID="sp"><objects><splitViewController id="split" sceneMemberID="viewController"/></objects></scene>"#
    let bareNavigation = #"<scene sceneID="bn"><objects><navigationController id="bare" sceneMemberID="viewController"/></objects></scene>"#
    let result = try importing([("Main.storyboard", storyboard(initial: nil, split + bareNavigation + scene("a", customClass: "First")))])
    #expect(result.app["root"] == "First")
    #expect(result.app["splitViewController"] == nil)
}

/// Without an initialViewController or a container nothing leads to (a cycle of segues), the
/// first scene is the root in the navigation controller that holds it, noted.
@Test func noInitialViewControllerKeepsTheFirstScenesNavigationController() throws {
    let back = #"<button opaque="NO" contentMode="scaleToFill" id="b1"><rect key="frame" x="10" y="10" width="100" height="44"/><connections><segue destination="nav" kind="presentation" id="s1"/></connections></button>"#
    let result = try importing([("Main.storyboard", storyboard(initial: nil, scene("a", customClass: "First", subviews: back) + navigation("nav", root: "a")))])
    #expect(result.app["root"] == "First")
    #expect(result.app["navigationController"] != nil)
    #expect(result.notes.map(\.message).first == "the storyboard has no initial view controller: its first scene's, First, is the root, in the UINavigationController nav that holds it")
}

/// A SwiftUI hosting controller is a content controller without a view, so a segue to it is
/// followed (its SwiftUI view is code), noted.
@Test func hostingControllerIsAPlainContentController() throws {
    let hosting = """
            <scene sceneID="h-scene"><objects>
                <hostingController id="h" sceneMemberID="viewController"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="h-fr" sceneMemberID="firstResponder"/>
            </objects></scene>
    """
    let button = #"<button opaque="NO" contentMode="scaleToFill" id="b1"><rect key="frame" x="10" y="10" width="100" height="44"/><connections><segue destination="h" kind="presentation" id="s1"/></connections></button>"#
    let result = try importing([("Main.storyboard", storyboard(scene(subviews: button) + hosting))])
    #expect(controller(result, "Scene-h") != nil)
    #expect(compact(element(result, "HomeViewController", "b1")?["action"]?["controller"]) == #""Scene-h""#)
    #expect(result.notes.map(\.message).contains("a hostingController is imported as a plain content controller: its SwiftUI view is code, which Swivel does not run"))
}

private func navigation(_ id: String, root: String, hidden: Bool = false, customClass: String? = nil, tabTitle: String? = nil) -> String {
    """
            <scene sceneID="\(id)-scene"><objects>
                <navigationController id="\(id)"\(hidden ? #" navigationBarHidden="YES""# : "")\(customClass.map { " customClass=\"\($0)\"" } ?? "") sceneMemberID="viewController">
                    \(tabTitle.map { #"<tabBarItem key="tabBarItem" title="\#($0)" id="\#(id)-item"/>"# } ?? "")
                    <connections><segue destination="\(root)" kind="relationship" relationship="rootViewController" id="\(id)-root"/></connections>
                </navigationController>
            </objects></scene>
    """
}

/// A tab holding a navigation controller: its root is the tab's controller, the navigation
/// controller's class and hidden bar its `navigationController`, its tabBarItem the title;
/// a tab holding a tab bar controller is noted and left out.
@Test func tabWithNavigationController() throws {
    let tabs = """
            <scene sceneID="t-scene"><objects>
                <tabBarController id="tabs" sceneMemberID="viewController">
                    <connections>
                        <segue destination="nav" kind="relationship" relationship="viewControllers" id="t1"/>
                        <segue destination="inner" kind="relationship" relationship="viewControllers" id="t2"/>
                        <segue destination="b" kind="relationship" relationship="viewControllers" id="t3"/>
                    </connections>
                </tabBarController>
            </objects></scene>
            <scene sceneID="i-scene"><objects><tabBarController id="inner" sceneMemberID="viewController"/></objects></scene>
    """
    let result = try importing([("Main.storyboard", storyboard(initial: "tabs", tabs
        + navigation("nav", root: "a", hidden: true, customClass: "MyNav", tabTitle: "First")
        + scene("a", customClass: "A") + scene("b", customClass: "B", extra: #"<tabBarItem key="tabBarItem" title="Second" id="bi"/>"#)))])
    #expect(compact(withoutSources(result.app["tabBarController"])) == compact(#"""
    {"tabs": [
      {"title": "First", "controller": "A", "navigationController": {"class": "MyNav", "navigationBarHidden": true}},
      {"title": "Second", "controller": "B"}
    ]}
    """#))
    #expect(hasNote(result, "a tab holding UITabBarController inner is not imported"))
    #expect(hasNote(result, "UITabBarController inner is not the window's root"))
}

/// A navigation controller without a root relationship is noted; the app has no `root`.
@Test func navigationWithoutRoot() throws {
    let result = try importing([("Main.storyboard", storyboard(initial: "nav", #"""
            <scene sceneID="n"><objects><navigationController id="nav" sceneMemberID="viewController"/></objects></scene>
    """#))])
    #expect(compact(withoutSources(result.app["navigationController"])) == "{}")
    #expect(result.app["root"] == nil)
    #expect(result.notes.map(\.message) == ["UINavigationController nav has no rootViewController relationship to a content controller"])
}

/// Controllers other than view and table view controllers are imported as content, noted;
/// a storyboard reference scene is noted.
@Test func otherControllerKinds() throws {
    let result = try importing([("Main.storyboard", storyboard(initial: "vc1", scene() + #"""
            <scene sceneID="c"><objects><collectionViewController id="cv" customClass="Grid" sceneMemberID="viewController"/></objects></scene>
            <scene sceneID="r"><objects><viewControllerPlaceholder storyboardName="Settings" id="ref" sceneMemberID="viewController"/></objects></scene>
    """#))])
    #expect(controller(result, "Grid") != nil)
    #expect(result.notes.map(\.message) == [
        "a collectionViewController is imported as a plain content controller",
        "a reference to storyboard Settings is not followed: import that storyboard too",
        "Grid has no view in the storyboard (loaded from a xib or in code?); it gets an empty view",
    ])
}

/// Parts with no place in the format are noted: IBActions, other top-level objects (a stack
/// view and static cells have their place now: no note).
@Test func unmodelledPartsAreNoted() throws {
    let result = try importing([("Main.storyboard", storyboard(scene(subviews: """
        <button id="b">\(rect())<connections><action selector="tapped:" destination="vc1" eventType="touchUpInside" id="a1"/></connections></button>
        <stackView id="st">\(rect())</stackView>
        <tableView id="tv">\(rect())<sections><tableViewSection id="sec"/></sections></tableView>
        """, objects: #"<customObject id="obj" customClass="Model"/>"#)))])
    #expect(result.notes.map(\.message) == [
        "top-level <customObject> of the scene is not imported",
        "UIButton sends tapped: to code on touchUpInside: give its element an action in the overlay",
    ])
}

/// A root view's own margin settings are written as an element's are: `insetsLayoutMarginsFromSafeArea="NO"`,
/// `preservesSuperviewLayoutMargins="YES"` and `layoutMarginsFollowReadableWidth="YES"`, with its `layoutMargins`.
@Test func rootViewMarginSettings() throws {
    let text = storyboard(scene(subviews: "")).replacingOccurrences(
        of: #"<view key="view" contentMode="scaleToFill" id="vc1-view">"#,
        with: #"<view key="view" contentMode="scaleToFill" insetsLayoutMarginsFromSafeArea="NO" preservesSuperviewLayoutMargins="YES" layoutMarginsFollowReadableWidth="YES" id="vc1-view"><edgeInsets key="layoutMargins" top="0.0" left="4" bottom="0.0" right="4"/>"#
    )
    let result = try importing([("Main.storyboard", text)])
    let root = controller(result, "HomeViewController")?["view"]
    #expect(compact(root?["layoutMargins"]) == #"{"top":0,"left":4,"bottom":0,"right":4}"#)
    #expect(root?["insetsLayoutMarginsFromSafeArea"] == false)
    #expect(root?["preservesSuperviewLayoutMargins"] == true)
    #expect(root?["layoutMarginsFollowReadableWidth"] == true)
    // A controller that lets its root view's margins go below the system minimum is noted.
    let below = try importing([("Main.storyboard", storyboard(scene(subviews: "")).replacingOccurrences(
        of: #"customClass="HomeViewController""#, with: #"customClass="HomeViewController" viewRespectsSystemMinimumLayoutMargins="NO""#))])
    #expect(hasNote(below, "viewRespectsSystemMinimumLayoutMargins NO is not imported: the root view's margins keep the system minimum (docs/semantics.md, \"Guides\")"))
}

/// A view Interface Builder lays out by its frame (`fixedFrame="YES"`, with translation off and no
/// constraint) is fixed where it was drawn when the app is built: it translates a mask of fixed
/// left and top margins, whatever mask it saved; an arranged view of a stack view is left to the
/// stack, and a fixed-frame view that translates its mask (no attribute) keeps its mask.
@Test func fixedFrameViewsTranslateFixedMargins() throws {
    let result = try importing([("Main.storyboard", storyboard(scene(subviews: """
        <button fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="fixed">\(rect(119, 130, 46, 30))<autoresizingMask key="autoresizingMask" flexibleMinX="YES" widthSizable="YES"/></button>
        <stackView translatesAutoresizingMaskIntoConstraints="NO" id="stack">\(rect(0, 200, 100, 30))<subviews>
          <view fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="arranged">\(rect(0, 0, 100, 30))</view></subviews></stackView>
        <wkWebView fixedFrame="YES" id="web">\(rect(0, 300, 320, 100))<autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/></wkWebView>
        """)))])
    let fixed = element(result, "HomeViewController", "fixed")
    #expect(fixed?["translatesAutoresizingMaskIntoConstraints"] == true)
    #expect(compact(fixed?["autoresizing"]) == #"["flexibleRightMargin","flexibleBottomMargin"]"#)
    let stack = element(result, "HomeViewController", "stack")
    let arranged = stack?["children"]?.arrayValue?.first
    #expect(arranged?["translatesAutoresizingMaskIntoConstraints"] == false)
    let web = element(result, "HomeViewController", "web")
    #expect(web?["translatesAutoresizingMaskIntoConstraints"] == nil)
    #expect(compact(web?["autoresizing"]) == #"["flexibleWidth","flexibleHeight"]"#)
}
