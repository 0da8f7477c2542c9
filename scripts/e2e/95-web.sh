#!/usr/bin/env bash
# `sales web`: the browser front end served from this machine, through its door (curl; the browser's journey comes with its own test).
# Run by scripts/e2e.sh in a process of its own, or alone (`bash scripts/e2e/95-web.sh`), over the
# helpers of scripts/lib/e2e.sh (start_world, sales, login, check…); it starts the servers it needs.
# shellcheck source=../lib/e2e.sh disable=SC2154 # the helpers' variables
source "$(dirname "$0")/../lib/e2e.sh"
echo "== sales web: the door and the pages, over HTTP"
start_world
login
sales products --format csv
csv_names=$(tail -n +2 <<<"$out" | cut -d, -f2 | tr -d '\r' | sort)

"$sales_bin" web --no-open >"$work/web.out" 2>"$work/web.err" &
web_pid=$!
pids+=("$web_pid")
poll 20 grep -qs '^http://' "$work/web.out"
address=$(head -n 1 "$work/web.out")
base=${address%%/\?key=*}
jar="$work/web-cookies"
check "sales web prints a loopback address with a one-time key, and says how it stops" \
    test -n "$(grep -E '^http://127\.0\.0\.1:[0-9]+/\?key=[0-9a-f]{32}$' <<<"$address")" \
    -a -n "$(grep 'until Ctrl-C' "$work/web.err")"
entry=$(find "$XDG_RUNTIME_DIR/saleassistant" -name 'web-server-*' ! -name '*.*')
check "its entry (port and launch token) is in the session's runtime folder, which a reboot clears: 0600, its port" \
    test -n "$entry" -a "$(stat -c %a "$entry" 2>/dev/null)" = 600 -a "$(cut -d' ' -f1 "$entry")" = "${base##*:}" \
    -a ! -e "$XDG_DATA_HOME/saleassistant/web-server"

headers=$(curl -s -o "$work/landing" -D - -c "$jar" "$address" | tr -d '\r')
check "the key is spent for an HttpOnly, SameSite=Strict cookie and the address cleaned (a refresh to /)" \
    test -n "$(grep -x 'HTTP/1.1 200 OK' <<<"$headers")" -a -n "$(grep -F 'content="0;url=/"' "$work/landing")" \
    -a -n "$(grep -iE '^set-cookie: sales_session_[0-9a-f]{8}=' <<<"$headers" | grep HttpOnly | grep 'SameSite=Strict')"
check "the key works once: another browser is refused (403)" \
    test "$(curl -s -o /dev/null -w '%{http_code}' "$address")" = 403

poll 20 curl -fsS -o /dev/null -b "$jar" "$base/products"
page=$(curl -s -D "$work/web-headers" -b "$jar" "$base/products")
page_names=$(grep -o '<tr><td><a href="[^"]*">[^<]*</a>' <<<"$page" | sed 's/.*">//; s/<\/a>//' | sort)
check "the products page lists the products sales products lists, under the same CSP and no-store" \
    test -n "$page_names" -a "$page_names" = "$csv_names" \
    -a -n "$(grep -i "^content-security-policy: default-src 'none'; script-src 'self'" "$work/web-headers")" \
    -a -n "$(grep -i '^cache-control: no-store' "$work/web-headers")"
check "a product's page and the reports answer, the reports with their chart" \
    test "$(curl -s -o /dev/null -w '%{http_code}' -b "$jar" "$base$(grep -o 'href="/products/[^"]*"' <<<"$page" | head -n 1 | cut -d'"' -f2)")" = 200 \
    -a -n "$(curl -s -b "$jar" "$base/reports?by=month" | grep 'class="chart-bar w')"
check "another Host (DNS rebinding) and a form from another site are refused (403)" \
    test "$(curl -s -o /dev/null -w '%{http_code}' -b "$jar" -H 'Host: evil.example' "$base/products")" = 403 \
    -a "$(curl -s -o /dev/null -w '%{http_code}' -b "$jar" -H 'Sec-Fetch-Site: cross-site' -d 'username=a' "$base/login")" = 403

sales report --by month -o "$work/report.csv"
sales products --sort sales -o "$work/products.json"
curl -s -b "$jar" -D "$work/download-headers" -o "$work/web-report.csv" "$base/reports.csv?by=month"
curl -s -b "$jar" -o "$work/web-products.json" "$base/products.json?sort=sales"
check "the downloads are the bytes the commands write (CSV of a report, JSON of the products), as attachments" \
    test "$(cmp -s "$work/report.csv" "$work/web-report.csv" && echo same)" = same \
    -a -n "$(grep -i '^content-disposition: attachment' "$work/download-headers")"
check "…and the JSON, but for when the figures were loaded" \
    test "$(grep -v as_of "$work/products.json")" = "$(grep -v as_of "$work/web-products.json")"
need_python 'openpyxl>=3.1,<4=openpyxl'
curl -s -b "$jar" -D "$work/xlsx-headers" -o "$work/web-report.xlsx" "$base/reports.xlsx?by=month"
same_sheet=$(python3 - "$work/report.csv" "$work/web-report.xlsx" <<'PY'
import csv, decimal, sys, openpyxl
rows = [row for row in csv.reader(open(sys.argv[1], newline=""))][1:]
rows = [row for row in rows if row]
cells = list(openpyxl.load_workbook(sys.argv[2]).worksheets[0].iter_rows(min_row=2, values_only=True))
def same(text, cell):
    if isinstance(cell, bool):
        return text == ("true" if cell else "false")
    if isinstance(cell, (int, float)):
        return decimal.Decimal(repr(float(cell))) == decimal.Decimal(text)
    return ("" if cell is None else str(cell)) == text
bad = [(t, c) for row, cs in zip(rows, cells) for t, c in zip(row, cs) if not same(t, c)]
print(len(rows) == len(cells) and not bad)
PY
)
check "the report as XLSX: a workbook attachment whose cells are the CSV's, figure for figure" \
    test "$same_sheet" = True \
    -a -n "$(grep -i '^content-type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' "$work/xlsx-headers")"
web_usd=$(curl -s -b "$jar" "$base/products.json" | figures)
web_eur=$(curl -s -b "$jar" "$base/products.json?currency=EUR" | figures)
check "the web's figures equal the independent oracle's, in USD and in EUR (the middleware's rates to it)" \
    test "$web_usd" = "$(python3 "$root/scripts/e2e-oracle.py" "$fixtures" products)" \
    -a "$web_eur" = "$(python3 "$root/scripts/e2e-oracle.py" "$fixtures" products EUR)"

token=$(grep -o 'name="csrf" value="[0-9a-f]*"' <<<"$page" | head -n 1 | sed 's/.*value="//; s/"$//')
sales_before=$(upstream_count sales)
refreshed=$(curl -s -o /dev/null -w '%{http_code} %{redirect_url}' -b "$jar" -H 'Sec-Fetch-Site: same-origin' \
    --data "csrf=$token&next=%2Fproducts%3Fsort%3Dsales" "$base/refresh")
check "Refresh (a POST with the page's token) asks the sales API anew and returns to the page" \
    test "$refreshed" = "303 $base/products?sort=sales" -a "$(upstream_count sales)" -gt "$sales_before"
# A garbled sales API answer during Refresh: the figures stay, offline, as for a 503 or a cut body.
admin PUT /_admin/faults/sales '{"malformed":true,"times":1}'
curl -s -o /dev/null -b "$jar" -H 'Sec-Fetch-Site: same-origin' --data "csrf=$token&next=%2Fproducts" "$base/refresh"
garbled=$(curl -s -w '\n%{http_code}' -b "$jar" "$base/products")
admin DELETE /_admin/faults/sales
check "a garbled sales API answer during Refresh keeps the figures, offline (200 and the Offline banner, not a 502)" \
    test "$(tail -n 1 <<<"$garbled")" = 200 -a -n "$(grep -F 'notice-offline' <<<"$garbled")" \
    -a "$(grep -c '<tr><td><a href=' <<<"$garbled")" -eq "$(wc -l <<<"$page_names")"
check "the pages name whose figures they show" test -n "$(grep -F 'Signed in as tester' <<<"$garbled")"

cp "$jar" "$work/jar-before-logout"
logged_out=$(curl -s -o /dev/null -w '%{http_code} %{redirect_url}' -b "$jar" -c "$jar" \
    -H 'Sec-Fetch-Site: same-origin' --data "csrf=$token" "$base/logout")
after=$(curl -s -o /dev/null -w '%{http_code} %{redirect_url}' -b "$jar" "$base/products")
check "Log out ends the sales API's session: the pages then ask to log in" \
    test "$logged_out" = "303 $base/login" -a "$after" = "303 $base/login?next=%2Fproducts" \
    -a -z "$(find "$XDG_DATA_HOME" -name 'token-*')"
check "…and the browser's session: the cookie it had opens nothing now (a new one was given)" \
    test "$(curl -s -o /dev/null -w '%{http_code}' -b "$work/jar-before-logout" "$base/login")" = 403
token=$(curl -s -b "$jar" "$base/login" | grep -o 'name="csrf" value="[0-9a-f]*"' | head -n 1 | sed 's/.*value="//; s/"$//')

# A logout anywhere ends the figures at the next request: `sales logout` in a terminal here.
login
curl -s -o /dev/null -b "$jar" -H 'Sec-Fetch-Site: same-origin' --data "csrf=$token&next=%2Fproducts" "$base/refresh"
again=$(curl -s -o /dev/null -w '%{http_code}' -b "$jar" "$base/products")
sales logout
terminal=$(curl -s -o /dev/null -w '%{http_code} %{redirect_url}' -b "$jar" "$base/products")
terminal_csv=$(curl -s -o /dev/null -w '%{http_code}' -b "$jar" "$base/products.csv")
check "sales logout in a terminal ends what the running sales web shows: pages and downloads ask to log in" \
    test "$again" = 200 -a "$terminal" = "303 $base/login?next=%2Fproducts" -a "$terminal_csv" = 303

"$sales_bin" web --no-open >"$work/second.out" 2>"$work/second.err"
second_status=$?
second=$(head -n 1 "$work/second.out")
second_headers=$(curl -s -o /dev/null -D - "$second" | tr -d '\r')
check "a second start opens the running one with a new key (exit 0), and starts no other" \
    test "$second_status" -eq 0 -a "${second%%/\?key=*}" = "$base" -a "$second" != "$address" \
    -a -n "$(grep 'already served' "$work/second.err")" -a -n "$(grep -iE '^set-cookie: sales_session_[0-9a-f]{8}=' <<<"$second_headers")"

kill -TERM "$web_pid"
wait "$web_pid"
web_status=$?
check "SIGTERM stops it with exit 0, and the next start will not look for it" \
    test "$web_status" -eq 0 -a -z "$(find "$XDG_RUNTIME_DIR" -name 'web-server-*' ! -name '*.lock')"

# A stale entry (a server killed with -9, a crash) whose port another program took: the next start
# tells it nothing (the launch token never crosses the connection), believes no key it answers, and
# serves on a port of its own.
start impostor python3 "$root/scripts/e2e-impostor.py" "$work/impostor-heard"
impostor_port=$PORT
stale_token=0123456789abcdef0123456789abcdef
(umask 077 && printf '%s %s\n' "$impostor_port" "$stale_token" >"$entry")
"$sales_bin" web --no-open --idle-stop 1 >"$work/after-stale.out" 2>"$work/after-stale.err" &
after_stale_pid=$!
pids+=("$after_stale_pid")
poll 20 grep -qs '^http://' "$work/after-stale.out"
after_stale=$(head -n 1 "$work/after-stale.out")
after_stale_port=${after_stale#http://127.0.0.1:}
after_stale_port=${after_stale_port%%/*}
check "a stale entry's port taken by another program: it hears no launch token, and the start serves on its own port" \
    test -n "$after_stale_port" -a "$after_stale_port" != "$impostor_port" -a -s "$work/impostor-heard" \
    -a -z "$(grep -F "$stale_token" "$work/impostor-heard")" \
    -a -z "$(grep 'already served' "$work/after-stale.err")" \
    -a "$(cut -d' ' -f1 "$entry")" = "$after_stale_port"
poll 20 not_running "$after_stale_pid"
stop impostor


# Opened in a browser ($BROWSER, a script that notes what it was given), then Quit in a page: a form
# of ours, and the server ends by itself.
BROWSER=$(noting_browser "$work/browser-argument") "$sales_bin" web >"$work/quit.out" 2>"$work/quit.err" &
quit_pid=$!
pids+=("$quit_pid")
poll 20 grep -qs '^http://' "$work/quit.out"
poll 20 test -s "$work/browser-argument"
opened=$(head -n 1 "$work/browser-argument")
opened_page=${opened#file://}
check "the browser is opened on a private page that leads to the address: the key on no command line" \
    test "${opened:0:7}" = "file://" -a -z "$(grep 'key=' <<<"$opened")" \
    -a "$(stat -c %a "$opened_page" 2>/dev/null)" = 600 \
    -a -n "$(grep -F "url=$(head -n 1 "$work/quit.out")" "$opened_page" 2>/dev/null)"
quit_base=$(head -n 1 "$work/quit.out")
quit_base=${quit_base%%/\?key=*}
curl -s -o /dev/null -c "$work/quit-jar" "$(head -n 1 "$work/quit.out")"
poll 20 curl -fsS -o "$work/quit-page" -b "$work/quit-jar" "$quit_base/login"
quit_token=$(grep -o 'name="csrf" value="[0-9a-f]*"' "$work/quit-page" | head -n 1 | sed 's/.*value="//; s/"$//')
quit_answer=$(curl -s -b "$work/quit-jar" -H 'Sec-Fetch-Site: same-origin' --data "csrf=$quit_token" "$quit_base/quit")
wait "$quit_pid"
quit_status=$?
check "Quit (a POST with the page's token) answers that it stopped, then the server ends with exit 0" \
    test "$quit_status" -eq 0 -a -n "$(grep 'SaleAssistant has stopped' <<<"$quit_answer")" \
    -a -n "$(grep 'Quit was pressed' "$work/quit.err")"

# No page asking for --idle-stop seconds: it stops by itself.
"$sales_bin" web --no-open --idle-stop 1 >"$work/idle.out" 2>"$work/idle.err" &
idle_pid=$!
pids+=("$idle_pid")
poll 20 not_running "$idle_pid"
wait "$idle_pid"
idle_status=$?
check "--idle-stop 1: with no page asking it stops by itself, exit 0, saying why" \
    test "$idle_status" -eq 0 -a -n "$(grep 'no page asked for 1 second' "$work/idle.err")"

# The first load beside the server: with the sales API holding /sales, pages answer at once that
# the figures are loading; SIGTERM then stops the load (a timeout of a minute is never waited).
login
admin PUT /_admin/faults/sales '{"held": true}'
SALES_TIMEOUT=60 "$sales_bin" web --no-open >"$work/held.out" 2>"$work/held.err" &
held_pid=$!
pids+=("$held_pid")
poll 20 grep -qs '^http://' "$work/held.out"
poll 20 test "$(curl -fsS "http://127.0.0.1:$upstream_port/_admin/held")" = '{"held":1}'
held_base=$(head -n 1 "$work/held.out")
curl -s -o /dev/null -c "$work/held-jar" "$held_base"
held_loading=$(curl -s -b "$work/held-jar" -w '\n%{http_code}' "${held_base%%/\?key=*}/products")
kill -TERM "$held_pid"
poll 20 not_running "$held_pid"
held_ended=$?
wait "$held_pid"
held_status=$?
admin POST /_admin/release
admin DELETE /_admin/faults/sales
check "while the first load waits on the sales API, pages answer at once that the figures are loading (503)" \
    test "$(tail -n 1 <<<"$held_loading")" = 503 \
    -a -n "$(grep -F 'still loading' <<<"$held_loading")"
check "…and SIGTERM stops the load under way: exit 0 without waiting out the API's timeout" \
    test "$held_ended" -eq 0 -a "$held_status" -eq 0

# Two starts at the same moment in one data folder: one server, which the other opens.
twins_ok=0
for _ in 1 2 3; do
    "$sales_bin" web --no-open --idle-stop 1 >"$work/twin-a.out" 2>"$work/twin-a.err" &
    twin_a=$!
    "$sales_bin" web --no-open --idle-stop 1 >"$work/twin-b.out" 2>"$work/twin-b.err" &
    twin_b=$!
    pids+=("$twin_a" "$twin_b")
    poll 20 not_running "$twin_a"
    poll 20 not_running "$twin_b"
    port_a=$(sed -n 's|^http://127\.0\.0\.1:\([0-9]*\)/.*|\1|p' "$work/twin-a.out")
    port_b=$(sed -n 's|^http://127\.0\.0\.1:\([0-9]*\)/.*|\1|p' "$work/twin-b.out")
    opened=$(cat "$work/twin-a.err" "$work/twin-b.err" | grep -c 'already served')
    [[ -n "$port_a" && "$port_a" == "$port_b" && "$opened" -eq 1 ]] && twins_ok=$((twins_ok + 1))
done
check "two starts at the same moment in one data folder: one server, the other opens it (3 of 3 rounds)" \
    test "$twins_ok" -eq 3
stop_world
