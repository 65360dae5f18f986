import AppCatalog
import Synchronization

/// The apps sessions can name: the built-in ones (`Config/apps`) and those clients registered
/// (`POST /v1/apps`, stored like sessions). Sessions, explorations and the WebDriver facade
/// read `current`, one consistent catalogue; a session copies the definition it starts with
/// into its own creation record, so replacing or deleting an app never changes a session.
public final class AppDirectory: Sendable {
    let builtIn: AppCatalog
    /// The most apps clients may register.
    static let maximumRegistered = 1_000

    private struct State {
        public var current: AppCatalog
        var registered: [String: AppCatalog.Entry] = [:]
        /// Ids a `POST` is storing: taken until the write commits or fails.
        var pending: Set<String> = []
    }

    private let state: Mutex<State>

    init(builtIn: AppCatalog) {
        self.builtIn = builtIn
        state = Mutex(State(current: builtIn))
    }

    /// Built-in and registered apps together, in id order.
    public var current: AppCatalog { state.withLock { $0.current } }

    var registeredCount: Int { state.withLock { $0.registered.count } }

    public func isBuiltIn(_ id: String) -> Bool { builtIn.entry(id) != nil }

    func isRegistered(_ id: String) -> Bool { state.withLock { $0.registered[id] != nil } }

    /// Takes `id` for a new registration: false when it is registered, being registered, or
    /// the limit is reached (`isFull` tells which).
    func reserve(_ id: String) -> Bool {
        state.withLock { state in
            guard state.registered[id] == nil, !state.pending.contains(id),
                  state.registered.count + state.pending.count < Self.maximumRegistered else { return false }
            state.pending.insert(id)
            return true
        }
    }

    var isFull: Bool { state.withLock { $0.registered.count + $0.pending.count >= Self.maximumRegistered } }

    func release(_ id: String) { _ = state.withLock { $0.pending.remove(id) } }

    /// Registers (or replaces) an app; ends a reservation of its id.
    func register(_ entry: AppCatalog.Entry) {
        state.withLock { state in
            let id = entry.definition.id
            state.pending.remove(id)
            state.registered[id] = entry
            state.current = AppCatalog(entries: builtIn.entries + Array(state.registered.values))
        }
    }

    /// Forgets a registered app; false when none has that id.
    @discardableResult
    func remove(_ id: String) -> Bool {
        state.withLock { state in
            guard state.registered.removeValue(forKey: id) != nil else { return false }
            state.current = AppCatalog(entries: builtIn.entries + Array(state.registered.values))
            return true
        }
    }
}
