import Testing
@testable import SwivelAPI

/// `Prefer: return=minimal` is found anywhere in the header's list of preferences (RFC 7240).
@Suite struct PreferHeaderTests {
    /// The minimal answer is chosen for the preference alone, in a list, after blanks, with blanks around `=`, quoted, in any case, or with parameters.
    @Test func findsReturnMinimal() {
        for header in ["return=minimal", "respond-async, return=minimal", "wait=5,\treturn=minimal", "  return=minimal", "return=minimal; x=1",
                       "return = minimal", "return=\"minimal\"", "Return=Minimal", "foo=\"a,b\", return=minimal"] {
            #expect(SessionService.prefersMinimal(header), "\(header)")
        }
    }

    /// Anything else keeps the default (full) answer.
    @Test func ignoresOtherPreferences() {
        for header in [nil, "", ",", "return=representation", "respond-async", "return", "xreturn=minimal", "return=minima", "return=minimalist",
                       "return=minimal2", "return=\"minimal", "return=mini mal", "foo=\"return=minimal\""] as [String?] {
            #expect(!SessionService.prefersMinimal(header), "\(header ?? "nil")")
        }
    }
}
