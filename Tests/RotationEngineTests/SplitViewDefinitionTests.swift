import RotationEngine
import RotationTestSupport
import Testing

// docs/app-format.md, splitViewController: what a definition may say, each problem at its path.

/// A well-formed split view decodes into its typed value: columns, display mode, width, and the root named after it.
@Test func splitViewDefinitionDecodes() {
    let definition = posted("""
    {"id": "s", "splitViewController": {"class": "MailSplit", "primary": {"controller": "Inbox", "navigationController": {}},
     "secondary": "Message", "preferredDisplayMode": "oneOverSecondary", "primaryColumnWidth": 280}}
    """)
    #expect(definition.root == "MailSplit")
    #expect(definition.split?.primary == SplitViewContainer.Column(controller: "Inbox", navigation: NavigationContainer()))
    #expect(definition.split?.secondary == SplitViewContainer.Column(controller: "Message"))
    #expect(definition.split?.preferredDisplayMode == .oneOverSecondary)
    #expect(definition.split?.primaryColumnWidth == 280)
}

/// Bad split definitions report every problem at its field: a column that is no content class, an unknown display mode, a width of 0 or past the widest screen, a missing secondary.
@Test func splitViewDefinitionProblemsNameTheirFields() {
    #expect(problems("""
    {"id": "s", "splitViewController": {"primary": "UINavigationController", "preferredDisplayMode": "sideBySide", "primaryColumnWidth": 0}}
    """) == [
        "$.splitViewController.primary: unknown column class \"UINavigationController\": a column is a content controller class (wrap it with \"navigationController\" for a navigation column)",
        "$.splitViewController.secondary: is required (a controller class, or {\"controller\", \"navigationController\"})",
        "$.splitViewController.preferredDisplayMode: unknown display mode \"sideBySide\"; use one of automatic, oneBesideSecondary, oneOverSecondary, secondaryOnly",
        "$.splitViewController.primaryColumnWidth: must be a number of points greater than 0 and at most 1366 (the widest screen)",
    ])
    #expect(problems("""
    {"id": "s", "splitViewController": {"primary": {"controller": ""}, "secondary": "B", "primaryColumnWidth": 5000}}
    """) == [
        "$.splitViewController.primary.controller: must not be empty",
        "$.splitViewController.primaryColumnWidth: must be a number of points greater than 0 and at most 1366 (the widest screen)",
    ])
    #expect(problems("""
    {"id": "s", "navigationController": {}, "root": "A", "splitViewController": {"primary": "A", "secondary": "B"}}
    """) == [
        "$.splitViewController: give one container at the root: a splitViewController, a navigationController or a tabBarController (a tab may hold a splitViewController; a column may have its own navigationController)",
    ])
}
