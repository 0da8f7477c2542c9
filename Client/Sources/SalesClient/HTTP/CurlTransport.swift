import CCurl
import CurlShim
import Foundation
import SalesCore
import SalesSupport
import SalesVersion

/// ``HTTPTransport`` on libcurl's easy interface. Each request runs on its own thread with its own
/// handle (libcurl blocks), so concurrent requests never share state and never block Swift's
/// cooperative threads.
///
/// The request's timeout is for a server that does not answer or stalls, never for a body that
/// keeps arriving: connecting may take that long (`CONNECTTIMEOUT`), and the transfer fails once
/// nothing has arrived (or been sent) for that long — no first byte, or a body that stops —
/// as libcurl's `LOW_SPEED_LIMIT`/`LOW_SPEED_TIME` measure it (below 1 byte a second, in whole
/// seconds). A million sales at any speed above that are never cut.
package struct CurlTransport: HTTPTransport {
    /// Bodies larger than this are refused, so that a broken, endless or hostile body stops.
    package var maximumBodyBytes: Int

    /// 2 GiB by default: about 16 million sales. A streamed body (`/sales`) is mapped as it
    /// arrives, so memory follows the sales kept, not the body's bytes; the limit is there only to
    /// stop a body that never ends.
    package static let defaultMaximumBodyBytes = 2 << 30

    /// A body held whole before it is read (every answer but a streamed one: products, rates,
    /// errors) is refused past this, or past ``maximumBodyBytes`` when that is lower: memory
    /// follows such a body byte for byte.
    package static let maximumHeldBodyBytes = 256 << 20

    /// Loads nothing: libcurl is loaded when the first request needs it (``CurlLibrary``).
    package init(maximumBodyBytes: Int = CurlTransport.defaultMaximumBodyBytes) {
        self.maximumBodyBytes = maximumBodyBytes
    }

    package func send(_ request: TransportRequest) async throws(TransportError) -> TransportResponse {
        try await perform(request, streamingTo: nil)
    }

    /// A success's body goes to `consumer` from libcurl's write callback, piece by piece (up to
    /// 512 KiB each), on the request's thread; the ``maximumBodyBytes`` limit still holds.
    package func send(_ request: TransportRequest, streamingTo consumer: any ResponseBodyConsumer)
        async throws(TransportError) -> TransportResponse
    {
        try await perform(request, streamingTo: consumer)
    }

    private func perform(_ request: TransportRequest, streamingTo consumer: (any ResponseBodyConsumer)?)
        async throws(TransportError) -> TransportResponse
    {
        let limit = maximumBodyBytes
        let result: Result<TransportResponse, TransportError> = await withCheckedContinuation { continuation in
            let thread = Thread {
                continuation.resume(returning: Self.perform(request, maximumBodyBytes: limit, consumer: consumer))
            }
            thread.stackSize = 1 << 20
            thread.start()
        }
        return try result.get()
    }

    private static func perform(
        _ request: TransportRequest, maximumBodyBytes: Int, consumer: (any ResponseBodyConsumer)?
    ) -> Result<TransportResponse, TransportError> {
        guard let scheme = request.url.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            return .failure(.invalidRequest("only http and https URLs are supported: \(request.url.absoluteString)"))
        }
        if case .failure(let failure) = CurlLibrary.loaded { return .failure(failure) }
        guard let handle = sa_curl_easy_init() else { return .failure(.invalidRequest("libcurl could not start")) }
        defer { sa_curl_easy_cleanup(handle) }

        let sink = ResponseSink(limit: maximumBodyBytes, handle: handle, consumer: consumer)
        // libcurl's own account of a failure, to tell apart failures that share a code.
        let errorBuffer = UnsafeMutablePointer<CChar>.allocate(capacity: Int(CURL_ERROR_SIZE) + 1)
        errorBuffer.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE) + 1)
        defer { errorBuffer.deallocate() }
        let context = Unmanaged.passRetained(sink)
        defer { context.release() }

        let headerList = headers(of: request)
        defer { sa_curl_slist_free_all(headerList) }
        var options = configure(
            handle, for: request, errorBuffer: errorBuffer, context: context.toOpaque(), headers: headerList,
            streaming: consumer != nil)

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
        return outcome(code, of: handle, sink: sink, errorBuffer: errorBuffer)
    }

    /// The request's header fields for libcurl, in name order, and no `Expect: 100-continue`.
    private static func headers(of request: TransportRequest) -> UnsafeMutablePointer<curl_slist>? {
        var list: UnsafeMutablePointer<curl_slist>?
        for (name, value) in request.headers.sorted(by: { $0.key < $1.key }) {
            list = sa_curl_slist_append(list, "\(name): \(value)")
        }
        return sa_curl_slist_append(list, "Expect:")  // no 100-continue round trip
    }

    /// Sets every option but the body's; every one must take: a refused one (an old libcurl, a bad
    /// value) fails the request.
    private static func configure(
        _ handle: UnsafeMutableRawPointer, for request: TransportRequest, errorBuffer: UnsafeMutablePointer<CChar>,
        context: UnsafeMutableRawPointer, headers: UnsafeMutablePointer<curl_slist>?, streaming: Bool
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
        options.check("USERAGENT", sa_curl_setopt_string(handle, CURLOPT_USERAGENT, "sales/\(SaleAssistant.version)"))
        options.check("ACCEPT_ENCODING", sa_curl_setopt_string(handle, CURLOPT_ACCEPT_ENCODING, ""))
        options.check("HTTPHEADER", sa_curl_setopt_slist(handle, CURLOPT_HTTPHEADER, headers))
        options.check("WRITEFUNCTION", sa_curl_setopt_write_function(handle, CURLOPT_WRITEFUNCTION, ResponseSink.write))
        options.check("WRITEDATA", sa_curl_setopt_pointer(handle, CURLOPT_WRITEDATA, context))
        options.check(
            "HEADERFUNCTION", sa_curl_setopt_write_function(handle, CURLOPT_HEADERFUNCTION, ResponseSink.header))
        options.check("HEADERDATA", sa_curl_setopt_pointer(handle, CURLOPT_HEADERDATA, context))
        if streaming {
            // Larger pieces: fewer calls, and fewer elements cut between two of them.
            options.check("BUFFERSIZE", sa_curl_setopt_long(handle, CURLOPT_BUFFERSIZE, 512 << 10))
        }
        return options
    }

    /// What a finished transfer answers: the response, or why there is none.
    private static func outcome(
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
            return .failure(
                TransportError(
                    curlCode: code.rawValue, detail: String(cString: errorBuffer),
                    reason: String(cString: sa_curl_easy_strerror(code))))
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

    init(limit: Int, handle: UnsafeMutableRawPointer, consumer: (any ResponseBodyConsumer)?) {
        self.limit = limit
        self.handle = handle
        self.consumer = consumer
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
enum CurlLibrary {
    /// The library's soname: what the Debian package `libcurl4` installs (OpenSSL's flavour).
    static let name = "libcurl.so.4"

    /// Ready, or why not — the first request's answer, which every later one shares.
    static let loaded: Result<Void, TransportError> = load(name)

    /// Loads the library called `name` (the program's own is ``name``; once one is loaded, every
    /// later call answers that it is ready).
    static func load(_ name: String) -> Result<Void, TransportError> {
        var error = [CChar](repeating: 0, count: 512)
        guard sa_curl_load(name, &error, error.count) != 0 else { return .success(()) }
        let reason = String(decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return .failure(.invalidRequest("libcurl could not be loaded: \(reason)"))
    }
}
