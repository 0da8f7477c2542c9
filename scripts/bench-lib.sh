# shellcheck shell=bash
# Shared helpers for the benchmark scripts (sourced). Processes started with `start` are stopped on exit.
set -uo pipefail
# Benchmarks measure release builds, whatever CONFIGURATION says.
CONFIGURATION=release
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
work=$(mktemp -d "${TMPDIR:-/tmp}/sales-bench.XXXXXX")
logs=$work
results="$root/bench/out"
mkdir -p "$results"

cleanup() {
    stop_all
    rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# record_lines : records every `KEY<TAB>VALUE` line of its input (figures computed by a script).
record_lines() {
    local key value
    while IFS=$'\t' read -r key value; do record "$key" "$value"; done
}

# record KEY VALUE : appends a figure to this benchmark's results (bench/out/NAME.tsv).
record() {
    # shellcheck disable=SC2154 # bench_name: set by each benchmark script after sourcing this one
    printf '%s\t%s\n' "$1" "$2" >>"$results/$bench_name.tsv"
    printf '  %-58s %s\n' "$1" "$2"
}
