import Testing
@testable import SessionCore

/// Session ids are random and never one a registered session has.
struct SessionIDTests {
    /// Ids are 16 lower-case hex digits.
    @Test func idsAreSixteenHexDigits() {
        let id = SessionID.make()
        #expect(id.count == 16 && id.allSatisfy { $0.isHexDigit && !$0.isUppercase })
    }

    /// A drawn id that a registered session has is drawn again.
    @Test func takenIDsAreDrawnAgain() {
        var drawn = ["00000000000000aa", "00000000000000bb", "00000000000000cc"].makeIterator()
        let id = SessionID.unused(make: { drawn.next() ?? "" }, taken: { ["00000000000000aa", "00000000000000bb"].contains($0) })
        #expect(id == "00000000000000cc")
    }
}
