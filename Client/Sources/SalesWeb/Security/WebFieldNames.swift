import HTTPTypes

/// Header names the web front end reads that HTTPTypes does not name.
enum WebFieldNames {
    static let host = HTTPField.Name("Host")
    static let secFetchSite = HTTPField.Name("Sec-Fetch-Site")
    static let referrerPolicy = HTTPField.Name("Referrer-Policy")
}
