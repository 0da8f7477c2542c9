#!/usr/bin/env bash
# `sales web` in a real browser: Debian's Chromium driven by Playwright for Python (launched on the
# system's browser; nothing downloaded), axe-core on every page, screenshots at desktop and phone
# width, light and dark, kept in $E2E_ARTIFACTS (.build/e2e-artifacts/browser unless set). The
# journey itself is scripts/e2e-browser.py; this area starts the servers and counts its checks.
# Run by scripts/e2e.sh in a process of its own, or alone (`bash scripts/e2e/96-browser.sh`), over the
# helpers of scripts/lib/e2e.sh (start_world, sales, login, check…); it starts the servers it needs.
# shellcheck source=../lib/e2e.sh disable=SC2154 # the helpers' variables
source "$(dirname "$0")/../lib/e2e.sh"
echo "== sales web in Chromium: the manager's journey"
need chromium fonts-cjk
need_python 'playwright>=1.50,<2=playwright' 'axe-playwright-python>=0.1.4,<0.2=axe_playwright_python'
start_world
# One product named with 10,000 characters among the fixtures': its row and its page must wrap the
# name at a phone's width, not scroll sideways.
long_id=0B9C3A1E-7F64-4E2B-9D11-5A6C7E8F9A0B
python3 -c 'import json, sys; products = json.load(open(sys.argv[1])); products.append({"id": sys.argv[2], "name": "Long" * 2500}); print(json.dumps(products))' \
    "$fixtures/products.json" "$long_id" >"$work/products-long.json"
admin PUT /_admin/data/products "@$work/products-long.json"
# Figures of every width on the pages a phone must show without scrolling sideways: the long
# product sells for 1,000.00 in July 2024 and 21,641.00 in August (+2,064.1 %), Mac mini once more
# for 9,999,999,999.99 in August (a total of ten digits before the point).
python3 -c 'import json, sys
sales = json.load(open(sys.argv[1]))
mac = next(p["id"] for p in json.load(open(sys.argv[2])) if p["name"] == "Mac mini")
sale = lambda product, amount, date: {"product_id": product, "currency_code": "USD", "amount": amount, "date": date}
sales += [sale(sys.argv[3], "1000.00", "2024-07-15T12:00:00.000Z"), sale(sys.argv[3], "21641.00", "2024-08-15T12:00:00.000Z"),
          sale(mac, "9999999999.99", "2024-08-16T12:00:00.000Z")]
print(json.dumps(sales))' "$fixtures/sales.json" "$fixtures/products.json" "$long_id" >"$work/sales-wide.json"
admin PUT /_admin/data/sales "@$work/sales-wide.json"

# A session of its own, logged out: the browser logs in. `sales web` opens its browser ($BROWSER: a
# script that notes what it was given, the private page leading to the address) and the journey
# starts there, as a manager's would.
export XDG_DATA_HOME="$work/data-browser"
BROWSER=$(noting_browser "$work/browser-argument") "$sales_bin" web >"$work/web.out" 2>"$work/web.err" &
web_pid=$!
pids+=("$web_pid")
if ! poll 20 test -s "$work/browser-argument"; then
    check "sales web opens a browser" false
    exit 1
fi

artifacts=${E2E_ARTIFACTS:-$root/.build/e2e-artifacts/browser}
rm -rf "$artifacts"
mkdir -p "$artifacts"
LONG_PRODUCT=$long_id WEB_ADDRESS=$(head -n 1 "$work/web.out") WEB_OPENED=$(head -n 1 "$work/browser-argument") UPSTREAM_URL=$upstream_url MIDDLEWARE_PID=$middleware_pid \
    SALES_BIN=$sales_bin ARTIFACTS=$artifacts JOURNEY_COUNTS="$work/journey-counts" \
    python3 "$root/scripts/e2e-browser.py"
count_journey "$work/journey-counts" $?
echo "     screenshots: $artifacts"
# The journey ends with Quit: the server ends by itself.
poll 20 not_running "$web_pid" || kill -TERM "$web_pid"
wait "$web_pid"
check "after Quit in the browser the server ends with exit 0" test $? -eq 0

# The same pages in German, Japanese and Arabic: `sales web` started with the manager's LANG (one
# each, at once), then the tour (scripts/e2e-browser-locales.py) over them all in one browser, at a
# laptop's and a phone's size, light and dark, in a world of its own (the journey stopped the
# middleware); each its own data folder (a second `sales web` of one folder would hand its browser
# to the first), each tour logging in.
stop_world
start_world
tours="" tour_pids=()
for posix in de_DE.UTF-8 ja_JP.UTF-8 ar_EG.UTF-8; do
    locale=${posix%%.*}
    XDG_DATA_HOME="$work/data-$locale" LANG=$posix BROWSER=$(noting_browser "$work/opened-$locale") "$sales_bin" web \
        >"$work/web-$locale.out" 2>"$work/web-$locale.err" &
    tour_pids+=($!)
    pids+=($!)
    if ! poll 20 test -s "$work/opened-$locale"; then
        check "sales web in $posix opens a browser" false
        continue
    fi
    tours+="${locale/_/-} $(head -n 1 "$work/web-$locale.out") $(head -n 1 "$work/opened-$locale") $work/data-$locale"$'\n'
done
TOURS=$tours SALES_BIN=$sales_bin ARTIFACTS=$artifacts JOURNEY_COUNTS="$work/journey-counts-locales" \
    python3 "$root/scripts/e2e-browser-locales.py"
count_journey "$work/journey-counts-locales" $?
for web_pid in "${tour_pids[@]}"; do
    kill -TERM "$web_pid"
    wait "$web_pid"
    check "sales web in another locale ends with exit 0 on SIGTERM" test $? -eq 0
done
