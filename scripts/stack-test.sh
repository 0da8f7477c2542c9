#!/usr/bin/env bash
# `make stack-test`: proof that the scaled topology (`make stack`) loses no request when replicas
# die. Under load through the nginx front — wrk on /rates (cached by the front) and on /health
# (passed to a replica every time) — replica 1 is killed (SIGKILL), brought back, then replica 2
# likewise. Each step waits for a signal, not a clock: after a kill, 200 requests through the front
# must all succeed; after a restart, the replica must answer /ready and then receive traffic from
# the front (its own /metrics count it). Passes when wrk saw no failed request, the upstream was
# asked about once per TTL per replica, If-None-Match through the front answers 304, and request ids
# come back (the caller's on a cache hit, nginx's own on a request passed to a replica), and a
# replica's X-Cache only when a replica answered. Then what the front caches per variant: the
# encoding as the replica decides it for 24 Accept-Encoding spellings (q-values, refusals, tokens
# that only contain "gzip"), each answer's CORS header for two allowed origins, none and another,
# and an HTTP/1.0 request without Host.
set -euo pipefail
default_configuration=release
source "$(dirname "$0")/lib.sh"
# stack.sh builds (unless SKIP_BUILD) and starts the same configuration.
export CONFIGURATION=$configuration STACK_CACHE_TTL=${STACK_CACHE_TTL:-2}
# Two allowed origins: the front must answer each its own, and no other one either.
export STACK_CORS_ORIGINS=https://a.example,https://b.example
work=$(mktemp -d "${TMPDIR:-/tmp}/sales-stack-test.XXXXXX")
logs=$work
loads=()
# shellcheck disable=SC2329 # run by the EXIT trap
cleanup() {
    local status=$? log
    for pid in "${loads[@]}"; do kill "$pid" 2>/dev/null || true; done
    stop_all
    "$root/scripts/stop.sh" "$root/.run/stack/pids" >/dev/null
    if ((status != 0)); then
        # Whatever stopped the proof, leave what each process said (the folders go with this run).
        echo "-- the front's error log (a replica's absence aside) and each process's last lines" >&2
        { grep -v "no live upstreams" "$root/.run/stack/nginx/error.log" 2>/dev/null || true; } | tail -n 8 >&2
        for log in "$root"/.run/stack/*.log "$work"/*.log; do
            if [[ -s $log ]]; then echo "-- ${log##*/}"; tail -n 5 "$log"; fi
        done >&2
    fi
    rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 130' INT TERM
need wrk curl python3

"$root/scripts/stack.sh" >"$work/processes"
front=$(awk '$1 == "front" { print $2 }' "$work/processes")
upstream=$(awk '$1 == "upstream" { print $2 }' "$work/processes")
mapfile -t replica_urls < <(awk '$1 == "replica" { print $2 }' "$work/processes")
mapfile -t replica_pids < <(awk '$1 == "replica" { print $4 }' "$work/processes")
started=$(date +%s.%N)

# A slow answer on a loaded machine is not a failed one: wrk waits up to 10 s (its default is 2 s).
wrk -t1 -c16 -d120s --timeout 10s "$front/rates" >"$work/wrk-rates.txt" 2>&1 &
loads+=($!)
wrk -t1 -c16 -d120s --timeout 10s "$front/health" >"$work/wrk-health.txt" 2>&1 &
loads+=($!)

# through_front : 200 requests to /health through the front, every one answered 200.
through_front() {
    local code
    for _ in $(seq 1 200); do
        code=$(curl -s -o /dev/null -w '%{http_code}' -m 5 "$front/health")
        [[ $code == 200 ]] || { echo "FAIL: the front answered $code with a replica down" >&2; return 1; }
    done
}

# health_count URL : how many GET /health the replica at URL has answered (its own metrics).
health_count() {
    curl -fsS "$1/metrics" | sed -n 's/^http_server_requests_total{http_route="\/health",http_request_method="GET",http_response_status_code="200"} //p'
}

for index in 0 1; do
    url=${replica_urls[$index]}
    kill -KILL "${replica_pids[$index]}"
    wait "${replica_pids[$index]}" 2>/dev/null || true
    through_front
    echo "   replica $((index + 1)) killed: the front kept answering"
    start "replica-$((index + 1))-again" "$(bin sales-middleware)" --listen "${url#http://}" \
        --rates-url "$upstream/rates" --cache-ttl "$STACK_CACHE_TTL" --log-level warning \
        --cors-allowed-origins "$STACK_CORS_ORIGINS"
    wait_http "$url/ready" "$PID" 30 || exit 1
    # Back in the rotation, not merely probed: open-source nginx checks a failed server with one
    # request per fail_timeout, so one answered request does not mean the front uses it again.
    deadline=$((SECONDS + 30))
    until count=$(health_count "$url") && ((${count:-0} >= 500)); do
        kill -0 "$PID" || exit 1
        ((SECONDS < deadline)) || { echo "FAIL: replica $((index + 1)) got $count requests in 30 s: not back in the rotation" >&2; exit 1; }
        sleep 0.05
    done
    echo "   replica $((index + 1)) back: ready, and the front sends it its share of the traffic again"
done

for pid in "${loads[@]}"; do kill -INT "$pid"; done
for pid in "${loads[@]}"; do wait "$pid" || true; done
loads=()
elapsed=$(python3 -c "import time; print(f'{time.time() - $started:.1f}')")

failures() {
    python3 - "$1" <<'PY'
import re, sys
text = open(sys.argv[1]).read()
requests = int(re.search(r"(\d+) requests in", text).group(1))
errors = sum(int(n) for n in re.findall(r"(?:connect|read|write|timeout) (\d+)", text))
non2xx = int((re.search(r"Non-2xx or 3xx responses: (\d+)", text) or [0, 0])[1])
print(requests, errors + non2xx)
PY
}
read -r rates_requests rates_failed < <(failures "$work/wrk-rates.txt")
read -r health_requests health_failed < <(failures "$work/wrk-health.txt")
fetches=$(curl -fsS "$upstream/_admin/stats" | python3 -c 'import json,sys; print(json.load(sys.stdin)["rates"])')
# Two replicas alive at a time, each asked about once per TTL (the front revalidates when the
# table's max-age runs out), plus a cold fetch for each of the two restarts.
allowed=$(python3 -c "print(int(2 * ($elapsed / $STACK_CACHE_TTL + 2)))")
# header NAME HEAD : the value of that header in a response head (curl -D -), any case.
header() { tr -d '\r' <<<"$2" | sed -n "s/^$1: //Ip"; }
etag=$(header ETag "$(curl -fsS -o /dev/null -D - "$front/rates")")
revalidated=$(curl -s -o /dev/null -w '%{http_code}' -H "If-None-Match: $etag" "$front/rates")
# Request ids: a cache hit answers the caller's; a request passed to a replica carries nginx's own.
# X-Cache is the replica's word, present only when a replica answered this request.
answer=$(curl -fsS -o /dev/null -D - -H 'X-Request-Id: stack-test-1' "$front/rates")
hit_id=$(header X-Request-Id "$answer")
front_cache=$(header X-Cache-Front "$answer")
replica_cache=$(header X-Cache "$answer")
passed_id=$(header X-Request-Id "$(curl -fsS -o /dev/null -D - "$front/health")")

echo "   $elapsed s: /rates $rates_requests requests, $rates_failed failed; /health $health_requests requests, $health_failed failed"
echo "   upstream fetches: $fetches (at most $allowed for TTL $STACK_CACHE_TTL s); If-None-Match through the front: $revalidated"
echo "   request ids: the caller's from the cache ($hit_id), nginx's on a passed request ($passed_id); X-Cache-Front: $front_cache, X-Cache: ${replica_cache:-none}"
status=0
if ((rates_failed != 0 || health_failed != 0)); then
    echo "FAIL: requests failed while replicas died" >&2
    grep -hE "Socket errors|Non-2xx" "$work/wrk-rates.txt" "$work/wrk-health.txt" >&2
    status=1
fi
((fetches <= allowed)) || { echo "FAIL: the upstream was asked $fetches times" >&2; status=1; }
[[ $revalidated == 304 ]] || { echo "FAIL: If-None-Match through the front answered $revalidated" >&2; status=1; }
case $front_cache in
HIT | STALE | UPDATING) [[ -z $replica_cache ]] ;;
*) [[ $replica_cache =~ ^(hit|miss|stale)$ ]] ;;
esac || { echo "FAIL: X-Cache-Front: $front_cache came with X-Cache: '$replica_cache'" >&2; status=1; }
[[ $hit_id == stack-test-1 ]] || { echo "FAIL: a cache hit answered request id '$hit_id', not the caller's" >&2; status=1; }
[[ $passed_id =~ ^[0-9a-f]{32}$ ]] || { echo "FAIL: a passed request answered request id '$passed_id', not nginx's own" >&2; status=1; }

# encoding_of URL ACCEPT_ENCODING : the Content-Encoding a GET /rates answer has ("" for none).
encoding_of() {
    curl -s -o /dev/null -D - -H "Accept-Encoding: $2" "$1/rates" | tr -d '\r' | sed -n 's/^content-encoding: //Ip'
}
disagreements=0
while IFS= read -r accept; do
    direct=$(encoding_of "${replica_urls[0]}" "$accept")
    for _ in 1 2; do  # the second from the front's cache
        through=$(encoding_of "$front" "$accept")
        if [[ $through != "$direct" ]]; then
            echo "FAIL: Accept-Encoding '$accept': the replica answers '${direct:-identity}', the front '${through:-identity}'" >&2
            disagreements=$((disagreements + 1))
        fi
    done
done <<'CASES'
gzip
gzip;q=0
identity;q=0, gzip;q=0
notgzip
identity;q=0.5, gzip;q=0.4
gzip;q=0.4, identity;q=0.5
GZIP
x-gzip
*
*;q=0
*;q=0, identity
gzip, deflate, br
br, deflate
deflate, gzip;q=0.5
gzip ; q=0.8, identity;q=0.8
gzip;q=0.001
identity
identity, gzip
gzip;q=1.5
gzipped
br;q=1, gzip;q=0
gzip;q=0.5, *;q=1
 gzip
deflate,gzip
CASES
echo "   Accept-Encoding: 24 spellings, $disagreements answers through the front differing from the replica's"
((disagreements == 0)) || status=1
# allow_origin ORIGIN : the Access-Control-Allow-Origin of a GET /rates answer through the front.
allow_origin() {
    curl -s -o /dev/null -D - ${1:+-H "Origin: $1"} "$front/rates" | tr -d '\r' | sed -n 's/^access-control-allow-origin: //Ip'
}
seen=""
for origin in https://a.example https://b.example "" https://evil.example https://a.example; do
    seen+="${origin:-none}=$(allow_origin "$origin") "
done
echo "   CORS through the front: $seen"
[[ $seen == "https://a.example=https://a.example https://b.example=https://b.example none= https://evil.example= https://a.example=https://a.example " ]] ||
    { echo "FAIL: the front answered an origin another origin's Access-Control-Allow-Origin" >&2; status=1; }
old=$(python3 - "${front#http://}" <<'PY'
import socket, sys
host, port = sys.argv[1].split(":")
connection = socket.create_connection((host, int(port)), timeout=5)
connection.sendall(b"GET /health HTTP/1.0\r\n\r\n")
print(connection.recv(200).split(b"\r\n")[0].decode())
PY
)
echo "   HTTP/1.0 without Host through the front: $old"
[[ $old == "HTTP/1.1 200 OK" ]] || { echo "FAIL: an HTTP/1.0 request without Host answered '$old'" >&2; status=1; }
((status == 0)) && echo "stack-test: ok"
exit $status
