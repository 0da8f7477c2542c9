#!/usr/bin/env bash
# make fuzz: builds Fuzz/ with libFuzzer and AddressSanitizer, then runs each target for
# FUZZ_SECONDS (default 30), FUZZ_JOBS at a time (default: one per core), on its committed seed
# corpus (Fuzz/Corpus/TARGET) plus what earlier runs found (Fuzz/.build/corpus/TARGET). A crash, a
# sanitizer report or a broken property fails the round (the other targets still finish), reported
# with the input saved under Fuzz/.build/findings and the command that replays it; make it a
# regression test in the package that owns the code, then fix it.
#
#   FUZZ_SECONDS=300 make fuzz            longer
#   FUZZ_TARGETS="rates decimal" make fuzz  some targets
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
# shellcheck source=lib/build.sh
source "$root/scripts/lib/build.sh"
seconds=${FUZZ_SECONDS:-30}
targets=${FUZZ_TARGETS:-json products sales rates login decimal timestamp time-zone sealed-file local-copy}
# shellcheck disable=SC2054 # the commas belong to -sanitize's value
flags=(-c release -Xswiftc -sanitize=fuzzer,address -Xswiftc -enable-testing -Xswiftc -use-ld=lld)

# FUZZ_PHASE: `build`, `run` (what a `build` made) or both (the default); `make test` does both
# beside its tests and the end-to-end suite, which mostly wait on their servers.
phase=${FUZZ_PHASE:-all}
if [[ $phase != run ]]; then
    echo "== build Fuzz (libFuzzer + AddressSanitizer)"
    in_own_tmp swift build --package-path "$root/Fuzz" "${flags[@]}" --product sales-fuzz >"$root/Fuzz/build.log" 2>&1 \
        || { cat "$root/Fuzz/build.log" >&2; exit 1; }
    tail -n 1 "$root/Fuzz/build.log"
    rm -f "$root/Fuzz/build.log"
fi
[[ $phase != build ]] || exit 0
fuzzer="$(in_own_tmp swift build --package-path "$root/Fuzz" "${flags[@]}" --show-bin-path)/sales-fuzz"
[[ -x $fuzzer ]] || { echo "no fuzzer at $fuzzer: run FUZZ_PHASE=build first" >&2; exit 1; }

# The targets run side by side, FUZZ_JOBS at a time (default: one per core; libFuzzer's process is
# single-threaded), and are reported in order once all have ended.
jobs=${FUZZ_JOBS:-$(nproc)}
findings="$root/Fuzz/.build/findings"
mkdir -p "$findings"
fuzz() {
    local target=$1 corpus="$root/Fuzz/.build/corpus/$1" status=0
    rm -f "$root/Fuzz/.build/fuzz-$target.status"
    mkdir -p "$corpus"
    SALES_FUZZ_TARGET=$target "$fuzzer" -max_total_time="$seconds" -max_len=65536 -timeout=10 \
        -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="$findings/$target-" \
        "$corpus" "$root/Fuzz/Corpus/$target" >"$root/Fuzz/.build/fuzz-$target.log" 2>&1 || status=$?
    echo "$status" >"$root/Fuzz/.build/fuzz-$target.status"
}
running=0
for target in $targets; do
    if ((running >= jobs)); then
        wait -n
        running=$((running - 1))
    fi
    fuzz "$target" &
    running=$((running + 1))
done
wait

printf '%-13s %10s %9s %6s  %s\n' target runs exec/s cov result
failed=0
for target in $targets; do
    log="$root/Fuzz/.build/fuzz-$target.log"
    status=$(cat "$root/Fuzz/.build/fuzz-$target.status" 2>/dev/null || echo 1)
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
    speed=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log")
    coverage=$(grep -o 'cov: [0-9]*' "$log" | tail -n 1 | cut -d' ' -f2 || true)
    if [[ $status -ne 0 ]]; then
        artifact=$(sed -n 's/.*Test unit written to \(.*\)$/\1/p' "$log" | head -n 1)
        printf '%-13s %10s %9s %6s  %s\n' "$target" "${runs:--}" "${speed:--}" "${coverage:--}" \
            "$([[ -n $artifact ]] && echo FOUND || echo FAILED)"
        grep -E 'ERROR|fuzz check failed|Fatal error|artifact_prefix|Test unit written|SALES_FUZZ_TARGET' "$log" \
            | head -n 20 >&2 || true
        echo "replay: SALES_FUZZ_TARGET=$target $fuzzer ${artifact:-<input>}" >&2
        failed=1
        continue
    fi
    printf '%-13s %10s %9s %6s  %s\n' "$target" "$runs" "$speed" "${coverage:--}" ok
done
exit "$failed"
