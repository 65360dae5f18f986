import SwivelJSON

/// One thing wrong with an app definition, at its JSON path
/// (`$.controllers.Home.supportedInterfaceOrientations[0]`): what `JSONField` reports.
public typealias AppDefinitionProblem = JSONFieldProblem

/// Every problem found in an app definition (never just the first).
public struct InvalidAppDefinition: Error, Sendable, Equatable, CustomStringConvertible {
    public var problems: [AppDefinitionProblem]
    public var description: String { problems.map(\.description).joined(separator: "\n") }
}
