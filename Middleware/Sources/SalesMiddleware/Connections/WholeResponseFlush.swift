import NIOCore
import NIOHTTP1

/// Sends each answer in one go. Hummingbird writes an answer whose body is one buffer (every answer
/// of this API) with one flush, but a streamed one part by part, each flush its own `write` to the
/// socket. Holding the flushes until the answer's end (or until `limit` bytes wait) sends a small
/// answer in one `writev`: one system call instead of three, and a
/// replica killed mid-answer leaves its proxy either nothing (which it retries elsewhere) or the
/// whole answer — never a head without its body, which it can only cut off from its client.
///
/// Applied between the HTTP/1 encoder and Hummingbird's codec (``ConnectionGuardHandler``).
struct WholeResponseFlush {
    /// Bytes of body held back at most before a flush goes through (a large or streamed answer).
    static let limit = 64 * 1024

    private var answering = false
    private var heldBytes = 0

    mutating func wrote(_ part: HTTPServerResponsePart) {
        switch part {
        // An interim answer (100 Continue) goes out at once: the client waits for it.
        case .head(let head) where head.status.code >= 200:
            answering = true
            heldBytes = 0
        case .head: break
        case .body(let body): heldBytes += body.readableBytes
        case .end: answering = false
        }
    }

    /// Whether a flush asked for now goes through.
    mutating func flushes() -> Bool {
        guard !answering || heldBytes >= Self.limit else { return false }
        heldBytes = 0
        return true
    }
}
