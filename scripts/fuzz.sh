#!/usr/bin/env bash
# make fuzz: builds Fuzz/ with libFuzzer and AddressSanitizer, then runs each target for
# FUZZ_SECONDS (default 30) on its committed seed corpus (Fuzz/Corpus/TARGET) plus what earlier
# runs found (Fuzz/.build/corpus/TARGET). A crash, a sanitizer report or a broken property stops
# with the input saved under Fuzz/.build/findings and the command that replays it; make it a
# regression test in the package that owns the code, then fix it.
#
#   FUZZ_SECONDS=300 make fuzz            longer
#   FUZZ_TARGETS="rates decimal" make fuzz  some targets
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
seconds=${FUZZ_SECONDS:-30}
targets=${FUZZ_TARGETS:-json products sales rates login decimal timestamp session-file local-copy}
# shellcheck disable=SC2054 # the commas belong to -sanitize's value
flags=(-c release -Xswiftc -sanitize=fuzzer,address -Xswiftc -enable-testing -Xswiftc -use-ld=lld)

echo "== build Fuzz (libFuzzer + AddressSanitizer)"
swift build --package-path "$root/Fuzz" "${flags[@]}" --product sales-fuzz >"$root/Fuzz/build.log" 2>&1 \
    || { cat "$root/Fuzz/build.log" >&2; exit 1; }
tail -n 1 "$root/Fuzz/build.log"
fuzzer="$(swift build --package-path "$root/Fuzz" "${flags[@]}" --show-bin-path)/sales-fuzz"
rm -f "$root/Fuzz/build.log"

printf '%-13s %10s %9s %6s  %s\n' target runs exec/s cov result
for target in $targets; do
    corpus="$root/Fuzz/.build/corpus/$target"
    findings="$root/Fuzz/.build/findings"
    log="$root/Fuzz/.build/fuzz-$target.log"
    mkdir -p "$corpus" "$findings"
    status=0
    SALES_FUZZ_TARGET=$target "$fuzzer" -max_total_time="$seconds" -max_len=65536 -timeout=10 \
        -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="$findings/$target-" \
        "$corpus" "$root/Fuzz/Corpus/$target" >"$log" 2>&1 || status=$?
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
    speed=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log")
    coverage=$(grep -o 'cov: [0-9]*' "$log" | tail -n 1 | cut -d' ' -f2)
    if [[ $status -ne 0 ]]; then
        printf '%-13s %10s %9s %6s  %s\n' "$target" "${runs:--}" "${speed:--}" "${coverage:--}" FOUND
        grep -E 'ERROR|fuzz check failed|Fatal error|artifact_prefix|Test unit written' "$log" | head -n 20 >&2
        artifact=$(sed -n 's/.*Test unit written to \(.*\)$/\1/p' "$log" | head -n 1)
        echo "replay: SALES_FUZZ_TARGET=$target $fuzzer ${artifact:-<input>}" >&2
        exit 1
    fi
    printf '%-13s %10s %9s %6s  %s\n' "$target" "$runs" "$speed" "${coverage:--}" ok
done
