import InterfaceImport
import Testing

/// A pre-Xcode 5 xib (`<archive>`) is refused with its own code and what to do.
@Test func legacyArchiveIsRefused() {
    let error = importError([("Old.xib", """
    <?xml version="1.0" encoding="UTF-8"?>
    <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00">
        <data><int key="IBDocument.SystemTarget">1280</int></data>
    </archive>
    """)])
    #expect(error?.code == .legacyInterfaceBuilderArchive)
    #expect(error?.line == 2 && error?.column == 1)
    #expect(error?.message.contains("re-save it with Xcode 5 or later") == true)
}

/// A Mac storyboard is refused as `unsupported_runtime`, naming its runtime.
@Test func macRuntimeIsRefused() {
    let error = importError([("Mac.storyboard", #"<document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" toolsVersion="14460" targetRuntime="MacOSX.Cocoa"><scenes/></document>"#)])
    #expect(error?.code == .unsupportedRuntime)
    #expect(error?.message == "targetRuntime \"MacOSX.Cocoa\" is not iOS: Swivel imports iOS (CocoaTouch) storyboards and xibs only")
}

/// An Apple TV storyboard is refused as `unsupported_runtime`, naming its runtime.
@Test func appleTVRuntimeIsRefused() {
    let error = importError([("TV.storyboard", #"<document type="com.apple.InterfaceBuilder.AppleTV.Storyboard" version="3.0" toolsVersion="14460" targetRuntime="AppleTV"><scenes/></document>"#)])
    #expect(error?.code == .unsupportedRuntime)
    #expect(error?.message.hasPrefix("targetRuntime \"AppleTV\"") == true)
}

/// The platform is checked first: a legacy Mac archive is `unsupported_runtime`, not legacy;
/// a watchOS type without a runtime is refused by its type.
@Test func runtimeIsCheckedBeforeTheLegacyArchive() {
    #expect(importError([("Mac.xib", #"<archive type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="7.10"/>"#)])?.code == .unsupportedRuntime)
    let watch = importError([("Watch.storyboard", #"<document type="com.apple.InterfaceBuilder.WatchKit.Storyboard" version="3.0"/>"#)])
    #expect(watch?.code == .unsupportedRuntime)
    #expect(watch?.message.hasPrefix("document type \"com.apple.InterfaceBuilder.WatchKit.Storyboard\" is not iOS") == true)
}

/// Any other root is `invalid_interface_file`, naming the element.
@Test func otherRootIsInvalid() {
    let error = importError([("page.html", "<html><body/></html>")])
    #expect(error?.code == .invalidInterfaceFile)
    #expect(error?.description == "page.html:1:1: not a storyboard, xib or Info.plist: the root element is <html>")
}

/// An iPad-runtime storyboard imports like an iPhone one.
@Test func iPadRuntimeIsAccepted() throws {
    let result = try importing([("Pad.storyboard", storyboard(runtime: "iOS.CocoaTouch.iPad", scene()))])
    #expect(result.app["root"] == "HomeViewController")
}

/// An initial split view controller with a primary but no secondary column is
/// `unsupported_root`, at its element, saying which relationships it needs.
@Test func splitViewRootWithoutBothColumnsIsRefused() {
    let error = importError([("Main.storyboard", storyboard(initial: "split", """
            <scene sceneID="s"><objects>
                <splitViewController id="split" sceneMemberID="viewController">
                    <connections><segue destination="vc1" kind="relationship" relationship="masterViewController" id="r1"/></connections>
                </splitViewController>
            </objects></scene>
    \(scene())
    """))])
    #expect(error?.code == .unsupportedRoot)
    #expect(error?.line == 5)
    #expect(error?.message == "the initial view controller is a split view controller without both columns Swivel needs: give it a masterViewController and a detailViewController relationship, each to a content controller or a navigation controller with a root")
}

/// A storyboard reference as the initial view controller, to a storyboard not among the files, is `unsupported_root`.
@Test func storyboardReferenceRootIsRefused() {
    let error = importError([("Main.storyboard", storyboard(initial: "ref", """
            <scene sceneID="s"><objects>
                <viewControllerPlaceholder storyboardName="Other" id="ref" sceneMemberID="viewController"/>
            </objects></scene>
    """))])
    #expect(error?.code == .unsupportedRoot)
}

/// An initialViewController naming no controller is an error at the document element.
@Test func initialViewControllerMustExist() {
    let error = importError([("Main.storyboard", storyboard(initial: "nope", scene()))])
    #expect(error?.code == .invalidInterfaceFile)
    #expect(error?.line == 2)
    #expect(error?.message == "initialViewController \"nope\" is not a view controller of this storyboard")
}

/// Two objects with one id are an error at the second, naming the first.
@Test func duplicateObjectIDsAreRefused() {
    let error = importError([("Main.storyboard", storyboard(scene(subviews: """

                                <label text="a" id="dup"><rect key="frame" x="0" y="0" width="1" height="1"/></label>
                                <label text="b" id="dup"><rect key="frame" x="0" y="0" width="1" height="1"/></label>
    """)))])
    #expect(error?.code == .invalidInterfaceFile)
    #expect(error?.line == 12)
    #expect(error?.message == "object id \"dup\" is used twice (first at line 11, column 29); fix the file in Xcode")
}

/// A segue to an id no object has is an error at the segue.
@Test func segueToMissingDestinationIsRefused() {
    let error = importError([("Main.storyboard", storyboard(scene(subviews: """

                                <button id="b1"><connections><segue destination="gone" kind="push" id="s1"/></connections></button>
    """)))])
    #expect(error?.code == .invalidInterfaceFile)
    #expect(error?.line == 11)
    #expect(error?.message == "segue to \"gone\": no object of this file has that id")
}

/// Malformed XML in a storyboard is `invalid_interface_file` with `FILE:LINE:COLUMN`.
@Test func malformedStoryboardNamesLineAndColumn() {
    let error = importError([("Main.storyboard", "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\">\n  <scenes>\n  </scene>\n</document>")])
    #expect(error?.description == "Main.storyboard:3:3: </scene> does not close <scenes> (opened at line 2, column 3)")
}

/// A storyboard with an entity bomb is refused like any XML with an internal subset.
@Test func entityBombInAStoryboardIsRefused() {
    let error = importError([("Main.storyboard", """
    <?xml version="1.0"?>
    <!DOCTYPE document [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" targetRuntime="iOS.CocoaTouch">&b;</document>
    """)])
    #expect(error?.code == .invalidInterfaceFile)
    #expect(error?.line == 2 && error?.column == 20)
}

/// A 9 MiB storyboard is refused before parsing, naming the file.
@Test func nineMebibyteFileIsRefused() {
    let padding = String(repeating: " ", count: 9 << 20)
    let error = importError([("Huge.storyboard", storyboard(scene()) + padding)])
    #expect(error?.code == .invalidInterfaceFile)
    #expect(error?.file == "Huge.storyboard")
    #expect(error?.line == nil)
    #expect(error?.message.hasSuffix("at most 8388608 (8 MiB) are read") == true)
}

private func scenes(_ count: Int) -> String {
    (1...count).map { #"<scene sceneID="s\#($0)"><objects><viewController id="v\#($0)" sceneMemberID="viewController"/></objects></scene>"# }.joined(separator: "\n")
}

/// 2,000 scenes import; 2,001 are an error at the 2,001st.
@Test func twoThousandScenesAndOneMore() throws {
    let result = try importing([("Big.storyboard", storyboard(initial: "v1", scenes(2_000)))])
    #expect(result.app["controllers"]?.objectValue?.count == 2_000)
    let error = importError([("Big.storyboard", storyboard(initial: "v1", scenes(2_001)))])
    #expect(error?.code == .invalidInterfaceFile)
    #expect(error?.line == 2_004)
    #expect(error?.message == "more than 2000 scenes; Swivel imports at most 2000")
}

/// Views in all files together are bounded.
@Test func elementsAreBounded() {
    let subviews = (1...3).map { #"<view id="e\#($0)"><rect key="frame" x="0" y="0" width="1" height="1"/></view>"# }.joined()
    let error = importError([("Main.storyboard", storyboard(scene(subviews: subviews)))], limits: ImportLimits(maximumElements: 2))
    #expect(error?.message == "more than 2 views in the files together; import fewer files at once")
}

/// Views nested deeper than the view depth bound are an error.
@Test func viewNestingIsBounded() {
    var inner = ""
    for level in (1...4).reversed() {
        inner = #"<view id="n\#(level)"><rect key="frame" x="0" y="0" width="1" height="1"/><subviews>\#(inner)</subviews></view>"#
    }
    let error = importError([("Main.storyboard", storyboard(scene(subviews: inner)))], limits: ImportLimits(maximumViewDepth: 3))
    #expect(error?.message == "views nest more than 3 deep")
}

/// No storyboard or xib among the files, two Info.plists, or no file at all: each an error.
@Test func filesThatCannotMakeAnApp() {
    let plist = #"<plist version="1.0"><dict/></plist>"#
    #expect(importError([("Info.plist", plist)])?.message == "no storyboard or xib among the files")
    #expect(importError([("A.plist", plist), ("B.plist", plist)])?.message == "a second Info.plist (the first is A.plist); import one at a time")
    #expect(importError([])?.message == "no files to import: give storyboards, xibs and an Info.plist")
}

/// The error's text is `FILE:LINE:COLUMN: message`, or `FILE: message` without a position.
@Test func errorDescriptions() {
    #expect(InterfaceImportError(.invalidInterfaceFile, file: "a.xib", line: 3, column: 7, message: "m").description == "a.xib:3:7: m")
    #expect(InterfaceImportError(.unsupportedRoot, file: "a.xib", message: "m").description == "a.xib: m")
    #expect(InterfaceImportError.Code.allCases.map(\.rawValue) == ["invalid_interface_file", "legacy_interface_builder_archive", "unsupported_runtime", "unsupported_root"])
}
