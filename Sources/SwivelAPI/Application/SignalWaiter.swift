import Dispatch

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Blocks the calling thread until SIGINT or SIGTERM arrives (SPEC §8: stop cleanly).
/// Signals are received through Dispatch sources rather than a C handler, so no code runs
/// in signal context. Created before the server starts, so an early signal is not lost.
final class SignalWaiter {
    static let stopSignals: [Int32] = [SIGINT, SIGTERM]

    private let received = DispatchSemaphore(value: 0)
    private let sources: [any DispatchSourceSignal]

    init() {
        var sources: [any DispatchSourceSignal] = []
        for number in Self.stopSignals {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { [received] in received.signal() }
            source.resume()
            sources.append(source)
        }
        self.sources = sources
    }

    /// Waits for the first stop signal, then restores the default actions so a second
    /// Ctrl-C ends a shutdown that hangs.
    func wait() {
        received.wait()
        for source in sources { source.cancel() }
        for number in Self.stopSignals { signal(number, SIG_DFL) }
    }
}
