import Foundation

/// `GET /v1/sessions/{id}/stack`: the content controllers, bottom first; containers are never
/// rows, tabs add `tab`, presented controllers come last with `presentedBy` and
/// `presentationStyle` (docs/semantics.md, "Presented controllers", "Tab bars").
public struct Stack: Codable, Sendable, Hashable {
    public var controllers: [StackController]
    /// The navigation controller's bar state (a tab's: the selected one's); nil without one.
    public var navigationBarHidden: Bool?

    public init(controllers: [StackController], navigationBarHidden: Bool?) {
        self.controllers = controllers
        self.navigationBarHidden = navigationBarHidden
    }

    /// Reads a stack as the API writes it (an exported test's expected stack).
    public init(json: String) throws {
        self = try SwivelJSONCoding.decoder.decode(Stack.self, from: Data(json.utf8))
    }
}

/// One controller of the stack: "APortraitViewController#1" of class APortraitViewController.
public struct StackController: Codable, Sendable, Hashable {
    public var id: String
    public var className: String
    /// Whether its view is on screen.
    public var visible: Bool
    /// Its container's id (a navigation or tab bar controller), nil for a root.
    public var parent: String?
    public var tab: Int?
    public var presentedBy: String?
    /// `fullScreen`, `pageSheet` or `formSheet`.
    public var presentationStyle: String?
    /// The identifiers of the segues its class performs in code (`Session.performSegue`); nil
    /// when it has none (docs/semantics.md, "Segues performed in code").
    public var segues: [String]?

    enum CodingKeys: String, CodingKey {
        case id, className = "class", visible, parent, tab, presentedBy, presentationStyle, segues
    }
}
