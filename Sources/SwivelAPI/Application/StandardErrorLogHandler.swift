#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Logging
import Synchronization

/// The server's log handler: swift-log's `StreamLogHandler` line format, byte for byte —
/// `2026-11-26T21:50:00+0000 info swivel: [SwivelAPI] message` — written to standard error,
/// with two differences that matter at one request-log line per answer (BENCHMARKS.md,
/// "The request log"):
/// - the timestamp is formatted once per second, not per line (`StreamLogHandler` calls
///   `localtime`, which looks at /etc/localtime on every call, then `strftime`);
/// - a batch of lines (`logBatch`, the request log's) is written with one `write(2)`.
/// Lines from different threads never interleave: every write holds the output's lock.
public struct StandardErrorLogHandler: LogHandler {
    public var logLevel: Logger.Level = .info
    public var metadata: Logger.Metadata = [:] {
        didSet { prettyMetadata = Self.prettify(metadata) }
    }
    private var prettyMetadata: String?
    private let label: String
    private let output: LogOutput

    public init(label: String) {
        self.init(label: label, output: .standardError)
    }

    init(label: String, output: LogOutput) {
        self.label = label
        self.output = output
    }

    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    public func log(event: LogEvent) {
        var explicit = event.metadata ?? [:]
        if let error = event.error {
            explicit["error.message"] = "\(error)"
            explicit["error.type"] = "\(String(reflecting: type(of: error)))"
        }
        let pretty = explicit.isEmpty ? prettyMetadata : Self.prettify(metadata.merging(explicit) { _, new in new })
        output.write { bytes, timestamp in
            appendPrefix(timestamp, level: event.level, source: event.source, metadata: pretty, to: &bytes)
            bytes.append(contentsOf: event.message.description.utf8)
            bytes.append(UInt8(ascii: "\n"))
        }
    }

    /// Logs one line per element of `lines` at `level` with one write: each line's prefix as
    /// `log(event:)` writes it, then what `message` appends. Nothing below the handler's level.
    func logBatch<Lines: Sequence>(
        _ lines: Lines, level: Logger.Level, source: String, message: (Lines.Element, inout [UInt8]) -> Void
    ) {
        guard level >= logLevel else { return }
        output.write { bytes, timestamp in
            for line in lines {
                appendPrefix(timestamp, level: level, source: source, metadata: prettyMetadata, to: &bytes)
                message(line, &bytes)
                bytes.append(UInt8(ascii: "\n"))
            }
        }
    }

    /// `TIMESTAMP LEVEL LABEL: [METADATA ][SOURCE] `, as `StreamLogHandler` writes it.
    private func appendPrefix(
        _ timestamp: [UInt8], level: Logger.Level, source: String, metadata: String?, to bytes: inout [UInt8]
    ) {
        bytes.append(contentsOf: timestamp)
        bytes.append(UInt8(ascii: " "))
        bytes.append(contentsOf: level.rawValue.utf8)
        if !label.isEmpty {
            bytes.append(UInt8(ascii: " "))
            bytes.append(contentsOf: label.utf8)
        }
        bytes.append(UInt8(ascii: ":"))
        if let metadata {
            bytes.append(UInt8(ascii: " "))
            bytes.append(contentsOf: metadata.utf8)
        }
        bytes.append(contentsOf: " [".utf8)
        bytes.append(contentsOf: source.utf8)
        bytes.append(contentsOf: "] ".utf8)
    }

    private static func prettify(_ metadata: Logger.Metadata) -> String? {
        metadata.isEmpty ? nil : metadata.sorted { $0.key < $1.key }.map { "\($0)=\($1)" }.joined(separator: " ")
    }
}

/// A file descriptor as the log handler writes it: one lock, one buffer reused for every
/// write, and the current second's timestamp kept formatted.
final class LogOutput: Sendable {
    /// Standard error, which the server logs to.
    static let standardError = LogOutput(fileDescriptor: 2)

    private struct State {
        var buffer: [UInt8] = []
        var second: time_t = -1
        var timestamp: [UInt8] = []
    }

    private let state = Mutex(State())
    private let fileDescriptor: Int32

    /// Writes to `fileDescriptor`, which it does not own (tests give a pipe's).
    init(fileDescriptor: Int32) {
        self.fileDescriptor = fileDescriptor
        tzset()  // `localtime_r` does not read the time zone itself
    }

    /// Runs `body` on an empty buffer with now's timestamp, then writes what it appended to
    /// the file descriptor — all of it, retrying short and interrupted writes.
    func write(_ body: (inout [UInt8], _ timestamp: [UInt8]) -> Void) {
        state.withLock { state in
            let now = time(nil)
            if now != state.second {
                state.timestamp = Self.format(now)
                state.second = now
            }
            state.buffer.removeAll(keepingCapacity: true)
            body(&state.buffer, state.timestamp)
            state.buffer.withUnsafeBytes { raw in
                var offset = 0
                while offset < raw.count {
                    #if canImport(Glibc)
                    let written = Glibc.write(fileDescriptor, raw.baseAddress! + offset, raw.count - offset)
                    #else
                    let written = Darwin.write(fileDescriptor, raw.baseAddress! + offset, raw.count - offset)
                    #endif
                    if written < 0 && errno == EINTR { continue }
                    guard written > 0 else { return }  // standard error is gone: nothing to tell
                    offset += written
                }
            }
            if state.buffer.capacity > 1 << 20 { state.buffer = [] }  // after a huge batch
        }
    }

    /// `%Y-%m-%dT%H:%M:%S%z` in local time, as `StreamLogHandler` writes it.
    private static func format(_ time: time_t) -> [UInt8] {
        var copy = time
        var local = tm()
        var text = [Int8](repeating: 0, count: 64)
        guard localtime_r(&copy, &local) != nil, strftime(&text, text.count, "%Y-%m-%dT%H:%M:%S%z", &local) > 0 else {
            return Array("<unknown>".utf8)
        }
        return text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
    }
}
