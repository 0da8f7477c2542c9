#!/usr/bin/env bash
# Operators: JSON logs, gzip, CORS, methods.
# Run by scripts/e2e.sh in a process of its own, or alone (`bash scripts/e2e/90-operators.sh`), over the
# helpers of scripts/lib/e2e.sh (start_world, sales, login, check…); it starts the servers it needs.
# shellcheck source=../lib/e2e.sh disable=SC2154 # the helpers' variables
source "$(dirname "$0")/../lib/e2e.sh"
echo "== operators: JSON logs, gzip, CORS, methods"
start_demo_world -- --log-format json --cors-allowed-origins https://app.example.com
base=http://127.0.0.1:$middleware_port
plain=$(curl -fsS "$base/rates")
gzipped=$(curl -fsS -H 'Accept-Encoding: gzip' -D "$work/gzip-headers" "$base/rates" | gunzip)
check "gzip when asked: the same table, with Content-Encoding and Vary" \
    test -n "$plain" -a "$gzipped" = "$plain" -a -n "$(grep -i '^content-encoding: gzip' "$work/gzip-headers")" \
    -a -n "$(grep -i '^vary: accept-encoding' "$work/gzip-headers")"
allowed=$(curl -fsS -o /dev/null -D - -H 'Origin: https://app.example.com' "$base/rates" | tr -d '\r' | sed -n 's/^[Aa]ccess-[Cc]ontrol-[Aa]llow-[Oo]rigin: //p')
other=$(curl -fsS -o /dev/null -D - -H 'Origin: https://evil.example' "$base/rates" | tr -d '\r' | grep -ci '^access-control-allow-origin')
check "CORS: a listed origin may read the answers, another may not" test "$allowed" = https://app.example.com -a "$other" = 0
check "TRACE /rates: 405, not 404" test "$(curl -s -o /dev/null -w '%{http_code}' -X TRACE "$base/rates")" = 405
# The listen queue: as long as the kernel allows by default (a burst of connections is queued, not
# reset), or LISTEN_BACKLOG; `ss` shows a listening socket's queue length as its Send-Q.
need ss
queue() { ss -Hltn "sport = :$1" | awk '{ print $3 }'; }
default_queue=$(queue "$middleware_port")
LISTEN_BACKLOG=100 start small-queue "$middleware_bin" --listen 127.0.0.1:0 --rates-url "http://127.0.0.1:$upstream_port/rates"
small_queue=$(queue "$PORT")
stop small-queue
check "the listen queue: as long as net.core.somaxconn allows by default, LISTEN_BACKLOG when set" \
    test "$default_queue" = "$(cat /proc/sys/net/core/somaxconn)" -a "$small_queue" = 100
"$middleware_bin" --listen "${base#http://}" >"$work/second.out" 2>"$work/second.err"
status=$?
check "a second middleware on the same address: exit 1, one line naming it and why" \
    test "$status" -eq 1 -a "$(cat "$work/second.err")" = \
    "sales-middleware: cannot listen on ${base#http://} (--listen, LISTEN_ADDR): Address already in use"
stop middleware
line=$(grep -m1 '"route":"/rates"' "$logs/middleware.log")
fields='import json,sys; o=json.loads(sys.argv[1]); print(all(k in o for k in ("timestamp","level","request_id","route","status","duration_ms")) and o["status"] == 200)'
check "LOG_FORMAT=json: one object per request with timestamp, level, request id, route, status, duration" \
    test "$(python3 -c "$fields" "$line" 2>/dev/null)" = True
stop upstream

