#!/usr/bin/env bash
# Stale rates: the middleware serves the last table while the upstream fails.
# Run by scripts/e2e.sh in a process of its own, or alone (`bash scripts/e2e/70-stale-rates.sh`), over the
# helpers of scripts/lib/e2e.sh (start_world, sales, login, check…); it starts the servers it needs.
# shellcheck source=../lib/e2e.sh disable=SC2154 # the helpers' variables
source "$(dirname "$0")/../lib/e2e.sh"
echo "== stale rates (cache TTL 1 s)"
CACHE_TTL=1 start_world
login
sales product "Mac mini" --json
fresh_total=$(python3 -c 'import json,sys; print(json.load(sys.stdin)["total_usd"])' <<<"$out" 2>/dev/null)
admin PUT /_admin/faults/rates '{"failure_rate": 1, "failure_status": 503}'
# The 1 s cache expires: poll for the stale answer (10 s at most) rather than sleep past it.
deadline=$((SECONDS + 10))
until cache=$(curl -fsS -o /dev/null -D - "http://127.0.0.1:$middleware_port/rates" | tr -d '\r' | sed -n 's/^[Xx]-[Cc]ache: //p') \
    && [[ $cache == stale ]] || ((SECONDS >= deadline)); do
    sleep 0.05
done
sales product "Mac mini" --json
stale_total=$(python3 -c 'import json,sys; print(json.load(sys.stdin)["total_usd"])' <<<"$out" 2>/dev/null)
check "upstream rates failing: the middleware serves stale rates" test "$cache" = "stale"
check "…and the client still converts" test "$status" -eq 0 -a -n "$fresh_total" -a "$stale_total" = "$fresh_total"
metrics=$(curl -fsS "http://127.0.0.1:$middleware_port/metrics")
check "/metrics: requests by route and status, upstream fetches by outcome, the table's age" \
    test -n "$(grep -E '^http_server_requests_total\{http_route="/rates",http_request_method="GET",http_response_status_code="200"\} [1-9]' <<<"$metrics")" \
    -a -n "$(grep -E '^rates_upstream_fetches_total\{outcome="ok"\} [1-9]' <<<"$metrics")" \
    -a -n "$(grep -E '^rates_table_age_seconds [1-9]' <<<"$metrics")"
stop_world
