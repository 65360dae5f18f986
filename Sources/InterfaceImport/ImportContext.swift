/// What every step of an import shares: the notes so far and the bounds.
struct ImportContext {
    let limits: ImportLimits
    var notes: [ImportNote] = []
    var elementCount = 0
    var variationCount = 0

    init(limits: ImportLimits) { self.limits = limits }

    mutating func note(_ file: String, _ object: String?, _ message: String) {
        notes.append(ImportNote(file: file, object: object, message: message))
    }

    /// Counts imported views against `maximumElements`.
    mutating func countElement(_ element: MarkupElement, file: String) throws(InterfaceImportError) {
        elementCount += 1
        guard elementCount <= limits.maximumElements else {
            throw InterfaceImportError(.invalidInterfaceFile, file: file, line: element.line, column: element.column,
                                       message: "more than \(limits.maximumElements) views in the files together; import fewer files at once")
        }
    }

    /// Counts size-class variations against `maximumVariations`.
    mutating func countVariation(_ element: MarkupElement, file: String) throws(InterfaceImportError) {
        variationCount += 1
        guard variationCount <= limits.maximumVariations else {
            throw InterfaceImportError(.invalidInterfaceFile, file: file, line: element.line, column: element.column,
                                       message: "more than \(limits.maximumVariations) size-class variations in the files together; Swivel imports at most \(limits.maximumVariations)")
        }
    }
}

extension InterfaceImportError {
    /// An `invalid_interface_file` error at `element`.
    static func invalid(_ message: String, at element: MarkupElement, file: String) -> InterfaceImportError {
        InterfaceImportError(.invalidInterfaceFile, file: file, line: element.line, column: element.column, message: message)
    }
}

/// One Interface Builder object by file and id: ids are unique within a file only (Xcode 4's
/// numeric ids repeat from file to file).
struct ObjectRef: Hashable {
    var file: Int
    var id: String
}

extension MarkupElement {
    /// Every element of this subtree, this one first, in document order (without recursion).
    func forEachDescendant(_ body: (MarkupElement) throws(InterfaceImportError) -> Void) throws(InterfaceImportError) {
        var stack: [(element: MarkupElement, next: Int)] = [(self, 0)]
        try body(self)
        while !stack.isEmpty {
            let top = stack.count - 1
            let (element, next) = stack[top]
            if next < element.children.count {
                stack[top].next += 1
                let child = element.children[next]
                try body(child)
                stack.append((child, 0))
            } else {
                stack.removeLast()
            }
        }
    }
}
