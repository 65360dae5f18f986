/// The parts of a session that are fixed at launch: the configuration it was created with and
/// the class table built from its app. One immutable object shared by every `SessionState`
/// of the session, so copying a state retains it once.
final class SessionContext: Sendable, Equatable {
    let configuration: SessionConfiguration
    let classes: ClassTable

    init(configuration: SessionConfiguration) {
        self.configuration = configuration
        classes = ClassTable(app: configuration.app, layoutIn: configuration.options.layoutIn)
    }

    static func == (lhs: SessionContext, rhs: SessionContext) -> Bool {
        lhs === rhs || (lhs.configuration == rhs.configuration && lhs.classes == rhs.classes)
    }
}
