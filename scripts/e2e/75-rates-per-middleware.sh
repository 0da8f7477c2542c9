#!/usr/bin/env bash
# Rates belong to the middleware that sent them: switching middlewares, or pointing at one that
# Run by scripts/e2e.sh in a process of its own, or alone (`bash scripts/e2e/75-rates-per-middleware.sh`), over the
# helpers of scripts/lib/e2e.sh (start_world, sales, login, check…); it starts the servers it needs.
# shellcheck source=../lib/e2e.sh disable=SC2154 # the helpers' variables
source "$(dirname "$0")/../lib/e2e.sh"
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
# Spellings of one middleware are one (case, default port, dot segments, fragment); what a query
# string tells apart is capped: the rates of at most 4 middlewares are kept per user.
for spelling in "HTTP://127.0.0.1:$middleware_port/./x/../rates#top" "http://127.0.0.1:$middleware_port//rates/../rates"; do
    SALES_RATES_URL=$spelling sales convert 100 EUR USD
done
spellings_status=$status
for variant in $(seq 1 12); do SALES_RATES_URL="$middleware_a?variant=$variant" sales convert 100 EUR USD; done
rates_files=$(find "$XDG_DATA_HOME" -name 'rates-*' -type f | wc -l)
check "12 query variants of one middleware and 2 spellings of another: $rates_files rates files kept (at most 4)" \
    test "$spellings_status" -eq 0 -a "$status" -eq 0 -a "$rates_files" -le 4
# The sales API's address in another spelling is the same session (a final slash, the default port, case).
logged_in=1
for spelling in "$SALES_API_URL/" "${SALES_API_URL/http:/HTTP:}/./" "$SALES_API_URL/v1/..#x"; do
    SALES_API_URL=$spelling sales products
    [[ $status -eq 0 ]] || { logged_in=; echo "     SALES_API_URL=$spelling: status=$status $err"; }
done
check "SALES_API_URL with a final slash, upper case, dot segments, a fragment: the session logged in without them" \
    test -n "$logged_in" -a "$(find "$XDG_DATA_HOME" -name 'token-*' -type f | wc -l)" -eq 1
sales products
SALES_RATES_URL=$middleware_b sales currencies
before=$(find "$XDG_DATA_HOME" -type f \( -name 'token-*' -o -name 'copy-*' -o -name 'rates-*' -o -name key \) | wc -l)
theirs=(copy-of-contract.pdf rates-2024.xlsx token-abc key.pem generation-notes.txt)
for name in "${theirs[@]}"; do echo theirs >"$XDG_DATA_HOME/saleassistant/$name"; done
sales logout --all
left=$(find "$XDG_DATA_HOME" -type f \( -name 'token-*' -o -name 'copy-*' -o -name 'rates-*' -o -name key \) | wc -l)
check "logout --all: every session, copy, kept rates and the key gone ($before files, $left of theirs left)" \
    test "$status" -eq 0 -a "$before" -ge 4 -a "$left" -eq 3
# names_in FOLDER : the names of what FOLDER holds, sorted, on one line.
names_in() { find "$1" -mindepth 1 -maxdepth 1 -printf '%f\n' | sort | tr '\n' ' '; }
check "…by their exact names: nothing of ours is left (no lock, no generation), every other file is" \
    test "$(names_in "$XDG_DATA_HOME/saleassistant")" = "$(printf '%s\n' "${theirs[@]}" | sort | tr '\n' ' ')"

# A data folder that is a link: to a folder others can open, refused before anything in it is
# changed; to a private folder of the user, followed (people move it to other disks).
rm -rf "$XDG_DATA_HOME/saleassistant"
mkdir -m 755 "$work/elsewhere"
printf 'not a key!' >"$work/elsewhere/key"
chmod 644 "$work/elsewhere/key"
for name in "${theirs[@]}"; do echo theirs >"$work/elsewhere/$name"; done
ln -s "$work/elsewhere" "$XDG_DATA_HOME/saleassistant"
listing() { find "$work/elsewhere" -mindepth 1 -printf '%f %m %s\n' | sort; }
untouched=$(listing)
login
check "login into a linked data folder others can open: refused (exit 1, says why), nothing in it changed" \
    test "$status" -eq 1 -a -n "$(grep 'links to a folder others can open (mode 755)' <<<"$err")" \
    -a "$(listing)" = "$untouched"
sales logout --all
check "…logout --all there deletes nothing (exit 1)" test "$status" -eq 1 -a "$(listing)" = "$untouched"
chmod 700 "$work/elsewhere"
login
sales products
sales logout --all
check "a linked folder only the user can open: followed for login and products, logout --all leaves their files" \
    test "$status" -eq 0 -a -L "$XDG_DATA_HOME/saleassistant" -a "$(stat -c %a "$work/elsewhere")" = 700 \
    -a "$(names_in "$work/elsewhere")" = "$(printf '%s\n' "${theirs[@]}" | sort | tr '\n' ' ')"
stop middleware2
stop upstream2
export SALES_RATES_URL=$middleware_a
stop_world
