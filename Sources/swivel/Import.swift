import AppCatalog
import ArgumentParser
import Foundation
import InterfaceImport

/// `swivel import FILE…`: storyboards, xibs and an Info.plist → an app definition (docs/interface-import.md).
/// Thin: the import is `InterfaceImport`'s; here, files are read and results written.
struct Import: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Turn Interface Builder storyboards and xibs (and an Info.plist) into a Swivel app definition.",
        discussion: """
            FILE… are storyboards, xibs and at most one Info.plist, told apart by their content. \
            Prints the app definition (or writes it to --out) and the import report (notes: what \
            was not carried over, or was chosen) on standard error. --overlay merges a partial app \
            definition over the import: rotation behaviour lives in code, so it goes there \
            (supportedInterfaceOrientations, shouldAutorotate, behaviour, …). A file that cannot be \
            imported exits with status 1 and FILE:LINE:COLUMN: message. docs/interface-import.md \
            has the mapping.
            """
    )

    @Argument(help: "Storyboards, xibs and an Info.plist.")
    var files: [String]

    @Option(help: "An Info.plist (the same as giving it among the files).")
    var infoPlist: String?

    @Option(help: "A JSON file with a partial app definition merged over the import.")
    var overlay: String?

    @Option(help: "The app's id (default: the main storyboard's or root xib's name).")
    var id: String?

    @Option(help: "Write the app definition (or, with --json, the whole result) to this file.")
    var out: String?

    @Flag(help: "Print {\"app\", \"notes\", \"segues\"} instead of the app definition alone.")
    var json = false

    func run() throws {
        var inputs: [InterfaceFile] = []
        for path in files + (infoPlist.map { [$0] } ?? []) {
            inputs.append(InterfaceFile(name: path, bytes: try read(path)))
        }
        var result: ImportResult
        do throws(InterfaceImportError) {
            result = try InterfaceImporter.importFiles(inputs, id: id)
        } catch {
            fail("\(error) [\(error.code.rawValue)]")
        }
        if let overlay {
            let bytes = try read(overlay)
            do throws(ImportOverlayError) {
                result = ImportResult(app: try ImportOverlay.merge(bytes, into: result.app), notes: result.notes, segues: result.segues)
            } catch {
                fail(error.problems.map { "\(overlay): \($0)" }.joined(separator: "\n"))
            }
        }
        for note in result.notes { printError("note: \(note)") }
        // The app format grows with the engine: a definition the decoder does not take yet is a
        // warning here, not a failure (the import itself succeeded).
        do {
            _ = try AppDefinitionDecoder.decode(result.app)
        } catch {
            printError("warning: the app definition does not validate as it is (fix it with --overlay):\n"
                + error.problems.map { "  \($0)" }.joined(separator: "\n"))
        }
        let text = (json ? result.jsonText : result.appText) + "\n"
        if let out {
            guard FileManager.default.createFile(atPath: out, contents: Data(text.utf8)) else { fail("\(out): cannot write") }
        } else {
            FileHandle.standardOutput.write(Data(text.utf8))
        }
    }

    private func read(_ path: String) throws -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: path) else { fail("\(path): cannot read") }
        return [UInt8](data)
    }

    private func printError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    private func fail(_ message: String) -> Never {
        printError(message)
        Import.exit(withError: ExitCode.failure)
    }
}
