# shellcheck shell=bash disable=SC2154,SC2034 # the helpers and their variables are scripts/e2e.sh's
# Operators: JSON logs, gzip, CORS, methods.
# Sourced by scripts/e2e.sh, which defines the helpers (start_world, sales, login, check…), builds
# the binaries and prints the summary; each area starts the servers it needs and stops them.
echo "== operators: JSON logs, gzip, CORS, methods"
start upstream "$fake_upstream" --port 0 --fixtures "$fixtures"
upstream_port=$PORT
start middleware "$middleware_bin" --listen 127.0.0.1:0 --rates-url "http://127.0.0.1:$upstream_port/rates" \
    --log-format json --cors-allowed-origins https://app.example.com
base=http://127.0.0.1:$PORT
plain=$(curl -fsS "$base/rates")
gzipped=$(curl -fsS -H 'Accept-Encoding: gzip' -D "$work/gzip-headers" "$base/rates" | gunzip)
check "gzip when asked: the same table, with Content-Encoding and Vary" \
    test -n "$plain" -a "$gzipped" = "$plain" -a -n "$(grep -i '^content-encoding: gzip' "$work/gzip-headers")" \
    -a -n "$(grep -i '^vary: accept-encoding' "$work/gzip-headers")"
allowed=$(curl -fsS -o /dev/null -D - -H 'Origin: https://app.example.com' "$base/rates" | tr -d '\r' | sed -n 's/^[Aa]ccess-[Cc]ontrol-[Aa]llow-[Oo]rigin: //p')
other=$(curl -fsS -o /dev/null -D - -H 'Origin: https://evil.example' "$base/rates" | tr -d '\r' | grep -ci '^access-control-allow-origin')
check "CORS: a listed origin may read the answers, another may not" test "$allowed" = https://app.example.com -a "$other" = 0
check "TRACE /rates: 405, not 404" test "$(curl -s -o /dev/null -w '%{http_code}' -X TRACE "$base/rates")" = 405
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

