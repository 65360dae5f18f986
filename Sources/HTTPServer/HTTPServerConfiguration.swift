/// How an `HTTPServer` listens and what it accepts (Config/openapi.json: body limit; README, Configuration: host and port).
public struct HTTPServerConfiguration: Sendable, Equatable {
    /// Address to bind: a numeric IPv4/IPv6 address or a resolvable name.
    public var host: String
    /// TCP port; 0 lets the kernel pick a free one (read it back from `HTTPServer.port`).
    public var port: Int
    /// Size of libmicrohttpd's internal epoll thread pool; 0 means one thread per core.
    public var threads: Int
    /// Most connections held open at once; libmicrohttpd refuses more at once (closes them).
    public var connectionLimit: Int
    /// Most connections from one IP address (0: no limit).
    public var perIPConnectionLimit: Int
    /// Seconds a request's headers may take, counted from when the connection starts waiting
    /// for them (`HeaderDeadline`), and its body, counted from its request line: a client
    /// trickling either is closed after it (0: no deadline). An idle keep-alive connection is
    /// waiting for headers too, so it is closed after this long as well.
    public var requestDeadlineSeconds: Double
    /// Seconds a connection may stay idle (including a stalled request body) before it is closed; 0 = never.
    public var connectionTimeoutSeconds: Int
    /// Largest request body accepted; larger ones get 413 without being buffered.
    public var maxBodyBytes: Int
    /// Request-body bytes all connections together may hold; a body past it gets 503.
    public var maxInflightBodyBytes: Int
    /// How long `stop()` waits for requests already being received or answered.
    public var shutdownGraceSeconds: Double

    public init(
        host: String = "127.0.0.1",
        port: Int = 8080,
        threads: Int = 0,
        connectionLimit: Int = 4096,
        perIPConnectionLimit: Int = 0,
        requestDeadlineSeconds: Double = 30,
        connectionTimeoutSeconds: Int = 30,
        maxBodyBytes: Int = 1 << 20,
        maxInflightBodyBytes: Int = 256 << 20,
        shutdownGraceSeconds: Double = 5
    ) {
        self.host = host
        self.port = port
        self.threads = threads
        self.connectionLimit = connectionLimit
        self.perIPConnectionLimit = perIPConnectionLimit
        self.requestDeadlineSeconds = requestDeadlineSeconds
        self.connectionTimeoutSeconds = connectionTimeoutSeconds
        self.maxBodyBytes = maxBodyBytes
        self.maxInflightBodyBytes = maxInflightBodyBytes
        self.shutdownGraceSeconds = shutdownGraceSeconds
    }

    /// The thread count actually used: `threads`, or the number of online cores when 0.
    public var effectiveThreads: Int {
        if threads > 0 { return threads }
        return max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
