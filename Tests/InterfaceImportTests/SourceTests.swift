import InterfaceImport
import SwivelJSON
import Testing

/// A scene's controller carries its IB object id and the file's name as given; so do its root
/// view and each element (a button whose id is its outlet, `detailButton`), and the navigation
/// controller holding it.
@Test func sourceNamesTheSceneAndTheButton() throws {
    let result = try InterfaceImporter.importFiles([Fixtures.file("Modern-Xcode10.storyboard")])
    let home = controller(result, "HomeViewController")
    #expect(compact(home?["source"]) == #"{"file":"Modern-Xcode10.storyboard","object":"Hom-00-001"}"#)
    #expect(compact(home?["view"]?["source"]) == #"{"file":"Modern-Xcode10.storyboard","object":"Hom-vw-001"}"#)
    #expect(compact(element(result, "HomeViewController", "detailButton")?["source"]) == #"{"file":"Modern-Xcode10.storyboard","object":"Hom-bt-001"}"#)
    #expect(compact(result.app["navigationController"]?["source"]) == #"{"file":"Modern-Xcode10.storyboard","object":"Nav-00-001"}"#)
}

/// The file is named as it was given, folders included; an element's id comes from its
/// outlet or label, its `source` keeps the object id.
@Test func sourceKeepsTheGivenFileName() throws {
    let result = try importing([("Views/Main.storyboard", storyboard(scene(subviews: """
        <button id="b-7" userLabel="Go Button"><rect key="frame" x="1" y="2" width="3" height="4"/></button>
        """)))])
    #expect(compact(element(result, "HomeViewController", "GoButton")?["source"]) == #"{"file":"Views/Main.storyboard","object":"b-7"}"#)
    #expect(compact(controller(result, "HomeViewController")?["source"]) == #"{"file":"Views/Main.storyboard","object":"vc1"}"#)
}
