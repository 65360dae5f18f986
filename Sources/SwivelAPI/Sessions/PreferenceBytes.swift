/// One preference of a `Prefer` header read over its bytes (RFC 7240: `token [BWS "=" BWS word]`,
/// then `;` parameters), for `SessionService.prefersMinimal`.
enum PreferenceBytes {
    typealias Bytes = Slice<UnsafeBufferPointer<UInt8>>

    /// `return=minimal`, the name and value in any case, blanks around `=`, the value quoted or not.
    static func isReturnMinimal(_ preference: Bytes) -> Bool {
        let main = preference.prefix { $0 != UInt8(ascii: ";") }
        guard let equals = main.firstIndex(of: UInt8(ascii: "=")) else { return false }
        return equalIgnoringCase(trimmed(main[..<equals]), "return")
            && equalIgnoringCase(unquoted(trimmed(main[(equals + 1)...])), "minimal")
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }

    private static func trimmed(_ bytes: Bytes) -> Bytes {
        var bytes = bytes
        while let first = bytes.first, isBlank(first) { bytes.removeFirst() }
        while let last = bytes.last, isBlank(last) { bytes.removeLast() }
        return bytes
    }

    /// A quoted-string's content (the value has no escapes to undo: `minimal` is a token).
    private static func unquoted(_ bytes: Bytes) -> Bytes {
        guard bytes.count >= 2, bytes.first == UInt8(ascii: "\""), bytes.last == UInt8(ascii: "\"") else { return bytes }
        return bytes.dropFirst().dropLast()
    }

    /// `bytes` equals the lower-case ASCII `word`, letters in any case.
    private static func equalIgnoringCase(_ bytes: Bytes, _ word: StaticString) -> Bool {
        guard bytes.count == word.utf8CodeUnitCount else { return false }
        return word.withUTF8Buffer { word in
            var index = 0
            for byte in bytes {
                let lowered = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
                guard lowered == word[index] else { return false }
                index += 1
            }
            return true
        }
    }
}
