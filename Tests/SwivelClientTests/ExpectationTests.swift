import Foundation
import Testing
@testable import SwivelClient

/// expectFrame and expectCallbackOrder pass silently, or throw saying what the app did instead.
@Suite struct ExpectationTests {
    /// A matching frame (whole or in parts) is returned; a wrong one names the view, its frame and each wrong part.
    @Test func frames() throws {
        let layout = try Fixture.decode(Layout.self, "layout")
        #expect(try expectFrame(layout, "bShape", x: 20, y: 84, width: 280, height: 464) == Rect(x: 20, y: 84, width: 280, height: 464))
        #expect(try expectFrame(layout, "bShape", Rect(x: 20, y: 84, width: 280, height: 464)).width == 280)
        #expect(try expectFrame(layout, "bShape", width: 281, tolerance: 1).width == 280)
        let error = #expect(throws: ExpectationFailure.self) { try expectFrame(layout, "bShape", x: 20, y: 72, width: 528) }
        #expect(error?.description == "view \"bShape\" of BViewController#1 has frame (x 20, y 84, width 280, height 464) in portrait; "
                + "expected y 72 (is 84), width 528 (is 280)")
    }

    /// A view that is not on screen names the views there are.
    @Test func missingView() throws {
        let layout = try Fixture.decode(Layout.self, "layout")
        let error = #expect(throws: ExpectationFailure.self) { try expectFrame(layout, "aShape", x: 0) }
        #expect(error?.description == "no view \"aShape\" on screen; the views are: bShape, bView, navigationView")
    }

    /// Steps in order with others between pass; a missing one lists what matched, the miss and the actual sequence.
    @Test func callbackOrder() throws {
        let answer = try Fixture.decode(EventResult.self, "events-rotate")
        try expectCallbackOrder(answer, ["APortraitViewController#1 viewWillDisappear:", "ALandscapeViewController viewDidAppear:"])
        let error = #expect(throws: ExpectationFailure.self) {
            try expectCallbackOrder(answer, ["ALandscapeViewController viewDidAppear:", "APortraitViewController#1 viewWillDisappear:"])
        }
        let lines = error?.description.split(separator: "\n").map(String.init) ?? []
        #expect(Array(lines.prefix(5)) == [
            "the callbacks did not run in this order: 1 of 2 expected steps matched",
            "expected:",
            "  ok   ALandscapeViewController viewDidAppear:",
            "  MISS APortraitViewController#1 viewWillDisappear:",
            "actual (20 entries):",
        ])
    }

    /// exact compares the whole filtered sequence.
    @Test func exactOrder() throws {
        let page = try Fixture.decode(TracePage.self, "trace")
        let launch = Array(page.entries.prefix(2))
        try expectCallbackOrder(launch, ["loadView", "viewDidLoad"], exact: true)
        #expect(throws: ExpectationFailure.self) { try expectCallbackOrder(launch, ["loadView"], exact: true) }
        #expect(callbacks(launch) == ["APortraitViewController#1 loadView", "APortraitViewController#1 viewDidLoad"])
    }
}
