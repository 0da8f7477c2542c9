import Metrics

/// What a replica's `/metrics` says beyond Hummingbird's requests (counted by route, method and
/// status: the pages): sign-ins by outcome, figure loads by outcome (and their time), copies kept in
/// the database, and — read when the metrics
/// are — the sessions in the database and the figures kept in this replica's memory. Recorded
/// through swift-metrics' global system: the executable bootstraps Prometheus; elsewhere nothing is
/// kept. Never a user's name, a session or a token: only counts.
package enum TeamTelemetry {
    /// How a sign-in ended.
    package enum SignIn: String, Sendable {
        /// A session was made.
        case signedIn = "signed_in"
        /// The sales API refused the name and password.
        case refused
        /// Too many failures for the name or the address: the sales API was not asked.
        case throttled
        /// The sales API or the database could not answer.
        case failed
    }

    /// How a load of a user's figures ended: from the sales API, or from the database.
    package enum FigureLoad: String, Sendable {
        case loaded
        /// Read from the database, where a replica kept them sealed: the sales API was not asked.
        case restored
        /// The sales API refused the token: the session ends.
        case expired
        case failed
    }

    package static func record(_ outcome: SignIn) {
        Counter(label: "sales_web_sign_ins_total", dimensions: [("outcome", outcome.rawValue)]).increment()
    }

    package static func record(_ outcome: FigureLoad, duration: Duration) {
        Counter(label: "sales_web_figure_loads_total", dimensions: [("outcome", outcome.rawValue)]).increment()
        let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        Recorder(label: "sales_web_figure_load_seconds", dimensions: [("outcome", outcome.rawValue)], aggregate: true)
            .record(seconds)
    }

    /// Whether a user's figures loaded from the sales API were kept sealed in the database.
    package static func recordCopy(kept: Bool) {
        Counter(label: "sales_web_figure_copies_total", dimensions: [("outcome", kept ? "kept" : "failed")])
            .increment()
    }

    /// The gauges read when the metrics are asked for: `sessions` nil when the database did not answer.
    package static func record(figuresBytes: Int, figuresUsers: Int, sessions: Int?) {
        Gauge(label: "sales_web_figures_bytes").record(figuresBytes)
        Gauge(label: "sales_web_figures_users").record(figuresUsers)
        if let sessions { Gauge(label: "sales_web_sessions").record(sessions) }
    }
}
