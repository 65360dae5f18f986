import InterfaceImport
import SwivelJSON
import Testing

// Files of several Xcode eras (Tests/InterfaceImportTests/Fixtures, written for these tests):
// Xcode 4.2 (toolsVersion 1938, storyboard 1.0, no Auto Layout), Xcode 4.5 (2844, Auto Layout,
// tab bar, unwind), Xcode 5 xibs (5053 iPhone, 4514 iPad) and Xcode 10 (14460, safe areas,
// size classes, every kind of segue).

/// An Xcode 4.2 storyboard (seed 000's shape) imports exactly: navigation root with its class
/// and hidden bar, push and modal buttons (the modal one presenting the navigation controller
/// that holds Settings), a landscape scene keyed by storyboard identifier, root views' sizes
/// without their y = 20 origin, a table view root's class with its prototype cell as one row.
@Test func xcode42StoryboardImportsExactly() throws {
    let result = try InterfaceImporter.importFiles([Fixtures.file("AlternateViews-Xcode42.storyboard")])
    // Where each part came from: the navigation controller, then per scene its elements, its
    // root view and the controller (a part's `source` is its last key).
    #expect(sourceObjects(result.app) == ["3", "7", "8", "6", "5", "30", "22", "21", "15", "28", "27", "26", "39", "38", "34"].map { "AlternateViews-Xcode42.storyboard#\($0)" })
    #expect(compact(withoutSources(result.app)) == compact(#"""
    {
      "id": "AlternateViews-Xcode42",
      "description": "Imported from AlternateViews-Xcode42.storyboard (swivel import)",
      "designedOn": {"device": "iphone-3.5", "orientation": "portrait", "os": "6"},
      "navigationController": {"class": "RotatingNavigationController", "navigationBarHidden": true},
      "root": "PortraitAViewController",
      "controllers": {
        "PortraitAViewController": {
          "title": "Portrait A",
          "view": {
            "id": "view",
            "size": {"width": 320, "height": 460},
            "elements": [
              {"id": "titleLabel", "kind": "label", "text": "Portrait A",
               "frame": {"x": 20, "y": 20, "width": 280, "height": 21}, "autoresizing": ["flexibleWidth", "flexibleBottomMargin"]},
              {"id": "8", "kind": "button", "text": "Show B",
               "frame": {"x": 20, "y": 60, "width": 280, "height": 37}, "autoresizing": ["flexibleWidth", "flexibleBottomMargin"],
               "action": {"type": "push", "controller": "PortraitBViewController"}}
            ]
          }
        },
        "PortraitBViewController": {
          "title": "Portrait B",
          "view": {
            "id": "view",
            "size": {"width": 320, "height": 416},
            "elements": [
              {"id": "SettingsButton", "kind": "button", "text": "Settings",
               "frame": {"x": 20, "y": 20, "width": 280, "height": 37}, "autoresizing": ["flexibleWidth", "flexibleBottomMargin"],
               "action": {"type": "present", "controller": "SettingsViewController", "navigationController": {}, "style": "automatic"}}
            ]
          }
        },
        "Landscape": {
          "designedFor": "landscape",
          "view": {
            "id": "view",
            "size": {"width": 480, "height": 300},
            "elements": [
              {"id": "LandscapeTitle", "kind": "label", "text": "Landscape",
               "frame": {"x": 140, "y": 140, "width": 200, "height": 21},
               "autoresizing": ["flexibleLeftMargin", "flexibleRightMargin", "flexibleTopMargin", "flexibleBottomMargin"]}
            ]
          }
        },
        "SettingsViewController": {"title": "Settings", "view": {"id": "view", "class": "UITableView", "size": {"width": 320, "height": 416},
          "elements": [{"id": "39", "kind": "cell", "class": "UITableViewCell", "frame": {"x": 0, "y": 22, "width": 320, "height": 44}, "autoresizing": ["flexibleWidth"]}]}}
      }
    }
    """#))
    #expect(result.segues == [])
}

/// The Xcode 4.2 storyboard's notes: the hidden view, the table's prototype cell (one row, its
/// contents not laid out); the presented navigation controller is imported, not noted.
@Test func xcode42StoryboardNotes() throws {
    let result = try InterfaceImporter.importFiles([Fixtures.file("AlternateViews-Xcode42.storyboard")])
    #expect(result.notes.map(\.description) == [
        "AlternateViews-Xcode42.storyboard (9): hidden UIView left out (with its subviews)",
        "AlternateViews-Xcode42.storyboard (38): 1 prototype cell(s) of UITableView become one row each at the designed height, the source of their segues; their contents are not laid out (they need data)",
    ])
}

/// An Xcode 4.5 tab bar root: its class, tabs in relationship order, titles from each tab's
/// tabBarItem (the navigation controller's for a navigation tab), and no `root` key.
@Test func xcode45TabBarRoot() throws {
    let result = try InterfaceImporter.importFiles([Fixtures.file("Tabs-Xcode45.storyboard")])
    #expect(compact(withoutSources(result.app["tabBarController"])) == compact(#"""
    {"class": "RotatingTabBarController", "tabs": [
      {"title": "Home", "controller": "HomeViewController", "navigationController": {}},
      {"title": "Video", "controller": "VideoViewController"}
    ]}
    """#))
    #expect(result.app["root"] == nil)
    #expect(compact(controller(result, "VideoViewController")?["designedFor"]) == #""landscape""#)
    #expect(compact(withoutSources(element(result, "VideoViewController", "PosterImage"))) == compact(#"""
    {"id": "PosterImage", "kind": "view", "class": "UIImageView", "frame": {"x": 0, "y": 0, "width": 480, "height": 251},
     "autoresizing": ["flexibleWidth", "flexibleHeight"], "intrinsicContentSize": {"width": 480, "height": 251}}
    """#))
}

/// Xcode 4.5 constraints: on the root view's layout and on the label (an omitted firstItem is
/// the holder), `1:2` and `1/3` multipliers, a lower priority and relation, the placeholder
/// dropped, `translatesAutoresizingMaskIntoConstraints` kept.
@Test func xcode45Constraints() throws {
    let result = try InterfaceImporter.importFiles([Fixtures.file("Tabs-Xcode45.storyboard")])
    let view = controller(result, "HomeViewController")?["view"]
    #expect(compact(view?["constraints"]) == compact(#"""
    [
      {"id": "home20", "item": "home3", "attribute": "centerX", "relation": "equal", "toItem": "view", "toAttribute": "centerX", "multiplier": 1, "constant": 0, "priority": 1000},
      {"id": "home21", "item": "home3", "attribute": "top", "relation": "equal", "toItem": "view", "toAttribute": "top", "multiplier": 1, "constant": 20, "priority": 1000},
      {"id": "home22", "item": "home4", "attribute": "top", "relation": "equal", "toItem": "home3", "toAttribute": "bottom", "multiplier": 1, "constant": 8, "priority": 1000},
      {"id": "home23", "item": "home4", "attribute": "width", "relation": "equal", "toItem": "view", "toAttribute": "width", "multiplier": 0.5, "constant": 0, "priority": 1000},
      {"id": "home24", "item": "home4", "attribute": "centerX", "relation": "equal", "toItem": "view", "toAttribute": "centerX", "multiplier": 1, "constant": 0, "priority": 1000},
      {"id": "home25", "item": "home5", "attribute": "top", "relation": "equal", "toItem": "home4", "toAttribute": "bottom", "multiplier": 1, "constant": 8, "priority": 1000},
      {"id": "home27", "item": "home5", "attribute": "width", "relation": "equal", "toItem": "home4", "toAttribute": "width", "multiplier": 0.3333333333333333, "constant": 0, "priority": 1000}
    ]
    """#))
    #expect(compact(withoutSources(element(result, "HomeViewController", "home3"))) == compact(#"""
    {"id": "home3", "kind": "label", "text": "Home rotates", "frame": {"x": 60, "y": 20, "width": 200, "height": 21},
     "translatesAutoresizingMaskIntoConstraints": false,
     "constraints": [
       {"id": "home10", "item": "home3", "attribute": "width", "relation": "equal", "multiplier": 1, "constant": 200, "priority": 1000},
       {"id": "home11", "item": "home3", "attribute": "height", "relation": "greaterThanOrEqual", "multiplier": 1, "constant": 21, "priority": 750}
     ]}
    """#))
}

/// Xcode 4.5 views with no `rect` (Auto Layout places them) get a zero frame and a note each.
@Test func xcode45ViewsWithoutFramesAreNoted() throws {
    let result = try InterfaceImporter.importFiles([Fixtures.file("Tabs-Xcode45.storyboard")])
    #expect(compact(element(result, "HomeViewController", "home4")?["frame"]) == compact(#"{"x": 0, "y": 0, "width": 0, "height": 0}"#))
    #expect(result.notes.map(\.description) == [
        "Tabs-Xcode45.storyboard (lock6): unwind segue backToHome: from UIButton lock3: the controller implementing it is code; HomeViewController (leading to LockedViewController) are given it in unwindActions; name the real ones in the overlay",
        "Tabs-Xcode45.storyboard (about6): unwind segue backToHome: from UIButton about3: the controller implementing it is code; HomeViewController (leading to AboutViewController) are given it in unwindActions; name the real ones in the overlay",
        "Tabs-Xcode45.storyboard (home4): UIButton \"home4\" has no frame in the file: 0, 0, 0, 0 (constraints that name it still place it)",
        "Tabs-Xcode45.storyboard (home5): UIButton \"home5\" has no frame in the file: 0, 0, 0, 0 (constraints that name it still place it)",
        "Tabs-Xcode45.storyboard: views hold Auto Layout constraints: on iOS 5 a session crashes loading them, as iOS 5 did (NSLayoutConstraint)",
    ])
}

/// Unwind buttons, pushed or presented, become `unwind` actions with their selector; Home,
/// which leads to both, is given the action (so each goes back one step: a pop, a dismissal).
@Test func xcode45UnwindBecomesPopOrDismiss() throws {
    let result = try InterfaceImporter.importFiles([Fixtures.file("Tabs-Xcode45.storyboard")])
    #expect(compact(element(result, "LockedViewController", "BackButton")?["action"]) == #"{"type":"unwind","action":"backToHome:"}"#)
    #expect(compact(element(result, "AboutViewController", "doneButton")?["action"]) == #"{"type":"unwind","action":"backToHome:"}"#)
    #expect(compact(controller(result, "HomeViewController")?["unwindActions"]) == #"["backToHome:"]"#)
    #expect(compact(controller(result, "LockedViewController")?["designedFor"]) == #""portrait""#)
}

/// The Info.plist's orientation lists become `infoPlist`, in the plist's order, and
/// `UIMainStoryboardFile` names the storyboard the root comes from.
@Test func infoPlistOrientationsAndMainStoryboard() throws {
    let result = try InterfaceImporter.importFiles([
        Fixtures.file("AlternateViews-Xcode42.storyboard"), Fixtures.file("Tabs-Xcode45.storyboard"), Fixtures.file("Info.plist"),
    ])
    #expect(compact(result.app["infoPlist"]) == compact(#"""
    {"supportedInterfaceOrientations": ["portrait", "landscapeRight", "landscapeLeft"],
     "supportedInterfaceOrientations~ipad": ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"]}
    """#))
    #expect(result.app["tabBarController"] != nil)
    #expect(result.app["navigationController"] == nil)
    #expect(result.app["id"] == "Tabs-Xcode45")
    // Both storyboards' scenes are controllers.
    #expect(controller(result, "PortraitAViewController") != nil && controller(result, "HomeViewController") != nil)
}

/// An Xcode 5 xib alone is a runnable one-screen app: File's Owner's class is the root, with
/// the view as its `view` and as the xib's entry; frames as saved, with their iOS 6 deltas
/// beside them (`ios6Deltas`); a named outlet beats
/// `view` for the root's id; the button's IBAction is noted.
@Test func xcode5XibImportsExactly() throws {
    let result = try InterfaceImporter.importFiles([Fixtures.file("Child-Xcode5.xib")])
    let layout = #"""
    {"id": "portraitView", "size": {"width": 320, "height": 480}, "elements": [
      {"id": "timerLabel", "kind": "label", "text": "00:00", "frame": {"x": 20, "y": 40, "width": 280, "height": 60},
       "ios6Deltas": {"y": -20}, "autoresizing": ["flexibleLeftMargin", "flexibleRightMargin", "flexibleBottomMargin"]},
      {"id": "5", "kind": "button", "text": "Start", "frame": {"x": 20, "y": 400, "width": 280, "height": 44},
       "autoresizing": ["flexibleWidth", "flexibleTopMargin"]}
    ]}
    """#
    // The controller is File's Owner (-1); the xib's entry has the same views' sources.
    #expect(sourceObjects(result.app) == ["4", "5", "1", "-1", "4", "5", "1"].map { "Child-Xcode5.xib#\($0)" })
    #expect(compact(withoutSources(result.app)) == compact(#"""
    {"id": "Child-Xcode5", "description": "Imported from Child-Xcode5.xib (swivel import)",
     "designedOn": {"device": "iphone-3.5", "orientation": "portrait", "os": "7"}, "root": "ChildViewController",
     "controllers": {"ChildViewController": {"view": \#(layout)}},
     "xibs": {"Child-Xcode5": \#(layout)}}
    """#))
    #expect(result.notes.map(\.description) == [
        "Child-Xcode5.xib (5): UIButton sends start: to code on touchUpInside: give its element an action in the overlay",
    ])
}

/// An iPad xib (iOS.CocoaTouch.iPad, Xcode 5 with Auto Layout) whose owner already has a view
/// is only an entry of `xibs`: constraints, hugging and compression resistance (the other axis
/// at UIKit's default), landscape design noted nowhere else.
@Test func ipadXibWithConstraints() throws {
    let result = try InterfaceImporter.importFiles([Fixtures.file("Child-Xcode5.xib"), Fixtures.file("Child_iPad-Landscape.xib")])
    #expect(compact(withoutSources(result.app["xibs"]?["Child_iPad-Landscape"])) == compact(#"""
    {"id": "view", "size": {"width": 1024, "height": 748}, "elements": [
      {"id": "timerLabel", "kind": "label", "text": "00:00", "frame": {"x": 412, "y": 344, "width": 200, "height": 60},
       "translatesAutoresizingMaskIntoConstraints": false,
       "contentHuggingPriority": {"horizontal": 250, "vertical": 251},
       "contentCompressionResistancePriority": {"horizontal": 700, "vertical": 750},
       "constraints": [{"id": "13", "item": "timerLabel", "attribute": "width", "relation": "equal", "multiplier": 1, "constant": 200, "priority": 1000}]}
    ], "constraints": [
      {"id": "14", "item": "timerLabel", "attribute": "centerX", "relation": "equal", "toItem": "view", "toAttribute": "centerX", "multiplier": 1, "constant": 0, "priority": 1000},
      {"id": "15", "item": "timerLabel", "attribute": "centerY", "relation": "equal", "toItem": "view", "toAttribute": "centerY", "multiplier": 1, "constant": 0, "priority": 1000}
    ]}
    """#))
    #expect(result.app["root"] == "ChildViewController")
    #expect(hasNote(result, "ChildViewController already has a view (from an earlier file); this xib is only an entry of xibs"))
}

/// A xib imported first with a second top-level view: the owner controller gets it in `views`
/// under its id (userLabel without spaces), and `designedFor` from the simulated orientation.
@Test func xibSecondTopLevelViewGoesToViews() throws {
    let result = try InterfaceImporter.importFiles([Fixtures.file("Child_iPad-Landscape.xib")])
    let child = controller(result, "ChildViewController")
    #expect(compact(child?["designedFor"]) == #""landscape""#)
    #expect(compact(withoutSources(child?["views"])) == compact(#"""
    {"SparePanel": {"id": "SparePanel", "size": {"width": 300, "height": 200}}}
    """#))
}

/// Xcode 10's safe area is the root view's guide `view.safeArea`; first and last baselines are
/// `baseline` (noted); priorities kept; the constraint the default size class excludes is
/// kept with `installed: false` and, as the compact-height variation includes it, `when`
/// that class; the one that variation excludes is installed for regular height.
@Test func modernSafeAreaAndVariations() throws {
    let result = try InterfaceImporter.importFiles([Fixtures.file("Modern-Xcode10.storyboard")])
    let constraints = controller(result, "HomeViewController")?["view"]?["constraints"]?.arrayValue ?? []
    func described(_ id: String) -> String {
        guard let c = constraints.first(where: { $0["id"]?.stringValue == id }) else { return "(absent)" }
        let to = c["toItem"].map { " \($0.stringValue ?? "").\(c["toAttribute"]?.stringValue ?? "")" } ?? ""
        return "\(c["item"]?.stringValue ?? "").\(c["attribute"]?.stringValue ?? "") \(c["relation"]?.stringValue ?? "")\(to) + \(compact(c["constant"])) @\(compact(c["priority"]))"
    }
    #expect(described("Hom-cn-002") == "greeting.top equal view.safeArea.top + 20 @1000")
    #expect(described("Hom-cn-005") == "view.safeArea.bottom equal detailButton.bottom + 20 @1000")
    #expect(described("Hom-cn-006") == "detailButton.leading equal view.safeArea.leading + 16 @1000")
    #expect(described("Hom-cn-007") == "view.safeArea.trailing equal Hom-cv-001.trailing + 16 @1000")
    #expect(described("Hom-cn-003") == "subtitleLabel.baseline equal greeting.baseline + 8 @1000")
    #expect(described("Hom-cn-012") == "flip.trailing equal view.safeArea.trailing + -16 @999")
    #expect(described("Hom-cn-009") == "Hom-cv-001.top equal subtitleLabel.bottom + 16 @1000")
    #expect(described("Hom-cn-010") == "Hom-cv-001.top equal greeting.bottom + 8 @1000")
    func installation(_ id: String) -> String {
        let c = constraints.first { $0["id"]?.stringValue == id }
        return "\(compact(c?["installed"])) \(compact(c?["when"]))"
    }
    #expect(installation("Hom-cn-010") == #"false [{"verticalSizeClass":"compact"}]"#)
    #expect(installation("Hom-cn-009") == #"true [{"verticalSizeClass":"regular"}]"#)
    #expect(compact(result.app["designedOn"]) == #"{"device":"iphone-se","orientation":"portrait","os":"13"}"#)
    #expect(hasNote(result, "firstBaseline is imported as baseline"))
}

/// Xcode 10 elements: accessibility identifiers, outlets and user labels as ids; `&amp;` and a
/// two-line `<string key="text">`; hugging and compression attributes; Xcode 13's
/// `buttonConfiguration` title.
@Test func modernElements() throws {
    let result = try InterfaceImporter.importFiles([Fixtures.file("Modern-Xcode10.storyboard")])
    #expect(compact(withoutSources(element(result, "HomeViewController", "greeting"))) == compact(#"""
    {"id": "greeting", "kind": "label", "text": "Hello & welcome", "frame": {"x": 120, "y": 84, "width": 135, "height": 21},
     "translatesAutoresizingMaskIntoConstraints": false, "contentHuggingPriority": {"horizontal": 251, "vertical": 251}}
    """#))
    #expect(compact(element(result, "HomeViewController", "subtitleLabel")?["text"]) == #""Two\nlines""#)
    #expect(compact(element(result, "HomeViewController", "subtitleLabel")?["contentCompressionResistancePriority"]) == #"{"horizontal":750,"vertical":751}"#)
    #expect(compact(withoutSources(element(result, "Settings", "done"))) == compact(#"""
    {"id": "done", "kind": "button", "text": "Done", "frame": {"x": 20, "y": 20, "width": 80, "height": 30},
     "autoresizing": ["flexibleRightMargin", "flexibleBottomMargin"], "action": {"type": "unwind", "action": "unwindToHome:"}}
    """#))
    #expect(compact(element(result, "HomeViewController", "Hom-cv-001")?["class"]) == #""UIView""#)
}

/// Xcode 10 segues: `show` → show (a push in a navigation controller), `presentation` with `formSheet` → present, a custom segue
/// with an identifier and the controller's own segues listed for the overlay.
@Test func modernSegues() throws {
    let result = try InterfaceImporter.importFiles([Fixtures.file("Modern-Xcode10.storyboard")])
    #expect(compact(element(result, "HomeViewController", "detailButton")?["action"]) == #"{"type":"show","controller":"DetailViewController"}"#)
    #expect(compact(element(result, "HomeViewController", "SettingsButton")?["action"]) == #"{"type":"present","controller":"Settings","style":"formSheet"}"#)
    #expect(element(result, "HomeViewController", "flip")?["action"] == nil)
    #expect(compact(result.json["segues"]) == compact(#"""
    [
      {"identifier": "showDetailInCode", "kind": "show", "source": "HomeViewController", "destination": "DetailViewController"},
      {"identifier": null, "kind": "presentation", "source": "HomeViewController", "destination": "Settings"},
      {"identifier": "flip", "kind": "custom", "source": "HomeViewController", "destination": "DetailViewController"}
    ]
    """#))
}

/// What Xcode 10's storyboard has and Swivel does not model is noted: the gesture recognizer
/// and its segue, the split view that is neither the root nor a tab's, the segue code cannot
/// perform, the duplicate key, the unwind whose implementer is guessed.
@Test func modernNotes() throws {
    let result = try InterfaceImporter.importFiles([Fixtures.file("Modern-Xcode10.storyboard")])
    let messages = result.notes.map(\.message)
    for expected in [
        "top-level <tapGestureRecognizer> of the scene is not imported",
        "another scene is already keyed \"DetailViewController\": this one is \"DetailViewController-2\"",
        "a presentation segue performed in code has no identifier: code cannot perform it",
        "custom segue \"flip\" from UIButton Hom-bt-003 is listed in segues: give its element an action in the overlay",
        "unwind segue unwindToHome: from UIButton Det-bt-001: the controller implementing it is code; HomeViewController (leading to DetailViewController) are given it in unwindActions; name the real ones in the overlay",
        "a segue from UITapGestureRecognizer Hom-tg-001 is not imported: the UITapGestureRecognizer is not an element of the app (Swivel's elements are a scene's visible subviews, its table and collection view cells and its bar button items; not its root view, a gesture recognizer, a hidden view, or a view inside a collection view's header or footer)",
        "UISplitViewController Spl-00-001 is not the window's root or a tab's; its columns' controllers are imported as controllers",
    ] {
        #expect(messages.contains(expected), "missing note: \(expected)")
    }
    // Its column relationships are read as columns, not noted.
    #expect(!messages.contains { $0.hasPrefix("split view relationship") })
    #expect(compact(element(result, "DetailViewController", "Close")?["action"]) == #"{"type":"unwind","action":"unwindToHome:"}"#)
    // The embed segue is imported (docs/interface-import.md, "Container views").
    #expect(!messages.contains { $0.hasPrefix("embed segue") })
    #expect(element(result, "HomeViewController", "Hom-cv-001")?["embeds"] == .string("EmbeddedViewController"))
    // So is the popover segue (docs/interface-import.md, "Popovers").
    #expect(compact(element(result, "HomeViewController", "Tips")?["action"]) == #"{"type":"present","controller":"TipsViewController","style":"popover"}"#)
    #expect(compact(withoutSources(result.app["navigationController"])) == "{}")
    #expect(result.app["root"] == "HomeViewController")
}

/// The same files give byte-identical JSON, import after import.
@Test func importIsDeterministic() throws {
    let files = try ["Modern-Xcode10.storyboard", "Tabs-Xcode45.storyboard", "Child-Xcode5.xib", "Child_iPad-Landscape.xib", "Info.plist"].map(Fixtures.file)
    let first = try InterfaceImporter.importFiles(files).json.serialized()
    for _ in 0..<3 {
        #expect(try InterfaceImporter.importFiles(files).json.serialized() == first)
    }
}
