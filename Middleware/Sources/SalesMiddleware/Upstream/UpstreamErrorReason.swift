import AsyncHTTPClient
import Foundation
import NIOCore
import NIOPosix

/// Why the upstream could not be reached, in an operator's words: `the connection was refused`,
/// not NIO's `connection reset (error set): Connection refused) (errno: 111)`; and for HTTPS when no
/// certificate authority bundle is installed, that the certificate could not be checked and which
/// files were looked for.
package enum UpstreamErrorReason {
    /// Where the TLS library looks for the certificate authorities (NIOSSL's search paths on Linux).
    package static let caBundles = ["/etc/ssl/certs/ca-certificates.crt", "/etc/pki/tls/certs/ca-bundle.crt"]

    /// `error`, said for an operator; `https`: whether the upstream is reached over TLS;
    /// `bundleExists`: whether a file exists (tests give their own).
    package static func describe(
        _ error: any Error, https: Bool,
        bundleExists: (String) -> Bool = { FileManager.default.fileExists(atPath: $0) }
    ) -> String {
        if https, !caBundles.contains(where: bundleExists) {
            return "the upstream's certificate cannot be checked: no certificate authorities are installed "
                + "(looked for \(caBundles.joined(separator: " and ")); install ca-certificates"
        }
        switch error {
        case let error as IOError:
            return reason(errno: error.errnoCode)
        case let error as NIOConnectionError:
            if let first = error.connectionErrors.first?.error { return describe(first, https: false) }
            if error.dnsAError != nil || error.dnsAAAAError != nil { return "its host name does not resolve" }
        case let error as HTTPClientError where error == .remoteConnectionClosed:
            return "it closed the connection without answering"
        default:
            break
        }
        return "\(error)"
    }

    private static func reason(errno code: CInt) -> String {
        switch code {
        case ECONNREFUSED: "the connection was refused (nothing accepts connections there)"
        case ECONNRESET: "the connection was reset"
        case EHOSTUNREACH, ENETUNREACH: "no route leads to it"
        case ETIMEDOUT: "the connection timed out"
        default: String(cString: strerror(code)).lowercased()
        }
    }
}
