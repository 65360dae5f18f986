// swift-tools-version: 6.0
//
// Swivel: iOS rotation behaviour (iOS 5 to 26), simulated headlessly and served over HTTP.
//
// Layering (dependencies point down only):
//
//   swivel (CLI) ------------ RotationExplorer          swivel-bench (engine, layout,
//        |                                                   JSON, storage, import)
//   SwivelAPI (native routes, JSON codecs, middleware, explorations, import)
//        |          \
//        |        WebDriver (the W3C facade)        adapters: HTTP in, core calls, HTTP out
//        |       /          \
//   SessionCore (sessions, registry, staging, store hand-off, eviction, replay; no HTTP)
//     /     |        \           \                      HTTPServer   SwivelScreenshot  InterfaceImport
//  AppCatalog  RotationLayout  SwivelStorage  NamedThread     |             |                |
//     |    \        |     \         |                     CMicroHTTPD  CCairo, CPNG     SwivelJSON
//  SwivelJSON RotationEngine ConstraintSolver CSQLite
//                  |
//              TimerModel
//
// HTTPServer, SwivelStorage and SwivelAPI start threads of their own through NamedThread
// (→ CNamedThread). docs/architecture.md explains each module; Tests/SwivelAPITests/
// LayeringTests.swift holds these edges and fails when an import crosses them.
//
// SwivelClient (the Swift client of the native API, a library product) stands apart: it
// depends on Foundation only, so an app's test target builds none of the server.
//
// RotationEngine, TimerModel, RotationLayout, ConstraintSolver and RotationExplorer are pure:
// no HTTP, JSON, database or clock. InterfaceImport reads bytes and writes JSON values, no I/O.
import PackageDescription

let package = Package(
    name: "swivel",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "swivel", targets: ["swivel"]),
        // The Swift client of the native API, for an app's test target: it depends on
        // Foundation only, so depending on it builds none of the server (clients/swift/README.md).
        .library(name: "SwivelClient", targets: ["SwivelClient"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-metrics", from: "2.13.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
    ],
    targets: [
        // C at the edge.
        .systemLibrary(
            name: "CMicroHTTPD",
            pkgConfig: "libmicrohttpd",
            providers: [.apt(["libmicrohttpd-dev"])]
        ),
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"])]
        ),
        .systemLibrary(
            name: "CPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"])]
        ),
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"])]
        ),

        // Swivel's own threads are named (CNamedThread keeps the C detail of naming them).
        .target(name: "CNamedThread"),
        .target(name: "NamedThread", dependencies: ["CNamedThread"]),

        // Pure core.
        .target(name: "TimerModel"),
        .target(name: "RotationEngine", dependencies: ["TimerModel"]),
        .target(name: "ConstraintSolver"),
        .target(name: "RotationLayout", dependencies: ["RotationEngine", "TimerModel", "ConstraintSolver"]),
        .target(name: "RotationExplorer", dependencies: ["RotationEngine", "RotationLayout", "TimerModel"]),

        // Shell.
        .target(name: "SwivelJSON"),
        .target(name: "AppCatalog", dependencies: ["SwivelJSON", "RotationEngine", "TimerModel"]),
        .target(name: "InterfaceImport", dependencies: ["SwivelJSON"]),
        .target(
            name: "HTTPServer",
            dependencies: ["CMicroHTTPD", "NamedThread", .product(name: "Logging", package: "swift-log")]
        ),
        .target(name: "SwivelStorage", dependencies: ["CSQLite", "NamedThread", .product(name: "Metrics", package: "swift-metrics")]),
        .target(name: "SwivelScreenshot", dependencies: ["CCairo", "CPNG", "RotationLayout", "RotationEngine"]),
        // The session core: sessions, registered apps and their store, with no HTTP.
        .target(
            name: "SessionCore",
            dependencies: [
                "AppCatalog", "SwivelJSON", "RotationEngine", "RotationLayout", "TimerModel", "SwivelStorage", "NamedThread",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Metrics", package: "swift-metrics"),
            ]
        ),
        // Adapters over the core: the WebDriver facade and the native API.
        .target(
            name: "WebDriver",
            dependencies: ["SessionCore", "HTTPServer", "SwivelJSON", "RotationEngine", "RotationLayout", "SwivelScreenshot"]
        ),
        .target(
            name: "SwivelAPI",
            dependencies: [
                "SessionCore", "WebDriver",
                "HTTPServer", "SwivelJSON", "AppCatalog", "RotationEngine", "RotationLayout", "RotationExplorer",
                "TimerModel", "SwivelStorage", "SwivelScreenshot", "NamedThread", "InterfaceImport",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Metrics", package: "swift-metrics"),
                .product(name: "Prometheus", package: "swift-prometheus"),
            ]
        ),
        .executableTarget(
            name: "swivel",
            dependencies: [
                "SwivelAPI", "SessionCore", "RotationExplorer", "InterfaceImport", "AppCatalog",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .executableTarget(
            name: "swivel-bench",
            dependencies: ["RotationEngine", "RotationLayout", "AppCatalog", "SwivelJSON", "SwivelStorage", "InterfaceImport"]
        ),

        // The Swift client: Foundation (and FoundationNetworking on Linux) only, no server target.
        .target(name: "SwivelClient"),

        // Tests (RotationTestSupport and SessionTestSupport are shared test code, in no product).
        .target(name: "RotationTestSupport", dependencies: ["RotationEngine", "AppCatalog"]),
        .target(name: "SessionTestSupport", dependencies: ["SessionCore", "RotationEngine", "RotationTestSupport", .product(name: "Logging", package: "swift-log"), .product(name: "Metrics", package: "swift-metrics")]),
        .testTarget(name: "TimerModelTests", dependencies: ["TimerModel"]),
        .testTarget(name: "RotationEngineTests", dependencies: ["RotationEngine", "AppCatalog", "TimerModel", "RotationTestSupport", "SwivelJSON"]),
        .testTarget(name: "RotationExplorerTests", dependencies: ["RotationExplorer", "RotationEngine", "AppCatalog", "RotationTestSupport"]),
        .testTarget(name: "RotationLayoutTests", dependencies: ["RotationLayout", "RotationEngine", "AppCatalog", "RotationTestSupport", "InterfaceImport", "SwivelJSON"]),
        .testTarget(name: "SwivelJSONTests", dependencies: ["SwivelJSON"]),
        .testTarget(name: "ConstraintSolverTests", dependencies: ["ConstraintSolver"]),
        .testTarget(name: "InterfaceImportTests", dependencies: ["InterfaceImport", "SwivelJSON"], exclude: ["Fixtures"]),
        .testTarget(name: "HTTPServerTests", dependencies: ["HTTPServer", .product(name: "Logging", package: "swift-log")]),
        .testTarget(name: "SwivelStorageTests", dependencies: ["SwivelStorage"]),
        .testTarget(name: "SwivelScreenshotTests", dependencies: ["SwivelScreenshot", "RotationLayout", "RotationEngine", "AppCatalog", "RotationTestSupport"]),
        .testTarget(
            name: "SessionCoreTests",
            dependencies: [
                "SessionCore", "SessionTestSupport", "SwivelJSON", "SwivelStorage", "RotationEngine", "AppCatalog", "RotationTestSupport",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Metrics", package: "swift-metrics"),
            ]
        ),
        .testTarget(name: "WebDriverTests", dependencies: ["WebDriver", "SessionCore", "HTTPServer", "SwivelJSON", "RotationEngine", "RotationLayout", "AppCatalog", "RotationTestSupport"]),
        .testTarget(
            name: "SwivelAPITests",
            dependencies: [
                "SwivelAPI", "SessionCore", "SessionTestSupport", "WebDriver", "SwivelJSON", "HTTPServer", "RotationEngine", "RotationLayout", "AppCatalog", "RotationTestSupport",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // The client's decoding of recorded answers (Fixtures/), and the client against a real
        // `swivel serve` (the binary `swift test` builds beside the tests, or SWIVEL_BIN).
        .testTarget(name: "SwivelClientTests", dependencies: ["SwivelClient"], exclude: ["Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)
