import SalesOutput
import SalesSupport

/// Everything that can stop a command, with the exit code it leaves with.
///
/// Exit codes: 0 ok · 1 other error (a result that cannot be written included; a reader gone ends
/// the program quietly, as SIGPIPE does) · 2 usage · 3 not logged in, wrong credentials or session
/// expired · 4 a server unreachable, timing out, failing (5xx), not at that address (404),
/// limiting requests (429) or, for the middleware, refusing (401, 403) · 5 bad data from a server
/// · 6 the HTTP client (libcurl) missing or broken on this machine.
package enum ClientError: Error, Equatable, Sendable, CustomStringConvertible {
    case notLoggedIn
    case sessionExpired
    case sessionUnreadable(String)
    case invalidCredentials(String)
    case unreachable(service: String, reason: String)
    case timeout(service: String)
    /// A 5xx answer, or (no status) an answer that broke off.
    case serverFailed(service: String, status: Int?, message: String?)
    /// HTTP 404: what answered at that address is not the service (a wrong URL).
    case notFound(service: String, url: String)
    /// HTTP 429: the service asks to slow down.
    case rateLimited(service: String)
    /// HTTP 401 or 403 from the rates middleware: it (or a proxy before it) will not serve this
    /// client; no login changes that.
    case refused(service: String, status: Int, message: String?)
    case badResponse(service: String, reason: String)
    /// The HTTP client cannot work on this machine (libcurl missing or broken): no server was asked.
    case httpClientUnavailable(String)
    /// A display currency the middleware has no rate for; the codes it has.
    case unknownCurrency(String, available: [String])
    case productNotFound(String)
    case ambiguousProduct(String, matches: [String])
    case usage(String)
    case storage(String)
    /// Standard output could not take the result (a full disk or device, a closed descriptor, a
    /// reader gone).
    case outputFailed(WriteFailure)

    package var exitCode: Int32 {
        switch self {
        case .notLoggedIn, .sessionExpired, .sessionUnreadable, .invalidCredentials: 3
        case .unreachable, .timeout, .serverFailed, .notFound, .rateLimited, .refused: 4
        case .badResponse: 5
        case .httpClientUnavailable: 6
        case .usage, .unknownCurrency: 2
        case .productNotFound, .ambiguousProduct, .storage, .outputFailed: 1
        }
    }

    /// One line for people. Messages quote servers and files, so control characters are always
    /// shown escaped: an error can never repaint the terminal.
    package var description: String { message.terminalSafe }

    private var message: String {
        switch self {
        case .notLoggedIn:
            "not logged in: run `sales login`"
        case .sessionExpired:
            "your session expired: run `sales login`"
        case .sessionUnreadable(let reason):
            "logged out: the saved session cannot be read (\(reason)); run `sales login`"
        case .invalidCredentials(let message):
            "login failed: \(message)"
        case .unreachable(let service, let reason):
            "cannot reach the \(service): \(reason)"
        case .timeout(let service):
            "the \(service) did not answer in time (see --timeout)"
        case .serverFailed(let service, let status, let message):
            "the \(service) failed" + (status.map { " (HTTP \($0))" } ?? "") + (message.map { ": \($0)" } ?? "")
        case .notFound(let service, let url):
            "the \(service) is not at \(url) (HTTP 404): check the URL (--api-url, --rates-url)"
        case .rateLimited(let service):
            "the \(service) is limiting requests (HTTP 429): try again in a moment"
        case .refused(let service, let status, let message):
            "the \(service) refused the request (HTTP \(status))" + (message.map { ": \($0)" } ?? "")
                + " — check --rates-url; `sales login` does not change it"
        case .badResponse(let service, let reason):
            "the \(service) sent an unusable answer: \(reason)"
        case .httpClientUnavailable(let reason):
            "\(reason): nothing can be fetched until libcurl works (install the libcurl4 package)"
        case .unknownCurrency(let code, let available):
            "unknown currency \(code): "
                + (available.isEmpty
                    ? "the middleware has no rates" : "the middleware can convert \(available.joined(separator: ", "))")
        case .productNotFound(let query):
            "no product matches '\(query)': see `sales products`"
        case .ambiguousProduct(let query, let matches):
            "'\(query)' matches several products: \(matches.joined(separator: ", "))"
        case .usage(let message):
            message
        case .storage(let message):
            message
        case .outputFailed(let failure):
            "cannot write to standard output: \(failure)"
        }
    }
}

/// Runs `body`, keeping its typed error as a value (for `async let`).
func capture<Value>(_ body: () async throws(ClientError) -> Value) async -> Result<Value, ClientError> {
    do {
        return .success(try await body())
    } catch {
        return .failure(error)
    }
}
