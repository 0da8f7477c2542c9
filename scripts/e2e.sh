#!/usr/bin/env bash
# End-to-end suite: fake-upstream, sales-middleware and the sales client as real processes on free
# 127.0.0.1 ports, driven through the scenarios of a real user. Every process this script starts is
# stopped when it ends, whatever happens (trap). Prints "N passed, M failed" last; exits 1 on any failure.
#
#   CONFIGURATION=release|debug   which build to drive (default release)
#   SKIP_BUILD=1                  use binaries already built (make test builds debug ones first)
set -uo pipefail

default_configuration=release
source "$(dirname "$0")/lib.sh"
need tmux curl python3
work=$(mktemp -d "${TMPDIR:-/tmp}/sales-e2e.XXXXXX")
logs=$work
fixtures="$root/fixtures"

cleanup() {
    tui_stop
    stop_all
    rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

[[ -n "$skip_build" ]] || echo "== building $configuration binaries"
build || exit 1
fake_upstream=$(bin fake-upstream) || exit 1
middleware_bin=$(bin sales-middleware) || exit 1
sales_bin=$(bin sales) || exit 1

# stop NAME : stops a server started by name.
stop() {
    local pid_variable="${1}_pid"
    stop_pid "${!pid_variable}"
}

# start_world [UPSTREAM_OPTION...] : the fake upstream (with those options) and the middleware.
# shellcheck disable=SC2120 # the options are optional
start_world() {
    start upstream "$fake_upstream" --port 0 --fixtures "$fixtures" "$@"
    upstream_port=$PORT
    start middleware "$middleware_bin" --listen 127.0.0.1:0 --rates-url "http://127.0.0.1:$upstream_port/rates" --cache-ttl "${CACHE_TTL:-60}"
    middleware_port=$PORT
    export SALES_API_URL="http://127.0.0.1:$upstream_port"
    export SALES_RATES_URL="http://127.0.0.1:$middleware_port/rates"
    export XDG_DATA_HOME="$work/data-$upstream_port"
    export SALES_TIMEOUT=5
    # Every run asks the sales API (the local copy's reuse has its own section below).
    export SALES_CACHE_MAX_AGE=0
    export NO_COLOR=1
}

stop_world() {
    stop middleware
    stop upstream
}

# sales ARGS... : runs the client; sets status, out and err.
sales() {
    "$sales_bin" "$@" >"$work/out" 2>"$work/err" <"${SALES_STDIN:-/dev/null}"
    status=$?
    out=$(cat "$work/out")
    err=$(cat "$work/err")
}

login() {
    printf 'password\n' >"$work/stdin"
    SALES_STDIN="$work/stdin" sales login --username tester --password-stdin
}

# upstream_count ENDPOINT : how many requests the fake upstream has had on ENDPOINT.
upstream_count() {
    curl -fsS "http://127.0.0.1:$upstream_port/_admin/stats" | python3 -c 'import json,sys; print(json.load(sys.stdin)[sys.argv[1]])' "$1"
}

# admin METHOD PATH [BODY] : the fake upstream's control panel; BODY may be @FILE.
admin() {
    curl -fsS -X "$1" "http://127.0.0.1:$upstream_port$2" ${3:+-H 'Content-Type: application/json' --data-binary "$3"} >/dev/null
}

# figures : the products JSON on stdin without its as_of (when the figures were fetched).
figures() { python3 -c 'import json, sys; d = json.load(sys.stdin); [p.pop("as_of", None) for p in d]; print(json.dumps(d))'; }

# grouped NUMBER : the number with thousands separators, as tables show it (2138825.35 → 2,138,825.35).
grouped() { python3 -c 'import decimal, sys; print(format(decimal.Decimal(sys.argv[1]), ","))' "$1"; }

# check_detail : what `check` shows under a failure: the last command's status and output.
check_detail() { echo "     status=$status stdout=$(head -c 300 <<<"$out") stderr=$(head -c 300 <<<"$err")"; }

echo "== scenarios ($configuration)"
start_world

version=$(sh "$root/Core/Plugins/VersionPlugin/version.sh" "$root")
sales --version
middleware_version=$("$middleware_bin" --version 2>&1)
check "--version: sales and sales-middleware both say SaleAssistant's version ($version)" \
    test -n "$version" -a "$status" -eq 0 -a "$out" = "$version" -a "$middleware_version" = "$version"

"$fake_upstream" --port 0 --products 1 --sales 40000000 >/dev/null 2>"$work/err"
status=$? err=$(cat "$work/err")
check "fake-upstream asked for more sales than one answer holds: a usage error (exit 64), no crash" \
    test "$status" -eq 64 -a -n "$(grep -F -- '--sales must be at most 25,000,000' <<<"$err")"

printf '\n' >"$work/empty"
SALES_STDIN="$work/empty" sales login --username tester --password-stdin
check "empty password is refused before any request (exit 2)" test "$status" -eq 2

logins_before=$(upstream_count login)
printf 'pass\xff\xfeword\n' >"$work/stdin"
SALES_STDIN="$work/stdin" sales login --username tester --password-stdin
check "a password that is not UTF-8: refused before any request (exit 2), never sent as U+FFFD" \
    test "$status" -eq 2 -a "$err" = "error: the input is not UTF-8 text: check the terminal's or the file's encoding" \
    -a "$(upstream_count login)" -eq "$logins_before"

printf 'wrong\n' >"$work/stdin"
SALES_STDIN="$work/stdin" sales login --username tester --password-stdin
check "wrong password: the server's message, exit 3" test "$status" -eq 3 -a "$err" = "error: login failed: Invalid credentials."

for interruption in SIGINT SIGTERM; do
    verdict=$(python3 "$root/scripts/e2e-interrupt-prompt.py" "$sales_bin" "$interruption")
    check "$interruption at the password prompt: the terminal's echo is restored" \
        test "$verdict" = "echo-off-at-prompt=True echo-restored=True died-of-signal=True"
done

login
check "good login (exit 0)" test "$status" -eq 0

sales products --json
expected=$(python3 "$root/scripts/e2e-oracle.py" "$fixtures" products)
actual=$(figures <<<"$out")
check "product list order and counts equal the fixtures" test "$status" -eq 0 -a "$actual" = "$expected"

# Output is input too: what cannot be written is one line and exit 1; a reader gone ends quietly.
"$sales_bin" products >/dev/full 2>"$work/err"
status=$? err=$(cat "$work/err")
check "stdout on a full device: one line, exit 1" \
    test "$status" -eq 1 -a "$err" = "error: cannot write to standard output: No space left on device"
"$sales_bin" products >&- 2>"$work/err"
status=$? err=$(cat "$work/err")
check "stdout closed: one line, exit 1" test "$status" -eq 1 -a "$err" = "error: cannot write to standard output: Bad file descriptor"
"$sales_bin" products -v >/dev/null 2>/dev/full
status=$?
check "stderr on a full device: exit 1, the results written" test "$status" -eq 1
for sigpipe in default ignored; do
    verdict=$(python3 "$root/scripts/e2e-closed-pipe.py" "$sigpipe" "$sales_bin" products --json)
    check "a reader gone (SIGPIPE $sigpipe): ends as SIGPIPE ends Unix tools, without a word" \
        test "$verdict" = "signal=SIGPIPE stderr=0"
done
timeout 20 "$middleware_bin" --listen 127.0.0.1:0 --rates-url "http://127.0.0.1:$upstream_port/rates" \
    >/dev/full 2>"$work/err"
status=$? err=$(tail -n 1 "$work/err")
check "sales-middleware unable to announce its address: one line, exit 1" \
    test "$status" -eq 1 -a "$err" = "sales-middleware: cannot write to standard output: No space left on device"

# -o replaces only regular files: a link's target is written, a FIFO or a device in place.
printf 'old\n' >"$work/target.csv"
ln -s target.csv "$work/link.csv"
sales products -o "$work/link.csv"
check "-o through a symbolic link: the target replaced, the link kept" \
    test "$status" -eq 0 -a -L "$work/link.csv" -a "$(head -c 8 "$work/target.csv")" = "id,name,"
mkfifo "$work/fifo"
cat "$work/fifo" >"$work/fifo.out" &
reader=$!
sales products --format tsv -o "$work/fifo"
wait "$reader"
fifo_status=$status
sales products --format tsv
check "-o into a FIFO: written in place, still a FIFO" \
    test "$fifo_status" -eq 0 -a -p "$work/fifo" -a "$(cat "$work/fifo.out")" = "$out"
mkdir "$work/folder"
sales products -o "$work/folder"
check "-o to a directory: refused (exit 2)" test "$status" -eq 2 -a "$err" = "error: -o $work/folder is a directory: give a file name"
if [[ $(id -u) -eq 0 ]]; then
    # /dev/null's and /dev/full's numbers, in the suite's own folder: never the real /dev.
    mknod "$work/null" c 1 3 && mknod "$work/full" c 1 7
    sales products -o "$work/null"
    check "-o to a null device: written, still a device" test "$status" -eq 0 -a -c "$work/null"
    sales products -o "$work/full"
    check "-o to a full device: one line, exit 1, still a device" test "$status" -eq 1 -a -c "$work/full" \
        -a "$err" = "error: cannot write $work/full: No space left on device"
fi

for product in "Mac mini" "iMac" "Vision Pro"; do
    sales product "$product" --json
    total=$(python3 -c 'import json,sys; print(json.load(sys.stdin)["total_usd"])' <<<"$out" 2>/dev/null)
    check "$product: total equals an independent conversion of the fixtures" \
        test "$status" -eq 0 -a "$total" = "$(python3 "$root/scripts/e2e-oracle.py" "$fixtures" total "$product")"
done

token_files=("$XDG_DATA_HOME"/saleassistant/token-*)
token_file=${token_files[0]}
printf '\x00' | dd of="$token_file" bs=1 seek=30 conv=notrunc 2>/dev/null
sales products
check "tampered token file: logged out (exit 3)" test "$status" -eq 3 -a -n "$(grep 'cannot be read' <<<"$err")"

login
: >"$XDG_DATA_HOME/saleassistant/key"
sales products
check "damaged key file: logged out with the reason (exit 3)" test "$status" -eq 3
login
check "…and the next login recovers: moves it aside, says so (exit 0)" \
    test "$status" -eq 0 -a -n "$(grep 'the key file was damaged: moved it aside' <<<"$err")"
SALES_API_URL="http://127.0.0.1:9" sales products
check "another server's URL: not logged in there (exit 3)…" test "$status" -eq 3
sales products
check "…and this server's session is untouched" test "$status" -eq 0
fresh_data="$work/data-race"
for round in 1 2 3; do
    login_pids=()
    for _ in $(seq 1 8); do
        printf 'password\n' | XDG_DATA_HOME="$fresh_data-$round" "$sales_bin" login --username tester --password-stdin \
            >/dev/null 2>&1 &
        login_pids+=($!)
    done
    wait "${login_pids[@]}"
done
race_ok=0
for round in 1 2 3; do
    XDG_DATA_HOME="$fresh_data-$round" sales products
    [[ $status -eq 0 ]] && race_ok=$((race_ok + 1))
done
check "eight concurrent first logins, three rounds: the session reads back every time" test "$race_ok" -eq 3

login
before=$(upstream_count sales)
admin PUT /_admin/faults/sales '{"failure_rate": 1, "failure_status": 500, "times": 1}'
sales products
after=$(upstream_count sales)
check "/sales answers 500 once: the client's retry succeeds" test "$status" -eq 0 -a "$after" -eq $((before + 2))

echo "== currencies, reports, exports, quotes"
sales products --currency EUR --json
actual=$(figures <<<"$out" 2>/dev/null)
check "--currency EUR: every product's revenue equals the oracle's, solved towards EUR" \
    test "$status" -eq 0 -a "$actual" = "$(python3 "$root/scripts/e2e-oracle.py" "$fixtures" products EUR)"
SALES_CURRENCY=EUR sales products
grand_total=$(grouped "$(python3 "$root/scripts/e2e-oracle.py" "$fixtures" revenue EUR)")
check "SALES_CURRENCY=EUR: the grand total is every sale converted once, rounded once ($grand_total)" \
    test "$status" -eq 0 -a -n "$grand_total" -a -n "$(grep -F "2,485 sales · EUR $grand_total" <<<"$out")"
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

stop middleware
sales product "Mac mini" --refresh
check "middleware down: sales still shown without USD, exit 4" \
    test "$status" -eq 4 -a -n "$(grep '264 sales' <<<"$out")" -a -n "$(grep 'cannot reach the rates middleware' <<<"$err")"
stop_world

echo "== the local copy"
start_world
login
export SALES_CACHE_MAX_AGE=300
sales products --json
live=$out
sales_before=$(upstream_count sales)
sales products --json
check "a second run within SALES_CACHE_MAX_AGE: the same figures and as_of, no request to the sales API" \
    test "$status" -eq 0 -a "$out" = "$live" -a "$(upstream_count sales)" -eq "$sales_before"
live=$(figures <<<"$live")
sales products --json --refresh
check "--refresh: asks again" test "$status" -eq 0 -a "$(upstream_count sales)" -eq $((sales_before + 1))
copy_file=$(find "$XDG_DATA_HOME/saleassistant" -name 'copy-*' | head -n 1)
check "the copy: one private file, nothing in it readable" test -n "$copy_file" -a "$(stat -c %a "$copy_file")" = 600 \
    -a -z "$(grep -a -o 'Vision Pro' "$copy_file")"
stop upstream
SALES_CACHE_MAX_AGE=0 sales products --json
check "the sales API away: exit 0, the same figures, one line saying from when" \
    test "$status" -eq 0 -a "$(figures <<<"$out")" = "$live" -a -n "$(grep '^offline: figures as of .* (cannot reach the sales API' <<<"$err")"
stop middleware
SALES_CACHE_MAX_AGE=0 sales products --json
check "…and with the middleware away too: still the same figures, converted as they were" \
    test "$status" -eq 0 -a "$(figures <<<"$out")" = "$live"
sales logout
check "logout leaves no copy" test -z "$(find "$XDG_DATA_HOME/saleassistant" -name 'copy-*')"
export SALES_CACHE_MAX_AGE=0
stop_world

echo "== a logout while a load is under way"
start_world
login
sales products
admin PUT /_admin/faults/sales '{"held": true, "times": 1}'
"$sales_bin" products --refresh --json >"$work/race-out" 2>"$work/race-err" &
load_pid=$!
# The load has asked for the sales, which the fake holds until it is told to answer.
for _ in $(seq 400); do [[ $(curl -fsS "http://127.0.0.1:$upstream_port/_admin/held") == '{"held":1}' ]] && break; sleep 0.05; done
sales logout
admin POST /_admin/release
wait "$load_pid"
status=$? out=$(cat "$work/race-out") err=$(cat "$work/race-err")
check "the load's answer stands (exit 0), says it was not kept, and the logout leaves no copy or rates behind" \
    test "$status" -eq 0 -a -n "$(grep '"name": "Vision Pro"' <<<"$out")" \
    -a -n "$(grep 'the session ended while loading: logged out' <<<"$err")" \
    -a -z "$(find "$XDG_DATA_HOME/saleassistant" -name 'copy-*' -o -name 'rates-*')"
stop_world

echo "== a hostile sales API: bodies shaped to stall the reader"
# hostile_sales MODE SIZE ARGS... : `sales ARGS` against a sales API whose /sales is MODE, SIZE bytes.
hostile_sales() {
    start hostile python3 "$root/scripts/e2e-hostile-upstream.py" "$1" "$2"
    local api="http://127.0.0.1:$PORT" data="$work/data-hostile-$PORT"
    printf 'password\n' >"$work/stdin"
    SALES_API_URL=$api SALES_RATES_URL=$api/rates XDG_DATA_HOME=$data SALES_STDIN="$work/stdin" \
        sales login --username tester --password-stdin
    SALES_API_URL=$api SALES_RATES_URL=$api/rates XDG_DATA_HOME=$data sales "${@:3}"
    stop hostile
}
hostile_sales spaces $((16 << 20)) products
check "[, 16 MiB of spaces, ]: read as the empty list it is (exit 0)" test "$status" -eq 0
# 2 GiB of spaces in 2 MB of gzip: the limit counts what inflates (a small one here: debug builds).
SALES_MAX_BODY=32000000 hostile_sales gzip-spaces $((2 << 30)) products
check "2 MB of gzip inflating to 2 GiB: stopped at SALES_MAX_BODY, exit 5" \
    test "$status" -eq 5 -a -n "$(grep 'larger than 32000000 bytes (see SALES_MAX_BODY)' <<<"$err")"

echo "== token expiry"
start_world
login
sales products
check "fresh token works" test "$status" -eq 0
admin POST /_admin/tokens/expire
sales products
# shellcheck disable=SC2016 # the backticks are part of the message
check "expired token: exit 3, asks to log in" test "$status" -eq 3 -a "$err" = 'error: your session expired: run `sales login`'
login
sales products
check "logging in again works" test "$status" -eq 0
stop_world

echo "== the full-screen app, in a real terminal (tmux)"
start_world
# check_screen DESCRIPTION TEXT... : passes when a screen shows every TEXT within 20 s (shown if not).
check_screen() {
    local description=$1
    shift
    tui_wait "$@"
    status=$? out=$screen err=""
    check "$description" test "$status" -eq 0
}
mapfile -t newest < <(python3 "$root/scripts/e2e-oracle.py" "$fixtures" newest "Vision Pro")
host="127.0.0.1:$upstream_port"
SALES_TIMEOUT=2 tui_start 80 24 "$sales_bin"
check_screen "no saved session: the login form" "Log in to $host" "Username" "Password"
logins=$(upstream_count login)
tui_keys Enter
check_screen "empty fields: refused on the screen…" "Enter a username and a password."
check "…and nothing sent" test "$(upstream_count login)" -eq "$logins"
tui_type tester
tui_keys Tab
tui_type wrong
check_screen "the password is masked" "Password   •••••"
tui_keys Enter
check_screen "wrong password: the server's message, the username kept" "Invalid credentials." "Username   tester"
tui_type password
tui_keys Enter
check_screen "good login: the list, its header and every product" \
    "tester @ $host" "10 products · 2,485 sales" "› AirTag" "Vision Pro                                                     251"
tui_keys End Enter
check_screen "Vision Pro's detail: name, count and total as the oracle computes them" \
    "251 sales · total USD ${newest[3]}" "By month"
first_row=$(grep -F -- "› ${newest[0]}" <<<"$screen")
check "…and the newest sale first: date, amount in its currency, amount in USD" \
    test -n "$first_row" -a -n "$(grep -F -- "${newest[1]}" <<<"$first_row")" -a "${first_row##* }" = "${newest[2]}"
tui_keys Escape
check_screen "Esc goes back with the selection kept" "› Vision Pro"
tui_keys /
tui_type mac
check_screen "/ filters as you type" "Filter: mac" "3 of 10" "› iMac" "Mac mini" "MacBook Pro"
check "…and only the matching products are left" test -z "$(grep -F 'AirTag' <<<"$screen")"
tui_keys Escape
check_screen "Esc clears the filter" "AirTag" "Vision Pro"
admin PUT /_admin/faults/products '{"hang": true, "times": 1}'
tui_keys r
check_screen "r reloads with a spinner, the previous data kept on screen" "loading…" "HomePod mini"
check_screen "the upstream not answering: the local copy, an offline banner saying from when" \
    "offline · figures as of" "(r retries): the sales API did" "AirTag" "Vision Pro"
products_before=$(upstream_count products)
tui_keys r
tui_wait_gone "offline ·"
check_screen "r again: loaded afresh" "loaded " "10 products"
check "…with one more request for the products" test "$(upstream_count products)" -gt "$products_before"
tui_keys End Enter
check_screen "back on Vision Pro" "251 sales"
admin POST /_admin/tokens/expire
tui_keys r
check_screen "an expired token: locked on the login form, the username filled in" \
    "Session expired — log in again." "Username   tester"
tui_type password
tui_keys Enter
check_screen "after the login, back on the same product" "251 sales · total USD ${newest[3]}"
tmux -S "$tui_socket" resize-window -t tui -x 40 -y 12
check_screen "SIGWINCH at 40×12: the screen is laid out again" "Vision Pro" "251 sales"
check "…within 40 columns" test "$(python3 -c 'import sys; print(max(len(line.rstrip("\n")) for line in sys.stdin))' <<<"$screen")" -le 40
tui_keys q
tui_ended
check "q quits with exit 0" test "$tui_status" = 0
status=$tui_status out=$(tui_screen) err=""
check "…and the terminal is restored: settings, main screen, cursor" tui_restored

tui_start 80 24 "$sales_bin"
check_screen "the session is kept: the list at once" "10 products"
kill -TERM "$(tui_program_pid)"
tui_ended
check "SIGTERM: ends by the signal (143)…" test "$tui_status" = 143
check "…with the terminal restored" tui_restored
# Job control needs a shell that has it: an interactive bash, as a person's terminal runs.
tui_shell 80 24
tui_wait 'shell$'
tui_type "$(printf '%q' "$sales_bin")"
tui_keys Enter
check_screen "from an interactive shell: the list" "10 products" "TOTAL USD"
app_pid=$(tui_program_pid)
tui_keys C-z
check "Ctrl-Z: stopped, the main screen and the cursor given back" tui_stopped "$app_pid"
check_screen "…and the shell's prompt, with the job stopped" "Stopped" 'shell$'
tui_type fg
tui_keys Enter
check_screen "fg: the list drawn again in full" "10 products" "TOTAL USD"
tui_keys /
check_screen "…in raw mode again: / opens the filter at once" "type to filter"
tui_keys Escape
# The app must have read the Escape before it stops: left unread, it would reach the shell, which
# reads Escape then `f` as one key (Meta-f) and runs `g`.
check "Esc closes the filter" tui_wait_gone "type to filter"
kill -TSTP "$app_pid"
check "kill -TSTP: stopped the same way" tui_stopped "$app_pid"
tui_type fg
tui_keys Enter
check_screen "…and continued the same way" "10 products" "TOTAL USD"
tui_keys q
check_screen "q: back at the shell" 'shell$'
check "…with the main screen and the cursor" \
    test "$(tmux -S "$tui_socket" display -p -t tui '#{alternate_on} #{cursor_flag}')" = "0 1"
tui_start 80 24 "$sales_bin" --currency EUR
check_screen "sales --currency EUR: the same list, totals in EUR" "10 products" "TOTAL EUR" \
    "EUR $(grouped "$(python3 "$root/scripts/e2e-oracle.py" "$fixtures" revenue EUR)")"
tui_keys C-c
tui_ended
check "Ctrl-C quits (exit 0) with the terminal restored" test "$tui_status" = 0 -a -n "$(tui_restored && echo yes)"
tui_stop
stop_world

echo "== stale rates (cache TTL 1 s)"
CACHE_TTL=1 start_world
login
sales product "Mac mini" --json
fresh_total=$(python3 -c 'import json,sys; print(json.load(sys.stdin)["total_usd"])' <<<"$out" 2>/dev/null)
admin PUT /_admin/faults/rates '{"failure_rate": 1, "failure_status": 503}'
# The 1 s cache expires: poll for the stale answer (10 s at most) rather than sleep past it.
deadline=$((SECONDS + 10))
until cache=$(curl -fsS -o /dev/null -D - "http://127.0.0.1:$middleware_port/rates" | tr -d '\r' | sed -n 's/^[Xx]-[Cc]ache: //p') \
    && [[ $cache == stale ]] || ((SECONDS >= deadline)); do
    sleep 0.05
done
sales product "Mac mini" --json
stale_total=$(python3 -c 'import json,sys; print(json.load(sys.stdin)["total_usd"])' <<<"$out" 2>/dev/null)
check "upstream rates failing: the middleware serves stale rates" test "$cache" = "stale"
check "…and the client still converts" test "$status" -eq 0 -a -n "$fresh_total" -a "$stale_total" = "$fresh_total"
metrics=$(curl -fsS "http://127.0.0.1:$middleware_port/metrics")
check "/metrics: requests by route and status, upstream fetches by outcome, the table's age" \
    test -n "$(grep -E '^http_server_requests_total\{http_route="/rates",http_request_method="GET",http_response_status_code="200"\} [1-9]' <<<"$metrics")" \
    -a -n "$(grep -E '^rates_upstream_fetches_total\{outcome="ok"\} [1-9]' <<<"$metrics")" \
    -a -n "$(grep -E '^rates_table_age_seconds [1-9]' <<<"$metrics")"
stop_world

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

echo "== operators: JSON logs, gzip, CORS, methods"
start upstream "$fake_upstream" --port 0 --fixtures "$fixtures"
upstream_port=$PORT
start middleware "$middleware_bin" --listen 127.0.0.1:0 --rates-url "http://127.0.0.1:$upstream_port/rates" \
    --log-format json --cors-allowed-origins https://app.example.com
base=http://127.0.0.1:$PORT
plain=$(curl -fsS "$base/rates")
gzipped=$(curl -fsS -H 'Accept-Encoding: gzip' -D "$work/gzip-headers" "$base/rates" | gunzip)
check "gzip when asked: the same table, with Content-Encoding and Vary" \
    test -n "$plain" -a "$gzipped" = "$plain" -a -n "$(grep -i '^content-encoding: gzip' "$work/gzip-headers")" \
    -a -n "$(grep -i '^vary: accept-encoding' "$work/gzip-headers")"
allowed=$(curl -fsS -o /dev/null -D - -H 'Origin: https://app.example.com' "$base/rates" | tr -d '\r' | sed -n 's/^[Aa]ccess-[Cc]ontrol-[Aa]llow-[Oo]rigin: //p')
other=$(curl -fsS -o /dev/null -D - -H 'Origin: https://evil.example' "$base/rates" | tr -d '\r' | grep -ci '^access-control-allow-origin')
check "CORS: a listed origin may read the answers, another may not" test "$allowed" = https://app.example.com -a "$other" = 0
check "TRACE /rates: 405, not 404" test "$(curl -s -o /dev/null -w '%{http_code}' -X TRACE "$base/rates")" = 405
stop middleware
line=$(grep -m1 '"route":"/rates"' "$logs/middleware.log")
fields='import json,sys; o=json.loads(sys.argv[1]); print(all(k in o for k in ("timestamp","level","request_id","route","status","duration_ms")) and o["status"] == 200)'
check "LOG_FORMAT=json: one object per request with timestamp, level, request id, route, status, duration" \
    test "$(python3 -c "$fields" "$line" 2>/dev/null)" = True
stop upstream

echo
echo "$passed passed, $failed failed"
((failed == 0))
