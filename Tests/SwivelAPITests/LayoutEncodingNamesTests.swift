import RotationEngine
import RotationLayout
import Testing

/// The literal names the snapshot writes for a view's kind and what laid it out are the names Config/openapi.json gives (the enums' raw values).
@Test func layoutNamesAreTheDocumentedOnes() {
    for kind in ViewKind.allCases { #expect("\(kind.staticName)" == kind.rawValue) }
    for layoutBy in LayoutBy.allCases { #expect("\(layoutBy.staticName)" == layoutBy.rawValue) }
}
