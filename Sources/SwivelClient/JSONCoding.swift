import Foundation

/// The coders every call uses: the API's JSON as it is (camelCase keys, numbers as numbers).
enum SwivelJSONCoding {
    static var decoder: JSONDecoder { JSONDecoder() }

    static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        // Stable bodies: the same call sends the same bytes (easier to read in the server's log).
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }
}
