extension TransportError {
    /// What a failed libcurl transfer means for the person waiting on it, one `CURLcode` (its raw
    /// value, as libcurl's headers number them) at a time:
    /// the server could not be reached (``connectionFailed(_:)``, exit 4), it answered but not in
    /// usable HTTP (``malformed(_:)``, exit 5), it took too long, or the request could not be made.
    /// `detail` is libcurl's own account of the failure (its error buffer), used only to tell apart
    /// failures that share a code; `reason` is `curl_easy_strerror`'s text for the code.
    ///
    /// Codes a transfer over HTTP(S) cannot end with (FTP's, SSH's, LDAP's…) read as a broken
    /// connection, in libcurl's words.
    package init(curlCode code: UInt32, detail: String, reason: String) {
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
            self = .malformed("it did not answer in HTTP")
        case 100:  // TOO_LARGE (libcurl 8.6 and later)
            self = .malformed("a response header over 100 KB")
        case 27:  // OUT_OF_MEMORY: before 8.6, also a header line past libcurl's 100 KB (no detail said)
            self = .malformed("an answer too large to hold (a response header over 100 KB, or no memory left)")
        case 56 where lowered.contains("chunk"):  // RECV_ERROR on a broken chunked encoding
            self = .malformed("a chunked body that is not well-formed")
        case 61:  // BAD_CONTENT_ENCODING
            self = .malformed("a body that does not inflate (\(Self.sentence(detail.isEmpty ? reason : detail)))")
        case 52:  // GOT_NOTHING
            self = .malformed("it closed the connection without answering")
        case 63:  // FILESIZE_EXCEEDED
            self = .malformed("an answer larger than it may be")
        case 5:  // COULDNT_RESOLVE_PROXY
            self = .connectionFailed("the proxy's name does not resolve")
        case 6:  // COULDNT_RESOLVE_HOST
            self = .connectionFailed("its host name does not resolve")
        case 7:  // COULDNT_CONNECT
            self = .connectionFailed("nothing accepts connections there")
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

    /// libcurl's sentence as the rest of a line: no final period, a lowercase first letter unless
    /// the first word is an acronym (`SSL connect error` stays as it is).
    private static func sentence(_ text: String) -> String {
        let trimmed = text.hasSuffix(".") ? String(text.dropLast()) : text
        let firstWord = trimmed.prefix { $0.isLetter }
        guard firstWord.count < 2 || firstWord.contains(where: \.isLowercase) else { return trimmed }
        return trimmed.prefix(1).lowercased() + trimmed.dropFirst()
    }
}
