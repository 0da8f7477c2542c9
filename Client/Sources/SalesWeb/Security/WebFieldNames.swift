import HTTPTypes

/// Header names the web front end reads that HTTPTypes does not name.
package enum WebFieldNames {
    package static let host = HTTPField.Name("Host")
    package static let secFetchSite = HTTPField.Name("Sec-Fetch-Site")
    package static let referrerPolicy = HTTPField.Name("Referrer-Policy")
}
