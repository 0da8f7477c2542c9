#!/usr/bin/env bash
# Hostile ids: product ids that Unicode calls equivalent, and ids that are half a surrogate pair.
# Run by scripts/e2e.sh in a process of its own, or alone (`bash scripts/e2e/85-hostile-ids.sh`), over the
# helpers of scripts/lib/e2e.sh (start_world, sales, login, check…); it starts the servers it needs.
# shellcheck source=../lib/e2e.sh disable=SC2154 # the helpers' variables
source "$(dirname "$0")/../lib/e2e.sh"
echo "== hostile ids (equivalent in Unicode, different in bytes; lone surrogates)"
start_world
python3 - >"$work/ids-products.json" <<'PY'
import json
# json.dumps escapes every non-ASCII character: "caf\u00e9" and "cafe\u0301" on the wire.
print(json.dumps([{"id": "caf\u00e9", "name": "Composed"}, {"id": "cafe\u0301", "name": "Decomposed"},
                  {"id": "\ud800a", "name": "Lone high"}, {"id": "\udbffa", "name": "Lone high too"}]))
PY
python3 - >"$work/ids-sales.json" <<'PY'
import json
sale = lambda id: {"product_id": id, "currency_code": "EUR", "amount": "1.00", "date": "2024-07-20T15:45:27.366Z"}
print(json.dumps([sale("caf\u00e9")] * 3 + [sale("cafe\u0301")] * 5 + [sale("\ud800a"), sale("\udbffa")]))
PY
admin PUT /_admin/data/products "@$work/ids-products.json"
admin PUT /_admin/data/sales "@$work/ids-sales.json"
login
sales products --json
counts=$(python3 -c 'import json,sys; print(" ".join(sorted("%s:%d:%s" % (p["name"], p["sales_count"], p["id"].encode().hex()) for p in json.load(sys.stdin))))' <<<"$out" 2>&1)
# The ids' UTF-8: c3a9 is é composed, 65cc81 e and the combining acute accent.
check "ids \"caf\\u00e9\" and \"cafe\\u0301\": two products, 3 and 5 sales, ids kept as sent" \
    test "$counts" = "Composed:3:636166c3a9 Decomposed:5:63616665cc81"
check "…ids that are half a surrogate pair: refused and said, products and sales alike, never merged" \
    test -n "$(grep '2 products from the API could not be read' <<<"$err")" \
    -a -n "$(grep '2 sales from the API could not be read' <<<"$err")"
stop_world
