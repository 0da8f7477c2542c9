#!/usr/bin/env bash
# `make bench-client`: `sales products --json` and `sales product <id> --json` end to end, at the
# fixture size, at 1,000,000 and at 5,000,000 sales (with the defaults) — from the network (`--refresh`) and from the local copy —
# against curl fetching the same payloads (the floor) and jq computing the same per-product counts;
# the client's peak RSS either way; `sales --help` startup; and what a key costs in the full-screen
# app with a product of 1,000,000 sales (AppBenchmarks), beside a 60 Hz frame; `sales web`'s pages
# answered warm over the 1,000,000-sale copy; a product of 1,000,000 sales written as XLSX beside CSV.
source "$(dirname "$0")/bench-lib.sh"
bench_name=client
: >"$results/$bench_name.tsv"
need hyperfine jq curl time python3
build || exit 1  # never measure what an earlier build left
sales_bin=$(bin sales)

measure() {  # measure LABEL SIZE_SUFFIX : runs hyperfine on the client, curl and jq for the current world
    local label=$1
    local token=$2
    local id=$3
    hyperfine --warmup 1 --runs "${RUNS:-5}" --export-json "$work/h.json" --style none \
        -n client-products "$sales_bin products --json --refresh > /dev/null" \
        -n client-product "$sales_bin product $id --json --refresh > /dev/null" \
        -n copy-products "$sales_bin products --json > /dev/null" \
        -n copy-product "$sales_bin product $id --json > /dev/null" \
        -n curl-floor "curl -fsS -o /dev/null -H 'Authorization: $token' $SALES_API_URL/products && curl -fsS -o /dev/null -H 'Authorization: $token' $SALES_API_URL/sales" \
        -n jq-counts "curl -fsS -H 'Authorization: $token' $SALES_API_URL/sales | jq -c 'group_by(.product_id) | map({id: .[0].product_id, n: length})' > /dev/null" \
        >/dev/null 2>&1
    # The figures come out as `key<TAB>value` lines, recorded by `record` (bench-lib.sh).
    python3 - "$work/h.json" "$label" <<'PY' | record_lines
import json, sys
results = {r["command"]: r["median"] for r in json.load(open(sys.argv[1]))["results"]}
label = sys.argv[2]
def line(key, value):
    print(f"{key}\t{value}")
floor = results["curl-floor"]
line(f"{label}: sales products --json, network (ms)", f"{results['client-products'] * 1000:.0f}")
line(f"{label}: sales product <id> --json, network (ms)", f"{results['client-product'] * 1000:.0f}")
line(f"{label}: sales products --json, local copy (ms)", f"{results['copy-products'] * 1000:.0f}")
line(f"{label}: sales product <id> --json, local copy (ms)", f"{results['copy-product'] * 1000:.0f}")
line(f"{label}: local copy / network (products; target ≤ 0.25)", f"{results['copy-products'] / results['client-products']:.2f}")
line(f"{label}: curl, both payloads (floor, ms)", f"{floor * 1000:.0f}")
line(f"{label}: jq per-product counts (ms)", f"{results['jq-counts'] * 1000:.0f}")
line(f"{label}: network products / floor (target ≤ 5), / jq", f"{results['client-products'] / floor:.2f} / {results['client-products'] / results['jq-counts']:.2f}")
PY
    local rss
    rss=$(/usr/bin/time -f '%M' "$sales_bin" products --json --refresh 2>&1 >/dev/null | tail -n 1)
    record "$label: client peak RSS, network (MB)" "$(python3 -c "print(f'{$rss / 1024:.1f}')")"
    rss=$(/usr/bin/time -f '%M' "$sales_bin" products --json 2>&1 >/dev/null | tail -n 1)
    record "$label: client peak RSS, local copy (MB; target ≤ 150)" "$(python3 -c "print(f'{$rss / 1024:.1f}')")"
}

world() {  # world ARGS... : a fake upstream with these data options, a middleware, a logged-in session
    for pid in "${pids[@]}"; do stop_pid "$pid"; done
    pids=()
    start_demo_world --token-lifetime 3600 --log-level error "$@" -- --log-level error
    upstream=$upstream_port
    export SALES_API_URL=$upstream_url SALES_RATES_URL=$rates_url
    export XDG_DATA_HOME="$work/data-$upstream" NO_COLOR=1
    printf 'password\n' | "$sales_bin" login --username tester --password-stdin 2>/dev/null
    token=$(curl -fsS -X POST "$SALES_API_URL/login" -d '{"username":"tester","password":"password"}' | python3 -c 'import json,sys; print(json.load(sys.stdin)["access_token"])')
    product_id=$(curl -fsS -H "Authorization: $token" "$SALES_API_URL/products" | python3 -c 'import json,sys; print(json.load(sys.stdin)[0]["id"])')
}

echo "== client: fixture size (10 products, 2,485 sales)"
world --fixtures "$root/fixtures"
measure "fixtures" "$token" "$product_id"

echo "== client: 1,000,000 sales (1,000 products, 30 currencies)"
world --products 1000 --sales 1000000 --currencies 30 --max-steps 5
RUNS=3 measure "1M sales" "$token" "$product_id"

# scale LABEL SALES : the cold and warm runs at this size, peak RSS against the payload, the copy's
# bytes per sale (the world must be started; the 1M figures above are the linear yardstick).
scale() {
    local label=$1 sales=$2 payload copy
    payload=$(curl -fsS -H "Authorization: $token" "$SALES_API_URL/sales" | wc -c)
    hyperfine --warmup 1 --runs "${RUNS:-3}" --export-json "$work/s.json" --style none \
        -n cold "$sales_bin products --json --refresh > /dev/null" \
        -n warm "$sales_bin products --json > /dev/null" \
        -n floor "curl -fsS -o /dev/null -H 'Authorization: $token' $SALES_API_URL/products && curl -fsS -o /dev/null -H 'Authorization: $token' $SALES_API_URL/sales" \
        >/dev/null 2>&1
    local rss
    rss=$(/usr/bin/time -f '%M' "$sales_bin" products --json --refresh 2>&1 >/dev/null | tail -n 1)
    copy=$(find "$XDG_DATA_HOME" -name 'copy-*' -type f -printf '%s\n' | head -n 1)
    python3 - "$work/s.json" "$label" "$rss" "$payload" "$copy" "$sales" <<'PY' | record_lines
import json, sys
results = {r["command"]: r["median"] for r in json.load(open(sys.argv[1]))["results"]}
label = sys.argv[2]
rss, payload, copy, sales = int(sys.argv[3]) * 1024, int(sys.argv[4]), int(sys.argv[5] or 0), int(sys.argv[6])
cold, warm, floor = results["cold"], results["warm"], results["floor"]
print(f"{label}: cold, network (ms)\t{cold * 1000:.0f}")
print(f"{label}: warm, local copy (ms; target ≤ max(0.2× cold, 100))\t{warm * 1000:.0f}")
print(f"{label}: curl, both payloads (floor, ms)\t{floor * 1000:.0f}")
print(f"{label}: cold / floor\t{cold / floor:.2f}")
print(f"{label}: payload (MB)\t{payload / 1e6:.0f}")
print(f"{label}: peak RSS, cold (MB; target ≤ 1.5× payload)\t{rss / 1e6:.0f} ({rss / payload:.2f}×)")
print(f"{label}: local copy (bytes a sale; target ≤ 25)\t{copy / sales:.1f}")
PY
}

scale "1M sales" 1000000

# web LABEL : `sales web` over the local copy of the current world — the products page, a
# product's first page of 100 sales and every report view answered warm (the median of 20,
# server and loopback only), their bytes with the stylesheet and the script, and the server's peak
# RSS beside the command's on the same copy that reads it whole (`product`: the sales too, as the
# server does; `products` reads the copy's summary alone).
web() {
    local label=$1
    "$sales_bin" web --no-open --idle-stop 0 >"$work/web.out" 2>"$work/web.log" &
    local web_pid=$!
    pids+=("$web_pid")
    poll 20 grep -qs '^http://' "$work/web.out"
    local rss command_rss
    command_rss=$(/usr/bin/time -f '%M' "$sales_bin" product "$product_id" --json 2>&1 >/dev/null | tail -n 1)
    python3 - "$(head -n 1 "$work/web.out")" "$product_id" "$label" <<'PY' | record_lines
import calendar, http.cookiejar, statistics, sys, time, urllib.error, urllib.parse, urllib.request
address, product, label = sys.argv[1:4]
base = address.split("/?key=")[0]
# The key spent for the session's cookie, then the figures waited for (503 while they load).
opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(http.cookiejar.CookieJar()))
opener.open(address).read()
deadline = time.monotonic() + 120
while True:
    try:
        opener.open(base + "/products").read()
        break
    except urllib.error.HTTPError as error:
        if error.code != 503 or time.monotonic() > deadline:
            raise
        time.sleep(0.1)
def timed(path):
    times, size = [], 0
    for _ in range(21):
        start = time.perf_counter()
        with opener.open(base + path) as answer:
            size = len(answer.read())
        times.append(time.perf_counter() - start)
    return statistics.median(times[1:]) * 1000, size
assets = sum(len(opener.open(base + path).read()) for path in ("/assets/app.css", "/assets/app.js"))
products, products_size = timed("/products")
detail, detail_size = timed("/products/" + urllib.parse.quote(product, safe=""))
print(f"{label}: sales web, products page, warm (ms; target ≤ 50)\t{products:.1f}")
print(f"{label}: sales web, a product's first 100 sales, warm (ms; target ≤ 20)\t{detail:.1f}")
print(f"{label}: sales web, products page + assets (KB)\t{(products_size + assets) / 1000:.0f}")
print(f"{label}: sales web, a product's page + assets (KB; target ≤ 100)\t{(detail_size + assets) / 1000:.0f}")
# The overview (all time: the generated sales are 2024's) and a quarter's, the products of a quarter
# beside the one before, warm; then a period changed: the first asking of each month of 2024 (each
# walks every sale once, then is kept), the median of eleven.
def once(path):
    start = time.perf_counter()
    with opener.open(base + path) as answer:
        answer.read()
    return (time.perf_counter() - start) * 1000
quarter = "period=2024-04-01..2024-06-30"
for name, path in (("the overview", "/overview"), ("the overview of a quarter", "/overview?" + quarter),
                   ("a quarter's products beside the quarter before", "/products?" + quarter)):
    warm, _ = timed(path)
    print(f"{label}: sales web, {name}, warm (ms; target ≤ 50)\t{warm:.1f}")
months = [f"2024-{month:02d}-01..2024-{month:02d}-{calendar.monthrange(2024, month)[1]}" for month in range(2, 13)]
for name, path in (("overview", "/overview?period="), ("products page", "/products?period=")):
    first = statistics.median(once(path + period) for period in months)
    print(f"{label}: sales web, {name} for a period not asked before (ms; target ≤ 100)\t{first:.1f}")
# Every report view, warm: each made once per load and kept (the first asking pays the walk).
for name, path in (("by month", "/reports"), ("by product", "/reports?by=product"),
                   ("by currency", "/reports?by=currency"), ("an empty month of 1990", "/reports?from=1990-01-01&to=1990-01-31")):
    report, _ = timed(path)
    print(f"{label}: sales web, report {name}, warm (ms; target ≤ 50)\t{report:.1f}")
PY
    rss=$(awk '/^VmHWM/ { print $2 }' "/proc/$web_pid/status")
    record "$label: sales web peak RSS / a product's detail on the copy (target ≤ 1.5)" \
        "$(python3 -c "print(f'{$rss / 1024:.0f} MB / {$command_rss / 1024:.0f} MB = {$rss / $command_rss:.2f}')")"
    stop_pid "$web_pid"
}
web "1M sales"

# locales LABEL : the products page and the overview answered warm in en_US, de_DE and ar_EG
# (each its own `sales web --locale`), and each locale's time against en_US's (target ≤ 1.2×: the
# formats are read from ICU once and every figure written from its digits, never a formatter a cell).
locales() {
    local label=$1 locale
    : >"$work/locales.tsv"
    for locale in en_US de_DE ar_EG; do
        "$sales_bin" web --no-open --idle-stop 0 --locale "$locale" >"$work/web-$locale.out" 2>"$work/web-$locale.log" &
        local web_pid=$!
        pids+=("$web_pid")
        poll 20 grep -qs '^http://' "$work/web-$locale.out"
        python3 - "$(head -n 1 "$work/web-$locale.out")" "$locale" >>"$work/locales.tsv" <<'PY'
import http.cookiejar, statistics, sys, time, urllib.error, urllib.request
address, locale = sys.argv[1:3]
base = address.split("/?key=")[0]
opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(http.cookiejar.CookieJar()))
opener.open(address).read()
deadline = time.monotonic() + 120
while True:
    try:
        opener.open(base + "/products").read()
        break
    except urllib.error.HTTPError as error:
        if error.code != 503 or time.monotonic() > deadline:
            raise
        time.sleep(0.1)
def timed(path):
    times = []
    for _ in range(21):
        start = time.perf_counter()
        with opener.open(base + path) as answer:
            answer.read()
        times.append(time.perf_counter() - start)
    return statistics.median(times[1:]) * 1000
print(f"{locale}\t{timed('/products'):.2f}\t{timed('/overview'):.2f}")
PY
        stop_pid "$web_pid"
    done
    python3 - "$work/locales.tsv" "$label" <<'PY' | record_lines
import sys
rows = {line.split("\t")[0]: [float(x) for x in line.split("\t")[1:]] for line in open(sys.argv[1]) if line.strip()}
english = rows["en_US"]
for locale in ("de_DE", "ar_EG"):
    for index, page in enumerate(("products page", "overview")):
        print(f"{sys.argv[2]}: sales web, {page} in {locale} / en_US, warm (target ≤ 1.2)\t"
              f"{rows[locale][index]:.1f} / {english[index]:.1f} ms = {rows[locale][index] / english[index]:.2f}")
PY
}
locales "1M sales"

echo "== client: a product of 1,000,000 sales as XLSX, beside the same as CSV (target: within 30 s, memory bounded)"
world --products 1 --sales 1000000 --currencies 30 --max-steps 5
"$sales_bin" products --json >/dev/null 2>&1  # the local copy made, so both runs read it
sheet_id=$("$sales_bin" products --format csv | sed -n 2p | cut -d, -f1)
read -r csv_seconds csv_kb < <(/usr/bin/time -f '%e %M' "$sales_bin" product "$sheet_id" -o "$work/sales.csv" 2>&1 >/dev/null | tail -n 1)
read -r xlsx_seconds xlsx_kb < <(/usr/bin/time -f '%e %M' "$sales_bin" product "$sheet_id" -o "$work/sales.xlsx" 2>&1 >/dev/null | tail -n 1)
record "1M sales as XLSX: sales product -o x.xlsx (s; target ≤ 30), its peak RSS (MB), the file (MB)" \
    "$xlsx_seconds s, $((xlsx_kb / 1024)) MB, $(awk -v b="$(stat -c %s "$work/sales.xlsx")" 'BEGIN { printf "%.0f", b / 1e6 }') MB"
record "1M sales as CSV, the same listing: -o x.csv (s), its peak RSS (MB), the file (MB)" \
    "$csv_seconds s, $((csv_kb / 1024)) MB, $(awk -v b="$(stat -c %s "$work/sales.csv")" 'BEGIN { printf "%.0f", b / 1e6 }') MB"

echo "== client: 5,000,000 sales (1,000 products, 30 currencies), with the defaults"
world --products 1000 --sales 5000000 --currencies 30 --max-steps 5
RUNS=2 scale "5M sales" 5000000

echo "== client: startup"
hyperfine --warmup 3 --runs 20 --export-json "$work/help.json" --style none "$sales_bin --help > /dev/null" >/dev/null 2>&1
strip --strip-unneeded -o "$work/sales.stripped" "$sales_bin"
record "sales binary, static release build: size, stripped as installed (MB)" \
    "$(awk -v bytes="$(stat -c %s "$work/sales.stripped")" 'BEGIN { printf "%.1f", bytes / 1e6 }')"
record "sales --help (ms)" "$(python3 -c "import json; print(f\"{json.load(open('$work/help.json'))['results'][0]['median'] * 1000:.1f}\")")"

echo "== client: the full-screen app, a product of 1,000,000 sales (per key, beside a 60 Hz frame)"
"$(bin AppBenchmarks)" | tee "$results/app.txt"
