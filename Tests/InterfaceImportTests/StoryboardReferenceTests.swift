import InterfaceImport
import SwivelJSON
import Testing

/// The two storyboards of the reference fixtures, named as Xcode names them.
private func referenceFiles() throws -> [InterfaceFile] {
    [
        InterfaceFile(name: "Main.storyboard", bytes: try Fixtures.file("References-Main.storyboard").bytes),
        InterfaceFile(name: "Settings.storyboard", bytes: try Fixtures.file("References-Settings.storyboard").bytes),
    ]
}

/// A reference with an identifier leads to that scene of the named storyboard, one without to
/// its initial view controller; a storyboard not given stays noted (docs/interface-import.md,
/// "Storyboard references").
@Test func storyboardReferencesResolveAmongTheFiles() throws {
    let result = try InterfaceImporter.importFiles(try referenceFiles())
    #expect(compact(element(result, "HomeViewController", "prefs")?["action"]) == #"{"type":"show","controller":"PrefsViewController"}"#)
    #expect(compact(element(result, "HomeViewController", "about")?["action"]) == #"{"type":"present","controller":"AboutViewController","style":"automatic"}"#)
    #expect(element(result, "HomeViewController", "help")?["action"] == nil)
    #expect(result.notes.map(\.message).contains("a reference to storyboard Help is not followed: import that storyboard too"))
    #expect(!result.notes.map(\.message).contains { $0.contains("storyboard Settings") })
}

/// A reference naming a scene the storyboard lacks is noted as such.
@Test func referenceToAMissingSceneIsNoted() throws {
    let result = try importing([
        ("Main.storyboard", storyboard(scene(subviews: #"<button id="b"><rect key="frame" x="0" y="0" width="10" height="10"/><connections><segue destination="ref" kind="show" id="s1"/></connections></button>"#)
            + #"<scene sceneID="r"><objects><viewControllerPlaceholder storyboardName="Main" referencedIdentifier="Nope" id="ref" sceneMemberID="viewController"/></objects></scene>"#)),
    ])
    #expect(result.notes.map(\.message).contains("a reference to storyboard Main scene \"Nope\" is not followed: no such scene in it"))
}
