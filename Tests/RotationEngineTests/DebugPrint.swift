import RotationEngine
import Testing

/// Prints a scenario's trace (run with `--filter printScenario` while writing tests).
@Test func printScenario() throws {
    var driver = Driver("alternate-landscape")
    for entry in driver.trace { print(entry.seq, entry.step, entry.bounds.map { "\($0.width)x\($0.height)" } ?? "-", entry.boundsCorrect.map { "\($0)" } ?? "-") }
    driver.rotate(.landscapeLeft)
    print("--- rotate landscapeLeft")
    for entry in driver.lastTrace { print(entry.seq, entry.step, entry.bounds.map { "\($0.width)x\($0.height)" } ?? "-", entry.boundsCorrect.map { "\($0)" } ?? "-", entry.detail.map { "\($0.fields.map { "\($0.key)=\($0.value)" })" } ?? "") }
}
