import Foundation
import InterfaceImport
import SwivelJSON
import Testing

private func rect(_ x: Double = 0, _ y: Double = 0, _ width: Double = 10, _ height: Double = 10) -> String {
    #"<rect key="frame" x="\#(x)" y="\#(y)" width="\#(width)" height="\#(height)"/>"#
}

/// A `<stackView>` becomes an element with `stack` (its non-default attributes only) and its
/// subviews as children in order; UIKit's defaults are left out; margins- and
/// baseline-relative arrangement are read.
@Test func stackViewAttributes() throws {
    let result = try importing([("Main.storyboard", storyboard(scene(subviews: """
        <stackView id="plain">\(rect())<subviews><label id="l1" text="A">\(rect())</label><button id="b1">\(rect(20))</button></subviews></stackView>
        <stackView id="full" axis="vertical" distribution="equalCentering" alignment="trailing" spacing="12.5" layoutMarginsRelativeArrangement="YES" baselineRelativeArrangement="YES">\(rect())</stackView>
        """)))])
    #expect(compact(withoutSources(element(result, "HomeViewController", "plain"))) == compact(#"""
    {"id": "plain", "kind": "view", "class": "UIStackView", "frame": {"x": 0, "y": 0, "width": 10, "height": 10}, "stack": {},
     "children": [{"id": "l1", "kind": "label", "text": "A", "frame": {"x": 0, "y": 0, "width": 10, "height": 10}},
                  {"id": "b1", "kind": "button", "frame": {"x": 20, "y": 0, "width": 10, "height": 10}}]}
    """#))
    #expect(compact(element(result, "HomeViewController", "full")?["stack"]) == #"{"axis":"vertical","distribution":"equalCentering","alignment":"trailing","spacing":12.5,"layoutMarginsRelative":true,"baselineRelative":true}"#)
    #expect(!result.notes.contains { $0.message.contains("UIStackView") })
}

/// Size-class variations of a stack view's arrangement become `stack.variations`, one per set
/// of size-class pairs with the same values (the most specific variation wins, as for
/// installation), only what differs from the stack's own; a constraint's `constant` variation
/// or `priority` becomes a second constraint installed where it applies, a view's `hidden` its
/// `hiddenWhen`; a variation of another property — a font — is noted, never dropped silently.
@Test func stackVariationsAreImportedAndOtherVariationsNoted() throws {
    let result = try importing([("Main.storyboard", storyboard(scene(subviews: """
        <stackView id="turns" axis="vertical" spacing="8">\(rect())<subviews><label id="l1" text="A">\(rect())</label></subviews>
          <variation key="heightClass=compact" axis="horizontal" spacing="20"/>
          <variation key="heightClass=compact-widthClass=regular" spacing="8"/>
          <variation key="widthClass=regular" alignment="center"/>
        </stackView>
        <label id="hint" text="H">\(rect())<variation key="widthClass=compact" hidden="YES"/><variation key="heightClass=regular"><fontDescription key="fontDescription" type="system" pointSize="20"/></variation></label>
        """, constraints: """
        <constraint firstItem="hint" firstAttribute="top" secondItem="vc1-view" secondAttribute="top" constant="241" id="gap"><variation key="heightClass=compact" constant="100"/></constraint>
        <constraint firstItem="hint" firstAttribute="leading" secondItem="vc1-view" secondAttribute="leading" constant="16" id="side"><variation key="widthClass=regular" priority="750"/></constraint>
        """)))])
    #expect(compact(element(result, "HomeViewController", "turns")?["stack"]) == compact(#"""
    {"axis": "vertical", "spacing": 8, "variations": [
      {"when": [{"horizontalSizeClass": "compact", "verticalSizeClass": "compact"}], "axis": "horizontal", "spacing": 20},
      {"when": [{"horizontalSizeClass": "regular", "verticalSizeClass": "compact"}], "axis": "horizontal", "alignment": "center"},
      {"when": [{"horizontalSizeClass": "regular", "verticalSizeClass": "regular"}], "alignment": "center"}]}
    """#))
    #expect(compact(element(result, "HomeViewController", "hint")?["hiddenWhen"]) == #"[{"horizontalSizeClass":"compact"}]"#)
    #expect(element(result, "HomeViewController", "hint")?["hidden"] == nil)
    #expect(!result.notes.contains { $0.message.contains("(hidden)") })
    #expect(hasNote(result, "variation heightClass=regular also changes properties (fontDescription), which are not imported"))
    let constraints = result.app["controllers"]?["HomeViewController"]?["view"]?["constraints"]?.arrayValue ?? []
    #expect(constraints.map { compact($0) } == [
        #"{"id":"gap","item":"hint","attribute":"top","relation":"equal","toItem":"view","toAttribute":"top","multiplier":1,"constant":241,"priority":1000,"installed":true,"when":[{"verticalSizeClass":"regular"}]}"#,
        #"{"id":"gap@heightClass=compact","item":"hint","attribute":"top","relation":"equal","toItem":"view","toAttribute":"top","multiplier":1,"constant":100,"priority":1000,"installed":false,"when":[{"verticalSizeClass":"compact"}]}"#,
        #"{"id":"side","item":"hint","attribute":"leading","relation":"equal","toItem":"view","toAttribute":"leading","multiplier":1,"constant":16,"priority":1000,"installed":true,"when":[{"horizontalSizeClass":"compact"}]}"#,
        #"{"id":"side@widthClass=regular","item":"hint","attribute":"leading","relation":"equal","toItem":"view","toAttribute":"leading","multiplier":1,"constant":16,"priority":750,"installed":false,"when":[{"horizontalSizeClass":"regular"}]}"#,
    ])
    #expect(!result.notes.contains { $0.message.contains("changes the constraint") })
}

/// A hidden arranged view is kept with `hidden: true` (it takes no space), noted; a hidden view
/// outside a stack is still left out.
@Test func hiddenArrangedViewIsKept() throws {
    let result = try importing([("Main.storyboard", storyboard(scene(subviews: """
        <stackView id="row">\(rect())<subviews><label id="shown" text="A">\(rect())</label><label id="gone" text="B" hidden="YES">\(rect())</label></subviews></stackView>
        <view id="away" hidden="YES">\(rect())</view>
        """)))])
    #expect(element(result, "HomeViewController", "gone")?["hidden"] == true)
    #expect(element(result, "HomeViewController", "shown")?["hidden"] == nil)
    #expect(element(result, "HomeViewController", "away") == nil)
    #expect(hasNote(result, "hidden UILabel is an arranged view of a stack view: imported with hidden: true (it takes no space)"))
}

/// What the format cannot take is noted: an unknown distribution or alignment (imported as
/// fill), a baseline alignment on a vertical stack. A stack view's own layout margins are
/// imported with it; without the flag (Interface Builder writes none) the arranged views' saved
/// frames say whether it arranges within them: inside the margins and reaching one, yes (noted as
/// inferred); outside them, no (noted).
@Test func stackViewOddities() throws {
    let result = try importing([("Main.storyboard", storyboard(scene(subviews: """
        <stackView id="a" distribution="spread" alignment="middle">\(rect())</stackView>
        <stackView id="b" axis="vertical" alignment="firstBaseline" layoutMarginsRelativeArrangement="YES">\(rect())<edgeInsets key="layoutMargins" top="4" left="4" bottom="4" right="4"/></stackView>
        <stackView id="c" axis="vertical">\(rect(0, 0, 200, 100))<subviews><view id="inside">\(rect(32, 10, 136, 80))</view></subviews><directionalEdgeInsets key="directionalLayoutMargins" top="10" leading="32" bottom="10" trailing="32"/></stackView>
        <stackView id="d" axis="vertical">\(rect(0, 0, 200, 100))<subviews><view id="edge">\(rect(0, 0, 200, 100))</view></subviews><edgeInsets key="layoutMargins" top="10" left="10" bottom="10" right="10"/></stackView>
        """)))])
    #expect(compact(element(result, "HomeViewController", "a")?["stack"]) == "{}")
    #expect(compact(element(result, "HomeViewController", "b")?["stack"]) == #"{"axis":"vertical","layoutMarginsRelative":true}"#)
    #expect(compact(element(result, "HomeViewController", "b")?["layoutMargins"]) == #"{"top":4,"left":4,"bottom":4,"right":4}"#)
    #expect(compact(element(result, "HomeViewController", "c")?["stack"]) == #"{"axis":"vertical","layoutMarginsRelative":true}"#)
    #expect(compact(element(result, "HomeViewController", "c")?["layoutMargins"]) == #"{"top":10,"left":32,"bottom":10,"right":32}"#)
    #expect(compact(element(result, "HomeViewController", "d")?["stack"]) == #"{"axis":"vertical"}"#)
    #expect(result.notes.map(\.message) == [
        "stack view distribution \"spread\" is unknown: imported as fill",
        "stack view alignment \"middle\" is unknown: imported as fill",
        "firstBaseline alignment of a vertical stack view (UIKit documents it for horizontal stacks only): imported as fill",
        "stack view arranges within its layout margins (inferred from its arranged views' saved frames; the file has no flag)",
        "layout margins of a stack view whose arranged views are saved outside them: arranged at its edges",
    ])
}

/// Controls whose size is their content's take IB's saved size as their intrinsic content size
/// in an Auto Layout file (a date picker too) — a slider, progress view, search bar, picker view or bar its height alone (a slider's
/// less UISlider's 1-point bottom inset); IB's placeholder intrinsic size wins (a value that is
/// not a number is no intrinsic metric); a file without Auto Layout gets none.
@Test func intrinsicSizesFromTheFile() throws {
    let subviews = """
        <imageView id="img">\(rect(0, 0, 120, 80))</imageView>
        <textField id="field">\(rect(0, 0, 200, 30))</textField>
        <segmentedControl id="seg">\(rect(0, 0, 121, 29))</segmentedControl>
        <view id="plain">\(rect(0, 0, 50, 50))</view>
        <view id="custom" placeholderIntrinsicWidth="240" placeholderIntrinsicHeight="infinite">\(rect(0, 0, 10, 10))</view>
        <label id="sized" text="L" placeholderIntrinsicWidth="33" placeholderIntrinsicHeight="17">\(rect(0, 0, 10, 10))</label>
        <slider id="volume">\(rect(0, 0, 200, 31))</slider>
        <progressView id="progress">\(rect(0, 0, 200, 4))</progressView>
        <searchBar id="search">\(rect(0, 0, 375, 56))</searchBar>
        <pickerView id="picker">\(rect(0, 0, 187.5, 216))</pickerView>
        <datePicker id="date">\(rect(0, 0, 120, 34))</datePicker>
        <toolbar id="tools">\(rect(0, 0, 768, 44))</toolbar>
        """
    let result = try importing([("Main.storyboard", storyboard(scene(subviews: subviews)))])
    func intrinsic(_ id: String) -> String { compact(element(result, "HomeViewController", id)?["intrinsicContentSize"]) }
    #expect(intrinsic("img") == #"{"width":120,"height":80}"#)
    #expect(intrinsic("field") == #"{"width":200,"height":30}"#)
    #expect(intrinsic("seg") == #"{"width":121,"height":29}"#)
    #expect(intrinsic("plain") == "(nothing)")
    #expect(intrinsic("custom") == #"{"width":240,"height":null}"#)
    #expect(intrinsic("sized") == #"{"width":33,"height":17}"#)
    #expect(intrinsic("volume") == #"{"width":null,"height":30}"#)
    #expect(intrinsic("progress") == #"{"width":null,"height":4}"#)
    #expect(intrinsic("search") == #"{"width":null,"height":56}"#)
    #expect(intrinsic("picker") == #"{"width":null,"height":216}"#)
    #expect(intrinsic("date") == #"{"width":120,"height":34}"#)
    #expect(intrinsic("tools") == #"{"width":null,"height":44}"#)
    let springs = try importing([("Main.storyboard", storyboard(scene(subviews: subviews)).replacingOccurrences(of: #"useAutolayout="YES""#, with: ""))])
    #expect(element(springs, "HomeViewController", "img")?["intrinsicContentSize"] == nil)
}

/// A control of a custom class keeps it and names the UIKit class it inherits from
/// (`uikitClass`); a custom plain view names none (`UIView` says nothing).
@Test func customClassesNameTheUIKitClassTheyInheritFrom() throws {
    let subviews = """
        <textField customClass="PaddedTextField" id="padded">\(rect(0, 0, 200, 34))</textField>
        <scrollView customClass="PagingScrollView" id="pager">\(rect(0, 40, 200, 100))</scrollView>
        <view customClass="GaugeView" id="gauge">\(rect(0, 150, 50, 50))</view>
        <textField id="plain">\(rect(0, 210, 200, 34))</textField>
        """
    let result = try importing([("Main.storyboard", storyboard(scene(subviews: subviews)))])
    #expect(element(result, "HomeViewController", "padded")?["class"] == "PaddedTextField")
    #expect(element(result, "HomeViewController", "padded")?["uikitClass"] == "UITextField")
    #expect(element(result, "HomeViewController", "pager")?["uikitClass"] == "UIScrollView")
    #expect(element(result, "HomeViewController", "gauge")?["class"] == "GaugeView")
    #expect(element(result, "HomeViewController", "gauge")?["uikitClass"] == nil)
    #expect(element(result, "HomeViewController", "plain")?["uikitClass"] == nil)
}

/// A switch's intrinsic size is its saved frame less UISwitch's alignment insets (51 × 31 →
/// 49 × 31); a plain switch's `class` UISwitch already gives the insets, a custom-class one's
/// (`ThemedSwitch`) does not, so it is written them.
@Test func switchesTakeTheirAlignmentRectangleAsIntrinsicSize() throws {
    let subviews = """
        <switch id="plain">\(rect(0, 0, 51, 31))</switch>
        <switch id="themed" customClass="ThemedSwitch">\(rect(0, 40, 51, 31))</switch>
        """
    let result = try importing([("Main.storyboard", storyboard(scene(subviews: subviews)))])
    let plain = element(result, "HomeViewController", "plain")
    let themed = element(result, "HomeViewController", "themed")
    #expect(compact(plain?["intrinsicContentSize"]) == #"{"width":49,"height":31}"#)
    #expect(plain?["class"] == "UISwitch")
    #expect(plain?["alignmentRectInsets"] == nil)
    #expect(compact(themed?["intrinsicContentSize"]) == #"{"width":49,"height":31}"#)
    #expect(compact(themed?["alignmentRectInsets"]) == #"{"top":0,"left":0,"bottom":0,"right":2}"#)
}

/// Hostile input: 10,000 stack views of one label each import quickly (20,000 views is the
/// bound); with two labels each the file is refused at the bound, as quickly.
@Test func tenThousandStackViews() throws {
    func file(labels: Int) -> String {
        let label = #"<label id="L" text="x"><rect key="frame" x="0" y="0" width="1" height="1"/></label>"#
        let stacks = (1...10_000).map { index in
            #"<stackView id="s\#(index)" spacing="1"><rect key="frame" x="0" y="0" width="1" height="1"/><subviews>"#
                + (1...labels).map { label.replacingOccurrences(of: #"id="L""#, with: #"id="l\#(index)-\#($0)""#) }.joined()
                + "</subviews></stackView>"
        }.joined()
        return storyboard(scene(subviews: stacks))
    }
    let clock = ContinuousClock()
    var result: ImportResult?
    let accepted = try clock.measure { result = try importing([("Big.storyboard", file(labels: 1))]) }
    #expect(controller(result!, "HomeViewController")?["view"]?["elements"]?.arrayValue?.count == 10_000)
    #expect(accepted < .seconds(10), "took \(accepted)")
    var error: InterfaceImportError?
    let refused = clock.measure { error = importError([("Big.storyboard", file(labels: 2))]) }
    #expect(error?.message == "more than 20000 views in the files together; import fewer files at once")
    #expect(refused < .seconds(10), "took \(refused)")
}

/// A view hidden in the file (`hidden="YES"`, outside a stack) that a variation shows in compact
/// width is kept — `hidden: true` for iOS 5–7 — with the pairs where it stays hidden: regular
/// width, and compact width with compact height, where the pair's own variation (more specific
/// than the width's) hides it again — so every compact height. Without a variation a hidden
/// view is still left out.
@Test func hiddenViewShownByAVariationIsKept() throws {
    let result = try importing([("Main.storyboard", storyboard(scene(subviews: """
        <label id="tip" text="T" hidden="YES">\(rect())<variation key="widthClass=compact" hidden="NO"/><variation key="heightClass=compact-widthClass=compact" hidden="YES"/></label>
        <label id="gone" text="G" hidden="YES">\(rect())</label>
        """)))])
    #expect(element(result, "HomeViewController", "tip")?["hidden"] == .bool(true))
    #expect(compact(element(result, "HomeViewController", "tip")?["hiddenWhen"]) == #"[{"horizontalSizeClass":"regular"},{"verticalSizeClass":"compact"}]"#)
    #expect(element(result, "HomeViewController", "gone") == nil)
    #expect(hasNote(result, "hidden UILabel left out (with its subviews)"))
}

/// A constraint whose constant varies in compact height and whose priority varies in regular
/// width becomes one constraint per pair of values: the file's own (20, required) in compact
/// width with regular height; (8, required) in compact width with compact height; (20, 750) in
/// regular width with regular height; (8, 750) in regular width with compact height — each
/// property from the most specific variation that sets it. Where every pair of size classes
/// changes a value, the file's own is kept for the base set alone (`when: []`).
@Test func constantAndPriorityVariationsCombine() throws {
    let result = try importing([("Main.storyboard", storyboard(scene(subviews: """
        <view id="box">\(rect())</view>
        """, constraints: """
        <constraint firstItem="box" firstAttribute="top" secondItem="vc1-view" secondAttribute="top" constant="20" id="top"><variation key="heightClass=compact" constant="8"/><variation key="widthClass=regular" priority="750"/></constraint>
        <constraint firstItem="box" firstAttribute="leading" secondItem="vc1-view" secondAttribute="leading" constant="16" id="side"><variation key="widthClass=compact" constant="0"/><variation key="widthClass=regular" constant="40"/></constraint>
        """)))])
    let constraints = result.app["controllers"]?["HomeViewController"]?["view"]?["constraints"]?.arrayValue ?? []
    #expect(constraints.map { compact($0) } == [
        #"{"id":"top","item":"box","attribute":"top","relation":"equal","toItem":"view","toAttribute":"top","multiplier":1,"constant":20,"priority":1000,"installed":true,"when":[{"horizontalSizeClass":"compact","verticalSizeClass":"regular"}]}"#,
        #"{"id":"top@heightClass=compact","item":"box","attribute":"top","relation":"equal","toItem":"view","toAttribute":"top","multiplier":1,"constant":8,"priority":1000,"installed":false,"when":[{"horizontalSizeClass":"compact","verticalSizeClass":"compact"}]}"#,
        #"{"id":"top@heightClass=compact,widthClass=regular","item":"box","attribute":"top","relation":"equal","toItem":"view","toAttribute":"top","multiplier":1,"constant":8,"priority":750,"installed":false,"when":[{"horizontalSizeClass":"regular","verticalSizeClass":"compact"}]}"#,
        #"{"id":"top@widthClass=regular","item":"box","attribute":"top","relation":"equal","toItem":"view","toAttribute":"top","multiplier":1,"constant":20,"priority":750,"installed":false,"when":[{"horizontalSizeClass":"regular","verticalSizeClass":"regular"}]}"#,
        #"{"id":"side","item":"box","attribute":"leading","relation":"equal","toItem":"view","toAttribute":"leading","multiplier":1,"constant":16,"priority":1000,"installed":true,"when":[]}"#,
        #"{"id":"side@widthClass=compact","item":"box","attribute":"leading","relation":"equal","toItem":"view","toAttribute":"leading","multiplier":1,"constant":0,"priority":1000,"installed":false,"when":[{"horizontalSizeClass":"compact"}]}"#,
        #"{"id":"side@widthClass=regular","item":"box","attribute":"leading","relation":"equal","toItem":"view","toAttribute":"leading","multiplier":1,"constant":40,"priority":1000,"installed":false,"when":[{"horizontalSizeClass":"regular"}]}"#,
    ])
    #expect(result.notes.filter { $0.message.contains("variation") }.isEmpty)
}

/// Two copies whose values come from different variations get different ids, named by the
/// variations that decide them: (8, 750) in compact height from the height's variation — which
/// wins over the width's where both match — and (40, 750) in regular width with regular height
/// from the width's.
@Test func variedConstraintCopiesAreNamedByWhatDecidesThem() throws {
    let result = try importing([("Main.storyboard", storyboard(scene(subviews: """
        <view id="box">\(rect())</view>
        """, constraints: """
        <constraint firstItem="box" firstAttribute="top" secondItem="vc1-view" secondAttribute="top" constant="20" id="top"><variation key="heightClass=compact" constant="8" priority="750"/><variation key="widthClass=regular" constant="40" priority="750"/></constraint>
        """)))])
    let constraints = result.app["controllers"]?["HomeViewController"]?["view"]?["constraints"]?.arrayValue ?? []
    #expect(constraints.map { $0["id"]?.stringValue ?? "" } == ["top", "top@heightClass=compact", "top@widthClass=regular"])
    #expect(constraints.map { compact($0["when"]) } == [
        #"[{"horizontalSizeClass":"compact","verticalSizeClass":"regular"}]"#, #"[{"verticalSizeClass":"compact"}]"#,
        #"[{"horizontalSizeClass":"regular","verticalSizeClass":"regular"}]"#,
    ])
}

/// A constraint the base set leaves out and only compact heights install, with its constant
/// varied there, is one constraint (no copy of the file's own values that nothing installs); a
/// priority a variation gives out of 1…1000 is noted, not imported.
@Test func variedConstraintOnlyWhereInstalled() throws {
    let masks = #"<variation key="default"><mask key="constraints"><exclude reference="top"/></mask></variation><variation key="heightClass=compact"><mask key="constraints"><include reference="top"/></mask></variation>"#
    let result = try importing([("Main.storyboard", storyboard(scene(subviews: """
        <view id="box">\(rect())</view>
        """, constraints: """
        <constraint firstItem="box" firstAttribute="top" secondItem="vc1-view" secondAttribute="top" constant="20" id="top"><variation key="heightClass=compact" constant="5"/><variation key="widthClass=regular" priority="2000"/></constraint>
        """).replacingOccurrences(of: "</constraints>", with: "</constraints>" + masks)))])
    let constraints = result.app["controllers"]?["HomeViewController"]?["view"]?["constraints"]?.arrayValue ?? []
    #expect(constraints.map { compact($0) } == [
        #"{"id":"top@heightClass=compact","item":"box","attribute":"top","relation":"equal","toItem":"view","toAttribute":"top","multiplier":1,"constant":5,"priority":1000,"installed":false,"when":[{"verticalSizeClass":"compact"}]}"#,
    ])
    #expect(hasNote(result, "variation widthClass=regular changes the constraint's priority, which is not imported: the constraint keeps its own in every size class"))
}

/// A view hidden in every pair of size classes by its variations is left out as a hidden view
/// is; a controller root view's `hidden` variation is noted (the format has no place for it).
@Test func hiddenEverywhereIsLeftOutAndRootHiddenNoted() throws {
    let result = try importing([("Main.storyboard", storyboard(scene(subviews: """
        <label id="never" text="N" hidden="YES">\(rect())<variation key="widthClass=compact" hidden="YES"/></label>
        """).replacingOccurrences(of: "</constraints>", with: #"</constraints><variation key="heightClass=compact" hidden="YES"/>"#)))])
    #expect(element(result, "HomeViewController", "never") == nil)
    #expect(hasNote(result, "hidden UILabel left out (with its subviews)"))
    #expect(hasNote(result, "variation heightClass=compact also changes properties (hidden), which are not imported"))
}

/// Interface Builder's "Standard" spacing (`spacingType="standard"`, no `spacing`) is the system spacing, 8 points; a written spacing wins.
@Test func standardSpacingIsEightPoints() throws {
    let subviews = """
        <stackView axis="vertical" spacingType="standard" id="standard">\(rect(0, 0, 100, 68))<subviews><button id="s1">\(rect(0, 0, 100, 30))</button><button id="s2">\(rect(0, 38, 100, 30))</button></subviews></stackView>
        <stackView axis="vertical" spacing="4" spacingType="standard" id="written">\(rect(0, 100, 100, 64))<subviews><button id="w1">\(rect(0, 0, 100, 30))</button><button id="w2">\(rect(0, 34, 100, 30))</button></subviews></stackView>
        """
    let result = try importing([("Main.storyboard", storyboard(scene(subviews: subviews)))])
    #expect(element(result, "HomeViewController", "standard")?["stack"]?["spacing"] == 8)
    #expect(element(result, "HomeViewController", "written")?["stack"]?["spacing"] == 4)
    let varied = """
        <stackView axis="vertical" spacing="20" id="varied">\(rect(0, 0, 100, 80))<subviews><button id="v1">\(rect(0, 0, 100, 30))</button><button id="v2">\(rect(0, 50, 100, 30))</button></subviews>
        <variation key="heightClass=compact" spacingType="standard"/></stackView>
        """
    let variedResult = try importing([("Main.storyboard", storyboard(scene(subviews: varied)))])
    #expect(compact(element(variedResult, "HomeViewController", "varied")?["stack"]?["variations"]) == #"[{"when":[{"verticalSizeClass":"compact"}],"spacing":8}]"#)
    #expect(variedResult.notes.isEmpty)
}
