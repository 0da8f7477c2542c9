# shellcheck shell=bash disable=SC2154,SC2034 # the helpers and their variables are scripts/e2e.sh's
# Rates belong to the middleware that sent them: switching middlewares, or pointing at one that
# never answers, never converts with another's kept rates; a logout forgets every middleware's, and
# `logout --all` everything of sales on the machine.
# Sourced by scripts/e2e.sh, which defines the helpers (start_world, sales, login, check…), builds
# the binaries and prints the summary; each area starts the servers it needs and stops them.
echo "== rates kept per middleware"
start_world
login
middleware_a=$SALES_RATES_URL
# Middleware B: another upstream whose every rate is doubled (1 EUR = 2.36 USD there).
mkdir -p "$work/fixtures-b"
cp "$fixtures"/*.json "$work/fixtures-b/"
python3 - "$fixtures/rates.json" "$work/fixtures-b/rates.json" <<'PY'
import json, sys
rates = json.load(open(sys.argv[1]))
for rate in rates:
    rate["rate"] = rate["rate"] * 2
json.dump(rates, open(sys.argv[2], "w"))
PY
start upstream2 "$fake_upstream" --port 0 --fixtures "$work/fixtures-b"
upstream2_port=$PORT
start middleware2 "$middleware_bin" --listen 127.0.0.1:0 --rates-url "http://127.0.0.1:$upstream2_port/rates"
middleware_b="http://127.0.0.1:$PORT/rates"
SALES_RATES_URL=$middleware_b sales convert 100 EUR USD
from_b=$out
sales convert 100 EUR USD
from_a=$out
check "middleware B, then A: A's rates, not B's kept ones ($from_b, then $from_a)" \
    test "$from_a" = "$(python3 "$root/scripts/e2e-oracle.py" "$fixtures" convert 100 EUR USD)" -a "$from_a" != "$from_b" \
    -a "$status" -eq 0
SALES_RATES_URL="http://127.0.0.1:$(free_port)/rates" sales convert 100 EUR USD
check "a middleware never reached: no one else's rates, exit 4" test "$status" -eq 4 -a -z "$out"
rates_files=$(find "$XDG_DATA_HOME" -name 'rates-*' -type f | wc -l)
sales logout
left=$(find "$XDG_DATA_HOME" -name 'rates-*' -type f | wc -l)
check "logout forgets the kept rates of every middleware ($rates_files files, $left left)" \
    test "$rates_files" -ge 2 -a "$left" -eq 0
login
sales products
SALES_RATES_URL=$middleware_b sales currencies
before=$(find "$XDG_DATA_HOME" -type f \( -name 'token-*' -o -name 'copy-*' -o -name 'rates-*' -o -name key \) | wc -l)
sales logout --all
left=$(find "$XDG_DATA_HOME" -type f \( -name 'token-*' -o -name 'copy-*' -o -name 'rates-*' -o -name key \) | wc -l)
check "logout --all: every session, copy, kept rates and the key gone ($before files, $left left)" \
    test "$status" -eq 0 -a "$before" -ge 4 -a "$left" -eq 0
stop middleware2
stop upstream2
export SALES_RATES_URL=$middleware_a
stop_world
