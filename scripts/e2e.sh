#!/usr/bin/env bash
# End-to-end suite: fake-upstream, sales-middleware and the sales client as real processes on free
# 127.0.0.1 ports, driven through the scenarios of a real user. One file per area in scripts/e2e/
# (as swift-nio keeps its integration tests), each run in a process of its own over the helpers of
# scripts/lib/e2e.sh — none changes another's settings, and any one runs alone
# (`bash scripts/e2e/60-app.sh`). This script builds once, runs the areas E2E_JOBS (2) at a time,
# prints each area's output whole in order, and "N passed, M failed" last; exits 1 on any failure.
#
#   CONFIGURATION=release|debug   which build to drive (default release)
#   SKIP_BUILD=1                  use binaries already built (make test builds debug ones first)
#   E2E_AREAS="app expiry"         only the areas whose file names contain one of these words
#   E2E_JOBS=1                    one area at a time
set -uo pipefail

default_configuration=release
source "$(dirname "$0")/lib.sh"
counts=$(mktemp "${TMPDIR:-/tmp}/sales-e2e-counts.XXXXXX")
trap 'exit 130' INT TERM

[[ -n "$skip_build" ]] || echo "== building $configuration binaries"
build || exit 1

# The areas share nothing (each its own folder, ports and servers), so E2E_JOBS (2) run at once:
# most of an area's time is spent waiting on its servers. Each area's output is kept and printed
# whole, in the areas' order, once all have ended.
jobs=${E2E_JOBS:-2}
areas=()
for area in "$root"/scripts/e2e/*.sh; do
    if [[ -n "${E2E_AREAS:-}" ]]; then
        wanted=
        for word in $E2E_AREAS; do [[ "${area##*/}" == *"$word"* ]] && wanted=1; done
        [[ -n "$wanted" ]] || continue
    fi
    areas+=("$area")
done
results=$(mktemp -d "${TMPDIR:-/tmp}/sales-e2e-areas.XXXXXX")
trap 'rm -rf "$counts" "$results"' EXIT

# run_area INDEX : one area in a process of its own; its output, counts, exit status and seconds
# in $results/INDEX.*.
run_area() {
    local area=${areas[$1]} began=$SECONDS status
    CONFIGURATION=$configuration SKIP_BUILD=1 E2E_COUNTS="$results/$1.counts" bash "$area" >"$results/$1.out" 2>&1
    status=$?
    echo "$status $((SECONDS - began))" >"$results/$1.done"
}

ended_early=0
running=()
for index in "${!areas[@]}"; do
    while ((${#running[@]} >= jobs)); do
        wait -n 2>/dev/null || true
        still=()
        for pid in "${running[@]}"; do kill -0 "$pid" 2>/dev/null && still+=("$pid"); done
        running=("${still[@]}")
    done
    run_area "$index" &
    running+=($!)
done
wait
for index in "${!areas[@]}"; do
    cat "$results/$index.out"
    read -r status seconds <"$results/$index.done"
    echo "   (${areas[$index]##*/}: $seconds s)"
    if [[ -s "$results/$index.counts" ]]; then
        cat "$results/$index.counts" >>"$counts"
    else
        # The area ended before its trap could count (a server that did not start, a signal).
        echo "FAIL ${areas[$index]##*/} ended early (exit $status)"
        ended_early=$((ended_early + 1))
    fi
done

read -r passed failed < <(awk '{ p += $1; f += $2 } END { print p + 0, f + 0 }' "$counts")
failed=$((failed + ended_early))
echo
echo "$passed passed, $failed failed"
((failed == 0))
