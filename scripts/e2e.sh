#!/usr/bin/env bash
# End-to-end suite: fake-upstream, sales-middleware and the sales client as real processes on free
# 127.0.0.1 ports, driven through the scenarios of a real user. One file per area in scripts/e2e/
# (as swift-nio keeps its integration tests), each run in a process of its own over the helpers of
# scripts/lib/e2e.sh — none changes another's settings, and any one runs alone
# (`bash scripts/e2e/60-app.sh`). This script builds once, runs the areas in order and prints
# "N passed, M failed" last; exits 1 on any failure.
#
#   CONFIGURATION=release|debug   which build to drive (default release)
#   SKIP_BUILD=1                  use binaries already built (make test builds debug ones first)
#   E2E_AREAS="app expiry"         only the areas whose file names contain one of these words
set -uo pipefail

default_configuration=release
source "$(dirname "$0")/lib.sh"
counts=$(mktemp "${TMPDIR:-/tmp}/sales-e2e-counts.XXXXXX")
trap 'rm -f "$counts"' EXIT
trap 'exit 130' INT TERM

[[ -n "$skip_build" ]] || echo "== building $configuration binaries"
build || exit 1

ended_early=0
for area in "$root"/scripts/e2e/*.sh; do
    if [[ -n "${E2E_AREAS:-}" ]]; then
        wanted=
        for word in $E2E_AREAS; do [[ "${area##*/}" == *"$word"* ]] && wanted=1; done
        [[ -n "$wanted" ]] || continue
    fi
    recorded=$(wc -l <"$counts")
    began=$SECONDS
    CONFIGURATION=$configuration SKIP_BUILD=1 E2E_COUNTS=$counts bash "$area"
    status=$?
    echo "   (${area##*/}: $((SECONDS - began)) s)"
    if (($(wc -l <"$counts") == recorded)); then
        # The area ended before its trap could count (a server that did not start, a signal).
        echo "FAIL ${area##*/} ended early (exit $status)"
        ended_early=$((ended_early + 1))
    fi
done

read -r passed failed < <(awk '{ p += $1; f += $2 } END { print p + 0, f + 0 }' "$counts")
failed=$((failed + ended_early))
echo
echo "$passed passed, $failed failed"
((failed == 0))
