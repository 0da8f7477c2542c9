import HTTPTypes
import Hummingbird

extension RatesCache.Answer {
    /// `X-Cache`, and a `Cache-Control` that lets clients and caches keep the body for the rest of
    /// its TTL. No `Age`: a cache following RFC 9111 adds `Age` to the time it has held an answer and
    /// compares that with `max-age`, so `Age: 30` beside the 30 s left would count the table's age
    /// twice and make the answer stale on arrival (nginx 1.22 ignores `Age`, CDNs do not).
    func appendCacheHeaders(to headers: inout HTTPFields, _ cacheControl: CacheControlField) {
        headers.append(lookup.freshness.header)
        headers.append(cacheControl.field(maxAge: lookup.remainingLifetime.wholeSeconds))
    }

    /// The cache headers alone, for the answers built from these rates (a path, the diagnostics).
    func cacheHeaders(_ cacheControl: CacheControlField) -> HTTPFields {
        var headers = HTTPFields()
        appendCacheHeaders(to: &headers, cacheControl)
        return headers
    }

    /// `GET /rates`' answer: the table, gzipped when the request prefers it, with its cache headers
    /// and validators; `304 Not Modified` with the same headers and no body when `If-None-Match`
    /// names its entity tag.
    func ratesResponse(to request: Request, _ cacheControl: CacheControlField) -> Response {
        let encoded = rates.encoded(gzip: AcceptEncoding.prefersGzip(request.headers.value(of: .acceptEncoding)))
        // Room for these (at most seven) and the three the way out adds (X-Request-Id, Date,
        // Server); every field appended, not assigned: an assignment first looks for a field of
        // that name.
        var headers = HTTPFields()
        headers.reserveCapacity(10)
        appendCacheHeaders(to: &headers, cacheControl)
        for field in encoded.validators { headers.append(field) }
        if let condition = request.headers.value(of: .ifNoneMatch),
            RatesBody.matches(ifNoneMatch: condition, etag: encoded.etag)
        {
            return Response(status: .notModified, headers: headers)
        }
        for field in encoded.representation { headers.append(field) }
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: encoded.body))
    }
}
