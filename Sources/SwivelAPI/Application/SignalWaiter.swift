#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Blocks the calling thread until SIGINT or SIGTERM arrives (README, Configuration: stop cleanly).
///
/// The signals are blocked (in the creating thread, and so in every thread started after
/// it, e.g. libmicrohttpd's pool) and then taken synchronously with `sigwait`: no handler
/// runs in signal context and none can be lost. (A Dispatch signal source registers
/// asynchronously, so a SIGTERM sent right after start-up was sometimes ignored.)
/// Create it before any other thread starts (`swivel serve` does so first thing, before
/// the session service and storage may start theirs): threads started earlier would still
/// take the default action, i.e. end the process without a graceful stop.
public final class SignalWaiter {
    private var signals = sigset_t()

    public init() {
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        pthread_sigmask(SIG_BLOCK, &signals, nil)
    }

    /// Waits for the first stop signal and returns it; then unblocks them in this thread,
    /// so a second Ctrl-C ends a shutdown that hangs.
    @discardableResult
    public func wait() -> Int32 {
        var received: Int32 = 0
        while sigwait(&signals, &received) != 0 {}
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
        return received
    }
}
