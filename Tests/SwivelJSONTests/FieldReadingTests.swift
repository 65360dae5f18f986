import SwivelJSON
import Testing

/// The body `text` as a field at `$` (`null` if it does not parse, which no expectation here wants).
private func field(_ text: String) -> JSONField {
    JSONField((try? JSONParser.parse(text)) ?? .null)
}

/// What `read` throws, as `path: message`.
private func problem<Value>(_ read: () throws(JSONFieldProblem) -> Value) -> String? {
    do throws(JSONFieldProblem) {
        _ = try read()
        return nil
    } catch {
        return error.description
    }
}

/// A member's problem names its path from `$`, and a wrong kind says what came instead.
@Test func memberOfTheWrongKindNamesItsPath() throws {
    let body = try field(#"{"events": [{"type": "rotate"}, {"type": 3}]}"#).object()
    let events = try body.required("events", "a list").array()
    #expect(problem { () throws(JSONFieldProblem) in try events[1].object().required("type", "an event type").string() }
        == "$.events[1].type: expected a string, got a number")
}

/// An absent member says what it should have been.
@Test func missingMemberSaysWhatIsRequired() throws {
    let body = try field(#"{"type": "advance"}"#).object()
    #expect(problem { () throws(JSONFieldProblem) in try body.required("ms", "milliseconds, a whole number >= 0") }
        == "$.ms: is required (milliseconds, a whole number >= 0)")
}

/// An object read with its allowed keys reports the first other key at that key's path; every
/// one of them can be listed.
@Test func unknownKeysAreReportedAtTheirPaths() throws {
    let root = field(#"{"app": "x", "colour": 1, "size": 2}"#)
    #expect(problem { () throws(JSONFieldProblem) in try root.object(allowing: ["app"]) }
        == "$.colour: unknown key; allowed here: app")
    #expect(try root.object().unknownKeys(allowed: ["app"]).map(\.description)
        == ["$.colour: unknown key; allowed here: app", "$.size: unknown key; allowed here: app"])
}

/// Whole numbers: 3.0 is 3; a fraction, a number out of range (even one too large for an Int)
/// or another kind says the range and what came.
@Test func wholeNumbersAndTheirRanges() throws {
    #expect(try field("3.0").integer(in: 0...10) == 3)
    #expect(problem { () throws(JSONFieldProblem) in try field("2.5").integer(in: 0...10) } == "$: expected a whole number from 0 to 10, got 2.5")
    #expect(problem { () throws(JSONFieldProblem) in try field("11").integer(in: 0...10) } == "$: expected a whole number from 0 to 10, got 11")
    #expect(problem { () throws(JSONFieldProblem) in try field("1e30").integer(in: 0...10) } == "$: expected a whole number from 0 to 10, got 1e+30")
    #expect(problem { () throws(JSONFieldProblem) in try field("200000").number(in: 0...100_000) } == "$: expected a number from 0 to 100000, got 200000")
    #expect(problem { () throws(JSONFieldProblem) in try field(#""7""#).integer(in: 0...10) } == "$: expected a whole number from 0 to 10, got a string")
}

/// Names from a fixed list: an unknown one lists the names that work; another kind asks for a name.
@Test func namesFromAFixedList() throws {
    let names = ["start", "pause", "reset"]
    #expect(try field(#""pause""#).name("timer action", names: names) { names.contains($0) ? $0 : nil } == "pause")
    #expect(problem { () throws(JSONFieldProblem) in try field(#""stop""#).name("timer action", names: names) { names.contains($0) ? $0 : nil } }
        == #"$: unknown timer action "stop"; use one of start, pause, reset"#)
    #expect(problem { () throws(JSONFieldProblem) in try field("[]").name("orientation", names: names) { $0 } }
        == "$: expected an orientation name, got an array")
}

/// One name or a non-empty list of names; an empty list is a problem, and so is each bad element.
@Test func oneNameOrAList() throws {
    let lookup: (String) -> String? = { ["a", "b"].contains($0) ? $0 : nil }
    #expect(try field(#""a""#).names("letter", names: ["a", "b"], lookup) == ["a"])
    #expect(try field(#"["b", "a"]"#).names("letter", names: ["a", "b"], lookup) == ["b", "a"])
    #expect(problem { () throws(JSONFieldProblem) in try field("[]").names("letter", names: ["a", "b"], lookup) } == "$: name at least one letter: a, b")
    #expect(problem { () throws(JSONFieldProblem) in try field(#"["a", "c"]"#).names("letter", names: ["a", "b"], lookup) }
        == #"$[1]: unknown letter "c"; use one of a, b"#)
}

/// Strings are non-empty unless asked otherwise; arrays may be bounded.
@Test func emptyStringsAndLongArrays() throws {
    #expect(problem { () throws(JSONFieldProblem) in try field(#""""#).string() } == "$: must not be empty")
    #expect(try field(#""""#).string(allowingEmpty: true) == "")
    #expect(problem { () throws(JSONFieldProblem) in try field("[1, 2, 3]").array(maximumCount: 2) } == "$: at most 2 elements, got 3")
}
