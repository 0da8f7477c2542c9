import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An HTTP/1.1 server on 127.0.0.1 at a free port whose every answer a test scripts: a status and
/// body, a body cut short, a connection held open or dropped. One thread per connection, one
/// request per connection (`Connection: close`) unless the server keeps connections, when whole
/// responses (`respond`) leave the connection open for the next request; the handler may block (to
/// hold a request until the test says so). Stopped by ``stop()`` or when released.
public final class ScriptedHTTPServer: Sendable {
    /// A request as received.
    public struct Request: Sendable {
        public let method: String
        /// Path and query, as sent: `/rates?to=EUR`.
        public let target: String
        /// Header names in lower case.
        public let headers: [String: String]
        public let body: Data

        public var path: Substring { target.prefix { $0 != "?" } }
    }

    /// What to do with a request.
    public enum Reply: Sendable {
        /// A whole response.
        case respond(status: Int, headers: [String: String] = [:], body: Data = Data())
        /// Headers announcing `announcedLength` bytes, then only `body`, then the connection closes.
        case truncated(announcedLength: Int, body: Data)
        /// Headers announcing `announcedLength` bytes and the start of the body, then nothing more
        /// until the server stops: a body that never finishes.
        case stall(announcedLength: Int, body: Data)
        /// Headers announcing `announcedLength` bytes, then one space every `interval` until they
        /// are all sent or the server stops: an upstream that is slow but never silent.
        case trickle(announcedLength: Int, interval: Duration)
        /// `head` exactly as given (status line and fields, blank line included), then `body`; the
        /// connection then stays open until the server stops: framing that only the head can tell.
        case raw(head: String, body: Data)
        /// No answer; the connection stays open until the server stops.
        case hang
        /// The connection closes without an answer.
        case drop

        public static func json(_ text: String, status: Int = 200) -> Reply {
            .respond(status: status, headers: ["Content-Type": "application/json"], body: Data(text.utf8))
        }
    }

    public let port: Int
    public var baseURL: String { "http://127.0.0.1:\(port)" }

    private let listener: Int32
    private let handler: @Sendable (Request) -> Reply
    private let keepsConnections: Bool
    private let state = Mutex(State())
    private let stopped = DispatchSemaphore(value: 0)

    private struct State {
        var isStopped = false
        var connections: Set<Int32> = []
        var counts: [String: Int] = [:]
        var accepted = 0
    }

    /// `keepingConnections`: whole responses say `Connection: keep-alive` and the connection serves
    /// the next request, as a keep-alive server's would.
    public init(keepingConnections: Bool = false, _ handler: @escaping @Sendable (Request) -> Reply) throws {
        let socket = try Socket.listening()
        self.listener = socket.descriptor
        self.port = socket.port
        self.handler = handler
        self.keepsConnections = keepingConnections
        let thread = Thread { [self] in acceptLoop() }
        thread.start()
    }

    deinit { stop() }

    /// How many requests for `path` (without the query) arrived.
    public func requestCount(_ path: String) -> Int {
        state.withLock { $0.counts[path, default: 0] }
    }

    /// How many connections the server has accepted.
    public var connectionCount: Int {
        state.withLock { $0.accepted }
    }

    /// Closes the listening socket and every open connection; held (`hang`) requests end.
    public func stop() {
        let connections: Set<Int32>? = state.withLock { state in
            guard !state.isStopped else { return nil }
            state.isStopped = true
            return state.connections
        }
        guard let connections else { return }
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
        for connection in connections { shutdown(connection, Int32(SHUT_RDWR)) }
        stopped.signal()  // each held request passes it on (``waitUntilStopped(for:)``)
    }

    private func acceptLoop() {
        while true {
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else {
                if errno == EINTR { continue }
                return
            }
            let accepted = state.withLock { state in
                guard !state.isStopped else { return false }
                state.connections.insert(connection)
                state.accepted += 1
                return true
            }
            guard accepted else {
                close(connection)
                return
            }
            Thread { [self] in serve(connection) }.start()
        }
    }

    private func serve(_ connection: Int32) {
        defer {
            state.withLock { _ = $0.connections.remove(connection) }
            close(connection)
        }
        while let request = Self.read(connection) {
            state.withLock { $0.counts[String(request.path), default: 0] += 1 }
            let reply = handler(request)
            if keepsConnections, case .respond(let status, let headers, let body) = reply {
                let head = Self.head(status: status, headers: headers, length: body.count, keepAlive: true)
                guard Self.write(connection, head: head, body: body) else { return }
                continue
            }
            answer(reply, on: connection)
            return
        }
    }

    /// Answers one request with `reply`; the connection closes after it.
    private func answer(_ reply: Reply, on connection: Int32) {
        switch reply {
        case .respond(let status, let headers, let body):
            Self.write(connection, head: Self.head(status: status, headers: headers, length: body.count), body: body)
        case .truncated(let announced, let body):
            Self.write(connection, head: Self.head(status: 200, headers: [:], length: announced), body: body)
        case .stall(let announced, let body):
            Self.write(connection, head: Self.head(status: 200, headers: [:], length: announced), body: body)
            waitUntilStopped()
        case .trickle(let announced, let interval):
            Self.write(connection, head: Self.head(status: 200, headers: [:], length: announced), body: Data())
            let (seconds, attoseconds) = interval.components
            let nanoseconds = Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
            for _ in 0..<announced {
                if waitUntilStopped(for: .nanoseconds(nanoseconds)) { return }
                guard Self.write(connection, head: "", body: Data(" ".utf8)) else { return }
            }
        case .raw(let head, let body):
            Self.write(connection, head: head, body: body)
            waitUntilStopped()
        case .hang:
            waitUntilStopped()
        case .drop:
            return
        }
    }

    /// Blocks until ``stop()`` (or `limit` passes: `false`); wakes the next held request in turn, so
    /// one signal from `stop()` releases them all.
    @discardableResult
    private func waitUntilStopped(for limit: DispatchTimeInterval? = nil) -> Bool {
        if let limit {
            guard stopped.wait(timeout: .now() + limit) == .success else { return false }
        } else {
            stopped.wait()
        }
        stopped.signal()
        return true
    }

    private static func head(status: Int, headers: [String: String], length: Int, keepAlive: Bool = false) -> String {
        let connection = keepAlive ? "keep-alive" : "close"
        var head = "HTTP/1.1 \(status) Scripted\r\nContent-Length: \(length)\r\nConnection: \(connection)\r\n"
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) { head += "\(name): \(value)\r\n" }
        return head + "\r\n"
    }

    private static func read(_ connection: Int32) -> Request? {
        var buffer = [UInt8]()
        var chunk = [UInt8](repeating: 0, count: 16_384)
        var headerEnd: Int?
        while headerEnd == nil {
            let count = recv(connection, &chunk, chunk.count, 0)
            guard count > 0 else { return nil }
            buffer += chunk[0..<count]
            headerEnd = buffer.firstRange(of: Array("\r\n\r\n".utf8))?.upperBound
        }
        guard let headerEnd else { return nil }
        let lines = String(decoding: buffer[..<headerEnd], as: UTF8.self).components(separatedBy: "\r\n")
        let requestLine = lines[0].split(separator: " ")
        guard requestLine.count >= 2 else { return nil }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() where !line.isEmpty {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(
                in: .whitespaces)
        }
        let length = Int(headers["content-length"] ?? "0") ?? 0
        while buffer.count - headerEnd < length {
            let count = recv(connection, &chunk, chunk.count, 0)
            guard count > 0 else { return nil }
            buffer += chunk[0..<count]
        }
        return Request(
            method: String(requestLine[0]), target: String(requestLine[1]), headers: headers,
            body: Data(buffer[headerEnd..<min(buffer.count, headerEnd + length)]))
    }

    /// `false` when the peer has gone.
    @discardableResult
    private static func write(_ connection: Int32, head: String, body: Data) -> Bool {
        let bytes = Array(head.utf8) + body
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes {
                send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            guard count > 0 else { return false }
            sent += count
        }
        return true
    }
}

/// A port on 127.0.0.1 that refuses connections for as long as the value lives: bound, never
/// listening, so no other test can take it (unlike a port that was merely freed).
public final class ClosedPort: Sendable {
    public let port: Int
    private let descriptor: Int32

    public init() throws {
        let socket = try Socket.bound()
        descriptor = socket.descriptor
        port = socket.port
    }

    deinit { close(descriptor) }

    public var baseURL: String { "http://127.0.0.1:\(port)" }
}

struct SocketError: Error, CustomStringConvertible {
    let call: String
    let code: Int32
    var description: String { "\(call) failed: \(String(cString: strerror(code)))" }
}

/// IPv4 TCP sockets on 127.0.0.1 at a port the kernel chooses.
enum Socket {
    static func listening() throws -> (descriptor: Int32, port: Int) {
        let socket = try bound()
        guard listen(socket.descriptor, 1_024) == 0 else {
            close(socket.descriptor)
            throw SocketError(call: "listen", code: errno)
        }
        return socket
    }

    /// A new TCP socket.
    static func make() throws -> Int32 {
        #if canImport(Glibc)
            let descriptor = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let descriptor = Darwin.socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw SocketError(call: "socket", code: errno) }
        return descriptor
    }

    /// 127.0.0.1 at `port` (0: any free port, when binding).
    static func loopback(port: Int) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = in_port_t(UInt16(clamping: port).bigEndian)
        return address
    }

    /// `operation` (`bind` or `connect`) with 127.0.0.1:`port`; on failure the socket is closed.
    static func apply(
        _ name: String, _ operation: (Int32, UnsafePointer<sockaddr>, socklen_t) -> Int32, to descriptor: Int32,
        port: Int
    ) throws {
        var address = loopback(port: port)
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                operation(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard result == 0 else {
            let code = errno
            close(descriptor)
            throw SocketError(call: name, code: code)
        }
    }

    static func bound() throws -> (descriptor: Int32, port: Int) {
        let descriptor = try make()
        try apply("bind", bind, to: descriptor, port: 0)
        var address = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        return (descriptor, Int(UInt16(bigEndian: address.sin_port)))
    }
}

/// A raw TCP connection to 127.0.0.1, for tests that speak bytes a client library would not send
/// (half a request, HTTP/1.0) and watch what the server does with the connection.
public final class RawConnection: Sendable {
    private let descriptor: Int32

    public init(port: Int) throws {
        let descriptor = try Socket.make()
        try Socket.apply("connect", connect, to: descriptor, port: port)
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    /// Sends all of `text` (as much as the server takes before it closes).
    public func send(_ text: String) {
        let bytes = Array(text.utf8)
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes {
                systemSend(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return }
            sent += count
        }
    }

    /// Reads one response whose body length is given by `Content-Length`, leaving the connection
    /// open; `nil` if the server closes it or `timeout` passes first.
    ///
    /// Reading blocks a thread outside Swift's cooperative pool, so a server under test in the
    /// same process keeps running its tasks.
    public func readResponse(timeout: Duration) async -> String? {
        await offPool { $0.blockingReadResponse(timeout: timeout) }
    }

    /// Reads until the server closes the connection or `timeout` passes; what was read, and
    /// whether the server closed it. Blocks a thread outside the cooperative pool.
    public func readUntilClosed(timeout: Duration) async -> (received: String, closed: Bool) {
        await offPool { $0.blockingReadUntilClosed(timeout: timeout) }
    }

    /// How a connection's input ended.
    public enum Ending: Sendable, Equatable {
        /// The server closed its side in order (FIN): everything it wrote was read.
        case closed
        /// A reset: what the server wrote and was not read yet was dropped by this kernel.
        case reset
        /// Nothing ended it within the time.
        case open
    }

    /// Sends `text` from a thread of its own while reading (the server may answer before all of it
    /// is sent, and stop reading while its answers wait), until the server ends the connection or
    /// `timeout` passes. `finishing`: once all is sent, this side is shut for writing (FIN), as a
    /// client that has nothing more to ask does; otherwise the connection stays open for writing.
    public func exchange(_ text: String, timeout: Duration, finishing: Bool = false) async
        -> (received: String, ending: Ending)
    {
        let sender = Thread { [self] in
            send(text)
            if finishing { shutdown(descriptor, Int32(SHUT_WR)) }
        }
        sender.start()
        return await offPool { $0.blockingReadToEnd(timeout: timeout) }
    }

    private func offPool<Result: Sendable>(_ read: @escaping @Sendable (RawConnection) -> Result) async -> Result {
        // A thread of its own: Dispatch's global queues grow only slowly past the core count on Linux.
        await withCheckedContinuation { continuation in
            Thread { continuation.resume(returning: read(self)) }.start()
        }
    }

    private func blockingReadResponse(timeout: Duration) -> String? {
        setReceiveTimeout(timeout)
        var received = [UInt8]()
        var byte: UInt8 = 0
        while !received.ends(with: Array("\r\n\r\n".utf8)) {
            guard recv(descriptor, &byte, 1, 0) == 1 else { return nil }
            received.append(byte)
        }
        let head = String(decoding: received, as: UTF8.self)
        let length =
            head.split(separator: "\r\n").lazy
            .compactMap { line -> Int? in
                let parts = line.split(separator: ":", maxSplits: 1)
                guard parts.count == 2, parts[0].lowercased() == "content-length" else { return nil }
                return Int(parts[1].trimmingCharacters(in: .whitespaces))
            }
            .first ?? 0
        var body = [UInt8](repeating: 0, count: length)
        var filled = 0
        while filled < length {
            let count = body[filled...].withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { return nil }
            filled += count
        }
        return head + String(decoding: body, as: UTF8.self)
    }

    /// A reset counts as closed here: what it dropped is not what these tests look at.
    private func blockingReadUntilClosed(timeout: Duration) -> (received: String, closed: Bool) {
        let (received, ending) = blockingReadToEnd(timeout: timeout)
        return (received, ending != .open)
    }

    private func blockingReadToEnd(timeout: Duration) -> (received: String, ending: Ending) {
        setReceiveTimeout(timeout)
        var received = [UInt8]()
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = recv(descriptor, &chunk, chunk.count, 0)
            if count > 0 {
                received += chunk[0..<count]
                continue
            }
            let text = String(decoding: received, as: UTF8.self)
            if count == 0 { return (text, .closed) }
            return (text, errno == ECONNRESET ? .reset : .open)
        }
    }

    private func setReceiveTimeout(_ timeout: Duration) {
        let (seconds, attoseconds) = timeout.components
        var wait = timeval(tv_sec: Int(seconds), tv_usec: Int(attoseconds / 1_000_000_000_000))
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
    }
}

extension Array where Element: Equatable {
    fileprivate func ends(with suffix: [Element]) -> Bool {
        count >= suffix.count && self[(count - suffix.count)...].elementsEqual(suffix)
    }
}

#if canImport(Glibc)
    private let systemSend = Glibc.send
#elseif canImport(Darwin)
    private let systemSend = Darwin.send
#endif
