import Synchronization

/// The request-body bytes every connection together may hold: one slow client per
/// connection sending a body within the per-request limit could otherwise make the server hold
/// connections × limit bytes. A body that would go past the budget is refused (503, retry
/// later) and its bytes are counted, not kept.
final class BodyBudget: Sendable {
    let limit: Int
    private let used = Atomic<Int>(0)

    init(limit: Int) {
        self.limit = limit
    }

    /// Takes `count` bytes from the budget; false (nothing taken) when they do not fit.
    func take(_ count: Int) -> Bool {
        let after = used.add(count, ordering: .relaxed).newValue
        if after <= limit { return true }
        used.subtract(count, ordering: .relaxed)
        return false
    }

    func give(_ count: Int) {
        guard count > 0 else { return }
        used.subtract(count, ordering: .relaxed)
    }

    /// Bytes held now.
    var inUse: Int { used.load(ordering: .relaxed) }
}
