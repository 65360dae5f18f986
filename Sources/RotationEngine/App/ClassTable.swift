/// The app's controller classes, numbered once per session so the engine finds a class's
/// definition by index instead of hashing its name on every callback.
final class ClassTable: Sendable, Equatable {
    /// Index 0 is a plain `UIViewController` (a class with no entry, docs/app-format.md).
    let definitions: [ControllerDefinition]
    private let indexByName: [String: Int]
    /// Whether any class observes the orientation notification (most apps: none).
    let hasObservers: Bool
    /// Whether any class lays out its own subviews (docs/semantics.md; then the engine notes where).
    let hasLayoutIn: Bool
    /// Per class (by index): whether its views hold Auto Layout constraints.
    let holdsConstraints: [Bool]
    /// Per class (by index): whether its views hold a stack view.
    let holdsStackViews: [Bool]
    /// Whether any class's views hold a container view (then loading a view embeds children).
    let embedsChildren: Bool
    /// The app's xibs that hold a stack view.
    let xibsHoldingStackViews: Set<String>
    /// The app's xibs whose views hold constraints (a child loaded from one holds them).
    let xibsHoldingConstraints: Set<String>

    /// The app's classes; `layoutIn` (the session option) replaces the callbacks of every class
    /// that lays out its own subviews.
    init(app: AppDefinition, layoutIn: LayoutCallbacks? = nil) {
        var definitions = [ControllerDefinition(className: "UIViewController")]
        var indexByName: [String: Int] = [:]
        for name in app.controllers.keys.sorted() {
            guard var definition = app.controllers[name] else { continue }
            if let layoutIn, definition.layoutIn != nil { definition.layoutIn = layoutIn }
            indexByName[name] = definitions.count
            definitions.append(definition)
        }
        self.definitions = definitions
        self.indexByName = indexByName
        hasObservers = definitions.contains { $0.observesOrientation }
        hasLayoutIn = definitions.contains { $0.layoutIn != nil }
        embedsChildren = definitions.contains { definition in
            ([definition.view] + (definition.landscapeView.map { [$0] } ?? []) + Array(definition.views.values))
                .contains { !$0.containerViews.isEmpty }
        }
        holdsConstraints = definitions.map(\.holdsConstraints)
        holdsStackViews = definitions.map(\.holdsStackViews)
        xibsHoldingStackViews = Set(app.xibs.filter { $0.value.holdsStackViews }.map(\.key))
        xibsHoldingConstraints = Set(app.xibs.filter { $0.value.holdsConstraints }.map(\.key))
    }

    func index(of className: String) -> Int { indexByName[className] ?? 0 }

    /// How many classes the table holds (UIViewController's included).
    var count: Int { definitions.count }

    static func == (lhs: ClassTable, rhs: ClassTable) -> Bool {
        lhs === rhs || lhs.definitions == rhs.definitions
    }
}
