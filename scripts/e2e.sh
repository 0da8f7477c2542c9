#!/usr/bin/env bash
# End-to-end suite: fake-upstream, sales-middleware and the sales client as real processes on free
# 127.0.0.1 ports, driven through the scenarios of a real user. One file per area in scripts/e2e/
# (as swift-nio keeps its integration tests), run in order; this script builds, defines the
# helpers they share and stops every process they start, whatever happens (trap). Prints
# "N passed, M failed" last; exits 1 on any failure.
#
#   CONFIGURATION=release|debug   which build to drive (default release)
#   SKIP_BUILD=1                  use binaries already built (make test builds debug ones first)
#   E2E_AREAS="app expiry"         only the areas whose file names contain one of these words
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
    # Dates in UTC whatever this machine's zone (the zone's own checks set TZ).
    export TZ=UTC
}

stop_world() {
    stop middleware
    stop upstream
}

# sales ARGS... : runs the client (as `run_as`, when set: a command prefix); sets status, out and err.
run_as=()
sales() {
    "${run_as[@]}" "$sales_bin" "$@" >"$work/out" 2>"$work/err" <"${SALES_STDIN:-/dev/null}"
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

# figures : the products JSON on stdin without its as_of and offline (when and how the figures were had).
figures() { python3 -c 'import json, sys; d = json.load(sys.stdin); [(p.pop("as_of", None), p.pop("offline", None)) for p in d]; print(json.dumps(d))'; }
# offline_flags : the distinct "offline" values of the products JSON on stdin (`true`, `false`).
offline_flags() { python3 -c 'import json, sys; print(" ".join(sorted({json.dumps(p.get("offline")) for p in json.load(sys.stdin)})))'; }

# grouped NUMBER : the number with thousands separators, as tables show it (2138825.35 → 2,138,825.35).
grouped() { python3 -c 'import decimal, sys; print(format(decimal.Decimal(sys.argv[1]), ","))' "$1"; }

# check_detail : what `check` shows under a failure: the last command's status and output.
check_detail() { echo "     status=$status stdout=$(head -c 300 <<<"$out") stderr=$(head -c 300 <<<"$err")"; }

for area in "$root"/scripts/e2e/*.sh; do
    if [[ -n "${E2E_AREAS:-}" ]]; then
        wanted=
        for word in $E2E_AREAS; do [[ "${area##*/}" == *"$word"* ]] && wanted=1; done
        [[ -n "$wanted" ]] || continue
    fi
    # shellcheck source=/dev/null
    source "$area"
done

echo
echo "$passed passed, $failed failed"
((failed == 0))
