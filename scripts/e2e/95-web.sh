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

headers=$(curl -s -o "$work/landing" -D - -c "$jar" "$address" | tr -d '\r')
check "the key is spent for an HttpOnly, SameSite=Strict cookie and the address cleaned (a refresh to /)" \
    test -n "$(grep -x 'HTTP/1.1 200 OK' <<<"$headers")" -a -n "$(grep -F 'content="0;url=/"' "$work/landing")" \
    -a -n "$(grep -i '^set-cookie: sales_session=' <<<"$headers" | grep HttpOnly | grep 'SameSite=Strict')"
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
    -a -n "$(curl -s -b "$jar" "$base/reports?by=month" | grep 'class="chart-bar"')"
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
logged_out=$(curl -s -o /dev/null -w '%{http_code} %{redirect_url}' -b "$jar" -H 'Sec-Fetch-Site: same-origin' \
    --data "csrf=$token" "$base/logout")
after=$(curl -s -o /dev/null -w '%{http_code} %{redirect_url}' -b "$jar" "$base/products")
check "Log out ends the sales API's session: the pages then ask to log in" \
    test "$logged_out" = "303 $base/login" -a "$after" = "303 $base/login?next=%2Fproducts" \
    -a -z "$(find "$XDG_DATA_HOME" -name 'token-*')"

"$sales_bin" web --no-open >"$work/second.out" 2>"$work/second.err"
second_status=$?
second=$(head -n 1 "$work/second.out")
second_headers=$(curl -s -o /dev/null -D - "$second" | tr -d '\r')
check "a second start opens the running one with a new key (exit 0), and starts no other" \
    test "$second_status" -eq 0 -a "${second%%/\?key=*}" = "$base" -a "$second" != "$address" \
    -a -n "$(grep 'already served' "$work/second.err")" -a -n "$(grep -i '^set-cookie: sales_session=' <<<"$second_headers")"

kill -TERM "$web_pid"
wait "$web_pid"
web_status=$?
check "SIGTERM stops it with exit 0, and the next start will not look for it" \
    test "$web_status" -eq 0 -a ! -e "$XDG_DATA_HOME/saleassistant/web-server"

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
stop_world
