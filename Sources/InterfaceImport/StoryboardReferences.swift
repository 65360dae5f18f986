/// Storyboard references (`viewControllerPlaceholder`, docs/interface-import.md "Storyboard
/// references"): a segue to one leads to the scene it names in a storyboard of the import.
extension StoryboardImporter {
    /// Resolves every reference scene: `storyboardName` names a storyboard given to the import
    /// (`Settings` → `Settings.storyboard`; none: the reference's own file), `referencedIdentifier`
    /// its scene's `storyboardIdentifier` (none: that storyboard's initial view controller).
    /// One that resolves to nothing is noted.
    mutating func resolveReferences(context: inout ImportContext) {
        for (index, scene) in scenes.enumerated() where scene.controller.name == "viewControllerPlaceholder" {
            if let target = referencedScene(scene), scenes[target].controller.name != "viewControllerPlaceholder" {
                referenceTargets[index] = target
                continue
            }
            let name = scene.controller["storyboardName"] ?? "(unnamed)"
            let identifier = scene.controller["referencedIdentifier"].map { " scene \"\($0)\"" } ?? "'s initial view controller"
            if documents.contains(where: { Self.storyboardName(of: $0.file) == scene.controller["storyboardName"] }) {
                context.note(scene.file, scene.objectID, "a reference to storyboard \(name)\(identifier) is not followed: no such scene in it")
            } else {
                context.note(scene.file, scene.objectID, "a reference to storyboard \(name) is not followed: import that storyboard too")
            }
        }
    }

    /// The scene a reference stands for, if the import holds it.
    func referencedScene(_ reference: Scene) -> Int? {
        let placeholder = reference.controller
        let document: InterfaceDocument?
        if let name = placeholder["storyboardName"] {
            document = documents.first { $0.kind == .storyboard && Self.storyboardName(of: $0.file) == name }
        } else {
            document = documents.first { $0.index == reference.document }
        }
        guard let document else { return nil }
        if let identifier = placeholder["referencedIdentifier"] {
            return scenes.firstIndex { $0.document == document.index && $0.controller["storyboardIdentifier"] == identifier }
        }
        guard let initial = document.root["initialViewController"] else { return nil }
        return sceneByController[ObjectRef(file: document.index, id: initial)]
    }

    /// `Settings` for `Settings.storyboard` (and `Base.lproj/Settings.storyboard`).
    static func storyboardName(of file: String) -> String {
        let last = file.split(separator: "/").last.map(String.init) ?? file
        return last.hasSuffix(".storyboard") ? String(last.dropLast(".storyboard".count)) : last
    }
}
