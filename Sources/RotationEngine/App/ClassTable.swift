/// The app's controller classes, numbered once per session so the engine finds a class's
/// definition by index instead of hashing its name on every callback.
final class ClassTable: Sendable, Equatable {
    /// Index 0 is a plain `UIViewController` (a class with no entry, SPEC §5).
    let definitions: [ControllerDefinition]
    private let indexByName: [String: Int]
    /// Whether any class observes the orientation notification (most apps: none).
    let hasObservers: Bool

    init(app: AppDefinition) {
        var definitions = [ControllerDefinition(className: "UIViewController")]
        var indexByName: [String: Int] = [:]
        for name in app.controllers.keys.sorted() {
            guard let definition = app.controllers[name] else { continue }
            indexByName[name] = definitions.count
            definitions.append(definition)
        }
        self.definitions = definitions
        self.indexByName = indexByName
        hasObservers = definitions.contains { $0.observesOrientation }
    }

    func index(of className: String) -> Int { indexByName[className] ?? 0 }

    static func == (lhs: ClassTable, rhs: ClassTable) -> Bool {
        lhs === rhs || lhs.definitions == rhs.definitions
    }
}
