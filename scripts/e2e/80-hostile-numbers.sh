#!/usr/bin/env bash
# Hostile numbers: values beyond what Core accepts, chains that leave the range, escapes.
# Run by scripts/e2e.sh in a process of its own, or alone (`bash scripts/e2e/80-hostile-numbers.sh`), over the
# helpers of scripts/lib/e2e.sh (start_world, sales, login, check…); it starts the servers it needs.
# shellcheck source=../lib/e2e.sh disable=SC2154 # the helpers' variables
source "$(dirname "$0")/../lib/e2e.sh"
echo "== hostile numbers (values beyond what Core accepts, chains that leave the range)"
start_world
python3 - "$fixtures/rates.json" >"$work/hostile-rates.json" <<'PY'
import json, sys
rates = json.load(open(sys.argv[1]))
rates.append({"from": "CZK", "to": "EUR", "rate": "__TINY__"})   # 1e-127: below 1e-99
rates.append({"from": "HUF", "to": "USD", "rate": "__HUGE__"})   # 1e127: above 1e99
codes = [f"Q{chr(65 + i // 26)}{chr(65 + i % 26)}" for i in range(70)]
previous = "EUR"
for code in codes:                                             # 70 steps of 0.01: 1e-140
    rates.append({"from": code, "to": previous, "rate": "__CENT__"})
    previous = code
print(json.dumps(rates).replace('"__TINY__"', "1e-127").replace('"__HUGE__"', "1e127").replace('"__CENT__"', "0.01"))
PY
python3 - "$fixtures/sales.json" >"$work/hostile-sales.json" <<'PY'
import json, sys
sales = json.load(open(sys.argv[1]))
mac_mini = "7019D8A7-0B35-4057-B7F9-8C5471961ED0"
sales.append({"product_id": mac_mini, "currency_code": "HUF", "amount": "9" * 40, "date": "2024-07-21T10:00:00.000Z"})
sales.append({"product_id": mac_mini, "currency_code": "CZK", "amount": "12.50", "date": "2024-07-21T11:00:00.000Z"})
print(json.dumps(sales))
PY
python3 - "$fixtures/products.json" >"$work/hostile-products.json" <<'PY'
import json, sys
products = json.load(open(sys.argv[1]))
airtag = next(p for p in products if p["name"] == "AirTag")
airtag["name"] = "\u001b[31mRED\u001b]0;pwned\u0007\u001b[2J"   # renamed by a hostile upstream
print(json.dumps(products))
PY
admin PUT /_admin/data/products "@$work/hostile-products.json"
admin PUT /_admin/data/rates "@$work/hostile-rates.json"
admin PUT /_admin/data/sales "@$work/hostile-sales.json"
rates_status=$(curl -s -o "$work/rates.json" -w '%{http_code}' "http://127.0.0.1:$middleware_port/rates")
eur=$(python3 -c 'import json,sys; print({r["from"]: r["rate"] for r in json.load(open(sys.argv[1]))}.get("EUR"))' "$work/rates.json" 2>/dev/null)
check "hostile rates: /rates answers 200 with the good rates (EUR 1.18)" test "$rates_status" = 200 -a "$eur" = 1.18
jpy_status=$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$middleware_port/rates?to=JPY")
# shellcheck disable=SC2154 # middleware_pid: set by `start middleware`
check "…?to=JPY answers 200 too, and the middleware is still running" \
    test "$jpy_status" = 200 -a -n "$(kill -0 "$middleware_pid" 2>/dev/null && echo alive)"
curl -fsS "http://127.0.0.1:$middleware_port/rates/diagnostics" >"$work/diagnostics.json"
why=$(python3 - "$work/diagnostics.json" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
skipped = {s["element"].split()[0]: s["reason"] for s in d["skipped"]}
print("|".join([skipped.get("from=CZK", ""), skipped.get("from=HUF", ""), d["unreachable_reasons"].get("QCR", "")]))
PY
)
check "diagnostics say why: 1e-127 and 1e127 skipped as out of range, the 70-step chain's end unreachable" \
    test "$(grep -o 'outside the supported magnitudes' <<<"$why" | wc -l)" -eq 3 -a -n "$(grep 'about 1e-140' <<<"$why")"
login
sales product "Mac mini" --json
verdict=$(python3 -c '
import json, sys
from decimal import Decimal
d = json.load(sys.stdin)
Decimal(d["total_usd"])  # a number, never NaN
print(d["total_is_complete"], len(d["sales"]))' <<<"$out" 2>&1)
check "client: no crash, no NaN; the CZK sale leaves the total incomplete (exit 0)" \
    test "$status" -eq 0 -a "$verdict" = "False 265"
check "…and the 40-digit amount is refused with the reason, not shown changed" \
    test -n "$(grep '1 sale from the API could not be read and is left out' <<<"$err" | grep 'more than 38 significant digits')"
# How many control characters (C0 but newline, DEL, C1) a text holds.
control_characters='import sys; print(sum(1 for c in sys.stdin.read() if (ord(c) < 32 and c != "\n") or 0x7F <= ord(c) <= 0x9F))'
sales products
check "a product name with escape sequences is shown escaped, never raw" \
    test "$status" -eq 0 -a "$(python3 -c "$control_characters" <<<"$out")" = 0 -a -n "$(grep -F '\u{1B}[31mRED' <<<"$out")"
sales products --json
name=$(python3 -c 'import json,sys; print(ascii(next(p["name"] for p in json.load(sys.stdin) if "RED" in p["name"])))' <<<"$out")
check "…while --json keeps it exact" test "$name" = "'\x1b[31mRED\x1b]0;pwned\x07\x1b[2J'"
stop_world
