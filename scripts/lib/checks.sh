# shellcheck shell=bash
# Variables set here are read by the scripts that source this file.
# shellcheck disable=SC2034
# Checks, counted: the suites' verdicts (e2e.sh and its areas, package-test.sh; sourced through lib.sh).

passed=0
failed=0

# check DESCRIPTION COMMAND... : runs COMMAND; prints `ok` or `FAIL` with DESCRIPTION and counts it,
# and under a failure whatever the suite's `check_detail` says of it.
check() {
    local description=$1
    shift
    if "$@"; then
        passed=$((passed + 1))
        echo "ok   $description"
    else
        failed=$((failed + 1))
        echo "FAIL $description"
        check_detail
    fi
}

# check_detail : a suite's account of a failed check (none unless it defines one).
check_detail() { :; }
