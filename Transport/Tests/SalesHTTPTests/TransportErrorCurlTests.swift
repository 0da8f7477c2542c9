import Foundation
import SalesHTTP
import Testing

/// Every `CURLcode` a transfer can end with, read as what it means: the server out of reach (exit
/// 4), an answer that is not usable HTTP (exit 5), a timeout, or a request that cannot be made.
@Suite struct TransportErrorCurlTests {
    enum Kind: Equatable {
        case unreachable, badData, timeout, invalidRequest, truncated, cancelled, unavailable
    }

    static let table: [(code: UInt32, kind: Kind, message: String?)] = [
        (1, .badData, "it did not answer in HTTP"),  // an SSH banner: HTTP/0.9 refused
        (2, .invalidRequest, nil), (3, .invalidRequest, nil),
        (5, .unreachable, "the proxy's name does not resolve"),
        (6, .unreachable, "its host name does not resolve"),
        (7, .unreachable, "nothing accepts connections there"),
        (8, .badData, "it did not answer in HTTP"),
        (16, .badData, "it did not answer in HTTP"),
        (18, .truncated, nil),
        (27, .badData, "an answer too large to hold (a response header over 100 KB, or no memory left)"),
        (28, .timeout, nil),
        (35, .unreachable, nil), (43, .invalidRequest, nil), (45, .unreachable, nil), (48, .invalidRequest, nil),
        (49, .invalidRequest, nil), (53, .invalidRequest, nil), (54, .invalidRequest, nil),
        (52, .badData, "it closed the connection without answering"),
        (55, .unreachable, nil), (56, .unreachable, nil), (58, .unreachable, nil), (60, .unreachable, nil),
        (61, .badData, nil), (63, .badData, nil), (77, .unreachable, nil),
        (92, .badData, "it did not answer in HTTP"), (95, .badData, "it did not answer in HTTP"),
        (97, .unreachable, "the proxy refused the connection"),
        (100, .badData, "a response header over 100 KB"),
    ]

    @Test(arguments: table)
    func readsEachCodeAsWhatItMeans(_ row: (code: UInt32, kind: Kind, message: String?)) {
        let error = TransportError(curlCode: row.code, detail: "", reason: "Some reason.")

        #expect(kind(of: error) == row.kind, "CURLcode \(row.code)")
        if let message = row.message { #expect(error.description == message, "CURLcode \(row.code)") }
    }

    /// A failed connection says why by the system's error of the attempt, as an operator reads it.
    @Test(arguments: [
        (ECONNREFUSED, "the connection was refused (nothing accepts connections there)"),
        (EHOSTUNREACH, "no route leads to it"), (ENETUNREACH, "no route leads to it"),
        (ETIMEDOUT, "the connection timed out"), (0, "nothing accepts connections there"),
    ])
    func saysWhyAConnectionFailedByTheSystemsError(_ row: (errno: Int32, message: String)) {
        let error = TransportError(curlCode: 7, detail: "", reason: "Couldn't connect to server", osErrno: row.errno)
        #expect(error == .connectionFailed(row.message))
    }

    @Test func tellsABrokenChunkedBodyFromABrokenConnection() {
        let chunked = TransportError(
            curlCode: 56, detail: "Malformed encoding found in chunked-encoding",
            reason: "Failure when receiving data from the peer")
        let reset = TransportError(
            curlCode: 56, detail: "Recv failure: Connection reset by peer",
            reason: "Failure when receiving data from the peer")

        #expect(chunked == .malformed("a chunked body that is not well-formed"))
        #expect(reset == .connectionFailed("the connection broke (failure when receiving data from the peer)"))
    }

    @Test func keepsAnAcronymThatStartsLibcurlsWords() {
        let error = TransportError(curlCode: 35, detail: "", reason: "SSL connect error")

        #expect(error == .connectionFailed("no secure connection could be made (SSL connect error)"))
    }

    @Test func saysEveryOtherCodeInLibcurlsWordsAsABrokenConnection() {
        for code in UInt32(1)...101 where !Self.table.contains(where: { $0.code == code }) {
            let reason = "Failure number \(code) in libcurl's words."
            let error = TransportError(curlCode: code, detail: "", reason: reason)
            #expect(kind(of: error) == .unreachable, "CURLcode \(code)")
            #expect(error.description.contains("in libcurl's words"), "CURLcode \(code): \(error.description)")
            #expect(!error.description.hasSuffix("."), "CURLcode \(code)")
            let firstWord = error.description.prefix { $0.isLetter }
            #expect(
                firstWord.first?.isUppercase != true || !firstWord.contains(where: \.isLowercase),
                "CURLcode \(code): \(error.description)")
        }
    }

    private func kind(of error: TransportError) -> Kind {
        switch error {
        case .connectionFailed: .unreachable
        case .malformed, .tooLarge: .badData
        case .timeout: .timeout
        case .invalidRequest: .invalidRequest
        case .truncated: .truncated
        case .cancelled: .cancelled
        case .unavailable: .unavailable
        }
    }
}
