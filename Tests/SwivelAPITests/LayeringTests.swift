import Foundation
import Testing

/// The module graph of docs/architecture.md, checked against the imports in `Sources/`: the
/// pure core (engine, timer model, layout) imports nothing of the shell, the transport imports
/// nothing of the API, and every import is one Package.swift declares.
@Suite struct LayeringTests {
    /// What each module may import (besides the system: Foundation, Glibc, Darwin, Synchronization).
    static let allowed: [String: Set<String>] = [
        "TimerModel": [],
        "RotationEngine": ["TimerModel"],
        "ConstraintSolver": [],
        "InterfaceImport": ["SwivelJSON"],
        "RotationLayout": ["RotationEngine", "TimerModel", "ConstraintSolver"],
        "RotationExplorer": ["RotationEngine", "RotationLayout", "TimerModel"],
        "SwivelJSON": [],
        "CMicroHTTPD": [], "CSQLite": [], "CCairo": [], "CPNG": [],
        "CNamedThread": [], "NamedThread": ["CNamedThread"],
        "HTTPServer": ["CMicroHTTPD", "NamedThread", "Logging"],
        "SwivelStorage": ["CSQLite", "NamedThread", "CoreMetrics"],
        "AppCatalog": ["SwivelJSON", "RotationEngine", "TimerModel"],
        "SwivelScreenshot": ["CCairo", "CPNG", "RotationLayout", "RotationEngine"],
        "SwivelAPI": ["NamedThread", "HTTPServer", "SwivelJSON", "AppCatalog", "RotationEngine", "RotationLayout", "TimerModel", "SwivelStorage", "Logging", "CoreMetrics", "Prometheus", "RotationExplorer", "SwivelScreenshot", "InterfaceImport"],
        "swivel": ["SwivelAPI", "ArgumentParser", "Logging", "RotationExplorer", "InterfaceImport", "AppCatalog"],
        "swivel-bench": ["RotationEngine", "RotationLayout", "AppCatalog", "SwivelJSON", "SwivelStorage", "InterfaceImport"],
        "RotationTestSupport": ["RotationEngine", "AppCatalog", "Testing"],
    ]
    static let system: Set<String> = ["Foundation", "Glibc", "Darwin", "Synchronization"]

    /// What each test target may import (what Package.swift declares for it).
    static let allowedInTests: [String: Set<String>] = [
        "TimerModelTests": ["TimerModel"],
        "ConstraintSolverTests": ["ConstraintSolver"],
        "InterfaceImportTests": ["InterfaceImport", "SwivelJSON"],
        "RotationEngineTests": ["RotationEngine", "AppCatalog", "TimerModel", "RotationTestSupport"],
        "RotationExplorerTests": ["RotationExplorer", "RotationEngine", "AppCatalog", "RotationTestSupport"],
        "RotationLayoutTests": ["RotationLayout", "RotationEngine", "AppCatalog", "RotationTestSupport"],
        "SwivelJSONTests": ["SwivelJSON"],
        "HTTPServerTests": ["HTTPServer", "Logging"],
        "SwivelStorageTests": ["SwivelStorage"],
        "SwivelScreenshotTests": ["SwivelScreenshot", "RotationLayout", "RotationEngine", "AppCatalog", "RotationTestSupport"],
        "SwivelAPITests": ["SwivelAPI", "SwivelJSON", "HTTPServer", "RotationEngine", "RotationLayout", "AppCatalog", "RotationTestSupport", "Logging"],
    ]

    static var repository: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    static var sources: URL { repository.appendingPathComponent("Sources") }

    /// `folder/module/**.swift` importing a module outside `allowed[module]` (and the system's).
    static func violations(under folder: URL, _ modules: [String], allowed: [String: Set<String>], system: Set<String>) throws -> [String] {
        var violations: [String] = []
        for module in modules {
            let allowed = allowed[module] ?? []
            let root = folder.appendingPathComponent(module)
            guard let files = FileManager.default.enumerator(atPath: root.path) else { continue }
            for case let file as String in files where file.hasSuffix(".swift") {
                let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
                for line in text.split(separator: "\n") {
                    let words = line.split(separator: " ").filter { !$0.hasPrefix("@") }
                    guard words.count >= 2, words[0] == "import" else { continue }
                    let imported = String(words[1])
                    if !allowed.contains(imported) && !system.contains(imported) {
                        violations.append("\(module)/\(file) imports \(imported)")
                    }
                }
            }
        }
        return violations
    }

    /// Every module's imports stay inside its layer.
    @Test func importsFollowTheLayering() throws {
        let modules = try FileManager.default.contentsOfDirectory(atPath: Self.sources.path).sorted()
        #expect(Set(modules) == Set(Self.allowed.keys), "a module was added or removed: update the graph here and in docs/architecture.md")
        #expect(try Self.violations(under: Self.sources, modules, allowed: Self.allowed, system: Self.system) == [])
    }

    /// Test targets import only what Package.swift gives them (SwiftPM would otherwise build
    /// them only while another target happens to pull the module in).
    @Test func testTargetsImportWhatTheyDeclare() throws {
        let tests = Self.repository.appendingPathComponent("Tests")
        let targets = try FileManager.default.contentsOfDirectory(atPath: tests.path).filter { $0.hasSuffix("Tests") }.sorted()
        #expect(Set(targets) == Set(Self.allowedInTests.keys), "a test target was added or removed: update allowedInTests")
        #expect(try Self.violations(under: tests, targets, allowed: Self.allowedInTests, system: Self.system.union(["Testing"])) == [])
    }

    /// The codec writes what the service worked out (issue 14: "the encoder never runs the
    /// layout"): nothing under `SwivelAPI/Codec` resolves a layout or applies an event.
    @Test func theCodecComputesNothing() throws {
        let root = Self.sources.appendingPathComponent("SwivelAPI/Codec")
        var found: [String] = []
        for file in try FileManager.default.contentsOfDirectory(atPath: root.path) where file.hasSuffix(".swift") {
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            for call in ["LayoutResolver.", "Engine.apply("] where text.contains(call) {
                found.append("\(file) calls \(call)")
            }
        }
        #expect(found == [])
    }
}
