import RotationEngine

extension AppDefinitionDecoder {
    /// Container views (`"embeds"`, docs/app-format.md): a class whose views embed itself,
    /// directly or through other classes, would load children without end.
    static func checkEmbedCycles(_ controllers: [String: ControllerDefinition], _ reader: inout DefinitionReader) {
        func embedded(by className: String) -> [String] {
            guard let definition = controllers[className] else { return [] }
            let views = [definition.view] + (definition.landscapeView.map { [$0] } ?? []) + definition.views.values.sorted { $0.id < $1.id }
            return views.flatMap(\.containerViews).compactMap(\.embeds)
        }
        for className in controllers.keys.sorted() {
            var seen: Set<String> = []
            var frontier = embedded(by: className)
            while let next = frontier.popLast() {
                if next == className {
                    reader.problem("$.controllers.\(className)", "its views embed \"\(className)\" again (through container views): it would load children without end")
                    break
                }
                if seen.insert(next).inserted { frontier += embedded(by: next) }
            }
        }
    }
}
