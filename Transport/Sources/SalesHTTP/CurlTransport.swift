import CCurl
import CurlShim
import Foundation
import SalesSupport
import Synchronization

/// ``HTTPTransport`` on libcurl's easy interface. Each request runs on a thread of its own (libcurl
/// blocks), so a transfer never blocks Swift's cooperative threads or an event loop; concurrent
/// requests never share a handle.
///
/// The request's timeout is for a server that does not answer or stalls, never for a body that
/// keeps arriving: connecting may take that long (`CONNECTTIMEOUT`), and the transfer fails once
/// nothing has arrived (or been sent) for that long — no first byte, or a body that stops —
/// as libcurl's `LOW_SPEED_LIMIT`/`LOW_SPEED_TIME` measure it (below 1 byte a second, in whole
/// seconds). A million sales at any speed above that are never cut. A request's `deadline`, when
/// it has one, bounds the whole exchange besides (libcurl's `TIMEOUT`).
///
/// A cancelled task aborts its transfer from libcurl's progress callback (within a second at
/// most, at once while bytes flow) and answers ``TransportError/cancelled``. Finished handles are
/// kept (a few) and reused, so a connection to the same server is reused by the next request.
public struct CurlTransport: HTTPTransport {
    /// Bodies larger than this are refused, so that a broken, endless or hostile body stops.
    public var maximumBodyBytes: Int
    /// What every request says it is (`User-Agent`): the program and its version.
    public var userAgent: String?

    /// 2 GiB by default: about 16 million sales. A streamed body (`/sales`) is mapped as it
    /// arrives, so memory follows the sales kept, not the body's bytes; the limit is there only to
    /// stop a body that never ends.
    public static let defaultMaximumBodyBytes = 2 << 30

    /// A body held whole before it is read (every answer but a streamed one: products, rates,
    /// errors) is refused past this, or past ``maximumBodyBytes`` when that is lower: memory
    /// follows such a body byte for byte.
    public static let maximumHeldBodyBytes = 256 << 20

    private let handles = CurlHandles()
    private let transfers = Transfers()

    /// Loads nothing: libcurl is loaded when the first request needs it (``CurlLibrary``).
    public init(userAgent: String? = nil, maximumBodyBytes: Int = CurlTransport.defaultMaximumBodyBytes) {
        self.userAgent = userAgent
        self.maximumBodyBytes = maximumBodyBytes
    }

    public func send(_ request: TransportRequest) async throws(TransportError) -> TransportResponse {
        try await perform(request, streamingTo: nil)
    }

    /// A success's body goes to `consumer` from libcurl's write callback, piece by piece (up to
    /// 512 KiB each), on the request's thread; the ``maximumBodyBytes`` limit still holds.
    public func send(_ request: TransportRequest, streamingTo consumer: any ResponseBodyConsumer)
        async throws(TransportError) -> TransportResponse
    {
        try await perform(request, streamingTo: consumer)
    }

    /// Cancels every transfer under way and every later one (each answers
    /// ``TransportError/cancelled``): for a service that is stopping.
    public func stop() {
        transfers.stop()
    }

    private func perform(_ request: TransportRequest, streamingTo consumer: (any ResponseBodyConsumer)?)
        async throws(TransportError) -> TransportResponse
    {
        let transfer = Transfer(
            request: request, limit: maximumBodyBytes, userAgent: userAgent, consumer: consumer, handles: handles)
        guard transfers.begin(transfer) else { throw .cancelled }
        defer { transfers.end(transfer) }
        let result: Result<TransportResponse, TransportError> = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let thread = Thread { continuation.resume(returning: transfer.run()) }
                thread.stackSize = 1 << 20
                thread.start()
            }
        } onCancel: {
            transfer.cancel()
        }
        return try result.get()
    }
}

/// One request's transfer, run on its own thread; ``cancel()`` may come from any thread.
private final class Transfer: Sendable {
    let request: TransportRequest
    let limit: Int
    let userAgent: String?
    let consumer: (any ResponseBodyConsumer)?
    let handles: CurlHandles
    /// Read by libcurl's progress callback, which aborts the transfer once it is set.
    let cancelled = Atomic<Bool>(false)

    init(
        request: TransportRequest, limit: Int, userAgent: String?, consumer: (any ResponseBodyConsumer)?,
        handles: CurlHandles
    ) {
        self.request = request
        self.limit = limit
        self.userAgent = userAgent
        self.consumer = consumer
        self.handles = handles
    }

    func cancel() { cancelled.store(true, ordering: .releasing) }

    func run() -> Result<TransportResponse, TransportError> {
        guard let scheme = request.url.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            return .failure(.invalidRequest("only http and https URLs are supported: \(request.url.absoluteString)"))
        }
        if case .failure(let failure) = CurlLibrary.loaded { return .failure(failure) }
        if cancelled.load(ordering: .acquiring) { return .failure(.cancelled) }
        guard let handle = handles.take() else { return .failure(.invalidRequest("libcurl could not start")) }
        let result = perform(on: handle)
        handles.give(back: handle)
        return result
    }

    private func perform(on handle: UnsafeMutableRawPointer) -> Result<TransportResponse, TransportError> {
        let sink = ResponseSink(limit: limit, handle: handle, consumer: consumer, transfer: self)
        // libcurl's own account of a failure, to tell apart failures that share a code.
        let errorBuffer = UnsafeMutablePointer<CChar>.allocate(capacity: Int(CURL_ERROR_SIZE) + 1)
        errorBuffer.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE) + 1)
        defer { errorBuffer.deallocate() }
        let context = Unmanaged.passRetained(sink)
        defer { context.release() }

        let headerList = CurlTransport.headers(of: request)
        defer { sa_curl_slist_free_all(headerList) }
        var options = CurlTransport.configure(
            handle, for: request, userAgent: userAgent, errorBuffer: errorBuffer, context: context.toOpaque(),
            headers: headerList, streaming: consumer != nil)

        let body = request.body ?? Data()
        let code: CURLcode = body.withUnsafeBytes { bytes in
            if request.method == .post {
                options.check("POST", sa_curl_setopt_long(handle, CURLOPT_POST, 1))
                options.check("POSTFIELDSIZE", sa_curl_setopt_long(handle, CURLOPT_POSTFIELDSIZE, bytes.count))
                options.check(
                    "COPYPOSTFIELDS",
                    sa_curl_setopt_pointer(
                        handle, CURLOPT_COPYPOSTFIELDS,
                        UnsafeMutableRawPointer(mutating: bytes.baseAddress ?? UnsafeRawPointer(bitPattern: 1))))
            }
            guard options.failure == nil else { return CURLE_FAILED_INIT }
            return sa_curl_easy_perform(handle)
        }
        if let failure = options.failure { return .failure(.invalidRequest(failure)) }
        if code == CURLE_ABORTED_BY_CALLBACK, cancelled.load(ordering: .acquiring) { return .failure(.cancelled) }
        return CurlTransport.outcome(code, of: handle, sink: sink, errorBuffer: errorBuffer)
    }
}

/// The transfers under way, so that ``CurlTransport/stop()`` reaches them all.
private final class Transfers: Sendable {
    private struct State {
        var stopped = false
        var running: [ObjectIdentifier: Transfer] = [:]
    }

    private let state = Mutex(State())

    /// `false` once stopped: the transfer must not start.
    func begin(_ transfer: Transfer) -> Bool {
        state.withLock { state in
            guard !state.stopped else { return false }
            state.running[ObjectIdentifier(transfer)] = transfer
            return true
        }
    }

    func end(_ transfer: Transfer) {
        _ = state.withLock { $0.running.removeValue(forKey: ObjectIdentifier(transfer)) }
    }

    func stop() {
        let running = state.withLock { state in
            state.stopped = true
            return Array(state.running.values)
        }
        for transfer in running { transfer.cancel() }
    }
}

/// Finished easy handles, kept for the next request (libcurl keeps a handle's connections open
/// for reuse); `curl_easy_reset` clears a handle's options, not its connections.
private final class CurlHandles: Sendable {
    /// Handles kept idle at most: more concurrent requests than this make handles that are
    /// cleaned up when they finish.
    static let kept = 4
    private let idle = Mutex<[UInt]>([])

    func take() -> UnsafeMutableRawPointer? {
        if let address = idle.withLock({ $0.popLast() }), let handle = UnsafeMutableRawPointer(bitPattern: address) {
            sa_curl_easy_reset(handle)
            return handle
        }
        return sa_curl_easy_init()
    }

    func give(back handle: UnsafeMutableRawPointer) {
        let kept = idle.withLock { idle in
            guard idle.count < Self.kept else { return false }
            idle.append(UInt(bitPattern: handle))
            return true
        }
        if !kept { sa_curl_easy_cleanup(handle) }
    }

    deinit {
        for address in idle.withLock({ $0 }) {
            if let handle = UnsafeMutableRawPointer(bitPattern: address) { sa_curl_easy_cleanup(handle) }
        }
    }
}

extension CurlTransport {
    /// The request's header fields for libcurl, in name order, and no `Expect: 100-continue`.
    fileprivate static func headers(of request: TransportRequest) -> UnsafeMutablePointer<curl_slist>? {
        var list: UnsafeMutablePointer<curl_slist>?
        for (name, value) in request.headers.sorted(by: { $0.key < $1.key }) {
            list = sa_curl_slist_append(list, "\(name): \(value)")
        }
        return sa_curl_slist_append(list, "Expect:")  // no 100-continue round trip
    }

    /// Sets every option but the body's; every one must take: a refused one (an old libcurl, a bad
    /// value) fails the request.
    fileprivate static func configure(
        _ handle: UnsafeMutableRawPointer, for request: TransportRequest, userAgent: String?,
        errorBuffer: UnsafeMutablePointer<CChar>, context: UnsafeMutableRawPointer,
        headers: UnsafeMutablePointer<curl_slist>?, streaming: Bool
    ) -> OptionResults {
        let milliseconds = Int(clamping: max(1, request.timeout.milliseconds))
        var options = OptionResults()
        options.check("URL", sa_curl_setopt_string(handle, CURLOPT_URL, request.url.absoluteString))
        options.check("NOSIGNAL", sa_curl_setopt_long(handle, CURLOPT_NOSIGNAL, 1))
        options.check("ERRORBUFFER", sa_curl_setopt_pointer(handle, CURLOPT_ERRORBUFFER, errorBuffer))
        options.check("CONNECTTIMEOUT_MS", sa_curl_setopt_long(handle, CURLOPT_CONNECTTIMEOUT_MS, milliseconds))
        // A stall: under 1 byte a second for the timeout (whole seconds, at least one).
        options.check("LOW_SPEED_LIMIT", sa_curl_setopt_long(handle, CURLOPT_LOW_SPEED_LIMIT, 1))
        options.check(
            "LOW_SPEED_TIME", sa_curl_setopt_long(handle, CURLOPT_LOW_SPEED_TIME, (milliseconds + 999) / 1000))
        if let deadline = request.deadline {
            options.check(
                "TIMEOUT_MS",
                sa_curl_setopt_long(handle, CURLOPT_TIMEOUT_MS, Int(clamping: max(1, deadline.milliseconds))))
        }
        if let userAgent { options.check("USERAGENT", sa_curl_setopt_string(handle, CURLOPT_USERAGENT, userAgent)) }
        options.check("ACCEPT_ENCODING", sa_curl_setopt_string(handle, CURLOPT_ACCEPT_ENCODING, ""))
        options.check("HTTPHEADER", sa_curl_setopt_slist(handle, CURLOPT_HTTPHEADER, headers))
        options.check("WRITEFUNCTION", sa_curl_setopt_write_function(handle, CURLOPT_WRITEFUNCTION, ResponseSink.write))
        options.check("WRITEDATA", sa_curl_setopt_pointer(handle, CURLOPT_WRITEDATA, context))
        options.check(
            "HEADERFUNCTION", sa_curl_setopt_write_function(handle, CURLOPT_HEADERFUNCTION, ResponseSink.header))
        options.check("HEADERDATA", sa_curl_setopt_pointer(handle, CURLOPT_HEADERDATA, context))
        // The progress callback: where a cancelled request stops its transfer.
        options.check("NOPROGRESS", sa_curl_setopt_long(handle, CURLOPT_NOPROGRESS, 0))
        options.check(
            "XFERINFOFUNCTION",
            sa_curl_setopt_xferinfo_function(handle, CURLOPT_XFERINFOFUNCTION, ResponseSink.progress))
        options.check("XFERINFODATA", sa_curl_setopt_pointer(handle, CURLOPT_XFERINFODATA, context))
        if streaming {
            // Larger pieces: fewer calls, and fewer elements cut between two of them.
            options.check("BUFFERSIZE", sa_curl_setopt_long(handle, CURLOPT_BUFFERSIZE, 512 << 10))
        }
        return options
    }

    /// What a finished transfer answers: the response, or why there is none.
    fileprivate static func outcome(
        _ code: CURLcode, of handle: UnsafeMutableRawPointer, sink: ResponseSink,
        errorBuffer: UnsafeMutablePointer<CChar>
    ) -> Result<TransportResponse, TransportError> {
        var status = 0
        _ = sa_curl_getinfo_long(handle, CURLINFO_RESPONSE_CODE, &status)
        guard code == CURLE_OK else {
            if let limit = sink.exceededLimit { return .failure(.tooLarge(limit)) }
            if let framing = sink.framingError { return .failure(.malformed(framing)) }
            // The consumer stopped the transfer: the answer stands, and the consumer says what was wrong.
            if sink.refused { return .success(TransportResponse(statusCode: status, headers: sink.headers)) }
            var osErrno = 0
            _ = sa_curl_getinfo_long(handle, CURLINFO_OS_ERRNO, &osErrno)
            return .failure(
                TransportError(
                    curlCode: code.rawValue, detail: String(cString: errorBuffer),
                    reason: String(cString: sa_curl_easy_strerror(code)), osErrno: Int32(clamping: osErrno)))
        }
        return .success(TransportResponse(statusCode: status, headers: sink.headers, body: sink.data))
    }
}

/// The first `curl_easy_setopt` that failed, if any.
private struct OptionResults {
    private(set) var failure: String?

    mutating func check(_ option: String, _ code: CURLcode) {
        guard code != CURLE_OK, failure == nil else { return }
        failure = "libcurl refused CURLOPT_\(option): \(String(cString: sa_curl_easy_strerror(code)))"
    }
}

/// Collects the body and the headers for libcurl's callbacks; a success's body goes to the
/// consumer instead, when there is one.
private final class ResponseSink {
    var data = Data()
    /// Header names in lower case; the last value wins. Only the final response's (after a 100 or a redirect).
    var headers: [String: String] = [:]
    let limit: Int
    let handle: UnsafeMutableRawPointer
    let consumer: (any ResponseBodyConsumer)?
    let transfer: Transfer
    /// The limit a body went past (or announced it would), when one did.
    var exceededLimit: Int?
    /// Why the response's framing cannot be trusted (two different lengths), when it cannot.
    var framingError: String?
    /// The current response's `Content-Length`, as its first field said it.
    private var announcedLength: String?
    /// The consumer stopped the transfer.
    var refused = false
    /// How the current response's body is taken, decided at its first byte.
    private var streaming: Bool?
    private var received = 0

    init(limit: Int, handle: UnsafeMutableRawPointer, consumer: (any ResponseBodyConsumer)?, transfer: Transfer) {
        self.limit = limit
        self.handle = handle
        self.consumer = consumer
        self.transfer = transfer
    }

    /// A new response (after a 100, or a retry within libcurl): its body starts from nothing.
    func startResponse() {
        headers = [:]
        data = Data()
        streaming = nil
        received = 0
        announcedLength = nil
    }

    /// The limit the current response's body is held to: a success that streams to the consumer
    /// has the whole limit, anything held whole at most ``CurlTransport/maximumHeldBodyBytes``.
    private var bodyLimit: Int {
        streaming == true ? limit : min(limit, CurlTransport.maximumHeldBodyBytes)
    }

    /// The bytes received over the wire so far (before any decompression), of the announced length.
    func progress() -> TransferProgress {
        var received: curl_off_t = 0
        var total: curl_off_t = -1
        _ = sa_curl_getinfo_off_t(handle, CURLINFO_SIZE_DOWNLOAD_T, &received)
        _ = sa_curl_getinfo_off_t(handle, CURLINFO_CONTENT_LENGTH_DOWNLOAD_T, &total)
        // A total past what the body may be is no total (the transfer stops before it).
        return TransferProgress(
            received: Int(clamping: max(received, 0)), total: total > 0 && total <= limit ? Int(clamping: total) : nil)
    }

    /// At the body's first byte: a success goes to the consumer, anything else is kept, reserving
    /// the announced `Content-Length` once so a large body is not copied as it grows.
    private func startBody() -> Bool {
        var status = 0
        _ = sa_curl_getinfo_long(handle, CURLINFO_RESPONSE_CODE, &status)
        if let consumer, (200..<300).contains(status) {
            consumer.begin()
            return true
        }
        var length: curl_off_t = -1
        if sa_curl_getinfo_off_t(handle, CURLINFO_CONTENT_LENGTH_DOWNLOAD_T, &length) == CURLE_OK, length > 0 {
            data.reserveCapacity(min(Int(clamping: length), limit, CurlTransport.maximumHeldBodyBytes))
        }
        return false
    }

    /// Whether the body's announced length is past its limit: refused at its first byte, not after
    /// the limit's worth has arrived.
    private func announcesTooMuch() -> Bool {
        var length: curl_off_t = -1
        guard sa_curl_getinfo_off_t(handle, CURLINFO_CONTENT_LENGTH_DOWNLOAD_T, &length) == CURLE_OK else {
            return false
        }
        return length > bodyLimit
    }

    /// A `Content-Length` field: a list of one length, repeated (RFC 9110 §8.6); another length in
    /// the same field or in another field of the same response is a framing error (RFC 9112
    /// §6.3), refused at once rather than waited on.
    private func readContentLength(_ value: String) -> Bool {
        let lengths = Set(value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
        guard
            lengths.allSatisfy({ length in
                !length.isEmpty && length.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
            }), let length = lengths.first
        else {
            framingError = "a length that is not a number (Content-Length: \(value.prefix(40)))"
            return false
        }
        guard lengths.count == 1, announcedLength == nil || announcedLength == length else {
            framingError = "a response with two different lengths (Content-Length)"
            return false
        }
        announcedLength = length
        return true
    }

    /// One header line per call: a status line starts a new set, `Name: value` adds to it.
    static let header: sa_curl_write_callback = { pointer, size, count, context in
        guard let pointer, let context else { return 0 }
        let sink = Unmanaged<ResponseSink>.fromOpaque(context).takeUnretainedValue()
        let length = size * count
        let line = String(decoding: UnsafeRawBufferPointer(start: pointer, count: length), as: UTF8.self)
        if line.hasPrefix("HTTP/") {
            sink.startResponse()
        } else if let colon = line.firstIndex(of: ":") {
            let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespacesAndNewlines)
            // Returning less than was given stops the transfer.
            if name == "content-length", !sink.readContentLength(value) { return 0 }
            sink.headers[name] = value
        }
        return length
    }

    /// libcurl's progress callback (at least once a second, and as bytes move): non-zero aborts the
    /// transfer (`CURLE_ABORTED_BY_CALLBACK`) once its request is cancelled.
    static let progress: sa_curl_xferinfo_callback = { context, _, _, _, _ in
        guard let context else { return 0 }
        let sink = Unmanaged<ResponseSink>.fromOpaque(context).takeUnretainedValue()
        return sink.transfer.cancelled.load(ordering: .acquiring) ? 1 : 0
    }

    static let write: sa_curl_write_callback = { pointer, size, count, context in
        guard let pointer, let context else { return 0 }
        let sink = Unmanaged<ResponseSink>.fromOpaque(context).takeUnretainedValue()
        let first = sink.streaming == nil
        let streaming = sink.streaming ?? sink.startBody()
        sink.streaming = streaming
        let length = size * count
        let limit = sink.bodyLimit
        if first, sink.announcesTooMuch() {
            sink.exceededLimit = limit
            return 0
        }
        guard sink.received + length <= limit else {
            sink.exceededLimit = limit
            return 0  // makes libcurl abort the transfer
        }
        sink.received += length
        let bytes = UnsafeRawBufferPointer(start: pointer, count: length)
        if streaming, let consumer = sink.consumer {
            guard consumer.receive(bytes.bytes) else {
                sink.refused = true
                return 0
            }
            consumer.progressed(sink.progress())
        } else {
            sink.data.append(contentsOf: bytes)
        }
        return length
    }
}

/// libcurl, loaded and initialised (`curl_global_init`) by the first request, once for the process
/// (`sa_curl_load`): a command that never goes to the network never loads it or the ~30 libraries
/// it depends on. A library that cannot be loaded fails every request, saying why.
public enum CurlLibrary {
    /// The library's soname: what the Debian package `libcurl4` installs (OpenSSL's flavour).
    public static let name = "libcurl.so.4"

    /// Ready, or why not — the first request's answer, which every later one shares.
    public static let loaded: Result<Void, TransportError> = load(name)

    /// Loads the library called `name` (the program's own is ``name``; once one is loaded, every
    /// later call answers that it is ready).
    public static func load(_ name: String) -> Result<Void, TransportError> {
        var error = [CChar](repeating: 0, count: 512)
        guard sa_curl_load(name, &error, error.count) != 0 else { return .success(()) }
        let reason = String(decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return .failure(.unavailable("libcurl could not be loaded: \(reason)"))
    }
}
