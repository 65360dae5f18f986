import RotationEngine

/// A view tree's Auto Layout solved for one bounds size (docs/semantics.md, "Auto Layout").
struct AutoLayoutSolution: Sendable {
    /// Frames in the superview of every view in the constraint system (solver-laid and
    /// mask-held), by id.
    var frames: [String: Rect] = [:]
    /// How each view of the tree is laid out, by id.
    var roles: [String: AutoLayoutPlan.Role] = [:]
    /// The content size of each scroll view whose content area the constraints name, by id
    /// (docs/semantics.md, "Scroll views").
    var contentSizes: [String: Size] = [:]
    /// Solver-laid views another frame would fit equally well, in document order.
    var ambiguous: [String] = []
    /// Required constraints broken, in the order they were added.
    var unsatisfiable: [ConstraintBreach] = []
    var notes: [String] = []
    /// Whether the tree uses iOS 8's margin attributes.
    var usesMargins = false
}

/// A required constraint that could not hold with those added before it, and left out.
public struct ConstraintBreach: Sendable, Equatable {
    /// The controller whose view holds the tree (set when the layout is resolved).
    public var controller: ControllerID?
    /// The bounds the tree was solved for.
    public var bounds: Size
    public var broken: ConstraintDescription
    /// Constraints the broken one fought (at least one).
    public var conflicting: [ConstraintDescription]
}

/// A constraint's id and its description in UIKit's log notation.
public struct ConstraintDescription: Sendable, Equatable {
    public var id: String
    public var description: String
    public init(id: String, description: String) {
        self.id = id
        self.description = description
    }
}

/// The constraint report of a resolved layout: what broke and what is ambiguous on screen.
public struct ConstraintReport: Sendable, Equatable {
    public var unsatisfiable: [ConstraintBreach] = []
    public var ambiguous: [String] = []
    public var notes: [String] = []
    /// Classes of the controllers on screen whose constraints use iOS 8's margin attributes.
    public var marginUsers: [String] = []

    public init() {}

    /// UIKit's console line, once per broken constraint and bounds, and a line per controller
    /// class using margin attributes, which iOS 5/6 do not have (the snapshot's warnings).
    public var warnings: [String] {
        unsatisfiable.map {
            "Unable to simultaneously satisfy constraints. Will attempt to recover by breaking constraint \($0.broken.description)"
        } + marginUsers.map { "\($0) uses layout margin attributes, which need iOS 8" }
    }
}

extension ConstraintReport {
    /// Adds what one controller's tree reports.
    mutating func add(_ solution: AutoLayoutSolution, controller: ControllerID) {
        for var breach in solution.unsatisfiable {
            breach.controller = controller
            unsatisfiable.append(breach)
        }
        ambiguous += solution.ambiguous
        if solution.usesMargins && !marginUsers.contains(controller.className) { marginUsers.append(controller.className) }
        for note in solution.notes where !notes.contains(note) { notes.append(note) }
    }
}
