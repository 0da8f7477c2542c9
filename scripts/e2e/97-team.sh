#!/usr/bin/env bash
# The team server's replicas over a shared PostgreSQL: settings, readiness, the database away and back.
# Run by scripts/e2e.sh in a process of its own, or alone (`bash scripts/e2e/97-team.sh`), over the
# helpers of scripts/lib/e2e.sh; it starts the servers it needs (PostgreSQL included).
# shellcheck source=../lib/e2e.sh disable=SC2154 # the helpers' variables
source "$(dirname "$0")/../lib/e2e.sh"
echo "== team: sales-web-server replicas sharing PostgreSQL"
status=0 out="" err=""
web_server_bin=$(bin sales-web-server) || exit 1
# Its own folder, not under the area's private one: the postgres user must reach it.
pg=$(mktemp -d "${TMPDIR:-/tmp}/sales-postgres.XXXXXX")
trap 'stop_postgres "$pg"; rm -rf "$pg"; e2e_finish' EXIT
start_postgres "$pg" || exit 1
psql -X -q "$postgres_url" -c "CREATE DATABASE team" >/dev/null
# A password in the URI (trust ignores it): it must never reach a log line.
database="postgresql://sales:db-password-7f3a@127.0.0.1:$postgres_port/team"
key="$work/session-key"
(umask 077 && python3 -c "import secrets; print(secrets.token_hex(32))" >"$key")
# Two managers with figures of their own beside the demo's tester.
start_world --user tester:password --user alice:alice-pw:11 --user bob:bob-pw:12
team_env=(env DATABASE_URL="$database" PUBLIC_ORIGIN=https://sales.test SESSION_KEY_FILE="$key"
    SALES_API_URL="$upstream_url" SALES_RATES_URL="$rates_url")

start web_a "${team_env[@]}" "$web_server_bin" --listen 127.0.0.1:0 --metrics-listen 127.0.0.1:0
web_a=http://127.0.0.1:$PORT
metrics_port web_a "$web_a_pid" || exit 1
metrics_a=http://127.0.0.1:$METRICS_PORT
start web_b "${team_env[@]}" "$web_server_bin" --listen 127.0.0.1:0 --metrics-listen 127.0.0.1:0
web_b=http://127.0.0.1:$PORT
wait_http "$web_a/ready" "$web_a_pid" 30 && wait_http "$web_b/ready" "$web_b_pid" 30
out="$(curl -s "$web_a/ready")$(curl -s "$web_b/ready")"
err=$(psql -X -A -t -q "$database" -c 'SELECT count(*) = count(DISTINCT version) AND count(*) = max(version) FROM team_schema' 2>&1)
check "two replicas started together: both ready, each migration applied once" \
    test "$out" = "readyready" -a "$err" = t

# A browser through the front, by hand: the public origin's Host, and the cookies sent back as
# they were set (`__Host-` cookies are HTTPS-only in curl's jar, and the front is not here).
# team_get URL [COOKIE] / team_post URL COOKIE DATA : the answer's headers in $work/headers, its body out.
team_get() { curl -s -D "$work/headers" -H 'Host: sales.test' ${2:+-H "Cookie: $2"} "$1"; }
team_post() {
    curl -s -D "$work/headers" -H 'Host: sales.test' -H 'Sec-Fetch-Site: same-origin' -H "Cookie: $2" --data "$3" "$1"
}
cookie_of() { tr -d '\r' <"$work/headers" | sed -n "s/^[Ss]et-[Cc]ookie: \($1=[^;]*\);.*/\1/p" | head -n 1; }
code_of() { head -n 1 "$work/headers" | cut -d' ' -f2; }
page=$(team_get "$web_a/login")
sign_in=$(cookie_of __Host-sales_sign_in)
form_token=$(grep -o 'name="csrf" value="[^"]*"' <<<"$page" | head -n 1 | cut -d'"' -f4)
team_post "$web_a/login" "$sign_in" "csrf=$form_token&next=%2Fproducts&username=tester&password=wrong" >"$work/refused"
check "a wrong password: 401 with the sales API's own message, and no session" \
    test "$(code_of)" = 401 -a -n "$(grep -F 'Invalid credentials.' "$work/refused")" -a -z "$(cookie_of __Host-sales_session)"
team_post "$web_a/login" "$sign_in" "csrf=$form_token&next=%2Fproducts&username=tester&password=password" >/dev/null
session=$(cookie_of __Host-sales_session)
check "sign-in: a __Host- session cookie (Secure, HttpOnly, SameSite=Lax) and back to the page asked for" \
    test "$(code_of)" = 303 -a -n "$session" \
    -a -n "$(tr -d '\r' <"$work/headers" | grep -i '^set-cookie: __Host-sales_session=.*; Path=/; Secure; HttpOnly; SameSite=Lax')"
login
sales products --format csv
csv_names=$(tail -n +2 <<<"$out" | cut -d, -f2 | tr -d '\r' | sort)
page=$(team_get "$web_b/products" "$session")
page_names=$(grep -o '<tr><td><a href="[^"]*">[^<]*</a>' <<<"$page" | sed 's/.*">//; s/<\/a>//' | sort)
check "the other replica knows the session: the user's products, as \`sales products\` lists them" \
    test "$(code_of)" = 200 -a -n "$page_names" -a "$page_names" = "$csv_names"
team_get "$web_a/products.csv" "$session" >"$work/team.csv"
sales products -o "$work/command.csv"
check "the products' CSV: the bytes \`sales products -o\` writes" cmp -s "$work/team.csv" "$work/command.csv"
session_hash=$(python3 -c 'import hashlib, sys; print(hashlib.sha256(sys.argv[1].encode()).hexdigest())' "${session#*=}")
# The fake upstream's tokens are 32 hex digits: a sealed one shows no such run.
check "the database keeps the session id's hash, never the id, and no token in clear" \
    test "$(psql -X -A -t -q "$database" -c "SELECT count(*) FROM team_sessions WHERE id_hash = '\\x$session_hash'")" = 1 \
    -a "$(psql -X -A -t -q "$database" -c "SELECT count(*) FROM team_sessions WHERE encode(id_hash, 'hex') LIKE '%${session#*=}%' OR encode(sealed_token, 'escape') ~ '[0-9a-f]{32}'")" = 0
check "another Host: refused (421); a POST from elsewhere: refused (403)" \
    test "$(curl -s -o /dev/null -w '%{http_code}' -H 'Host: evil.example' -H "Cookie: $session" "$web_a/products")" = 421 \
    -a "$(curl -s -o /dev/null -w '%{http_code}' -H 'Host: sales.test' -H 'Sec-Fetch-Site: cross-site' -H "Cookie: $session" -d x=1 "$web_a/logout-all")" = 403
team_get "$web_a/products" >/dev/null
check "no session: the sign-in page, then back to the page asked for" \
    test "$(code_of)" = 303 -a -n "$(tr -d '\r' <"$work/headers" | grep -i '^location: /login?next=%2Fproducts')"
page=$(team_get "$web_a/logout" "$session")
token=$(grep -o 'name="csrf" value="[^"]*"' <<<"$page" | head -n 1 | cut -d'"' -f4)
team_post "$web_a/logout-all" "$session" "csrf=$token" >/dev/null
team_get "$web_b/products" "$session" >/dev/null
check "Sign out everywhere: the session no longer opens a page on any replica" test "$(code_of)" = 303
for attempt in 1 2 3 4 5 6; do
    team_post "$web_a/login" "$sign_in" "csrf=$form_token&username=tester&password=wrong$attempt" >"$work/flood"
done
check "five failed sign-ins for a name: refused for a while (429), saying how long" \
    test "$(code_of)" = 429 -a -n "$(grep -F 'Too many failed sign-ins. Try again in 15 minutes.' "$work/flood")"


# Two managers at once, each on a replica of their own: each sees their own products only, the ones
# `sales products` lists when run as them.
# sign_in REPLICA USER PASSWORD : a new browser's sign-in; its session cookie in $session.
sign_in() {
    local page token cookie
    page=$(team_get "$1/login")
    cookie=$(cookie_of __Host-sales_sign_in)
    token=$(grep -o 'name="csrf" value="[^"]*"' <<<"$page" | head -n 1 | cut -d'"' -f4)
    team_post "$1/login" "$cookie" "csrf=$token&username=$2&password=$3&zone=${4:-}" >/dev/null
    session=$(cookie_of __Host-sales_session)
}
# names_as USER PASSWORD : the product names `sales products` lists for USER (their own data folder).
names_as() {
    printf '%s\n' "$2" >"$work/stdin"
    XDG_DATA_HOME="$work/data-$1" SALES_STDIN="$work/stdin" sales login --username "$1" --password-stdin
    XDG_DATA_HOME="$work/data-$1" sales products --format csv
    tail -n +2 <<<"$out" | cut -d, -f2 | tr -d '\r' | sort
}
page_names() { grep -o '<tr><td><a href="[^"]*">[^<]*</a>' | sed 's/.*">//; s/<\/a>//' | sort; }
sign_in "$web_a" alice alice-pw Asia/Kolkata
alice=$session
sign_in "$web_b" bob bob-pw
bob=$session
alice_page=$(team_get "$web_a/products" "$alice" | page_names)
bob_page=$(team_get "$web_b/products" "$bob" | page_names)
alice_oracle=$(names_as alice alice-pw)
bob_oracle=$(names_as bob bob-pw)
check "two managers at once: each sees their own products, as \`sales products\` lists them for each" \
    test -n "$alice_page" -a "$alice_page" = "$alice_oracle" -a "$bob_page" = "$bob_oracle" -a "$alice_page" != "$bob_page"
alice_again=$(team_get "$web_b/products" "$alice" | page_names)
check "a manager's session on the other replica: still their own figures, never the other's" \
    test "$alice_again" = "$alice_oracle"
check "each manager's own zone: the browser's at sign-in (Asia/Kolkata's IST), the server's (UTC) for one who sent none" \
    test -n "$(team_get "$web_b/products" "$alice" | grep -E 'Figures as of .* IST\.')" \
    -a -n "$(team_get "$web_b/products" "$bob" | grep -E 'Figures as of .* UTC\.')"
page=$(team_get "$web_a/settings" "$bob")
token=$(grep -o 'name="csrf" value="[^"]*"' <<<"$page" | head -n 1 | cut -d'"' -f4)
team_post "$web_a/settings" "$bob" "csrf=$token&zone=America/New_York&currency=eur" >/dev/null
page=$(team_get "$web_b/products" "$bob")
check "Settings: a zone and a currency chosen once, used on every replica (EUR figures, New York's time)" \
    test -n "$(grep -E 'Figures as of .* E[SD]T\.' <<<"$page")" -a -n "$(grep -F '<option selected>EUR</option>' <<<"$page")"
sign_in "$web_b" bob bob-pw
bob_phone=$session
devices=$(team_get "$web_a/sessions" "$bob")
check "Devices: each of the manager's sessions, this one marked, the others with Sign out" \
    test "$(grep -o '<tr><td>curl[^<]*</td>' <<<"$devices" | wc -l)" = 2 -a "$(grep -c 'curl (this device)' <<<"$devices")" = 1
token=$(grep -o 'name="csrf" value="[^"]*"' <<<"$devices" | head -n 1 | cut -d'"' -f4)
other=$(grep -o 'name="session" value="[^"]*"' <<<"$devices" | head -n 1 | cut -d'"' -f4)
team_post "$web_a/sessions/end" "$bob" "csrf=$token&session=$other" >/dev/null
team_get "$web_b/products" "$bob_phone" >/dev/null
check "Sign out of another device: that device's next page asks to sign in" test "$(code_of)" = 303
metrics=$(curl -s "$metrics_a/metrics")
check "/metrics: on the metrics listener only, never beside the pages (where the front could reach it)" \
    test "$(curl -s -o /dev/null -w '%{http_code}' -H 'Host: sales.test' -H "Cookie: $bob" "$web_a/metrics")" = 404 \
    -a -n "$(grep '^sales_web_sessions ' <<<"$metrics")"
# metric NAME : its value in replica A's /metrics (NAME with its labels, as written).
metric() { awk -v name="$1" '$1 == name { printf "%d\n", $2 }' <<<"$metrics"; }
check "/metrics: pages by route and status, sign-ins by outcome, figure loads, the figures kept, the sessions" \
    test "$(metric 'sales_web_sign_ins_total{outcome="refused"}')" = 6 \
    -a "$(metric 'sales_web_sign_ins_total{outcome="throttled"}')" = 1 \
    -a "$(metric 'sales_web_sign_ins_total{outcome="signed_in"}')" = 2 \
    -a "$(metric 'sales_web_figure_loads_total{outcome="loaded"}')" -ge 1 \
    -a "$(metric sales_web_figures_users)" = 1 -a "$(metric sales_web_figures_bytes)" -gt 0 \
    -a "$(metric sales_web_sessions)" = "$(psql -X -A -t -q "$database" -c 'SELECT count(*) FROM team_sessions')" \
    -a -n "$(metric 'http_server_requests_total{http_route="/products",http_request_method="GET",http_response_status_code="200"}')"
# Every line of a replica's standard error: one JSON object, none holding a secret of the run.
secrets="db-password|alice-pw|bob-pw|${alice#*=}|${bob#*=}|${session#*=}"
check "the logs: one JSON object a line, a line per page, no password, session id or token in any" \
    python3 -c '
import json, re, sys
lines = open(sys.argv[1]).read().splitlines()
assert lines and all(isinstance(json.loads(line), dict) for line in lines)
assert any(json.loads(line).get("hb.request.path") == "/products" for line in lines)
assert not any(re.search(sys.argv[2], line) for line in lines)
' "$logs/web_a.log" "$secrets"
stop_postgres "$pg"
unready() { [[ $(curl -s -o /dev/null -w '%{http_code}' -m 10 "$1/ready") == 503 ]]; }
poll 30 unready "$web_a"
check "the database away: not ready (503, saying why), yet alive" \
    test "$(curl -s "$web_a/ready")" = "not ready: the database is unavailable" \
    -a "$(curl -s -o /dev/null -w '%{http_code}' "$web_a/health")" = 200
start_postgres "$pg" || exit 1
check "the database back: ready again, with no restart" wait_http "$web_a/ready" "$web_a_pid" 30

kill -TERM "$web_a_pid"
wait "$web_a_pid"
status=$?
check "SIGTERM: the replica ends with exit 0" test "$status" = 0
check "the database's password is in no log line" test "$(cat "$logs/web_a.log" "$logs/web_b.log" | grep -c db-password)" = 0

env -u DATABASE_URL PUBLIC_ORIGIN=https://sales.test SESSION_KEY_FILE="$key" "$web_server_bin" >/dev/null 2>"$work/missing.err"
status=$?
check "no DATABASE_URL: exit 64, saying what it must be" \
    test "$status" = 64 -a "$(head -n 1 "$work/missing.err")" = \
    "Error: DATABASE_URL is required: a PostgreSQL URI, postgresql://user@host/database"
chmod 644 "$key"
"${team_env[@]}" "$web_server_bin" >/dev/null 2>"$work/key.err"
status=$?
check "a key file others may read: exit 64, saying how to fix it" \
    test "$status" = 64 -a -n "$(grep -F "may be read by others: chmod 600 it" "$work/key.err")"
"${team_env[@]}" PUBLIC_ORIGIN=http://sales.test "$web_server_bin" >/dev/null 2>"$work/origin.err"
status=$?
check "an origin that is not https: exit 64" test "$status" = 64
"${team_env[@]}" SALES_CURRENCY=euro "$web_server_bin" >/dev/null 2>"$work/currency.err"
status=$?
check "a display currency that is not a code: exit 64, naming SALES_CURRENCY" \
    test "$status" = 64 -a -n "$(grep -F 'SALES_CURRENCY must be a three-letter currency code' "$work/currency.err")"
