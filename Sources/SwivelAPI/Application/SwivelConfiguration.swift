import SessionCore

/// Every setting of a Swivel server, after layering (flags > `SWIVEL_*` environment >
/// `Config/swivel.json` > the defaults below).
public struct SwivelConfiguration: Sendable, Equatable {
    /// Where the event log lives: how hard the server tries to keep acknowledged events.
    public enum Durability: String, Sendable, Equatable, CaseIterable {
        /// Every acknowledged event is on disk (SQLite WAL, synchronous=FULL, group commit).
        case durable
        /// Events are written but not fsynced: survives a crash of the process, not of the machine.
        case fast
        /// Nothing is written: sessions vanish with the process.
        case memory
    }

    public var host: String = "127.0.0.1"
    public var port: Int = 8080
    /// SQLite file, or a folder that gets `swivel.sqlite` inside it.
    public var dataPath: String = "./swivel-data"
    public var durability: Durability = .durable
    /// Folder of the built-in app definitions.
    public var appsDirectory: String = "Config/apps"
    /// Folder served at `/`.
    public var publicDirectory: String = "Public"
    /// libmicrohttpd's internal thread pool size; 0 means one thread per core.
    public var threads: Int = 0
    public var connectionLimit: Int = 4096
    /// Most connections from one address; nil: 256 when listening beyond loopback, none on
    /// loopback (every local client is 127.0.0.1).
    public var perIPConnectionLimit: Int?
    /// Seconds a request body may take from its request line (slowloris); 0: no deadline.
    public var requestDeadlineSeconds: Int = 30
    public var connectionTimeoutSeconds: Int = 30
    public var maxBodyBytes: Int = 1 << 20
    /// Request-body bytes all connections together may hold; more gets 503.
    public var maxInflightBodyBytes: Int = 256 << 20
    /// Most sessions kept at once; more answers 429.
    public var maxSessions: Int = 100_000
    /// Most sessions kept loaded in memory when there is a store; idle ones beyond it are
    /// evicted and replayed from the store on their next access.
    public var maxLoadedSessions: Int = 10_000
    /// swift-log level name: trace, debug, info, notice, warning, error, critical.
    public var logLevel: String = "info"
    /// The OpenAPI document served at `GET /openapi.json`.
    public var openAPIPath: String = "Config/openapi.json"
    /// Origins whose pages may call the API from a browser (CORS), besides the page Swivel
    /// serves itself; none by default.
    public var corsOrigins: [String] = []
    /// The bearer token every API request must carry (`Authorization: Bearer …`); nil: none.
    /// Required to listen on an address that is not loopback.
    public var token: String?

    public init() {}
}


extension SwivelConfiguration {
    /// What the session core is built from.
    var sessionsConfiguration: Sessions.Configuration {
        let storage: Sessions.Storage = switch durability {
        case .durable: .durable(path: dataPath)
        case .fast: .fast(path: dataPath)
        case .memory: .memory
        }
        return Sessions.Configuration(storage: storage, maxSessions: maxSessions, maxLoadedSessions: maxLoadedSessions,
                                      appsDirectory: appsDirectory)
    }
}
