import Foundation
import Synchronization
import Testing
@testable import HTTPServer

/// `Answer.completing`: work that calls back — at once or later, from another thread —
/// is answered with what `respond` makes of its result.
@Suite struct CompletingResponseTests {
    private struct Refused: Error, Equatable {}

    /// Work that calls back before returning is answered at once, with the answer already there.
    @Test func callbackBeforeReturningIsAnsweredAtOnce() throws {
        let response = Answer.completing({ (done: @escaping @Sendable (Result<Int, Refused>) -> Void) in done(.success(7)) }) { result in
            HTTPResponse(status: 200, body: Array("\(try! result.get())".utf8))
        }
        guard case .later(let pending) = response else { Issue.record("a completing answer comes later"); return }
        let answer = try #require(pending.answer())
        #expect(answer.status == 200)
        #expect(answer.body == Array("7".utf8))
    }

    /// Work that calls back later, on another thread, leaves the answer pending until then; `respond` runs when the answer is asked for, not on the calling-back thread.
    @Test func callbackLaterIsAnsweredThen() throws {
        let callback = Mutex<(@Sendable (Result<Int, Refused>) -> Void)?>(nil)
        let respondedOn = Mutex<String?>(nil)
        let response = Answer.completing({ done in callback.withLock { $0 = done } }) { result in
            respondedOn.withLock { $0 = Thread.current.name }
            return switch result {
            case .success: HTTPResponse(status: 200)
            case .failure: HTTPResponse(status: 503)
            }
        }
        guard case .later(let pending) = response else { Issue.record("a completing answer comes later"); return }
        #expect(pending.answer() == nil)
        let thread = Thread { callback.withLock { $0 }?(.failure(Refused())) }
        thread.name = "writer"
        thread.start()
        while pending.answer() == nil { usleep(100) }
        #expect(pending.answer()?.status == 503)
        #expect(respondedOn.withLock { $0 } != "writer", "the answer is made where it is asked for")
    }
}
