import InterfaceImport
import SwivelJSON

/// libFuzzer entry: any bytes as an Interface Builder file or Info.plist. The XML reader and
/// the importer must answer every input with a result or an error, never a crash; an error
/// must carry a position inside the input; a result must be deterministic (imported twice, the
/// same bytes) and its JSON must read back to the same value. Bounds are lowered so that the
/// limits themselves are exercised.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInterfaceImport(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let limits = ImportLimits(markup: MarkupLimits(maximumBytes: 1 << 20, maximumDepth: 64, maximumAttributes: 32, maximumElements: 20_000),
                              maximumScenes: 50, maximumElements: 500, maximumViewDepth: 20)
    do throws(InterfaceImportError) {
        _ = try MarkupReader.parse(bytes, file: "fuzz.xml", limits: limits.markup)
    } catch {
        checkPosition(error, bytes)
    }
    let file = InterfaceFile(name: "Fuzz.storyboard", bytes: bytes)
    do throws(InterfaceImportError) {
        let result = try InterfaceImporter.importFiles([file], limits: limits)
        let written = result.json.serialized()
        guard let again = try? JSONParser.parse(written), again == result.json else { fatalError("the import's JSON does not read back") }
        guard (try? InterfaceImporter.importFiles([file], limits: limits).json.serialized()) == written else { fatalError("the import is not deterministic") }
        // An overlay naming every controller (and nothing else) merges without a problem.
        var controllers = JSONObject()
        for key in result.app["controllers"]?.objectValue?.keys ?? [] { controllers[key] = ["title": "fuzz"] }
        guard (try? result.applying(overlay: ["controllers": .object(controllers)])) != nil else { fatalError("an overlay of the imported keys was refused") }
    } catch {
        checkPosition(error, bytes)
    }
    return 0
}

/// An error's line is within the input's lines.
func checkPosition(_ error: InterfaceImportError, _ bytes: [UInt8]) {
    guard let line = error.line else { return }
    let lines = bytes.reduce(1) { $0 + ($1 == UInt8(ascii: "\n") || $1 == UInt8(ascii: "\r") ? 1 : 0) }
    if line < 1 || line > lines || (error.column ?? 1) < 1 { fatalError("error position \(line):\(error.column ?? 0) outside the input: \(error)") }
}
