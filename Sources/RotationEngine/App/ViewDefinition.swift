import TimerModel

/// A view as an app designs it: an id, a kind, a text, a frame at design time and the
/// autoresizing mask that resolves it at other sizes (SPEC §7 layout).
public struct ViewDefinition: Sendable, Equatable {
    public var id: String
    public var kind: ViewKind
    public var text: String?
    /// Frame in the superview at design time; for a controller's root view, its size is the
    /// size the view was designed at (its origin is ignored).
    public var frame: Rect
    public var autoresizing: Autoresizing
    /// What tapping does (buttons).
    public var action: ElementAction?
    /// The timer a timer label shows.
    public var timer: String?
    public var children: [ViewDefinition]

    public init(
        id: String, kind: ViewKind = .view, text: String? = nil, frame: Rect = .zero,
        autoresizing: Autoresizing = [], action: ElementAction? = nil, timer: String? = nil,
        children: [ViewDefinition] = []
    ) {
        self.id = id
        self.kind = kind
        self.text = text
        self.frame = frame
        self.autoresizing = autoresizing
        self.action = action
        self.timer = timer
        self.children = children
    }

    /// This view and every view below it, depth first.
    public func allViews() -> [ViewDefinition] {
        var result = [self]
        for child in children { result += child.allViews() }
        return result
    }
}

public enum ViewKind: String, Sendable, Equatable, CaseIterable {
    case view, label, button, timerLabel, drawing
}

/// `UIViewAutoresizing`: the six flexible parts.
public struct Autoresizing: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let flexibleLeftMargin = Autoresizing(rawValue: 1 << 0)
    public static let flexibleWidth = Autoresizing(rawValue: 1 << 1)
    public static let flexibleRightMargin = Autoresizing(rawValue: 1 << 2)
    public static let flexibleTopMargin = Autoresizing(rawValue: 1 << 3)
    public static let flexibleHeight = Autoresizing(rawValue: 1 << 4)
    public static let flexibleBottomMargin = Autoresizing(rawValue: 1 << 5)

    public static let named: [(name: String, value: Autoresizing)] = [
        ("flexibleLeftMargin", .flexibleLeftMargin), ("flexibleWidth", .flexibleWidth),
        ("flexibleRightMargin", .flexibleRightMargin), ("flexibleTopMargin", .flexibleTopMargin),
        ("flexibleHeight", .flexibleHeight), ("flexibleBottomMargin", .flexibleBottomMargin),
    ]
    public var names: [String] { Self.named.filter { contains($0.value) }.map(\.name) }
}

/// What tapping an element does.
public enum ElementAction: Sendable, Equatable {
    /// Push a new instance of the class (a push segue or `pushViewController:animated:`).
    case push(className: String, animated: Bool)
    /// `popViewControllerAnimated:`.
    case pop(animated: Bool)
    /// Start, pause or reset a timer of the timer model (through the master, seed 003).
    case timer(id: String, action: TimerAction)
}
