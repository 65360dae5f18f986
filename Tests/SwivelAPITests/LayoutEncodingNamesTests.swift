import RotationEngine
import RotationLayout
import Testing
@testable import SwivelAPI

/// The literal names the snapshot writes for a view's kind and what laid it out are the names Config/openapi.json gives (the enums' raw values).
@Test func layoutNamesAreTheDocumentedOnes() {
    for kind in ViewKind.allCases { #expect("\(kind.jsonName)" == kind.rawValue) }
    for layoutBy in [LayoutBy.constraints, .autoresizing, .code] { #expect("\(layoutBy.jsonName)" == layoutBy.rawValue) }
}
