import Foundation
@testable import SwivelClient

/// Answers recorded from a real server by scripts/record-client-fixtures.py (one file per
/// route, in Fixtures/ beside this file).
enum Fixture {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func data(_ name: String) throws -> Data {
        try Data(contentsOf: folder.appendingPathComponent("\(name).json"))
    }

    static func decode<T: Decodable>(_ type: T.Type, _ name: String) throws -> T {
        try SwivelJSONCoding.decoder.decode(T.self, from: data(name))
    }
}
