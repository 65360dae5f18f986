/// One thing wrong with an app definition, at its JSON path (`$.controllers.Home.supportedInterfaceOrientations[0]`).
public struct AppDefinitionProblem: Sendable, Equatable, CustomStringConvertible {
    public var path: String
    public var message: String
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }
    public var description: String { "\(path): \(message)" }
}

/// Every problem found in an app definition (never just the first).
public struct InvalidAppDefinition: Error, Sendable, Equatable, CustomStringConvertible {
    public var problems: [AppDefinitionProblem]
    public var description: String { problems.map(\.description).joined(separator: "\n") }
}
