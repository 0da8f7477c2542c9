#!/usr/bin/env bash
# Currencies, reports, exports and quotes against the independent oracle.
# Run by scripts/e2e.sh in a process of its own, or alone (`bash scripts/e2e/20-exports.sh`), over the
# helpers of scripts/lib/e2e.sh (start_world, sales, login, check…); it starts the servers it needs.
# shellcheck source=../lib/e2e.sh disable=SC2154 # the helpers' variables
source "$(dirname "$0")/../lib/e2e.sh"
echo "== currencies, reports, exports, quotes"
start_world
login
sales products --currency EUR --json
actual=$(figures <<<"$out" 2>/dev/null)
check "--currency EUR: every product's revenue equals the oracle's, solved towards EUR" \
    test "$status" -eq 0 -a "$actual" = "$(python3 "$root/scripts/e2e-oracle.py" "$fixtures" products EUR)"
SALES_CURRENCY=EUR sales products
grand_total=$(grouped "$(python3 "$root/scripts/e2e-oracle.py" "$fixtures" revenue EUR)")
check "SALES_CURRENCY=EUR: the grand total is every sale converted once, rounded once ($grand_total)" \
    test "$status" -eq 0 -a -n "$grand_total" -a -n "$(grep -F "2,485 sales · EUR $grand_total" <<<"$out")"
LANG=de_DE.UTF-8 SALES_CURRENCY=EUR sales products
nbsp=$(printf '\302\240') # U+00A0: CLDR's space between a German amount and its currency's code
german=$(python3 -c 'import sys; g=sys.argv[1]; i,_,f=g.partition("."); print(i.replace(",",".")+","+f)' "$grand_total")
check "LANG=de_DE.UTF-8: the same grand total as a German reads it ($german EUR, the code after it), in German words; the names as they came" \
    test "$status" -eq 0 -a -n "$(grep -F "2.485 Verkäufe · $german${nbsp}EUR" <<<"$out")" -a -n "$(grep -F "Mac mini" <<<"$out")" \
    -a -n "$(grep -E '^PRODUKT +VERKÄUFE +GESAMT EUR$' <<<"$out")"
LANG=de_DE.UTF-8 LC_MESSAGES=C SALES_CURRENCY=EUR sales products 2>/dev/null # bash says it has no such locale itself
check "LC_MESSAGES=C beside LANG=de_DE: English words on German figures, as gettext reads the categories" \
    test "$status" -eq 0 -a -n "$(grep -F "2.485 sales · $german${nbsp}EUR" <<<"$out")"
LANG=de_DE.UTF-8 sales products --json
german_json=$(grep -v '"as_of"' <<<"$out")
LANG=C sales products --json
check "--json in German is --json: the same bytes in every locale (but the time it was loaded)" \
    test "$german_json" = "$(grep -v '"as_of"' <<<"$out")" -a -n "$german_json"
LANG=ar_EG.UTF-8 sales products --locale en_IN
check "--locale en_IN wins over LANG: counts and amounts in lakhs" \
    test "$status" -eq 0 -a -n "$(grep -E '2,485 sales · USD [0-9]{1,2},[0-9]{2},[0-9]{3}\.[0-9]{2}$' <<<"$out")"
sales products --locale 'xx/../y'
check "--locale that names no locale: a usage error (exit 2) saying so" \
    test "$status" -eq 2 -a -n "$(grep 'names no locale' <<<"$err")"
sales products --currency XYZ
check "an unknown currency: exit 2 with the codes the middleware knows" \
    test "$status" -eq 2 -a -n "$(grep 'AUD, BRL, CAD, EUR' <<<"$err")"
sales convert 1.30 USD EUR
check "convert 1.30 USD EUR: rounded half-even to cents, as the oracle" \
    test "$status" -eq 0 -a "$out" = "$(python3 "$root/scripts/e2e-oracle.py" "$fixtures" convert 1.30 USD EUR)"
sales convert 1000 INR JPY
check "convert 1000 INR JPY: a currency without minor units" \
    test "$status" -eq 0 -a "$out" = "$(python3 "$root/scripts/e2e-oracle.py" "$fixtures" convert 1000 INR JPY)"
sales report --by month --format csv -o "$work/months.csv"
sales products --format csv -o "$work/products.csv"
verdict=$(python3 - "$work/months.csv" "$work/products.csv" "$(python3 "$root/scripts/e2e-oracle.py" "$fixtures" revenue USD)" <<'PY'
import csv, decimal, sys
months = list(csv.DictReader(open(sys.argv[1], newline="")))
products = list(csv.DictReader(open(sys.argv[2], newline="")))
total = lambda rows: sum(decimal.Decimal(row["revenue"]) for row in rows)
# Each row is rounded once, half-even, to cents: two sums of rounded rows differ by at most half a cent a row.
bound = decimal.Decimal("0.005") * (len(months) + len(products))
print(len(months) == 4,
      sum(int(row["sales_count"]) for row in months) == sum(int(row["sales_count"]) for row in products) == 2485,
      abs(total(months) - total(products)) <= bound,
      abs(total(months) - decimal.Decimal(sys.argv[3])) <= bound)
PY
)
check "report --by month --format csv: 4 months whose sales and revenue sum to the product totals" \
    test "$verdict" = "True True True True"
sales report --by month --json
check "report --json: its total is the oracle's, rounded once" test "$status" -eq 0 -a \
    "$(python3 -c 'import json,sys; print(json.load(sys.stdin)["total"])' <<<"$out" 2>/dev/null)" = \
    "$(python3 "$root/scripts/e2e-oracle.py" "$fixtures" revenue USD)"
need_python 'openpyxl>=3.1,<4=openpyxl'
product_id=$(python3 -c 'import csv,sys; print(next(csv.DictReader(open(sys.argv[1], newline="")))["id"])' "$work/products.csv")
sales product "$product_id" --limit 1000 --format csv -o "$work/sales.csv"
sales product "$product_id" --limit 1000 -o "$work/sales.xlsx"
sales products -o "$work/products.xlsx"
sales report --by month -o "$work/months.xlsx"
verdict=$(python3 - "$work" <<'PY'
import csv, datetime, decimal, sys, openpyxl
folder = sys.argv[1]
def same(csv_name, xlsx_name):
    rows = list(csv.DictReader(open(f"{folder}/{csv_name}", newline="")))
    sheet = openpyxl.load_workbook(f"{folder}/{xlsx_name}").worksheets[0]
    values = list(sheet.iter_rows(min_row=2, values_only=True))
    if len(values) != len(rows) or sheet.freeze_panes != "A2" or not sheet.auto_filter.ref:
        return f"{xlsx_name}: {len(values)} rows for {len(rows)}, panes {sheet.freeze_panes}"
    for row, cells in zip(rows, values):
        for (field, text), cell in zip(row.items(), cells):
            if text == "":
                ok = cell is None
            elif isinstance(cell, bool):
                ok = text == ("true" if cell else "false")
            elif isinstance(cell, (int, float)):
                ok = decimal.Decimal(repr(float(cell))) == decimal.Decimal(text)
            elif isinstance(cell, datetime.datetime):
                ok = cell.strftime("%Y-%m-%dT%H:%M:%S") == text[:19]
            else:
                ok = cell == text
            if not ok:
                return f"{xlsx_name}: {field} {text!r} read back as {cell!r}"
    return "same"
print(same("sales.csv", "sales.xlsx"), same("products.csv", "products.xlsx"), same("months.csv", "months.xlsx"))
PY
)
check "XLSX read back (openpyxl) equals the CSV figure for figure: a product's sales, the products, a report" \
    test "$verdict" = "same same same"
sales products --format xlsx
check "XLSX to standard output: a usage error, it is written to a file" \
    test "$status" -eq 2 -a -n "$(grep 'give -o FILE.xlsx' <<<"$err")"
sales quote add "Mac mini" --price 599.99 --quantity 2
sales quote add iMac --price 1000 --currency EUR
sales quote show --json
quote=$(python3 -c 'import json,sys; q=json.load(sys.stdin); print(q["total"], q["item_count"], [l["unit_currency"] for l in q["lines"]])' <<<"$out" 2>/dev/null)
# 2 × 599.99 USD + 1000 EUR at the fixtures' 1.18: 1199.98 + 1180.00.
check "a quote kept across runs: priced in a new process, in USD" \
    test "$status" -eq 0 -a "$quote" = "2379.98 3 ['USD', 'EUR']"
check "…in a private file" test "$(stat -c %a "$XDG_DATA_HOME/saleassistant/quote.json")" = 600
printf '{"broken' >"$XDG_DATA_HOME/saleassistant/quote.json"
sales quote show
check "a corrupt quote: moved aside with a warning, a fresh quote started" test "$status" -eq 0 \
    -a -n "$(grep 'moved it aside' <<<"$err")" -a -n "$(ls "$XDG_DATA_HOME"/saleassistant/quote.json.corrupt-* 2>/dev/null)"

# The reader's zone: Tokyo's months and dates, the same sales and total; JSON says the zone and keeps
# the upstream's instants beside the local ones.
TZ=Asia/Tokyo sales report --by month --json
tokyo=$(python3 -c 'import json,sys; d=json.load(sys.stdin); print(d["time_zone"], d["sales_count"], d["total"])' <<<"$out" 2>/dev/null)
sales report --by month --json
utc=$(python3 -c 'import json,sys; d=json.load(sys.stdin); print(d["time_zone"], d["sales_count"], d["total"])' <<<"$out" 2>/dev/null)
check "TZ=Asia/Tokyo: the report's months are Tokyo's, with the same sales and total as UTC's" \
    test "${tokyo%% *}" = Asia/Tokyo -a "${utc%% *}" = UTC -a "${tokyo#* }" = "${utc#* }"
TZ=Asia/Tokyo sales product "Mac mini" --json --limit 1
read -r utc_date local_date < <(python3 -c 'import json,sys; s=json.load(sys.stdin)["sales"][0]; print(s["date"], s["local_date"])' <<<"$out" 2>/dev/null)
check "…a sale's local_date is the same instant at +09:00" \
    python3 -c 'import sys, datetime as d; u, l = sys.argv[1:3]; p = lambda t: d.datetime.fromisoformat(t.replace("Z", "+00:00")); sys.exit(not (l.endswith("+09:00") and p(u) == p(l)))' "$utc_date" "$local_date"
# TZ in every form the C library reads (a name, a file, a POSIX rule, east and west): each sale's
# local time and each month's count are what GNU date gives for the same TZ.
tz_ok=1
for tz in UTC+5 GMT+2 UTC-3 EST "EST5EDT,M3.2.0,M11.1.0" JST-9 "CET-1CEST,M3.5.0,M10.5.0/3" "<+0545>-5:45" \
    :Asia/Kathmandu America/St_Johns "AEST-10AEDT,M10.1.0,M4.1.0/3" /usr/share/zoneinfo/Europe/Lisbon; do
    TZ=$tz sales product "Mac mini" --json
    dates=$(python3 "$root/scripts/e2e-oracle.py" "$fixtures" local-dates "$tz" <<<"$out" 2>&1)
    TZ=$tz sales report --by month --json
    months=$(python3 -c 'import json,sys; print(json.dumps({r["month"]: r["sales_count"] for r in json.load(sys.stdin)["rows"] if r["sales_count"]}, sort_keys=True))' <<<"$out" 2>&1)
    if [[ $dates != ok || $months != "$(python3 "$root/scripts/e2e-oracle.py" "$fixtures" months "$tz")" || -n $err ]]; then
        tz_ok=
        echo "     TZ=$tz: $dates; months $months; stderr $err"
    fi
done
check "TZ as the C library reads it (UTC+5 is behind UTC, EST fixed, POSIX rules with DST): dates and months agree with date" \
    test -n "$tz_ok"
TZ=Foo/Bar sales report --by month --json
check "TZ=Foo/Bar (neither a zone nor a rule): UTC, as for the C library, and one line says so" \
    test "$status" -eq 0 -a "$(grep -c "warning: TZ='Foo/Bar' is neither a zone of the tz database" <<<"$err")" = 1 \
    -a "$(python3 -c 'import json,sys; print(json.load(sys.stdin)["time_zone"])' <<<"$out" 2>/dev/null)" = UTC
sales report --time-zone Asia/Tokio
check "--time-zone Asia/Tokio: exit 2 with the nearest names" test "$status" -eq 2 -a -n "$(grep 'Asia/Tokyo' <<<"$err")"

# `-o -` is standard output, as every Unix tool reads it; a one-letter file name is a file.
dash_ok=1
for command in products report product "quote show" currencies rates; do
    read -r -a words <<<"$command"
    [[ $command == product ]] && words=(product "Mac mini")
    sales "${words[@]}" --format csv
    expected=$out
    sales "${words[@]}" --format csv -o -
    [[ $status -eq 0 && -n "$out" && "$out" == "$expected" ]] || { dash_ok=; echo "     -o - with $command: status=$status"; }
    sales "${words[@]}" --format csv --output=-
    [[ $status -eq 0 && "$out" == "$expected" ]] || { dash_ok=; echo "     --output=- with $command: status=$status"; }
done
check "-o - and --output=-: every command that takes -o writes to standard output, as without it" \
    test -n "$dash_ok" -a ! -e "$PWD/-"
mkdir -p "$work/relative"
(cd "$work/relative" && sales products -o a --format csv && echo "$status" >"$work/relative-status")
check "-o a (a one-letter name in the current folder): written there, exit 0" \
    test "$(cat "$work/relative-status")" = 0 -a "$(head -n 1 "$work/relative/a")" = "$(printf 'id,name,sales_count,revenue,revenue_is_complete,currency\r')"

stop middleware
sales product "Mac mini" --refresh
check "middleware down: the rates it last sent convert, exit 0, one line saying from when" \
    test "$status" -eq 0 -a -n "$(grep '264 sales' <<<"$out")" -a -n "$(grep 'USD' <<<"$out")" \
    -a -n "$(grep '^offline: rates as of .* (cannot reach the rates middleware' <<<"$err")"
SALES_CACHE_MAX_STALE=0 sales product "Mac mini" --refresh
check "…and with no kept rates allowed: sales still shown without USD, exit 4" \
    test "$status" -eq 4 -a -n "$(grep '264 sales' <<<"$out")" -a -n "$(grep 'cannot reach the rates middleware' <<<"$err")"
stop_world
