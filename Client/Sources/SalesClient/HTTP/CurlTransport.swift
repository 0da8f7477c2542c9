import CCurl
import CurlShim
import Foundation
import SalesCore
import SalesSupport
import SalesVersion

/// ``HTTPTransport`` on libcurl's easy interface. Each request runs on its own thread with its own
/// handle (libcurl blocks), so concurrent requests never share state and never block Swift's
/// cooperative threads.
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

    package init(maximumBodyBytes: Int = CurlTransport.defaultMaximumBodyBytes) {
        CurlGlobal.initialize()
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
        guard CurlGlobal.initialize(), let handle = curl_easy_init() else {
            return .failure(.invalidRequest("libcurl could not start"))
        }
        defer { curl_easy_cleanup(handle) }

        let sink = ResponseSink(limit: maximumBodyBytes, handle: handle, consumer: consumer)
        // libcurl's own account of a failure, to tell apart failures that share a code.
        let errorBuffer = UnsafeMutablePointer<CChar>.allocate(capacity: Int(CURL_ERROR_SIZE) + 1)
        errorBuffer.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE) + 1)
        defer { errorBuffer.deallocate() }
        let context = Unmanaged.passRetained(sink)
        defer { context.release() }

        var headerList: UnsafeMutablePointer<curl_slist>?
        for (name, value) in request.headers.sorted(by: { $0.key < $1.key }) {
            headerList = curl_slist_append(headerList, "\(name): \(value)")
        }
        headerList = curl_slist_append(headerList, "Expect:")  // no 100-continue round trip
        defer { curl_slist_free_all(headerList) }

        let milliseconds = Int(clamping: max(1, request.timeout.milliseconds))
        // Every option must take: a refused one (an old libcurl, a bad value) fails the request.
        var options = OptionResults()
        options.check("URL", sa_curl_setopt_string(handle, CURLOPT_URL, request.url.absoluteString))
        options.check("NOSIGNAL", sa_curl_setopt_long(handle, CURLOPT_NOSIGNAL, 1))
        options.check("ERRORBUFFER", sa_curl_setopt_pointer(handle, CURLOPT_ERRORBUFFER, errorBuffer))
        options.check("TIMEOUT_MS", sa_curl_setopt_long(handle, CURLOPT_TIMEOUT_MS, milliseconds))
        options.check(
            "CONNECTTIMEOUT_MS", sa_curl_setopt_long(handle, CURLOPT_CONNECTTIMEOUT_MS, min(milliseconds, 10_000)))
        options.check("USERAGENT", sa_curl_setopt_string(handle, CURLOPT_USERAGENT, "sales/\(SaleAssistant.version)"))
        options.check("ACCEPT_ENCODING", sa_curl_setopt_string(handle, CURLOPT_ACCEPT_ENCODING, ""))
        options.check("HTTPHEADER", sa_curl_setopt_slist(handle, CURLOPT_HTTPHEADER, headerList))
        options.check("WRITEFUNCTION", sa_curl_setopt_write_function(handle, CURLOPT_WRITEFUNCTION, ResponseSink.write))
        options.check("WRITEDATA", sa_curl_setopt_pointer(handle, CURLOPT_WRITEDATA, context.toOpaque()))
        options.check(
            "HEADERFUNCTION", sa_curl_setopt_write_function(handle, CURLOPT_HEADERFUNCTION, ResponseSink.header))
        options.check("HEADERDATA", sa_curl_setopt_pointer(handle, CURLOPT_HEADERDATA, context.toOpaque()))
        if consumer != nil {
            // Larger pieces: fewer calls, and fewer elements cut between two of them.
            options.check("BUFFERSIZE", sa_curl_setopt_long(handle, CURLOPT_BUFFERSIZE, 512 << 10))
        }

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
            return curl_easy_perform(handle)
        }
        if let failure = options.failure { return .failure(.invalidRequest(failure)) }

        var status = 0
        _ = sa_curl_getinfo_long(handle, CURLINFO_RESPONSE_CODE, &status)
        guard code == CURLE_OK else {
            if let limit = sink.exceededLimit { return .failure(.tooLarge(limit)) }
            // The consumer stopped the transfer: the answer stands, and the consumer says what was wrong.
            if sink.refused { return .success(TransportResponse(statusCode: status, headers: sink.headers)) }
            return .failure(
                TransportError(
                    curlCode: code.rawValue, detail: String(cString: errorBuffer),
                    reason: String(cString: curl_easy_strerror(code))))
        }
        return .success(TransportResponse(statusCode: status, headers: sink.headers, body: sink.data))
    }
}

/// The first `curl_easy_setopt` that failed, if any.
private struct OptionResults {
    private(set) var failure: String?

    mutating func check(_ option: String, _ code: CURLcode) {
        guard code != CURLE_OK, failure == nil else { return }
        failure = "libcurl refused CURLOPT_\(option): \(String(cString: curl_easy_strerror(code)))"
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
    /// The limit a body went past, when one did.
    var exceededLimit: Int?
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
    }

    /// The bytes received over the wire so far (before any decompression), of the announced length.
    func progress() -> TransferProgress {
        var received: curl_off_t = 0
        var total: curl_off_t = -1
        _ = sa_curl_getinfo_off_t(handle, CURLINFO_SIZE_DOWNLOAD_T, &received)
        _ = sa_curl_getinfo_off_t(handle, CURLINFO_CONTENT_LENGTH_DOWNLOAD_T, &total)
        return TransferProgress(
            received: Int(clamping: max(received, 0)), total: total > 0 ? Int(clamping: total) : nil)
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
            data.reserveCapacity(min(Int(length), limit))
        }
        return false
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
            sink.headers[name] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespacesAndNewlines)
        }
        return length
    }

    static let write: sa_curl_write_callback = { pointer, size, count, context in
        guard let pointer, let context else { return 0 }
        let sink = Unmanaged<ResponseSink>.fromOpaque(context).takeUnretainedValue()
        let streaming = sink.streaming ?? sink.startBody()
        sink.streaming = streaming
        let length = size * count
        let limit = streaming ? sink.limit : min(sink.limit, CurlTransport.maximumHeldBodyBytes)
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

/// `curl_global_init` must run once, before any thread uses libcurl; its failure fails every request.
enum CurlGlobal {
    private static let initialized: Bool = {
        curl_global_init(Int(CURL_GLOBAL_DEFAULT)) == CURLE_OK
    }()

    @discardableResult
    static func initialize() -> Bool {
        initialized
    }
}
