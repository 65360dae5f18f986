import InterfaceImport
import Testing

/// An XML property list reads into its values, dictionary keys in order.
@Test func readsPropertyListValues() throws {
    let value = try PropertyListReader.read(Array("""
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
        <key>Name</key><string>A &amp; B</string>
        <key>Count</key><integer> 3 </integer>
        <key>Flag</key><true/>
        <key>List</key><array><string>x</string><real>1.5</real><false/></array>
    </dict>
    </plist>
    """.utf8), file: "Info.plist")
    #expect(value == .dictionary([
        (key: "Name", value: .string("A & B")), (key: "Count", value: .integer("3")), (key: "Flag", value: .bool(true)),
        (key: "List", value: .array([.string("x"), .real("1.5"), .bool(false)])),
    ]))
    #expect(value["Name"]?.stringValue == "A & B")
}

/// A binary plist is refused with the command that converts it.
@Test func binaryPlistIsRefused() {
    #expect(throws: InterfaceImportError(.invalidInterfaceFile, file: "Info.plist", line: 1, column: 1, message: "a binary property list; convert it to XML first (plutil -convert xml1 Info.plist)")) {
        try InterfaceImporter.importFiles([InterfaceFile(name: "Info.plist", bytes: Array("bplist00\u{0}\u{1}".utf8))])
    }
}

/// A dictionary key without a value, or a value where a key belongs, names the element.
@Test func malformedDictionaries() {
    #expect(throws: InterfaceImportError(.invalidInterfaceFile, file: "p", line: 1, column: 8, message: "<key> Lonely has no value")) {
        try PropertyListReader.read(Array("<plist><dict><key>Lonely</key></dict></plist>".utf8), file: "p")
    }
    #expect(throws: InterfaceImportError(.invalidInterfaceFile, file: "p", line: 1, column: 14, message: "expected <key> in <dict>, got <string>")) {
        try PropertyListReader.read(Array("<plist><dict><string>x</string></dict></plist>".utf8), file: "p")
    }
}

private let plainScene = scene(subviews: "")

private func infoPlist(_ body: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0"><dict>\(body)</dict></plist>
    """
}

/// Orientation names are mapped, repeats dropped, unknown ones noted; the launch orientation
/// is noted; other keys are ignored.
@Test func infoPlistOrientationNames() throws {
    let result = try importing([("Main.storyboard", storyboard(plainScene)), ("Info.plist", infoPlist("""
        <key>UISupportedInterfaceOrientations</key><array>
          <string>UIInterfaceOrientationPortraitUpsideDown</string><string>UIInterfaceOrientationPortrait</string>
          <string>UIInterfaceOrientationPortrait</string><string>UIDeviceOrientationFaceUp</string></array>
        <key>UIInterfaceOrientation</key><string>UIInterfaceOrientationPortrait</string>
        <key>CFBundleName</key><string>Ignored</string>
        """))])
    #expect(compact(result.app["infoPlist"]) == #"{"supportedInterfaceOrientations":["portraitUpsideDown","portrait"]}"#)
    #expect(result.notes.map(\.message) == [
        "UISupportedInterfaceOrientations: \"UIDeviceOrientationFaceUp\" is not an interface orientation; ignored",
        "UIInterfaceOrientation UIInterfaceOrientationPortrait (the launch orientation) is not imported: a session launches in the device orientation it is created with",
    ])
}

/// `UIRequiresFullScreen` YES (an iPad app opting out of multitasking) is `requiresFullScreen`;
/// NO is the default and writes nothing; a value that is not a boolean is noted.
@Test func requiresFullScreenIsImported() throws {
    let opted = try importing([("Main.storyboard", storyboard(plainScene)), ("Info.plist", infoPlist("""
        <key>UISupportedInterfaceOrientations~ipad</key><array>
          <string>UIInterfaceOrientationPortrait</string><string>UIInterfaceOrientationPortraitUpsideDown</string>
          <string>UIInterfaceOrientationLandscapeLeft</string><string>UIInterfaceOrientationLandscapeRight</string></array>
        <key>UIRequiresFullScreen</key><true/>
        """))])
    #expect(compact(opted.app["infoPlist"]) == #"{"supportedInterfaceOrientations~ipad":["portrait","portraitUpsideDown","landscapeLeft","landscapeRight"],"requiresFullScreen":true}"#)
    let no = try importing([("Main.storyboard", storyboard(plainScene)), ("Info.plist", infoPlist("<key>UIRequiresFullScreen</key><false/>"))])
    #expect(no.app["infoPlist"] == nil)
    let odd = try importing([("Main.storyboard", storyboard(plainScene)), ("Info.plist", infoPlist("<key>UIRequiresFullScreen</key><string>YES</string>"))])
    #expect(odd.notes.map(\.message) == ["UIRequiresFullScreen is not a boolean; ignored"])
}

/// `UIMainStoryboardFile~ipad` picks the main storyboard when the generic key is absent.
@Test func ipadMainStoryboard() throws {
    let result = try importing([
        ("Phone.storyboard", storyboard(scene(customClass: "PhoneViewController"))),
        ("Pad.storyboard", storyboard(runtime: "iOS.CocoaTouch.iPad", scene(customClass: "PadViewController"))),
        ("Info.plist", infoPlist("<key>UIMainStoryboardFile~ipad</key><string>Pad</string>")),
    ])
    #expect(result.app["root"] == "PadViewController")
    #expect(result.app["id"] == "Pad")
}

/// A main storyboard the files do not hold is noted, and the first storyboard is the main one.
@Test func missingMainStoryboardIsNoted() throws {
    let result = try importing([
        ("A.storyboard", storyboard(scene(customClass: "A"))),
        ("Info.plist", infoPlist("<key>UIMainStoryboardFile</key><string>Main</string>")),
    ])
    #expect(result.app["root"] == "A")
    #expect(hasNote(result, "UIMainStoryboardFile Main is not among the files; the first storyboard, A.storyboard, is the main one"))
}

/// Several storyboards without UIMainStoryboardFile: the first is the main one, noted.
@Test func severalStoryboardsWithoutPlist() throws {
    let result = try importing([("A.storyboard", storyboard(scene(customClass: "A"))), ("B.storyboard", storyboard(scene(customClass: "B")))])
    #expect(result.app["root"] == "A")
    #expect(hasNote(result, "several storyboards and no UIMainStoryboardFile: the first, A.storyboard, is the main one"))
}
