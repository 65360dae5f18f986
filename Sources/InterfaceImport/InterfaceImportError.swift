/// Why a file cannot be imported, and where (docs/interface-import.md): the code a client branches on, the
/// file as it was named, the 1-based line and column when the problem has a position, and a
/// message that says what to do.
public struct InterfaceImportError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The error codes. `invalidInterfaceFile` also covers the bounds (file size, scenes,
    /// elements, nesting): one code for "this file cannot be read as given", its message naming
    /// the bound.
    public enum Code: String, Sendable, Equatable, CaseIterable {
        /// Not well-formed XML, a refused DTD or entity, a bound exceeded, or a document that is
        /// not an Interface Builder file or Info.plist (or is one that contradicts itself: an
        /// object id used twice, a segue to no object).
        case invalidInterfaceFile = "invalid_interface_file"
        /// A pre-Xcode 5 xib (`<archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB">`).
        case legacyInterfaceBuilderArchive = "legacy_interface_builder_archive"
        /// A file for another platform (`MacOSX.Cocoa`, `AppleTV`, watchOS).
        case unsupportedRuntime = "unsupported_runtime"
        /// A root Swivel cannot model (a storyboard reference, a controller that is no container
        /// or content controller, a split view controller without both columns).
        case unsupportedRoot = "unsupported_root"
    }

    public var code: Code
    /// The file's name as it was given (a path on the command line, a key of `files` in the API).
    public var file: String
    /// 1-based line, when the problem has a position.
    public var line: Int?
    /// 1-based column in Unicode scalars, when the problem has a position.
    public var column: Int?
    public var message: String

    public init(_ code: Code, file: String, line: Int? = nil, column: Int? = nil, message: String) {
        self.code = code
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// `FILE:LINE:COLUMN: message` (the compilers' form, which editors can jump to), or
    /// `FILE: message` for a problem without a position.
    public var description: String {
        if let line, let column { return "\(file):\(line):\(column): \(message)" }
        return "\(file): \(message)"
    }
}
