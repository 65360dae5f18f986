#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Logging
import NamedThread
import Synchronization

/// The request log's lines, kept off the answer's path: a pool thread only appends the line's
/// parts (method, path, status, time — no formatting, no write) under one lock, and a thread of
/// its own (`swivel-reqlog`) formats and logs them in batches every `interval` (with the
/// server's `StandardErrorLogHandler`, each batch in one write)
/// (docs/architecture.md, "Threads"). The thread ends, after a last batch, once the queue is
/// no longer referenced (the server stopped).
final class RequestLogQueue: Sendable {
    struct Line: Sendable {
        let method: String
        let path: String
        let status: Int
        let microseconds: Int64

        /// `POST /v1/sessions/a/events 200 0.412ms`: the time in milliseconds as `Double`'s
        /// description writes `microseconds / 1000` (shortest form, at least one decimal).
        var message: String {
            var bytes: [UInt8] = []
            append(to: &bytes)
            return String(decoding: bytes, as: UTF8.self)
        }

        func append(to bytes: inout [UInt8]) {
            bytes.append(contentsOf: method.utf8)
            bytes.append(UInt8(ascii: " "))
            bytes.append(contentsOf: path.utf8)
            bytes.append(UInt8(ascii: " "))
            Self.appendDecimal(status, to: &bytes)
            bytes.append(UInt8(ascii: " "))
            let magnitude = microseconds.magnitude
            if microseconds < 0 { bytes.append(UInt8(ascii: "-")) }
            Self.appendDecimal(Int(magnitude / 1000), to: &bytes)
            bytes.append(UInt8(ascii: "."))
            let fraction = Int(magnitude % 1000)
            let (hundreds, tens, ones) = (fraction / 100, fraction / 10 % 10, fraction % 10)
            bytes.append(UInt8(ascii: "0") + UInt8(hundreds))
            if tens != 0 || ones != 0 { bytes.append(UInt8(ascii: "0") + UInt8(tens)) }
            if ones != 0 { bytes.append(UInt8(ascii: "0") + UInt8(ones)) }
            bytes.append(contentsOf: "ms".utf8)
        }

        private static func appendDecimal(_ value: Int, to bytes: inout [UInt8]) {
            if value >= 10 { appendDecimal(value / 10, to: &bytes) }
            bytes.append(UInt8(ascii: "0") + UInt8(value % 10))
        }
    }

    private let lines = Mutex<[Line]>([])
    private let logger: Logger

    init(logger: Logger, interval: Duration = .milliseconds(50)) {
        self.logger = logger
        let nanoseconds = interval.components.seconds * 1_000_000_000 + interval.components.attoseconds / 1_000_000_000
        _ = try? NamedThread.start(name: "swivel-reqlog") { [weak self] in
            while true {
                var sleep = timespec(tv_sec: Int(nanoseconds / 1_000_000_000), tv_nsec: Int(nanoseconds % 1_000_000_000))
                nanosleep(&sleep, nil)
                guard let queue = self else { return }
                queue.flush()
            }
        }
    }

    deinit { flush() }

    /// Lines held at most: past them the pool thread that appends writes the batch itself, so
    /// memory stays bounded when the log cannot keep up.
    static let limit = 65_536

    /// Pool thread: one line to log (cheap: one lock, one append).
    func append(_ line: Line) {
        let full = lines.withLock { lines -> Bool in
            lines.append(line)
            return lines.count >= Self.limit
        }
        if full { flush() }
    }

    /// Logs every line appended so far, in order (the log thread; tests call it directly).
    func flush() {
        let batch = lines.withLock { lines -> [Line] in
            guard !lines.isEmpty else { return [] }
            defer { lines.removeAll(keepingCapacity: true) }
            return lines
        }
        guard !batch.isEmpty else { return }
        // The server's own handler writes the batch at once; any other (tests') line by line.
        if let handler = logger.handler as? StandardErrorLogHandler {
            handler.logBatch(batch, level: .info, source: "SwivelAPI") { line, bytes in line.append(to: &bytes) }
        } else {
            for line in batch { logger.info("\(line.message)") }
        }
    }
}
