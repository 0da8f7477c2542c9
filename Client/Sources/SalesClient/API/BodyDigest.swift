import CCrypto
import Foundation
import SalesHTTP

/// The SHA-256 of a response body as it came: whole (``of(_:)``), or piece by piece while another
/// consumer maps it (``DigestingConsumer``). Two answers with the same digest are the same bytes —
/// what lets the team server keep one copy of figures that several managers are given alike.
package enum BodyDigest {
    package static func of(_ body: Data) -> [UInt8] {
        let context = DigestContext()
        body.withUnsafeBytes { context.update($0) }
        return context.finish()
    }
}

/// Hands every piece of a body to `consumer` and to a running SHA-256 (started again when the body
/// is, after a retry); ``digest()`` once the transfer has ended.
package final class DigestingConsumer: ResponseBodyConsumer, @unchecked Sendable {
    // `context` is touched by the transfer's calls, one at a time, then by `digest()` after them.
    private var context = DigestContext()
    private let consumer: any ResponseBodyConsumer

    package init(wrapping consumer: any ResponseBodyConsumer) {
        self.consumer = consumer
    }

    package func begin() {
        context = DigestContext()
        consumer.begin()
    }

    package func receive(_ bytes: RawSpan) -> Bool {
        bytes.withUnsafeBytes { context.update($0) }
        return consumer.receive(bytes)
    }

    package func progressed(_ progress: TransferProgress) {
        consumer.progressed(progress)
    }

    /// The body's SHA-256 (32 bytes; empty if OpenSSL failed, which matches no other digest).
    package func digest() -> [UInt8] {
        context.finish()
    }
}

/// OpenSSL's running SHA-256; a failure along the way makes the digest empty.
private final class DigestContext {
    private let context = EVP_MD_CTX_new()
    private var failed = false

    init() {
        failed = context == nil || EVP_DigestInit_ex(context, EVP_sha256(), nil) != 1
    }

    deinit {
        EVP_MD_CTX_free(context)
    }

    func update(_ bytes: UnsafeRawBufferPointer) {
        guard !failed, let base = bytes.baseAddress, !bytes.isEmpty else { return }
        failed = EVP_DigestUpdate(context, base, bytes.count) != 1
    }

    func finish() -> [UInt8] {
        guard !failed else { return [] }
        var digest = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
        var length: UInt32 = 0
        guard EVP_DigestFinal_ex(context, &digest, &length) == 1 else { return [] }
        failed = true  // Finished: a second call gives no digest.
        return Array(digest.prefix(Int(length)))
    }
}
