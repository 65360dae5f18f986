import Foundation
import Testing

/// The module graph, read from Package.swift itself (no hand-kept copy to drift), checked
/// against the imports in `Sources/` and `Tests/`: every import is one the target declares, and
/// the pure core (engine, timer model, layout, solver, explorer) depends on nothing of the shell.
@Suite struct LayeringTests {
    /// What each product of a package dependency lets a target import.
    static let productModules: [String: Set<String>] = [
        "Logging": ["Logging"], "Metrics": ["Metrics", "CoreMetrics"], "Prometheus": ["Prometheus"],
        "ArgumentParser": ["ArgumentParser"],
    ]
    static let system: Set<String> = ["Foundation", "Glibc", "Darwin", "Synchronization"]
    /// The pure core: no HTTP, JSON, database, clock or threads (docs/architecture.md).
    static let pureCore: Set<String> = ["TimerModel", "RotationEngine", "RotationLayout", "ConstraintSolver", "RotationExplorer"]

    struct Target {
        var name: String
        var kind: String
        var imports: Set<String>
    }

    /// Every target Package.swift declares, with the modules it may import: its target
    /// dependencies and its products' modules.
    static func targets() throws -> [String: Target] {
        let manifest = try String(contentsOf: repository.appendingPathComponent("Package.swift"), encoding: .utf8)
        var targets: [String: Target] = [:]
        for kind in ["target", "executableTarget", "testTarget", "systemLibrary"] {
            var rest = Substring(manifest)
            while let open = rest.range(of: ".\(kind)(") {
                rest = rest[open.upperBound...]
                // The declaration runs to the parenthesis that closes it.
                var depth = 1
                var end = rest.startIndex
                while depth > 0, end < rest.endIndex {
                    if rest[end] == "(" { depth += 1 } else if rest[end] == ")" { depth -= 1 }
                    end = rest.index(after: end)
                }
                let declaration = rest[..<end]
                guard let name = quoted(after: "name:", in: declaration) else { continue }
                var imports: Set<String> = []
                if let dependencies = declaration.range(of: "dependencies:") {
                    let list = declaration[dependencies.upperBound...]
                    var scan = list
                    while let quote = scan.firstIndex(of: "\"") {
                        let after = scan[scan.index(after: quote)...]
                        guard let close = after.firstIndex(of: "\"") else { break }
                        let word = String(after[..<close])
                        let before = list[..<quote]
                        if before.hasSuffix(".product(name: ") {
                            imports.formUnion(productModules[word] ?? [word])
                        } else if !before.hasSuffix("package: ") {
                            imports.insert(word)
                        }
                        scan = after[after.index(after: close)...]
                    }
                }
                targets[name] = Target(name: name, kind: kind, imports: imports)
            }
        }
        return targets
    }

    static func quoted(after label: String, in text: Substring) -> String? {
        guard let start = text.range(of: label + " \"") else { return nil }
        let rest = text[start.upperBound...]
        guard let close = rest.firstIndex(of: "\"") else { return nil }
        return String(rest[..<close])
    }

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

    /// Every module's imports are the dependencies Package.swift declares for it.
    @Test func importsAreTheDeclaredDependencies() throws {
        let targets = try Self.targets()
        let modules = try FileManager.default.contentsOfDirectory(atPath: Self.sources.path).sorted()
        #expect(Set(modules) == Set(targets.values.filter { $0.kind != "testTarget" }.map(\.name)), "Sources/ and Package.swift disagree")
        var allowed = targets.mapValues(\.imports)
        // The shared test support is test code: it may import the toolchain's Testing.
        allowed["RotationTestSupport", default: []].insert("Testing")
        allowed["SessionTestSupport", default: []].insert("Testing")
        // URLSession lives in FoundationNetworking on Linux (clients/swift/README.md).
        allowed["SwivelClient", default: []].insert("FoundationNetworking")
        #expect(try Self.violations(under: Self.sources, modules, allowed: allowed, system: Self.system) == [])
    }

    /// The pure core depends only on the pure core; the transport on nothing of the API.
    @Test func theCoreAndTheTransportStayInTheirLayers() throws {
        let targets = try Self.targets()
        for name in Self.pureCore {
            let outside = targets[name]?.imports.subtracting(Self.pureCore) ?? ["(missing)"]
            #expect(outside.isEmpty, "\(name) depends on \(outside.sorted())")
        }
        #expect(targets["HTTPServer"]?.imports.isDisjoint(with: ["SwivelAPI", "SwivelJSON", "AppCatalog", "SwivelStorage"]) == true)
        #expect(targets["InterfaceImport"]?.imports == ["SwivelJSON"])
    }

    /// The session core knows no HTTP and no adapter (docs/architecture.md, "The session core");
    /// the WebDriver facade uses the core, never the native API.
    @Test func theSessionCoreStandsApartFromHTTP() throws {
        let targets = try Self.targets()
        let core = try #require(targets["SessionCore"]?.imports)
        #expect(core.isDisjoint(with: ["HTTPServer", "CMicroHTTPD", "WebDriver", "SwivelAPI", "Prometheus"]), "SessionCore imports \(core.sorted())")
        let facade = try #require(targets["WebDriver"]?.imports)
        #expect(facade.contains("SessionCore"))
        #expect(!facade.contains("SwivelAPI"), "the facade is an adapter over the core, not over the native routes")
    }

    /// Test targets import only what Package.swift gives them (SwiftPM would otherwise build
    /// them only while another target happens to pull the module in).
    @Test func testTargetsImportWhatTheyDeclare() throws {
        let targets = try Self.targets()
        let tests = Self.repository.appendingPathComponent("Tests")
        let names = try FileManager.default.contentsOfDirectory(atPath: tests.path).filter { $0.hasSuffix("Tests") }.sorted()
        #expect(Set(names) == Set(targets.values.filter { $0.kind == "testTarget" }.map(\.name)), "Tests/ and Package.swift disagree")
        #expect(try Self.violations(under: tests, names, allowed: targets.mapValues(\.imports), system: Self.system.union(["Testing"])) == [])
    }

    /// The Swift client stands alone, so an app's test target builds none of the server
    /// (clients/swift/README.md): no target dependency, and Foundation (with FoundationNetworking,
    /// URLSession's home on Linux) its only import.
    @Test func theSwiftClientImportsOnlyFoundation() throws {
        let targets = try Self.targets()
        #expect(targets["SwivelClient"]?.imports == [])
        let only = try Self.violations(under: Self.sources, ["SwivelClient"], allowed: ["SwivelClient": ["FoundationNetworking"]],
                                       system: ["Foundation"])
        #expect(only == [])
    }

    /// The codec writes what the service worked out ("the encoder never runs the
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
