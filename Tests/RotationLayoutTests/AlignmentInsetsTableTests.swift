import InterfaceImport
import RotationEngine
import Testing

/// The importer's copy of the alignment insets table (it writes JSON and knows no engine types)
/// is the engine's `AlignmentInsets.byClass` (docs/interface-import.md, "Alignment rectangles").
@Suite struct AlignmentInsetsTableTests {
    /// The same classes, each with the same top, left, bottom and right.
    @Test func theImportersCopyIsTheEngines() {
        #expect(Set(AlignmentInsetsImport.byClass.keys) == Set(AlignmentInsets.byClass.keys))
        for (name, copy) in AlignmentInsetsImport.byClass {
            #expect(EdgeInsets(top: copy.top, left: copy.left, bottom: copy.bottom, right: copy.right) == AlignmentInsets.byClass[name], "\(name)")
        }
    }
}
