import HTTPServer
import Testing
@testable import SwivelAPI

/// A request's headers with `Prefer` fields holding `values`.
private func prefer(_ values: String?...) -> HTTPHeaders {
    HTTPHeaders(values.compactMap { $0 }.map { (name: "Prefer", value: $0) })
}

/// `Prefer: return=minimal` is found anywhere in the header's list of preferences (RFC 7240).
@Suite struct PreferHeaderTests {
    /// The minimal answer is chosen for the preference alone, in a list, after blanks, with blanks around `=`, quoted, in any case, or with parameters.
    @Test func findsReturnMinimal() {
        for header in ["return=minimal", "respond-async, return=minimal", "wait=5,\treturn=minimal", "  return=minimal", "return=minimal; x=1",
                       "return = minimal", "return=\"minimal\"", "Return=Minimal", "foo=\"a,b\", return=minimal"] {
            #expect(NativeRoutes.prefersMinimal(prefer(header)), "\(header)")
        }
    }

    /// Anything else keeps the default (full) answer.
    @Test func ignoresOtherPreferences() {
        for header in [nil, "", ",", "return=representation", "respond-async", "return", "xreturn=minimal", "return=minima", "return=minimalist",
                       "return=minimal2", "return=\"minimal", "return=mini mal", "foo=\"return=minimal\""] as [String?] {
            #expect(!NativeRoutes.prefersMinimal(prefer(header)), "\(header ?? "nil")")
        }
    }

    /// Preferences may come over several `Prefer` fields; return=minimal in any of them counts, in any case of the field name.
    @Test func findsReturnMinimalInALaterField() {
        #expect(NativeRoutes.prefersMinimal(prefer("respond-async", "return=minimal")))
        #expect(NativeRoutes.prefersMinimal(HTTPHeaders([(name: "Prefer", value: "wait=5"), (name: "PREFER", value: "return=minimal")])))
        #expect(!NativeRoutes.prefersMinimal(prefer("respond-async", "return=representation")))
        #expect(!NativeRoutes.prefersMinimal(HTTPHeaders([(name: "Preferences", value: "return=minimal")])))
    }
}
