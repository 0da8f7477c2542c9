import Foundation

/// Why the upstream could not be reached, in an operator's words — `the connection was refused
/// (nothing accepts connections there)`, as the transport says it —; and for HTTPS when no
/// certificate authority bundle is installed, that the certificate could not be checked and which
/// files were looked for.
package enum UpstreamErrorReason {
    /// Where the TLS library looks for the certificate authorities (OpenSSL's bundle on Debian and
    /// its derivatives, and on Fedora and its derivatives).
    package static let caBundles = ["/etc/ssl/certs/ca-certificates.crt", "/etc/pki/tls/certs/ca-bundle.crt"]

    /// `reason` (the transport's account of the failure), said for an operator; `https`: whether
    /// the upstream is reached over TLS; `bundleExists`: whether a file exists (tests give their own).
    package static func describe(
        _ reason: String, https: Bool,
        bundleExists: (String) -> Bool = { FileManager.default.fileExists(atPath: $0) }
    ) -> String {
        if https, !caBundles.contains(where: bundleExists) {
            return "the upstream's certificate cannot be checked: no certificate authorities are installed "
                + "(looked for \(caBundles.joined(separator: " and "))); install ca-certificates"
        }
        return reason
    }
}
