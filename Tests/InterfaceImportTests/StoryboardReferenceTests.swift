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

/// A storyboard reference as the initial view controller leads to its storyboard's initial view
/// controller when that storyboard is among the files: its navigation controller is the root, noted.
@Test func aReferenceAsTheInitialViewControllerIsFollowed() throws {
    let main = storyboard(initial: "ref", """
            <scene sceneID="s"><objects>
                <viewControllerPlaceholder storyboardName="Other" id="ref" sceneMemberID="viewController"/>
            </objects></scene>
    """)
    let pushing = #"<button id="b"><rect key="frame" x="0" y="0" width="10" height="10"/><connections><segue destination="vc2" kind="push" id="s1"/></connections></button>"#
    let other = storyboard(initial: "nav", """
            <scene sceneID="n-scene"><objects>
                <navigationController id="nav" sceneMemberID="viewController">
                    <connections><segue destination="vc1" kind="relationship" relationship="rootViewController" id="nav-root"/></connections>
                </navigationController>
            </objects></scene>
    """ + scene(subviews: pushing) + scene("vc2", customClass: "Next"))
    let result = try importing([("Main.storyboard", main), ("Other.storyboard", other)])
    #expect(result.app["root"] == "HomeViewController")
    #expect(result.app["navigationController"] != nil)
    #expect(compact(element(result, "HomeViewController", "b")?["action"]) == #"{"type":"push","controller":"Next"}"#)
    #expect(result.notes.map(\.message).contains("the initial view controller is a storyboard reference: the window's root is UINavigationController nav of Other.storyboard"))
}

/// A storyboard without an initial view controller whose only scene is a reference to a
/// storyboard among the files starts at the referenced scene.
@Test func aLoneReferenceWithoutAnInitialViewControllerIsFollowed() throws {
    let main = storyboard(initial: nil, """
            <scene sceneID="s"><objects>
                <viewControllerPlaceholder storyboardName="Other" id="ref" sceneMemberID="viewController"/>
            </objects></scene>
    """)
    let result = try importing([("Main.storyboard", main), ("Other.storyboard", storyboard(scene(customClass: "OtherHome")))])
    #expect(result.app["root"] == "OtherHome")
}
