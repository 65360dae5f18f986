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
        "RotationLayout": ["RotationEngine", "TimerModel"],
        "RotationExplorer": ["RotationEngine", "RotationLayout", "TimerModel"],
        "SwivelJSON": [],
        "CMicroHTTPD": [], "CSQLite": [], "CCairo": [], "CPNG": [],
        "CNamedThread": [], "NamedThread": ["CNamedThread"],
        "HTTPServer": ["CMicroHTTPD", "NamedThread", "Logging"],
        "SwivelStorage": ["CSQLite", "NamedThread", "CoreMetrics"],
        "AppCatalog": ["SwivelJSON", "RotationEngine", "TimerModel"],
        "SwivelScreenshot": ["CCairo", "CPNG", "RotationLayout", "RotationEngine"],
        "SwivelAPI": ["NamedThread", "HTTPServer", "SwivelJSON", "AppCatalog", "RotationEngine", "RotationLayout", "TimerModel", "SwivelStorage", "Logging", "CoreMetrics", "Prometheus", "RotationExplorer", "SwivelScreenshot"],
        "swivel": ["SwivelAPI", "ArgumentParser", "Logging", "RotationExplorer"],
        "swivel-bench": ["RotationEngine", "RotationLayout", "AppCatalog", "SwivelJSON", "SwivelStorage"],
        "RotationTestSupport": ["RotationEngine", "AppCatalog", "Testing"],
    ]
    static let system: Set<String> = ["Foundation", "Glibc", "Darwin", "Synchronization"]

    static var sources: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources")
    }

    /// Every module's imports stay inside its layer.
    @Test func importsFollowTheLayering() throws {
        let modules = try FileManager.default.contentsOfDirectory(atPath: Self.sources.path).sorted()
        #expect(Set(modules) == Set(Self.allowed.keys), "a module was added or removed: update the graph here and in docs/architecture.md")
        var violations: [String] = []
        for module in modules {
            let allowed = Self.allowed[module] ?? []
            let root = Self.sources.appendingPathComponent(module)
            guard let files = FileManager.default.enumerator(atPath: root.path) else { continue }
            for case let file as String in files where file.hasSuffix(".swift") {
                let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
                for line in text.split(separator: "\n") {
                    let words = line.split(separator: " ").filter { !$0.hasPrefix("@") }
                    guard words.count >= 2, words[0] == "import" else { continue }
                    let imported = String(words[1])
                    if !allowed.contains(imported) && !Self.system.contains(imported) {
                        violations.append("\(module)/\(file) imports \(imported)")
                    }
                }
            }
        }
        #expect(violations == [])
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
