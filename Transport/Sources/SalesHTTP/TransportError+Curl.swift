import Foundation

extension TransportError {
    /// ``malformed(_:)``'s reason for an answer that is not HTTP at all (an SSH banner, TLS asked
    /// over `http://`).
    public static let notHTTP = "it did not answer in HTTP"
    /// ``malformed(_:)``'s reason for a connection closed before any answer.
    public static let closedWithoutAnswer = "it closed the connection without answering"

    /// What a failed libcurl transfer means for the person waiting on it, one `CURLcode` (its raw
    /// value, as libcurl's headers number them) at a time:
    /// the server could not be reached (``connectionFailed(_:)``, exit 4), it answered but not in
    /// usable HTTP (``malformed(_:)``, exit 5), it took too long, or the request could not be made.
    /// `detail` is libcurl's own account of the failure (its error buffer), used only to tell apart
    /// failures that share a code; `reason` is `curl_easy_strerror`'s text for the code; `osErrno`
    /// the system's error of the last connection attempt (`CURLINFO_OS_ERRNO`), 0 when none.
    ///
    /// Codes a transfer over HTTP(S) cannot end with (FTP's, SSH's, LDAP's…) read as a broken
    /// connection, in libcurl's words.
    public init(curlCode code: UInt32, detail: String, reason: String, osErrno: Int32 = 0) {
        let lowered = detail.lowercased()
        switch code {
        case 28:  // CURLE_OPERATION_TIMEDOUT
            self = .timeout
        case 18:  // CURLE_PARTIAL_FILE
            self = .truncated
        // FAILED_INIT, URL_MALFORMAT, BAD_FUNCTION_ARGUMENT, UNKNOWN_OPTION, SETOPT_OPTION_SYNTAX, SSL_ENGINE_*
        case 2, 3, 43, 48, 49, 53, 54:
            self = .invalidRequest(Self.sentence(reason))
        // UNSUPPORTED_PROTOCOL (HTTP/0.9: no status line), WEIRD_SERVER_REPLY, HTTP2, HTTP2_STREAM, HTTP3
        case 1, 8, 16, 92, 95:
            self = .malformed(Self.notHTTP)
        case 100:  // TOO_LARGE (libcurl 8.6 and later)
            self = .malformed("a response header over 100 KB")
        case 27:  // OUT_OF_MEMORY: before 8.6, also a header line past libcurl's 100 KB (no detail said)
            self = .malformed("an answer too large to hold (a response header over 100 KB, or no memory left)")
        case 56 where lowered.contains("chunk"):  // RECV_ERROR on a broken chunked encoding
            self = .malformed("a chunked body that is not well-formed")
        case 61:  // BAD_CONTENT_ENCODING
            self = .malformed("a body that does not inflate (\(Self.sentence(detail.isEmpty ? reason : detail)))")
        case 52:  // GOT_NOTHING
            self = .malformed(Self.closedWithoutAnswer)
        case 63:  // FILESIZE_EXCEEDED
            self = .malformed("an answer larger than it may be")
        case 5:  // COULDNT_RESOLVE_PROXY
            self = .connectionFailed("the proxy's name does not resolve")
        case 6:  // COULDNT_RESOLVE_HOST
            self = .connectionFailed("its host name does not resolve")
        case 7:  // COULDNT_CONNECT
            self = .connectionFailed(Self.connectFailure(errno: osErrno))
        // TLS: the handshake, certificates, ciphers, pinning, ECH
        case 35, 58, 59, 60, 64, 66, 77, 80, 82, 83, 90, 91, 98, 101:
            self = .connectionFailed("no secure connection could be made (\(Self.sentence(reason)))")
        case 55, 56:  // SEND_ERROR, RECV_ERROR
            self = .connectionFailed("the connection broke (\(Self.sentence(reason)))")
        case 97:  // PROXY
            self = .connectionFailed("the proxy refused the connection")
        default:
            self = .connectionFailed(Self.sentence(reason))
        }
    }

    /// Why a connection could not be made, in an operator's words, by the system's error.
    private static func connectFailure(errno: Int32) -> String {
        switch errno {
        case ECONNREFUSED: "the connection was refused (nothing accepts connections there)"
        case EHOSTUNREACH, ENETUNREACH: "no route leads to it"
        case ETIMEDOUT: "the connection timed out"
        default: "nothing accepts connections there"
        }
    }

    /// libcurl's sentence as the rest of a line: no final period, a lowercase first letter unless
    /// the first word is an acronym (`SSL connect error` stays as it is).
    private static func sentence(_ text: String) -> String {
        let trimmed = text.hasSuffix(".") ? String(text.dropLast()) : text
        let firstWord = trimmed.prefix { $0.isLetter }
        guard firstWord.count < 2 || firstWord.contains(where: \.isLowercase) else { return trimmed }
        return trimmed.prefix(1).lowercased() + trimmed.dropFirst()
    }
}
