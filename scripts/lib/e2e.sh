# shellcheck shell=bash
# Variables set here are read by the areas that source this file.
# shellcheck disable=SC2034
# What every end-to-end area shares (sourced by each file of scripts/e2e/, which runs in a process
# of its own): the scripts' helpers, a private work folder, the binaries, the helpers below, and an EXIT
# trap that stops every process the area started and counts its checks — into $E2E_COUNTS when
# scripts/e2e.sh runs it, else as the area's own summary and exit status.
#
#   CONFIGURATION=release|debug   which build to drive (default release)
#   SKIP_BUILD=1                  use binaries already built (scripts/e2e.sh builds once for all)
set -uo pipefail

default_configuration=release
# The helpers of scripts/lib.sh, each from its file (nginx's are not needed here).
# shellcheck source=build.sh
source "$(dirname "${BASH_SOURCE[0]}")/build.sh"
# shellcheck source=processes.sh
source "$(dirname "${BASH_SOURCE[0]}")/processes.sh"
# shellcheck source=packages.sh
source "$(dirname "${BASH_SOURCE[0]}")/packages.sh"
# shellcheck source=postgres.sh
source "$(dirname "${BASH_SOURCE[0]}")/postgres.sh"
# shellcheck source=checks.sh
source "$(dirname "${BASH_SOURCE[0]}")/checks.sh"
# shellcheck source=tui.sh
source "$(dirname "${BASH_SOURCE[0]}")/tui.sh"
need tmux curl python3
work=$(mktemp -d "${TMPDIR:-/tmp}/sales-e2e.XXXXXX")
logs=$work
fixtures="$root/fixtures"

# e2e_finish : stops what the area started, removes its folder and says how its checks went.
e2e_finish() {
    tui_stop
    stop_all
    rm -rf "$work"
    if [[ -n "${E2E_COUNTS:-}" ]]; then
        echo "$passed $failed" >>"$E2E_COUNTS"
    else
        echo
        echo "$passed passed, $failed failed"
    fi
    ((failed == 0)) || exit 1
}
trap e2e_finish EXIT
trap 'exit 130' INT TERM

# What every area's client runs with, whether or not it starts the demo world: every run asks the
# sales API (the local copy's reuse is 30-local-copy's to set), no colours, dates in UTC whatever
# this machine's zone (the zone's own checks set TZ), a short timeout.
export SALES_TIMEOUT=5 SALES_CACHE_MAX_AGE=0 NO_COLOR=1 TZ=UTC
# The session's runtime folder (where a running `sales web` keeps its entry): the area's own, as a
# login session's is (0700), whatever this machine's session has.
export XDG_RUNTIME_DIR="$work/runtime"
mkdir -m 700 "$XDG_RUNTIME_DIR"

build || exit 1
fake_upstream=$(bin fake-upstream) || exit 1
middleware_bin=$(bin sales-middleware) || exit 1
sales_bin=$(bin sales) || exit 1

# stop NAME : stops a server started by name.
stop() {
    local pid_variable="${1//-/_}_pid"  # as `start` names it: dashes as underscores
    stop_pid "${!pid_variable}"
}

# start_world [UPSTREAM_OPTION...] : the fake upstream (with those options) and the middleware.
# shellcheck disable=SC2120 # the options are optional
start_world() {
    start_demo_world "$@" -- --cache-ttl "${CACHE_TTL:-60}"
    export SALES_API_URL=$upstream_url
    export SALES_RATES_URL=$rates_url
    export XDG_DATA_HOME="$work/data-$upstream_port"
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

# noting_browser FILE : makes $work/browser, a $BROWSER that writes the address it is given to FILE
# and opens nothing; prints its path.
noting_browser() {
    cat >"$work/browser" <<BROWSER
#!/bin/sh
printf '%s\n' "\$1" >"$1"
BROWSER
    chmod +x "$work/browser"
    echo "$work/browser"
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

# count_journey FILE STATUS : adds a browser journey's "PASSED FAILED" (FILE) to the area's counts;
# one failed check when it wrote none (it ended with STATUS before its end).
count_journey() {
    local journey_passed journey_failed
    if [[ -s "$1" ]]; then
        read -r journey_passed journey_failed <"$1"
        passed=$((passed + journey_passed))
        failed=$((failed + journey_failed))
    else
        check "the browser's journey ran to its end (exit $2)" false
    fi
}
