import Foundation
import SalesCrypto
import SalesHTTP

/// The SHA-256 of a response body as it came: whole (``of(_:)``), or piece by piece while another
/// consumer maps it (``DigestingConsumer``). Two answers with the same digest are the same bytes —
/// what lets the team server keep one copy of figures that several managers are given alike.
package enum BodyDigest {
    package static func of(_ body: Data) -> [UInt8] {
        let hash = SHA256()
        body.withUnsafeBytes { hash.update($0) }
        return hash.finish()
    }
}

/// Hands every piece of a body to `consumer` and to a running SHA-256 (started again when the body
/// is, after a retry); ``digest()`` once the transfer has ended.
package final class DigestingConsumer: ResponseBodyConsumer, @unchecked Sendable {
    // `context` is touched by the transfer's calls, one at a time, then by `digest()` after them.
    private var context = SHA256()
    private let consumer: any ResponseBodyConsumer

    package init(wrapping consumer: any ResponseBodyConsumer) {
        self.consumer = consumer
    }

    package func begin() {
        context = SHA256()
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
