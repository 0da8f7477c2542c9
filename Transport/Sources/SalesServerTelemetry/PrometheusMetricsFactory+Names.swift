import Prometheus

extension PrometheusMetricsFactory {
    /// A factory for `registry` that gives Hummingbird's request metrics Prometheus's conventional
    /// names: `http_server_requests_total`, `http_server_request_errors_total` and
    /// `http_server_request_duration_seconds` (dots in other names become underscores anyway).
    public static func conventionalNames(registry: PrometheusCollectorRegistry) -> PrometheusMetricsFactory {
        var factory = PrometheusMetricsFactory(registry: registry)
        factory.nameAndLabelSanitizer = { name, labels in
            let renamed =
                switch name {
                case "hb.requests": "http_server_requests_total"
                case "hb.request.errors": "http_server_request_errors_total"
                case "http.server.request.duration": "http_server_request_duration_seconds"
                default: name
                }
            return (renamed, labels)
        }
        return factory
    }
}
