#!/usr/bin/env bash
# A hostile sales API: bodies shaped to stall the streaming reader.
# Run by scripts/e2e.sh in a process of its own, or alone (`bash scripts/e2e/40-hostile-bodies.sh`), over the
# helpers of scripts/lib/e2e.sh (start_world, sales, login, check…); it starts the servers it needs.
# shellcheck source=../lib/e2e.sh disable=SC2154 # the helpers' variables
source "$(dirname "$0")/../lib/e2e.sh"
echo "== a hostile sales API: bodies shaped to stall the reader"
# hostile_sales MODE SIZE ARGS... : `sales ARGS` against a sales API whose /sales is MODE, SIZE bytes.
hostile_sales() {
    start hostile python3 "$root/scripts/e2e-hostile-upstream.py" "$1" "$2"
    # A data folder of its own each time: a port used again must not find the last one's copy.
    hostile_runs=$((${hostile_runs:-0} + 1))
    local api="http://127.0.0.1:$PORT" data="$work/data-hostile-$hostile_runs"
    printf 'password\n' >"$work/stdin"
    SALES_API_URL=$api SALES_RATES_URL=$api/rates XDG_DATA_HOME=$data SALES_STDIN="$work/stdin" \
        sales login --username tester --password-stdin
    ((status == 0)) || echo "hostile_sales $1: the login failed (exit $status): $err" >&2
    SALES_API_URL=$api SALES_RATES_URL=$api/rates XDG_DATA_HOME=$data sales "${@:3}"
    stop hostile
}
hostile_sales spaces $((16 << 20)) products
check "[, 16 MiB of spaces, ]: read as the empty list it is (exit 0)" test "$status" -eq 0
# 2 GiB of spaces in 2 MB of gzip: the limit counts what inflates (a small one here: debug builds).
SALES_MAX_BODY=32000000 hostile_sales gzip-spaces $((2 << 30)) products
check "2 MB of gzip inflating to 2 GiB: stopped at SALES_MAX_BODY, exit 5" \
    test "$status" -eq 5 -a -n "$(grep 'larger than 32000000 bytes (see SALES_MAX_BODY)' <<<"$err")"

# Servers that do not answer in usable HTTP: bad data (exit 5), said as such, not "cannot reach".
hostile_sales ssh-banner 0 products
check "the sales API answering an SSH banner: not HTTP, exit 5" \
    test "$status" -eq 5 -a "$err" = "error: the sales API sent an unusable answer: it did not answer in HTTP"
hostile_sales ssh-banner 0 rates
check "…and the rates middleware: the same, naming it, exit 5" \
    test "$status" -eq 5 -a "$err" = "error: the rates middleware sent an unusable answer: it did not answer in HTTP"
hostile_sales huge-header $((2 << 20)) products
check "a 2 MB response header: too large to hold, exit 5" \
    test "$status" -eq 5 -a -n "$(grep 'a response header over 100 KB' <<<"$err")"
hostile_sales bad-chunk 0 products
check "a chunk size that is not hexadecimal: a malformed body, exit 5" \
    test "$status" -eq 5 -a "$err" = "error: the sales API sent an unusable answer: a chunked body that is not well-formed"
hostile_sales nothing 0 products
check "the connection closed without an answer: exit 5" \
    test "$status" -eq 5 -a -n "$(grep 'closed the connection without answering' <<<"$err")"
